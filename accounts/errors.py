"""The accounts app's error codes, each declared once with its status and messages
(:func:`apikit.errors.declare`): registering and logging in."""

from __future__ import annotations

from django.utils.translation import gettext_noop

from apikit.errors import declare

INVALID_CREDENTIALS = declare(
    "invalid_credentials", 401, gettext_noop("The username or the password is not right.")
)
USERNAME_TAKEN = declare(
    "username_taken",
    409,
    gettext_noop("The username %(username)s is taken."),
    gettext_noop("That username is taken."),
)
ALREADY_REGISTERED = declare(
    "already_registered", 422, gettext_noop("This player already has a username and password.")
)
