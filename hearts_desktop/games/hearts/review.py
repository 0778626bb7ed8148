"""The coach's Hearts evaluator (issue 31; the driver is ``core.review``, docs/coach.md).

Each decision is judged from the seat's view alone: ``worlds`` deals of the hidden cards
consistent with it are sampled by the search players' own sampler
(``bots.knowledge.MaskSampler``: the own hand, the cards it passed and got, the voids
shown, the cards played), and every option is played out to the end of the hand in the
same worlds (paired) by Hard's rollout player (``bots.rollout.moon_playout`` with
stoppers: the Normal-like policy, shooters that play to take every trick, seats that keep
a stopper heart against a moon). The value of an option in a world is minus the seat's
penalty points of the hand as the fast path scores it (``fast.score``: a moon made by
another seat adds its value to the seat; a moon made by the seat itself counts 0, its
choice "others").

- The pass: the candidates are the passes Hard's pass search plays out
  (``bots.hard.pass_candidates``: Normal's pass and the passes made of Normal's most
  wanted cards, ``PASS_CANDIDATES`` in all) and the pass made; in every world the other
  seats pass as Normal would with their sampled hands (``bots.hard.model_pass``), the
  same in every option.
- A card: every legal card; cards of equal value (``bots.hard.equivalence_classes``) are
  played out once and share their values (no cost between them).
- The moon choice ("add 26 to the others" or "take 26 off"): both lower the seat's score
  relative to the others alike, so it is judged by the relative deal score plus a match
  won or lost when the choice ends the match (``bots.hard.Utility``), exactly (one world).
- The dealer's choice of a pass scheme, a time-out and leaving the table are no decisions
  the coach reviews (``decision_kind`` None).

Hindsight (``evaluate_known``): the true deal (and the passes already made; the others'
passes still to come as Normal would make them), one world: the playout is deterministic.

Rules the fast path does not play (Kitty, Hi-Lo jokers, Cancellation, Complex scoring:
``fast.supports``) have no coach: ``NotImplementedError``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.review import Cancel, Evaluation, Thresholds, check_cancel
from ...core.rng import Stream
from . import fast
from .actions import Action, ChooseMoon, PassCards, PlayCard
from .bots.hard import (
    Utility,
    equivalence_classes,
    model_pass,
    normal_pass_order,
    pass_candidates,
    pass_masks,
    start_position,
)
from .bots.knowledge import Knowledge, MaskSampler
from .bots.rollout import ALL_SEATS, SHOOTER_SHARE, moon_playout
from .cards import Card
from .state import MatchState, Phase
from .view import SeatView, seat_view

THRESHOLDS = Thresholds(inaccuracy=1.0, mistake=3.0, blunder=8.0)
"""In Hearts penalty points of the hand: a heart given away is an inaccuracy, three hearts
(or a trick that hands the lead into a queen's reach) a mistake, the Q♠ kept or a moon let
through (8 and more) a blunder (docs/coach.md)."""



def thresholds(rules: Any) -> Thresholds:
    """``THRESHOLDS`` scaled by the pack's penalty points against the classic 26 (the moon
    value: Basic's 13 halves them, Pink Lady's 38 and Spot's 129 raise them); rules the
    fast path does not play keep ``THRESHOLDS``."""
    if not fast.supports(rules):
        return THRESHOLDS
    scale = fast.fast_rules(rules).moon_value / 26
    if scale == 1:
        return THRESHOLDS
    return Thresholds(THRESHOLDS.inaccuracy * scale, THRESHOLDS.mistake * scale,
                      THRESHOLDS.blunder * scale)


DEFAULT_WORLDS = 400
"""Sampled worlds per decision (docs/benchmarks.md, "the coach": the ranking of the first
two choices and the speed at this budget)."""

PASS_CANDIDATES = 12
"""Passes played out besides the one made (Hard's pass search plays as many)."""

Hands = tuple[tuple[tuple[str, ...], ...], dict[str, tuple[str, ...]]]


def decision_kind(action: Any) -> str | None:
    """"pass", "card", "moon"; None for what the coach does not review (the dealer's
    choice of a scheme, a time-out, leaving the table)."""
    if isinstance(action, PassCards):
        return "pass"
    if isinstance(action, PlayCard):
        return "card"
    if isinstance(action, ChooseMoon):
        return "moon"
    return None


def candidates(view: SeatView, legal: Sequence[Action], played: Action) -> list[Action]:
    """Every legal card or moon option; for the pass Hard's candidates, the pass made in
    the place of the candidate with the same cards."""
    if view.phase is not Phase.PASSING or not isinstance(played, PassCards):
        return list(legal)
    _need_fast(view.rules)
    out: list[Action] = list(pass_candidates(view, normal_pass_order(view), PASS_CANDIDATES))
    groups = _groups(view, played)
    return [played if isinstance(a, PassCards) and _groups(view, a) == groups else a
            for a in out]


def _groups(view: SeatView, action: PassCards) -> list[tuple[int, int]]:
    return pass_masks(view, action)


def _need_fast(rules: Any) -> None:
    if not fast.supports(rules):
        raise NotImplementedError(
            "the Hearts coach plays one pack without jokers: not Kitty, Hi-Lo, "
            "Cancellation or Complex scoring")


def _text(mask: int) -> tuple[str, ...]:
    return tuple(str(c) for c in fast.cards_of(mask))


def _playout(pos: fast.Position, trace: list[int] | None = None) -> tuple[int, ...]:
    return moon_playout(pos, SHOOTER_SHARE, ALL_SEATS, trace)


def _plays(pos: fast.Position, trace: Sequence[int]) -> list[Action]:
    """The traced cards as actions (who played each, from ``pos`` on)."""
    p = pos.copy()
    out: list[Action] = []
    for c in trace:
        seat = p.to_move
        fast.play(p, c, check=False)
        out.append(PlayCard(seat, Card.from_index(c)))
    return out


# --------------------------------------------------------------------------- cards


def _card_evaluation(seat: int, options: Sequence[Action], worlds: list[fast.Position],
                     live: fast.Position, cancel: Cancel | None) -> Evaluation:
    cards = [a.card.index for a in options if isinstance(a, PlayCard)]
    if len(cards) != len(options):
        raise ValueError("a card decision's options are card plays")
    classes = equivalence_classes(live, sorted(set(cards)))
    rep = {c: cl[0] for cl in classes for c in cl}
    reps = sorted(set(rep.values()))
    by_rep: dict[int, list[float]] = {r: [] for r in reps}
    for k, pos in enumerate(worlds):
        check_cancel(cancel, k)
        for r in reps:
            p = pos.copy()
            fast.play(p, r, check=False)
            by_rep[r].append(-float(_playout(p)[seat]))
    values = tuple(tuple(by_rep[rep[c]]) for c in cards)

    def hands(k: int) -> Hands:
        return tuple(_text(h) for h in worlds[k].hands), {}

    def line(i: int, k: int) -> tuple[Any, ...]:
        p = worlds[k].copy()
        fast.play(p, cards[i], check=False)
        trace: list[int] = []
        _playout(p, trace)
        return (options[i], *_plays(p, trace))

    return Evaluation(values=values, hands=hands, line=line)


# --------------------------------------------------------------------------- passes


def _pass_evaluation(view: SeatView, options: Sequence[Action], deals: list[list[int]],
                     others: list[dict[int, list[tuple[int, int]]]],
                     cancel: Cancel | None) -> Evaluation:
    seat, n = view.seat, view.players
    tab = fast.fast_rules(view.rules)
    face_up = fast.mask_of(view.face_up)
    given = []
    for a in options:
        if not isinstance(a, PassCards):
            raise ValueError("a pass decision's options are passes")
        given.append(pass_masks(view, a))

    def start(i: int, k: int) -> fast.Position:
        new = list(deals[k])
        gifts = dict(others[k])
        gifts[seat] = given[i]
        for s, groups in gifts.items():
            for off, m in groups:
                new[s] &= ~m
                new[(s + off) % n] |= m
        return start_position(tab, new, view.dealer, face_up)

    rows: list[list[float]] = [[] for _ in options]
    for k in range(len(deals)):
        check_cancel(cancel, k)
        for i in range(len(options)):
            rows[i].append(-float(_playout(start(i, k))[seat]))

    def hands(k: int) -> Hands:
        return tuple(_text(h) for h in deals[k]), {}

    def line(i: int, k: int) -> tuple[Any, ...]:
        passes: list[Action] = [options[i]]
        for s in sorted(others[k]):
            cards: list[Card] = []
            for _, m in others[k][s]:
                cards.extend(fast.cards_of(m))
            passes.append(PassCards(s, tuple(cards)))
        pos = start(i, k)
        trace: list[int] = []
        _playout(pos, trace)
        return (*passes, *_plays(pos, trace))

    return Evaluation(values=tuple(tuple(r) for r in rows), hands=hands, line=line)


# --------------------------------------------------------------------------- the moon


def _moon_evaluation(view: SeatView, options: Sequence[Action]) -> Evaluation:
    utility = Utility(view)
    utility.endgame = True
    v = fast.fast_rules(view.rules).moon_value
    seat = view.seat
    base = [int(s.real) if isinstance(s, complex) else int(s) for s in view.points_taken]
    base[seat] -= v
    rows = []
    for a in options:
        if not isinstance(a, ChooseMoon):
            raise ValueError("a moon decision's options are moon choices")
        scores = list(base)
        if a.option == "self":
            scores[seat] -= v
        else:
            scores = [x + (v if p != seat else 0) for p, x in enumerate(scores)]
        rows.append((float(utility(tuple(scores))),))
    hand = tuple(str(c) for c in view.hand)
    return Evaluation(
        values=tuple(rows),
        hands=lambda k: (tuple(hand if s == seat else () for s in range(view.players)), {}),
        line=lambda i, k: (options[i],))


# --------------------------------------------------------------------------- entry points


def evaluate(view: SeatView, options: Sequence[Action], *, stream: Stream, worlds: int,
             cancel: Cancel | None = None) -> Evaluation:
    """The options of ``view``'s decision, each played out in the same ``worlds`` deals
    sampled from the view (nothing else is read)."""
    _need_fast(view.rules)
    if view.phase is Phase.MOON_CHOICE:
        return _moon_evaluation(view, options)
    sampler = MaskSampler(Knowledge.from_view(view))
    deals = [sampler.sample(stream) for _ in range(worlds)]
    if view.phase is Phase.PASSING:
        tab = fast.fast_rules(view.rules)
        others = [{s: model_pass(view, s, fast.cards_of(d[s]), tab)
                   for s in range(view.players) if s != view.seat} for d in deals]
        return _pass_evaluation(view, options, deals, others, cancel)
    if view.phase is not Phase.PLAYING:
        raise ValueError(f"no decision to review in phase {view.phase}")
    positions = [fast.from_view(view, d, "others") for d in deals]
    return _card_evaluation(view.seat, options, positions, positions[0], cancel)


def evaluate_known(state: MatchState, seat: int, options: Sequence[Action], *,
                   stream: Stream, worlds: int, cancel: Cancel | None = None) -> Evaluation:
    """Hindsight: the options played out on the true deal (one world; the playout is
    deterministic, so ``stream`` and ``worlds`` change nothing)."""
    view = seat_view(state, seat)
    _need_fast(state.rules)
    if state.phase is Phase.MOON_CHOICE:
        return _moon_evaluation(view, options)
    if state.phase is Phase.PASSING:
        tab = fast.fast_rules(state.rules)
        deal = [fast.mask_of(h) for h in state.hands]
        others: dict[int, list[tuple[int, int]]] = {}
        for s in range(state.players):
            if s == seat:
                continue
            gave = state.pass_given[s]
            if gave is not None:
                others[s] = pass_masks(view, PassCards(s, gave))
            else:
                others[s] = model_pass(view, s, state.hands[s], tab)
        return _pass_evaluation(view, options, [deal], [others], cancel)
    pos = fast.from_state(state, "others")
    return _card_evaluation(seat, options, [pos], pos, cancel)


