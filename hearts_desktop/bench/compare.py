"""``python -m hearts_desktop.bench compare A.jsonl [B.jsonl]``: read ``bench ai`` records
without playing.

With one record: its table and verdicts, as ``bench ai`` prints them for a finished run,
whatever the record holds so far (a record that is still being played can be read: the
file is only read, and an unfinished last line is left out).

With two records of the same deals (the same rules and deal seed; the matchups and bot
settings may differ): both tables on the deals the two have in common, then the paired
difference B - A of the entrant's relative points per deal, with its 95% interval, and the
number of deals on which both played exactly the same hands. This is the A/B test of a
change to a bot: each deal's cards are the same on both sides, so the luck of the cards
cancels; with deterministic bots (``--samples``, ``--expert-samples``) a deal on which the
change altered no decision gives the same scores on both sides and a difference of 0, so
the interval narrows to what the change does.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .ai import field_name, parse_matchup, timed
from .duplicate import DealResult, Summary, deal_from_dict
from .duplicate import paired as paired_difference
from .hearts import HEARTS, hand_from_dict
from .record import RecordError, read_record

__all__ = ["MoonSplit", "Paired", "add_options", "compare", "load", "moon_split", "paired",
           "run"]

_SAME_DEALS = ("rules", "seed")
"""Setup keys that decide the cards of deal d: two records compare only if they agree."""


@dataclass
class Loaded:
    """A record read back: its file, setup and deals (by deal number)."""

    path: Path
    setup: dict[str, Any]
    deals: dict[int, DealResult]
    unfinished: bool

    @property
    def matchup(self) -> tuple[str, str]:
        return parse_matchup(HEARTS, str(self.setup.get("matchup", "")), self.setup.get("field"))

    def chosen(self, numbers: Sequence[int] | None = None) -> list[DealResult]:
        """The deals ``numbers`` (default: every recorded deal), in that order."""
        return [self.deals[d] for d in (sorted(self.deals) if numbers is None else numbers)]

    def sides(self, numbers: Sequence[int] | None = None) -> list[Summary]:
        """The entrant's and the field's summaries over ``numbers`` (default: every
        recorded deal)."""
        chosen = self.chosen(numbers)
        entrant, opponent = self.matchup
        return [HEARTS.summarise(entrant, chosen, True),
                HEARTS.summarise(f"{field_name(opponent, self.setup.get('field'))} (field)",
                                 chosen, False)]


@dataclass
class Paired:
    """B - A on the deals two records share."""

    deals: int
    mean: float
    ci: float
    identical: int
    """Deals on which both records hold exactly the same hands (scores, shooter, Q♠)."""


@dataclass
class MoonSplit:
    """The entrant's relative points per hand, split by who shot the moon in the hand:
    the three parts add up to its ``rel``. It shows where a level wins or loses its points
    (its own shots, the others' shots, or the ordinary hands)."""

    own_shot: float
    other_shot: float
    no_shot: float
    hands: int


def moon_split(results: Sequence[DealResult]) -> MoonSplit:
    """The entrant's rel per hand over ``results``, split by who shot the moon."""
    parts = [0.0, 0.0, 0.0]
    hands = 0
    for result in results:
        for h in result.hands:
            part = 2 if h.shooter is None else (0 if h.shooter == h.seat else 1)
            parts[part] += HEARTS.relative(h.scores, h.seat)
            hands += 1
    if not hands:
        return MoonSplit(math.nan, math.nan, math.nan, 0)
    return MoonSplit(parts[0] / hands, parts[1] / hands, parts[2] / hands, hands)


def load(path: str | Path) -> Loaded:
    """The record at ``path``; ``SystemExit`` with a message if it cannot be used."""
    try:
        data = read_record(path)
    except RecordError as exc:
        raise SystemExit(f"bench compare: {exc}") from None
    if data.setup is None:
        raise SystemExit(f"bench compare: {path} holds no recorded deal")
    try:
        deals = {d: deal_from_dict(row, hand_from_dict) for d, row in data.rows.items()}
    except (KeyError, TypeError, ValueError) as exc:
        raise SystemExit(f"bench compare: the record {path} has a deal that cannot be read "
                         f"({exc!r})") from None
    try:
        parse_matchup(HEARTS, str(data.setup.get("matchup", "")), data.setup.get("field"))
    except SystemExit:
        raise SystemExit(f"bench compare: {path} names no matchup of bench ai "
                         f"({data.setup.get('matchup')!r})") from None
    return Loaded(Path(path), data.setup, deals, data.unfinished)


def _hands_key(result: DealResult) -> list[tuple[Any, ...]]:
    return [(h.seat, tuple(h.scores), h.shooter, h.queen) for h in result.hands]


def paired(a: Loaded, b: Loaded) -> Paired:
    """The entrant's relative points per deal, B - A, over the deals both hold."""
    differs = [k for k in _SAME_DEALS if a.setup.get(k) != b.setup.get(k)]
    if differs:
        raise SystemExit("bench compare: the two records are not on the same deals ("
                         + ", ".join(f"{k}: {a.setup.get(k)!r} against {b.setup.get(k)!r}"
                                     for k in differs) + ")")
    common = sorted(set(a.deals) & set(b.deals))
    per_a, per_b = (r.sides(common)[0].per_deal for r in (a, b))
    identical = sum(_hands_key(a.deals[d]) == _hands_key(b.deals[d]) for d in common)
    mean, ci = paired_difference(per_a, per_b)
    return Paired(len(common), mean, ci, identical)


def _setup_line(loaded: Loaded) -> str:
    s = loaded.setup
    parts = [f"{s.get('matchup')}", f"rules {s.get('rules')}", f"seed {s.get('seed')}"]
    kinds = loaded.matchup
    keys = {"hard": ("budget_ms", "samples"), "expert": ("expert_budget_ms", "expert_samples"),
            "ismcts": ("ismcts_simulations", "open_spiel")}
    shown = [k for kind, ks in keys.items() if kind in kinds for k in ks] + ["wall_ms", "field"]
    for key in shown:
        if s.get(key) is not None:
            parts.append(f"{key} {s[key]}")
    options = s.get("entrant_options") or {}
    if options:
        parts.append("entrant options " + ", ".join(f"{k}={v}" for k, v in
                                                     dict(options).items()))
    parts.append(f"code {s.get('code')}")
    return "; ".join(parts)


def _table(loaded: Loaded, numbers: Sequence[int] | None, label: str) -> list[str]:
    count = len(loaded.deals) if numbers is None else len(numbers)
    lines = [f"{label}{loaded.path}: {count} deal(s); {_setup_line(loaded)}"]
    if loaded.unfinished:
        lines.append("  (its last line is unfinished, a run is writing it or was killed: "
                     "left out)")
    sides = loaded.sides(numbers)
    lines += HEARTS.format_table(sides)
    entrant, opponent = loaded.matchup
    setup = loaded.setup
    split = moon_split(loaded.chosen(numbers))
    lines.append(f"{entrant}'s rel per hand by who shot the moon: {entrant} "
                 f"{split.own_shot:+.2f}, an opponent {split.other_shot:+.2f}, nobody "
                 f"{split.no_shot:+.2f} (together {sides[0].relative:+.2f})")
    lines += HEARTS.verdicts(entrant, opponent, sides[0],
                             timed(entrant, setup.get("samples"), setup.get("expert_samples")))
    return lines


def compare(paths: Sequence[str | Path]) -> list[str]:
    """The report's lines for one record or two."""
    records = [load(p) for p in paths]
    if len(records) == 1:
        return _table(records[0], None, "")
    a, b = records
    result = paired(a, b)
    if not result.deals:
        raise SystemExit(f"bench compare: {a.path} and {b.path} have no deal in common")
    common = sorted(set(a.deals) & set(b.deals))
    lines = [*_table(a, common, "A: "), "", *_table(b, common, "B: "), ""]
    if math.isinf(result.ci):
        interval = "no interval from one deal"
    else:
        interval = f"95% CI [{result.mean - result.ci:+.2f}, {result.mean + result.ci:+.2f}]"
    lines.append(f"paired, B - A, the entrant's rel per deal over {result.deals} common "
                 f"deal(s): {result.mean:+.2f} ({interval}); the same hands on both sides "
                 f"in {result.identical} deal(s). Below 0: B scored better.")
    return lines


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("records", nargs="+", metavar="RECORD",
                        help="one bench ai record (--record PATH) to report on, or two of "
                             "the same deals to compare (B - A)")


def run(args: argparse.Namespace) -> int:
    if len(args.records) > 2:
        raise SystemExit("bench compare: give one record, or two to compare")
    for line in compare(args.records):
        print(line)
    return 0
