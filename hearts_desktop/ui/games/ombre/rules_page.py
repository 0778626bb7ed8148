"""A readable page of Ombre's rules (Help > Rules, and "Show rules…" in New game), made from
a ``Rules`` value: the game and its cards, the ranking with the matadors, the stakes, the
bidding, the exchange, the play with the matador's privilege, the results and payments (or
Quadrille's alliance), and the local rules that are on.

Nothing here is a second copy of the rules: the page asks the ``Rules`` value and the
engine's card functions (``trump_order``, ``plain_order``, ``biddable``) and words the
answers. Every sentence goes through ``Ombre.tr`` with ``{name}`` placeholders, and the
cards are named in the dress the table draws (``labels.set_dress``).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QWidget

from ....core.cards import Suit
from ....games.ombre import Contract, plain_order, trump_order
from ....games.ombre.contracts import biddable
from ....games.ombre.rules import AllPass, Rules, SitOut, Variant
from ..rules_page import HtmlPage, RulesPageDialog, esc
from .labels import (
    Ombre,
    card_name,
    contract_detail,
    contract_name,
    preset_summary,
    rules_heading,
    suit_name,
)


class _Page(HtmlPage):
    """The page, with Ombre's tables (a heading row, then rows of two cells)."""

    def table(self, header: tuple[str, str], rows: Iterable[tuple[str, str]]) -> None:
        head = "".join(f"<th align='left'>{esc(h)}</th>" for h in header)
        body = "".join(f"<tr><td>{esc(a)}</td><td>{esc(b)}</td></tr>" for a, b in rows)
        self.parts.append(f"<table cellpadding='4' cellspacing='0' border='1'>"
                          f"<tr>{head}</tr>{body}</table>")


def _cards(cards: Iterable[object], trump: Suit | None) -> str:
    return Ombre.tr(", ", "list separator").join(card_name(c, trump)  # type: ignore[arg-type]
                                                for c in cards)


def rules_html(rules: Rules) -> str:
    """The whole page for ``rules``, in the current language."""
    page = _Page()
    page.h1(rules_heading(rules))
    summary = preset_summary(rules.name)
    if summary:
        page.p(summary)
    _players(page, rules)
    _ranking(page)
    _stakes(page, rules)
    _bidding(page, rules)
    if rules.has_talon:
        _exchange(page, rules)
    _play(page, rules)
    if rules.has_talon:
        _results(page, rules)
    else:
        _alliance(page, rules)
    return page.html()


def _players(page: _Page, rules: Rules) -> None:
    page.h2(Ombre.tr("Players and cards"))
    page.p(Ombre.tr("{players} players, {cards} cards: each player gets {hand} cards, "
                    "dealt counter-clockwise; play goes counter-clockwise too.").format(
        players=rules.players, cards=rules.deck_size, hand=rules.hand_size))
    if rules.talon_size:
        page.p(Ombre.tr("The other {talon} cards are the talon, face down in the middle of "
                        "the table.").format(talon=rules.talon_size))
    if rules.variant is Variant.TWO:
        page.p(Ombre.tr("{suit} are taken out of the pack.").format(
            suit=suit_name(rules.removed_suit)))
    if rules.variant is Variant.FOUR:
        page.p(Ombre.tr("Three play each deal: the dealer sits out.")
               if rules.sit_out is SitOut.DEALER else
               Ombre.tr("Three play each deal: the player opposite the dealer sits out."))
        page.p(Ombre.tr("The player sitting out pays and is paid like a defender."))


def _ranking(page: _Page) -> None:
    page.h2(Ombre.tr("Trumps and matadors"))
    page.p(Ombre.tr("Spadille and Basto are always trumps, whatever suit is trump. With "
                    "the Manille (the 2 of a black trump suit, the 7 of a red one) they are "
                    "the three matadors. In a red trump suit the ace, Punto, is the fourth "
                    "trump."))
    rows = []
    for suit in (Suit.SPADES, Suit.HEARTS):
        rows.append((Ombre.tr("{suit} trump").format(suit=suit_name(suit)),
                     _cards(trump_order(suit), suit)))
    page.table((Ombre.tr("Trump"), Ombre.tr("Trumps, highest first")), rows)
    page.p(Ombre.tr("Plain suits, highest first: black {black}; red {red}.").format(
        black=_cards(plain_order(Suit.CLUBS), None), red=_cards(plain_order(Suit.DIAMONDS),
                                                                None)))


def _stakes(page: _Page, rules: Rules) -> None:
    page.h2(Ombre.tr("Chips and the pot"))
    if rules.dealer_antes:
        page.p(Ombre.tr("Before every deal the dealer puts %n chip(s) for each player into "
                        "the pot.", "", rules.ante))
    else:
        page.p(Ombre.tr("Before every deal each player puts %n chip(s) into the pot; the pot "
                        "carries over from deal to deal.", "", rules.ante))
    page.p(Ombre.tr("Everybody starts with %n chip(s).", "", rules.start_chips))
    if rules.deals is not None:
        page.p(Ombre.tr("The game lasts %n deal(s); what is left in the pot is then shared.",
                        "", rules.deals))
    if rules.chip_target is not None:
        page.p(Ombre.tr("It ends early once a player has won or lost %n chip(s).", "",
                        rules.chip_target))
    if rules.has_talon:
        page.p(Ombre.tr("Chips of the pot that cannot be shared equally at the end go to the "
                        "last player who won a deal."))
    else:
        page.p(Ombre.tr("Chips of the pot that cannot be shared equally at the end go to the "
                        "last player who won a deal; when several won it, to the first of "
                        "them from the dealer's right."))


def _bidding(page: _Page, rules: Rules) -> None:
    page.h2(Ombre.tr("Bidding"))
    page.p(Ombre.tr("The player on the dealer's right speaks first. Each player passes or "
                    "bids higher than the bid so far; a pass is final. The highest bidder "
                    "is ombre and plays against the others."))
    page.table((Ombre.tr("Contract"), Ombre.tr("Meaning")),
               [(contract_name(c), contract_detail(c, rules.is_quadrille))
                for c in biddable(rules)])
    if rules.priority:
        page.p(Ombre.tr("Priority: a player who speaks earlier may hold the same bid, and "
                        "the later one must go higher or pass."))
    extra = []
    if rules.gascarola:
        extra.append(contract_name(Contract.GASCAROLA) + ": "
                     + contract_detail(Contract.GASCAROLA))
    if rules.contrabola:
        extra.append(contract_name(Contract.CONTRABOLA) + ": "
                     + contract_detail(Contract.CONTRABOLA))
    if extra:
        page.p(Ombre.tr("When everybody has passed, these may be announced:"))
        page.ul(extra)
    if rules.fourth_plays:
        page.p(Ombre.tr("If the three players pass, the player sitting out may play an "
                        "entrada with the whole talon."))
    if rules.all_pass is AllPass.FORCED and not rules.has_talon:
        page.p(Ombre.tr("If everybody passes, the holder of Spadille must play an "
                        "alliance."))
    elif rules.all_pass is AllPass.FORCED:
        page.p(Ombre.tr("If everybody passes, the holder of Spadille must play (if it lies "
                        "in the talon, the holder of Basto; if both do, the deal is thrown "
                        "in)."))
    else:
        page.p(Ombre.tr("If everybody passes, the deal is thrown in and the pot stays."))


def _exchange(page: _Page, rules: Rules) -> None:
    page.h2(Ombre.tr("The exchange"))
    page.p(Ombre.tr("In an entrada ombre discards up to 8 cards face down, draws as many "
                    "from the talon, then names trump. In a tourné the top card of the "
                    "talon is turned: its suit is trump, and it is the first card ombre "
                    "draws. In a solo ombre names trump and keeps the hand."))
    if rules.must_buy:
        page.p(Ombre.tr("Ombre must exchange at least one card."))
    page.p(Ombre.tr("Then each defender in turn may exchange as many cards as are left in "
                    "the talon. Nobody sees the discards or the cards left in the talon."))


def _play(page: _Page, rules: Rules) -> None:
    page.h2(Ombre.tr("Play"))
    if rules.lead_eldest:
        page.p(Ombre.tr("The player on the dealer's right leads to the first trick; the "
                        "winner of a trick leads to the next."))
    else:
        page.p(Ombre.tr("Ombre leads to the first trick; the winner of a trick leads to "
                        "the next."))
    page.p(Ombre.tr("Follow suit if you can; Spadille and Basto never count as {spades} or "
                    "{clubs}. A player who cannot follow may play any card.").format(
        spades=suit_name(Suit.SPADES), clubs=suit_name(Suit.CLUBS)))
    page.p(Ombre.tr("The matador's privilege: when a trump is led you must play a trump, "
                    "but a matador higher than the led card need not be played. A player "
                    "whose only trumps are such matadors may play any card. Only the led "
                    "card counts, not a higher matador played after it."))
    if rules.surrender:
        page.p(Ombre.tr("Ombre may give up an entrada or a tourné before playing to the "
                        "fourth trick: it counts as a puesta, and a defender may take over "
                        "as ombre."))


def _results(page: _Page, rules: Rules) -> None:
    page.h2(Ombre.tr("Results and payments"))
    page.table((Ombre.tr("Result"), Ombre.tr("Payment")), [
        (Ombre.tr("Sacada: ombre takes more tricks than each defender"),
         Ombre.tr("each defender pays ombre 5 (tourné 7, solo 15) plus honours; ombre "
                  "takes the pot")),
        (Ombre.tr("Puesta: ombre ties for the most tricks"),
         Ombre.tr("ombre pays each defender 5 plus honours, and as much as the pot into "
                  "it")),
        (Ombre.tr("Codille: a defender takes more tricks than anyone"),
         Ombre.tr("ombre pays each defender 5 plus honours, and that defender as much as "
                  "the pot")),
    ])
    if rules.loss_scaled:
        page.p(Ombre.tr("A lost game costs what the contract is worth (tourné 7, solo 15) "
                        "instead of 5."))
    if rules.codille_split:
        page.p(Ombre.tr("After a codille the defenders share the pot."))
    page.p(Ombre.tr("Honours: ombre holding the three matadors and the trumps below them in "
                    "a row counts one for each; holding none of them counts the missing "
                    "run the same way."))
    if rules.honour_cap:
        page.p(Ombre.tr("Honours count at most 5."))
    page.p(Ombre.tr("Primeras: ombre who wins the first five tricks may stop (each defender "
                    "pays 3 more) or lead on for the vole: all the tricks win 10 more from "
                    "each defender, losing one costs ombre 30 less the contract's value to "
                    "each defender."))


def _alliance(page: _Page, rules: Rules) -> None:
    page.h2(Ombre.tr("Alliance and results"))
    page.p(Ombre.tr("In an alliance the declarer names trump and calls a king; its holder "
                    "is the secret partner until the king is played. Together they need "
                    "{target} of the {tricks} tricks; a solo needs as many alone, a vole "
                    "every trick.").format(target=rules.target, tricks=rules.tricks))
    page.p(Ombre.tr("The winners take the pot and each loser pays each winner the value of "
                    "the game."))


class OmbreRulesDialog(RulesPageDialog):
    """The rules page of an Ombre ``Rules`` value in a window of its own."""

    _rules: Rules

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(rules, parent, name="ombreRulesDialog", size=(720, 680))

    @property
    def rules(self) -> Rules:
        return self._rules

    def html(self) -> str:
        return rules_html(self._rules)

    def title(self) -> str:
        return Ombre.tr("Rules of {game}").format(game=rules_heading(self._rules))

    def page_html(self) -> str:
        return self.html()


__all__ = ["OmbreRulesDialog", "rules_html"]
