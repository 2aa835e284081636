"""What the oauth app tells others.

``access_tokens_revoked`` is sent, once the transaction commits, when a player withdraws an
app: ``player_id`` and ``token_ids`` (the primary keys of the OAuth access tokens that
stopped working).  It is the place where the streams opened with those tokens are closed
(API.md "Trust": a revoked token closes its streams within seconds): the stream fan-out's
revocation hook connects here.
"""

from django.dispatch import Signal

access_tokens_revoked = Signal()
