from enum import StrEnum


class InvalidCredentialsErrorErrorCode(StrEnum):
    INVALID_CREDENTIALS = "invalid_credentials"

    def __str__(self) -> str:
        return str(self.value)
