"""``bench engine``: random hands through the reference engine and through the fast path.

A "hand" is one complete deal: shuffle and deal, a random pass under the deal's pass plan
(3 cards to the left for deal 1 of ``classic``), random legal plays until the last trick,
and the deal scores (spec section 10, moon included).

The reference driver here follows the fast path's random-choice conventions
(``engine.fast`` module notes), so with the same stream both paths play the same cards;
``tests/engine/test_fast.py`` relies on that.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..games.hearts import fast
from ..games.hearts.actions import ChooseMoon, ChoosePass, PassCards, PlayCard
from ..games.hearts.cards import Card
from ..games.hearts.events import HandScored, TrickWon
from ..games.hearts.game import apply, deal_cards, legal_cards, start_hand
from ..games.hearts.rng import PURPOSE_DEAL, Stream
from ..games.hearts.rules import Rules, Score
from ..games.hearts.state import MatchState, PassPlan, Phase
from .common import median

# --------------------------------------------------------------------------- reference path


def reference_pass(state: MatchState, seat: int, stream: Stream) -> PassCards:
    """A random pass for ``seat``: the fast path's convention (``fast.random_pass``): per
    group of the plan, one draw over ``itertools.combinations`` of the passable cards."""
    rules = state.rules
    remaining = list(state.hands[seat])
    chosen: list[Card] = []
    for _, count in state.pass_plan or ():
        pool = [c for c in remaining if c not in rules.pass_ban]
        if len(pool) < count:
            banned = [c for c in remaining if c in rules.pass_ban]
            need = count - len(pool)
            options = list(itertools.combinations(banned, need))
            give = sorted(pool + list(options[fast.choose_index(stream, len(options))]))
        else:
            options = list(itertools.combinations(pool, count))
            give = list(options[fast.choose_index(stream, len(options))])
        for c in give:
            remaining.remove(c)
        chosen.extend(give)
    return PassCards(seat, tuple(chosen))


@dataclass
class ReferenceResult:
    scores: tuple[Score, ...]
    winners: list[int]
    """The winner of each trick, in order."""
    plays: list[Card]
    state: MatchState


def finish_reference(state: MatchState, stream: Stream, *, pass_plan: PassPlan | None = None,
                     moon_choice: str = "others") -> ReferenceResult:
    """Play ``state`` to the end of the deal through ``apply``: random passes and uniformly
    random legal cards (``legal_cards`` order, ``fast.choose_index``). Returns the deal
    scores of the ``HandScored`` event."""
    winners: list[int] = []
    plays: list[Card] = []
    while True:
        phase = state.phase
        if phase is Phase.PLAYING:
            legal = legal_cards(state)
            card = legal[fast.choose_index(stream, len(legal))]
            assert state.to_move is not None
            state, events = apply(state, PlayCard(state.to_move, card))
            plays.append(card)
        elif phase is Phase.PASSING:
            seat = next(s for s, g in enumerate(state.pass_given) if g is None)
            state, events = apply(state, reference_pass(state, seat, stream))
        elif phase is Phase.CHOOSING_PASS:
            if pass_plan is None:
                raise ValueError("dealer's choice: give the pass plan")
            state, events = apply(state, ChoosePass(state.dealer, pass_plan))
        elif phase is Phase.MOON_CHOICE:
            assert state.shooter is not None
            state, events = apply(state, ChooseMoon(state.shooter, moon_choice))
        else:
            raise ValueError(f"no hand in progress ({phase.value})")
        for e in events:
            if isinstance(e, TrickWon):
                winners.append(e.winner)
            elif isinstance(e, HandScored):
                return ReferenceResult(e.deal_scores, winners, plays, state)


def reference_hand(rules: Rules, seed: int, *, deal_number: int = 1, dealer: int | None = None,
                   pass_plan: PassPlan | None = None, moon_choice: str = "others"
                   ) -> ReferenceResult:
    """One random hand through the reference engine: ``deal_cards`` + ``start_hand`` +
    ``apply``. Uses the stream ``Stream.derive(seed, PURPOSE_DEAL, deal_number)`` after the
    shuffle, so ``fast.random_hand(rules, Stream.derive(seed, PURPOSE_DEAL, deal_number))``
    plays the very same hand."""
    n = rules.players
    if dealer is None:
        dealer = n - 1
    hands, rest = deal_cards(rules, seed, deal_number, dealer)
    stream = Stream.derive(seed, PURPOSE_DEAL, deal_number)
    stream.shuffled(rules.deck())  # advance past the shuffle deal_cards made
    # Under dealer's choice the plan is chosen with ChoosePass; otherwise it is given here.
    direction = pass_plan if fast.deal_plan(rules, deal_number) is not None else None
    state = start_hand(rules, hands, direction, dealer=dealer, leftover=rest,
                       deal_number=deal_number)
    return finish_reference(state, stream, pass_plan=pass_plan, moon_choice=moon_choice)


# --------------------------------------------------------------------------- benchmark

TARGET_HANDS_PER_SECOND = 7000
"""Random 4-player hands a second that OpenSpiel's C++ Hearts engine, driven from Python,
reaches on the 2-core development machine: the goal for the fast path."""


def _reference_batch(rules: Rules, count: int, first_seed: int) -> int:
    """``count`` hands: ``deal_cards`` + ``start_hand``, then random passes and plays
    through ``apply``. Returns the number of cards played."""
    stream = Stream(first_seed)
    dealer = rules.players - 1
    plays = 0
    for i in range(count):
        hands, rest = deal_cards(rules, first_seed + i, 1, dealer)
        state = start_hand(rules, hands, dealer=dealer, leftover=rest)
        plays += len(finish_reference(state, stream).plays)
    return plays


def _fast_batch(rules: Rules, count: int, first_seed: int) -> int:
    """``count`` hands through ``fast.random_hand`` on one stream."""
    stream = Stream(first_seed)
    tab = fast.fast_rules(rules)
    random_hand = fast.random_hand
    for _ in range(count):
        random_hand(tab, stream)
    return count * tab.players * tab.hand_size


@dataclass
class Measure:
    name: str
    hands_per_second: list[float]
    plays_per_hand: float

    @property
    def median(self) -> float:
        return median(self.hands_per_second)


BATCHES: dict[str, tuple[Callable[[Rules, int, int], int], int]] = {
    "reference": (_reference_batch, 5),
    "fast": (_fast_batch, 200),
}


def measure_path(name: str, rules: Rules, runs: int, seconds: float) -> Measure:
    """``runs`` timed runs of about ``seconds`` each (whole batches of hands); every run
    uses new deals."""
    batch, chunk = BATCHES[name]
    batch(rules, chunk, 10**9)  # warm-up: tables, caches
    rates: list[float] = []
    plays = hands = 0
    seed = 1
    for _ in range(runs):
        done = 0
        start = time.perf_counter()
        while True:
            plays += batch(rules, chunk, seed)
            seed += chunk
            done += chunk
            elapsed = time.perf_counter() - start
            if elapsed >= seconds:
                break
        hands += done
        rates.append(done / elapsed)
    return Measure(name, rates, plays / hands)
