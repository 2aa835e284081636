from enum import StrEnum


class PuzzlesNextRuleset(StrEnum):
    ARCADE = "arcade"
    CLASSIC = "classic"
    HOLLYWOOD = "hollywood"
    OKLAHOMA = "oklahoma"
    STANDARD = "standard"
    STRAIGHT = "straight"

    def __str__(self) -> str:
        return str(self.value)
