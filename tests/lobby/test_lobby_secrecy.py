"""What the lobby serves names no card and no seed; a lapsed seek is told to its player."""

from __future__ import annotations

import json
from typing import Any

import pytest
from rest_framework.test import APIClient

from games.models import Game
from lobby import services
from lobby.models import Seek
from testkit.secrecy import cards_in

from .conftest import Pair, post_seek, resign


def test_lobby_answers_name_no_card_and_no_seed(pair: Pair, api: APIClient) -> None:
    (ada, ada_client), (bob, bob_client) = pair
    served: list[Any] = [post_seek(ada_client).json(), api.get("/api/v1/seeks").json()]
    paired = post_seek(bob_client).json()
    served.append(paired)
    game = Game.objects.get(pk=paired["game"])
    resign(bob_client, str(game.pk))
    served += [
        ada_client.post(f"/api/v1/games/{game.pk}/rematch").json(),
        api.get(f"/api/v1/players/{ada.pk}").json(),
        api.get(f"/api/v1/players/{bob.pk}/rating-history").json(),
        api.get("/api/v1/leaderboards/ratings/standard").json(),
    ]
    for body in served:
        assert cards_in(body) == set(), body
        assert game.seed not in json.dumps(body)


def test_a_lapsed_seek_is_told_to_its_player(pair: Pair, monkeypatch: pytest.MonkeyPatch) -> None:
    (ada, ada_client), _ = pair
    seek = post_seek(ada_client).json()
    told: list[Any] = []
    monkeypatch.setattr(services, "publish", lambda **kwargs: told.extend(kwargs["notices"]))
    Seek.objects.filter(pk=seek["id"]).update(expires_at=Seek.objects.get().created_at)
    assert services.seeks_lapse() == 1
    assert services.seeks_lapse() == 0
    assert [(n.player_id, n.kind, n.data) for n in told] == [
        (str(ada.pk), "seek_lapsed", {"seek": seek["id"]})
    ]
