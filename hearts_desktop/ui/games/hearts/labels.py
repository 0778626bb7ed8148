"""Translated names for rules presets, rules options and cards.

The engine speaks in enums and keys; this module turns them into words a player reads.
Every string goes through ``QCoreApplication.translate`` (context ``"Rules"``) so
``pyside6-lupdate`` collects them and a language switch renames everything: call these
functions again from ``retranslate_ui``, never cache their results.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....games.hearts.cards import ACE, JACK, JOKER_RANK, KING, QUEEN, Card, Suit
from ....games.hearts.rules import (
    ComplexMoon,
    EndMode,
    HeartValues,
    KittyRecipient,
    LeadException,
    MoonMode,
    Opening,
    PassScheme,
    RemovalTable,
    TieRule,
)
from ...tr_context import NewGameDialog


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


def preset_title(name: str) -> str:
    """The human-readable name of a rules preset ("classic" -> "Classic Hearts")."""
    titles = {
        "classic": _tr("Classic Hearts"),
        "black_lady": _tr("Black Lady"),
        "online_de": _tr("Online rules"),
        "online_de_tournament": _tr("Online rules (tournament)"),
        "basic": _tr("Basic Hearts (no Queen of Spades)"),
        "omnibus": _tr("Omnibus Hearts"),
        "pink_lady": _tr("Pink Lady"),
        "spot": _tr("Spot Hearts"),
        "complex": _tr("Complex Hearts"),
        "club10": _tr("Ten of Clubs doubles"),
        "kitty": _tr("Kitty Hearts (3 players)"),
        "hilo_joker": _tr("Hi-Lo Joker Hearts (3 players)"),
        "cancellation": _tr("Cancellation Hearts (6-12 players)"),
        "custom": _tr("Custom rules"),
    }
    return titles.get(name, name.replace("_", " ").capitalize())


def preset_summary(name: str) -> str:
    """One or two sentences on what makes a preset different."""
    summaries = {
        "classic": _tr("The game as on Windows: pass left, right, across, then keep; "
                       "hearts 1 point each, the Queen of Spades 13; the game ends when "
                       "someone has more than 100 points."),
        "black_lady": _tr("Always pass to the left; shooting the moon takes 26 points off "
                          "your own score; any penalty card breaks hearts; the game ends at "
                          "100 points."),
        "online_de": _tr("A fixed number of deals, a 15-second move timer, and taking "
                         "every trick (the sun) counts double."),
        "online_de_tournament": _tr("The online rules with tournament scoring: plus and "
                                    "minus points, a bonus for the winner."),
        "basic": _tr("Only hearts count; the Queen of Spades is an ordinary card."),
        "omnibus": _tr("The Jack of Diamonds takes 10 points off the score of whoever "
                       "wins it."),
        "pink_lady": _tr("As Omnibus, and the Queen of Hearts is worth 13 points too."),
        "spot": _tr("Hearts count their pips (the ace 14), the Queen of Spades 25; the "
                    "game ends at 500."),
        "complex": _tr("Scores are complex numbers: the Queen of Spades is worth 13i and "
                       "the Ten of Clubs multiplies by 2i."),
        "club10": _tr("The Ten of Clubs doubles its winner's points for the deal; the "
                      "Jack of Diamonds is worth -10."),
        "kitty": _tr("Three players, 17 cards each and one face-down card for the winner "
                     "of the first trick."),
        "hilo_joker": _tr("Three players with two jokers that count as hearts: the first "
                          "joker played is the highest heart, the second the lowest."),
        "cancellation": _tr("Six or more players with two packs: identical cards in a "
                            "trick cancel each other out."),
        "custom": _tr("Your own combination of rules options."),
    }
    return summaries.get(name, "")


def passing_label(value: PassScheme) -> str:
    return {
        PassScheme.ROTATE: _tr("Left, right, across, keep"),
        PassScheme.LEFT: _tr("Always to the left"),
        PassScheme.NONE: _tr("No passing"),
        PassScheme.ROTATE_SPLIT: _tr("Left, right, across, split, keep"),
        PassScheme.DEALER_CHOICE: _tr("Dealer's choice"),
    }[PassScheme(value)]


def opening_label(value: Opening) -> str:
    return {
        Opening.LOWEST_CLUB: _tr("Lowest club (2♣) leads"),
        Opening.DEALER_LEFT: _tr("Dealer's left leads any card"),
    }[Opening(value)]


def lead_exception_label(value: LeadException) -> str:
    return {
        LeadException.HEARTS_ONLY: _tr("Only when holding nothing but hearts"),
        LeadException.PENALTY_ONLY: _tr("When holding only penalty cards"),
    }[LeadException(value)]


def end_label(value: EndMode) -> str:
    return {
        EndMode.EXCEEDS: _tr("More than the target"),
        EndMode.REACHES: _tr("Target or more"),
    }[EndMode(value)]


def tie_label(value: TieRule) -> str:
    return {
        TieRule.SHARED: _tr("Joint winners"),
        TieRule.PLAY_ON: _tr("Play on until one player leads"),
    }[TieRule(value)]


def moon_label(value: MoonMode) -> str:
    return {
        MoonMode.OTHERS: _tr("Everyone else takes the points"),
        MoonMode.SELF: _tr("Shooter subtracts the points"),
        MoonMode.BOOK_RESET: _tr("Others take the points, shooter back to 0"),
        MoonMode.CHOICE: _tr("Shooter chooses"),
        MoonMode.OFF: _tr("No moon"),
    }[MoonMode(value)]


def heart_values_label(value: HeartValues) -> str:
    return {
        HeartValues.ONE: _tr("1 point each"),
        HeartValues.SPOT_A: _tr("Pips (ace 14)"),
        HeartValues.SPOT_B: _tr("Pips (courts 10, ace 15)"),
    }[HeartValues(value)]


def complex_moon_label(value: ComplexMoon) -> str:
    return {
        ComplexMoon.CHOICE: _tr("Shooter chooses -M or +M to others"),
        ComplexMoon.SIGNS: _tr("Shooter picks the signs of ±13±13i"),
    }[ComplexMoon(value)]


def kitty_recipient_label(value: KittyRecipient) -> str:
    return {
        KittyRecipient.FIRST_TRICK: _tr("Winner of the first trick"),
        KittyRecipient.FIRST_PENALTY_TRICK: _tr("Winner of the first trick with points"),
    }[KittyRecipient(value)]


def removal_label(value: RemovalTable) -> str:
    return {
        RemovalTable.STANDARD: _tr("Standard (low diamonds and clubs)"),
        RemovalTable.KOREAN: _tr("Korean (low spades first)"),
    }[RemovalTable(value)]


def level_label(level: str) -> str:
    return {
        "easy": _tr("Easy"),
        "normal": _tr("Normal"),
        "hard": _tr("Hard"),
        "expert": _tr("Expert"),
    }.get(level, level)


def suit_name(suit: Suit) -> str:
    return {
        Suit.CLUBS: _tr("Clubs"),
        Suit.DIAMONDS: _tr("Diamonds"),
        Suit.SPADES: _tr("Spades"),
        Suit.HEARTS: _tr("Hearts"),
    }[suit]


def card_text(card: Card) -> str:
    """A compact card name with its suit symbol: "Q♠", "10♥", "Joker"."""
    if card.is_joker:
        return _tr("Joker")
    ranks = {JACK: _tr("J", "rank"), QUEEN: _tr("Q", "rank"), KING: _tr("K", "rank"),
             ACE: _tr("A", "rank")}
    return f"{ranks.get(card.rank, str(card.rank))}{card.suit.symbol}"


def card_name(card: Card) -> str:
    """The full name of a card: "Queen of Spades", "10 of Hearts"."""
    if card.rank == JOKER_RANK:
        return _tr("Joker")
    names = {
        (QUEEN, Suit.SPADES): _tr("Queen of Spades"),
        (QUEEN, Suit.HEARTS): _tr("Queen of Hearts"),
        (JACK, Suit.DIAMONDS): _tr("Jack of Diamonds"),
        (10, Suit.DIAMONDS): _tr("Ten of Diamonds"),
        (10, Suit.CLUBS): _tr("Ten of Clubs"),
        (2, Suit.CLUBS): _tr("Two of Clubs"),
    }
    if (card.rank, card.suit) in names:
        return names[(card.rank, card.suit)]
    return card_text(card)


def spoken_card_name(card: Card) -> str:
    """A card as a screen reader says it: "Queen of Spades", "7 of Hearts", "Joker"."""
    if card.is_joker:
        return _tr("Joker")
    ranks = {JACK: _tr("Jack"), QUEEN: _tr("Queen"), KING: _tr("King"), ACE: _tr("Ace")}
    return _tr("{rank} of {suit}", "a card").format(
        rank=ranks.get(card.rank, str(card.rank)), suit=suit_name(card.suit))


def form_label_texts() -> dict[str, str]:
    """The New game form's labels and check boxes, by ``Rules`` field (the dialog's
    translation context)."""
    return {
        "players": NewGameDialog.tr("Players:"),
        "end_threshold": NewGameDialog.tr("Target score:"),
        "end": NewGameDialog.tr("Game ends with:"),
        "deal_limit": NewGameDialog.tr("Number of deals:"),
        "tie": NewGameDialog.tr("Tie for the lead:"),
        "removal": NewGameDialog.tr("Cards removed:"),
        "packs": NewGameDialog.tr("Packs:"),
        "passing": NewGameDialog.tr("Passing:"),
        "pass_count": NewGameDialog.tr("Cards to pass:"),
        "pass_ban": NewGameDialog.tr("Never passed:"),
        "opening": NewGameDialog.tr("First lead:"),
        "lead_exception": NewGameDialog.tr("Lead hearts early:"),
        "first_trick_ban": NewGameDialog.tr("No points on the first trick"),
        "queen_breaks_hearts": NewGameDialog.tr("The Queen of Spades breaks hearts"),
        "heart_values": NewGameDialog.tr("Hearts:"),
        "queen_of_spades": NewGameDialog.tr("Queen of Spades:"),
        "queen_of_hearts": NewGameDialog.tr("Queen of Hearts is worth 13 (Pink Lady)"),
        "bonus_card": NewGameDialog.tr("Bonus card (-10):"),
        "club10_doubles": NewGameDialog.tr("Ten of Clubs doubles its winner's points"),
        "moon": NewGameDialog.tr("Shooting the moon:"),
        "sun": NewGameDialog.tr("Taking every trick (the sun) counts double"),
        "target_reset": NewGameDialog.tr("Exactly 50 goes to 0, exactly 100 to 50"),
        "complex_scoring": NewGameDialog.tr("Complex scores (Q♠ = 13i, 10♣ × 2i)"),
        "complex_moon": NewGameDialog.tr("Complex moon:"),
        "kitty": NewGameDialog.tr("Kitty: one card aside (3 players)"),
        "kitty_recipient": NewGameDialog.tr("Kitty goes to:"),
        "jokers": NewGameDialog.tr("Two jokers as hearts (3 players)"),
        "cancellation": NewGameDialog.tr("Cancellation: several packs (6-12 players)"),
        "move_timer": NewGameDialog.tr("Move timer:"),
        "tournament": NewGameDialog.tr("Tournament scoring"),
        "computers_unranked": NewGameDialog.tr("Computer players are ranked last"),
    }
