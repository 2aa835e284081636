from enum import StrEnum


class ScoreKnock400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    DUPLICATE_CARD = "duplicate_card"
    INVALID_ACTION = "invalid_action"
    INVALID_CARD = "invalid_card"
    INVALID_INPUT = "invalid_input"
    INVALID_MELD = "invalid_meld"
    INVALID_RULESET = "invalid_ruleset"
    PARSE_ERROR = "parse_error"
    UNKNOWN_FIELD = "unknown_field"
    UPCARD_NOT_ALLOWED = "upcard_not_allowed"
    UPCARD_REQUIRED = "upcard_required"
    WRONG_HAND_SIZE = "wrong_hand_size"

    def __str__(self) -> str:
        return str(self.value)
