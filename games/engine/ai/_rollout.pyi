class Rules:
    def __init__(
        self,
        cap: int,
        limit: int,
        knock11: bool,
        big_gin: bool,
        big_gin_bonus: int,
        gin_bonus: int,
        undercut_bonus: int,
        count_melded: bool,
        forbid_taken: bool,
        recycle: bool,
        dead_at: int,
        max_draws: int,
        opening: int,
        closing: int,
        /,
    ) -> None: ...
    def play(
        self,
        hand: int,
        opponent: int,
        stock: list[int],
        pile: list[int],
        dealer: int,
        drew_stock: bool,
        kind: int,
        card: int,
        holds: bool,
        /,
    ) -> int: ...

class Worlds:
    def __init__(
        self,
        cap: int,
        took: int,
        declined: int,
        hidden: int,
        extra: int,
        check_gin: bool,
        knocker_at: int,
        holder_at: int,
        gin_likelihood: float,
        knock_likelihood: float,
        declined_likelihood: float,
        cards: list[tuple[float, int]],
        recent: list[tuple[float, int, int]],
        /,
    ) -> None: ...
    def draw(self, randoms: list[float], holds: bool, /) -> tuple[int, float]: ...

def order(randoms: list[float], cards: list[int], /) -> list[int]: ...
