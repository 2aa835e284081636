from enum import StrEnum


class RegistrationRequiredErrorErrorCode(StrEnum):
    REGISTRATION_REQUIRED = "registration_required"

    def __str__(self) -> str:
        return str(self.value)
