from enum import StrEnum


class VersionConflictErrorErrorCode(StrEnum):
    VERSION_CONFLICT = "version_conflict"

    def __str__(self) -> str:
        return str(self.value)
