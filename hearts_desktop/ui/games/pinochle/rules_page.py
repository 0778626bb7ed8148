"""Pinochle's rules page (Help > Rules, and "Show rules" in the New game dialog): the rules
of the match in force, written out from its ``Rules`` value: the numbers (minimum bid, meld
values, target) on the chosen scale and every option as it is set."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QWidget

from ....games.pinochle import BidStep, Heading, Rules, SetDefenders, count_meld
from ..rules_page import RulesPageDialog
from .labels import Pinochle, part_name, preset_title


def _meld_rows(rules: Rules) -> list[tuple[str, str, int]]:
    """(meld, cards, value) for the meld table, counted by the engine on these rules."""
    single = Rules(x10=rules.x10, no_run_bonus=rules.no_run_bonus)
    rows = [
        ("run", "A 10 K Q J ♥", "AH 10H KH QH JH"),
        ("royal_marriage", "K Q ♥", "KH QH"),
        ("marriage", "K Q ♣", "KC QC"),
        ("dix", "9 ♥", "9H"),
        ("aces_around", "A♠ A♥ A♣ A♦", "AS AH AC AD"),
        ("kings_around", "K♠ K♥ K♣ K♦", "KS KH KC KD"),
        ("queens_around", "Q♠ Q♥ Q♣ Q♦", "QS QH QC QD"),
        ("jacks_around", "J♠ J♥ J♣ J♦", "JS JH JC JD"),
        ("pinochle", "Q♠ J♦", "QS JD"),
        ("double_pinochle", "Q♠ Q♠ J♦ J♦", "QS QS JD JD"),
        ("double_aces", "A ×8", "AS AS AH AH AC AC AD AD"),
        ("double_run", "A 10 K Q J ♥ ×2", "AH AH 10H 10H KH KH QH QH JH JH"),
    ]
    out = []
    for name, shown, cards in rows:
        if rules.double_deck and name == "dix":
            continue
        meld = count_meld(cards, "H", single)
        value = next((v for n, v in meld.parts if n == name), meld.total)
        out.append((part_name(name), shown, value))
    if rules.roundhouse:
        out.append((part_name("roundhouse"), Pinochle.tr("K Q of every suit"),
                    24 * rules.scale))
    return out


def rules_html(rules: Rules) -> str:
    s = rules.scale
    p: list[str] = [f"<h2>{escape(preset_title(rules.name))}</h2>"]

    def para(text: str) -> None:
        p.append(f"<p>{escape(text)}</p>")

    def head(text: str) -> None:
        p.append(f"<h3>{escape(text)}</h3>")

    head(Pinochle.tr("Players and cards"))
    if rules.double_deck:
        para(Pinochle.tr("Four players in two partnerships; partners sit opposite. 80 cards: "
                         "four of "
                "each A, 10, K, Q, J in every suit, 20 to each player, dealt 4 at a time."))
    else:
        para(Pinochle.tr("Four players in two partnerships; partners sit opposite. 48 cards: "
                         "two of "
                "each A, 10, K, Q, J, 9 in every suit, 12 to each player, dealt 3 at a time."))
    para(Pinochle.tr("Cards rank A 10 K Q J 9 in every suit. When two identical cards fall in one "
            "trick, the one played first wins. Aces, tens and kings are counters worth {0} "
            "each; the last trick is worth {1} more: {2} in every hand.").format(
                s, rules.last_trick_points, rules.trick_points))
    head(Pinochle.tr("Auction"))
    para(Pinochle.tr("The player left of the dealer speaks first. Bid at least {0}, and more than "
            "the bid before; a pass is final.").format(rules.opening_bid))
    if rules.bid_step is BidStep.FIVE_FROM_60:
        para(Pinochle.tr("Bids go up by {0} below {1}, then in steps of {2}.").format(
            s, 60 * s, 5 * s))
    if rules.first_forced:
        para(Pinochle.tr("The first bidder must bid."))
    else:
        para(Pinochle.tr("If the first three players pass, the dealer is stuck with {0}.").format(
            rules.opening_bid))
    if rules.pass_help:
        para(Pinochle.tr("“Pass with help” is a pass that tells the partner: I hold cards that "
                         "will "
                "help you."))
    head(Pinochle.tr("Trump, exchange and meld"))
    para(Pinochle.tr("The winner of the auction (the declarer) names trump. The partner then gives "
            "the declarer 4 cards face down, and the declarer gives 4 back. The defenders "
            "see only the backs."))
    para(Pinochle.tr("Then every player lays out their meld, starting with the declarer, and the "
            "cards go back to the hands. A card may serve in melds of different kinds."))
    # tr() outside the f-string: pyside6-lupdate does not look inside one
    header = (Pinochle.tr("Meld"), Pinochle.tr("Cards"), Pinochle.tr("Value"))
    table = ["<table cellspacing='0' cellpadding='3' border='1'>",
             "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in header) + "</tr>"]
    for name, shown, value in _meld_rows(rules):
        table.append(f"<tr><td>{escape(name)}</td><td>{escape(shown)}</td>"
                     f"<td align='right'>{value}</td></tr>")
    table.append("</table>")
    p.append("".join(table))
    para(Pinochle.tr("Before the first lead the declarer may concede: the declaring team loses the "
            "contract and the defenders score their meld and all counters."))
    head(Pinochle.tr("Play"))
    para(Pinochle.tr("The declarer leads to the first trick; the winner of a trick leads the next. "
            "You must follow suit."))
    if rules.head is Heading.ALWAYS:
        para(Pinochle.tr("You must head the trick: beat the winning card if you can, in the "
                         "suit led "
                "or, when you have none of it, with a higher trump."))
    elif rules.head is Heading.TRUMP_LEAD_ONLY:
        para(Pinochle.tr("You must beat the winning card only when trumps are led."))
    else:
        para(Pinochle.tr("You never have to beat the winning card."))
    para(Pinochle.tr("With no card of the suit led you must play a trump if you have one.")
         if rules.undertrump else
         Pinochle.tr("With no card of the suit led you must overtrump if you can; if you cannot, "
            "you may play any card."))
    head(Pinochle.tr("Scoring"))
    para(Pinochle.tr("The declaring team makes its contract when its meld and counters reach the "
            "bid: it scores them all. Otherwise it is set and loses the bid."))
    if rules.set_loses_meld:
        para(Pinochle.tr("A set team also loses its meld."))
    if rules.save_meld:
        para(Pinochle.tr("The declaring team keeps its meld only if it takes a trick."))
    if rules.set_defenders is SetDefenders.ALL:
        para(Pinochle.tr("The defenders score their meld and counters; when the declarers "
                         "are set, they take all the counters."))
    else:
        para(Pinochle.tr("The defenders score their meld and the counters they took."))
    if rules.game_target is not None:
        para(Pinochle.tr("The first team to reach {0} wins; if both reach it in the same hand, the "
                "declaring team wins.").format(rules.game_target))
    if rules.deal_limit is not None:
        para(Pinochle.tr("The game ends after %n deal(s).", "", rules.deal_limit))
    return "".join(p)


class PinochleRulesDialog(RulesPageDialog):
    """The rules of ``rules`` in a readable page."""

    _rules: Rules

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(rules, parent, name="pinochle_rules_dialog")

    @property
    def rules(self) -> Rules:
        return self._rules

    def title(self) -> str:
        return Pinochle.tr("Rules of Pinochle")

    def page_html(self) -> str:
        return rules_html(self._rules)


__all__ = ["PinochleRulesDialog", "rules_html"]
