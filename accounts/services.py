"""Writes: players, their credentials and tokens (HackSoft services).

Every function takes keyword arguments, writes all or nothing and raises
:class:`~apikit.errors.ApiError`; the one exception handler renders it.
"""

from __future__ import annotations

import secrets
import uuid

from django.contrib.auth.hashers import check_password, make_password
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, transaction

from apikit.errors import INVALID_INPUT, NOT_FOUND, ApiError

from . import selectors, signals
from .errors import ALREADY_REGISTERED, INVALID_CREDENTIALS, USERNAME_TAKEN
from .models import TOKEN_LABEL_MAX_LENGTH, Player, Token, hash_token
from .names import username_key


def player_create(*, display_name: str, label: str = "") -> tuple[Player, str]:
    """A new guest player and its first bearer token (returned once; only its digest is
    kept).  ``label`` names the device (its User-Agent) in the player's sessions list."""
    with transaction.atomic():
        player = Player.objects.create(display_name=display_name)
        token = token_create(player=player, label=label)
    return player, token


def player_rename(*, player: Player, display_name: str) -> Player:
    """``player`` is called ``display_name`` from now on (already validated like a new
    player's name).  Boards, games and streams read the name from the player, so they show
    the new one at once."""
    Player.objects.filter(pk=player.pk).update(display_name=display_name)
    player.display_name = display_name
    return player


def token_create(*, player: Player, label: str = "") -> str:
    """A new bearer token for ``player`` on one device: the token itself, shown only now."""
    token = secrets.token_urlsafe(32)
    Token.objects.create(
        player=player, digest=hash_token(token), label=label[:TOKEN_LABEL_MAX_LENGTH]
    )
    return token


def player_credentials_set(*, player: Player, username: str, password: str) -> Player:
    """The guest ``player`` becomes registered under ``username`` (unique ignoring case).

    Refused with 422 ``already_registered`` when it has credentials already (they are set
    once), 400 when Django's password validators object, 409 ``username_taken``.
    """
    if player.registered:
        raise _already_registered()
    # The validators read the user's attributes (the similarity one compares the username).
    candidate = Player(id=player.pk, display_name=player.display_name, username=username)
    try:
        validate_password(password, user=candidate)  # type: ignore[arg-type]
    except DjangoValidationError as error:
        problems = list(error.messages)
        raise INVALID_INPUT.error(
            f"password: {problems[0]}", fields={"password": problems}
        ) from None
    if selectors.player_by_username(username=username) is not None:
        raise _username_taken(username)
    # Hashed before the write: the slow hasher holds no transaction open.
    encoded = make_password(password)
    try:
        with transaction.atomic():
            # Compare-and-swap: of two registrations of one guest at once, one applies.
            updated = Player.objects.filter(pk=player.pk, username__isnull=True).update(
                username=username, username_key=username_key(username), password=encoded
            )
            if updated:
                signals.player_registered.send(sender=Player, player=player)
    except IntegrityError:
        # Another player took the name between the check above and this write.
        raise _username_taken(username) from None
    if not updated:
        raise _already_registered()
    player.username, player.username_key = username, username_key(username)
    player.password = encoded
    return player


def _already_registered() -> ApiError:
    return ALREADY_REGISTERED.error()


def _username_taken(username: str) -> ApiError:
    return USERNAME_TAKEN.error(
        fields={"username": [USERNAME_TAKEN.message(username=username)]}, username=username
    )


def session_create(*, username: str, password: str, label: str = "") -> tuple[Player, str]:
    """Log in: a new token for the player registered as ``username`` with ``password``.

    An unknown username and a wrong password are the same 401 ``invalid_credentials``, and
    take about as long: a password is hashed either way, so the time does not tell whether
    the username exists.
    """
    player = player_authenticate(username=username, password=password)
    return player, token_create(player=player, label=label)


def player_authenticate(*, username: str, password: str) -> Player:
    """The player registered as ``username`` with ``password`` (session_create, and the
    sign-in of the OAuth consent page); 401 ``invalid_credentials`` otherwise, in about
    the same time either way."""
    player = selectors.player_by_username(username=username)
    if player is None or not player.password:
        make_password(password)
        raise _invalid_credentials()

    def upgrade(raw: str) -> None:
        # The hasher's settings changed since this hash was made (e.g. more iterations).
        Player.objects.filter(pk=player.pk, password=player.password).update(
            password=make_password(raw)
        )

    if not check_password(password, player.password, setter=upgrade):
        raise _invalid_credentials()
    return player


def _invalid_credentials() -> ApiError:
    return INVALID_CREDENTIALS.error()


def session_delete(*, player: Player, token_id: uuid.UUID | str) -> None:
    """Revoke one of ``player``'s tokens: it stops working at once.  Another player's
    token, or none, is a 404 (nobody learns that it exists)."""
    deleted, _by_model = Token.objects.filter(pk=token_id, player=player).delete()
    if not deleted:
        raise NOT_FOUND.error()
