"""Fixed deals for the browser tests: a game whose current hand is stacked, made in the test
process (the live server shares its database) and opened by a page that holds the player's
token."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import BrowserContext, Page

from accounts.models import Player
from games.models import Game
from tests.engine.stacking import deal
from tests.factories import PlayerFactory, game_create


def stacked_game(
    player: Player, you: str, ai: str, upcard: str, stock: str = "", *, target: int = 100
) -> Game:
    """An AI game (novice, standard) whose first hand deals ``you`` to the player and ``ai``
    to the AI, the AI dealing: the player is first to act, on the upcard."""
    game = game_create(player, target=target)
    match = deal({0: you, 1: ai}, upcard, stock, dealer=1, ruleset=game.match().ruleset)
    game.moves.all().delete()
    Game.objects.filter(pk=game.pk).update(snapshot=match.to_snapshot(), version=match.move_count)
    game.refresh_from_db()
    return game


def player_with_token(name: str = "Ada", **options: Any) -> tuple[Player, str]:
    return PlayerFactory.create_with_token(display_name=name, **options)


def open_as(context: BrowserContext, token: str, base_url: str, game: Game | None = None) -> Page:
    """A page whose client holds ``token`` (as after a log-in), on ``game`` if given."""
    context.add_init_script(f"localStorage.setItem('ginapi.token', {token!r})")
    page = context.new_page()
    page.goto(f"{base_url}/play/" + (f"#game={game.pk}" if game else ""))
    page.wait_for_selector("[data-hand] [data-card]" if game else '[data-field="display_name"]')
    return page
