"""Words for what the engine and the bots say in codes: why a card may not be played (the
engine's ``Violation`` and its data), why the hint suggests a card (``ai.Reason``), and how
a pass direction reads. All through ``QCoreApplication.translate`` (context "Messages");
call these again after a language change, never cache their results."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....games.hearts import Card, IllegalActionError, Suit, Violation
from .labels import card_name, suit_name


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)



def violation_text(error: IllegalActionError) -> str:
    """One sentence telling the player why the engine refused their action."""
    data = error.data
    card = data.get("card")
    card_txt = card_name(card) if isinstance(card, Card) else ""
    rule = error.rule
    if rule is Violation.MUST_FOLLOW_SUIT:
        suit = data.get("suit")
        suit_txt = suit_name(suit) if isinstance(suit, Suit) else _tr("the led suit")
        return _tr("You must follow suit: play {0} while you have any.").format(suit_txt)
    if rule is Violation.HEARTS_NOT_BROKEN:
        return _tr("Hearts are not broken yet: you may not lead a heart.")
    if rule is Violation.NO_POINTS_ON_FIRST_TRICK:
        return _tr("No penalty cards on the first trick: {0} may not be played now.").format(
            card_txt or _tr("this card"))
    if rule is Violation.MUST_LEAD_OPENING_CARD:
        opening = data.get("opening_card")
        return _tr("The first trick must be led with the {0}.").format(
            card_name(opening) if isinstance(opening, Card) else _tr("lowest club"))
    if rule is Violation.NOT_YOUR_TURN:
        return _tr("It is not your turn.")
    if rule is Violation.CARD_NOT_IN_HAND:
        return _tr("That card is not in your hand.")
    if rule is Violation.WRONG_PHASE:
        return _tr("That is not possible right now.")
    if rule is Violation.ALREADY_PASSED:
        return _tr("You have already passed your cards.")
    if rule is Violation.PASS_WRONG_COUNT:
        expected = data.get("expected")
        if isinstance(expected, int):
            return _tr("Choose exactly %n cards to pass.", "", expected)
        return _tr("Choose the right number of cards to pass.")
    if rule is Violation.PASS_CARD_BANNED:
        return _tr("{0} may not be passed under these rules.").format(
            card_txt or _tr("This card"))
    if rule in (Violation.BAD_PASS_SCHEME, Violation.PASS_SCHEME_OVER_CAP):
        return _tr("That way of passing is not allowed.")
    if rule is Violation.BAD_MOON_CHOICE:
        return _tr("That is not one of the ways to score the moon.")
    return _tr("That move is not allowed.")


def reason_text(code: str) -> str:
    """Why the hint suggests its move (``ai.Reason`` codes); "" for an unknown code."""
    return {
        "only_choice": _tr("It is your only choice."),
        "pass_dangerous_spades": _tr("Get rid of the dangerous high spades."),
        "pass_high_hearts": _tr("Pass your high hearts."),
        "pass_high_cards": _tr("Pass your highest cards."),
        "void_suit": _tr("Empty a suit so you can discard later."),
        "pass_for_moon": _tr("Keep the cards for shooting the moon."),
        "safe_lead": _tr("A safe lead that is unlikely to take points."),
        "flush_queen": _tr("Lead spades to flush out the Queen of Spades."),
        "lead_hearts": _tr("Lead hearts now that they are broken."),
        "duck_under": _tr("Play under the winning card to avoid the trick."),
        "take_clean_trick": _tr("Take this trick: it holds no points."),
        "shed_high_card": _tr("Shed a high card while it is safe."),
        "must_take": _tr("You will take this trick anyway: play your highest card."),
        "play_low": _tr("Play low."),
        "take_bonus": _tr("Take the bonus card."),
        "dump_queen": _tr("Discard the Queen of Spades on someone else."),
        "dump_high_spade": _tr("Discard a high spade."),
        "dump_penalty": _tr("Discard a penalty card."),
        "dump_high_card": _tr("Discard your highest card."),
        "block_moon": _tr("Take a point to stop someone shooting the moon."),
        "shoot_moon": _tr("Go for the moon!"),
        "moon_choice": _tr("The better way to score your moon."),
        "pass_scheme": _tr("A good way to pass this deal."),
    }.get(code, "")


def seat_default_name(seat: int, players: int) -> str:
    """A seat's name when the player has none: South, West, North, East at four."""
    if players == 4:
        return (_tr("South"), _tr("West"), _tr("North"), _tr("East"))[seat]
    return _tr("Seat {0}").format(seat + 1)
