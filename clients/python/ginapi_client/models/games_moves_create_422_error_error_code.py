from enum import StrEnum


class GamesMovesCreate422ErrorErrorCode(StrEnum):
    CANNOT_DISCARD_TAKEN_CARD = "cannot_discard_taken_card"
    CARD_NOT_ALLOWED = "card_not_allowed"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    CARD_REQUIRED = "card_required"
    DEADWOOD_TOO_HIGH = "deadwood_too_high"
    DISCARD_PILE_EMPTY = "discard_pile_empty"
    GAME_CANCELLED = "game_cancelled"
    GAME_NOT_STARTED = "game_not_started"
    GAME_OVER = "game_over"
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    ILLEGAL_ACTION = "illegal_action"
    MELDS_NOT_ALLOWED = "melds_not_allowed"
    MUST_DISCARD = "must_discard"
    MUST_DRAW_FIRST = "must_draw_first"
    MUST_DRAW_STOCK = "must_draw_stock"
    NOT_BIG_GIN = "not_big_gin"
    NOT_YOUR_TURN = "not_your_turn"
    NO_BIG_GIN_IN_RULESET = "no_big_gin_in_ruleset"
    STOCK_EMPTY = "stock_empty"
    WRONG_PHASE = "wrong_phase"

    def __str__(self) -> str:
        return str(self.value)
