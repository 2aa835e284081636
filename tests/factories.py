"""factory-boy factories and stacked games: the one place tests build rows."""

from __future__ import annotations

import secrets
from typing import Any

import factory
from django.db import transaction

from accounts.models import Player, Token, hash_token
from games import services
from games.models import Game
from ratings.services import game_rating_ask


class PlayerFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Player

    display_name = factory.Sequence(lambda n: f"Player {n}")

    class Params:
        # A registered player (a username): the daily boards rank only these by default.
        registered = factory.Trait(username=factory.Sequence(lambda n: f"player{n}"))

    @classmethod
    def create_with_token(cls, **kwargs: Any) -> tuple[Player, str]:
        """A player and the bearer token that authenticates it."""
        player = cls.create(**kwargs)
        return player, token_for(player)


E2E_DAILY_SECRET = "e2e-daily-secret"
"""The Daily deal secret of the end-to-end tests (fixture ``e2e_daily_secret``): with it the
deals are known ones, such as today's whose first hand the expert's choices win with a knock,
or 2026-06-01's, lost by never knocking."""


def token_for(player: Player, label: str = "") -> str:
    """A new bearer token for ``player`` (another device)."""
    token = secrets.token_urlsafe(32)
    Token.objects.create(player=player, digest=hash_token(token), label=label)
    return token


def game_create(player: Player | None = None, **kwargs: Any) -> Game:
    """A game made by the games service, as the API makes it (dealt, AI replies played)."""
    options: dict[str, Any] = {
        "opponent": "ai",
        "ai_level": "novice",
        "ruleset": "standard",
        "rules": None,
        "target": None,
    }
    options.update(kwargs)
    if options["opponent"] == "human":
        options["ai_level"] = None
    if "rated" in options:
        options["options"] = {"rated": options.pop("rated")}
    return services.game_create(player=player or PlayerFactory.create(), **options)


def game_between(players: tuple[Player, Player], *, rated: bool = False, **kwargs: Any) -> Game:
    """An active game between two players, as the lobby starts one (a paired seek, a
    rematch): ``rated`` asks for it to count, as a rated seek does."""
    kwargs.setdefault("ruleset", "standard")
    kwargs.setdefault("target", None)
    with transaction.atomic():
        game = services.game_start_between(players=players, **kwargs)
        if rated:
            game_rating_ask(game)
    return game


def stacked_game(
    player: Player, you: str, ai: str, upcard: str, stock: str = "", *, target: int = 100
) -> Game:
    """An AI game (novice, standard) whose first hand deals ``you`` to the player and ``ai``
    to the AI, the AI dealing: the player is first to act, on the upcard.  The stock starts
    with ``stock`` (top first), then every card not named, in the deck's order; the match's
    seed is fixed, so the AI's choices are the same in every run."""
    from tests.games.engine.stacking import deal

    game = game_create(player, target=target)
    match = deal({0: you, 1: ai}, upcard, stock, dealer=1, ruleset=game.match().ruleset)
    game.moves.all().delete()
    Game.objects.filter(pk=game.pk).update(snapshot=match.to_snapshot(), version=match.move_count)
    game.refresh_from_db()
    return game
