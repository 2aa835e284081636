"""Settings for ginapi, read from the environment.

One flat module.  Every knob comes from an environment variable through the strict helpers
below: a value that cannot be read (``DEBUG=maybe``) stops the process at start-up instead of
silently meaning something else.  With nothing set except ``DEBUG=true`` the service runs on a
local SQLite file with Celery tasks run in-process, which is what ``make run`` does.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import warnings
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

from apikit.proxies import trusted_proxies_from_env

BASE_DIR = Path(__file__).resolve().parent.parent

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


def env_str(name: str, default: str | None = None) -> str | None:
    """The variable's value, or ``default`` when it is unset or empty."""
    value = os.environ.get(name, "").strip()
    return value or default


def env_bool(name: str, default: bool) -> bool:
    """``true/false``, ``1/0``, ``yes/no`` or ``on/off``; anything else is an error."""
    value = env_str(name)
    if value is None:
        return default
    if value.lower() in _TRUE:
        return True
    if value.lower() in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name}={value!r} is not a boolean (use true or false)")


def env_int(name: str, default: int) -> int:
    """A whole number; anything else is an error."""
    value = env_str(name)
    if value is None:
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={value!r} is not an integer") from None


def env_float(name: str, default: float) -> float:
    """A number such as ``0.5``; anything else is an error."""
    value = env_str(name)
    if value is None:
        return default
    try:
        return float(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={value!r} is not a number") from None


def env_list(name: str, default: list[str]) -> list[str]:
    """A comma-separated list; blank items are dropped."""
    value = env_str(name)
    if value is None:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


def env_rate(name: str, default: str) -> str:
    """A DRF throttle rate such as ``30/minute``; anything else is an error."""
    value = env_str(name, default)
    assert value is not None
    count, _sep, period = value.partition("/")
    if not count.isdigit() or not period or period[0] not in "smhd":
        raise ImproperlyConfigured(f"{name}={value!r} is not a rate such as 30/minute")
    return value


DEBUG = env_bool("DEBUG", False)

DEVELOPMENT_SECRET_KEY = "insecure-dev-key-only-for-debug"
"""The key ``make run`` (DEBUG=true) uses when SECRET_KEY is unset: public, so never served."""
SECRET_KEY = env_str("SECRET_KEY") or (DEVELOPMENT_SECRET_KEY if DEBUG else "")
if not SECRET_KEY:
    raise ImproperlyConfigured(
        "SECRET_KEY must be set unless DEBUG=true: it signs the admin's sessions and CSRF tokens "
        "and keys the Daily Gin deals (unless DAILY_DEAL_SECRET is set). Set it to a long random "
        "value, e.g. "
        "python -c 'import secrets; print(secrets.token_urlsafe(50))'."
    )

DAILY_DEAL_SECRET = (
    env_str("DAILY_DEAL_SECRET")
    or hmac.new(SECRET_KEY.encode(), b"ginapi-daily-deal-secret", hashlib.sha256).hexdigest()
)
"""Key of the HMAC that derives each date's Daily Gin deck (docs/RULES.md 7).  Unset, a key derived
from SECRET_KEY: as secret, but it changes if SECRET_KEY is rotated (deals already made are
stored and keep their cards), so a deployment that rotates keys sets it apart."""

DAILY_PAR_BUDGET = env_int("DAILY_PAR_BUDGET", 20_000)
"""Nodes the Daily Gin solver may spend on one deal's par (deterministic, about 1-3 s of CPU)."""

# Unset, only local names: a deployment names its own hosts; `check --deploy` wants some.
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])
# Behind a load balancer that terminates TLS and sets X-Forwarded-Proto.
if env_bool("SECURE_PROXY_SSL_HEADER", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# HTTPS only in production; each can be turned off for a deployment that cannot have it.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
# Load balancers probe health over plain HTTP and do not follow redirects.
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG else 60 * 60 * 24 * 365)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", True)
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", not DEBUG)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "corsheaders",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_celery_beat",
    "oauth2_provider",
    "accounts",
    "games",
    "daily",
    "leaderboard",
    # Live streams: hear games through its signals; oauth, lobby and reviews publish through it.
    "live",
    "oauth",
    "ratings",
    "lobby",
    "reviews",
    "play",
    # Puzzles read games, daily, ratings and reviews; no app imports it.
    "puzzles",
    # Last: the project itself, for its plumbing's state (Idempotency-Key answers); it puts
    # every app together, and nothing but the tests imports it.
    "ginapi",
]

MIDDLEWARE = [
    # First, so every answer (redirects and static files included) carries X-Request-ID and
    # every log line of the request names it, and the timing covers the whole request.
    "ginapi.middleware.RequestIdMiddleware",
    "ginapi.middleware.MetricsMiddleware",
    "ginapi.middleware.RateLimitHeadersMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # gzip for /play/ and the static files only (never the API's answers): play/middleware.py.
    "play.middleware.ClientGZipMiddleware",
    # Static files (the docs' assets, the /play/ client) before anything that costs a query.
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Before CommonMiddleware, so preflights and redirects carry the CORS headers too.
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    # After the locale (its 415 speaks the client's language), before anything reads a form.
    "ginapi.middleware.BodyCharsetMiddleware",
    # Inside the language chosen and outside CommonMiddleware's trailing-slash redirect.
    "ginapi.middleware.ApiNotFoundMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

PLAY_CLIENT = env_bool("PLAY_CLIENT", True)
"""Serve the reference web client at /play/ (static files, written only against the API)."""

ROOT_URLCONF = "ginapi.urls"
WSGI_APPLICATION = "ginapi.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=env_int("DATABASE_CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}

DATABASE_POOLING = env_str("DATABASE_POOLING", "session")
"""``transaction`` when DATABASE_URL points at PgBouncer in transaction pooling: each
transaction (or autocommitted statement) may run on a different server connection, so nothing
may outlive one.  The service itself keeps no session state (its advisory locks are
``pg_advisory_xact_lock``, released at commit); this turns off what Django would otherwise
keep: server-side cursors (``QuerySet.iterator()``) and psycopg's prepared statements.  The
one ``SET`` Django may send, the time zone, is a parameter PgBouncer tracks per client."""
if DATABASE_POOLING not in ("session", "transaction"):
    raise ImproperlyConfigured(
        f"DATABASE_POOLING={DATABASE_POOLING!r} is not session or transaction"
    )
if DATABASE_POOLING == "transaction":
    DATABASES["default"]["DISABLE_SERVER_SIDE_CURSORS"] = True
    # No prepared statements (Django's psycopg 3 default, pinned here): PgBouncer before 1.21
    # would run a statement prepared on one server connection on another.
    DATABASES["default"].setdefault("OPTIONS", {})["prepare_threshold"] = None
WEB_THREADS = env_int("WEB_THREADS", 2)
"""Threads per ASGI server process that answer REST operations (ginapi/asgi.py): how many of
one process's requests may wait at once (on the master's search pool, a lock, the database)
while the others are answered."""
WEB_WAITING_THREADS = env_int("WEB_WAITING_THREADS", 8)
"""More threads per ASGI server process for the requests that wait on another lane (a master
reply from the search pool, apikit/lanes.py): while one waits it gives its place among the
WEB_THREADS to another request, so it delays none."""
STREAM_DB_THREADS = env_int("STREAM_DB_THREADS", 2)
"""Threads (so database connections) per process that streams read the database with."""
DATABASE_POOL_SIZE = (
    WEB_THREADS + WEB_WAITING_THREADS + STREAM_DB_THREADS + 2
    if os.environ.get("DATABASE_POOL_SIZE", "").strip() == "per-thread"
    else env_int("DATABASE_POOL_SIZE", 0)
)
"""PostgreSQL connections per process in a pool (psycopg's), or 0 for none.  The ASGI server
(ginapi/asgi.py) asks for ``per-thread``: WEB_THREADS + WEB_WAITING_THREADS +
STREAM_DB_THREADS + 2 (14), a connection for each thread that may need one at once (the REST
threads, the streams' database threads, Django's sync thread, where a stream's opening runs
the middleware, and the health probe's), opened as needed: the per-thread persistent
connections of CONN_MAX_AGE would pile up there (Django's advice for ASGI is a pool
instead)."""
if DATABASE_POOL_SIZE > 0 and DATABASES["default"]["ENGINE"].endswith("postgresql"):
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
        "min_size": 1,
        "max_size": DATABASE_POOL_SIZE,
        "timeout": 10,
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# The master AI's search per decision, the most sampled worlds and a ceiling on rollouts (never
# in clock time, so replies stay the same on any machine); games/engine/ai/master.py.
AI_MASTER_WORLDS = env_int("AI_MASTER_WORLDS", 600)
AI_MASTER_MAX_ROLLOUTS = env_int("AI_MASTER_MAX_ROLLOUTS", 2000)
# The master's replies run in a pool of AI_SEARCH_PROCESSES processes per web process
# (games/search_thread.py), AI_MASTER_NICE steps nicer than it, so a search never holds the
# event loop or the interpreter (the request waits for it); the expert's and the novice's run
# on the request's thread; 0 processes: the master's there too.
# A reply not back within AI_REPLY_DEADLINE_SECONDS is played by the next-lower level.
AI_MASTER_NICE = env_int("AI_MASTER_NICE", 10)
AI_SEARCH_PROCESSES = env_int("AI_SEARCH_PROCESSES", 1)
AI_REPLY_DEADLINE_SECONDS = env_float("AI_REPLY_DEADLINE_SECONDS", 2.0)

REDIS_URL = env_str("REDIS_URL")
"""Shared cache (throttling) and Celery broker; unset: local memory and in-process tasks."""

if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "ginapi",
            # Short timeouts: an unreachable Redis must cost a request well under a second
            # (the throttle then lets it through), not hang it until the worker is killed.
            "OPTIONS": {
                "socket_connect_timeout": env_float("REDIS_SOCKET_TIMEOUT", 0.5),
                "socket_timeout": env_float("REDIS_SOCKET_TIMEOUT", 0.5),
                "health_check_interval": 30,
                "retry_on_timeout": False,
                # One pool per process, not one per request under ASGI (ginapi/cache.py).
                "pool_class": "ginapi.cache.SharedConnectionPool",
            },
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# In-process (eager) tasks: the memory transport, named with a host so kombu does not warn
# that it supplies one at every start.
CELERY_BROKER_URL = REDIS_URL or "memory://localhost/"
CELERY_TASK_ALWAYS_EAGER = not REDIS_URL
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TIMEZONE = "UTC"
CELERY_ENABLE_UTC = True
CELERY_TASK_ACKS_LATE = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
# Each kind of work on a queue of its own, each queue with workers of its own (Procfile,
# docs/SCALING.md "Lanes"), so a flood of reviews never delays a deal, a par or a lapse.
CELERY_TASK_DEFAULT_QUEUE = "housekeeping"
CELERY_TASK_ROUTES = {
    "reviews.tasks.*": {"queue": "reviews"},
    # Mining searches hands as a review does (about 0.5 s of CPU each, 50 a batch): the same
    # niced lane, never ahead of the 15-second lapses on housekeeping.
    "puzzles.tasks.*": {"queue": "reviews"},
    "daily.tasks.*": {"queue": "daily"},
    "games.tasks.*": {"queue": "housekeeping"},
    "ginapi.tasks.*": {"queue": "housekeeping"},
    "lobby.tasks.*": {"queue": "housekeeping"},
    "ratings.tasks.*": {"queue": "housekeeping"},
}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("es", _("Spanish"))]
# apikit and ginapi are not installed apps, so their catalogues (the error messages; the
# admin login's refusal, the language and scope names) are named here.
LOCALE_PATHS = [
    BASE_DIR / "apikit" / "locale",
    BASE_DIR / "ginapi" / "locale",
    BASE_DIR / "games" / "locale",
]
USE_I18N = True
TIME_ZONE = "UTC"
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
# WhiteNoise serves the apps' static files straight from their folders when `collectstatic`
# has not been run, so a fresh clone serves the docs and /play/ with nothing to build.
WHITENOISE_USE_FINDERS = True
# ... and then STATIC_ROOT need not exist: that is not worth a warning at every start.
warnings.filterwarnings("ignore", message="No directory at", category=UserWarning)

# Browsers on other origins (docs/API.md "Browsers on other origins").  Tokens travel in the
# Authorization header, never in cookies: no credentials mode.  Only the API: /admin/ and the
# rest never answer cross-origin.
CORS_ALLOWED_ORIGINS = env_list("CORS_ALLOWED_ORIGINS", [])
CORS_URLS_REGEX = r"^/api/v1/.*$"
CORS_ALLOW_CREDENTIALS = False
CORS_ALLOW_HEADERS = (
    "accept",
    "accept-language",
    "authorization",
    "content-type",
    "idempotency-key",
    "if-none-match",
    "last-event-id",
)
CORS_EXPOSE_HEADERS = ("ETag", "Retry-After", "X-Request-ID", "RateLimit", "RateLimit-Policy")
CORS_PREFLIGHT_MAX_AGE = 86400

# Live games (docs/API.md "Live games"; docs/FRONTENDS.md "Live games").
FRIEND_TURN_SECONDS = env_int("FRIEND_TURN_SECONDS", 3 * 24 * 60 * 60)
"""How long the seat on turn in a friend game has to act before the other may claim victory."""
WAITING_GAME_EXPIRY_SECONDS = env_int("WAITING_GAME_EXPIRY_SECONDS", 7 * 24 * 60 * 60)
"""A friend game nobody joined within this long is cancelled (games_expire_waiting, hourly)."""
ABORTS_PER_DAY = env_int("ABORTS_PER_DAY", 3)
"""A player's rated games resigned before each seat made two moves that are aborted (rate
nothing) in a UTC day; past that, such a resignation is a rated loss (docs/API.md)."""
SEEK_TTL_SECONDS = env_int("SEEK_TTL_SECONDS", 600)
"""An open seek nobody took lapses after this long (its player hears seek_lapsed)."""
REMATCH_TTL_SECONDS = env_int("REMATCH_TTL_SECONDS", 300)
"""A rematch offer not taken up within this long lapses."""
IDEMPOTENCY_KEY_TTL_SECONDS = env_int("IDEMPOTENCY_KEY_TTL_SECONDS", 24 * 60 * 60)
"""How long a stored Idempotency-Key answer is kept (at least; the hourly task purges it)."""
STREAM_HEARTBEAT_SECONDS = env_float("STREAM_HEARTBEAT_SECONDS", 15.0)
"""A comment line this often on every open stream (docs/API.md: at least every 20 s)."""
STREAM_MAX_PER_PLAYER = env_int("STREAM_MAX_PER_PLAYER", 8)
"""Open streams one player may hold at once, across every process; one more is a 429."""
STREAM_MAX_PER_APP = env_int("STREAM_MAX_PER_APP", 2)
"""Streams one app's access tokens may hold open for one player, apart from the player's
own STREAM_MAX_PER_PLAYER (live.api.StreamApi.slot_holder)."""
STREAM_SEND_TIMEOUT_SECONDS = env_float("STREAM_SEND_TIMEOUT_SECONDS", 10.0)
"""A stream whose reader takes longer than this to accept one write is closed, so a slow
reader costs a bounded buffer, never an unbounded one."""

if env_str("NUM_PROXIES") is not None:
    raise ImproperlyConfigured(
        "NUM_PROXIES is gone: name the proxies whose X-Forwarded-For is trusted in "
        "TRUSTED_PROXIES (addresses or networks, comma-separated)."
    )
try:
    TRUSTED_PROXIES = trusted_proxies_from_env()
except ValueError as error:
    raise ImproperlyConfigured(str(error)) from None
"""The peers whose X-Forwarded-For names the client (apikit/proxies.py); none by default."""

THROTTLE_IPV6_PREFIX = env_int("THROTTLE_IPV6_PREFIX", 64)
"""Per-address limits count an IPv6 client by its network of this prefix length (a home or a
cloud machine gets a /64); IPv4 addresses count one by one (apikit.throttles)."""
if not 0 <= THROTTLE_IPV6_PREFIX <= 128:
    raise ImproperlyConfigured("THROTTLE_IPV6_PREFIX must be 0-128.")

THROTTLE_RATES = {
    "players": env_rate("THROTTLE_PLAYERS", "120/minute"),
    # Guests per address: what a household needs (a few devices, a lost token or two), far
    # below what it takes to farm Daily Gin attempts (docs/API.md "Trust").
    "players_hour": env_rate("THROTTLE_PLAYERS_HOUR", "10/hour"),
    "players_day": env_rate("THROTTLE_PLAYERS_DAY", "30/day"),
    # Games created and joins by code, per player and per address (deal shopping, code
    # guessing); waiting friend games also count against MAX_WAITING_GAMES.
    "games_create": env_rate("THROTTLE_GAMES_CREATE", "30/minute"),
    "games_create_address": env_rate("THROTTLE_GAMES_CREATE_ADDRESS", "120/minute"),
    "games_join": env_rate("THROTTLE_GAMES_JOIN", "10/minute"),
    "games_join_address": env_rate("THROTTLE_GAMES_JOIN_ADDRESS", "30/minute"),
    "player_rename": env_rate("THROTTLE_PLAYER_RENAME", "10/minute"),
    "moves": env_rate("THROTTLE_MOVES", "1200/minute"),
    "login_username": env_rate("THROTTLE_LOGIN_USERNAME", "10/minute"),
    "login_address": env_rate("THROTTLE_LOGIN_ADDRESS", "60/minute"),
    "login_global": env_rate("THROTTLE_LOGIN_GLOBAL", "600/minute"),
    "oauth_token_client": env_rate("THROTTLE_OAUTH_TOKEN_CLIENT", "60/minute"),
    "oauth_token_address": env_rate("THROTTLE_OAUTH_TOKEN_ADDRESS", "60/minute"),
    "oauth_app": env_rate("THROTTLE_OAUTH_APP", "6000/minute"),
    "oauth_consent": env_rate("THROTTLE_OAUTH_CONSENT", "10/minute"),
    "apps": env_rate("THROTTLE_APPS", "10/hour"),
    "authorizations": env_rate("THROTTLE_AUTHORIZATIONS", "120/minute"),
    "seeks": env_rate("THROTTLE_SEEKS", "60/minute"),
    "rematch": env_rate("THROTTLE_REMATCH", "60/minute"),
    "lobby_reads": env_rate("THROTTLE_LOBBY_READS", "600/minute"),
    "reviews": env_rate("THROTTLE_REVIEWS", "30/minute"),
    "review_reads": env_rate("THROTTLE_REVIEW_READS", "600/minute"),
    "puzzles": env_rate("THROTTLE_PUZZLES", "300/minute"),
    "puzzle_attempts": env_rate("THROTTLE_PUZZLE_ATTEMPTS", "120/minute"),
}
"""Per client address (player creation: a burst rate, then per hour and per day), per player
(moves, renames), per player and per address (games created, joins by invite code), and per
username and per address (logins: password guessing), on the shared cache."""

MAX_WAITING_GAMES = env_int("MAX_WAITING_GAMES", 5)
"""Friend games one player may have waiting for a friend at once (422 too_many_waiting_games)."""

DAILY_DEALS_AT_MIGRATE = env_bool("DAILY_DEALS_AT_MIGRATE", True)
"""After migrate, make today's and tomorrow's Daily Gin deals if missing (daily.receivers)."""

REVIEW_WORLDS = env_int("REVIEW_WORLDS", 1000)
"""Worlds (sampled opponent hands and stock orders) per decision of a hand review: its CPU
and the stability of its classes (BENCHMARKS.md, "Hand review")."""
REVIEW_THRESHOLDS = {
    "best": env_float("REVIEW_BEST", 0.5),
    "good": env_float("REVIEW_GOOD", 2.0),
    "inaccuracy": env_float("REVIEW_INACCURACY", 5.0),
    "mistake": env_float("REVIEW_MISTAKE", 10.0),
    "accuracy_scale": env_float("REVIEW_ACCURACY_SCALE", 5.0),
    "noise_z": env_float("REVIEW_NOISE_Z", 2.0),
}
"""A decision's class by the points it lost (each an upper bound), and the accuracy's scale:
games.engine.review.Thresholds."""
PUZZLE_WORLDS = env_int("PUZZLE_WORLDS", 300)
"""Worlds per seed and decision when mining puzzles (BENCHMARKS.md, "Puzzles")."""
PUZZLE_MARGIN = env_float("PUZZLE_MARGIN", 2.0)
"""Points by which a puzzle's best action beats every other, over both seeds' worlds ..."""
PUZZLE_Z = env_float("PUZZLE_Z", 3.0)
"""... and standard errors of their paired differences (puzzles/mining.py)."""
PUZZLE_MINE_BATCH = env_int("PUZZLE_MINE_BATCH", 50)
"""Finished games the scheduled mining job reads per run."""
PUZZLE_STREAK_START = env_float("PUZZLE_STREAK_START", 1000.0)
PUZZLE_STREAK_STEP = env_float("PUZZLE_STREAK_STEP", 75.0)
"""A streak's n-th puzzle (from 0) is the easiest rated at least START + STEP * n."""
REVIEW_CLAIM_SECONDS = env_int("REVIEW_CLAIM_SECONDS", 300)
"""A worker's claim on a review older than this is taken to be lost (another may claim it)."""
REVIEW_REQUEUE_SECONDS = env_int("REVIEW_REQUEUE_SECONDS", 600)
"""A pending review queued longer ago than this is queued again by the next request for it."""
REVIEW_PENDING_PER_PLAYER = env_int("REVIEW_PENDING_PER_PLAYER", 1)
REVIEW_PENDING_PER_ADDRESS = env_int("REVIEW_PENDING_PER_ADDRESS", 8)
REVIEW_PENDING_MAX = env_int("REVIEW_PENDING_MAX", 200)
"""Reviews one player, one client address, and everybody may have pending at once: past the
first two a new one is a 429 ``throttled``, past the last a 503 ``busy``, each with
Retry-After REVIEW_RETRY_AFTER_SECONDS (docs/API.md "Lanes").  A review already accepted is
never refused or dropped: the caps only stop new ones joining the queue."""
REVIEW_RETRY_AFTER_SECONDS = env_int("REVIEW_RETRY_AFTER_SECONDS", 10)

REST_FRAMEWORK = {
    # Device tokens and OAuth access tokens (oauth/auth.py), each one indexed lookup.
    "DEFAULT_AUTHENTICATION_CLASSES": ["oauth.auth.BearerAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    # No OPTIONS self-description: the OpenAPI schema is the description.
    "DEFAULT_METADATA_CLASS": None,
    "DEFAULT_PARSER_CLASSES": ["apikit.parsers.JSONParser"],
    "DEFAULT_PAGINATION_CLASS": "apikit.pagination.PageNumberPagination",
    "PAGE_SIZE": 20,
    "DEFAULT_THROTTLE_RATES": THROTTLE_RATES,
    "DEFAULT_SCHEMA_CLASS": "apikit.schema.ContractAutoSchema",
    "EXCEPTION_HANDLER": "apikit.errors.api_exception_handler",
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
    # The client address comes from apikit.throttles.request_client_address (TRUSTED_PROXIES),
    # never from DRF's NUM_PROXIES.
}

SPECTACULAR_SETTINGS = {
    "TITLE": "ginapi",
    "DESCRIPTION": (
        "An open-source Gin Rummy service: play against the AI or a friend, Daily Gin, "
        "leaderboards and stateless hand analysis. Every error has one shape: "
        '`{"error": {"code", "message", "fields"}}`; messages follow Accept-Language '
        "(English, Spanish), and each operation lists the codes it answers with, per status. "
        "Every response carries X-Request-ID; every answer of a rate-limited operation carries "
        '`RateLimit-Policy` (`"moves";q=1200;w=60`: q requests per window of w seconds) and '
        '`RateLimit` (`"moves";r=1187;t=42`: r left, t seconds until the window ends), as in '
        "draft-ietf-httpapi-ratelimit-headers; each such operation states its limits "
        "(`x-rate-limits`)."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SCHEMA_PATH_PREFIX": r"/api/v1",
    # The docs pages' assets come from drf-spectacular-sidecar, pinned in requirements.txt
    # and served by the service itself: /api/docs and /api/redoc work with no internet access.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # No validator badge: Swagger UI would load it from validator.swagger.io, sending it the
    # schema's URL.
    "SWAGGER_UI_SETTINGS": {"deepLinking": True, "validatorUrl": None},
    "ENUM_NAME_OVERRIDES": {
        "RelativeEnum": ["you", "opponent"],
        "OpponentKindEnum": ["ai", "human"],
        "KnockSideEnum": ["knocker", "defender"],
        "HandOutcomeEnum": ["knock", "gin", "big_gin", "undercut", "dead"],
        "KnockOutcomeEnum": ["knock", "gin", "big_gin", "undercut"],
        "AiLevelEnum": "games.engine.ai.AI_LEVELS",
        "GameStatusEnum": ["waiting", "active", "finished", "cancelled"],
        "PhaseEnum": ["upcard", "draw", "discard", "hand_over", "game_over"],
        "PuzzlePhaseEnum": ["upcard", "draw", "discard"],
        # A review's and a Daily Gin par's: computed by a worker, shown once done.
        "WorkStatusEnum": ["pending", "done"],
    },
    "TAGS": [
        {"name": "players", "description": "Guest players and their bearer tokens."},
        {
            "name": "sessions",
            "description": "Logging in on another device, the player's devices, logging out.",
        },
        {"name": "games", "description": "Games against the AI or a friend, and their moves."},
        {"name": "analysis", "description": "Stateless hand analysis and scoring; no token."},
        {"name": "daily", "description": "Daily Gin: one shared deal per UTC date."},
        {"name": "leaderboards", "description": "Public rankings of hands won against the AI."},
        {
            "name": "apps",
            "description": "Third-party apps: registering one (OAuth 2.0 authorization code "
            "with PKCE, GET /oauth/authorize and POST /oauth/token), and the apps a player "
            "allowed.",
        },
        {
            "name": "live",
            "description": "Live friend games: Server-Sent Event streams, the turn clock, "
            "claiming victory on a timeout, cancelling an invite.",
        },
        {
            "name": "puzzles",
            "description": "Rated puzzles mined from finished hands: the next one, an attempt.",
        },
    ],
}

# Third-party apps: an OAuth 2.0 authorization server (docs/API.md "Third-party apps"), on
# django-oauth-toolkit with its models swapped for ours (oauth/models.py): the resource owner
# is a Player.  Authorization code with PKCE S256 only, refresh tokens rotated (a refresh
# token used twice revokes its whole family), tokens stored only as their digest.
OAUTH2_PROVIDER_APPLICATION_MODEL = "oauth.App"
OAUTH2_PROVIDER_GRANT_MODEL = "oauth.Grant"
OAUTH2_PROVIDER_ACCESS_TOKEN_MODEL = "oauth.AccessToken"
OAUTH2_PROVIDER_REFRESH_TOKEN_MODEL = "oauth.RefreshToken"
OAUTH2_PROVIDER_ID_TOKEN_MODEL = "oauth.IDToken"
OAUTH_SCOPES = {
    "profile:read": _("See your profile: your name and your statistics"),
    "games:read": _("See your games, their moves and their live streams"),
    "games:play": _("Create and play games for you (seeks and rematches included)"),
    "daily:play": _("Play the Daily Gin for you (your attempt and practice)"),
    "puzzles:play": _("Solve puzzles for you: your puzzle rating and streaks"),
}
OAUTH2_PROVIDER = {
    # The toolkit's list of scopes; the consent page words them from OAUTH_SCOPES.
    "SCOPES": {name: name for name in OAUTH_SCOPES},
    "DEFAULT_SCOPES": ["profile:read"],
    "OAUTH2_VALIDATOR_CLASS": "oauth.validators.Validator",
    "ACCESS_TOKEN_GENERATOR": "oauth.validators.access_token_generate",
    "REFRESH_TOKEN_GENERATOR": "oauth.validators.refresh_token_generate",
    "AUTHORIZATION_CODE_EXPIRE_SECONDS": env_int("OAUTH_CODE_SECONDS", 600),
    "ACCESS_TOKEN_EXPIRE_SECONDS": env_int("OAUTH_ACCESS_TOKEN_SECONDS", 3600),
    "REFRESH_TOKEN_EXPIRE_SECONDS": env_int("OAUTH_REFRESH_TOKEN_SECONDS", 90 * 24 * 60 * 60),
    "ROTATE_REFRESH_TOKEN": True,
    "REFRESH_TOKEN_REUSE_PROTECTION": True,
    "PKCE_REQUIRED": True,
    "ALLOWED_REDIRECT_URI_SCHEMES": ["http", "https"],
    "REQUEST_APPROVAL_PROMPT": "force",
    "COMPLIANT_BCP_RFC9700_IMPLICIT_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PASSWORD_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PKCE_METHOD": True,
    "COMPLIANT_BCP_RFC9700_TOKEN_STORAGE": True,
    "COMPLIANT_BCP_RFC9700_ACCESS_TOKEN_TRANSPORT": True,
}
# The toolkit's deploy checks that do not apply here: W005, the RFC 9207 `iss` parameter, is a
# defence for clients of several authorization servers (mix-up), and this is the only one its
# apps talk to; W008, `http` redirect URIs, are allowed for loopback hosts only, which
# oauth.models.App.clean and POST /api/v1/apps enforce (RFC 8252 7.3).
SILENCED_SYSTEM_CHECKS = ["oauth2_provider.W005", "oauth2_provider.W008"]

LOG_FORMAT = env_str("LOG_FORMAT", "text")
"""``json``: one JSON object a line (time, level, logger, message, request_id, ...) for a log
collector; ``text``: lines for people.  Both carry the request's X-Request-ID."""
if LOG_FORMAT not in ("text", "json"):
    raise ImproperlyConfigured(f"LOG_FORMAT={LOG_FORMAT!r} is not text or json")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "request_id": {"()": "ginapi.logs.RequestIdFilter"},
        "client_errors": {"()": "ginapi.logs.ClientErrorFilter"},
        "expected_refusals": {"()": "ginapi.logs.ExpectedRefusalFilter"},
    },
    "formatters": {
        "text": {"format": "%(asctime)s %(levelname)s [%(request_id)s] %(name)s: %(message)s"},
        "json": {"()": "ginapi.logs.JsonFormatter"},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "filters": ["request_id", "expected_refusals"],
            "formatter": LOG_FORMAT,
        }
    },
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {
        # Django's own console handler (DEBUG only) would print each of its lines a second
        # time, besides the root's: one line each, from the root.
        "django": {"handlers": [], "level": "INFO", "propagate": True},
        # With DEBUG (make run) uvicorn's access log has a line for every request already.
        "django.request": {"filters": ["client_errors"] if DEBUG else []},
    },
}

METRICS_TOKEN = env_str("METRICS_TOKEN")
"""Bearer token that GET /metrics requires when set; unset, only staff (the admin's session)
may read it.  Never public."""
