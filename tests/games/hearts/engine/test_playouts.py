"""Seeded random playouts of whole matches for every preset, checked event by event.

Every preset is played as it is at least once; extra seeds use shorter games
(``end_threshold=50``) and house rules (play-on ties, book reset, target scores) so the
score bookkeeping of those options is exercised too.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

from hearts_desktop.games.hearts import (
    Action,
    Card,
    CardPlayed,
    DealStarted,
    HandScored,
    MatchOver,
    MatchState,
    Phase,
    PlayCard,
    Rules,
    TrickSetAside,
    TrickWon,
    apply,
    first_events,
    legal_actions,
    new_match,
    replay,
    to_record,
)
from hearts_desktop.games.hearts.rng import Stream

PRESETS = Rules.preset_names()


def score_key(rules: Rules, score: int | complex) -> int:
    """Lower is better: the score, or |z|² under Complex Hearts."""
    if rules.complex_scoring:  # C.4: a plain -7 is magnitude 7 too
        z = complex(score)
        return round(z.real) ** 2 + round(z.imag) ** 2
    assert isinstance(score, int)
    return score


def over_threshold(rules: Rules, score: int | complex) -> bool:
    t = rules.end_threshold
    if t is None:
        return False
    if rules.complex_scoring:
        return score_key(rules, score) > t * t
    return score >= t if rules.end.value == "reaches" else score > t


def expected_places(rules: Rules, scores: tuple[Any, ...], unranked: set[int]) -> list[int]:
    ranked = [p for p in range(len(scores)) if p not in unranked]
    places = [0] * len(scores)
    for group, offset in ((ranked, 0), (sorted(unranked), len(ranked))):
        for p in group:
            key = score_key(rules, scores[p])
            places[p] = offset + 1 + sum(1 for q in group if score_key(rules, scores[q]) < key)
    return places


def pick(state: MatchState, rng: Stream, greedy: bool) -> Action:
    """A random legal action; with ``greedy``, seat 0 grabs every trick it can and the
    others duck, so moons happen and the moon bookkeeping is exercised."""
    actions = legal_actions(state)
    if not greedy or state.phase is not Phase.PLAYING or state.trick is None:
        return rng.choice(actions)
    plays = [a for a in actions if isinstance(a, PlayCard)]
    pen = state.rules.is_penalty
    if state.to_move == 0:
        return max(plays, key=lambda a: (a.card.rank, pen(a.card), a.card.suit))
    led = state.trick.plays[0][1].suit if state.trick.plays else None
    if led is not None and any(a.card.suit is led for a in plays):
        return min(plays, key=lambda a: (a.card.rank, a.card.suit))
    return min(plays, key=lambda a: (pen(a.card), -a.card.rank, a.card.suit))


@dataclass
class DealLog:
    number: int
    dealer: int
    plays: list[CardPlayed] = field(default_factory=list)
    tricks: list[TrickWon | TrickSetAside] = field(default_factory=list)
    scored: list[HandScored] = field(default_factory=list)
    events: list[Any] = field(default_factory=list)


def check_trick(rules: Rules, plays: list[CardPlayed], done: TrickWon | TrickSetAside,
                last: bool) -> None:
    """The trick's result, recomputed from its plays (rules 6.1, J.3, CN.5-CN.8)."""
    n = rules.players
    assert len(plays) == n
    assert plays[0].leads and not any(p.leads for p in plays[1:])
    assert [p.seat for p in plays] == [(plays[0].seat + i) % n for i in range(n)]
    assert tuple((p.seat, p.card) for p in plays) == done.plays
    led = plays[0].card.suit
    cancelled: list[int] = []
    if rules.cancellation:
        positions: dict[Card, list[int]] = {}
        for i, p in enumerate(plays):
            positions.setdefault(p.card, []).append(i)
        for pos in positions.values():
            cancelled.extend(pos[: len(pos) - len(pos) % 2])
    assert tuple(sorted(cancelled)) == done.cancelled

    def rank(p: CardPlayed) -> int:
        if p.card.is_joker:
            assert p.joker_high is not None
            return 15 if p.joker_high else 1
        assert p.joker_high is None
        return p.card.rank

    live = [(rank(p), i) for i, p in enumerate(plays) if p.card.suit is led
            and i not in cancelled]
    if not live and not last:
        assert isinstance(done, TrickSetAside)
        assert done.leader == plays[0].seat
        return
    assert isinstance(done, TrickWon)
    expected = plays[max(live)[1]].seat if live else plays[0].seat
    assert done.winner == expected
    cards = [p.card for p in plays] + list(done.set_aside_taken)
    assert done.points == sum((rules.card_value(c) for c in cards), start=0)


def check_deal(rules: Rules, log: DealLog) -> None:
    n, size = rules.players, rules.hand_size
    assert len(log.scored) == 1, f"deal {log.number}: {len(log.scored)} HandScored"
    assert log.scored[0].deal_number == log.number
    assert len(log.plays) == n * size
    assert Counter(p.seat for p in log.plays) == {s: size for s in range(n)}
    assert Counter(p.card for p in log.plays) + Counter() <= Counter(rules.deck())
    assert len(log.tricks) == size  # every trick is won or set aside
    assert [t.trick_number for t in log.tricks] == list(range(1, size + 1))
    set_aside: list[Card] = []
    for i, done in enumerate(log.tricks):
        plays = log.plays[i * n:(i + 1) * n]
        assert all(p.trick_number == done.trick_number for p in plays)
        check_trick(rules, plays, done, last=i == size - 1)
        if isinstance(done, TrickSetAside):
            set_aside.extend(done.plays[j][1] for j in range(n))
        else:
            assert Counter(done.set_aside_taken) == Counter(set_aside)
            set_aside = []
        if i + 1 < size:  # the winner (or the leader of a set-aside trick) leads next
            leader = done.winner if isinstance(done, TrickWon) else done.leader
            assert log.plays[(i + 1) * n].seat == leader
    assert set_aside == []
    wins = Counter(t.winner for t in log.tricks if isinstance(t, TrickWon))
    assert sum(wins.values()) + sum(isinstance(t, TrickSetAside) for t in log.tricks) == size
    if rules.players == 4 and not rules.cancellation:
        assert Counter(p.seat for p in log.plays) == {s: 13 for s in range(4)}


def play_match(rules: Rules, seed: int, *, greedy: bool = False,
               computer_seats: tuple[int, ...] = (),
               scored: list[HandScored] | None = None) -> MatchState:
    """Play to the end, checking every event; returns the final state (and fills
    ``scored`` with the HandScored events)."""
    n = rules.players
    state = new_match(rules, seed, computer_seats=computer_seats)
    rng = Stream(seed)
    unranked = set(computer_seats) if rules.computers_unranked else set()
    logs: list[DealLog] = []
    totals: list[Any] = [0] * n
    tournament = [0] * n
    pending_end: bool | None = None

    def handle(events: list[Any]) -> None:
        nonlocal totals, pending_end
        for e in events:
            if isinstance(e, DealStarted):
                assert pending_end is not True, "a deal started after the end condition"
                pending_end = None
                if logs:
                    check_deal(rules, logs[-1])
                    assert e.deal_number == logs[-1].number + 1
                    assert e.dealer == (logs[-1].dealer + 1) % n
                else:
                    assert e.deal_number == 1
                logs.append(DealLog(e.deal_number, e.dealer))
                continue
            log = logs[-1]
            log.events.append(e)
            if isinstance(e, CardPlayed):
                log.plays.append(e)
            elif isinstance(e, (TrickWon, TrickSetAside)):
                log.tricks.append(e)
            elif isinstance(e, HandScored):
                log.scored.append(e)
                new = [a + b for a, b in zip(totals, e.deal_scores, strict=True)]
                if e.shooter is not None and e.moon_option == "book_reset":
                    new[e.shooter] = e.deal_scores[e.shooter]
                resets = []
                if rules.target_reset:
                    for p, s in enumerate(new):
                        if s in (50, 100):
                            new[p] = 0 if s == 50 else 50
                            resets.append(p)
                assert tuple(new) == e.match_scores, (totals, e)
                assert e.target_resets == tuple(resets)
                totals = new
                if rules.tournament:
                    assert e.tournament_scores is not None
                    for p in range(n):
                        if e.shooter is None:
                            pen = sum(int(rules.card_value(c).real) for t in log.tricks
                                      if isinstance(t, TrickWon) and t.winner == p
                                      for c in (*(c for _, c in t.plays), *t.set_aside_taken)
                                      if rules.is_penalty(c))
                            tournament[p] -= pen
                        else:
                            bonus = 26 if e.sun else 13
                            tournament[p] += bonus if p == e.shooter else -bonus
                    assert e.tournament_scores == tuple(tournament)
                over = any(over_threshold(rules, s) for s in totals) or (
                    rules.deal_limit is not None and e.deal_number >= rules.deal_limit)
                if over and rules.tie.value == "play_on":
                    places = expected_places(rules, tuple(totals), unranked)
                    if sum(1 for p in range(n) if places[p] == 1 and p not in unranked) > 1:
                        over = False
                pending_end = over
            elif isinstance(e, MatchOver):
                assert pending_end is True, "the match ended before its end condition"
                check_deal(rules, log)

    handle(first_events(state))
    steps = 0
    while state.phase is not Phase.MATCH_OVER:
        assert not state.is_over
        state, events = apply(state, pick(state, rng, greedy))
        handle(events)
        steps += 1
        assert steps < 200_000

    # the end
    deals = len(logs)
    assert state.deal_number == deals
    assert len(state.history) == deals
    assert [h.deal_scores for h in state.history] == [g.scored[0].deal_scores for g in logs]
    assert tuple(totals) == state.match_scores
    if rules.deal_limit is not None:
        assert deals <= rules.deal_limit or rules.tie.value == "play_on"
    reached = any(over_threshold(rules, s) for s in state.match_scores)
    assert reached or (rules.deal_limit is not None and deals >= rules.deal_limit)
    if not rules.target_reset and rules.moon.value != "book_reset" \
            and not rules.complex_scoring:
        sums = [sum(h.deal_scores[p] for h in state.history) for p in range(n)]
        assert tuple(sums) == state.match_scores
    places = expected_places(rules, state.match_scores, unranked)
    assert state.ranking == tuple(places)
    assert state.winners
    assert set(state.winners) == {p for p in range(n) if places[p] == 1 and p not in unranked}
    best = min(score_key(rules, state.match_scores[p]) for p in range(n) if p not in unranked)
    assert all(score_key(rules, state.match_scores[p]) == best for p in state.winners)
    if rules.tie.value == "play_on":
        assert len(state.winners) == 1
    ends = [e for g in logs for e in g.events if isinstance(e, MatchOver)]
    assert len(ends) == 1
    assert ends[0].ranking == state.ranking and ends[0].winners == state.winners
    assert ends[0].match_scores == state.match_scores
    if rules.tournament:
        leaders = [p for p in range(n) if p not in unranked
                   and tournament[p] == max(tournament[q] for q in range(n) if q not in unranked)]
        bonus = 20 if len(leaders) == 1 else 10
        assert state.tournament_results == tuple(
            tournament[p] + 100 + (bonus if p in leaders else 0) for p in range(n))
    assert legal_actions(state) == []
    if scored is not None:
        scored.extend(g.scored[0] for g in logs)

    # the record reproduces the final state
    record = to_record(state)
    assert replay(record) == state
    assert replay(record.to_json()) == state
    return state


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("seed", [1, 2])
def test_every_preset_plays_to_the_end(name: str, seed: int) -> None:
    play_match(Rules.preset(name), seed)


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("seed", [3, 4])
def test_shorter_games_with_a_greedy_player(name: str, seed: int) -> None:
    rules = Rules.preset(name)
    if rules.end_threshold is not None:
        short = 200 if rules.heart_values.value != "one" else 50  # Spot Hearts: V = 129
        rules = rules.replace(end_threshold=short, name=name)
    play_match(rules, seed, greedy=True)


HOUSE_RULES = [
    {"tie": "play_on", "end_threshold": 40},
    {"moon": "book_reset", "end_threshold": 60},
    {"target_reset": True, "end_threshold": 60},
    {"target_reset": True, "moon": "self", "end": "reaches", "end_threshold": 60},
    {"end_threshold": 60, "deal_limit": 4},
    {"end_threshold": None, "deal_limit": 3, "tie": "play_on"},
    {"players": 3, "end_threshold": 60},
    {"players": 5, "removal": "korean", "end_threshold": 60},
    {"players": 6, "end_threshold": 60, "passing": "dealer_choice"},
    {"passing": "rotate_split", "end_threshold": 60, "sun": True},
]


@pytest.mark.parametrize("options", HOUSE_RULES, ids=lambda o: ",".join(sorted(o)))
@pytest.mark.parametrize("seed", [5, 6])
def test_house_rules(options: dict[str, Any], seed: int) -> None:
    play_match(Rules.preset("classic").replace(**options), seed, greedy=seed % 2 == 1)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_online_rules_with_a_computer_player(seed: int) -> None:
    for name in ("online_de", "online_de_tournament"):
        state = play_match(Rules.preset(name), seed, computer_seats=(seed % 4,))
        assert seed % 4 not in state.winners
        assert state.ranking is not None and state.ranking[seed % 4] == 4


def test_the_greedy_player_shoots_the_moon_sometimes() -> None:
    # The bookkeeping above is only tested on moons if moons happen: make sure they do.
    moons = 0
    for seed in range(3, 5):
        state = play_match(Rules.preset("classic").replace(end_threshold=50), seed,
                           greedy=True)
        moons += sum(1 for h in state.history if h.shooter is not None)
    assert moons > 0


def test_play_on_continues_while_the_lead_is_shared() -> None:
    rules = Rules(end_threshold=None, deal_limit=1, tie="play_on")
    scored: list[HandScored] = []
    state = play_match(rules, 7, scored=scored)
    first = scored[0].match_scores
    assert sorted(first).count(min(first)) > 1  # a shared lead after the last deal ...
    assert len(state.history) > 1  # ... so play went on
    assert len(state.winners) == 1


def test_target_resets_happen_and_are_reported() -> None:
    rules = Rules(target_reset=True)
    scored: list[HandScored] = []
    play_match(rules, 4, scored=scored)
    resets = [(h.deal_number, h.target_resets) for h in scored if h.target_resets]
    assert resets  # the bookkeeping above checked them against 100 -> 50 and 50 -> 0
    for _, seats in resets:
        assert seats
