"""Matches for the history tests, built so that their results can be worked out by hand.

``suit_deal``: every seat holds one whole suit and the hand is held (no passing). The
clubs holder leads the 2♣, nobody else can follow clubs, so it wins all 13 tricks: it
shoots the moon (classic: 26 to everyone else, 0 to the shooter) and takes the Q♠.

``queen_deal``: seat 0 holds 2♣..K♣ and the Q♠, seat 1 the hearts, seat 2 the diamonds,
seat 3 the A♣ and the other twelve spades. Playing the lowest legal card: trick 1 goes to
the A♣ (seat 3, one heart), trick 2 is led with the 2♠ and won by seat 0's forced Q♠
(with a heart), and seat 0 then wins every club trick: seat 0 takes 12 hearts and the
Q♠ = 25, seat 3 takes 1, seats 1 and 2 take 0 (no moon).
"""

from __future__ import annotations

import os
import random
from datetime import UTC, datetime, timedelta

from hearts_desktop.games.hearts import (
    Card,
    MatchState,
    PlayCard,
    Rules,
    apply,
    legal_actions,
    new_match,
    start_hand,
)
from hearts_desktop.history import PlayerInfo, SavedMatch

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def suit(letter: str, ranks: list[str] | None = None) -> list[Card]:
    return [Card.parse(r + letter) for r in (ranks or RANKS)]


def suit_deal(clubs: int, spades: int, hearts: int, diamonds: int) -> list[list[Card]]:
    hands: list[list[Card]] = [[], [], [], []]
    hands[clubs] = suit("C")
    hands[spades] = suit("S")
    hands[hearts] = suit("H")
    hands[diamonds] = suit("D")
    return hands


def queen_deal() -> list[list[Card]]:
    return [[*suit("C", RANKS[:-1]), Card.parse("QS")], suit("H"), suit("D"),
            [Card.parse("AC")] + [c for c in suit("S") if c != Card.parse("QS")]]


def play_lowest(state: MatchState) -> MatchState:
    """Play the hand out, every seat playing its lowest legal card."""
    while not state.is_over:
        acts = legal_actions(state)
        state, _ = apply(state, min(acts, key=lambda a: a.card.rank
                                    if isinstance(a, PlayCard) else 0))
    return state


def people(opponents: tuple[str, str, str] = ("Ann", "Ben", "Cat"),
           human: bool = True) -> tuple[PlayerInfo, ...]:
    first = (PlayerInfo("You", True, "human", None) if human
             else PlayerInfo("Dee", False, "normal", "normal"))
    return (first, *(PlayerInfo(n, False, "normal", "normal") for n in opponents))


def hand_match(hands: list[list[Card]], *, preset: str = "classic", minutes: int = 0,
               opponents: tuple[str, str, str] = ("Ann", "Ben", "Cat"),
               human: bool = True, finish: bool = True) -> SavedMatch:
    """A one-hand match from an explicit deal, played out (or just dealt)."""
    rules = Rules.preset("classic").replace(name=preset)
    state = start_hand(rules, hands, "hold")
    if finish:
        state = play_lowest(state)
    return SavedMatch.from_state(state, people(opponents, human),
                                 T0 + timedelta(minutes=minutes))


def random_match(seed: int, *, actions: int | None = None, preset: str = "classic",
                 started: datetime = T0) -> SavedMatch:
    """A seeded match played with random legal moves (to the end, or ``actions`` long)."""
    rules = Rules.preset(preset)
    state = new_match(rules, seed)
    rng = random.Random(seed)
    while state.ranking is None and (actions is None or len(state.actions) < actions):
        state, _ = apply(state, rng.choice(legal_actions(state)))
    names = ("Ann", "Ben", "Cat", "Dan", "Eve")[: rules.players - 1]
    players = (PlayerInfo("You", True, "human", None),
               *(PlayerInfo(n, False, "normal", "normal") for n in names))
    return SavedMatch.from_state(state, players, started)


def game_match(game_name: str, preset: str, seed: int, *, human: int | None = 0,
               deals: int | None = None, minutes: int = 0,
               names: tuple[str, ...] = ("Ann", "Ben", "Cat", "Dan", "Eve")
               ) -> tuple[SavedMatch, str]:
    """A match of any registered game played by seeded Easy CPU players through the
    ``Game`` protocol; seat ``human`` is recorded as the human ("You"). ``deals`` stops
    after that many deals (the match is then abandoned). Returns (match, status)."""
    from hearts_desktop.games import get_game

    game = get_game(game_name)
    rules = game.preset(preset)
    n = game.players(rules)
    state = game.new_match(rules, seed)
    bots = [game.make_bot("easy", seed * 10 + s) for s in range(n)]
    played = 0
    while not game.is_over(state):
        seat = game.seats_to_act(state)[0]
        state, events = game.apply(state, bots[seat].choose(game.seat_view(state, seat)))
        played += sum(type(e).__name__ in ("HandScored", "DealScored", "DealThrownIn")
                      for e in events)
        if deals is not None and played >= deals:
            break
    others = iter(names)
    players = tuple(PlayerInfo("You", True, "human", None) if s == human
                    else PlayerInfo(next(others), False, "easy", "easy") for s in range(n))
    match = SavedMatch.from_state(state, players, T0 + timedelta(minutes=minutes),
                                  game=game_name)
    return match, "finished" if game.is_over(state) else "abandoned"


def program_env(**extra: str) -> dict[str, str]:
    """The environment of a real program process in a test: offscreen, no stand-in unless
    ``extra`` sets one."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("HEARTS_DESKTOP_STAND_IN", None)
    env.update(extra)
    return env
