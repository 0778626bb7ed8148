"""Deal codes: a short text naming one deal of one match (game, rules, seed, deal, seat) that
a person can read aloud, type and share, with a check character that catches a typo.

    code = deal_code("pinochle", rules, seed=7, deal=3, seat=0)   # "P100-2000-007H"
    dc = parse_deal_code(code)      # dc.game, dc.rules, dc.seed, dc.deal, dc.seat
    state = dealt_state(dc)         # that deal alone, exactly those cards (a new table)

The alphabet is Crockford's base 32 (``0-9 A-Z`` without I, L, O, U); a typed ``I`` or
``L`` reads as 1 and ``O`` as 0, lower case is accepted and separators (spaces, ``-``,
``.``, ``_``, ``/``) are ignored. The last symbol is a check over GF(32) (Horner's rule
with the multiplier x, mod x^5 + x^2 + 1): it catches every single wrong symbol and every
swap of two neighbouring symbols.

The format, frozen (golden tests pin it; a code made today deals the same cards forever):

- symbol 1: the game's letter (``core.registry.register_code``: Hearts H, Pinochle P,
  Ombre M); symbol 2: the format.
- format 1, the short form (12 symbols, shown ``XXXX-XXXX-XXXX``): preset index, seat,
  deal - 1, the seed in 6 symbols (30 bits, big end first), the check. For preset rules,
  a seed below 2^30 (``SHORT_SEEDS``), deals 1 to 32 and seats below 32.
- format 2, the long form (anything else): integers as a length symbol then that many
  digits (base preset index, seat, deal, seed), then the rules' difference from that preset
  (their JSON keys that differ, compact JSON, raw deflate with the game's frozen
  dictionary) in 5-bit groups, then the check. Empty difference: the preset itself.

A game supplies its part in ``games/<game>/deal_code.py`` (a ``DealCodeSpec``): the
preset order (append only: a preset's index is part of its codes) and the deflate
dictionary. New matches pick seeds below ``SHORT_SEEDS`` (``ui.setup``), so every preset
match of this program has a short code; a seed from elsewhere (an older record, the
network server) gets the long form.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .registry import code_game, code_letter, get_codec, get_game
from .rng import Stream
from .seats import check_seat

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: the value of a symbol is its index."""
_VALUE = {c: i for i, c in enumerate(ALPHABET)} | {"I": 1, "L": 1, "O": 0}
_SEPARATORS = frozenset(" -._/\t\u2010\u2011\u2012\u2013\u2014\u00a0")

FORMAT_SHORT = 1
FORMAT_LONG = 2
SHORT_SEEDS = 1 << 30
"""Seeds below this fit a short code (six symbols)."""
_SHORT_LEN = 12
_MAX_SEED = (1 << 64) - 1
_MAX_RULES_BYTES = 8192


class DealCodeProblem(StrEnum):
    """What is wrong with a code (the UI says it in the player's language)."""

    EMPTY = "empty"
    BAD_CHARACTER = "bad_character"
    TOO_SHORT = "too_short"
    TYPO = "typo"
    UNKNOWN_GAME = "unknown_game"
    UNKNOWN_FORMAT = "unknown_format"
    BAD_RULES = "bad_rules"
    DAMAGED = "damaged"


class DealCodeError(ValueError):
    """A code that cannot be read; ``problem`` says why, ``data`` the details (``char``,
    ``letter``, ``format``)."""

    def __init__(self, problem: DealCodeProblem, message: str, **data: Any) -> None:
        super().__init__(message)
        self.problem = problem
        self.data = data

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.problem, str(self), self.data))


def _rebuild(problem: DealCodeProblem, message: str, data: dict[str, Any]) -> DealCodeError:
    return DealCodeError(problem, message, **data)


@dataclass(frozen=True)
class DealCodeSpec:
    """A game's part of the deal codes (``games/<game>/deal_code.py``)."""

    presets: tuple[str, ...]
    """Preset names in code order: append only (an index is part of every code made)."""
    zdict: bytes
    """The raw-deflate dictionary of custom rules' JSON: frozen with the format."""
    start: Callable[[Any, int, int], Any]
    """``start(rules, seed, deal)``: deal ``deal`` of the match ``seed`` alone (its dealer,
    its cards), as a state a table can play."""


@dataclass(frozen=True)
class DealCode:
    """A read code: which deal of which match, and the seat it was shared from."""

    game: str
    rules: Any
    seed: int
    deal: int
    seat: int
    code: str = ""
    """The code in its shown form (upper case, grouped)."""


# --------------------------------------------------------------------------- symbols


def _mul_x(v: int) -> int:
    v <<= 1
    return v ^ 0b100101 if v & 32 else v


def _check_value(symbols: list[int]) -> int:
    s = 1
    for d in symbols:
        s = _mul_x(s) ^ d
    return _mul_x(s)


def _int_symbols(n: int) -> list[int]:
    digits: list[int] = []
    while n:
        digits.append(n & 31)
        n >>= 5
    return [len(digits), *reversed(digits)]


def _bytes_symbols(data: bytes) -> list[int]:
    bits = int.from_bytes(data, "big") if data else 0
    count = (len(data) * 8 + 4) // 5
    bits <<= count * 5 - len(data) * 8
    return [(bits >> (5 * (count - 1 - i))) & 31 for i in range(count)]


def _symbols_bytes(symbols: list[int]) -> bytes:
    size = len(symbols) * 5 // 8
    bits = 0
    for s in symbols:
        bits = (bits << 5) | s
    spare = len(symbols) * 5 - size * 8
    if spare >= 5 or bits & ((1 << spare) - 1):
        raise DealCodeError(DealCodeProblem.DAMAGED, "the rules part of the code is damaged")
    return (bits >> spare).to_bytes(size, "big")


def _shown(symbols: list[int]) -> str:
    text = "".join(ALPHABET[s] for s in symbols)
    return "-".join(text[i:i + 4] for i in range(0, len(text), 4))


# --------------------------------------------------------------------------- making


def _rules_data(game: Any, rules: Any) -> dict[str, Any]:
    data = dict(game.rules_to_json(rules))
    data.pop("name", None)
    return data


def deal_code(game_name: str, rules: Any, seed: int, deal: int = 1, seat: int = 0) -> str:
    """The code of deal ``deal`` of the match of ``game_name`` played by ``rules`` from
    ``seed``, shared from ``seat``. ``ValueError`` for a game without codes or numbers
    out of range."""
    game = get_game(game_name)
    spec = get_codec(game_name)
    letter = code_letter(game_name)
    for what, value, top in (("seed", seed, _MAX_SEED), ("deal", deal, 1 << 20)):
        if isinstance(value, bool) or not isinstance(value, int) or not (
                (0 if what == "seed" else 1) <= value <= top):
            raise ValueError(f"a deal code's {what} must be a whole number in range, "
                             f"not {value!r}")
    check_seat(seat, game.players(rules))
    data = _rules_data(game, rules)
    best: tuple[int, int, dict[str, Any]] | None = None
    for index, name in enumerate(spec.presets):
        if name not in game.presets():
            continue
        base = _rules_data(game, game.preset(name))
        diff = {k: v for k, v in data.items() if base.get(k, _MISSING) != v}
        if set(base) - set(data):
            continue  # keys this rules value lacks: not from this preset's shape
        if best is None or len(diff) < len(best[2]):
            best = (index, len(diff), diff)
    if best is None:
        raise ValueError(f"{game_name} has no preset to code its rules by")
    index, _, diff = best
    head = [_VALUE[letter]]
    if not diff and seed < SHORT_SEEDS and deal <= 32 and seat < 32 and index < 32:
        body = [*head, FORMAT_SHORT, index, seat, deal - 1,
                *[(seed >> (5 * k)) & 31 for k in range(5, -1, -1)]]
    else:
        body = [*head, FORMAT_LONG, *_int_symbols(index), *_int_symbols(seat),
                *_int_symbols(deal), *_int_symbols(seed)]
        if diff:
            packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY,
                                      spec.zdict)
            text = json.dumps(diff, separators=(",", ":"), sort_keys=True).encode()
            body += _bytes_symbols(packer.compress(text) + packer.flush())
    return _shown([*body, _check_value(body)])


_MISSING = object()


# --------------------------------------------------------------------------- reading


def normalize_code(text: str) -> list[int]:
    """The symbols of a typed code (case, look-alike letters and separators forgiven)."""
    if not isinstance(text, str):
        raise DealCodeError(DealCodeProblem.EMPTY, "a deal code is text")
    symbols = []
    for ch in text.strip().upper():
        if ch in _SEPARATORS:
            continue
        value = _VALUE.get(ch)
        if value is None:
            raise DealCodeError(DealCodeProblem.BAD_CHARACTER,
                                f"{ch!r} is not a character of deal codes", char=ch)
        symbols.append(value)
    if not symbols:
        raise DealCodeError(DealCodeProblem.EMPTY, "the code is empty")
    return symbols


def parse_deal_code(text: str) -> DealCode:
    """Read a code (``DealCodeError``, a ``ValueError``, says what is wrong: a typo the
    check caught, an unknown game or format, rules this version cannot read)."""
    symbols = normalize_code(text)
    if len(symbols) < 4:
        raise DealCodeError(DealCodeProblem.TOO_SHORT, "the code is too short")
    body, check = symbols[:-1], symbols[-1]
    if _check_value(body) != check:
        raise DealCodeError(DealCodeProblem.TYPO,
                            "the check character does not match: a character is mistyped")
    letter = ALPHABET[body[0]]
    name = code_game(letter)
    if name is None:
        raise DealCodeError(DealCodeProblem.UNKNOWN_GAME,
                            f"no game has the letter {letter}", letter=letter)
    game, spec = get_game(name), get_codec(name)
    form = body[1]
    pos = 2

    def number() -> int:
        nonlocal pos
        if pos >= len(body):
            raise DealCodeError(DealCodeProblem.DAMAGED, "the code ends too early")
        count = body[pos]
        digits = body[pos + 1:pos + 1 + count]
        if len(digits) != count or (digits and digits[0] == 0):
            raise DealCodeError(DealCodeProblem.DAMAGED, "the code's numbers are damaged")
        pos += 1 + count
        value = 0
        for d in digits:
            value = value * 32 + d
        return value

    diff: dict[str, Any] = {}
    if form == FORMAT_SHORT:
        if len(body) != _SHORT_LEN - 1:
            raise DealCodeError(DealCodeProblem.DAMAGED, "a short code has 12 characters")
        index, seat, deal = body[2], body[3], body[4] + 1
        seed = 0
        for d in body[5:11]:
            seed = seed * 32 + d
    elif form == FORMAT_LONG:
        index, seat, deal, seed = number(), number(), number(), number()
        if deal < 1 or seed > _MAX_SEED:
            raise DealCodeError(DealCodeProblem.DAMAGED, "the code's numbers are damaged")
        if pos < len(body):
            diff = _unpack_rules(body[pos:], spec.zdict)
    else:
        raise DealCodeError(DealCodeProblem.UNKNOWN_FORMAT,
                            f"the code has format {ALPHABET[form]}, which this version of "
                            "the program does not know (a newer one made it)",
                            format=ALPHABET[form])
    if index >= len(spec.presets) or spec.presets[index] not in game.presets():
        raise DealCodeError(DealCodeProblem.BAD_RULES,
                            f"the code's rules (preset {index}) are unknown to this version")
    rules = game.preset(spec.presets[index])
    if diff:
        base = dict(game.rules_to_json(rules))
        data = base | diff
        if "name" in base:
            data["name"] = "custom"
        try:
            rules = game.rules_from_json(data)
        except ValueError as exc:
            raise DealCodeError(DealCodeProblem.BAD_RULES,
                                f"the code's rules cannot be read: {exc}") from None
    if seat >= game.players(rules):
        raise DealCodeError(DealCodeProblem.DAMAGED,
                            f"the code names seat {seat} at a table of {game.players(rules)}")
    return DealCode(name, rules, seed, deal, seat, _shown(symbols))


def _unpack_rules(symbols: list[int], zdict: bytes) -> dict[str, Any]:
    raw = _symbols_bytes(symbols)
    try:
        unpacker = zlib.decompressobj(-15, zdict)
        text = unpacker.decompress(raw, _MAX_RULES_BYTES)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise zlib.error("truncated or too long")
        data = json.loads(text.decode())
    except (zlib.error, UnicodeDecodeError, ValueError):
        raise DealCodeError(DealCodeProblem.BAD_RULES,
                            "the code's rules cannot be read by this version") from None
    if not isinstance(data, Mapping) or not data:
        raise DealCodeError(DealCodeProblem.BAD_RULES, "the code's rules cannot be read")
    return dict(data)


DAILY_PURPOSE = 0x44415931
"""The stream purpose of the deal of the day (part of its format: frozen)."""


def day_number(year: int, month: int, day: int) -> int:
    """Days since 1 January of year 1 (proleptic Gregorian, as ``date.toordinal``), without
    the clock: the caller says which day it is."""
    if not (1 <= month <= 12 and year >= 1):
        raise ValueError(f"no day {year}-{month}-{day}")
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    lengths = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    if not 1 <= day <= lengths[month - 1]:
        raise ValueError(f"no day {year}-{month}-{day}")
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400 + sum(lengths[:month - 1]) + day


def daily_deal(game_name: str, year: int, month: int, day: int) -> DealCode:
    """The deal of the day of ``game_name``: the same for every copy of the program on that
    calendar day (derived from the date alone), the game's first preset, deal 1 of a match
    whose seed comes from the game's letter and the day, seen from seat 0."""
    game = get_game(game_name)
    letter = code_letter(game_name)
    ordinal = day_number(year, month, day)
    seed = Stream.derive(ordinal, DAILY_PURPOSE, _VALUE[letter]).below(SHORT_SEEDS)
    rules = game.preset(get_codec(game_name).presets[0])
    return parse_deal_code(deal_code(game_name, rules, seed=seed, deal=1, seat=0))


def dealt_state(dc: DealCode) -> Any:
    """The deal a code names, alone: its dealer and exactly its cards, ready to play."""
    return get_codec(dc.game).start(dc.rules, dc.seed, dc.deal)


__all__ = [
    "ALPHABET", "SHORT_SEEDS", "DealCode", "DealCodeError", "DealCodeProblem", "DealCodeSpec",
    "daily_deal", "day_number", "deal_code", "dealt_state", "normalize_code",
    "parse_deal_code",
]
