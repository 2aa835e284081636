from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.not_found_puzzle_not_found_error_error_code import NotFoundPuzzleNotFoundErrorErrorCode

if TYPE_CHECKING:
    from ..models.not_found_puzzle_not_found_error_error_fields import NotFoundPuzzleNotFoundErrorErrorFields


T = TypeVar("T", bound="NotFoundPuzzleNotFoundErrorError")


@_attrs_define
class NotFoundPuzzleNotFoundErrorError:
    """
    Attributes:
        code (NotFoundPuzzleNotFoundErrorErrorCode): Stable machine-readable code.
        message (str): For people; English or Spanish (Accept-Language).
        fields (NotFoundPuzzleNotFoundErrorErrorFields): Per-field problems where the input was invalid; otherwise
            empty.
    """

    code: NotFoundPuzzleNotFoundErrorErrorCode
    message: str
    fields: NotFoundPuzzleNotFoundErrorErrorFields
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message

        fields = self.fields.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "message": message,
                "fields": fields,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.not_found_puzzle_not_found_error_error_fields import (
            NotFoundPuzzleNotFoundErrorErrorFields,  # noqa: PLC0415
        )

        d = dict(src_dict)
        code = NotFoundPuzzleNotFoundErrorErrorCode(d.pop("code"))

        message = d.pop("message")

        fields = NotFoundPuzzleNotFoundErrorErrorFields.from_dict(d.pop("fields"))

        not_found_puzzle_not_found_error_error = cls(
            code=code,
            message=message,
            fields=fields,
        )

        not_found_puzzle_not_found_error_error.additional_properties = d
        return not_found_puzzle_not_found_error_error

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
