"""Hearts on the table: which stages each Hearts event gets, how the bottom seat's view is
shown, and what the name plates and the status corner read.

One ``HeartsTable`` per table (the window's, a replay's). It keeps what the table shows of
the deal (the pass direction, whether hearts are broken, who has passed, this hand's
points, the match scores) and builds the animation from the toolkit's generic moves: the
deal, the pass (cards face down to the others, the received cards turning over), a card to
the trick, the trick swept to its winner, the Queen of Spades moment (the card glows and
pulses under a banner), the hearts-broken pulse of the status corner, the moon banner, the
kitty or the face-up cards going to their taker.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....games.hearts import (
    CardPlayed,
    CardsDealt,
    CardsPassed,
    DealStarted,
    FaceUpTaken,
    HandScored,
    HeartsBroken,
    KittyTaken,
    MatchOver,
    MoonShot,
    PassCommitted,
    PassSchemeChosen,
    Phase,
    QueenOfSpadesPlayed,
    Score,
    SeatSubstituted,
    SeatView,
    TimedOut,
    TrickSetAside,
    TrickWon,
    cancelled_positions,
)
from ....games.hearts.scoring import score_text
from ...table.director import TableDirector
from ...table.speeds import Step
from . import labels, texts

if TYPE_CHECKING:
    from ...table.animator import Animator, Stage
    from ...table.moves import Moves
    from ...table.scene import TableScene


class HeartsTable(TableDirector):
    """The Hearts director of one table."""

    status_icon = staticmethod(texts.paint_heart)

    def __init__(self, animator: Animator) -> None:
        self.animator = animator
        self.scene: TableScene = animator.scene
        self.match_scores: list[Score] = [0] * self.scene.players
        self.hand_points: list[Score] = [0] * self.scene.players
        self.hearts_broken = False
        self.pass_direction = "left"
        self.phase: Phase | None = None
        self.trick_number = 1
        self.passed: set[int] = set()
        self.cancellation = False
        """Cancellation Hearts: identical cards in a trick cancel (shown dimmed)."""
        self.deal_shown: int | None = None
        self.ended: str | None = None
        """"hand" from a deal's scoring to the next deal, "match" once it is over."""

    @property
    def moves(self) -> Moves:
        return self.animator.moves

    def reset(self, players: int) -> None:
        """A new match on ``players`` seats."""
        self.match_scores = [0] * players
        self.hand_points = [0] * players
        self.hearts_broken = False
        self.passed = set()
        self.phase = None
        self.cancellation = False
        self.deal_shown = None
        self.ended = None
        self.scene.selection_held = False

    def card_name(self, card: Any) -> str:
        return labels.spoken_card_name(card)

    def card_group(self, card: Any) -> str:
        return labels.suit_name(card.suit) if not card.is_joker else labels.card_name(card)

    def _name(self, seat: int) -> str:
        names = self.scene.names
        return names[seat] if 0 <= seat < len(names) else str(seat)

    # ------------------------------------------------------------------ events
    def stages(self, ev: Any) -> Iterator[Stage]:
        sc = self.scene
        if isinstance(ev, DealStarted):
            sc.hide_last_trick()
            self.pass_direction = ev.pass_direction
            self.deal_shown = ev.deal_number
            self.ended = None
            self.hearts_broken = False
            self.passed = set()
            self._set_phase(None)
            self.hand_points = [0] * sc.players
            self.trick_number = 1
            sc.set_turn(None)
            sc.snap()
        elif isinstance(ev, CardsDealt):
            talon = [None] * ev.kitty_size if ev.kitty_size else list(ev.face_up)
            yield from self.moves.deal(ev.hands, ev.dealer, talon)
        elif isinstance(ev, PassCommitted):
            self.passed.add(ev.seat)
            sc.snap()
        elif isinstance(ev, CardsPassed):
            yield from self._pass(ev)
        elif isinstance(ev, CardPlayed):
            yield from self.moves.play(ev.seat, ev.card)
        elif isinstance(ev, HeartsBroken):
            yield from self._hearts_broken()
        elif isinstance(ev, QueenOfSpadesPlayed):
            yield from self._queen(ev.seat)
        elif isinstance(ev, TrickWon):
            winner, points = ev.winner, ev.points

            def scored() -> None:
                self.hand_points[winner] = self.hand_points[winner] + points

            yield from self.moves.sweep(winner, scored)
            self.trick_number = ev.trick_number + 1
        elif isinstance(ev, TrickSetAside):
            yield from self.moves.sweep(None)
            self.trick_number = ev.trick_number + 1
        elif isinstance(ev, MoonShot):
            seat, sun = ev.seat, ev.sun
            yield from self.moves.banner(
                lambda: texts.moon_texts(self._name(seat), sun, sc.is_you(seat)), Step.ANNOUNCE)
        elif isinstance(ev, HandScored):
            self.match_scores = list(ev.match_scores)
            self.ended = "hand"
            sc.snap()
            self.animator.hand_reached(ev)
        elif isinstance(ev, MatchOver):
            self.ended = "match"
            sc.snap()
            self.animator.match_reached(ev)
        elif isinstance(ev, PassSchemeChosen):
            seat, scheme = ev.seat, ev.scheme
            yield from self.moves.banner(
                lambda: texts.pass_scheme_texts(self._name(seat), scheme, sc.is_you(seat)),
                Step.NOTICE)
        elif isinstance(ev, KittyTaken):
            # only the bottom seat sees the kitty's faces, and only when the kitty is theirs
            yield from self.moves.take_talon(ev.seat, ev.cards,
                                             show_faces=ev.seat == sc.bottom_seat)
            seat = ev.seat
            yield from self.moves.banner(
                lambda: texts.kitty_texts(self._name(seat), sc.is_you(seat)), Step.NOTICE)
        elif isinstance(ev, FaceUpTaken):
            yield from self.moves.take_talon(ev.seat, ev.cards, show_faces=False)
            seat = ev.seat
            yield from self.moves.banner(
                lambda: texts.face_up_texts(self._name(seat), sc.is_you(seat)), Step.NOTICE)
        elif isinstance(ev, TimedOut):
            seat = ev.seat
            yield from self.moves.banner(
                lambda: texts.timed_out_texts(self._name(seat), sc.is_you(seat)), Step.NOTICE)
        elif isinstance(ev, SeatSubstituted):
            seat = ev.seat
            yield from self.moves.banner(
                lambda: texts.substituted_texts(self._name(seat), sc.is_you(seat)), Step.NOTICE)

    def _set_phase(self, phase: Phase | None) -> None:
        self.phase = phase
        self.scene.selection_held = phase is Phase.PASSING

    def _pass(self, ev: CardsPassed) -> Iterator[Stage]:
        """The passed cards fly to their receivers, face down to the others; the bottom
        seat's new cards turn over."""
        transfers = [(t.giver, t.receiver, t.cards) for t in ev.transfers]
        yield from self.moves.exchange(transfers, landed=lambda: self._set_phase(None))

    def _hearts_broken(self) -> Iterator[Stage]:
        """The status corner's heart lights up with a pulse."""
        self.hearts_broken = True
        self.scene.update_texts()
        yield from self.moves.pulse(self.scene.status, 1.12, self.animator.d(Step.PULSE))

    def _queen(self, seat: int) -> Iterator[Stage]:
        """The Queen of Spades lands: it glows and pulses, and a short banner says so."""
        sc = self.scene
        queen = next((it for _, it in reversed(sc.trick)
                      if it.card is not None and str(it.card) == "QS"), None)
        if queen is None:
            return
        yield from self.moves.spotlight(
            queen, lambda: texts.queen_texts(self._name(seat), sc.is_you(seat)),
            self.animator.d(Step.SPOTLIGHT), name="queen")

    # ------------------------------------------------------------------ the view
    def sync(self, view: SeatView) -> None:
        """Make the table show ``view`` (the bottom seat's view) exactly, then snap."""
        sc = self.scene
        hands: list[list[Any]] = []
        for seat in range(sc.players):
            if seat == view.seat:
                hands.append(list(view.hand))
            else:
                hands.append([None] * view.hand_sizes[seat])
        trick = list(view.trick.plays) if view.trick else []
        talon: list[Any] = []
        if view.phase in (Phase.CHOOSING_PASS, Phase.PASSING, Phase.PLAYING):
            if view.kitty_size and view.kitty_owner is None:
                talon = [None] * view.kitty_size
            else:
                taken = list(view.face_up_taken)
                for c in view.face_up:
                    if c in taken:
                        taken.remove(c)
                    else:
                        talon.append(c)
        sc.show_cards(hands, trick, talon)
        plays_made = [0] * sc.players
        for t in (*view.tricks, *((view.trick,) if view.trick else ())):
            for seat, _ in t.plays:
                plays_made[seat] += 1
        sc.talon_hand_sizes = [n + k for n, k in zip(view.hand_sizes, plays_made, strict=True)]

        self._set_phase(view.phase)
        if view.phase is Phase.PASSING:
            if view.passed is not None:
                sc.select_cards(view.passed)
        else:
            sc.selected_items = []
        played = any(s == view.seat for t in view.tricks for s, _ in t.plays) or (
            view.trick is not None and any(s == view.seat for s, _ in view.trick.plays))
        sc.highlight = (set(view.received) if view.phase is Phase.PLAYING and not played
                        else set())
        self.match_scores = list(view.match_scores)
        self.hand_points = list(view.points_taken)
        self.hearts_broken = view.hearts_broken
        self.pass_direction = view.pass_direction
        self.cancellation = view.rules.cancellation
        self.deal_shown = view.deal_number
        self.ended = ("match" if view.phase is Phase.MATCH_OVER
                      else "hand" if view.phase is Phase.HAND_OVER else None)
        self.trick_number = (view.trick.number if view.trick is not None
                             else len(view.tricks) + 1)
        self.passed = {s for s, done in enumerate(view.passes_committed) if done}
        sc.turn = view.to_move if view.phase in (Phase.PLAYING, Phase.CHOOSING_PASS,
                                                 Phase.MOON_CHOICE) else None
        sc.snap()

    @staticmethod
    def last_trick(view: SeatView) -> tuple[tuple[tuple[int, Any], ...], int | None]:
        """The plays and the winner of the last finished trick (none yet: empty)."""
        done = [t for t in view.tricks if t.plays]
        if not done:
            return (), None
        return done[-1].plays, done[-1].winner

    def mark_items(self) -> None:
        """Cancellation Hearts: the trick's cards that cancelled each other (CN.5: identical
        cards in pairs, in play order) lie dimmed as soon as the second one lands."""
        if not self.cancellation:
            return
        trick = self.scene.trick
        plays = [(seat, item.card) for seat, item in trick if item.card is not None]
        if len(plays) != len(trick):
            return
        for i in cancelled_positions(plays):
            trick[i][1].set_dimmed(True)

    # ------------------------------------------------------------------ texts
    def plate(self, seat: int) -> tuple[str, str, bool]:
        sc = self.scene
        passing = self.phase is Phase.PASSING
        points = self.hand_points[seat] if seat < len(self.hand_points) else 0
        detail = texts.plate_detail(seat in self.passed if passing else None,
                                    score_text(points))
        score = self.match_scores[seat] if seat < len(self.match_scores) else 0
        human_passing = passing and seat == sc.bottom_seat and seat not in self.passed
        return score_text(score), detail, seat == sc.turn or human_passing

    def status(self) -> tuple[bool, str, str]:
        if self.ended is not None:
            line = (texts.match_over_text() if self.ended == "match"
                    else texts.hand_over_text())
        elif self.phase in (Phase.PASSING, Phase.CHOOSING_PASS) or not self.scene.human_items():
            line = texts.pass_direction_text(self.pass_direction)
        else:
            line = texts.trick_text(self.trick_number)
        return self.hearts_broken, texts.hearts_broken_text(self.hearts_broken), line

    def action_text(self) -> str:
        return texts.pass_direction_text(self.pass_direction)


__all__ = ["HeartsTable"]
