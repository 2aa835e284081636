from enum import StrEnum


class ServiceUnavailableBusyErrorErrorCode(StrEnum):
    BUSY = "busy"
    SERVICE_UNAVAILABLE = "service_unavailable"

    def __str__(self) -> str:
        return str(self.value)
