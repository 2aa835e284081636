"""Players' names: one normalization for usernames and display names (API.md "Trust").

A name is NFKC-normalized (a full-width letter and its plain form are one name) and may not
hold control or format characters: bidirectional overrides (U+202E turns ``evil.exe`` round)
and zero-width characters (U+200B makes a second ``Ada`` that looks like the first) are
refused, as are separators other than the space and code points with no character.

A username is compared through one case folding, :func:`username_key`, and only that one:
the stored key the unique index covers and the login's lookup reads, and the login throttle's
counter.  Python's ``lower()`` and PostgreSQL's ``LOWER()`` disagree (``İ`` is ``i̇`` to one and
``i`` to the other), which let ``mİnimi`` get ten more guesses at ``minimi``'s password and
``mİnİmİ`` log in as it.
"""

from __future__ import annotations

import unicodedata

from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

DISPLAY_NAME_MAX_LENGTH = 40

REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Control, format (bidi overrides, zero-width), surrogate, private-use and unassigned code
points, and line and paragraph separators."""


def normalize_name(value: str) -> str:
    """NFKC, without the spaces around it."""
    return unicodedata.normalize("NFKC", value).strip()


def normalize_username(username: str) -> str:
    """A username as stored and shown: NFKC, case kept."""
    return normalize_name(username)


def username_key(username: str) -> str:
    """What two usernames that are the same name have in common: NFKC with Unicode case
    folding (NFKC_Casefold, as UTS #31 recommends for identifiers).  The unique index, the
    login's lookup and the login throttle all use this and nothing else."""
    return unicodedata.normalize("NFKC", normalize_name(username).casefold())


def refused_characters(value: str) -> list[str]:
    """The code points of ``value`` a name may not hold, as ``U+XXXX``."""
    return sorted(
        {f"U+{ord(ch):04X}" for ch in value if unicodedata.category(ch) in REFUSED_CATEGORIES}
    )


def name_validate(value: str) -> str:
    """``value`` normalized, or a ValidationError (code ``invalid_name``) naming the
    characters a name may not hold."""
    name = normalize_name(value)
    refused = refused_characters(name)
    if refused:
        raise ValidationError(
            _("A name may not contain control or invisible characters (%(characters)s)."),
            code="invalid_name",
            params={"characters": ", ".join(refused[:5])},
        )
    return name


def display_name_validate(value: str) -> str:
    """The one check of a display name, at creation and at a rename: normalized, 1 to
    DISPLAY_NAME_MAX_LENGTH characters after normalization, no control or format
    characters."""
    name = name_validate(value)
    if not name:
        raise ValidationError(_("A display name may not be blank."), code="blank")
    if len(name) > DISPLAY_NAME_MAX_LENGTH:
        raise ValidationError(
            _("Ensure this field has no more than %(max_length)s characters."),
            code="max_length",
            params={"max_length": DISPLAY_NAME_MAX_LENGTH},
        )
    return name


RAW_NAME_FACTOR = 4
"""Input read as a name may be this many times its longest normalized length: NFKC may
shorten text (a letter and its accent become one), and must not be asked to expand a
megabyte (one code point can become eighteen)."""
