"""The HTTP plumbing every app of the project shares: the one error shape (:mod:`.errors`), the
schema helpers (:mod:`.schema`), the strict JSON parser and fields (:mod:`.parsers`,
:mod:`.fields`), pagination and the Prometheus metrics (:mod:`.metrics`), the client's
address behind trusted proxies (:mod:`.proxies`), the pages' Content-Security-Policy
(:mod:`.csp`) and the ``Idempotency-Key`` rule (:mod:`.idempotency`).

Not a Django app: nothing here has models or URLs of its own (the Idempotency-Key answers are
kept in ``ginapi``'s model, handed over when ginapi starts); the apps (``games``, ``daily``,
``leaderboard``...) and ``ginapi`` import it.  Its Spanish messages are in ``apikit/locale``
(``LOCALE_PATHS``, as it is not an installed app).
"""
