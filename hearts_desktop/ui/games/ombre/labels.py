"""Ombre's names of things: suits and cards (in the dress the table draws), the matadors,
contracts, results, the rules presets and levels. Every text goes through the translation
context "Ombre" (``Ombre.tr``); call these again after a language change, never cache their
results.

The names of the matadors (spadille, manille, basto, punto) are the game's own and stay
Spanish in every language; suits and ranks follow the dress the cards are drawn in
(``set_dress``: espadas, bastos, copas, oros and sota, caballo, rey in the Spanish dress;
spades, clubs, hearts, diamonds and jack, queen, king in the French one).
"""

from __future__ import annotations

import logging
from typing import Any

from ....core.cards import ACE, JACK, KING, QUEEN, Card, Suit
from ....games.ombre import BASTO, SPADILLE, Contract, Result, manille, punto
from ...tr_context import TrContext

log = logging.getLogger(__name__)


class Translated(str):
    """A translated text that remembers its English source: when a translation's
    ``{placeholders}`` are broken, ``format`` words the English text instead of failing."""

    source: str

    def __new__(cls, text: str, source: str) -> Translated:
        self = super().__new__(cls, text)
        self.source = source
        return self

    def format(self, *args: Any, **kwargs: Any) -> str:
        try:
            return str.format(self, *args, **kwargs)
        except (KeyError, IndexError, ValueError):
            log.warning("translation of %r has broken placeholders: %r", self.source, str(self))
            return self.source.format(*args, **kwargs)


class _OmbreContext(TrContext):
    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        source = text.replace("%n", str(n)) if n >= 0 else text
        return Translated(super().tr(text, disambiguation, n), source)


Ombre = _OmbreContext("Ombre")
"""The translation context of every Ombre text (``Ombre.tr``; ``format`` of what it gives
never fails on a broken translation)."""

SPANISH = "spanish"
FRENCH = "french"
_dress = SPANISH


def set_dress(dress: str) -> None:
    """The dress the table draws Ombre's cards in ("spanish" or "french"): suits and
    ranks are named after it."""
    global _dress
    _dress = FRENCH if dress == FRENCH else SPANISH


def dress() -> str:
    return _dress


SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦"}


def suit_name(suit: Suit) -> str:
    """The suit's name, capitalised as a heading ("Copas", "Hearts")."""
    if _dress == SPANISH:
        return {Suit.SPADES: Ombre.tr("Espadas"), Suit.CLUBS: Ombre.tr("Bastos"),
                Suit.HEARTS: Ombre.tr("Copas"), Suit.DIAMONDS: Ombre.tr("Oros")}[suit]
    return {Suit.SPADES: Ombre.tr("Spades"), Suit.CLUBS: Ombre.tr("Clubs"),
            Suit.HEARTS: Ombre.tr("Hearts"), Suit.DIAMONDS: Ombre.tr("Diamonds")}[suit]


def rank_name(rank: int) -> str:
    if _dress == SPANISH:
        named = {ACE: Ombre.tr("As", "the ace of the Spanish dress"), JACK: Ombre.tr("Sota"),
                 QUEEN: Ombre.tr("Caballo"), KING: Ombre.tr("Rey")}
    elif rank == ACE:
        return Ombre.tr("Ace")
    else:
        named = {JACK: Ombre.tr("Jack"), QUEEN: Ombre.tr("Queen"), KING: Ombre.tr("King")}
    return named.get(rank, str(rank))


def matador_name(card: Card, trump: Suit | None) -> str:
    """"Spadille", "Manille", "Basto" or "Punto" when ``card`` is one (manille and punto
    only once ``trump`` is known), else ""."""
    face = card.face
    if face == SPADILLE:
        return Ombre.tr("Spadille")
    if face == BASTO:
        return Ombre.tr("Basto")
    if trump is not None and face == manille(trump):
        return Ombre.tr("Manille")
    if trump is not None and face == punto(trump):
        return Ombre.tr("Punto")
    return ""


def plain_card_name(card: Card) -> str:
    """"7 de Copas", "Rey de Oros" (the Spanish dress: the card's Spanish name, never
    "Rey of Oros"); "7 of Hearts", "King of Clubs" (the French one)."""
    if _dress == SPANISH:
        return Ombre.tr("{rank} de {suit}", "a card of the Spanish dress").format(
            rank=rank_name(card.rank), suit=suit_name(card.suit))
    return Ombre.tr("{rank} of {suit}", "a card").format(rank=rank_name(card.rank),
                                                          suit=suit_name(card.suit))


def card_name(card: Card, trump: Suit | None = None) -> str:
    """A card as a sentence names it: a matador by its name ("Spadille", "Manille (7 de
    Copas)"), any other card plainly ("Rey de Oros")."""
    special = matador_name(card, trump)
    if not special:
        return plain_card_name(card)
    if card.face in (SPADILLE, BASTO):
        return special
    return Ombre.tr("{name} ({card})", "a matador and its card").format(
        name=special, card=plain_card_name(card))


def card_list(cards: list[Card], trump: Suit | None = None) -> str:
    return Ombre.tr(", ", "list separator").join(card_name(c, trump) for c in cards)


# --------------------------------------------------------------------------- contracts


def contract_name(contract: Contract) -> str:
    return {
        Contract.ENTRADA: Ombre.tr("Entrada"),
        Contract.TOURNE: Ombre.tr("Tourné"),
        Contract.SOLO: Ombre.tr("Solo"),
        Contract.ALLIANCE: Ombre.tr("Alliance"),
        Contract.VOLE: Ombre.tr("Vole", "a contract"),
        Contract.GASCAROLA: Ombre.tr("Gascarola"),
        Contract.CONTRABOLA: Ombre.tr("Contrabola"),
    }[contract]


def contract_detail(contract: Contract, quadrille: bool = False) -> str:
    """What a contract means, in a few words (the bidding panel's second line); in
    Quadrille and Quintille (no talon) a solo is played alone without an exchange."""
    if quadrille and contract is Contract.SOLO:
        return Ombre.tr("alone, without a partner")
    return {
        Contract.ENTRADA: Ombre.tr("exchange, then name trump"),
        Contract.TOURNE: Ombre.tr("the first talon card makes trump"),
        Contract.SOLO: Ombre.tr("no exchange, name trump"),
        Contract.ALLIANCE: Ombre.tr("name trump, call a king"),
        Contract.VOLE: Ombre.tr("alone, every trick"),
        Contract.GASCAROLA: Ombre.tr("keep one card or none, draw the rest"),
        Contract.CONTRABOLA: Ombre.tr("win no trick"),
    }[contract]


def result_name(result: Result | None) -> str:
    if result is None:
        return Ombre.tr("Thrown in")
    return {
        Result.SACADA: Ombre.tr("Sacada"),
        Result.PUESTA: Ombre.tr("Puesta"),
        Result.CODILLE: Ombre.tr("Codille"),
        Result.DRAW: Ombre.tr("Draw"),
    }[result]


def chips_text(amount: int) -> str:
    """"15 chips", with the language's plural forms."""
    return Ombre.tr("%n chip(s)", "", amount)


def signed(amount: int) -> str:
    return f"+{amount}" if amount > 0 else str(amount)


# --------------------------------------------------------------------------- presets, levels

PRESET_ORDER = ("ombre", "ombre_eldest", "ombre_two", "ombre_four", "quadrille", "quintille")


def preset_title(name: str) -> str:
    return {
        "ombre": Ombre.tr("Ombre"),
        "ombre_eldest": Ombre.tr("Ombre, eldest leads (Danish)"),
        "ombre_two": Ombre.tr("Ombre for two"),
        "ombre_four": Ombre.tr("Ombre for four"),
        "quadrille": Ombre.tr("Quadrille"),
        "quintille": Ombre.tr("Quintille"),
        "custom": Ombre.tr("Ombre, custom rules"),
    }.get(name, name)


def rules_heading(rules: Any) -> str:
    """The title of ``rules`` themselves: their preset's, or for custom rules the game they
    are played as ("Quadrille, custom rules", not "Ombre, custom rules" at a Quadrille)."""
    name = str(getattr(rules, "name", "custom"))
    if name != "custom":
        return preset_title(name)
    variant = str(getattr(rules, "variant", "three"))
    return {
        "two": Ombre.tr("Ombre for two, custom rules"),
        "four": Ombre.tr("Ombre for four, custom rules"),
        "quadrille": Ombre.tr("Quadrille, custom rules"),
        "quintille": Ombre.tr("Quintille, custom rules"),
    }.get(variant, preset_title("custom"))


def preset_summary(name: str) -> str:
    return {
        "ombre": Ombre.tr("Three players: ombre leads to the first trick, need not "
                          "exchange, and the cards are dealt again when all pass."),
        "ombre_eldest": Ombre.tr("As played in Danish clubs today: the player on the dealer's "
                                 "right leads, and ombre must exchange at least one card."),
        "ombre_two": Ombre.tr("Two players with 30 cards (the diamonds taken out), 8 cards "
                              "each; 5 of the 8 tricks win."),
        "ombre_four": Ombre.tr("Four at the table: the dealer sits out each deal and pays or "
                               "is paid like a defender."),
        "quadrille": Ombre.tr("Four players, 10 cards each, no talon: the declarer calls a "
                              "king, and its holder is a secret partner."),
        "quintille": Ombre.tr("Five players, 8 cards each, no talon: as Quadrille, with 5 "
                              "tricks to win."),
        "custom": Ombre.tr("Rules of your own, built from the options."),
    }.get(name, "")


__all__ = [
    "FRENCH",
    "PRESET_ORDER",
    "SPANISH",
    "SUIT_SYMBOLS",
    "Ombre",
    "card_list",
    "card_name",
    "chips_text",
    "contract_detail",
    "contract_name",
    "dress",
    "matador_name",
    "plain_card_name",
    "preset_summary",
    "preset_title",
    "rank_name",
    "result_name",
    "rules_heading",
    "set_dress",
    "signed",
    "suit_name",
]
