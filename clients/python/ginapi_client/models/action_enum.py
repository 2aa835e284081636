from enum import StrEnum


class ActionEnum(StrEnum):
    BIG_GIN = "big_gin"
    DISCARD = "discard"
    DRAW_DISCARD = "draw_discard"
    DRAW_STOCK = "draw_stock"
    KNOCK = "knock"
    PASS = "pass"
    RESIGN = "resign"
    TAKE_UPCARD = "take_upcard"

    def __str__(self) -> str:
        return str(self.value)
