"""Staff see players' accounts in the admin: searchable by username, their devices listed
read-only, never a token's digest."""

from __future__ import annotations

import pytest

from accounts.models import Token
from tests.accounts.logins import device, register

pytestmark = pytest.mark.django_db


def test_players_are_searchable_by_username(staff_client, make_player):
    _, ada = make_player("Ada")
    make_player("Bob")
    register(ada, "lovelace")

    page = staff_client.get("/admin/accounts/player/", {"q": "LOVELACE"}).content.decode()

    assert "lovelace" in page
    assert "Bob" not in page


def test_a_players_page_lists_its_devices_without_their_digests(staff_client, player_client):
    player, client = player_client
    register(client, "ada")
    device("ada", HTTP_USER_AGENT="GinPhone/2.1")

    response = staff_client.get(f"/admin/accounts/player/{player.id}/change/")

    page = response.content.decode()
    assert response.status_code == 200
    assert "GinPhone/2.1" in page
    assert "last used" in page.lower()
    for digest in Token.objects.values_list("digest", flat=True):
        assert digest not in page
    player.refresh_from_db()
    assert player.password
    assert player.password not in page
