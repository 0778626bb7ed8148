"""How the history database writes a game's values into its columns and reads them back:
scores (a complex score is ``[real, imag]``), facts (JSON; a list with one entry per seat is
per seat), partnerships (a team index per seat), times (ISO 8601 with a time zone)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from ..core.game import DealResult, Score


def score_json(score: Score) -> Any:
    if isinstance(score, complex):
        return [round(score.real), round(score.imag)]
    return score


def score_from_json(value: Any) -> Score:
    if isinstance(value, list):
        return complex(value[0], value[1])
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"not a score: {value!r}")
    return int(value)


def parts(score: Score) -> tuple[int, int]:
    if isinstance(score, complex):
        return round(score.real), round(score.imag)
    return int(score), 0


def score(real: int, imag: int, is_complex: bool) -> Score:
    return complex(real, imag) if is_complex else real


def fact_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def fact_value(text: str) -> Any:
    def tuples(v: Any) -> Any:
        if isinstance(v, list):
            return tuple(tuples(x) for x in v)
        if isinstance(v, dict):
            return {k: tuples(x) for k, x in v.items()}
        return v

    return tuples(json.loads(text))


def team_index(teams: Sequence[Sequence[int]], seats: int) -> list[int | None]:
    index: list[int | None] = [None] * seats
    for t, members in enumerate(teams):
        for seat in members:
            if isinstance(seat, int) and 0 <= seat < seats:
                index[seat] = t
    return index


def teams_of(index: Iterable[tuple[int, int | None]]) -> tuple[tuple[int, ...], ...]:
    groups: dict[int, list[int]] = {}
    for seat, team in index:
        if team is not None:
            groups.setdefault(team, []).append(seat)
    return tuple(tuple(sorted(groups[t])) for t in sorted(groups))


def split_deal_facts(deals: Sequence[DealResult], seats: int
                      ) -> tuple[list[tuple[int, str, str]], list[list[int | None]]]:
    """Per deal: its facts as rows, and each seat's side when the deal names its sides
    (the fact ``"teams"``: seat tuples, e.g. Ombre's declarer against the defenders)."""
    rows: list[tuple[int, str, str]] = []
    sides: list[list[int | None]] = []
    for deal in deals:
        facts: Mapping[str, Any] = deal.facts
        teams = facts.get("teams")
        sides.append(team_index(teams, seats) if isinstance(teams, (list, tuple))
                     else [None] * seats)
        rows += [(deal.deal_number, name, fact_json(value))
                 for name, value in facts.items() if name != "teams"]
    return rows, sides


def parse_time(text: Any) -> datetime | None:
    if text is None:
        return None
    when = datetime.fromisoformat(text)
    if when.tzinfo is None:
        raise ValueError(f"a time without a time zone: {text!r}")
    return when
