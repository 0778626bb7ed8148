"""Hearts in the replay viewer: the table of a replay frame (every hand face up, or only
the bottom seat's; the cards each seat chose to pass ringed in blue, received cards in gold,
the card just played ringed in blue and the winning card of a finished trick in gold), the
events a step forwards animates, and the words of the info panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ....games.hearts import (
    Card,
    CardPlayed,
    ChooseMoon,
    ChoosePass,
    HeartsBroken,
    PassCards,
    Phase,
    PlayCard,
    QueenOfSpadesPlayed,
)
from ....games.hearts.scoring import score_text
from .labels import card_text
from .replay_model import Frame
from .table import HeartsTable
from .texts import moon_texts, pass_direction_text

if TYPE_CHECKING:
    from ...table.animator import Animator


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


def signed(score: object) -> str:
    text = score_text(score)  # type: ignore[arg-type]
    return text if text.startswith("-") or text == "0" else "+" + text


class HeartsReplayTable(HeartsTable):
    """The Hearts director of a replay table: ``sync`` shows a :class:`Frame`."""

    def __init__(self, animator: Animator) -> None:
        super().__init__(animator)
        self.show_all = True
        self._chosen: list[set[Card]] = []
        self._received: list[set[Card]] = []
        self._marked_trick: dict[int, str] = {}

    def step_events(self, frame: Frame) -> list[Any]:
        """What one step forwards onto ``frame`` animates: the card played (and the moment
        it makes); every other step is shown at once."""
        if not isinstance(frame.action, PlayCard) or frame.kind not in ("play", "trick"):
            return []
        return [e for e in frame.events
                if isinstance(e, (CardPlayed, HeartsBroken, QueenOfSpadesPlayed))]

    def sync(self, frame: Frame) -> None:  # type: ignore[override]
        """Make the table show ``frame`` exactly (no animation)."""
        sc = self.scene
        sc.stop_local_animation()
        sc.hide_last_trick()
        sc.banner.setVisible(False)
        n = sc.players
        hands = [list(frame.hands[seat]) if self.show_all or seat == sc.bottom_seat
                 else [None] * len(frame.hands[seat]) for seat in range(n)]
        st = frame.state
        talon: list[Card | None] = []
        if frame.phase in (Phase.CHOOSING_PASS, Phase.PASSING, Phase.PLAYING):
            if st.kitty and st.kitty_owner is None:
                talon = list(st.kitty) if self.show_all else [None] * len(st.kitty)
            else:
                taken = list(st.face_up_taken)
                for c in st.face_up:
                    if c in taken:
                        taken.remove(c)
                    else:
                        talon.append(c)
        sc.show_cards(hands, list(frame.trick), talon)
        sc.talon_hand_sizes = [len(h) for h in st.hands]
        showing_face = [self.show_all or s == sc.bottom_seat for s in range(n)]
        self._chosen = [set(c) if c and showing_face[s] else set()
                        for s, c in enumerate(frame.chosen)]
        self._received = [set(r) if showing_face[s] else set()
                          for s, r in enumerate(frame.received)]
        self._marked_trick = {}
        if frame.trick:
            if frame.trick_winner is not None:
                self._marked_trick[frame.trick_winner] = "winner"
            if isinstance(frame.action, PlayCard):
                self._marked_trick.setdefault(frame.action.seat, "last")
        self._set_phase(frame.phase if frame.phase in (Phase.PASSING, Phase.PLAYING,
                                                       Phase.CHOOSING_PASS) else None)
        if showing_face[sc.bottom_seat]:
            sc.select_cards(frame.chosen[sc.bottom_seat] or ())
        else:
            sc.selected_items = []
        sc.highlight = set()
        sc.mode = None
        self.match_scores = list(frame.match_scores)
        self.hand_points = list(frame.hand_points)
        self.hearts_broken = frame.hearts_broken
        self.pass_direction = frame.pass_direction
        self.trick_number = frame.trick_number
        self.passed = {s for s, c in enumerate(frame.chosen) if c is not None}
        sc.turn = frame.to_move if frame.phase is Phase.PLAYING else None
        sc.snap()
        if frame.kind == "hand" and frame.moon is not None:
            name = sc.names[frame.moon.seat] if frame.moon.seat < len(sc.names) else ""
            sc.banner.set_texts(*moon_texts(name, frame.moon.sun, sc.is_you(frame.moon.seat)))
            sc.banner.setOpacity(1.0)
            sc.banner.setVisible(True)

    def mark_items(self) -> None:
        sc = self.scene
        for seat, hand in enumerate(sc.hands):
            chosen = self._chosen[seat] if seat < len(self._chosen) else set()
            received = self._received[seat] if seat < len(self._received) else set()
            for item in hand:
                if not item.face_up:
                    continue
                item.set_focused(item.card in chosen)
                item.set_highlighted(item.card in received)
        for seat, item in sc.trick:
            mark = self._marked_trick.get(seat)
            item.set_highlighted(mark == "winner")
            item.set_focused(mark == "last")

    def marked(self) -> dict[str, list[Card]]:
        """The cards shown with a ring, by meaning (for tests): "chosen", "received",
        "winner", "last"."""
        sc = self.scene
        out: dict[str, list[Card]] = {"chosen": [], "received": [], "winner": [], "last": []}
        for seat, hand in enumerate(sc.hands):
            for item in hand:
                if item.face_up and item.card is not None:
                    if item.card in self._chosen[seat]:
                        out["chosen"].append(item.card)
                    if item.card in self._received[seat]:
                        out["received"].append(item.card)
        for seat, item in sc.trick:
            mark = self._marked_trick.get(seat)
            if mark is not None and item.card is not None:
                out[mark].append(item.card)
        return out


def describe(frame: Frame, names: Sequence[str], total: int,
             you: int | None = None) -> list[str]:
    """What ``frame`` shows, in words (lines of the info panel); ``total``: the record's
    number of actions; ``you``: the seat the words speak to ("You play the 7♣.")."""

    def name(seat: int | None) -> str:
        if seat is None:
            return ""
        return names[seat] if 0 <= seat < len(names) else str(seat)

    def said(seat: int | None, you_text: str, text: str, *args: object) -> str:
        """``text`` of ``seat`` ({0}: its name), or ``you_text`` when it is ``you``'s
        (the same arguments: {1}... stay)."""
        return (you_text if seat is not None and seat == you else text).format(
            name(seat), *args)

    lines: list[str] = []
    lines.append(_tr("Hand {0}").format(frame.deal_number) + " · "
                 + _tr("Move {0} of {1}").format(frame.actions, total))
    a = frame.action
    if frame.kind == "deal":
        lines.append(_tr("The cards are dealt."))
        if frame.phase is Phase.PASSING:
            lines.append(pass_direction_text(frame.pass_direction))
    elif frame.kind == "hand" and frame.scored is not None:
        if frame.trick and frame.trick_winner is not None:
            lines.append(said(frame.trick_winner, _tr("You win trick {1}."),
                              _tr("{0} wins trick {1}."), frame.trick_number))
        if frame.moon is not None:
            lines.append(said(frame.moon.seat, _tr("You shot the sun!"),
                              _tr("{0} shot the sun!")) if frame.moon.sun else
                         said(frame.moon.seat, _tr("You shot the moon!"),
                              _tr("{0} shot the moon!")))
        lines.append(_tr("Hand {0} is over.").format(frame.scored.deal_number))
        lines.append(", ".join(f"{name(s)} {signed(p)}"
                               for s, p in enumerate(frame.scored.deal_scores)))
        if frame.phase is Phase.MATCH_OVER:
            lines.append(_tr("Game over."))
    elif isinstance(a, PlayCard):
        lines.append(said(a.seat, _tr("You play the {1}."), _tr("{0} plays the {1}."),
                          card_text(a.card)))
        if frame.kind == "trick" and frame.trick_winner is not None:
            lines.append(said(frame.trick_winner, _tr("You win trick {1}."),
                              _tr("{0} wins trick {1}."), frame.trick_number))
        elif frame.kind == "trick":
            lines.append(_tr("The trick is set aside."))
    elif isinstance(a, PassCards):
        lines.append(said(a.seat, _tr("You choose {1}."), _tr("{0} chooses {1}."),
                          " ".join(card_text(c) for c in a.cards)))
        if frame.kind == "passed":
            lines.append(_tr("The cards change hands."))
    elif isinstance(a, ChooseMoon):
        option = {"others": _tr("the points go to everyone else"),
                  "self": _tr("the points come off their own score")}.get(a.option,
                                                                           a.option)
        lines.append(said(a.seat, _tr("You choose how the moon is scored: {1}."),
                          _tr("{0} chooses how the moon is scored: {1}."), option))
    elif isinstance(a, ChoosePass):
        lines.append(said(a.seat, _tr("You choose the pass."), _tr("{0} chooses the pass.")))
    elif a is not None:
        lines.append(said(a.seat, _tr("You run out of time."), _tr("{0} runs out of time.")))
    if frame.transfers and frame.phase is not Phase.PASSING:
        lines.append(_tr("The pass:"))
        for t in frame.transfers:
            lines.append("  " + _tr("{0} → {1}: {2}").format(
                name(t.giver), name(t.receiver),
                " ".join(card_text(c) for c in t.cards if c is not None)))
    if frame.phase is Phase.PLAYING and frame.to_move is not None:
        lines.append(_tr("Next: {0}").format(name(frame.to_move)))
    return lines


def score_rows(frame: Frame) -> list[tuple[str, list[tuple[str, str]]]]:
    """The scores after each hand finished by ``frame``: (row title, [(total, this hand)])."""
    history = list(frame.state.history)
    if frame.kind != "hand":
        history = [d for d in history if d.deal_number < frame.deal_number]
    return [(_tr("Hand {0}").format(d.deal_number),
             [(score_text(t), signed(p)) for t, p in zip(d.match_scores, d.deal_scores,
                                                         strict=True)])
            for d in history]


__all__ = ["HeartsReplayTable", "describe", "score_rows", "signed"]
