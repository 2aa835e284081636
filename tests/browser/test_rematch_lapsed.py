"""A rematch offer that lapsed (REMATCH_TTL_SECONDS, docs/API.md) is said as such at the end of
the game, in English and in Spanish, not as an empty line."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from games import services
from lobby.models import RematchOffer
from tests.factories import PlayerFactory, game_create

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("en-US", "The rematch offer lapsed."),
        ("es-ES", "La oferta de revancha caducó."),
    ],
)
def test_a_lapsed_rematch_offer_is_said(new_context, live_server, locale, said):
    ana, ana_token = PlayerFactory.create_with_token(display_name="Ana", registered=True)
    bo = PlayerFactory.create(display_name="Bo", registered=True)
    game = game_create(ana, opponent="human")
    assert game.invite_code
    game = services.game_join(player=bo, invite_code=game.invite_code)
    game = services.game_move_play(
        game_id=game.pk, player=bo, action={"action": "resign"}, expected_version=game.version
    ).game
    RematchOffer.objects.create(
        game=game, offered_by=bo, expires_at=timezone.now() - dt.timedelta(seconds=1)
    )
    context = new_context(locale=locale)
    context.add_init_script(f"localStorage.setItem('ginapi.token', {ana_token!r})")
    page = context.new_page()
    page.goto(f"{live_server.url}/play/#game={game.pk}")
    page.wait_for_selector("[data-game-over]", state="visible")

    # The WSGI live server cannot stream: the client reads the offer after 4 s, then every 2 s.
    offer = page.locator("[data-rematch-offer]")
    page.wait_for_function(
        "() => document.querySelector('[data-rematch-offer]').textContent !== ''"
        " && !document.querySelector('[data-rematch-offer]').hidden",
        timeout=12_000,
    )
    assert offer.inner_text() == said
    assert page.locator('[data-rematch][data-rematch-state="none"]').is_visible()
