from enum import StrEnum


class PuzzlesNextTheme(StrEnum):
    BEST_DISCARD = "best_discard"
    BIG_GIN = "big_gin"
    BREAK_A_MELD = "break_a_meld"
    KNOCK_NOW = "knock_now"
    LAYOFF_AWARE_DISCARD = "layoff_aware_discard"
    LEAVE_DISCARD = "leave_discard"
    SAFE_DISCARD = "safe_discard"
    TAKE_DISCARD = "take_discard"
    TAKE_GIN = "take_gin"
    UNDERCUT_TRAP = "undercut_trap"
    WAIT_FOR_GIN = "wait_for_gin"

    def __str__(self) -> str:
        return str(self.value)
