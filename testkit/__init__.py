"""What the tests (``tests/``) and the load scripts (``loadtest/``) share, so neither imports
the other: the leak scan (:mod:`.secrecy`), a server-sent events reader (:mod:`.sse`), the
Chromium driver of /play/ (:mod:`.browser`), the production stack and HTTP client
(:mod:`.common`) and PgBouncer (:mod:`.pgbouncer`).

Test helpers, never imported by the service.
"""
