"""``Last-Event-ID`` is read as ASCII digits only: issue 27 item 8 (``²`` answered 500)."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from tests.contract.shape import assert_error_shape
from tests.factories import game_create


@pytest.mark.django_db
@pytest.mark.parametrize(
    "last_event_id",
    ["²", "¹²", "٣", "\uff11", "߁", "Ⅻ", "9" * 11, "9" * 5000, "1e3", "0x1", "+1", "1 2"],
)
def test_a_last_event_id_that_is_not_ascii_digits_is_a_400_not_a_500(
    player_client: tuple[Player, APIClient], last_event_id: str
) -> None:
    player, client = player_client
    game = game_create(player)
    response = client.get(f"/api/v1/games/{game.id}/stream", HTTP_LAST_EVENT_ID=last_event_id)
    assert response.status_code == 400, response.status_code
    assert_error_shape(400, response.json())
    assert response.json()["error"]["code"] == "invalid_last_event_id"
