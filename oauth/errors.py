"""The oauth app's error codes, each declared once with its status and messages
(:func:`apikit.errors.declare`): registering apps."""

from __future__ import annotations

from django.utils.translation import gettext_noop

from apikit.errors import declare

TOO_MANY_APPS = declare(
    "too_many_apps", 409, gettext_noop("A player may register at most %(count)s apps.")
)
