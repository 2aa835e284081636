from enum import StrEnum


class TooManySeeksRegistrationRequiredErrorErrorCode(StrEnum):
    REGISTRATION_REQUIRED = "registration_required"
    TOO_MANY_SEEKS = "too_many_seeks"

    def __str__(self) -> str:
        return str(self.value)
