"""The rules of one ruleset in words, English or Spanish, written from the engine's own
:class:`~games.engine.rules.Ruleset` (docs/RULES.md): each sentence that differs between
rulesets reads the parameter the engine plays, so the page cannot drift from the game.

>>> from games.engine import RULESETS
>>> [title for title, _ in rules_sections(RULESETS["arcade"], "en")][:2]
['Cards and melds', 'A hand']
"""

from __future__ import annotations

from collections.abc import Callable

from games.engine.rules import Ruleset, StockExhaustion

Section = tuple[str, list[str]]
"""A title and its paragraphs."""

LANGUAGES = ("en", "es")


def _en(r: Ruleset) -> list[Section]:
    melds = [
        "One 52-card deck, no jokers. Aces count 1, two to nine their face value, tens and "
        "face cards 10.",
        "A set is 3 or 4 cards of one rank; a run is 3 or more cards of one suit in a row. "
        "The ace is low only: A-2-3 is a run, Q-K-A is not.",
        "Deadwood is the total of the cards left out of melds, arranged to make it as small as "
        "possible; a card belongs to one meld at most.",
    ]
    if r.max_meld_size:
        melds.append(
            f"A meld has at most {r.max_meld_size} cards: a longer straight melds "
            f"{r.max_meld_size} and leaves the rest as deadwood."
        )
    hand = ["Each player is dealt 10 cards; the next card, the upcard, starts the discard pile."]
    if r.upcard_phase:
        hand.append(
            "The non-dealer may take the upcard or pass; then the dealer may. If both pass, the "
            "non-dealer draws from the stock and play goes on."
        )
    else:
        hand.append(
            "There is no upcard offer: the non-dealer simply takes the first turn and may draw "
            "the upcard."
        )
    hand.append(
        "A turn: draw the top card of the stock or of the discard pile, then discard one card."
    )
    hand.append(
        "A card just taken from the discard pile may be discarded in the same turn."
        if r.may_discard_taken_card
        else "A card just taken from the discard pile may not be discarded in the same turn."
    )
    if r.stock_exhaustion is StockExhaustion.RECYCLE:
        hand.append(
            "When the stock is empty, the discard pile is turned over, unshuffled, to become "
            "the stock, and play goes on."
        )
    else:
        hand.append(
            "When the stock is down to 2 cards and the player who drew discards without "
            "knocking, the hand is dead: nobody scores and the same dealer deals again."
        )
    ending = []
    if r.knock_limit_from_upcard:
        ending.append(
            "Each hand's knock limit is the value of its first upcard (face cards 10); an ace "
            "upcard means only gin may end the hand."
        )
    elif r.knock_limit == 0:
        ending.append("Only gin may end a hand: there is no knocking with deadwood.")
    else:
        ending.append(f"A player whose deadwood is {r.knock_limit} or less may knock.")
    if r.knock_cards == 11:
        ending.append(
            "You knock between drawing and discarding, with all 11 cards laid down: no discard."
        )
    else:
        ending.append("You knock in place of a discard: discard, then lay down your 10 cards.")
    ending.append("Gin is a knock with no deadwood at all.")
    if r.big_gin_bonus is not None:
        ending.append(
            "Big gin: after drawing, all 11 cards form melds; you declare it without discarding."
        )
    ending.append(
        "After a knock that is not gin, the defender lays out its own melds and may lay off "
        "loose cards on the knocker's melds. Against gin nobody lays off."
    )
    scoring = [
        "Knock: when the knocker has less deadwood than the defender, the knocker scores the "
        "difference.",
        f"Undercut: when the defender has as little deadwood or less, the defender scores the "
        f"difference plus {r.undercut_bonus}.",
        f"Gin: the defender's deadwood plus {r.gin_bonus}; gin is never undercut.",
    ]
    if r.big_gin_bonus is not None:
        scoring.append(f"Big gin: the defender's deadwood plus {r.big_gin_bonus}.")
    if r.defender_counts_melded:
        scoring.append(
            "After a knock that is not gin, every defender card that was not laid off counts, "
            "melded or not."
        )
    game = [f"Hands are played until a player's score reaches {r.target}."]
    if r.hollywood_columns > 1:
        game.append(
            f"Hollywood: the score is kept in {r.hollywood_columns} columns played at once. A "
            "player's first hand won scores in column 1, the second in columns 1 and 2, from "
            "the third on in every column; the game ends when every column is decided."
        )
    if r.game_bonus:
        game.append(
            f"Game bonus: {r.game_bonus} to the player who reached the target, "
            f"{2 * r.game_bonus} on a shutout (the other player scored nothing)."
        )
    else:
        game.append("There is no game bonus.")
    game.append(
        f"Line bonus: {r.line_bonus} to each player for every hand won."
        if r.line_bonus
        else "There is no line bonus."
    )
    game.append("A player may resign at any time: the other player wins the game.")
    return [
        ("Cards and melds", melds),
        ("A hand", hand),
        ("Ending a hand", ending),
        ("Scoring a hand", scoring),
        ("The game", game),
    ]


def _es(r: Ruleset) -> list[Section]:
    melds = [
        "Una baraja de 52 cartas, sin comodines. El as vale 1, del dos al nueve su número, los "
        "dieces y las figuras 10.",
        "Un trío es de 3 o 4 cartas del mismo valor; una escalera, de 3 o más cartas seguidas "
        "del mismo palo. El as solo va abajo: A-2-3 es escalera, Q-K-A no.",
        "El deadwood es la suma de las cartas que quedan fuera de las combinaciones, "
        "ordenadas para que sea lo menor posible; cada carta está en una combinación como mucho.",
    ]
    if r.max_meld_size:
        melds.append(
            f"Una combinación tiene como mucho {r.max_meld_size} cartas: una escalera más larga "
            f"combina {r.max_meld_size} y el resto cuenta como deadwood."
        )
    hand = [
        "Cada jugador recibe 10 cartas; la siguiente, la carta boca arriba, abre la pila de "
        "descarte."
    ]
    if r.upcard_phase:
        hand.append(
            "El que no reparte puede tomar la carta boca arriba o pasar; después, el que "
            "reparte. Si los dos pasan, el que no reparte roba del mazo y sigue el juego."
        )
    else:
        hand.append(
            "No se ofrece la carta boca arriba: el que no reparte juega primero y puede robarla."
        )
    hand.append("Un turno: roba la carta de arriba del mazo o del descarte y descarta una carta.")
    hand.append(
        "Una carta recién tomada del descarte se puede descartar en el mismo turno."
        if r.may_discard_taken_card
        else "Una carta recién tomada del descarte no se puede descartar en el mismo turno."
    )
    if r.stock_exhaustion is StockExhaustion.RECYCLE:
        hand.append(
            "Cuando el mazo se acaba, la pila de descarte se da la vuelta, sin barajar, y pasa "
            "a ser el mazo; el juego sigue."
        )
    else:
        hand.append(
            "Cuando al mazo le quedan 2 cartas y quien robó descarta sin hacer Knock, la mano "
            "es nula: nadie puntúa y reparte otra vez el mismo."
        )
    ending = []
    if r.knock_limit_from_upcard:
        ending.append(
            "El límite para hacer Knock de cada mano es el valor de su primera carta boca "
            "arriba (las figuras, 10); si es un as, solo el gin termina la mano."
        )
    elif r.knock_limit == 0:
        ending.append("Solo el gin termina una mano: no se hace Knock con deadwood.")
    else:
        ending.append(f"Quien tiene {r.knock_limit} de deadwood o menos puede hacer Knock.")
    if r.knock_cards == 11:
        ending.append(
            "El Knock se hace entre robar y descartar, mostrando las 11 cartas: sin descarte."
        )
    else:
        ending.append("El Knock sustituye al descarte: descartas y muestras tus 10 cartas.")
    ending.append("Gin es un Knock sin nada de deadwood.")
    if r.big_gin_bonus is not None:
        ending.append(
            "Big Gin: después de robar, las 11 cartas forman combinaciones; se declara sin "
            "descartar."
        )
    ending.append(
        "Tras un Knock que no es gin, el defensor muestra sus combinaciones y puede colocar "
        "cartas sueltas en las del que hizo Knock. Contra un gin nadie coloca cartas."
    )
    scoring = [
        "Knock: si quien hizo Knock tiene menos deadwood que el defensor, gana la diferencia.",
        f"Undercut: si el defensor tiene igual o menos deadwood, gana la diferencia más "
        f"{r.undercut_bonus}.",
        f"Gin: el deadwood del defensor más {r.gin_bonus}; al gin nunca se le hace undercut.",
    ]
    if r.big_gin_bonus is not None:
        scoring.append(f"Big Gin: el deadwood del defensor más {r.big_gin_bonus}.")
    if r.defender_counts_melded:
        scoring.append(
            "Tras un Knock que no es gin, cuenta cada carta del defensor que no se colocó, "
            "esté en una combinación o no."
        )
    game = [f"Se juegan manos hasta que un jugador llega a {r.target} puntos."]
    if r.hollywood_columns > 1:
        game.append(
            f"Hollywood: la puntuación se lleva en {r.hollywood_columns} columnas a la vez. La "
            "primera mano que gana un jugador puntúa en la columna 1, la segunda en las "
            "columnas 1 y 2, a partir de la tercera en todas; la partida termina cuando todas "
            "las columnas están decididas."
        )
    if r.game_bonus:
        game.append(
            f"Bonificación de partida: {r.game_bonus} para quien llegó al objetivo, "
            f"{2 * r.game_bonus} si el otro no sumó nada."
        )
    else:
        game.append("No hay bonificación de partida.")
    game.append(
        f"Bonificación por mano: {r.line_bonus} a cada jugador por cada mano ganada."
        if r.line_bonus
        else "No hay bonificación por mano."
    )
    game.append("Un jugador puede abandonar en cualquier momento: el otro gana la partida.")
    return [
        ("Cartas y combinaciones", melds),
        ("Una mano", hand),
        ("Cómo termina una mano", ending),
        ("La puntuación de una mano", scoring),
        ("La partida", game),
    ]


WRITERS: dict[str, Callable[[Ruleset], list[Section]]] = {"en": _en, "es": _es}

PAGE_WORDS = {
    "en": {
        "title": "Rules: {name}",
        "rulesets": "Other rulesets",
        "back": "Back to the game",
        "other_language": "Español",
    },
    "es": {
        "title": "Reglas: {name}",
        "rulesets": "Otras reglas",
        "back": "Volver al juego",
        "other_language": "English",
    },
}


def rules_sections(ruleset: Ruleset, language: str) -> list[Section]:
    """The rules ``ruleset`` plays, in ``language`` (``en`` or ``es``)."""
    return WRITERS[language](ruleset)
