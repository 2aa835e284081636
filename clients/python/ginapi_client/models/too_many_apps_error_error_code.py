from enum import StrEnum


class TooManyAppsErrorErrorCode(StrEnum):
    TOO_MANY_APPS = "too_many_apps"

    def __str__(self) -> str:
        return str(self.value)
