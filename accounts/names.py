"""Players' names: one normalization for usernames and display names (docs/API.md "Trust").

A name is NFKC-normalized (a full-width letter and its plain form are one name) and may not
hold control or format characters: bidirectional overrides (U+202E turns ``evil.exe`` round)
and zero-width characters (U+200B makes a second ``Ada`` that looks like the first) are
refused, as are separators other than the space and code points with no character.

Nor may a name look like something it is not (issue 38): letters that render as nothing
(the Hangul fillers, the blank Braille pattern), runs of more than MAX_COMBINING_RUN
combining marks stacked on one letter, and letters of scripts that share look-alike letters
mixed in one name (``b\u043eb``, with a Cyrillic o, beside ``bob``; Unicode TR39's mixed-script
confusables, judged by the small table CONFUSABLE_SCRIPTS rather than TR39's whole data).

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


BLANK_CHARACTERS = frozenset(
    {
        0x034F,  # COMBINING GRAPHEME JOINER
        0x115F,  # HANGUL CHOSEONG FILLER
        0x1160,  # HANGUL JUNGSEONG FILLER (NFKC's form of U+3164 and U+FFA0)
        0x17B4,  # KHMER VOWEL INHERENT AQ
        0x17B5,  # KHMER VOWEL INHERENT AA
        0x2800,  # BRAILLE PATTERN BLANK
        0x3164,  # HANGUL FILLER
        0xFFA0,  # HALFWIDTH HANGUL FILLER
        0xFFFC,  # OBJECT REPLACEMENT CHARACTER
        *range(0xFE00, 0xFE10),  # variation selectors
        *range(0xE0100, 0xE01F0),  # variation selectors supplement
    }
)
"""Letters and marks that render as nothing (or as blank space) although their category
says they are letters or marks, so a name of them looks empty or like another name."""

MAX_COMBINING_RUN = 2
"""The most combining marks a name may stack on one character after NFKC (which composes
an accented letter into one code point): two covers Vietnamese, more is 'zalgo' text that
spills over the lines around it."""

CONFUSABLE_SCRIPTS = ("LATIN", "CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE")
"""Scripts with letters that look like one another's (Latin ``a o p c e x`` and their
Cyrillic twins U+0430, U+043E, U+0440, U+0441, U+0435, U+0445; Greek's omicron...): a
name may hold letters of one of them only.  Other mixtures (Japanese's kanji and kana, a
Latin name with Han) are ordinary and allowed."""


def letter_script(ch: str) -> str | None:
    """The script of ``ch`` among CONFUSABLE_SCRIPTS, by its Unicode name; None for any
    other character."""
    if not unicodedata.category(ch).startswith("L"):
        return None
    word = unicodedata.name(ch, "").split(" ", 1)[0]
    return word if word in CONFUSABLE_SCRIPTS else None


def look_alike_problem(name: str) -> str | None:
    """Why ``name`` (normalized) could pass for something it is not, or None."""
    if any(ord(ch) in BLANK_CHARACTERS for ch in name):
        return "blank"
    if not any(unicodedata.category(ch)[0] in "LNPS" for ch in name):
        return "blank"
    run = 0
    for ch in name:
        run = run + 1 if unicodedata.category(ch).startswith("M") else 0
        if run > MAX_COMBINING_RUN:
            return "marks"
    scripts = {script for ch in name if (script := letter_script(ch)) is not None}
    if len(scripts) > 1:
        return "scripts"
    return None


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
    problem = look_alike_problem(name) if name else None
    if problem == "blank":
        raise ValidationError(
            _("A name may not contain characters that show nothing."), code="invalid_name"
        )
    if problem == "marks":
        raise ValidationError(
            _("A name may not stack more than %(count)s accents on one letter."),
            code="invalid_name",
            params={"count": MAX_COMBINING_RUN},
        )
    if problem == "scripts":
        raise ValidationError(
            _(
                "A name may not mix look-alike alphabets (Latin with Cyrillic or Greek, "
                "for instance)."
            ),
            code="invalid_name",
        )
    return name


def display_name_validate(value: str, *, max_length: int = DISPLAY_NAME_MAX_LENGTH) -> str:
    """The one check of a display name (and of an app's name, with its own
    ``max_length``), at creation and at a rename: normalized, 1 to ``max_length``
    characters after normalization, no control or format characters, nothing that looks
    like something else (:func:`name_validate`)."""
    name = name_validate(value)
    if not name:
        raise ValidationError(_("A display name may not be blank."), code="blank")
    if len(name) > max_length:
        raise ValidationError(
            _("Ensure this field has no more than %(max_length)s characters."),
            code="max_length",
            params={"max_length": max_length},
        )
    return name


RAW_NAME_FACTOR = 4
"""Input read as a name may be this many times its longest normalized length: NFKC may
shorten text (a letter and its accent become one), and must not be asked to expand a
megabyte (one code point can become eighteen)."""
