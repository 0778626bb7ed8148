"""A readable rules page generated from a ``Rules`` value (Help > Rules).

Nothing here is a second copy of the rules: the page asks the ``Rules`` value what the deck
is, what every card is worth (``rules.card_value``), how passing cycles and how the game
ends, and words the answer. Every sentence goes through ``tr`` (context ``"RulesPage"``)
with ``{name}`` placeholders, so the page can be translated; ``retranslate_ui`` rebuilds it.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from ....games.hearts.cards import FULL_PACK, JOKER, QUEEN_OF_HEARTS, QUEEN_OF_SPADES, Card, Suit
from ....games.hearts.rules import (
    ComplexMoon,
    EndMode,
    KittyRecipient,
    LeadException,
    MoonMode,
    Opening,
    PassScheme,
    Rules,
    TieRule,
)
from ....games.hearts.scoring import score_text
from ..rules_page import HtmlPage, RulesPageDialog, esc
from . import labels

log = logging.getLogger(__name__)


def _tr(text: str, disambiguation: str | None = None, n: int = -1, /,
        **values: object) -> str:
    """Translate ``text`` (``%n``: the count ``n``, with the language's plural forms) and
    fill its ``{name}`` placeholders; a translation whose placeholders are broken falls
    back to the English text rather than failing."""
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    translated = QCoreApplication.translate("", text, disambiguation, n)
    if not values:
        return translated
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):
        log.warning("translation of %r has broken placeholders: %r", text, translated)
        return text.replace("%n", str(n)).format(**values)



def _cards(cards: Iterable[Card]) -> str:
    return ", ".join(labels.card_text(c) for c in cards)


_STYLE = ("h1 { font-size: x-large; } h2 { font-size: large; margin-top: 14px; }"
          " td, th { padding: 3px 8px; }")


class _Page(HtmlPage):
    """The page, in Hearts' style, with its tables of two columns (values on the right)."""

    def __init__(self) -> None:
        super().__init__(_STYLE)

    def table(self, header: tuple[str, str], rows: Iterable[tuple[str, str]]) -> None:
        cells = "".join(
            f"<tr><td>{esc(a)}</td><td align='right'>{esc(b)}</td></tr>" for a, b in rows
        )
        self.parts.append(
            "<table border='1' cellspacing='0' cellpadding='4' style='border-collapse:"
            "collapse; margin: 4px 0 8px 0;'>"
            f"<tr><th align='left'>{esc(header[0])}</th>"
            f"<th align='right'>{esc(header[1])}</th></tr>{cells}</table>"
        )


def rules_html(rules: Rules) -> str:
    """The whole rules page for ``rules`` as HTML, in the current language."""
    page = _Page()
    page.h1(labels.preset_title(rules.name))
    summary = labels.preset_summary(rules.name)
    if summary:
        page.p(summary)
    _players_section(page, rules)
    _passing_section(page, rules)
    _play_section(page, rules)
    _scoring_section(page, rules)
    _moon_section(page, rules)
    _end_section(page, rules)
    if rules.kitty:
        _kitty_section(page, rules)
    if rules.jokers:
        _hilo_section(page, rules)
    if rules.cancellation:
        _cancellation_section(page, rules)
    if rules.complex_scoring:
        _complex_section(page, rules)
    if rules.move_timer is not None or rules.tournament or rules.computers_unranked:
        _online_section(page, rules)
    return page.html()


def _players_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("Players and cards"), "players")
    n = rules.players
    if rules.packs == 1:
        pack = _tr("one pack of 52 cards")
    else:
        pack = _tr("%n packs of 52 cards shuffled together", "", rules.packs)
    page.p(_tr("%n players each play for themselves with {pack}.", "", n, pack=pack))
    items = []
    removed = rules.removed()
    if removed:
        items.append(_tr("Taken out of the pack so that the cards deal evenly: {cards}.",
                         cards=_cards(removed)))
    if rules.jokers:
        items.append(_tr("Two jokers are added; they count as hearts."))
    items.append(_tr("Everyone is dealt %n cards, one at a time, clockwise.", "",
                     rules.hand_size))
    if rules.leftover_count:
        if rules.kitty:
            items.append(_tr("%n cards are laid aside face down as the kitty.", "",
                             rules.leftover_count))
        else:
            items.append(_tr("The %n cards left over are laid face up in the middle.", "",
                             rules.leftover_count))
    items.append(_tr("Aces are high: A K Q J 10 … 2. There are no trumps."))
    page.ul(items)


def _direction(offset: int | str, players: int) -> str:
    if offset == "split":
        return _tr("split (one card to each other player)")
    assert isinstance(offset, int)
    off = offset % players
    if off == 0:
        return _tr("keep (no passing)")
    if off == 1:
        return _tr("to the left")
    if off == players - 1:
        return _tr("to the right")
    if players == 4 and off == 2:
        return _tr("across")
    return _tr("to the player %n seats to the left", "", off)


def _passing_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("Passing"), "passing")
    if rules.passing is PassScheme.NONE or rules.pass_count == 0:
        page.p(_tr("There is no passing: play starts right after the deal."))
        return
    if rules.passing is PassScheme.DEALER_CHOICE:
        page.p(_tr("Before looking at their cards the dealer decides how cards are passed "
                   "in this deal (to which players and how many), at most %n cards per "
                   "player; everyone passes the same way.", "", rules.dealer_choice_cap))
    else:
        page.p(_tr("After the deal everyone chooses %n cards and passes them face down, "
                   "before looking at the cards they receive.", "", rules.pass_count))
        cycle = rules.pass_cycle_offsets()
        if len(cycle) == 1:
            page.p(_tr("Every deal: {direction}.",
                       direction=_direction(cycle[0], rules.players)))
        else:
            page.p(_tr("The direction changes from deal to deal and then repeats:"))
            page.parts.append(
                "<ol>" + "".join(f"<li>{esc(_direction(o, rules.players))}</li>"
                                 for o in cycle) + "</ol>"
            )
    if rules.pass_ban:
        page.p(_tr("These cards may never be passed: {cards}.", cards=_cards(rules.pass_ban)))


def _opening_card(rules: Rules) -> Card | None:
    clubs = [c for c in rules.deck() if c.suit is Suit.CLUBS and not c.is_joker]
    return min(clubs, key=lambda c: c.rank) if clubs else None


def _play_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("Playing the tricks"), "play")
    items = []
    opening = _opening_card(rules)
    if rules.opening is Opening.LOWEST_CLUB and opening is not None:
        items.append(_tr("The player holding the {card} leads it to the first trick.",
                         card=labels.card_text(opening)))
    else:
        items.append(_tr("The player to the dealer's left leads the first trick with any "
                         "card allowed below."))
    items.append(_tr("Play goes clockwise. You must follow the suit that was led if you "
                     "can; otherwise you may play any card."))
    items.append(_tr("The highest card of the suit led wins the trick, and its winner leads "
                     "the next one."))
    if rules.first_trick_ban:
        items.append(_tr("On the first trick nobody may play a penalty card (a heart or the "
                         "Queen of Spades) unless they hold nothing else. Following suit "
                         "comes first."))
    if rules.queen_breaks_hearts:
        items.append(_tr("Hearts are broken as soon as a heart or the Queen of Spades has "
                         "been played."))
    else:
        items.append(_tr("Hearts are broken as soon as a heart has been played."))
    if rules.lead_exception is LeadException.HEARTS_ONLY:
        items.append(_tr("Hearts may not be led until they are broken, unless you hold only "
                         "hearts."))
    else:
        items.append(_tr("Hearts may not be led until they are broken, unless you hold only "
                         "penalty cards."))
    page.ul(items)


def _heart_rows(rules: Rules) -> list[tuple[str, str]]:
    hearts = [c for c in FULL_PACK if c.suit is Suit.HEARTS and c in rules.deck()]
    values = {c: rules.card_value(c) for c in hearts}
    distinct = {values[c] for c in hearts if c != QUEEN_OF_HEARTS}
    rows: list[tuple[str, str]] = []
    if len(distinct) <= 1 and hearts:
        rest = next(iter(distinct)) if distinct else rules.card_value(QUEEN_OF_HEARTS)
        if QUEEN_OF_HEARTS in values and values[QUEEN_OF_HEARTS] != rest:
            rows.append((labels.card_name(QUEEN_OF_HEARTS),
                         score_text(values[QUEEN_OF_HEARTS])))
            rows.append((_tr("Every other heart"), score_text(rest)))
        else:
            rows.append((_tr("Each heart"), score_text(rest)))
    else:
        for c in hearts:
            rows.append((labels.card_text(c), score_text(values[c])))
    if rules.jokers:
        rows.append((_tr("Each joker"), score_text(rules.card_value(JOKER))))
    return rows


def _scoring_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("Scoring"), "scoring")
    page.p(_tr("Points are bad: at the end of a deal everyone scores the cards in the tricks "
               "they won."))
    rows = _heart_rows(rules)
    queen = rules.card_value(QUEEN_OF_SPADES)
    rows.append((labels.card_name(QUEEN_OF_SPADES), score_text(queen)))
    if rules.bonus_card is not None:
        rows.append((labels.card_name(rules.bonus_card),
                     score_text(rules.card_value(rules.bonus_card))))
    ten = Card.parse("10C")
    if rules.is_doubler(ten):
        factor = "× 2i" if rules.complex_scoring else "× 2"
        rows.append((labels.card_name(ten), factor))
    rows.append((_tr("Every other card"), "0"))
    page.table((_tr("Card"), _tr("Points")), rows)
    items = []
    if queen == 0:
        items.append(_tr("The Queen of Spades is an ordinary card in this game."))
    if rules.bonus_card is not None:
        items.append(_tr("The {card} is a bonus card: it lowers the score of whoever wins "
                         "it, and it is not needed to shoot the moon.",
                         card=labels.card_name(rules.bonus_card)))
    if rules.is_doubler(ten) and not rules.complex_scoring:
        items.append(_tr("Whoever wins the Ten of Clubs has their points for the deal "
                         "doubled (after the moon's own points, which are never doubled)."))
    items.append(_tr("Penalty points in one deal: {total}.",
                     total=score_text(rules.moon_value())))
    page.ul(items)


def _moon_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("Shooting the moon"), "moon")
    total = score_text(rules.moon_value())
    if rules.moon is MoonMode.OFF:
        page.p(_tr("There is no moon in this game: every card is scored as it was won."))
    else:
        page.p(_tr("A player who wins every penalty card in a deal has shot the moon."))
        if rules.moon is MoonMode.OTHERS:
            text = _tr("The shooter scores nothing for them; every other player scores "
                       "{total} instead.", total=total)
        elif rules.moon is MoonMode.SELF:
            text = _tr("The shooter subtracts {total} from their own score; the others "
                       "score normally.", total=total)
        elif rules.moon is MoonMode.BOOK_RESET:
            text = _tr("Every other player scores {total}, and the shooter's total goes "
                       "back to 0.", total=total)
        else:
            text = _tr("The shooter chooses: subtract {total} from their own score, or add "
                       "{total} to everyone else's.", total=total)
        if rules.complex_scoring:
            if rules.complex_moon is ComplexMoon.CHOICE:
                page.p(_tr("The shooter chooses: subtract M from their own score or add M to "
                           "every other player's, where M = 13+13i (times 2i if the shooter "
                           "also won the Ten of Clubs)."))
            else:
                page.p(_tr("The shooter picks the signs of ±13±13i, and that number is added "
                           "to every other player's score."))
        else:
            page.p(text)
        if rules.sun:
            page.p(_tr("Shooting the sun: a player who wins every trick scores the moon "
                       "with double the points ({total}).",
                       total=score_text(2 * rules.moon_value())))


def _end_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("End of the game"), "end")
    items = []
    if rules.complex_scoring and rules.end_threshold is not None:
        items.append(_tr("The game ends after a deal in which someone's score is more than "
                         "{target} away from zero (its size √(a² + b²)). The smallest size "
                         "wins.", target=rules.end_threshold))
    elif rules.end_threshold is not None:
        if rules.end is EndMode.EXCEEDS:
            items.append(_tr("The game ends after a deal in which someone has more than "
                             "{target} points.", target=rules.end_threshold))
        else:
            items.append(_tr("The game ends after a deal in which someone has {target} "
                             "points or more.", target=rules.end_threshold))
    if rules.deal_limit is not None:
        items.append(_tr("The game lasts at most %n deals.", "", rules.deal_limit))
    if not rules.complex_scoring:
        items.append(_tr("The player with the fewest points wins."))
    if rules.tie is TieRule.SHARED:
        items.append(_tr("Players tied for the fewest points win together."))
    else:
        items.append(_tr("If the fewest points are tied, play goes on, a whole deal at a "
                         "time, until one player leads alone."))
    if rules.target_reset:
        items.append(_tr("After each deal a total of exactly 50 goes back to 0, and exactly "
                         "100 goes back to 50."))
    page.ul(items)


def _kitty_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("Kitty Hearts"), "kitty")
    if rules.kitty_recipient is KittyRecipient.FIRST_TRICK:
        who = _tr("The winner of the first trick takes the kitty.")
    else:
        who = _tr("The winner of the first trick that contains a penalty card takes the "
                  "kitty.")
    page.ul([
        _tr("One card is dealt face down to the middle: the kitty."),
        who,
        _tr("Only that player may look at it; its points count for them, also for the "
            "moon."),
    ])


def _hilo_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("Hi-Lo Joker Hearts"), "hilo")
    page.ul([
        _tr("The two jokers are hearts for every purpose and are worth 1 point each."),
        _tr("The first joker played in a deal is the highest heart, above the ace; the "
            "second is the lowest, below the two."),
        _tr("The Queen of Spades is worth {value}.",
            value=score_text(rules.card_value(QUEEN_OF_SPADES))),
    ])


def _cancellation_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("Cancellation Hearts"), "cancellation")
    page.ul([
        _tr("Two identical cards played to the same trick cancel each other: they cannot "
            "win the trick but still count their points."),
        _tr("With three packs, a third copy is live again."),
        _tr("If every card of the suit led is cancelled, nobody wins the trick: it is set "
            "aside for the winner of the next trick, and the same player leads again."),
        _tr("If that happens on the last trick, its leader takes it."),
        _tr("The winner of the first trick also takes the face-up cards."),
    ])


def _complex_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("Complex Hearts"), "complex")
    page.ul([
        _tr("Scores are complex numbers a+bi. Each heart is worth 1, the Queen of Spades "
            "13i and the Jack of Diamonds -10."),
        _tr("Whoever wins the Ten of Clubs multiplies their deal score by 2i: the Queen of "
            "Spades with the Ten of Clubs is 13i × 2i = -26."),
        _tr("Scores add up as complex numbers; what counts at the end is their size."),
    ])


def _online_section(page: _Page, rules: Rules) -> None:
    page.h2(_tr("Online rules"), "online")
    items = []
    if rules.move_timer is not None:
        items.append(_tr("Every move must be made within %n seconds. When time runs "
                         "out a random allowed card is played; the second time in a game, a "
                         "computer player takes over the seat.", "", rules.move_timer))
    if rules.computers_unranked:
        items.append(_tr("Computer players play and score normally but are ranked last and "
                         "cannot win."))
    if rules.tournament:
        items.append(_tr("Tournament scoring: each player starts at 0 and loses the points "
                         "they take; shooting the moon gives +13 to the shooter and -13 to "
                         "everyone else, taking every trick +26 and -26. At the end everyone "
                         "gets 100 more, and the leader 20 more (10 each if tied)."))
    page.ul(items)


class RulesDialog(RulesPageDialog):
    """Help > Rules: the rules of the chosen variant as a readable page."""

    _rules: Rules

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(rules, parent, name="rules_dialog")

    def rules(self) -> Rules:
        return self._rules

    def html(self) -> str:
        return self.browser.toHtml()

    def title(self) -> str:
        # the game's name, whatever the preset is called ("Black Lady", "Custom rules")
        return self.tr("Rules of Hearts: %1").replace(
            "%1", labels.preset_title(self._rules.name))

    def page_html(self) -> str:
        return rules_html(self._rules)

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close"))


__all__ = ["RulesDialog", "rules_html"]
