"""The deal summaries the score sheet reads say what the deal's ``DealScored`` said: primeras,
vole and a failed vole included."""

from __future__ import annotations

from hearts_desktop.games.ombre import DealScored, Rules, apply, new_match, seat_view
from hearts_desktop.games.ombre.bots import make_bot


def test_summaries_carry_primeras_and_vole_as_scored() -> None:
    seen = {"primeras": 0, "vole": 0, "failed_vole": 0}
    for seed in range(6):
        state = new_match(Rules.preset("ombre").replace(deals=8), seed)
        bots = [make_bot("antoine", seed * 10 + s) for s in range(3)]  # goes on for the vole
        scored: list[DealScored] = []
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            state, events = apply(state, bots[seat].choose(seat_view(state, seat)))
            scored += [e for e in events if isinstance(e, DealScored)]
        played = [s for s in state.history if not s.thrown_in]
        assert [s.deal_number for s in played] == [e.deal_number for e in scored]
        for summary, event in zip(played, scored, strict=True):
            assert (summary.primeras, summary.vole, summary.failed_vole) == (
                event.primeras, event.vole, event.failed_vole)
            for key in seen:
                seen[key] += getattr(summary, key)
    assert seen["primeras"] + seen["vole"] + seen["failed_vole"] > 0
