"""The German catalogue names the units of play alike in every game (issue 28, item 13): one
deal (a hand) is a "Runde", a whole match a "Partie"; "Spiel" is the game itself (Hearts,
Pinochle, L'Hombre: "Neues Spiel", "Alle Spiele"), a contract in the card game's sense ("ein
Spiel ansagen") or play ("Spielablauf"). The table said "Spiel vorbei" after every hand of
Pinochle and Ombre, and Ombre's deals were "Spiel 3 von 12".

The check reads ``translations/hearts_desktop_de.ts``: every text whose English speaks of a
deal or a hand (not the cards held: "your hand", nor dealing: "the next dealer deals") says
"Runde" in German, every text of a match says "Partie", and the texts shown when a hand or a
match ends say so."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from hearts_desktop import i18n

OTHER_SENSES = ("your hand", "my hand", "all hands", "change hands", "eldest hand",
                "keeps the hand", "to the hands", "{hand}", "after the deal", "cards deal",
                "seed deals", "dealer deals", "new deal", "deal again", "deal number",
                "match history")
"""English phrases where "hand", "deal" or "match" is not a unit of play: the cards held,
dealing them, the deal number (the seed of a whole match) and the history of matches."""
DEAL = re.compile(r"\b(deal|hand)s?\b", re.IGNORECASE)
MATCH = re.compile(r"\bmatch(es)?\b|\bgame (ends|lasts)\b|\bwins? the game\b|"
                   r"\bgame has (ended|already started)\b|\bgame to \d|\bend of the game\b|"
                   r"\bgame over\b|\bgame target\b|\bgames (played|won)\b|\ba game against\b",
                   re.IGNORECASE)
"""A match, and "game" where it means the match (its end, its length, its result)."""
HAND_ENDS = (("", "Hand over"), ("Pinochle", "Hand over"), ("Ombre", "Deal over"),
             ("", "Hand {0} is over."), ("OmbreTexts", "Deal {0} is over: {1}."))
MATCH_ENDS = (("", "Game over"), ("", "Game over."), ("GameOverDialog", "Game over"),
              ("MainWindow", "Game over."), ("Ombre", "Game over"),
              ("HistoryTexts", "Game over."))


def german() -> dict[tuple[str, str], list[str]]:
    """Every message of the German catalogue: (context, source) -> its translation forms."""
    out: dict[tuple[str, str], list[str]] = {}
    root = ET.parse(i18n.ts_path("de")).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for msg in context.iter("message"):
            tr = msg.find("translation")
            assert tr is not None
            forms = ([f.text or "" for f in tr.iter("numerusform")]
                     if msg.get("numerus") == "yes" else [tr.text or ""])
            out[(name, msg.findtext("source") or "")] = forms
    return out


def unit_words(source: str) -> str:
    """``source`` without the phrases where its words are not units of play."""
    text = source
    for phrase in OTHER_SENSES:
        text = re.sub(re.escape(phrase), " ", text, flags=re.IGNORECASE)
    return text


def test_no_text_says_spiel_vorbei() -> None:
    said = {key: forms for key, forms in german().items()
            if any("Spiel vorbei" in f for f in forms)}
    assert said == {}


def _id(key: tuple[str, str]) -> str:
    return f"{key[0] or 'tr'}:{key[1]}"


@pytest.mark.parametrize("key", HAND_ENDS, ids=_id)
def test_the_end_of_a_hand_says_runde(key: tuple[str, str]) -> None:
    forms = german()[key]
    assert all("Runde" in f and "Spiel" not in f for f in forms), (key, forms)


@pytest.mark.parametrize("key", MATCH_ENDS, ids=_id)
def test_the_end_of_a_match_says_partie(key: tuple[str, str]) -> None:
    forms = german()[key]
    assert all("Partie" in f and "Spiel" not in f for f in forms), (key, forms)


def test_every_deal_is_a_runde_and_every_match_a_partie() -> None:
    deals, matches = [], []
    for (context, source), forms in german().items():
        words = unit_words(source)
        if DEAL.search(words) and not all("Runde" in f for f in forms):
            deals.append(f"[{context}] {source!r} -> {forms}")
        if MATCH.search(words) and not all("Partie" in f for f in forms):
            matches.append(f"[{context}] {source!r} -> {forms}")
    assert deals == [], "a deal (a hand) is a Runde"
    assert matches == [], "a match is a Partie"


def test_the_check_finds_a_deal_called_spiel() -> None:
    """The rule above is not empty: it sees Ombre's deals and the end of a hand."""
    assert DEAL.search(unit_words("Deal {0} of {1}"))
    assert DEAL.search(unit_words("Hand over"))
    assert not DEAL.search(unit_words("That card is not in your hand."))
    assert not DEAL.search(unit_words("The pot stays; the next dealer deals"))
    assert MATCH.search(unit_words("You and {0} win the game!"))
    assert not MATCH.search(unit_words("The Queen of Spades is an ordinary card in this game."))
