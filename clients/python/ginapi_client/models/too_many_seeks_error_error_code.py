from enum import StrEnum


class TooManySeeksErrorErrorCode(StrEnum):
    TOO_MANY_SEEKS = "too_many_seeks"

    def __str__(self) -> str:
        return str(self.value)
