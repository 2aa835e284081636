from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.puzzle_rating_row import PuzzleRatingRow


T = TypeVar("T", bound="PuzzleBoardPage")


@_attrs_define
class PuzzleBoardPage:
    """
    Attributes:
        board (str):
        count (int): Players on the board.
        page (int):
        page_size (int):
        pages (int):
        next_ (None | str):
        previous (None | str):
        me (None | PuzzleRatingRow):
        results (list[PuzzleRatingRow]):
    """

    board: str
    count: int
    page: int
    page_size: int
    pages: int
    next_: None | str
    previous: None | str
    me: None | PuzzleRatingRow
    results: list[PuzzleRatingRow]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.puzzle_rating_row import PuzzleRatingRow  # noqa: PLC0415

        board = self.board

        count = self.count

        page = self.page

        page_size = self.page_size

        pages = self.pages

        next_: None | str
        next_ = self.next_

        previous: None | str
        previous = self.previous

        me: dict[str, Any] | None
        if isinstance(self.me, PuzzleRatingRow):
            me = self.me.to_dict()
        else:
            me = self.me

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "count": count,
                "page": page,
                "page_size": page_size,
                "pages": pages,
                "next": next_,
                "previous": previous,
                "me": me,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.puzzle_rating_row import PuzzleRatingRow  # noqa: PLC0415

        d = dict(src_dict)
        board = d.pop("board")

        count = d.pop("count")

        page = d.pop("page")

        page_size = d.pop("page_size")

        pages = d.pop("pages")

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        def _parse_previous(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous = _parse_previous(d.pop("previous"))

        def _parse_me(data: object) -> None | PuzzleRatingRow:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                me_type_1 = PuzzleRatingRow.from_dict(data)

                return me_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PuzzleRatingRow, data)

        me = _parse_me(d.pop("me"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = PuzzleRatingRow.from_dict(results_item_data)

            results.append(results_item)

        puzzle_board_page = cls(
            board=board,
            count=count,
            page=page,
            page_size=page_size,
            pages=pages,
            next_=next_,
            previous=previous,
            me=me,
            results=results,
        )

        puzzle_board_page.additional_properties = d
        return puzzle_board_page

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
