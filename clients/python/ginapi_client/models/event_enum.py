from enum import StrEnum


class EventEnum(StrEnum):
    BIG_GIN = "big_gin"
    DEAL = "deal"
    DISCARD = "discard"
    DRAW_DISCARD = "draw_discard"
    DRAW_STOCK = "draw_stock"
    GAME_OVER = "game_over"
    HAND_OVER = "hand_over"
    KNOCK = "knock"
    PASS = "pass"
    RESIGN = "resign"
    STOCK_RECYCLED = "stock_recycled"
    TAKE_UPCARD = "take_upcard"

    def __str__(self) -> str:
        return str(self.value)
