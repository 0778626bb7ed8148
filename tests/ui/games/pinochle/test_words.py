"""A refused action is explained in the player's language: every rule the Pinochle engine
can name while a player acts has its own sentence (not the catch-all), with the card, suit
or number the engine reported filled in, in English, German, Japanese and Korean; the same
sentence when the refusal came from a network table (its cards as texts)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from hearts_desktop import i18n
from hearts_desktop.core.cards import Card, Suit
from hearts_desktop.games.pinochle import IllegalActionError, Violation
from hearts_desktop.ui.games.pinochle.labels import card_name, suit_name, violation_text

C = Card.parse

# the data each rule carries, under the keys the engine gives it (games/pinochle/game.py)
DATA: dict[Violation, dict[str, object]] = {
    Violation.NOT_YOUR_TURN: {"seat": 0, "to_move": 2},
    Violation.CARD_NOT_IN_HAND: {"card": C("QS")},
    Violation.BID_TOO_LOW: {"amount": 19, "minimum": 20},
    Violation.BID_NOT_A_STEP: {"amount": 63, "minimum": 20, "step": "jump",
                               "next_above": 65},
    Violation.BID_TOO_HIGH: {"amount": 10**30, "maximum": 973},
    Violation.ALREADY_PASSED: {"seat": 0},
    Violation.FIRST_BIDDER_MUST_BID: {"minimum": 20},
    Violation.PASS_HELP_NOT_ALLOWED: {},
    Violation.NOT_DECLARER: {"seat": 1, "declarer": 0},
    Violation.NOT_PARTNER: {"seat": 1, "declarer": 0, "partner": 2},
    Violation.EXCHANGE_WRONG_COUNT: {"count": 3, "expected": 4},
    Violation.DUPLICATE_CARD: {"card": C("AH")},
    Violation.CONCEDE_TOO_LATE: {},
    Violation.MUST_FOLLOW_SUIT: {"card": C("9C"), "suit": Suit.HEARTS},
    Violation.MUST_BEAT: {"card": C("9H"), "to_beat": C("10H"), "beaters": (C("AH"),),
                          "suit": Suit.HEARTS},
    Violation.MUST_TRUMP: {"card": C("9C"), "suit": Suit.HEARTS, "trump": Suit.SPADES},
    Violation.MUST_OVERTRUMP: {"card": C("9S"), "to_beat": C("JS"), "beaters": (C("AS"),)},
}
NEVER_FROM_THE_TABLE = {Violation.WRONG_PHASE, Violation.UNKNOWN_SEAT, Violation.NOT_AN_ACTION}
"""The table never sends these (it offers only the phase's actions, for its own seat)."""


def words(rule: Violation) -> str:
    return violation_text(IllegalActionError(rule, rule.value, **DATA.get(rule, {})))


@pytest.fixture
def english_after(qapp: object) -> Iterator[None]:
    yield
    i18n.apply_language("en")


def test_every_rule_a_player_can_break_is_listed() -> None:
    assert set(DATA) | NEVER_FROM_THE_TABLE == set(Violation)


@pytest.mark.parametrize("lang", ["en", "de", "ja", "ko"])
def test_each_refusal_has_its_own_sentence_in_each_language(lang: str,
                                                            english_after: None) -> None:
    i18n.apply_language("en")
    english = {rule: words(rule) for rule in DATA}
    assert i18n.apply_language(lang) == lang
    fallback = words(Violation.WRONG_PHASE)
    said = {rule: words(rule) for rule in DATA}
    for rule, text in said.items():
        assert text and text != fallback, rule
        assert "{" not in text and "}" not in text and "%n" not in text, (rule, text)
        if lang != "en":
            assert text != english[rule], (rule, text)  # translated
    # different rules, different sentences (the two exchange rules say the same thing)
    distinct = {text for rule, text in said.items() if rule is not Violation.NOT_PARTNER}
    assert len(distinct) == len(DATA) - 1
    assert said[Violation.NOT_PARTNER] == said[Violation.NOT_DECLARER]
    # what the engine reported is in the sentence
    assert card_name(C("QS")) in said[Violation.CARD_NOT_IN_HAND]
    assert "20" in said[Violation.BID_TOO_LOW] and "20" in said[Violation.FIRST_BIDDER_MUST_BID]
    assert "63" in said[Violation.BID_NOT_A_STEP] and "65" in said[Violation.BID_NOT_A_STEP]
    assert "973" in said[Violation.BID_TOO_HIGH]
    assert "4" in said[Violation.EXCHANGE_WRONG_COUNT]
    assert suit_name(Suit.HEARTS) in said[Violation.MUST_FOLLOW_SUIT]
    assert suit_name(Suit.HEARTS) in said[Violation.MUST_TRUMP]
    for rule, beat, beater in ((Violation.MUST_BEAT, "10H", "AH"),
                               (Violation.MUST_OVERTRUMP, "JS", "AS")):
        assert card_name(C(beat)) in said[rule] and card_name(C(beater)) in said[rule]


def test_both_copies_of_a_card_are_named_once() -> None:
    error = IllegalActionError(Violation.MUST_BEAT, "", to_beat=C("10H"),
                               beaters=(C("AH"), C("AH#2")), suit=Suit.HEARTS)
    assert violation_text(error) == "You must head the trick: beat the 10♥ with A♥."


@pytest.mark.parametrize("rule", sorted(DATA))
def test_a_refusal_from_a_network_table_reads_the_same(rule: Violation,
                                                       qapp: object) -> None:
    """The server sends the refusal's data as JSON (cards as texts); the window words it
    as the engine's own refusal (it raised on must-head and must-overtrump)."""
    from hearts_desktop.games import get_game
    from hearts_desktop.net.client import ServerError
    from hearts_desktop.net.codec import codec_for, encode_detail
    from hearts_desktop.ui.net.remote import refusal

    game = get_game("pinochle")
    error = IllegalActionError(rule, rule.value, **DATA[rule])
    sent = ServerError("illegal", rule.value, rule.value,
                       encode_detail(codec_for(game), error.data))
    came = refusal(game, sent)
    assert isinstance(came, IllegalActionError) and came.rule is rule
    assert violation_text(came) == violation_text(error)
