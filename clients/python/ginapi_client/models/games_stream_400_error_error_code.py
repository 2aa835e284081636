from enum import StrEnum


class GamesStream400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_INPUT = "invalid_input"
    INVALID_LAST_EVENT_ID = "invalid_last_event_id"

    def __str__(self) -> str:
        return str(self.value)
