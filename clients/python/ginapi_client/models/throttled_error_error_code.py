from enum import StrEnum


class ThrottledErrorErrorCode(StrEnum):
    THROTTLED = "throttled"

    def __str__(self) -> str:
        return str(self.value)
