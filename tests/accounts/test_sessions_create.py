"""POST /api/v1/sessions: log in on another device with a username and password."""

from __future__ import annotations

import uuid

import pytest
import redis
from django.contrib.auth.hashers import check_password, make_password

from accounts import services
from accounts.models import Player, Token
from apikit.throttles import ScopedRateThrottle
from tests.accounts.logins import PASSWORD, device, log_in, register
from tests.conftest import at_once, client_for
from tests.factories import PlayerFactory

pytestmark = pytest.mark.django_db

MID_WINDOW = 1_800_000_015.0  # 15 s into a minute: a test's requests share one window
REDIS_TEST_URL = "redis://127.0.0.1:6379/1"


@pytest.fixture
def ada(player_client):
    """A registered player ``ada`` and its first device's client."""
    player, client = player_client
    assert register(client, "Ada").status_code == 200
    return player, client


@pytest.fixture
def login_rates(settings, monkeypatch):
    """Low login rates, and a clock in the middle of a window."""
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: MID_WINDOW))

    def set_rates(username: str, address: str) -> None:
        settings.REST_FRAMEWORK = {
            **settings.REST_FRAMEWORK,
            "DEFAULT_THROTTLE_RATES": {
                **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
                "login_username": username,
                "login_address": address,
            },
        }

    return set_rates


def test_logging_in_on_another_device_is_the_same_player_with_its_history(ada):
    player, first = ada
    game = first.post("/api/v1/games", {"opponent": "ai"}).json()

    response = log_in("ada")

    assert response.status_code == 201
    body = response.json()
    assert body["player"]["id"] == str(player.id)
    assert body["player"]["username"] == "Ada"
    other = client_for(body["token"])
    assert other.get("/api/v1/players/me").json()["id"] == str(player.id)
    listed = other.get("/api/v1/games").json()["results"]
    assert [entry["id"] for entry in listed] == [game["id"]]
    assert other.get(f"/api/v1/games/{game['id']}").status_code == 200


def test_each_login_is_a_new_token_and_the_others_keep_working(ada):
    _, first = ada

    tokens = {log_in().json()["token"], log_in().json()["token"]}

    assert len(tokens) == 2
    assert Token.objects.count() == 3
    for client in [first, *(client_for(token) for token in tokens)]:
        assert client.get("/api/v1/players/me").status_code == 200


def test_a_wrong_password_and_an_unknown_username_are_the_same_401(ada):
    wrong_password = log_in("ada", "not the password at all")
    unknown_username = log_in("bob", PASSWORD)

    assert wrong_password.status_code == unknown_username.status_code == 401
    assert wrong_password.json() == unknown_username.json()
    assert wrong_password.json()["error"]["code"] == "invalid_credentials"
    assert Token.objects.count() == 1


def test_an_unknown_username_costs_a_password_hash_too(ada, monkeypatch):
    hashed = []
    real = services.make_password

    def counting(raw: str) -> str:
        hashed.append(raw)
        return real(raw)

    monkeypatch.setattr(services, "make_password", counting)

    assert log_in("nobody", "a guess").status_code == 401

    assert hashed == ["a guess"]


def test_a_guest_cannot_be_logged_into(player_client):
    player, _ = player_client

    response = log_in(player.display_name, "")

    assert response.status_code == 400
    assert log_in(player.display_name, "anything").status_code == 401


def test_the_device_is_labelled_with_its_user_agent(ada):
    log_in(HTTP_USER_AGENT="Mozilla/5.0 (Android 14)\n" + "x" * 300)

    token = Token.objects.order_by("-created_at").first()
    assert token is not None
    assert token.label.startswith("Mozilla/5.0 (Android 14)x")
    assert len(token.label) == 100


def test_a_stale_token_sent_by_habit_does_not_stop_a_login(ada):
    client = client_for("no-such-token")

    response = client.post("/api/v1/sessions", {"username": "ada", "password": PASSWORD})

    assert response.status_code == 201


@pytest.mark.parametrize(
    "body",
    [{"username": "ada"}, {"password": PASSWORD}, {"username": "ada", "password": 12345678}],
    ids=["no-password", "no-username", "a-number"],
)
def test_incomplete_credentials_are_a_400(ada, body):
    response = client_for().post("/api/v1/sessions", body)

    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_input"


def test_a_field_it_does_not_define_is_a_400_unknown_field(ada):
    response = client_for().post(
        "/api/v1/sessions", {"username": "ada", "password": PASSWORD, "remember": True}
    )

    assert response.status_code == 400
    error = response.json()["error"]
    assert (error["code"], list(error["fields"])) == ("unknown_field", ["remember"])
    assert Token.objects.count() == 1


def test_logins_are_throttled_per_username_from_any_address(ada, login_rates):
    login_rates(username="3/minute", address="100/minute")

    statuses = [
        log_in("ada", "wrong guess", REMOTE_ADDR=f"10.0.0.{n}").status_code for n in range(5)
    ]
    refused = log_in("ADA", PASSWORD, REMOTE_ADDR="10.0.1.1")

    assert statuses == [401, 401, 401, 429, 429]
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "throttled"
    assert int(refused["Retry-After"]) > 0
    assert log_in("bob", "a guess", REMOTE_ADDR="10.0.0.1").status_code == 401


def test_logins_are_throttled_per_address_whatever_the_username(ada, login_rates):
    login_rates(username="100/minute", address="3/minute")

    statuses = [log_in(f"user{n}", "a guess").status_code for n in range(4)]

    assert statuses == [401, 401, 401, 429]
    assert log_in("ada", PASSWORD).status_code == 429
    assert log_in("ada", PASSWORD, REMOTE_ADDR="10.0.0.9").status_code == 201


def _redis_answers() -> bool:
    try:
        return bool(redis.Redis.from_url(REDIS_TEST_URL, socket_connect_timeout=0.5).ping())
    except redis.RedisError:
        return False


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_burst_of_guesses_at_one_username_gets_exactly_the_rate_through(settings, login_rates):
    # On the shared Redis cache, as deployed, when it answers (else the local-memory cache).
    if _redis_answers():
        settings.CACHES = {
            "default": {
                "BACKEND": "django.core.cache.backends.redis.RedisCache",
                "LOCATION": REDIS_TEST_URL,
                "KEY_PREFIX": f"test-{uuid.uuid4().hex}",
            }
        }
    login_rates(username="5/minute", address="1000/minute")
    _, token = PlayerFactory.create_with_token()
    assert register(client_for(token), "ada").status_code == 200
    addresses = iter(f"10.0.{n // 250}.{n % 250 + 1}" for n in range(30))

    statuses = at_once(30, lambda: log_in("ada", "guess", REMOTE_ADDR=next(addresses)).status_code)

    assert sorted(statuses) == [401] * 5 + [429] * 25


def test_a_device_logged_in_reads_like_the_first(ada):
    _, first = ada

    other = device("ADA")

    assert other.get("/api/v1/players/me").json() == first.get("/api/v1/players/me").json()


def test_a_login_rehashes_a_password_made_with_older_hasher_settings(ada, settings):
    player, _ = ada
    settings.PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.MD5PasswordHasher",
        "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    ]
    Player.objects.filter(pk=player.pk).update(
        password=make_password(PASSWORD, hasher="pbkdf2_sha256")
    )

    assert log_in("ada").status_code == 201

    player.refresh_from_db()
    assert player.password.startswith("md5$")
    assert check_password(PASSWORD, player.password)
