"""The cue rules of ``CueMapper``, event by event (no Qt): one cue per moment, the special
cards replacing the card sound, sweeps waiting for their stage, the end of a hand."""

from __future__ import annotations

from collections.abc import Sequence

from hearts_desktop.games.hearts import (
    Card,
    CardPlayed,
    CardsDealt,
    DealStarted,
    Event,
    HandScored,
    HeartsBroken,
    KittyTaken,
    MatchOver,
    MoonShot,
    QueenOfSpadesPlayed,
    TrickSetAside,
    TrickWon,
)
from hearts_desktop.sound import Cue
from hearts_desktop.ui.games.hearts.sounds import CueMapper

C = Card.parse


def play(seat: int, card: str, trick: int = 2) -> CardPlayed:
    return CardPlayed(seat, C(card), trick, leads=False)


def won(points: complex, trick: int = 2, winner: int = 1) -> TrickWon:
    return TrickWon(trick, winner, (), points)


def scored(shooter: int | None = None) -> HandScored:
    return HandScored(1, (0, 26, 0, 0), (0, 26, 0, 0), (0, 26, 0, 0), shooter, False, None, ())


def over(ranking: tuple[int, ...]) -> MatchOver:
    return MatchOver((0, 0, 0, 0), ranking, tuple(i for i, r in enumerate(ranking) if r == 1))


def run(mapper: CueMapper, events: Sequence[Event], *, instant: bool = True,
        human_seat: int = 0) -> list[list[Cue]]:
    """The controller applies ``events`` (one batch), then the table starts each one:
    the cues of each moment."""
    for ev in events:
        mapper.applied(ev)
    return [mapper.started(ev, instant=instant, human_seat=human_seat) for ev in events]


def test_every_card_sounds_except_the_one_that_breaks_hearts() -> None:
    heart = play(2, "5H")
    cues = run(CueMapper(), [play(0, "3C"), play(1, "9C"), heart, HeartsBroken(2, C("5H")),
                             play(3, "KC"), won(1)])
    assert cues == [[Cue.CARD], [Cue.CARD], [], [Cue.HEARTS_BROKEN], [Cue.CARD],
                    [Cue.TRICK_POINTS]]


def test_the_queen_of_spades_gets_the_thud_instead_of_the_card_sound() -> None:
    cues = run(CueMapper(), [play(0, "2S"), play(1, "QS"), QueenOfSpadesPlayed(1, 2),
                             play(2, "AS"), play(3, "3S"), won(13)])
    assert cues == [[Cue.CARD], [], [Cue.QUEEN], [Cue.CARD], [Cue.CARD], [Cue.TRICK_POINTS]]


def test_a_queen_that_breaks_hearts_is_one_thud() -> None:
    """Under the queen-breaks-hearts rule the engine reports both; only the thud plays."""
    cues = run(CueMapper(), [play(1, "QS"), HeartsBroken(1, C("QS")),
                             QueenOfSpadesPlayed(1, 2)])
    assert cues == [[], [], [Cue.QUEEN]]


def test_a_trick_without_points_and_with_points() -> None:
    mapper = CueMapper()
    assert run(mapper, [won(0)]) == [[Cue.TRICK]]
    assert run(mapper, [won(-10)]) == [[Cue.TRICK_POINTS]]  # the jack of diamonds' bonus
    assert run(mapper, [won(1j)]) == [[Cue.TRICK_POINTS]]  # complex scoring
    assert run(mapper, [TrickSetAside(3, 0, (), ())]) == [[Cue.TRICK]]


def test_a_sweep_is_heard_when_its_stage_begins_at_timed_speeds() -> None:
    mapper = CueMapper()
    assert run(mapper, [won(0)], instant=False) == [[]]
    assert mapper.stage("trick_pause") == []
    assert mapper.stage("sweep") == [Cue.TRICK]
    assert mapper.stage("sweep") == []  # once
    # a kitty flies to its taker in its own stage
    assert run(mapper, [KittyTaken(2, (C("2H"),))], instant=False) == [[]]
    assert mapper.stage("sweep") == []
    assert mapper.stage("talon_taken") == [Cue.TRICK]


def test_a_skipped_sweep_is_heard_before_the_next_moment() -> None:
    """The table jumped ahead (``Animator.finish``): the sweep's stage never ran."""
    mapper = CueMapper()
    assert run(mapper, [won(3)], instant=False) == [[]]
    assert run(mapper, [play(0, "4D", 3)], instant=False) == [[Cue.TRICK_POINTS, Cue.CARD]]
    assert run(mapper, [won(0)], instant=False) == [[]]
    assert mapper.flush() == [Cue.TRICK]  # the table went idle
    assert mapper.flush() == []


def test_a_moon_shot_ends_the_hand_without_a_second_cue() -> None:
    mapper = CueMapper()
    assert run(mapper, [won(5, 13), MoonShot(1, sun=False), scored(shooter=1)]) == [
        [Cue.TRICK_POINTS], [Cue.MOON], []]
    # the next hand's end is heard again
    assert run(mapper, [won(0, 13), scored()]) == [[Cue.TRICK], [Cue.HAND_OVER]]


def test_the_end_of_the_match_from_the_humans_seat() -> None:
    last_hand = [won(0, 13), scored(), over((2, 1, 3, 4))]
    assert run(CueMapper(), last_hand, human_seat=1) == [[Cue.TRICK], [], [Cue.GAME_WON]]
    assert run(CueMapper(), last_hand, human_seat=0) == [[Cue.TRICK], [], [Cue.GAME_LOST]]
    shared = [scored(), over((1, 1, 3, 4))]
    assert run(CueMapper(), shared, human_seat=0) == [[], [Cue.GAME_WON]]
    assert run(CueMapper(), [scored(), over((2, 1, 3, 4))], human_seat=3) == [
        [], [Cue.GAME_LOST]]


def test_the_deal_and_events_without_a_cue() -> None:
    dealt = CardsDealt(1, 0, ((), (), (), ()), (), 0)
    assert run(CueMapper(), [DealStarted(1, 0, "left"), dealt]) == [[], [Cue.SHUFFLE]]


def test_a_reset_forgets_what_was_looked_ahead() -> None:
    """Undo or restart drop events the table never showed; a look-ahead about them must
    not silence anything later, and a pending sweep is dropped."""
    mapper = CueMapper()
    card = play(1, "QS")
    mapper.applied(card)
    mapper.applied(QueenOfSpadesPlayed(1, 2))
    assert run(mapper, [won(0)], instant=False) == [[]]
    mapper.reset()
    assert mapper.flush() == []
    assert mapper.started(card, instant=True, human_seat=0) == [Cue.CARD]
