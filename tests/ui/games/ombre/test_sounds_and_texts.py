"""Ombre's sound cues over the events of real deals (no Qt), the score sheet's words for a
deal's result, and texts that survive a translation with broken placeholders."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from hearts_desktop.games.ombre import (
    BidMade,
    CardPlayed,
    CardsDealt,
    CardsExchanged,
    Contract,
    DealScored,
    Result,
    Rules,
    SessionOver,
    TalonTaken,
    TrickWon,
    TrumpNamed,
    apply,
    first_events,
    new_match,
    seat_view,
    seats_to_act,
)
from hearts_desktop.games.ombre.bots import make_bot
from hearts_desktop.sound import Cue
from hearts_desktop.ui.games.ombre import texts
from hearts_desktop.ui.games.ombre.score_sheet import OmbreScoreSheet, result_text
from hearts_desktop.ui.games.ombre.sounds import SWEEP_STAGE, OmbreCueMapper


def played_events(seed: int, deals: int = 3) -> list[Any]:
    """Every event of the first ``deals`` deals of a seeded match of Normal players."""
    rules = Rules.preset("ombre").replace(deals=deals)
    state = new_match(rules, seed)
    events = list(first_events(state))
    bots = [make_bot("normal", seed * 10 + s) for s in range(rules.players)]
    for _ in range(2000):
        acting = seats_to_act(state)
        if not acting:
            break
        seat = acting[0]
        state, new = apply(state, bots[seat].choose(seat_view(state, seat)))
        events += new
    return events


@pytest.fixture(scope="module")
def match_events() -> list[Any]:
    return played_events(3)


def cues_of(mapper: OmbreCueMapper, events: list[Any], *, instant: bool = True
            ) -> list[list[Cue]]:
    for ev in events:
        mapper.applied(ev)
    return [mapper.started(ev, instant=instant, human_seat=0) for ev in events]


def test_each_moment_of_a_deal_has_its_cue(match_events: list[Any]) -> None:
    cues = cues_of(OmbreCueMapper(), match_events)
    expected = {BidMade: Cue.BID, CardsExchanged: Cue.EXCHANGE, TalonTaken: Cue.EXCHANGE,
                TrumpNamed: Cue.TRUMP, CardPlayed: Cue.CARD, CardsDealt: Cue.SHUFFLE,
                TrickWon: Cue.TRICK}
    seen = set()
    for ev, heard in zip(match_events, cues, strict=True):
        want = expected.get(type(ev))
        if want is not None:
            assert heard == [want], ev
            seen.add(type(ev))
    assert {BidMade, CardsExchanged, TrumpNamed, CardPlayed} <= seen


def test_codille_and_vole_replace_the_end_of_the_deal(match_events: list[Any]) -> None:
    scored = next(ev for ev in match_events if isinstance(ev, DealScored))
    variants = {
        Cue.CODILLE: dataclasses.replace(scored, result=Result.CODILLE, vole=False),
        Cue.VOLE: dataclasses.replace(scored, result=Result.SACADA, vole=True),
        Cue.HAND_OVER: dataclasses.replace(scored, result=Result.PUESTA, vole=False),
    }
    for cue, event in variants.items():
        assert cues_of(OmbreCueMapper(), [event]) == [[cue]]


def test_the_last_deal_gives_way_to_the_end_of_the_game(match_events: list[Any]) -> None:
    last = [ev for ev in match_events if isinstance(ev, DealScored)][-1]
    plain = dataclasses.replace(last, result=Result.SACADA, vole=False)
    over = next(ev for ev in match_events if isinstance(ev, SessionOver))
    cues = cues_of(OmbreCueMapper(), [plain, over])
    assert cues[0] == []
    assert cues[1] in ([Cue.GAME_WON], [Cue.GAME_LOST])
    assert cues[1] == ([Cue.GAME_WON] if over.ranking[0] == 1 else [Cue.GAME_LOST])


def test_a_sweep_is_heard_when_its_stage_begins(match_events: list[Any]) -> None:
    won = next(ev for ev in match_events if isinstance(ev, TrickWon))
    mapper = OmbreCueMapper()
    assert cues_of(mapper, [won], instant=False) == [[]]
    assert mapper.stage("play") == []
    assert mapper.stage(SWEEP_STAGE) == [Cue.TRICK]


def test_the_score_sheet_words_each_result(qtbot: QtBot, match_events: list[Any]) -> None:
    deals = [ev for ev in match_events if isinstance(ev, DealScored)]
    names = ["You", "Inés", "Søren"]
    sheet = OmbreScoreSheet()
    qtbot.addWidget(sheet)
    from hearts_desktop.games.ombre.state import DealSummary

    summaries = [DealSummary(d.deal_number, 0, d.ombre, d.contract, d.trump, d.forced,
                             d.partner, d.tricks, d.result, d.codille_winner, d.net, d.chips,
                             d.pot) for d in deals]
    summaries.append(DealSummary(len(deals) + 1, 0, None, None, None, None, None, (0, 0, 0),
                                 None, None, (-5, -5, -5), (90, 90, 90), 15))
    codille = dataclasses.replace(summaries[0], ombre=1, result=Result.CODILLE,
                                  codille_winner=2, contract=Contract.SOLO)
    summaries.append(codille)
    sheet.set_deals(names, summaries, (90, 90, 90), 15)
    assert sheet.table.rowCount() == len(summaries) + 1
    assert result_text(codille, names).count("Søren") == 1
    assert sheet.row_texts(len(summaries) - 1)[0] == "Inés"
    thrown = sheet.row_texts(len(summaries) - 2)
    assert thrown[:3] == ["", "", ""] and thrown[3]


class BrokenTranslator(QTranslator):
    """Capitalises every text, placeholders included (a translator's slip)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return source.upper() if context == "Ombre" else ""

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def broken(qtbot: QtBot) -> Iterator[None]:
    translator = BrokenTranslator()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_a_broken_translation_falls_back_to_english(broken: None) -> None:
    title, subtitle = texts.bid_panel(Contract.ENTRADA, "Søren")
    assert title == "YOUR BID"
    assert subtitle == "Highest so far: ENTRADA (Søren)."  # the English sentence, no crash
    assert "Søren" in texts.primeras_texts("Søren", 5)[1]
