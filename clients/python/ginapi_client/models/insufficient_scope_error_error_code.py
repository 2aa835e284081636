from enum import StrEnum


class InsufficientScopeErrorErrorCode(StrEnum):
    INSUFFICIENT_SCOPE = "insufficient_scope"

    def __str__(self) -> str:
        return str(self.value)
