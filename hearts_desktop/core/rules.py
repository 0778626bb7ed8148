"""``OptionRules``: what every game's ``Rules`` (a frozen dataclass of options) shares.

A rules value comes from outside as often as from code: a record, the New game form, a
network client. So its fields are checked for their type when it is made (``True`` is not
a number, ``"false"`` is not false), enum options accept their text and become members,
and it is written to and read from plain JSON the same way in every game::

    @dataclass(frozen=True)
    class Rules(OptionRules):
        ENUMS = {"head": Heading}
        target: int | None = 150
        head: Heading = Heading.ALWAYS

        def __post_init__(self) -> None:
            self.check_fields()
            ...                                   # the game's own checks

    Rules.from_dict(Rules().to_dict()) == Rules()

``from_dict`` refuses an unknown option or a bad value with ``RulesError``; a game reads
older or special forms in ``read_options`` and writes extra keys first with ``dict_head``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from enum import StrEnum
from typing import Any, ClassVar, Self, cast

from .cards import Card, Suit
from .errors import RulesError, shown


def json_value(value: Any) -> Any:
    """An option as JSON: an enum as its text, a suit as its letter, a card as its text, a
    tuple as a list."""
    if isinstance(value, Suit):
        return value.letter
    if isinstance(value, StrEnum):
        return value.value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return [str(x) if isinstance(x, Card) else x for x in value]
    return value


class OptionRules:
    """Checks, JSON form and reading of a game's frozen ``Rules`` dataclass."""

    ENUMS: ClassVar[Mapping[str, type[StrEnum]]] = {}
    """The enum options: field name -> enum (text becomes the member)."""
    READ_IGNORES: ClassVar[tuple[str, ...]] = ()
    """Keys ``from_dict`` skips (written for readers, derived when read)."""

    def check_fields(self) -> None:
        """``RulesError`` for a field of the wrong type: a ``bool`` field holds
        ``True``/``False``, an ``int`` field a whole number (``None`` where allowed);
        enum fields given as text become members."""
        for f in dataclasses.fields(cast(Any, self)):
            v = getattr(self, f.name)
            if f.type == "bool" and not isinstance(v, bool):
                raise RulesError(f"{f.name} must be true or false, not {shown(v)}")
            if f.type in ("int", "int | None") and not (
                (isinstance(v, int) and not isinstance(v, bool)) or (v is None and f.type != "int")
            ):
                raise RulesError(f"{f.name} must be a whole number, not {shown(v)}")
        for key, enum in self.ENUMS.items():
            value = getattr(self, key)
            if not isinstance(value, enum):
                member = enum._value2member_map_.get(value) if isinstance(value, str) else None
                if member is None:
                    allowed = ", ".join(m.value for m in enum)
                    raise RulesError(f"{key}: {shown(value)} is not one of {allowed}")
                object.__setattr__(self, key, member)

    # ------------------------------------------------------------------ serialisation
    def dict_head(self) -> dict[str, Any]:
        """Keys written before the options (none)."""
        return {}

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (``json_value`` of every option)."""
        out = self.dict_head()
        for f in dataclasses.fields(cast(Any, self)):
            out[f.name] = json_value(getattr(self, f.name))
        return out

    @classmethod
    def read_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        """The options read, before the rules are made of them (a game's older forms)."""
        return options

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Read ``to_dict`` output; unknown keys or bad values raise ``RulesError``. Missing
        keys take their defaults."""
        if not isinstance(data, Mapping):
            raise RulesError("rules must be an object")
        known = {f.name for f in dataclasses.fields(cast(Any, cls))}
        options = {k: v for k, v in data.items() if k not in cls.READ_IGNORES}
        unknown = set(options) - known
        if unknown:
            raise RulesError(f"unknown rules option(s): {', '.join(sorted(map(str, unknown)))}")
        options = cls.read_options(options)
        try:
            return cls(**options)
        except RulesError:
            raise
        except (TypeError, ValueError) as exc:
            raise RulesError(f"bad rules value: {exc}") from None
