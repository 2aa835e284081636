"""POST /api/v1/games"""

import pytest

from games.models import Game, Move
from testkit.secrecy import cards_in

pytestmark = pytest.mark.django_db

GAME_FIELDS = {
    "id",
    "version",
    "status",
    "ruleset",
    "scores",
    "hand_number",
    "dealer",
    "turn",
    "phase",
    "your_cards",
    "opponent_card_count",
    "discard_top",
    "discard_pile",
    "stock_count",
    "deadwood",
    "melds",
    "legal_actions",
    "last_hand",
    "winner",
}


def test_it_starts_a_game_against_the_ai_as_the_caller_sees_it(player_client):
    player, client = player_client

    response = client.post("/api/v1/games", {"opponent": "ai", "ai_level": "expert"})

    assert response.status_code == 201
    body = response.json()
    assert set(body) >= GAME_FIELDS
    assert body["status"] == "active"
    assert body["opponent"] == {"kind": "ai", "ai_level": "expert", "display_name": None}
    assert body["ruleset"]["name"] == "standard"
    assert body["invite_code"] is None
    game = Game.objects.get(id=body["id"])
    assert game.player0 == player and game.player1 is None
    # The AI may have acted first; each of its actions is one version and one move row.
    assert body["version"] == game.version == Move.objects.filter(game=game).count()
    assert body["turn"] == "you"
    assert body["legal_actions"]


def test_the_ai_level_defaults_to_novice(player_client):
    _, client = player_client

    body = client.post("/api/v1/games", {"opponent": "ai"}).json()

    assert body["opponent"]["ai_level"] == "novice"


def test_the_ai_acts_first_when_the_deal_makes_it_its_turn(make_player):
    # Over a few deals the AI is the non-dealer of the upcard phase at least once.
    _, client = make_player()
    versions = {
        client.post("/api/v1/games", {"opponent": "ai"}).json()["version"] for _ in range(12)
    }

    assert max(versions) >= 1


@pytest.mark.parametrize(
    "ruleset", ["standard", "classic", "arcade", "straight", "oklahoma", "hollywood"]
)
def test_every_named_ruleset_can_be_played(player_client, ruleset):
    _, client = player_client

    body = client.post("/api/v1/games", {"opponent": "ai", "ruleset": ruleset}).json()

    assert body["ruleset"]["name"] == ruleset
    assert len(body["your_cards"]) in (10, 11)


def test_rules_and_target_override_the_ruleset(player_client):
    _, client = player_client

    body = client.post(
        "/api/v1/games",
        {"opponent": "ai", "ruleset": "classic", "rules": {"gin_bonus": 20}, "target": 250},
    ).json()

    assert body["ruleset"]["gin_bonus"] == 20
    assert body["ruleset"]["target"] == 250
    assert Game.objects.get(id=body["id"]).rules == {"gin_bonus": 20, "target": 250}


def test_a_friend_game_waits_with_an_invite_code(player_client):
    _, client = player_client

    body = client.post("/api/v1/games", {"opponent": "human"}).json()

    assert body["status"] == "waiting"
    assert body["version"] == 0
    assert len(body["invite_code"]) == 8
    assert body["opponent"] == {"kind": "human", "ai_level": None, "display_name": None}
    assert body["legal_actions"] == []


def test_a_waiting_friend_game_shows_no_cards_to_its_creator(player_client):
    # Dealt at the join: a creator cannot make games until it likes a deal.
    _, client = player_client
    created = client.post("/api/v1/games", {"opponent": "human"}).json()

    read = client.get(f"/api/v1/games/{created['id']}").json()
    log = client.get(f"/api/v1/games/{created['id']}/moves").json()

    for body in (created, read):
        assert body["your_cards"] == []
        assert body["discard_top"] is None and body["discard_pile"] == []
        assert body["melds"] == [] and body["unmatched"] == []
        assert body["opponent_card_count"] == 0 and body["stock_count"] == 0
        assert body["legal_actions"] == [] and body["turn"] is None
        assert cards_in(body) == set()
    assert cards_in(log) == set()


def test_a_player_may_have_five_friend_games_waiting_and_not_six(player_client):
    player, client = player_client
    statuses = [client.post("/api/v1/games", {"opponent": "human"}).status_code for _ in range(6)]
    refused = client.post("/api/v1/games", {"opponent": "human"}, HTTP_ACCEPT_LANGUAGE="es")
    first = Game.objects.filter(player0=player).order_by("created_at")[0]
    client.post(f"/api/v1/games/{first.pk}/cancel")

    assert statuses == [201] * 5 + [422]
    assert refused.json()["error"]["code"] == "too_many_waiting_games"
    assert refused.json()["error"]["message"].startswith("Tienes 5 partidas esperando")
    assert Game.objects.filter(player0=player, status="waiting").count() == 4
    assert client.post("/api/v1/games", {"opponent": "human"}).status_code == 201
    assert client.post("/api/v1/games", {"opponent": "ai"}).status_code == 201


def test_games_created_are_throttled_per_player_and_per_address(make_player, settings):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "games_create": "2/hour",
            "games_create_address": "4/hour",
        },
    }
    _, ada = make_player("Ada")
    _, lin = make_player("Lin")

    by_ada = [ada.post("/api/v1/games", {"opponent": "ai"}).status_code for _ in range(3)]
    by_lin = [lin.post("/api/v1/games", {"opponent": "ai"}).status_code for _ in range(2)]

    assert by_ada == [201, 201, 429]
    assert by_lin == [201, 429], "the address's third game, then over its rate"
    assert ada.get("/api/v1/games").status_code == 200, "listing is not throttled"


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"opponent": "robot"}, "invalid_input", "opponent"),
        ({"opponent": "ai", "ai_level": "grandmaster"}, "invalid_input", "ai_level"),
        ({"opponent": "ai", "ruleset": "poker"}, "invalid_ruleset", "ruleset"),
        ({"opponent": "ai", "target": 0}, "invalid_ruleset", "target"),
        ({"opponent": "ai", "target": 1001}, "invalid_ruleset", "target"),
        ({"opponent": "ai", "target": "lots"}, "invalid_input", "target"),
        ({"opponent": "ai", "rules": {"knock_limit": 11}}, "invalid_ruleset", "rules.knock_limit"),
        ({"opponent": "ai", "rules": {"gin_bonus": -1}}, "invalid_ruleset", "rules.gin_bonus"),
        ({"opponent": "ai", "rules": {"gin_bonus": True}}, "invalid_ruleset", "rules.gin_bonus"),
        ({"opponent": "ai", "rules": {"gin_bonus": "20"}}, "invalid_ruleset", "rules.gin_bonus"),
        (
            {"opponent": "ai", "rules": {"max_meld_size": 3}},
            "invalid_ruleset",
            "rules.max_meld_size",
        ),
        ({"opponent": "ai", "rules": [1]}, "invalid_input", "rules"),
        (
            {"opponent": "ai", "ruleset": "arcade", "rules": {"big_gin_bonus": 5}},
            "invalid_ruleset",
            "rules.big_gin_bonus",
        ),
    ],
)
def test_it_rejects_bad_settings_and_creates_nothing(player_client, body, code, field):
    _, client = player_client

    response = client.post("/api/v1/games", body)

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == code
    assert field in error["fields"]
    assert Game.objects.count() == 0


def test_it_needs_a_token(api):
    assert api.post("/api/v1/games", {"opponent": "ai"}).status_code == 401


def test_the_same_idempotency_key_creates_one_game(player_client):
    _, client = player_client
    headers = {"HTTP_IDEMPOTENCY_KEY": "create-1"}

    first = client.post("/api/v1/games", {"opponent": "ai"}, **headers)
    second = client.post("/api/v1/games", {"opponent": "ai"}, **headers)

    assert first.status_code == second.status_code == 201
    assert first.json() == second.json()
    assert second["Idempotent-Replayed"] == "true"
    assert Game.objects.count() == 1
