"""/play/ lists the apps the player allowed, and Withdraw ends their tokens at once."""

from __future__ import annotations

import datetime as dt

import pytest

from accounts.services import player_create
from oauth.models import AccessToken, Authorization
from oauth.services import app_create, authorization_grant
from testkit.browser import open_play

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_player_withdraws_an_app_it_allowed(page, live_server) -> None:  # type: ignore[no-untyped-def]
    from django.utils import timezone

    from accounts.models import Player

    player, device_token = player_create(display_name="Ada")
    Player.objects.filter(pk=player.pk).update(username="ada", password="x")
    player.refresh_from_db()
    app, _secret = app_create(
        player=player, name="Gin on the go", redirect_uris=["https://gin.example/cb"], public=True
    )
    authorization = authorization_grant(player=player, app=app, scopes=["games:play"])
    access = AccessToken(
        user=player,
        application=app,
        authorization=authorization,
        scope="games:play",
        expires=timezone.now() + dt.timedelta(hours=1),
        token_checksum="0" * 64,
    )
    access.save()

    open_play(page, live_server.url)
    page.evaluate("token => localStorage.setItem('ginapi.token', token)", device_token)
    page.reload()
    row = page.locator(f'[data-apps] [data-app="{app.client_id}"]')
    row.wait_for()
    assert "Gin on the go" in row.inner_text()
    assert "play games for you" in row.inner_text()
    row.locator("[data-app-withdraw]").click()
    page.locator(f'[data-app-withdrawn="{app.client_id}"]').wait_for()
    assert not Authorization.objects.exists()
    assert not AccessToken.objects.exists()
