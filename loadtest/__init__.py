"""Load, race, fault and memory checks of ginapi over HTTP against gunicorn.

Every script here starts its own gunicorn (production settings, PostgreSQL, Redis) on the
loopback address, sends a bounded number of requests for a bounded time, stops by itself and
prints what it measured.  See docs/HARDENING.md.
"""
