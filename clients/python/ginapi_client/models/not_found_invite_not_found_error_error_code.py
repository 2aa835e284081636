from enum import StrEnum


class NotFoundInviteNotFoundErrorErrorCode(StrEnum):
    INVITE_NOT_FOUND = "invite_not_found"
    NOT_FOUND = "not_found"

    def __str__(self) -> str:
        return str(self.value)
