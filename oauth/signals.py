"""What the oauth app tells others.

``access_tokens_revoked`` is sent, once the transaction commits, when a player withdraws an
app: ``player_id`` and ``token_ids`` (the primary keys of the OAuth access tokens that
stopped working).  The streams opened with those tokens close through oauth.receivers, on
every deletion of an access token (docs/API.md "Trust").
"""

from django.dispatch import Signal

access_tokens_revoked = Signal()
