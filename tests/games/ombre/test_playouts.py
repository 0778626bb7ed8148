"""Seeded playouts of every preset and variant, with each option on in turn: the session
ends after its deals, the pot is divided, chips are conserved, and every deal is either
thrown in or scored with a result."""

from __future__ import annotations

import pytest

from hearts_desktop.core.rng import Stream
from hearts_desktop.games.ombre import (
    AntePaid,
    DealScored,
    Phase,
    Result,
    Rules,
    VoleStakesPaid,
    apply,
    legal_actions,
    new_match,
)

CASES = [(name, {}) for name in Rules.preset_names()] + [
    ("ombre", {"all_pass": "forced"}),
    ("ombre", {"gascarola": True, "contrabola": True, "all_pass": "forced"}),
    ("ombre", {"surrender": True, "must_buy": True, "priority": True}),
    ("ombre", {"honour_cap": True, "codille_split": True, "loss_scaled": True}),
    ("ombre", {"deals": None, "chip_target": 40}),
    ("ombre_four", {"sit_out": "opposite", "fourth_plays": True}),
    ("ombre_two", {"removed_suit": "H", "lead_eldest": True}),
    ("quadrille", {"all_pass": "redeal", "dealer_antes": True, "priority": True}),
    ("quintille", {"quintille_literal": True}),
]


@pytest.mark.parametrize(("preset", "changes"), CASES,
                         ids=[f"{p}-{'-'.join(c) or 'default'}" for p, c in CASES])
def test_seeded_playout(preset: str, changes: dict[str, object]) -> None:
    rules = Rules.preset(preset).replace(**changes)
    results = set()
    for seed in range(3):
        state = new_match(rules, seed)
        rng = Stream(seed + 100)
        steps = 0
        pot = state.pot
        while not state.is_over:
            state, events = apply(state, rng.choice(legal_actions(state)))
            steps += 1
            for ev in events:
                if isinstance(ev, (AntePaid, VoleStakesPaid)):
                    pot = ev.pot
                elif isinstance(ev, DealScored):
                    results.add(ev.result)
                    assert sum(ev.net) + (ev.pot - pot) == 0  # chips only change hands
                    pot = ev.pot
            assert steps < 5000
        assert state.phase is Phase.MATCH_OVER and state.pot == 0
        assert sum(state.chips) == rules.start_chips * rules.players
        if rules.deals is not None:
            assert len(state.history) == rules.deals
        else:
            assert rules.chip_target is not None
            assert any(abs(c - rules.start_chips) >= rules.chip_target
                       for c in state.history[-1].chips)
        assert set(state.winners) == {s for s, r in enumerate(state.ranking or ()) if r == 1}
    assert results <= set(Result)
