from enum import StrEnum


class CannotJoinOwnGameRegistrationRequiredErrorErrorCode(StrEnum):
    CANNOT_JOIN_OWN_GAME = "cannot_join_own_game"
    REGISTRATION_REQUIRED = "registration_required"

    def __str__(self) -> str:
        return str(self.value)
