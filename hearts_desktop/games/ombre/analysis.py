"""What the history keeps of an Ombre match besides its record, found by replaying it once
(events, not guesses).

Per deal (``DealResult.facts``): ``ombre`` (seat or None for a thrown-in deal),
``contract``, ``trump`` (suit letter), ``forced`` (None, "spadille", "basto", "fourth"),
``partner`` (Quadrille), ``tricks`` per seat, ``result`` ("sacada", "puesta", "codille",
"draw" or None), ``codille_winner``, ``vole``, ``failed_vole``, ``primeras``,
``honours_with``, ``honours_without``, ``value`` (G or Quadrille's V), ``paid`` (chips each
seat won or lost in the settlement), ``pot`` (after the deal), ``thrown_in``.
``DealResult.points`` is each seat's chip change in the deal (ante included) and
``totals`` the chips after it.

Per match (``MatchAnalysis.facts``), per seat: ``contracts_played``, ``contracts_won``,
``codilles_won`` (as the defender who took codille), ``codilles_lost`` (as ombre),
``voles``, ``chips_won`` (final chips minus the starting chips).
"""

from __future__ import annotations

from typing import Any

from ...core.game import DealResult, MatchAnalysis
from .contracts import Result
from .engine import apply
from .events import AntePaid, DealScored, DealThrownIn
from .record import MatchRecord, initial_state
from .scoring import competition_ranking


def analyse(record: MatchRecord) -> MatchAnalysis:
    """Replay ``record`` (legal: it was validated before) and collect what the history keeps."""
    state = initial_state(record)
    rules = record.rules
    n = rules.players
    deals: list[DealResult] = []
    played = [0] * n
    won = [0] * n
    codilles_won = [0] * n
    codilles_lost = [0] * n
    voles = [0] * n
    before = list(state.chips_before)
    for action in record.actions:
        state, events = apply(state, action)
        for ev in events:
            if isinstance(ev, AntePaid):
                before = [c + sum(p.amount for p in ev.payments if p.payer == s)
                          for s, c in enumerate(ev.chips)]
            elif isinstance(ev, DealThrownIn):
                summary = state.history[-1] if state.history else None
                chips = summary.chips if summary is not None else state.chips
                change = tuple(c - b for c, b in zip(chips, before, strict=True))
                facts: dict[str, Any] = {"ombre": None, "contract": None, "trump": None,
                                         "forced": None, "partner": None,
                                         "tricks": (0,) * n, "result": None,
                                         "codille_winner": None, "vole": False,
                                         "failed_vole": False, "primeras": False,
                                         "honours_with": 0, "honours_without": 0,
                                         "value": 0, "paid": (0,) * n,
                                         "pot": summary.pot if summary else state.pot,
                                         "thrown_in": True}
                deals.append(DealResult(ev.deal_number, change, tuple(chips), facts))
            elif isinstance(ev, DealScored):
                change = tuple(c - b for c, b in zip(ev.chips, before, strict=True))
                facts = {"ombre": ev.ombre, "contract": ev.contract.value,
                         "trump": ev.trump.letter,
                         "forced": ev.forced.value if ev.forced else None,
                         "partner": ev.partner, "tricks": tuple(ev.tricks),
                         "result": ev.result.value, "codille_winner": ev.codille_winner,
                         "vole": ev.vole, "failed_vole": ev.failed_vole,
                         "primeras": ev.primeras, "honours_with": ev.honours_with,
                         "honours_without": ev.honours_without, "value": ev.value,
                         "paid": tuple(ev.net), "pot": ev.pot, "thrown_in": False}
                deals.append(DealResult(ev.deal_number, change, tuple(ev.chips), facts))
                played[ev.ombre] += 1
                if ev.result is Result.SACADA and not ev.failed_vole:
                    won[ev.ombre] += 1
                if ev.result is Result.CODILLE:
                    codilles_lost[ev.ombre] += 1
                    if ev.codille_winner is not None:
                        codilles_won[ev.codille_winner] += 1
                if ev.vole:
                    voles[ev.ombre] += 1
    chips = tuple(state.chips)
    ranking = state.ranking if state.ranking is not None else competition_ranking(chips)
    return MatchAnalysis(
        game="ombre", rules_name=rules.name, deals=tuple(deals), final_scores=chips,
        ranking=tuple(ranking), higher_is_better=True,
        facts={"contracts_played": tuple(played), "contracts_won": tuple(won),
               "codilles_won": tuple(codilles_won), "codilles_lost": tuple(codilles_lost),
               "voles": tuple(voles),
               "chips_won": tuple(c - rules.start_chips for c in chips)})
