from enum import StrEnum


class UsernameTakenErrorErrorCode(StrEnum):
    USERNAME_TAKEN = "username_taken"

    def __str__(self) -> str:
        return str(self.value)
