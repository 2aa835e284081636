"""The rules of one ruleset in words, English or Spanish, written from the engine's own
:class:`~games.engine.rules.Ruleset` (docs/RULES.md): each sentence that differs between
rulesets reads the parameter the engine plays, so the page cannot drift from the game.  One
builder (:func:`rules_sections`) chooses the sentences; each language only words them
(:data:`TEXT`).

>>> from games.engine import RULESETS
>>> [title for title, _ in rules_sections(RULESETS["arcade"], "en")][:2]
['Cards and melds', 'A hand']
"""

from __future__ import annotations

from django.conf import settings

from games.engine import DECK, Card
from games.engine.rules import Ruleset, StockExhaustion

Section = tuple[str, list[str]]
"""A title and its paragraphs."""

LANGUAGES = tuple(code for code, _name in settings.LANGUAGES)
"""The languages the rules are written in: the service's (settings.LANGUAGES)."""

TEXT: dict[str, dict[str, str]] = {
    "en": {
        "melds_title": "Cards and melds",
        "deck": "One {deck}-card deck, no jokers. Aces count {ace}, two to nine their face "
        "value, tens and face cards {face}.",
        "melds": "A set is 3 or 4 cards of one rank; a run is 3 or more cards of one suit in a "
        "row. The ace is low only: A-2-3 is a run, Q-K-A is not.",
        "deadwood": "Deadwood is the total of the cards left out of melds, arranged to make it "
        "as small as possible; a card belongs to one meld at most.",
        "meld_cap": "A meld has at most {cap} cards: a longer straight melds {cap} and leaves "
        "the rest as deadwood.",
        "hand_title": "A hand",
        "deal": "Each player is dealt 10 cards; the next card, the upcard, starts the discard "
        "pile.",
        "upcard_offer": "The non-dealer may take the upcard or pass; then the dealer may. If "
        "both pass, the non-dealer draws from the stock and play goes on.",
        "no_upcard_offer": "There is no upcard offer: the non-dealer simply takes the first "
        "turn and may draw the upcard.",
        "turn": "A turn: draw the top card of the stock or of the discard pile, then discard "
        "one card.",
        "taken_may": "A card just taken from the discard pile may be discarded in the same turn.",
        "taken_may_not": "A card just taken from the discard pile may not be discarded in the "
        "same turn.",
        "recycle": "When the stock is empty, the discard pile is turned over, unshuffled, to "
        "become the stock, and play goes on.",
        "dead_hand": "When the stock is down to 2 cards and the player who drew discards "
        "without knocking, the hand is dead: nobody scores and the same dealer deals again.",
        "ending_title": "Ending a hand",
        "limit_from_upcard": "Each hand's knock limit is the value of its first upcard (face "
        "cards {face}); an ace upcard means only gin may end the hand.",
        "gin_only": "Only gin may end a hand: there is no knocking with deadwood.",
        "knock_limit": "A player whose deadwood is {limit} or less may knock.",
        "knock_11": "You knock between drawing and discarding, with all {cards} cards laid "
        "down: no discard.",
        "knock_10": "You knock in place of a discard: discard, then lay down your {cards} cards.",
        "gin": "Gin is a knock with no deadwood at all.",
        "big_gin": "Big gin: after drawing, all 11 cards form melds; you declare it without "
        "discarding.",
        "layoffs": "After a knock that is not gin, the defender lays out its own melds and may "
        "lay off loose cards on the knocker's melds. Against gin nobody lays off.",
        "scoring_title": "Scoring a hand",
        "score_knock": "Knock: when the knocker has less deadwood than the defender, the "
        "knocker scores the difference.",
        "score_undercut": "Undercut: when the defender has as little deadwood or less, the "
        "defender scores the difference plus {bonus}.",
        "score_gin": "Gin: the defender's deadwood plus {bonus}; gin is never undercut.",
        "score_big_gin": "Big gin: the defender's deadwood plus {bonus}.",
        "defender_melded": "After a knock that is not gin, every defender card that was not "
        "laid off counts, melded or not.",
        "game_title": "The game",
        "target": "Hands are played until a player's score reaches {target}.",
        "hollywood": "Hollywood: the score is kept in {columns} columns played at once. A "
        "player's first hand won scores in column 1, the second in columns 1 and 2, from the "
        "third on in every column; the game ends when every column is decided.",
        "game_bonus": "Game bonus: {bonus} to the player who reached the target, {shutout} on "
        "a shutout (the other player scored nothing).",
        "no_game_bonus": "There is no game bonus.",
        "line_bonus": "Line bonus: {bonus} to each player for every hand won.",
        "no_line_bonus": "There is no line bonus.",
        "resign": "A player may resign at any time: the other player wins the game.",
    },
    "es": {
        "melds_title": "Cartas y combinaciones",
        "deck": "Una baraja de {deck} cartas, sin comodines. El as vale {ace}, del dos al nueve "
        "su número, los dieces y las figuras {face}.",
        "melds": "Un trío es de 3 o 4 cartas del mismo valor; una escalera, de 3 o más cartas "
        "seguidas del mismo palo. El as solo va abajo: A-2-3 es escalera, Q-K-A no.",
        "deadwood": "El deadwood es la suma de las cartas que quedan fuera de las "
        "combinaciones, ordenadas para que sea lo menor posible; cada carta está en una "
        "combinación como mucho.",
        "meld_cap": "Una combinación tiene como mucho {cap} cartas: una escalera más larga "
        "combina {cap} y el resto cuenta como deadwood.",
        "hand_title": "Una mano",
        "deal": "Cada jugador recibe 10 cartas; la siguiente, la carta boca arriba, abre la pila "
        "de descarte.",
        "upcard_offer": "El que no reparte puede tomar la carta boca arriba o pasar; después, "
        "el que reparte. Si los dos pasan, el que no reparte roba del mazo y sigue el juego.",
        "no_upcard_offer": "No se ofrece la carta boca arriba: el que no reparte juega primero "
        "y puede robarla.",
        "turn": "Un turno: roba la carta de arriba del mazo o del descarte y descarta una carta.",
        "taken_may": "Una carta recién tomada del descarte se puede descartar en el mismo turno.",
        "taken_may_not": "Una carta recién tomada del descarte no se puede descartar en el "
        "mismo turno.",
        "recycle": "Cuando el mazo se acaba, la pila de descarte se da la vuelta, sin barajar, "
        "y pasa a ser el mazo; el juego sigue.",
        "dead_hand": "Cuando al mazo le quedan 2 cartas y quien robó descarta sin hacer Knock, "
        "la mano es nula: nadie puntúa y reparte otra vez el mismo.",
        "ending_title": "Cómo termina una mano",
        "limit_from_upcard": "El límite para hacer Knock de cada mano es el valor de su primera "
        "carta boca arriba (las figuras, {face}); si es un as, solo el gin termina la mano.",
        "gin_only": "Solo el gin termina una mano: no se hace Knock con deadwood.",
        "knock_limit": "Quien tiene {limit} de deadwood o menos puede hacer Knock.",
        "knock_11": "El Knock se hace entre robar y descartar, mostrando las {cards} cartas: "
        "sin descarte.",
        "knock_10": "El Knock sustituye al descarte: descartas y muestras tus {cards} cartas.",
        "gin": "Gin es un Knock sin nada de deadwood.",
        "big_gin": "Big Gin: después de robar, las 11 cartas forman combinaciones; se declara "
        "sin descartar.",
        "layoffs": "Tras un Knock que no es gin, el defensor muestra sus combinaciones y puede "
        "colocar cartas sueltas en las del que hizo Knock. Contra un gin nadie coloca cartas.",
        "scoring_title": "La puntuación de una mano",
        "score_knock": "Knock: si quien hizo Knock tiene menos deadwood que el defensor, gana "
        "la diferencia.",
        "score_undercut": "Undercut: si el defensor tiene igual o menos deadwood, gana la "
        "diferencia más {bonus}.",
        "score_gin": "Gin: el deadwood del defensor más {bonus}; al gin nunca se le hace undercut.",
        "score_big_gin": "Big Gin: el deadwood del defensor más {bonus}.",
        "defender_melded": "Tras un Knock que no es gin, cuenta cada carta del defensor que no "
        "se colocó, esté en una combinación o no.",
        "game_title": "La partida",
        "target": "Se juegan manos hasta que un jugador llega a {target} puntos.",
        "hollywood": "Hollywood: la puntuación se lleva en {columns} columnas a la vez. La "
        "primera mano que gana un jugador puntúa en la columna 1, la segunda en las columnas 1 "
        "y 2, a partir de la tercera en todas; la partida termina cuando todas las columnas "
        "están decididas.",
        "game_bonus": "Bonificación de partida: {bonus} para quien llegó al objetivo, "
        "{shutout} si el otro no sumó nada.",
        "no_game_bonus": "No hay bonificación de partida.",
        "line_bonus": "Bonificación por mano: {bonus} a cada jugador por cada mano ganada.",
        "no_line_bonus": "No hay bonificación por mano.",
        "resign": "Un jugador puede abandonar en cualquier momento: el otro gana la partida.",
    },
}
"""Each language's words for the sentences :func:`rules_sections` chooses."""

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

# Card values as the engine counts them (docs/RULES.md §1).
_ACE = Card.parse("AS").value
_FACE = Card.parse("KS").value


def rules_sections(r: Ruleset, language: str) -> list[Section]:
    """The rules ``r`` plays, in ``language`` (one of :data:`LANGUAGES`)."""
    words = TEXT[language]

    def say(key: str, **numbers: int) -> str:
        return words[key].format(**numbers)

    melds = [say("deck", deck=len(DECK), ace=_ACE, face=_FACE), say("melds"), say("deadwood")]
    if r.max_meld_size:
        melds.append(say("meld_cap", cap=r.max_meld_size))
    hand = [
        say("deal"),
        say("upcard_offer" if r.upcard_phase else "no_upcard_offer"),
        say("turn"),
        say("taken_may" if r.may_discard_taken_card else "taken_may_not"),
        say("recycle" if r.stock_exhaustion is StockExhaustion.RECYCLE else "dead_hand"),
    ]
    if r.knock_limit_from_upcard:
        ending = [say("limit_from_upcard", face=_FACE)]
    elif r.knock_limit == 0:
        ending = [say("gin_only")]
    else:
        ending = [say("knock_limit", limit=r.knock_limit)]
    ending += [say("knock_11" if r.knock_cards == 11 else "knock_10", cards=r.knock_cards)]
    ending.append(say("gin"))
    if r.big_gin_bonus is not None:
        ending.append(say("big_gin"))
    ending.append(say("layoffs"))
    scoring = [
        say("score_knock"),
        say("score_undercut", bonus=r.undercut_bonus),
        say("score_gin", bonus=r.gin_bonus),
    ]
    if r.big_gin_bonus is not None:
        scoring.append(say("score_big_gin", bonus=r.big_gin_bonus))
    if r.defender_counts_melded:
        scoring.append(say("defender_melded"))
    game = [say("target", target=r.target)]
    if r.hollywood_columns > 1:
        game.append(say("hollywood", columns=r.hollywood_columns))
    # The shutout doubles the game bonus (docs/RULES.md §4).
    game.append(
        say("game_bonus", bonus=r.game_bonus, shutout=2 * r.game_bonus)
        if r.game_bonus
        else say("no_game_bonus")
    )
    game.append(say("line_bonus", bonus=r.line_bonus) if r.line_bonus else say("no_line_bonus"))
    game.append(say("resign"))
    return [
        (words["melds_title"], melds),
        (words["hand_title"], hand),
        (words["ending_title"], ending),
        (words["scoring_title"], scoring),
        (words["game_title"], game),
    ]
