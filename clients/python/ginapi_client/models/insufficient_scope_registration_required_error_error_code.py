from enum import StrEnum


class InsufficientScopeRegistrationRequiredErrorErrorCode(StrEnum):
    INSUFFICIENT_SCOPE = "insufficient_scope"
    REGISTRATION_REQUIRED = "registration_required"

    def __str__(self) -> str:
        return str(self.value)
