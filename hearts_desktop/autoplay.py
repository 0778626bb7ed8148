"""``--autoplay``: a seeded CPU-only match printed as a hand-by-hand score sheet.

Useful for demos, bug reports and smoke tests: the same rules and seed always print the
same sheet.
"""

from __future__ import annotations

from typing import TextIO

from .games.hearts import (
    HandScored,
    MatchOver,
    MatchState,
    MoonShot,
    Phase,
    QueenOfSpadesPlayed,
    Rules,
    TrickWon,
    apply,
    new_match,
    score_text,
    seat_view,
    seats_to_act,
)
from .games.hearts.bots import RandomBot

SEAT_NAMES_4 = ("South", "West", "North", "East")


def seat_names(players: int) -> tuple[str, ...]:
    if players == 4:
        return SEAT_NAMES_4
    return tuple(f"Seat {i + 1}" for i in range(players))



def play_match(rules: Rules, seed: int, out: TextIO, *, tricks: bool = False,
               max_hands: int | None = None) -> MatchState:
    """Play a CPU-only match and print its score sheet to ``out``."""
    n = rules.players
    names = seat_names(n)
    bots = [RandomBot(seed * 1000 + s) for s in range(n)]
    state = new_match(rules, seed)
    cell = 21 if rules.complex_scoring else 11  # room for "deal (total)"
    width = max(cell, *(len(x) for x in names)) + 1
    out.write(f"Hearts Desktop autoplay  rules: {rules.name}  seed: {seed}  players: {n}\n")
    out.write(f"{'Deal':>4}  {'Pass':<8}" + "".join(f"{x:>{width}}" for x in names) + "  Notes\n")
    notes: list[str] = []
    hands_done = 0
    while state.phase is not Phase.MATCH_OVER:
        seat = seats_to_act(state)[0]
        direction = state.pass_direction
        state, events = apply(state, bots[seat].choose(seat_view(state, seat)))
        for ev in events:
            if isinstance(ev, QueenOfSpadesPlayed):
                pass
            elif isinstance(ev, TrickWon):
                if tricks:
                    cards = " ".join(c.symbol for _, c in ev.plays)
                    out.write(f"      trick {ev.trick_number:>2}: {cards:<24} -> "
                              f"{names[ev.winner]} ({score_text(ev.points)})\n")
                if any(str(c) == "QS" for _, c in ev.plays):
                    notes.append(f"Q♠ to {names[ev.winner]}")
            elif isinstance(ev, MoonShot):
                notes.append(f"{names[ev.seat]} shot the {'sun' if ev.sun else 'moon'}")
            elif isinstance(ev, HandScored):
                cells = "".join(
                    f"{score_text(d) + ' (' + score_text(t) + ')':>{width}}"
                    for d, t in zip(ev.deal_scores, ev.match_scores, strict=True))
                if ev.target_resets:
                    notes.append("target reset: " + ", ".join(names[p] for p in ev.target_resets))
                out.write(f"{ev.deal_number:>4}  {direction:<8}{cells}  {'; '.join(notes)}\n")
                notes = []
                hands_done += 1
            elif isinstance(ev, MatchOver):
                out.write("Final:" + " " * 9 + "".join(
                    f"{score_text(s):>{width}}" for s in ev.match_scores) + "\n")
                out.write("Place:" + " " * 9 + "".join(f"{p:>{width}}" for p in ev.ranking)
                          + "\n")
                won = " and ".join(names[w] for w in ev.winners) or "nobody"
                out.write(f"Winner: {won}\n")
        if max_hands is not None and hands_done >= max_hands:
            out.write(f"Stopped after {hands_done} hand(s).\n")
            break
    return state
