"""The coach's Pinochle evaluator (issue 31; the hook ``core.review`` drives, see
``docs/coach.md``).

Every decision of a hand is judged from the seat's view alone (``evaluate``): the hidden
cards are dealt ``worlds`` times at random consistent with that view by the CPU players'
own samplers (``bots.knowledge.sample_hands``: melds shown, the exchange the seat took part
in, the voids and the duties of rule 8.3 shown in play; before the meld the partner's hand
is drawn to agree with its calls, ``bots.partner.partner_hands``), and every option is
played out to the end of the hand in each of those worlds (paired: world k is the same deal
for every option):

- a card (or the concession at the first lead): the rest of the hand by the rule-based
  ``policy`` for all four seats on the fast ``Table`` (the Hard player's playouts);
- a bid or a pass, the trump, the exchange: the rest of the auction, the trump, the
  exchange and the concession by the Normal player for every seat on the engine itself,
  then the card play as above.

The value of an option is the seat's team's score of the hand (section 9: made, set or
conceded, the defenders' rules included) less the other team's, on the rules' scale: the
game is a race to the target, so a point given to the opponents costs as much as a point
not made (with the team's score alone, passing a good hand would look right whenever the
defenders score well). ``evaluate_known`` is the
labelled hindsight view: the same playouts in the one true deal.

Candidates (``candidates``): one card per face (identical cards are equal), the concession;
in the auction the pass (and the pass with help), the lowest bid, the Normal player's call
and the call made; every trump; for the exchange the ``TOP_EXCHANGES`` best choices by the
CPU players' exchange judgement (``bots.hands.ranked_passes`` / ``ranked_returns``) and the
one made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...core.cards import Card
from ...core.review import Evaluation, Playout, Thresholds, paired_evaluation
from ...core.rng import Stream
from .actions import Action, Bid, Concede, GiveCards, NameTrump, Pass, PlayCard
from .cards import face_index, face_of_index
from .game import apply, score_hand
from .rules import Rules
from .state import MatchState, Phase, partner_of, team_of
from .view import SeatView, seat_view

THRESHOLDS = Thresholds(inaccuracy=2.0, mistake=5.0, blunder=10.0)
"""Expected cost in team points (small scale) from which a decision is an inaccuracy, a
mistake, a blunder: two points is a counter or two given away, five a trick of counters,
ten about a third of a contract or a made hand turned into a set (``thresholds``: the
rules' scale)."""

DEFAULT_WORLDS = 128
"""Sampled deals per decision (``docs/benchmarks.md``, the coach: a hand within the issue's
20 s on the reference machine with the first two choices' order stable)."""

TOP_EXCHANGES = 5
"""Exchange choices ranked besides the one made: the best by the bots' judgement."""

_BOT_SEED = 31
"""The seed of the Normal players that continue a sampled hand (a constant: the
continuation depends on the world only)."""


def thresholds(rules: Rules) -> Thresholds:
    """``THRESHOLDS`` on the rules' scale (O-X10 multiplies every value by ten)."""
    k = rules.scale
    return Thresholds(THRESHOLDS.inaccuracy * k, THRESHOLDS.mistake * k,
                      THRESHOLDS.blunder * k)


def decision_kind(action: Any) -> str | None:
    """"bid" (a bid or a pass), "help" (a pass with help), "trump", "exchange" (the
    partner's four cards and the declarer's four back), "concede", "card"."""
    if isinstance(action, Bid):
        return "bid"
    if isinstance(action, Pass):
        return "help" if action.help else "bid"
    if isinstance(action, NameTrump):
        return "trump"
    if isinstance(action, GiveCards):
        return "exchange"
    if isinstance(action, Concede):
        return "concede"
    if isinstance(action, PlayCard):
        return "card"
    return None


# --------------------------------------------------------------------------- candidates


def candidates(view: SeatView, legal: Sequence[Action], played: Action) -> list[Action]:
    """The options worth evaluating, the one played among them (see the module notes)."""
    from .bots.base import give_action
    from .bots.hands import ranked_passes, ranked_returns
    from .bots.normal import NormalBot

    out: list[Action] = [played]
    if view.phase is Phase.PLAYING:
        faces = {face_index(played.card)} if isinstance(played, PlayCard) else set()
        for a in legal:
            if isinstance(a, PlayCard):
                if face_index(a.card) not in faces:
                    faces.add(face_index(a.card))
                    out.append(a)
            elif a not in out:
                out.append(a)
        return out
    if view.phase is Phase.BIDDING:
        wanted: list[Action] = [Pass(view.seat), Pass(view.seat, help=True)]
        if view.next_bid is not None:
            wanted.append(Bid(view.seat, view.next_bid))
        wanted.append(NormalBot(_BOT_SEED).choose(view))
        for a in wanted:
            if a in legal and a not in out:
                out.append(a)
        return out
    if view.phase in (Phase.PASSING, Phase.RETURNING):
        assert view.trump is not None
        faces_in = sorted(face_index(c) for c in view.hand)
        rules = view.rules
        count = rules.exchange_count
        if view.phase is Phase.PASSING:
            picks = ranked_passes(faces_in, int(view.trump), rules, count, TOP_EXCHANGES)
        else:
            received = [face_index(c) for c in view.given or ()]
            picks = ranked_returns(faces_in, int(view.trump), rules, received, count,
                                   TOP_EXCHANGES)
        seen = {_give_faces(played)} if isinstance(played, GiveCards) else set()
        for pick in picks:
            key = tuple(sorted(pick))
            if key not in seen:
                seen.add(key)
                out.append(give_action(view, pick))
        return out
    return [played, *(a for a in legal if a != played)]


def _give_faces(action: GiveCards) -> tuple[int, ...]:
    return tuple(sorted(face_index(c) for c in action.cards))


# --------------------------------------------------------------------------- worlds

World = list[list[int]]
"""Every seat's hand as faces (sorted), the seat's own included."""


def _sample_worlds(view: SeatView, stream: Stream, worlds: int) -> list[World]:
    from .bots.knowledge import sample_hands, unseen
    from .bots.partner import partner_hands

    if view.phase is Phase.PLAYING or view.phase is Phase.RETURNING:
        from .bots.knowledge import known_held, limits

        known, top, pool = known_held(view), limits(view), unseen(view)
        return [sample_hands(view, stream, known=known, top=top, pool_counts=pool)
                for _ in range(worlds)]
    # Before the meld nothing of another hand is shown: the partner's hand agrees with its
    # calls (the bots' auction convention), the opponents get the rest at random.
    counts = unseen(view)
    pool = [f for f in range(24) for _ in range(counts[f])]
    me, partner = view.seat, partner_of(view.seat)
    out: list[World] = []
    for _ in range(worlds):
        (mate,) = partner_hands(view, pool, stream, 1)
        rest = list(pool)
        for f in mate:
            rest.remove(f)
        rest = stream.shuffled(rest)
        hands: World = [[], [], [], []]
        hands[me] = sorted(face_index(c) for c in view.hand)
        hands[partner] = sorted(mate)
        k = 0
        for s in ((me + 1) % 4, (me + 3) % 4):
            size = view.hand_sizes[s]
            hands[s] = sorted(rest[k:k + size])
            k += size
        out.append(hands)
    return out


def _true_world(state: MatchState) -> World:
    return [sorted(face_index(c) for c in h) for h in state.hands]


def _world_cards(view: SeatView, world: World) -> tuple[tuple[Card, ...], ...]:
    """The world's hands as physical cards: the seat's own as held, the others' faces given
    the copies nobody holds or has played."""
    own = set(view.hand)
    used = own | {c for t in view.tricks for c in t.cards}
    if view.trick is not None:
        used |= set(view.trick.cards)
    free: dict[int, list[Card]] = {}
    for c in view.rules.deck().cards():
        if c not in used:
            free.setdefault(face_index(c), []).append(c)
    out = []
    for s, faces in enumerate(world):
        if s == view.seat:
            out.append(tuple(view.hand))
        else:
            out.append(tuple(free[f].pop(0) for f in faces))
    return tuple(out)


def _state_of(view: SeatView, world: World) -> MatchState:
    """The hand before its first lead as it stands in ``world`` (auction, trump, exchange:
    no card played, no meld shown yet), a single hand so that it ends once scored."""
    return MatchState(
        rules=view.rules, seed=None, phase=view.phase, deal_number=view.deal_number,
        dealer=view.dealer, to_move=view.to_move, hands=_world_cards(view, world),
        calls=view.calls, passed=view.passed, high_bid=view.high_bid,
        high_bidder=view.high_bidder, declarer=view.declarer, contract=view.contract,
        stuck=view.stuck, trump=view.trump, given=view.given, returned=view.returned,
        scores=view.scores, single_hand=True)


# --------------------------------------------------------------------------- playouts


def _score_table(rules: Rules, declarer: int, contract: int, melds: tuple[int, int],
                 dix: int, counters: Sequence[int], tricks_won: Sequence[int],
                 conceded: bool, seat: int) -> float:
    _, _, _, change = score_hand(rules, declarer % 2, contract, melds, counters, tricks_won,
                                 conceded, dix)
    return _margin(change, seat)


def _margin(change: Sequence[int], seat: int) -> float:
    """The seat's team's score change of the hand less the other team's."""
    me = team_of(seat)
    return float(change[me] - change[1 - me])


def _defenders_dix(melds: Sequence[Any], declarer: int) -> int:
    return sum(p.value for s in range(4) if s % 2 != declarer % 2
               for m in (melds[s],) if m is not None for p in m.details if p.name == "dix")


def _play_cards(table: Any, record: bool) -> list[Action]:
    """Finish ``table`` with the policy for every seat; the plays when ``record``."""
    from .bots import policy

    line: list[Action] = []
    while not table.over:
        seat = table.to_move
        face = policy.choose(table, seat)
        if record:
            line.append(PlayCard(seat, face_of_index(face)))
        table.play(face)
    return line


class _CardPlay:
    """Card decisions (and the concession at the first lead): the fast playouts."""

    def __init__(self, view: SeatView) -> None:
        from .bots.knowledge import table_from_view

        assert view.declarer is not None and view.contract is not None
        self.view = view
        self.table = table_from_view(view)
        self.dix = _defenders_dix(view.melds, view.declarer)

    def run(self, option: Action, world: World, record: bool) -> Playout:
        view = self.view
        assert view.declarer is not None and view.contract is not None
        if isinstance(option, Concede):
            value = _score_table(view.rules, view.declarer, view.contract, view.team_melds,
                                 self.dix, (0, 0), (0, 0), True, view.seat)
            return Playout(value, (option,))
        assert isinstance(option, PlayCard)
        t = self.table.copy_with([list(h) for h in world])
        t.play(face_index(option.card))
        line = _play_cards(t, record)
        value = _score_table(view.rules, view.declarer, view.contract, view.team_melds,
                             self.dix, t.counters, t.tricks_won, False, view.seat)
        return Playout(value, (option, *line) if record else ())


class _HandPlay:
    """Auction, trump and exchange decisions: the engine with Normal players to the first
    lead, then the fast playouts."""

    def __init__(self, view: SeatView) -> None:
        from .bots.normal import NormalBot

        self.view = view
        self.bot = NormalBot(_BOT_SEED)

    def run(self, option: Action, world: World, record: bool) -> Playout:
        from .bots.fast import Table
        from .bots.normal import should_concede

        state = _state_of(self.view, world)
        line: list[Action] = []
        action: Action = option
        while True:
            state, _ = apply(state, action)
            line.append(state.actions[-1])
            if state.is_over or (state.phase is Phase.PLAYING and not state.tricks):
                break
            seat = state.to_move
            assert seat is not None
            action = self.bot.choose(seat_view(state, seat))
        seat = self.view.seat
        if not state.is_over:
            assert state.declarer is not None and state.contract is not None
            assert state.trump is not None
            declarer = state.declarer
            dix = _defenders_dix(state.melds, declarer)
            if should_concede(seat_view(state, declarer)):
                line.append(Concede(declarer))
                value = _score_table(state.rules, declarer, state.contract, state.team_melds,
                                     dix, (0, 0), (0, 0), True, seat)
                return Playout(value, tuple(line) if record else ())
            t = Table(state.rules, _true_world(state), int(state.trump), declarer,
                      declarer % 2)
            line.extend(_play_cards(t, record))
            value = _score_table(state.rules, declarer, state.contract, state.team_melds,
                                 dix, t.counters, t.tricks_won, False, seat)
            return Playout(value, tuple(line) if record else ())
        return Playout(_margin(state.history[-1].changes, seat), tuple(line) if record else ())


def _evaluation(view: SeatView, options: Sequence[Action], worlds: list[World],
                cancel: Callable[[], bool] | None) -> Evaluation:
    runner: _CardPlay | _HandPlay = (_CardPlay(view) if view.phase is Phase.PLAYING
                                     else _HandPlay(view))
    cards = [_world_cards(view, w) for w in worlds]

    def hands(world: int) -> tuple[tuple[tuple[str, ...], ...], dict[str, tuple[str, ...]]]:
        return tuple(tuple(str(c.face) for c in h) for h in cards[world]), {}

    return paired_evaluation(options, worlds, runner.run, hands, cancel)


def evaluate(view: SeatView, options: Sequence[Action], *, stream: Stream, worlds: int,
             cancel: Callable[[], bool] | None = None) -> Evaluation:
    """Each option played out in ``worlds`` deals sampled from ``view`` alone (paired)."""
    return _evaluation(view, options, _sample_worlds(view, stream, worlds), cancel)


def evaluate_known(state: MatchState, seat: int, options: Sequence[Action], *,
                   stream: Stream, worlds: int,
                   cancel: Callable[[], bool] | None = None) -> Evaluation:
    """Hindsight: each option played out in the true deal (the continuation's players are
    deterministic, so one world says it all; ``stream`` and ``worlds`` are unused)."""
    del stream, worlds
    return _evaluation(seat_view(state, seat), options, [_true_world(state)], cancel)
