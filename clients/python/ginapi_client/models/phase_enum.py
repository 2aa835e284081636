from enum import StrEnum


class PhaseEnum(StrEnum):
    DISCARD = "discard"
    DRAW = "draw"
    GAME_OVER = "game_over"
    HAND_OVER = "hand_over"
    UPCARD = "upcard"

    def __str__(self) -> str:
        return str(self.value)
