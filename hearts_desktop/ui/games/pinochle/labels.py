"""Pinochle's names of things: suits and cards, the melds, calls of the auction, outcomes,
teams, the rules presets and the refusals of the engine. Every text goes through the
translation context "Pinochle" (``Pinochle.tr``); call these again after a language change,
never cache their results.

Cards are named short, as players write them ("A♥", "10♠"); the rank letters follow the
language (German: D for Dame, B for Bube). Meld names are the game's own in each language
(German players say Familie, Trumpfpaar, Binokel; Korean players 런, 로얄 커플, 피노클).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor

from ....core.cards import ACE, JACK, KING, QUEEN, Card, Suit
from ....games.pinochle import Call, IllegalActionError, MeldPart, Outcome, Violation
from ...tr_context import TrContext

Pinochle = TrContext("Pinochle")
"""The translation context of every Pinochle text."""

SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦"}
RED = QColor(226, 70, 70)
BLACK_ON_FELT = QColor(235, 240, 235)


def suit_symbol(suit: Suit) -> str:
    return SUIT_SYMBOLS[suit]


def suit_colour(suit: Suit) -> QColor:
    """The suit's colour on the dark felt (black suits are drawn light)."""
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK_ON_FELT


def suit_name(suit: Suit) -> str:
    return {Suit.SPADES: Pinochle.tr("Spades"), Suit.CLUBS: Pinochle.tr("Clubs"),
            Suit.HEARTS: Pinochle.tr("Hearts"), Suit.DIAMONDS: Pinochle.tr("Diamonds")}[suit]


def rank_letter(rank: int) -> str:
    return {ACE: Pinochle.tr("A", "rank: ace"), KING: Pinochle.tr("K", "rank: king"),
            QUEEN: Pinochle.tr("Q", "rank: queen"),
            JACK: Pinochle.tr("J", "rank: jack")}.get(rank, str(rank))


def card_name(card: Card) -> str:
    """"A♥", "10♠" (the copy a card is does not show)."""
    return f"{rank_letter(card.rank)}{SUIT_SYMBOLS[card.suit]}"


def spoken_card_name(card: Card) -> str:
    """A card as a screen reader says it: "Ace of Hearts", "10 of Spades"."""
    ranks = {ACE: Pinochle.tr("Ace"), KING: Pinochle.tr("King"),
             QUEEN: Pinochle.tr("Queen"), JACK: Pinochle.tr("Jack")}
    return Pinochle.tr("{rank} of {suit}", "a card").format(
        rank=ranks.get(card.rank, str(card.rank)), suit=suit_name(card.suit))


def card_list(cards: Sequence[Card]) -> str:
    return Pinochle.tr(", ", "list separator").join(card_name(c) for c in cards)


def level_label(level: str) -> str:
    return {"easy": Pinochle.tr("Easy"), "normal": Pinochle.tr("Normal"),
            "hard": Pinochle.tr("Hard")}.get(level, level)


# --------------------------------------------------------------------------- melds
def _part_names() -> dict[str, str]:
    return {
        "run": Pinochle.tr("Run"),
        "double_run": Pinochle.tr("Double run"),
        "triple_run": Pinochle.tr("Triple run"),
        "quadruple_run": Pinochle.tr("Quadruple run"),
        "royal_marriage": Pinochle.tr("Royal marriage"),
        "marriage": Pinochle.tr("Marriage"),
        "dix": Pinochle.tr("Dix"),
        "aces_around": Pinochle.tr("Aces around"),
        "double_aces": Pinochle.tr("Double aces"),
        "triple_aces": Pinochle.tr("Triple aces"),
        "quadruple_aces": Pinochle.tr("Quadruple aces"),
        "kings_around": Pinochle.tr("Kings around"),
        "double_kings": Pinochle.tr("Double kings"),
        "triple_kings": Pinochle.tr("Triple kings"),
        "quadruple_kings": Pinochle.tr("Quadruple kings"),
        "queens_around": Pinochle.tr("Queens around"),
        "double_queens": Pinochle.tr("Double queens"),
        "triple_queens": Pinochle.tr("Triple queens"),
        "quadruple_queens": Pinochle.tr("Quadruple queens"),
        "jacks_around": Pinochle.tr("Jacks around"),
        "double_jacks": Pinochle.tr("Double jacks"),
        "triple_jacks": Pinochle.tr("Triple jacks"),
        "quadruple_jacks": Pinochle.tr("Quadruple jacks"),
        "pinochle": Pinochle.tr("Pinochle", "meld: Q♠ and J♦"),
        "double_pinochle": Pinochle.tr("Double pinochle"),
        "triple_pinochle": Pinochle.tr("Triple pinochle"),
        "quadruple_pinochle": Pinochle.tr("Quadruple pinochle"),
        "roundhouse": Pinochle.tr("Roundhouse"),
        "double_roundhouse": Pinochle.tr("Double roundhouse"),
    }


def part_name(name: str, suit: Suit | None = None) -> str:
    """A meld's name; a marriage names its suit ("Marriage ♣")."""
    text = _part_names().get(name, name.replace("_", " "))
    if name == "marriage" and suit is not None:
        return f"{text} {SUIT_SYMBOLS[suit]}"
    return text


def part_text(part: MeldPart | tuple[str, int]) -> str:
    """"Run 15", "Pinochle 4"."""
    if isinstance(part, MeldPart):
        return f"{part_name(part.name, part.suit)} {part.value}"
    return f"{part_name(part[0])} {part[1]}"


def meld_lines(parts: Sequence[MeldPart]) -> list[str]:
    """One line per meld, identical melds counted once ("Marriage ♣ 2 ×2")."""
    lines: list[str] = []
    counts: dict[str, int] = {}
    order: list[str] = []
    for p in parts:
        text = part_text(p)
        if text not in counts:
            order.append(text)
            counts[text] = 0
        counts[text] += 1
    for text in order:
        lines.append(text if counts[text] == 1 else f"{text} ×{counts[text]}")
    return lines


def meld_total(total: int) -> str:
    return Pinochle.tr("Meld {0}").format(total) if total else Pinochle.tr("No meld")


# --------------------------------------------------------------------------- the auction
def call_text(call: Call | None) -> str:
    """A seat's last call: "Bid 27", "Pass", "Pass with help" ("" before it spoke)."""
    if call is None:
        return ""
    if call.amount is None:
        return Pinochle.tr("Pass with help") if call.help else Pinochle.tr("Pass")
    return Pinochle.tr("Bid {0}").format(call.amount)


def outcome_text(outcome: Outcome | str) -> str:
    return {Outcome.MADE: Pinochle.tr("Made"), Outcome.SET: Pinochle.tr("Set"),
            Outcome.CONCEDED: Pinochle.tr("Conceded")}.get(Outcome(outcome), str(outcome))


def team_name(names: Sequence[str], team: int) -> str:
    """"Ada & Clara": the two partners of ``team`` (seats team and team + 2)."""
    a = names[team] if team < len(names) else str(team)
    b = names[team + 2] if team + 2 < len(names) else str(team + 2)
    return Pinochle.tr("{0} & {1}", "team of two partners").format(a, b)


def winners_text(names: Sequence[str], team: int, human: int | None = None) -> str:
    """The winning team by name: "You and Bruno win the game!" when the human's seat is in
    it, else "Ada & Clara win the game!"."""
    if human is not None and human % 2 == team and 0 <= human < len(names):
        partner = (human + 2) % 4
        other = names[partner] if partner < len(names) else str(partner)
        return Pinochle.tr("You and {0} win the game!").format(other)
    return Pinochle.tr("{0} win the game!").format(team_name(names, team))


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else (f"−{-value}" if value < 0 else "0")


def preset_title(name: str) -> str:
    return {"pinochle": Pinochle.tr("Pinochle (small scale)"),
            "pinochle_x10": Pinochle.tr("Pinochle ×10"),
            "double_deck": Pinochle.tr("Double-deck Pinochle")}.get(
                name, Pinochle.tr("Custom rules"))


# --------------------------------------------------------------------------- refusals
def _as_card(value: object) -> Card | None:
    """A card of a refusal's data: a ``Card``, or its text as a refusal that came over the
    network carries it ("10H"); None for anything else."""
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        try:
            return Card.parse(value)
        except ValueError:
            return None
    return None


def _faces(values: object) -> list[Card]:
    """The cards of a refusal's list, each face once ("A♥", not "A♥, A♥" for both copies)."""
    out: list[Card] = []
    for value in values if isinstance(values, list | tuple) else ():
        card = _as_card(value)
        if card is not None and all(c.face != card.face for c in out):
            out.append(card)
    return out


def violation_text(error: IllegalActionError) -> str:
    """One sentence telling the player why the engine refused their action (the cards of
    its data as cards or as card texts: a refusal from a network table)."""
    data = error.data
    rule = error.rule
    card = _as_card(data.get("card"))
    card_txt = card_name(card) if card is not None else Pinochle.tr("this card")
    suit = data.get("suit")
    suit_txt = suit_name(suit) if isinstance(suit, Suit) else ""
    beat = _as_card(data.get("to_beat"))
    beat_txt = card_name(beat) if beat is not None else ""
    beaters_txt = card_list(_faces(data.get("beaters")))
    if rule is Violation.MUST_FOLLOW_SUIT:
        return Pinochle.tr("You must follow suit: play {0} while you have any.").format(suit_txt)
    if rule is Violation.MUST_BEAT:
        return Pinochle.tr("You must head the trick: beat the {0} with {1}.").format(
            beat_txt, beaters_txt)
    if rule is Violation.MUST_TRUMP:
        return Pinochle.tr("You have no {0}: you must play a trump.").format(
            suit_txt or Pinochle.tr("card of the suit led"))
    if rule is Violation.MUST_OVERTRUMP:
        return Pinochle.tr("You must overtrump the {0}: play {1}.").format(
            beat_txt, beaters_txt)
    if rule is Violation.BID_TOO_LOW:
        return Pinochle.tr("Your bid must be at least {0}.").format(data.get("minimum", ""))
    if rule is Violation.BID_TOO_HIGH:
        return Pinochle.tr("No bid may be higher than {0}: no team can score more in a hand."
                           ).format(data.get("maximum", ""))
    if rule is Violation.BID_NOT_A_STEP:
        return Pinochle.tr("{0} is not a bid under these rules; the next bid above is {1}.").format(
            data.get("amount", ""), data.get("next_above", ""))
    if rule is Violation.FIRST_BIDDER_MUST_BID:
        return Pinochle.tr("The first bidder may not pass: bid at least {0}.").format(
            data.get("minimum", ""))
    if rule is Violation.ALREADY_PASSED:
        return Pinochle.tr("You have passed: a pass is final.")
    if rule is Violation.PASS_HELP_NOT_ALLOWED:
        return Pinochle.tr("These rules have no pass with help.")
    if rule is Violation.EXCHANGE_WRONG_COUNT:
        return Pinochle.tr("Choose exactly %n cards to give.", "", int(data.get("expected", 4)))
    if rule in (Violation.NOT_DECLARER, Violation.NOT_PARTNER):
        return Pinochle.tr("Only the declarer and their partner exchange cards.")
    if rule is Violation.CONCEDE_TOO_LATE:
        return Pinochle.tr("The hand can be conceded only before the first card is led.")
    if rule is Violation.NOT_YOUR_TURN:
        return Pinochle.tr("Please wait: it is not your turn.")
    if rule is Violation.CARD_NOT_IN_HAND:
        return Pinochle.tr("The {0} is not in your hand.").format(card_txt)
    if rule is Violation.DUPLICATE_CARD:
        return Pinochle.tr("The same card was chosen twice.")
    return Pinochle.tr("That is not allowed now.")


__all__ = [
    "Pinochle", "call_text", "card_list", "card_name", "level_label", "meld_lines",
    "meld_total", "outcome_text", "part_name", "part_text", "preset_title", "rank_letter",
    "signed", "suit_colour", "suit_name", "suit_symbol", "team_name", "violation_text",
    "winners_text",
]
