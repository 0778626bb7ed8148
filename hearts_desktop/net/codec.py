"""A JSON form of a game's events, seat views and actions, for the network.

Games keep their values as frozen dataclasses of ``Card``s, enums, tuples, frozensets and
numbers; none of that is JSON. ``GameCodec`` turns such values into JSON-ready trees and
back, driven by the dataclasses' fields and their type hints, so a game needs no network
code of its own::

    codec = codec_for(get_game("hearts"))
    tree = codec.encode(event)                  # {"@": "CardPlayed", "seat": 1, "card": "QS", ...}
    assert codec.decode(tree) == event          # the same frozen value, with Card and enums

The JSON form:

- a dataclass is an object whose ``"@"`` names its class (registered by the game's codec;
  nothing else is ever built from a frame), the other keys are its fields;
- a ``Card`` is its text (``"QS"``, ``"10H"``, ``"AH#2"``); an enum member its value;
- tuples, lists and frozensets are arrays (a frozenset sorted); a ``complex`` score is
  ``{"@": "complex", "re": 13, "im": -13}``; ``None``, ``bool``, ``int``, ``float``,
  ``str`` are themselves; a ``dict`` with text keys is an object.

Decoding checks every value against the field's type hint (an ``int`` field refuses
``"3"`` and ``True``, a ``Card`` field refuses ``"ZZ"``, a field missing or unknown fails)
and builds the dataclass through its constructor, so its own validation runs too. Every
failure is a ``CodecError`` (a ``ValueError``).

Which types belong to a game: every dataclass defined in the game's package (its bots
excepted), and every dataclass their type hints name, found when the codec is first made.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import pkgutil
import threading
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from enum import Enum
from typing import Any, Literal, Union, get_args, get_origin

from ..core.cards import Card
from ..core.game import Game

TAG = "@"
"""The key that names a dataclass (or ``"complex"``) in the JSON form."""
COMPLEX = "complex"

MEMO_SIZE = 4096
"""How many encoded values ``GameCodec.encode`` remembers by identity (then it starts over)."""

Decoder = Callable[[Any], Any]


class CodecError(ValueError):
    """A value that has no JSON form here, or JSON that is not a value of the expected type."""


def _where(path: str, message: str) -> CodecError:
    return CodecError(f"{message} at {path}" if path else message)


class GameCodec:
    """Encode and decode one game's values (see the module docstring)."""

    def __init__(self, game_name: str, types_: Iterable[type]) -> None:
        self.game = game_name
        classes = _closure(types_)
        by_name: dict[str, list[type]] = {}
        for cls in classes:
            by_name.setdefault(cls.__name__, []).append(cls)
        self._names: dict[type, str] = {}
        for name, group in by_name.items():
            for cls in group:
                # Two classes of one name (a game's Trick and the core's): both by full name.
                full = f"{cls.__module__}.{cls.__qualname__}"
                self._names[cls] = name if len(group) == 1 else full
        self._classes: dict[str, type] = {v: k for k, v in self._names.items()}
        self._fields: dict[type, tuple[str, ...]] = {
            cls: tuple(f.name for f in dataclasses.fields(cls) if f.init) for cls in classes}
        self._decoders: dict[Any, Decoder] = {}
        self._field_decoders: dict[type, tuple[tuple[str, Decoder, bool], ...]] = {}
        self._lock = threading.RLock()
        self._memo: dict[int, tuple[Any, dict[str, Any]]] = {}
        self._card_text: dict[int, tuple[Card, str]] = {}
        self._by_value: dict[Any, dict[str, Any]] = {}
        self._flat = frozenset(cls for cls in classes if _is_flat(cls))
        """Hashable classes whose fields hold no other dataclass (cards aside)."""
        """Trees of values encoded lately, by identity: a match's views share their rules,
        finished tricks and past deals from one update to the next, and these values are
        frozen. The value is kept with its tree, so its ``id`` is not reused meanwhile."""

    # ------------------------------------------------------------------ registry
    def name_of(self, cls: type) -> str:
        """The tag of a registered dataclass (``CodecError`` for another type)."""
        try:
            return self._names[cls]
        except KeyError:
            raise CodecError(f"{cls.__qualname__} is not a type of the game {self.game!r}"
                             ) from None

    def class_of(self, name: str) -> type:
        try:
            return self._classes[name]
        except (KeyError, TypeError):
            raise CodecError(f"no type {name!r} in the game {self.game!r}") from None

    @property
    def types(self) -> tuple[type, ...]:
        return tuple(self._names)

    # ------------------------------------------------------------------ encode
    def encode(self, value: Any) -> Any:
        """The JSON-ready tree of ``value``. Read-only: trees of values met before are
        reused (by identity, and by value for small values), so parts are shared.

        The value itself is not remembered by identity, only the values inside it: a view is
        made anew for every update, while its rules, finished tricks and past deals are the
        same objects from one update to the next."""
        fields = self._fields.get(type(value))
        if fields is None or type(value) in self._flat:
            return self._encode(value)
        out: dict[str, Any] = {TAG: self._names[type(value)]}
        for name in fields:
            out[name] = self._encode(getattr(value, name))
        return out

    def fields_of(self, value: Any) -> tuple[str, ...] | None:
        """The fields of ``value``'s tree when it is a dataclass of the game (its top-level
        keys besides ``"@"``), else None."""
        return self._fields.get(type(value))

    def encode_part(self, value: Any) -> Any:
        """The tree of one field's value (as inside ``encode``: remembered by identity)."""
        return self._encode(value)

    def _encode(self, value: Any) -> Any:
        t = type(value)
        if value is None or t is str or t is int or t is bool or t is float:
            return value
        if t is Card:
            memo_card = self._card_text.get(id(value))
            if memo_card is not None and memo_card[0] is value:
                return memo_card[1]
            text = str(value)
            if len(self._card_text) >= MEMO_SIZE:
                self._card_text.clear()
            self._card_text[id(value)] = (value, text)
            return text
        if isinstance(value, Card):
            return str(value)
        if isinstance(value, Enum):
            return value.value
        if t is tuple or t is list:
            return [self._encode(v) for v in value]
        fields = self._fields.get(t)
        if fields is not None:
            memo = self._memo.get(id(value))
            if memo is not None and memo[0] is value:
                return memo[1]
            if t in self._flat:
                # A small value (an action, a card played): the same value is often made
                # anew (a view's legal moves), so it is remembered by value too.
                known = self._by_value.get(value)
                if known is not None:
                    return known
                tree = {TAG: self._names[t]}
                for name in fields:
                    tree[name] = self._encode(getattr(value, name))
                if len(self._by_value) >= MEMO_SIZE:
                    self._by_value.clear()
                self._by_value[value] = tree
                return tree
            out: dict[str, Any] = {TAG: self._names[t]}
            for name in fields:
                out[name] = self._encode(getattr(value, name))
            if len(self._memo) >= MEMO_SIZE:
                self._memo.clear()
            self._memo[id(value)] = (value, out)
            return out
        if t is complex:
            re, im = value.real, value.imag
            return {TAG: COMPLEX, "re": int(re) if re.is_integer() else re,
                    "im": int(im) if im.is_integer() else im}
        if t is frozenset or t is set:
            items = [self._encode(v) for v in value]
            with contextlib.suppress(TypeError):  # unorderable items: keep the set's order
                items.sort()
            return items
        if isinstance(value, Mapping):
            out = {}
            for k, v in value.items():
                if not isinstance(k, str) or k == TAG:
                    raise CodecError(f"a mapping key must be text other than {TAG!r}, not {k!r}")
                out[k] = self._encode(v)
            return out
        if dataclasses.is_dataclass(value):
            raise CodecError(f"{t.__qualname__} is not a type of the game {self.game!r}")
        if isinstance(value, (int, str, float)):  # subclasses of the plain types
            return value
        raise CodecError(f"no JSON form for {t.__qualname__} values")

    # ------------------------------------------------------------------ decode
    def decode(self, data: Any, tp: Any = Any) -> Any:
        """The value of type ``tp`` (by default: whatever the ``"@"`` tags say) that ``data``
        encodes; ``CodecError`` if it does not encode one."""
        try:
            return self.decoder(tp)(data)
        except RecursionError:
            raise CodecError("the data is nested too deeply") from None

    def decoder(self, tp: Any) -> Decoder:
        found = self._decoders.get(tp)
        if found is None:
            with self._lock:
                found = self._decoders.get(tp)
                if found is None:
                    found = self._compile(tp)
                    self._decoders[tp] = found
        return found

    def _compile(self, tp: Any) -> Decoder:
        if tp is Any or tp is object:
            return self._decode_any
        if tp is None or tp is type(None):
            return _decode_none
        if tp is bool:
            return _decode_bool
        if tp is int:
            return _decode_int
        if tp is float:
            return _decode_float
        if tp is complex:
            return _decode_complex
        if tp is str:
            return _decode_str
        origin, args = get_origin(tp), get_args(tp)
        if isinstance(tp, type):
            if issubclass(tp, Card):
                return _decode_card
            if issubclass(tp, Enum):
                return _enum_decoder(tp)
            if tp in self._names:
                cls: type = tp
                return lambda data: self._decode_dataclass(data, cls)
            if dataclasses.is_dataclass(tp):
                raise CodecError(f"{tp.__qualname__} is not a type of the game {self.game!r}")
            bare: dict[type, Any] = {tuple: tuple[Any, ...], list: list[Any],
                                     frozenset: frozenset[Any], set: set[Any],
                                     dict: dict[str, Any]}
            if tp in bare:
                return self._compile(bare[tp])
        if origin is Union or origin is types.UnionType:
            return self._union_decoder(args)
        if origin is Literal:
            allowed = args
            return lambda data: _decode_literal(data, allowed)
        if origin is tuple:
            if len(args) == 2 and args[1] is Ellipsis:
                item = self.decoder(args[0])
                return lambda data: tuple(item(v) for v in _need_list(data))
            if args == ((),):  # tuple[()]
                args = ()
            items = tuple(self.decoder(a) for a in args)
            return lambda data: _decode_fixed_tuple(data, items)
        if origin in (list, Sequence):
            item = self.decoder(args[0] if args else Any)
            make: type = list if origin is list else tuple
            return lambda data: make(item(v) for v in _need_list(data))
        if origin in (frozenset, set, AbstractSet):
            item = self.decoder(args[0] if args else Any)
            fs: type = set if origin is set else frozenset
            return lambda data: fs(item(v) for v in _need_list(data))
        if origin in (dict, Mapping):
            value = self.decoder(args[1] if len(args) == 2 else Any)
            return lambda data: {k: value(v) for k, v in _need_object(data).items()}
        raise CodecError(f"no JSON form for the type {tp!r}")

    def _union_decoder(self, args: tuple[Any, ...]) -> Decoder:
        optional = type(None) in args
        classes = tuple(a for a in args if isinstance(a, type) and a in self._names)
        takes_complex = complex in args
        others = tuple(self.decoder(a) for a in args
                       if a is not type(None) and a not in classes)

        def decode_union(data: Any) -> Any:
            if data is None:
                if optional:
                    return None
                raise CodecError("null is not allowed here")
            if isinstance(data, dict) and TAG in data:
                tag = data[TAG]
                if tag == COMPLEX and takes_complex:
                    return _decode_complex(data)
                cls = self.class_of(tag)
                if not any(issubclass(cls, c) for c in classes):
                    raise CodecError(f"a {tag} is not allowed here")
                return self._decode_dataclass(data, cls)
            errors = []
            for decode in others:
                try:
                    return decode(data)
                except CodecError as exc:
                    errors.append(str(exc))
            raise CodecError(f"{_short(data)} is none of the allowed types"
                             + (f" ({'; '.join(errors)})" if errors else ""))

        return decode_union

    def _decode_any(self, data: Any) -> Any:
        """JSON whose type is not declared: tagged objects become their values, arrays
        tuples, other objects dicts."""
        if data is None or isinstance(data, (bool, int, float, str)):
            return data
        if isinstance(data, list):
            return tuple(self._decode_any(v) for v in data)
        if isinstance(data, dict):
            if TAG in data:
                if data[TAG] == COMPLEX:
                    return _decode_complex(data)
                return self._decode_dataclass(data, self.class_of(data[TAG]))
            return {k: self._decode_any(v) for k, v in data.items()}
        raise CodecError(f"{_short(data)} is not JSON")

    def _decode_dataclass(self, data: Any, cls: type) -> Any:
        obj = _need_object(data)
        name = self._names[cls]
        tag = obj.get(TAG)
        if tag != name:
            if tag is None:
                raise CodecError(f"a {name} needs its tag {TAG!r}")
            actual = self.class_of(tag)
            if not issubclass(actual, cls):
                raise CodecError(f"expected a {name}, not a {tag}")
            cls, name = actual, tag
        decoders = self._field_decoders.get(cls)
        if decoders is None:
            decoders = self._compile_fields(cls)
        kwargs: dict[str, Any] = {}
        for field_name, decode, required in decoders:
            if field_name in obj:
                try:
                    kwargs[field_name] = decode(obj[field_name])
                except CodecError as exc:
                    raise CodecError(f"{name}.{field_name}: {exc}") from None
            elif required:
                raise CodecError(f"{name} has no {field_name!r}")
        if len(obj) > len(kwargs) + 1:
            unknown = sorted(set(obj) - set(kwargs) - {TAG})
            if unknown:
                raise CodecError(f"{name} has no field {', '.join(map(repr, unknown))}")
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise CodecError(f"not a valid {name}: {exc}") from None

    def _compile_fields(self, cls: type) -> tuple[tuple[str, Decoder, bool], ...]:
        try:
            hints = typing.get_type_hints(cls)
        except Exception as exc:  # a hint naming a type only imported for type checking
            raise CodecError(f"the fields of {cls.__qualname__} cannot be read: {exc}"
                             ) from None
        out = []
        for f in dataclasses.fields(cls):
            if not f.init:
                continue
            required = (f.default is dataclasses.MISSING
                        and f.default_factory is dataclasses.MISSING)
            out.append((f.name, self.decoder(hints.get(f.name, Any)), required))
        result = tuple(out)
        self._field_decoders[cls] = result
        return result


# ---------------------------------------------------------------------- leaf decoders
def _short(data: Any) -> str:
    text = repr(data)
    return text if len(text) <= 40 else text[:37] + "..."


def _decode_none(data: Any) -> None:
    if data is not None:
        raise CodecError(f"expected null, not {_short(data)}")


def _decode_bool(data: Any) -> bool:
    if not isinstance(data, bool):
        raise CodecError(f"expected true or false, not {_short(data)}")
    return data


def _decode_int(data: Any) -> int:
    if not isinstance(data, int) or isinstance(data, bool):
        raise CodecError(f"expected an integer, not {_short(data)}")
    return data


def _decode_float(data: Any) -> float:
    if not isinstance(data, (int, float)) or isinstance(data, bool):
        raise CodecError(f"expected a number, not {_short(data)}")
    return float(data)


def _decode_str(data: Any) -> str:
    if not isinstance(data, str):
        raise CodecError(f"expected text, not {_short(data)}")
    return data


def _decode_complex(data: Any) -> complex:
    if isinstance(data, (int, float)) and not isinstance(data, bool):
        return complex(data)
    if isinstance(data, dict) and data.get(TAG) == COMPLEX and set(data) == {TAG, "re", "im"}:
        return complex(_decode_float(data["re"]), _decode_float(data["im"]))
    raise CodecError(f"expected a complex number, not {_short(data)}")


def _decode_card(data: Any) -> Card:
    if not isinstance(data, str):
        raise CodecError(f"expected a card, not {_short(data)}")
    try:
        return Card.parse(data)
    except ValueError as exc:
        raise CodecError(str(exc)) from None


def _enum_decoder(enum: type[Enum]) -> Decoder:
    def decode_enum(data: Any) -> Enum:
        if isinstance(data, bool) or not isinstance(data, (str, int)):
            raise CodecError(f"expected a {enum.__name__}, not {_short(data)}")
        try:
            return enum(data)
        except ValueError:
            raise CodecError(f"{_short(data)} is not a {enum.__name__}") from None

    return decode_enum


def _decode_literal(data: Any, allowed: tuple[Any, ...]) -> Any:
    for a in allowed:
        if data == a and type(data) is type(a):
            return a
    raise CodecError(f"{_short(data)} is not one of {allowed!r}")


def _need_list(data: Any) -> list[Any]:
    if not isinstance(data, (list, tuple)):
        raise CodecError(f"expected an array, not {_short(data)}")
    return list(data)


def _need_object(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise CodecError(f"expected an object, not {_short(data)}")
    return data


def _decode_fixed_tuple(data: Any, items: tuple[Decoder, ...]) -> tuple[Any, ...]:
    values = _need_list(data)
    if len(values) != len(items):
        raise CodecError(f"expected {len(items)} items, not {len(values)}")
    return tuple(d(v) for d, v in zip(items, values, strict=True))


# ---------------------------------------------------------------------- type discovery
def _closure(roots: Iterable[type]) -> list[type]:
    """``roots`` and every dataclass their fields' type hints name (``Card`` aside)."""
    seen: dict[type, None] = {}
    todo = [t for t in roots if dataclasses.is_dataclass(t)]
    while todo:
        cls = todo.pop()
        if cls in seen or issubclass(cls, Card):
            continue
        seen[cls] = None
        try:
            hints = typing.get_type_hints(cls)
        except Exception:  # hints only a type checker can read: nothing more to follow
            continue
        for hint in hints.values():
            todo.extend(_dataclasses_in(hint))
    return sorted(seen, key=lambda c: (c.__module__, c.__qualname__))


def _is_flat(cls: type) -> bool:
    """May values of ``cls`` share an encoding when they are equal? Only when equality
    says everything: frozen, compared on every field, no nested dataclass (a card aside),
    no ``Any`` or mutable container, and no field where equal values of two types could
    meet (``1 == True == 1.0 == 1 + 0j``)."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not (params.frozen and params.eq):
        return False
    if any(not f.compare for f in dataclasses.fields(cls)):
        return False
    try:
        hints = typing.get_type_hints(cls)
    except Exception:
        return False
    return all(_plain_hint(h) for h in hints.values())


def _plain_hint(hint: Any) -> bool:
    if hint is Any or hint in (float, complex, list, dict, set):
        return False
    if isinstance(hint, type):
        return not dataclasses.is_dataclass(hint) or issubclass(hint, Card)
    origin, args = get_origin(hint), get_args(hint)
    if origin in (list, dict, set, Mapping):
        return False
    if (origin is Union or origin is types.UnionType) and bool in args and int in args:
        return False
    return all(_plain_hint(a) for a in args if a is not Ellipsis)


def _dataclasses_in(hint: Any) -> Iterable[type]:
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        yield hint
    for arg in get_args(hint):
        yield from _dataclasses_in(arg)


def game_types(game: Game) -> list[type]:
    """Every dataclass of ``game``'s package (bots excepted) and what their hints name."""
    module = type(game).__module__
    package_name = module.rpartition(".")[0] or module
    package = importlib.import_module(package_name)
    modules = [importlib.import_module(module)]
    path = getattr(package, "__path__", None)
    if path is not None:
        for info in pkgutil.walk_packages(path, package_name + "."):
            if ".bots" in info.name[len(package_name):]:
                continue
            modules.append(importlib.import_module(info.name))
    found: dict[type, None] = {}
    for mod in modules:
        for value in vars(mod).values():
            if (isinstance(value, type) and dataclasses.is_dataclass(value)
                    and value.__module__ == mod.__name__):
                found[value] = None
    found.update(dict.fromkeys(_EXTRA.get(game.name, ())))
    return list(found)


_EXTRA: dict[str, tuple[type, ...]] = {}
_CODECS: dict[str, GameCodec] = {}
_CODECS_LOCK = threading.Lock()


def register_types(game_name: str, *types_: type) -> None:
    """Add dataclasses a game's events or views use that live outside its package."""
    _EXTRA[game_name] = (*_EXTRA.get(game_name, ()), *types_)
    with _CODECS_LOCK:
        _CODECS.pop(game_name, None)


def codec_for(game: Game) -> GameCodec:
    """The (cached) codec of ``game``."""
    codec = _CODECS.get(game.name)
    if codec is None:
        with _CODECS_LOCK:
            codec = _CODECS.get(game.name)
            if codec is None:
                codec = GameCodec(game.name, game_types(game))
                _CODECS[game.name] = codec
    return codec


def encode_detail(codec: GameCodec, data: Mapping[str, Any]) -> dict[str, Any]:
    """An ``IllegalActionError``'s data as JSON, each value in its JSON form if it has one
    and as text otherwise (the data only explains the error)."""
    out: dict[str, Any] = {}
    for key, value in data.items():
        try:
            out[str(key)] = codec.encode(value)
        except CodecError:
            out[str(key)] = str(value)
    return out
