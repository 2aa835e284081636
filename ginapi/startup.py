"""What ``make serve`` refuses to start with: a production server must not come up broken.

Checked before the migration (``python -m ginapi.startup --workers N``, from the Makefile) and
again when gunicorn starts (``on_starting`` in ginapi/gunicorn_conf.py), so running gunicorn by
hand with that configuration is held to it too.  ``make run`` (one process, DEBUG on, SQLite,
nothing configured) is not checked: it is the development server.

Each refusal names the variable and what it is for.
"""

from __future__ import annotations

import argparse
import os


def serve_problems(*, workers: int) -> list[str]:
    """Why the production server must not start with ``workers`` processes and the settings
    the environment gives (empty: it may)."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ginapi.settings")
    from django.conf import settings
    from django.core.exceptions import ImproperlyConfigured

    try:
        debug, secret, redis = settings.DEBUG, settings.SECRET_KEY, settings.REDIS_URL
        development_key = getattr(settings, "DEVELOPMENT_SECRET_KEY", None)
    except ImproperlyConfigured as error:  # e.g. SECRET_KEY unset: the settings say why
        return [str(error)]
    problems = []
    if debug:
        problems.append(
            "DEBUG is on: it shows tracebacks, settings and SQL to anyone who triggers an error, "
            "and keeps every query in memory. `make serve` is the production server: unset DEBUG "
            "(or DEBUG=false), or use `make run` for development."
        )
    if not secret or secret == development_key or secret.startswith("django-insecure"):
        problems.append(
            "SECRET_KEY is the public development default: it signs the admin's sessions and "
            "CSRF tokens and keys the Daily Gin deals, so anyone could forge them. Set "
            "SECRET_KEY to a long random value, e.g. "
            "python -c 'import secrets; print(secrets.token_urlsafe(50))'."
        )
    if workers > 1 and not redis:
        problems.append(
            f"REDIS_URL is not set but {workers} worker processes would start (WEB_CONCURRENCY): "
            "without Redis each process has its own live streams, throttles and task queue, so a "
            "friend game's stream misses the moves another worker writes and every limit counts "
            "per process. Set REDIS_URL (e.g. redis://127.0.0.1:6379/0), or run one worker "
            "(WEB_CONCURRENCY=1)."
        )
    return problems


def refuse_if_broken(*, workers: int) -> None:
    """Exit with every problem on stderr (status 1) if there is one."""
    problems = serve_problems(workers=workers)
    if problems:
        lines = "\n".join(f"- {problem}" for problem in problems)
        raise SystemExit(f"ginapi refuses to start the production server:\n{lines}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=int(os.environ.get("WEB_CONCURRENCY", 4)))
    refuse_if_broken(workers=parser.parse_args().workers)


if __name__ == "__main__":
    main()
