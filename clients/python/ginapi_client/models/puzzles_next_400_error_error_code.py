from enum import StrEnum


class PuzzlesNext400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_INPUT = "invalid_input"
    INVALID_MODE = "invalid_mode"
    INVALID_RULESET = "invalid_ruleset"
    INVALID_THEME = "invalid_theme"

    def __str__(self) -> str:
        return str(self.value)
