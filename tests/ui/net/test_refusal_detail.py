"""A refusal from the server words the same as the local engine's: the error's data (cards,
lists of cards, suits) sent as JSON comes back as the values the presentations word. Found
by random input at a Pinochle network table: "must head the trick" arrived with the cards
to beat as texts and the Pinochle wording raised AttributeError."""

from __future__ import annotations

import pytest

from hearts_desktop.core.cards import Card, Suit
from hearts_desktop.games import get_game
from hearts_desktop.net.client import ServerError
from hearts_desktop.net.codec import codec_for, encode_detail
from hearts_desktop.ui.games import presentation
from hearts_desktop.ui.net.remote import refusal


def _through_the_server(game_name: str, error: Exception) -> Exception | None:
    data = getattr(error, "data", {})
    rule = getattr(error, "rule", "")
    sent = ServerError("illegal", str(error), str(rule),
                       encode_detail(codec_for(get_game(game_name)), data))
    return refusal(get_game(game_name), sent)


def test_pinochle_must_head_the_trick_words_the_cards_to_beat() -> None:
    from hearts_desktop.games.pinochle.errors import IllegalActionError, Violation

    local = IllegalActionError(Violation.MUST_BEAT, "beat it", card=Card.parse("9S#1"),
                               to_beat=Card.parse("KS#1"), suit=Suit.SPADES,
                               beaters=(Card.parse("AS#1"), Card.parse("10S#2")))
    remote = _through_the_server("pinochle", local)
    assert remote is not None
    words = presentation("pinochle")
    assert words.violation_text(remote) == words.violation_text(local)
    assert remote.data["beaters"] == (Card.parse("AS#1"), Card.parse("10S#2"))


@pytest.mark.parametrize("game", ["hearts", "pinochle", "ombre"])
def test_a_suit_a_card_and_plain_values_come_back_as_they_were(game: str) -> None:
    module = __import__(f"hearts_desktop.games.{game}", fromlist=["IllegalActionError"])
    rule = module.Violation("must_follow_suit")
    local = module.IllegalActionError(rule, "follow", card=Card.parse("QH"),
                                      suit=Suit.SPADES, minimum=20)
    remote = _through_the_server(game, local)
    assert remote is not None
    assert remote.data == {"card": Card.parse("QH"), "suit": Suit.SPADES, "minimum": 20}
    assert presentation(game).violation_text(remote) == presentation(game).violation_text(local)
