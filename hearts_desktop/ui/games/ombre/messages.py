"""Why the engine refused the player's action, in one or two sentences (the status bar and
the notice above the hand say it). The matador privilege (spec 6.3) is explained with the
cards of the moment: the led card, the matador it leaves protected and the trumps that still
oblige. Words in the translation context "Ombre"."""

from __future__ import annotations

from ....core.cards import Card, Suit
from ....games.ombre import BASTO, SPADILLE, IllegalActionError, Violation, is_matador
from .labels import Ombre, card_list, card_name, contract_name, suit_name


def _cards(value: object) -> list[Card]:
    if isinstance(value, (tuple, list)):
        return [c for c in value if isinstance(c, Card)]
    return []


def privilege_text(led: Card, protected: list[Card], obliging: list[Card],
                   trump: Suit | None) -> str:
    """A trump was led and the player holds a trump the privilege does not protect."""
    led_txt = card_name(led, trump)
    if protected:
        return Ombre.tr(
            "{led} was led. The matador's privilege lets you hold back %n matador(s) "
            "above it ({protected}), but not {others}: play a trump.", "",
            len(protected)).format(led=led_txt, protected=card_list(protected, trump),
                                   others=card_list(obliging, trump))
    lower = [c for c in obliging if is_matador(c, trump)]
    if lower and is_matador(led, trump):
        return Ombre.tr(
            "{led} was led. It outranks your {matador}, so your matador has no privilege "
            "against it: you must play a trump.").format(
                led=led_txt, matador=card_list(lower, trump))
    return Ombre.tr("{led} was led: you must play a trump while you hold one.").format(
        led=led_txt)


def violation_text(error: IllegalActionError) -> str:
    """One or two sentences telling the player why the engine refused their action."""
    data = error.data
    rule = error.rule
    trump = data.get("trump") if isinstance(data.get("trump"), Suit) else None
    if rule is Violation.MUST_PLAY_TRUMP:
        led = data.get("led")
        if isinstance(led, Card):
            return privilege_text(led, _cards(data.get("protected")),
                                  _cards(data.get("obliging")), trump)
        return Ombre.tr("A trump was led: you must play a trump while you hold one.")
    if rule is Violation.MUST_FOLLOW_SUIT:
        suit = data.get("suit")
        card = data.get("card")
        name = suit_name(suit) if isinstance(suit, Suit) else Ombre.tr("the led suit")
        text = Ombre.tr("You must follow suit: play {suit} while you have any.").format(
            suit=name)
        if isinstance(card, Card) and card.face in (SPADILLE, BASTO) and card.suit == suit:
            text += " " + Ombre.tr("{card} is always a trump and never follows {suit}.").format(
                card=card_name(card, trump), suit=name)
        return text
    if rule is Violation.BID_TOO_LOW:
        high = data.get("highest")
        if high is not None:
            return Ombre.tr("Your bid must be higher than {contract}.").format(
                contract=contract_name(high))
        return Ombre.tr("That bid is too low.")
    if rule is Violation.ALREADY_PASSED:
        return Ombre.tr("You have passed: you may not bid again in this deal.")
    if rule is Violation.NOT_A_BID:
        return Ombre.tr("That is not a bid you can make now.")
    if rule is Violation.TOO_MANY_DISCARDS:
        most = data.get("most")
        if isinstance(most, int):
            return Ombre.tr("You may exchange at most %n card(s) now.", "", most)
        return Ombre.tr("You chose too many cards to exchange.")
    if rule is Violation.MUST_BUY:
        fewest = data.get("fewest")
        count = fewest if isinstance(fewest, int) else 1
        return Ombre.tr("Under these rules ombre must exchange at least %n card(s).", "",
                        count)
    if rule is Violation.WRONG_DISCARD_COUNT:
        allowed = data.get("allowed")
        if isinstance(allowed, tuple) and allowed:
            return Ombre.tr("Discard exactly {counts} cards.").format(
                counts=Ombre.tr(" or ", "between two numbers").join(str(a) for a in allowed))
        return Ombre.tr("That number of cards cannot be exchanged now.")
    if rule is Violation.NOT_A_SUIT:
        return Ombre.tr("That suit cannot be trump now.")
    if rule is Violation.BAD_CALL:
        return Ombre.tr("Call a king you do not hold.")
    if rule is Violation.CANNOT_SURRENDER:
        return Ombre.tr("Ombre may give up only an entrada or a tourné, before playing to "
                        "the fourth trick.")
    if rule is Violation.NOT_OMBRE:
        return Ombre.tr("Only ombre decides that.")
    if rule is Violation.NOT_YOUR_TURN:
        return Ombre.tr("It is not your turn.")
    if rule is Violation.CARD_NOT_IN_HAND:
        return Ombre.tr("That card is not in your hand.")
    if rule is Violation.DUPLICATE_CARD:
        return Ombre.tr("A card was chosen twice.")
    return Ombre.tr("That is not possible right now.")


__all__ = ["privilege_text", "violation_text"]
