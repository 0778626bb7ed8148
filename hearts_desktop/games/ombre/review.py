"""The coach's Ombre evaluator, for Ombre (two, three and four players), Quadrille and
Quintille alike (the rules say which: ``rules.has_talon``, ``rules.players``); issue 31, the
hook ``core.review`` drives, see ``docs/coach.md``.

Every decision of a deal is judged from the seat's view alone (``evaluate``): the hidden
cards are dealt ``worlds`` times at random consistently with that view by the CPU players'
own sampler (``bots.knowledge.Knowledge``: the voids and the matador privilege shown in
play, the turned tourné card and who drew it, Quadrille's called king in another hand; in
play, as the Hard player does, a sampled deal is redrawn a few times when ombre's hand would
not be worth the contract ombre chose), and every option is played out to the end of the
deal in each of those worlds (paired: world k is the same deal for every option):

- a card, ombre's surrender, the primeras choice: the rest of the deal by the rule-based
  card policy for every seat (``bots.sim.play_out``, the Hard player's playouts);
- a bid, the discards, the trump, Quadrille's king call: the sampled world is rebuilt as a
  deal on the engine (the hands as dealt, the talon in order, the calls and the exchanges so
  far, the others' unseen discards drawn from the unseen cards), the option applied, the
  rest of the bidding, the exchanges, the trump and the call made by the Normal player for
  every seat, then the cards played as above.

The value of an option is the chips the seat wins (+) or pays (-) in the deal from the
decision on (payments and the pot; the ante already paid is the same for every option).
``evaluate_known`` is the labelled hindsight view: the same playouts in the one true deal.

Candidates (``candidates``): one card of each run of equivalent cards (``bots.hard.distinct``:
same suit, no card still out between them, never a matador), ombre's surrender; for the
discards the cards ranked by the bots' own judgement (``bots.evaluate.keep_value``), the
lowest ``k`` for ``k`` within ``EXCHANGE_SPREAD`` of the Normal player's number, the Normal
player's choice and the one made; every other decision's legal options.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ...core.cards import Card
from ...core.review import Evaluation, Playout, Thresholds, paired_evaluation
from ...core.rng import Stream
from .actions import (
    Action,
    Bid,
    CallCard,
    Exchange,
    NameTrump,
    Pass,
    PlayCard,
    Primeras,
    Surrender,
    TakeOver,
)
from .contracts import Contract, Result, announcements
from .engine import apply, start_deal
from .rules import Rules
from .scoring import OmbreOutcome, net_change, ombre_payments
from .state import MatchState, Phase
from .view import SeatView, seat_view

THRESHOLDS = Thresholds(inaccuracy=1.5, mistake=4.0, blunder=8.0)
"""Ombre (with a talon): expected cost in chips. A deal swings by about 50 chips between a
sacada and a codille (the game and honours from two defenders plus the pot of 15), so 1.5
chips is about 3 % of that chance, 4 chips 8 %, 8 chips 16 % (a matador thrown away, a trick
given up that decides the deal)."""

QUADRILLE_THRESHOLDS = Thresholds(inaccuracy=0.5, mistake=1.5, blunder=3.0)
"""Quadrille and Quintille: the game is worth 1 plus bonuses per player and the pot 4, so
a deal swings by about 6 chips between won and lost: the same shares of it."""

DEFAULT_WORLDS = 128
"""Sampled deals per decision (``docs/benchmarks.md``, the coach: a deal within the issue's
20 s on the reference machine with the first two choices' order stable)."""

EXCHANGE_SPREAD = 2
"""Discard counts ranked around the Normal player's: its number of cards, up to this many
fewer and more."""

_BOT_SEED = 31
"""The seed of the Normal players that continue a sampled deal (a constant: the
continuation depends on the world only)."""


def thresholds(rules: Rules) -> Thresholds:
    """The thresholds of the game these rules play (Ombre's, or Quadrille's and
    Quintille's)."""
    return QUADRILLE_THRESHOLDS if rules.is_quadrille else THRESHOLDS


def decision_kind(action: Any) -> str | None:
    """"bid" (a bid or a pass, gascarola and contrabola too), "discard" (the exchange with
    the talon), "trump", "call" (Quadrille's king), "card", "primeras", "surrender",
    "take_over"."""
    if isinstance(action, Bid | Pass):
        return "bid"
    kinds: dict[type, str] = {Exchange: "discard", NameTrump: "trump", CallCard: "call",
                              PlayCard: "card", Primeras: "primeras", Surrender: "surrender",
                              TakeOver: "take_over"}
    return kinds.get(type(action))


# --------------------------------------------------------------------------- candidates


def candidates(view: SeatView, legal: Sequence[Action], played: Action) -> list[Action]:
    """The options worth evaluating, the one played first (see the module notes)."""
    if view.phase is Phase.PLAYING and view.trump is not None:
        return _card_candidates(view, legal, played)
    if view.phase is Phase.EXCHANGE:
        return _discard_candidates(view, legal, played)
    return [played, *(a for a in legal if a != played)]


def _card_candidates(view: SeatView, legal: Sequence[Action], played: Action) -> list[Action]:
    from .bots.hard import distinct
    from .bots.knowledge import Knowledge
    from .bots.sim import CARD_OF, table

    assert view.trump is not None
    t = table(view.trump)
    out_cards = Knowledge(view).out_ints()
    cards = [a.card.index for a in legal if isinstance(a, PlayCard)]
    reps = distinct(cards, out_cards, t)
    out: list[Action] = [played]
    mine = played.card.index if isinstance(played, PlayCard) else None
    for c in reps:
        if mine is not None and (c == mine or _same_run(c, mine, out_cards, t)):
            continue
        out.append(PlayCard(view.seat, CARD_OF[c]))
    out.extend(a for a in legal if not isinstance(a, PlayCard) and a != played)
    return out


def _same_run(a: int, b: int, out: set[int], t: Any) -> bool:
    """Whether two cards are equivalent for ``distinct``: the same effective suit, neither a
    matador, and no card still out between them."""
    st, su, mat = t.strength, t.suit, t.matador
    if su[a] != su[b] or mat[a] or mat[b]:
        return False
    low, high = sorted((st[a], st[b]))
    return not any(su[o] == su[a] and low < st[o] < high for o in out)


def _discard_candidates(view: SeatView, legal: Sequence[Action], played: Action
                        ) -> list[Action]:
    from .bots import evaluate as ev
    from .bots.knowledge import Knowledge
    from .bots.normal import NormalBot

    limits = view.exchange_limits
    assert limits is not None
    fewest, most = limits
    hand = list(view.hand)
    trump = view.trump
    if trump is None:
        _, trump = ev.entrada_estimate(hand, view.rules, Knowledge(view).unseen, most)

    def key(c: Card) -> tuple[float, int]:
        return (ev.keep_value(c, trump, hand), sum(1 for x in hand if x.suit == c.suit))

    ranked = sorted(hand, key=key)
    normal = NormalBot(_BOT_SEED).choose(view)
    k = len(normal.discards) if isinstance(normal, Exchange) else fewest
    wanted: list[Action] = [normal]
    for j in range(max(fewest, k - EXCHANGE_SPREAD), min(most, k + EXCHANGE_SPREAD) + 1):
        wanted.append(Exchange(view.seat, tuple(ranked[:j])))
    out: list[Action] = [played]
    for a in wanted:
        if a not in out and a in legal:
            out.append(a)
    return out


# --------------------------------------------------------------------------- worlds


@dataclass(frozen=True)
class _World:
    """One sampled deal at the decision: every seat's hand, the talon (top first) and the
    rest of the unseen cards (others' discards); in play also Quadrille's partner."""

    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]
    partner: int | None = None
    state: MatchState | None = None
    """Before play: the world rebuilt as a deal on the engine, at the decision."""

    def text(self) -> tuple[tuple[tuple[str, ...], ...], dict[str, tuple[str, ...]]]:
        extra = {"talon": tuple(str(c) for c in self.talon)} if self.talon else {}
        return tuple(tuple(str(c) for c in h) for h in self.hands), extra


def _sample(view: SeatView, stream: Stream,
            believe: Callable[[dict[int, list[Card]]], bool] | None
            ) -> tuple[dict[int, list[Card]], list[Card]]:
    from .bots.hard import _BELIEF_TRIES
    from .bots.knowledge import Knowledge

    k = Knowledge(view)
    others, rest = k.sample(stream)
    for _ in range(_BELIEF_TRIES):
        if believe is None or believe(others):
            break
        others, rest = k.sample(stream)
    return others, rest


def _split_rest(view: SeatView, rest: list[Card]) -> tuple[list[Card], list[Card]]:
    """The unseen cards outside the hands: the talon now (top first: the turned tourné card
    if it still lies there) and the others' discards."""
    on_talon = [view.turned] if view.turned is not None and view.turned_on_talon else []
    k = view.talon_size - len(on_talon)
    return on_talon + rest[:k], rest[k:]


def _play_worlds(view: SeatView, stream: Stream, worlds: int) -> list[_World]:
    from .bots.hard import HardBot

    believe = HardBot(_BOT_SEED, budget_ms=None)._belief(view)
    out = []
    for _ in range(worlds):
        others, rest = _sample(view, stream, believe)
        out.append(_play_world(view, others, rest))
    return out


def _play_world(view: SeatView, others: dict[int, list[Card]], rest: list[Card]) -> _World:
    hands = [tuple(others.get(s, ())) for s in range(view.players)]
    hands[view.seat] = tuple(view.hand)
    partner = view.partner
    if view.called is not None and partner is None:
        partner = next((s for s in range(view.players) if view.called in hands[s]), None)
    talon, _ = _split_rest(view, rest)
    return _World(tuple(tuple(sorted(h)) for h in hands), tuple(talon), partner)


def _deal_worlds(view: SeatView, stream: Stream, worlds: int) -> list[_World]:
    out: list[_World] = []
    ante: int | None = None
    for _ in range(worlds):
        others, rest = _sample(view, stream, None)
        dealt, talon = _as_dealt(view, others, rest, stream)
        if ante is None:
            ante = start_deal(view.rules, dealt, talon, dealer=view.dealer, chips=view.chips,
                              pot=0, deal_number=view.deal_number).pot
        state = start_deal(view.rules, dealt, talon, dealer=view.dealer, chips=view.chips,
                           pot=view.pot - ante, deal_number=view.deal_number)
        state = _replay(view, state, dict(_discard_plan(view, dealt, others)))
        d = state.deal
        out.append(_World(tuple(tuple(h) for h in d.hands), tuple(d.talon), None, state))
    return out


def _as_dealt(view: SeatView, others: dict[int, list[Card]], rest: list[Card], stream: Stream
              ) -> tuple[list[list[Card]], list[Card]]:
    """The world's hands as dealt and its talon as dealt (top first): the exchanges made
    so far undone (the others' draws taken from their sampled hands, the tourné card first
    for the one who drew it; their discards from the unseen cards left over)."""
    me = view.seat
    hands: dict[int, list[Card]] = {s: list(c) for s, c in others.items()}
    hands[me] = list(view.hand)
    talon_now, pool = _split_rest(view, rest)
    drawn_all: list[Card] = []
    for seat, k in view.exchanges:
        if seat == me:
            drawn, gone = list(view.drawn), list(view.discards)
        else:
            held = hands[seat]
            first = [view.turned] if (k and view.turned is not None
                                      and view.turned_holder == seat
                                      and view.turned in held) else []
            rest_held = [c for c in held if c not in first]
            drawn = first + stream.shuffled(rest_held)[:k - len(first)]
            gone, pool = pool[:k], pool[k:]
        hands[seat] = [c for c in hands[seat] if c not in drawn] + gone
        drawn_all.extend(drawn)
    dealt = [sorted(hands.get(s, [])) for s in range(view.players)]
    return dealt, drawn_all + talon_now


def _discard_plan(view: SeatView, dealt: list[list[Card]], others: dict[int, list[Card]]
                  ) -> list[tuple[int, tuple[Card, ...]]]:
    """Each earlier exchange's discards in the world (what was dealt and is no longer
    held)."""
    out = []
    for seat, _ in view.exchanges:
        now = set(view.hand) if seat == view.seat else set(others[seat])
        out.append((seat, tuple(c for c in dealt[seat] if c not in now)))
    return out


def _replay(view: SeatView, state: MatchState, discards: dict[int, tuple[Card, ...]]
            ) -> MatchState:
    """The world's deal brought to the decision: the calls, exchanges, trump and call the
    view shows, fed to the engine in the order it asks for them."""
    announced = view.contract in announcements(view.rules)
    for _ in range(64):
        d = state.deal
        if (state.phase is view.phase and state.to_move == view.seat
                and len(d.bids) == len(view.bids) and len(d.exchanges) == len(view.exchanges)):
            return state
        mover = state.to_move
        assert mover is not None, "the world's deal ended before the decision"
        action: Action
        if state.phase is Phase.BIDDING:
            seat, contract = view.bids[len(d.bids)]
            action = Pass(seat) if contract is None else Bid(seat, contract)
        elif state.phase is Phase.ANNOUNCING:
            action = (Bid(mover, view.contract) if announced and mover == view.ombre
                      and view.contract is not None else Pass(mover))
        elif state.phase is Phase.EXCHANGE:
            action = Exchange(mover, discards[mover])
        elif state.phase is Phase.TRUMP:
            assert view.trump is not None
            action = NameTrump(mover, view.trump)
        elif state.phase is Phase.CALLING:
            assert view.called is not None
            action = CallCard(mover, view.called)
        else:
            raise AssertionError(f"no replay through {state.phase}")
        state, _ = apply(state, action)
    raise AssertionError("the world's deal does not reach the decision")


# --------------------------------------------------------------------------- playouts


def _rollout(pos: Any, side: set[int], first: int | None, misere: bool, record: bool
             ) -> tuple[list[int], bool, list[Action]]:
    from .bots.sim import CARD_OF, play_out

    plays: list[tuple[int, int]] | None = [] if record else None

    def friends_of(s: int) -> Callable[[int], bool | None]:
        mine = s in side
        return lambda x: (x in side) == mine

    won, stopped = play_out(pos, friends_of, misere, frozenset(side), first, record=plays)
    return won, stopped, [PlayCard(s, CARD_OF[c]) for s, c in plays or ()]


def _first(rules: Rules, contract: Contract, vole_attempt: bool, surrendered: bool
           ) -> int | None:
    """After how many tricks won in a row a playout stops at primeras (as the Hard
    player's: ombre takes the sure bonus)."""
    if vole_attempt or surrendered or contract not in (
            Contract.ENTRADA, Contract.TOURNE, Contract.SOLO, Contract.GASCAROLA,
            Contract.ALLIANCE):
        return None
    return 5 if rules.has_talon else rules.target


class _CardPlay:
    """Cards, the surrender and the primeras: the fast playouts from the view's position."""

    def __init__(self, view: SeatView) -> None:
        from .bots.hard import HardBot
        from .bots.sim import table

        assert view.trump is not None and view.ombre is not None
        assert view.contract is not None
        self.view = view
        self.bot = HardBot(_BOT_SEED, budget_ms=None)
        self.t = table(view.trump)

    def run(self, option: Action, world: _World, record: bool) -> Playout:
        from .bots.sim import Position, chips_for

        view = self.view
        assert view.ombre is not None and view.contract is not None
        me = view.seat
        partner = world.partner
        side = {view.ombre} if partner is None else {view.ombre, partner}
        hands = [[c.index for c in h] for h in world.hands]
        if isinstance(option, Surrender):
            return Playout(self._surrender(), (option,))
        if isinstance(option, Primeras):
            stakes = self.bot.stakes(view, partner, vole=option.go_on)
            if not option.go_on:
                return Playout(float(chips_for(stakes, list(view.tricks_won), me, True)),
                                (option,))
            pos = Position(self.t, view.play_order, hands, [], me, list(view.tricks_won),
                           len(view.tricks), view.ombre, view.contract)
            won, _, line = _rollout(pos, side, None, False, record)
            return Playout(float(chips_for(stakes, won, me)), (option, *line))
        assert isinstance(option, PlayCard)
        stakes = self.bot.stakes(view, partner, view.vole_attempt)
        trick = [(s, c.index) for s, c in view.trick.plays] if view.trick else []
        leader = view.trick.leader if view.trick else me
        hands[me].remove(option.card.index)
        pos = Position(self.t, view.play_order, hands, [*trick, (me, option.card.index)],
                       leader, list(view.tricks_won), len(view.tricks), view.ombre,
                       view.contract)
        first = _first(view.rules, view.contract, view.vole_attempt,
                       view.surrendered is not None)
        won, stopped, line = _rollout(pos, side, first, view.contract is Contract.CONTRABOLA,
                                      record)
        return Playout(float(chips_for(stakes, won, me, stopped)), (option, *line))

    def _surrender(self) -> float:
        """16.5: a puesta of ombre (the defenders pass on taking over, as the bots do)."""
        view = self.view
        assert view.ombre is not None and view.contract is not None
        stakes = self.bot.stakes(view, None)
        n = view.players
        outcome = OmbreOutcome(view.ombre, view.contract, Result.PUESTA, None,
                               tuple(s for s in range(n) if s != view.ombre),
                               tuple(s for s in view.play_order if s != view.ombre),
                               honours_with=stakes.honours_with)
        return float(net_change(n, ombre_payments(view.rules, outcome, view.pot))[view.seat])


class _DealPlay:
    """Bids, discards, trump and the call: the world's deal on the engine with Normal
    players up to the first lead, then the fast playouts."""

    def __init__(self, view: SeatView) -> None:
        from .bots.normal import NormalBot

        self.view = view
        self.bot = NormalBot(_BOT_SEED)

    def run(self, option: Action, world: _World, record: bool) -> Playout:
        from .bots.sim import Position, Stakes, chips_for, table

        start = world.state
        assert start is not None
        me = self.view.seat
        state = start
        line: list[Action] = []
        action = option
        while True:
            state, _ = apply(state, action)
            line.append(action)
            if state.is_over or state.phase is Phase.PLAYING:
                break
            mover = state.to_move
            assert mover is not None
            action = self.bot.choose(seat_view(state, mover))
        gained = float(state.chips[me] - start.chips[me])
        if state.is_over:
            return Playout(gained, tuple(line) if record else ())
        rules, d = state.rules, state.deal
        assert d.ombre is not None and d.contract is not None and d.trump is not None
        assert d.trick is not None
        side = {d.ombre} if d.partner is None else {d.ombre, d.partner}
        stakes = Stakes(rules, state.players, d.ombre, d.partner, d.contract, d.play_order,
                        state.pot, d.honours_with, d.honours_without, d.matador_bonus,
                        d.forced is not None, False)
        hands = [[c.index for c in h] for h in d.hands]
        pos = Position(table(d.trump), d.play_order, hands, [], d.trick.leader,
                       [0] * state.players, 0, d.ombre, d.contract)
        first = _first(rules, d.contract, False, False)
        won, stopped, plays = _rollout(pos, side, first, d.contract is Contract.CONTRABOLA,
                                       record)
        value = gained + chips_for(stakes, won, me, stopped)
        return Playout(value, (*line, *plays) if record else ())


class _NotJudged:
    """O-SURRENDER's take-over: not judged (every option gets the same value, so the one
    made counts as the best)."""

    def run(self, option: Action, world: _World, record: bool) -> Playout:
        return Playout(0.0, (option,))


def _evaluation(view: SeatView, options: Sequence[Action], worlds: list[_World],
                cancel: Callable[[], bool] | None) -> Evaluation:
    runner: _CardPlay | _DealPlay | _NotJudged
    if view.phase in (Phase.PLAYING, Phase.PRIMERAS):
        runner = _CardPlay(view)
    elif view.phase is Phase.TAKE_OVER:
        runner = _NotJudged()
    else:
        runner = _DealPlay(view)
    def hands(world: int) -> tuple[tuple[tuple[str, ...], ...], dict[str, tuple[str, ...]]]:
        return worlds[world].text()

    return paired_evaluation(options, worlds, runner.run, hands, cancel)


def _worlds(view: SeatView, stream: Stream, worlds: int) -> list[_World]:
    if view.phase in (Phase.PLAYING, Phase.PRIMERAS):
        return _play_worlds(view, stream, worlds)
    if view.phase is Phase.TAKE_OVER:
        return [_World(((),), ())] * worlds
    return _deal_worlds(view, stream, worlds)


def evaluate(view: SeatView, options: Sequence[Action], *, stream: Stream, worlds: int,
             cancel: Callable[[], bool] | None = None) -> Evaluation:
    """Each option played out in ``worlds`` deals sampled from ``view`` alone (paired)."""
    return _evaluation(view, options, _worlds(view, stream, worlds), cancel)


def evaluate_known(state: MatchState, seat: int, options: Sequence[Action], *,
                   stream: Stream, worlds: int,
                   cancel: Callable[[], bool] | None = None) -> Evaluation:
    """Hindsight: each option played out in the true deal (the continuation's players are
    deterministic, so one world says it all; ``stream`` and ``worlds`` are unused)."""
    del stream, worlds
    view = seat_view(state, seat)
    d = state.deal
    if view.phase in (Phase.PLAYING, Phase.PRIMERAS):
        world = _World(tuple(tuple(h) for h in d.hands), tuple(d.talon),
                       d.partner if d.called is not None else None)
    elif view.phase is Phase.TAKE_OVER:
        world = _World(((),), ())
    else:
        # the true deal rebuilt as a lone deal (so that it ends with this deal)
        rules = state.rules
        ante = start_deal(rules, d.dealt, d.dealt_talon, dealer=d.dealer, chips=view.chips,
                          pot=0, deal_number=d.number).pot
        alone = start_deal(rules, d.dealt, d.dealt_talon, dealer=d.dealer, chips=view.chips,
                           pot=view.pot - ante, deal_number=d.number)
        discards = {s: d.discards[s] for s, _ in d.exchanges}
        alone = _replay(view, alone, discards)
        world = _World(tuple(tuple(h) for h in d.hands), tuple(d.talon), None, alone)
    return _evaluation(view, options, [world], cancel)
