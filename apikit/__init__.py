"""The HTTP plumbing every app of the project shares: the one error shape (:mod:`.errors`), the
schema helpers (:mod:`.schema`), the strict JSON parser and fields (:mod:`.parsers`,
:mod:`.fields`), pagination and the Prometheus metrics (:mod:`.metrics`), the client's
address behind trusted proxies (:mod:`.proxies`) and the pages' Content-Security-Policy
(:mod:`.csp`).

Not a Django app: nothing here has models or URLs of its own; the apps (``games``, ``daily``,
``leaderboard``...) and ``ginapi`` import it.  Its Spanish messages are in ``apikit/locale``
(``LOCALE_PATHS``, as it is not an installed app).
"""
