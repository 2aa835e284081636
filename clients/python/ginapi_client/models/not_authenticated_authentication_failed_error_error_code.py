from enum import StrEnum


class NotAuthenticatedAuthenticationFailedErrorErrorCode(StrEnum):
    AUTHENTICATION_FAILED = "authentication_failed"
    NOT_AUTHENTICATED = "not_authenticated"

    def __str__(self) -> str:
        return str(self.value)
