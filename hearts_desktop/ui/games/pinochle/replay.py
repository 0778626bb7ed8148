"""Pinochle in the replay viewer: the live table's director showing replay frames
(``replay_model.PinochleFrame``), and the words of the info panel and the score table.

The table is the one the match was played on: each seat's calls on its plate during the
auction, the contract and trump in the contract panel, "Declarer 27" and "Partner" and
each seat's meld total on the plates, the status corner (auction, naming trump, the
exchange, trick 5 of 12). The partner exchange rings the cards that came over in gold in
the receiving hand; on the meld frame every seat's meld lies face up in front of it with
its caption ("Run 15", "Pinochle 4"); the card just played is ringed in blue and the
winning card of a finished trick in gold. The info panel tells each move, the auction's
result, every meld with the team totals and a finished hand's result; the score table has
a column per team.

Every hand is face up, or (Show all hands off) only the bottom seat's, as the human saw
the match: then the exchanged cards are marked, and named in the info panel, only when
the bottom seat gave or received them (the engine's own redaction, ``CardsGiven.redacted``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ....core.cards import Card
from ....games.pinochle import (
    Bid,
    CardPlayed,
    CardsGiven,
    Concede,
    GiveCards,
    MeldShown,
    NameTrump,
    Pass,
    PlayCard,
)
from ...tr_context import TrContext
from ..base import said
from .labels import (
    Pinochle,
    card_list,
    card_name,
    meld_lines,
    meld_total,
    signed,
    suit_name,
    suit_symbol,
    team_name,
    winners_text,
)
from .replay_model import PinochleFrame
from .table import PinochleTable

if TYPE_CHECKING:
    from ...table.animator import Animator

PinochleTexts = TrContext("PinochleTexts")
"""The history's Pinochle words (``history.py``): the moves of a match told in one line."""


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


class PinochleReplayTable(PinochleTable):
    """The Pinochle director of a replay table: ``sync`` shows a :class:`PinochleFrame`."""

    def __init__(self, animator: Animator) -> None:
        super().__init__(animator)
        self.show_all = True
        self.frame: PinochleFrame | None = None
        self._received: list[set[Card]] = [set() for _ in range(4)]
        self._marked_trick: dict[int, str] = {}

    def step_events(self, frame: PinochleFrame) -> list[Any]:
        """What one step forwards onto ``frame`` animates: the card played (from the hand:
        not while the melds lie on the table); every other step is shown at once."""
        shown = self.frame
        if (not isinstance(frame.action, PlayCard) or frame.kind not in ("play", "trick")
                or (shown is not None and shown.laid_out)):
            return []
        return [e for e in frame.events if isinstance(e, CardPlayed)]

    def visible(self, seat: int) -> bool:
        """Whether ``seat``'s hand is shown face up."""
        return self.show_all or seat == self.scene.bottom_seat

    def sync(self, frame: PinochleFrame) -> None:  # type: ignore[override]
        """Make the table show ``frame`` exactly (no animation)."""
        sc = self.scene
        self.frame = frame
        sc.stop_local_animation()
        sc.hide_last_trick()
        sc.banner.setVisible(False)
        sc.clear_captions()
        hands: list[list[Card | None]] = []
        for seat in range(sc.players):
            cards = sorted(frame.hands[seat], key=self.sort_key)
            hands.append(list(cards) if self.visible(seat) else [None] * len(cards))
        laid: dict[int, Sequence[Card]] = (
            {m.seat: m.cards for m in frame.melds if m.cards} if frame.laid_out else {})
        sc.show_cards(hands, list(frame.trick), melds=laid)
        if frame.laid_out:
            for m in frame.melds:
                sc.set_caption(m.seat, self._caption(m))
        # the director's facts, as the live table keeps them
        self.phase = frame.phase
        self.dealer = frame.dealer
        self.calls = {call.seat: call for call in frame.calls}
        self.declarer, self.contract, self.stuck = frame.declarer, frame.contract, frame.stuck
        self.trump = frame.trump
        self.seat_melds = {m.seat: m.total for m in frame.melds}
        self.counters = frame.counters
        self.scores = frame.scores
        self.trick_number = frame.trick_number
        self.tricks_in_hand = frame.state.rules.hand_size
        self.last_result = frame.scored
        # marks: the exchanged cards in the hand that received them, the trick's cards
        self._received = [set() for _ in range(sc.players)]
        for ev in frame.events:
            if isinstance(ev, CardsGiven) and frame.kind in ("give", "return"):
                self._received[ev.receiver] = (
                    {c for c in ev.cards if c is not None} if self.visible(ev.receiver)
                    else set())
        self._marked_trick = {}
        if frame.trick:
            if frame.trick_winner is not None:
                self._marked_trick[frame.trick_winner] = "winner"
            if isinstance(frame.action, PlayCard):
                self._marked_trick.setdefault(frame.action.seat, "last")
        sc.selected_items = []
        sc.highlight = set()
        sc.mode = None
        sc.turn = frame.to_move if frame.kind != "hand" else None
        self._show_contract()
        sc.update_texts()
        sc.snap()

    @staticmethod
    def _caption(meld: MeldShown) -> Callable[[], tuple[list[str], str]]:
        return lambda: (meld_lines(meld.parts), meld_total(meld.total))

    def mark_items(self) -> None:
        sc = self.scene
        for seat, hand in enumerate(sc.hands):
            received = self._received[seat] if seat < len(self._received) else set()
            for item in hand:
                if item.face_up:
                    item.set_focused(False)
                    item.set_highlighted(item.card in received)
        for seat, item in sc.trick:
            mark = self._marked_trick.get(seat)
            item.set_highlighted(mark == "winner")
            item.set_focused(mark == "last")

    def marked(self) -> dict[str, list[Card]]:
        """The cards shown with a ring, by meaning (for tests): "received", "winner",
        "last"."""
        sc = self.scene
        out: dict[str, list[Card]] = {"received": [], "winner": [], "last": []}
        for seat, hand in enumerate(sc.hands):
            for item in hand:
                if item.face_up and item.card in self._received[seat]:
                    out["received"].append(item.card)
        for seat, item in sc.trick:
            mark = self._marked_trick.get(seat)
            if mark is not None and item.card is not None:
                out[mark].append(item.card)
        return out


# --------------------------------------------------------------------------- words
def describe(frame: PinochleFrame, names: Sequence[str], total: int,
             seen_by: int | None = None, you: int | None = None) -> list[str]:
    """What ``frame`` shows, in words (lines of the info panel); ``total``: the record's
    number of actions; ``seen_by``: the seat whose sight the words keep to (None: every
    card may be named); ``you``: the seat the words speak to ("You bid 30.")."""

    def name(seat: int | None) -> str:
        if seat is None:
            return ""
        return names[seat] if 0 <= seat < len(names) else str(seat)

    def told(seat: int | None, you_text: str, text: str, *args: object) -> str:
        """The sentence of ``seat`` ({0}: its name; said to the player when it is
        ``you``'s), with ``args`` as {1}, {2} ..."""
        return said(seat, you, you_text, text).format(name(seat), *args)

    def team(t: int) -> str:
        return team_name(list(names), t)

    lines = [_tr("Hand {0}").format(frame.deal_number) + " · "
             + _tr("Move {0} of {1}").format(frame.actions, total)]
    a = frame.action
    if frame.kind == "deal":
        lines.append(_tr("The cards are dealt."))
    elif isinstance(a, Bid):
        lines.append(told(a.seat, PinochleTexts.tr("You bid {1}."),
                          PinochleTexts.tr("{0} bids {1}."), a.amount))
    elif isinstance(a, Pass) and a.help:
        lines.append(told(a.seat, PinochleTexts.tr("You pass with help."),
                          PinochleTexts.tr("{0} passes with help.")))
    elif isinstance(a, Pass):
        lines.append(told(a.seat, PinochleTexts.tr("You pass."), PinochleTexts.tr("{0} passes.")))
    elif isinstance(a, NameTrump):
        lines.append(told(a.seat, PinochleTexts.tr("You name trump: {1}."),
                          PinochleTexts.tr("{0} names trump: {1}."),
                          f"{suit_symbol(a.suit)} {suit_name(a.suit)}"))
    elif isinstance(a, GiveCards) and frame.kind in ("give", "return"):
        given = next(e for e in frame.events if isinstance(e, CardsGiven))
        seen = given.redacted(seen_by) if seen_by is not None else given
        if any(c is None for c in seen.cards):
            n = len(given.cards)
            lines.append(told(given.giver,
                              PinochleTexts.tr("You pass %n card(s) to the partner.", "", n),
                              PinochleTexts.tr("{0} passes %n card(s) to the partner.", "", n)))
        else:
            cards = card_list([c for c in seen.cards if c is not None])
            if given.receiver == you:
                lines.append(Pinochle.tr("{0} gives {1} to you.").format(
                    name(given.giver), cards))
            else:
                lines.append(told(given.giver, Pinochle.tr("You give {1} to {2}."),
                                  Pinochle.tr("{0} gives {1} to {2}."), cards,
                                  name(given.receiver)))
    elif isinstance(a, Concede):
        lines.append(told(a.seat, PinochleTexts.tr("You concede the hand."),
                          PinochleTexts.tr("{0} concedes the hand.")))
    elif isinstance(a, PlayCard) and frame.kind != "meld":
        lines.append(told(a.seat, PinochleTexts.tr("You play the {1}."),
                          PinochleTexts.tr("{0} plays the {1}."), card_name(a.card)))
    won = frame.auction_won
    if won is not None and frame.kind == "call":
        if won.stuck:
            lines.append(told(won.declarer, Pinochle.tr("You are stuck with the bid"),
                              Pinochle.tr("{0} is stuck with the bid")))
        else:
            lines.append(told(won.declarer, Pinochle.tr("You win the auction"),
                              Pinochle.tr("{0} wins the auction")))
        lines.append(Pinochle.tr("Contract: {0}").format(won.contract))
    if frame.kind == "meld":
        for m in frame.melds:
            lines.append(told(m.seat, PinochleTexts.tr("You meld {1}: {2}."),
                              PinochleTexts.tr("{0} melds {1}: {2}."), m.total,
                              ", ".join(meld_lines(m.parts)) or "–"))
        melds = [0, 0]
        for m in frame.melds:
            melds[m.seat % 2] += m.total
        lines.append(f"{team(0)}: {melds[0]}   ·   {team(1)}: {melds[1]}")
    if frame.kind in ("trick", "hand") and frame.trick_winner is not None:
        lines.append(told(frame.trick_winner, _tr("You win trick {1}."),
                          _tr("{0} wins trick {1}."), frame.trick_number))
    scored = frame.scored
    if frame.kind == "hand" and scored is not None:
        if frame.conceded is not None:
            lines.append(told(frame.conceded.seat, Pinochle.tr("You concede"),
                              Pinochle.tr("{0} concedes")))
        t = scored.declarer % 2
        lines.append(Pinochle.tr("{0}: meld {1} + counters {2}, bid {3}").format(
            team(t), scored.team_melds[t], scored.team_counters[t], scored.contract))
        lines.append(f"{team(0)} {signed(scored.changes[0])}   ·   "
                     f"{team(1)} {signed(scored.changes[1])}")
        if frame.over:
            lines.append(_tr("Game over."))
            winner = frame.state.winner
            if winner is not None:
                lines.append(winners_text(list(names), winner, you))
    elif frame.to_move is not None:
        lines.append(_tr("Next: {0}").format(name(frame.to_move)))
    return lines


def score_rows(frame: PinochleFrame) -> list[tuple[str, list[tuple[str, str]]]]:
    """The team totals after each hand finished by ``frame`` (the tooltip: that hand's
    change)."""
    return [(_tr("Hand {0}").format(h.deal_number),
             [(str(h.scores[t]), signed(h.changes[t])) for t in (0, 1)])
            for h in frame.history]


def score_titles(names: Sequence[str]) -> list[str]:
    """The score table's columns: the two teams ("You & Greta")."""
    return [team_name(list(names), 0), team_name(list(names), 1)]


__all__ = ["PinochleReplayTable", "describe", "score_rows", "score_titles"]
