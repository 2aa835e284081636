"""The browser tests' players and pages: a player with its token, and a page that holds it
(the stacked games they open are made in the test process by tests.factories.stacked_game:
the live server shares its database)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import BrowserContext, Page

from accounts.models import Player
from games.models import Game
from tests.factories import PlayerFactory


def player_with_token(name: str = "Ada", **options: Any) -> tuple[Player, str]:
    return PlayerFactory.create_with_token(display_name=name, **options)


def open_as(context: BrowserContext, token: str, base_url: str, game: Game | None = None) -> Page:
    """A page whose client holds ``token`` (as after a log-in), on ``game`` if given."""
    context.add_init_script(f"localStorage.setItem('ginapi.token', {token!r})")
    page = context.new_page()
    page.goto(f"{base_url}/play/" + (f"#game={game.pk}" if game else ""))
    page.wait_for_selector("[data-hand] [data-card]" if game else '[data-field="display_name"]')
    return page
