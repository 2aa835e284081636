from enum import StrEnum


class NotFoundNoRematchOfferErrorErrorCode(StrEnum):
    NOT_FOUND = "not_found"
    NO_REMATCH_OFFER = "no_rematch_offer"

    def __str__(self) -> str:
        return str(self.value)
