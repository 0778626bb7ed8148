"""The player's own seat gets its own grammar (issue 28, item 7): "You are ombre", "You bid
41.", "You win trick 1." (not "You is ombre", "You bids 41.", "You wins trick 1."), in
every banner, replay line and history fact, in all four languages.

Whole matches of each game are played in the window with the human's seat at the bottom
(its moves made by the program's debugging stand-in, as the kill -9 test does); every
banner the table showed is read again in each language chosen in the Language menu, the
match is stepped through in the replay window and its deals' words read in the history's
match detail, each with the player's seat named as each language names it. No text may
put the player's label with another person's verb ("You bids", "Du bietet", "나이(가)") or
in an object's place with a subject's form ("played by You", "von Du")."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.core.cards import KING, Card, Suit
from hearts_desktop.debug_stand_in import STAND_IN_ENV
from hearts_desktop.games import get_game
from hearts_desktop.games.ombre import Contract, ForcedBy, Result, Stop
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.games.hearts import texts as hearts_texts
from hearts_desktop.ui.games.ombre import texts as ombre_texts
from hearts_desktop.ui.history.detail import MatchDetail
from hearts_desktop.ui.history.replay import ReplayWindow
from hearts_desktop.ui.main_window import MainWindow

LANGUAGES = ("en", "de", "ja", "ko")
YOU = {"en": "You", "de": "Du", "ja": "あなた", "ko": "나"}
"""The player's seat's name in each language (the label "You")."""
WAIT = 120_000

_EN_VERB = re.compile(r"\bYou (is|has|was|does|[a-z]*[^s\W]s)\b")
_EN_OBJECT = re.compile(r"(?<=[a-z,] )You\b|\bYou's\b")
_DE_VERB = re.compile(r"(?:^|[.!?:;] |\bund |\boder )[Dd]u (?!und\b)([^\W\d_]+)\b")
"""A main clause's "du" and the verb after it (a clause "nachdem du ... hast" ends on
its verb)."""
_DE_OBJECT = re.compile(r"(?<=[a-zäöüß] )Du\b")
_KO = re.compile(r"나(이\(가\)|을\(를\)|은\(는\)|와\(과\)|\(으\)로)")


def wrong_person(text: str, lang: str) -> list[str]:
    """The places where ``text`` speaks of the player's seat with the grammar of
    another person."""
    found: list[str] = []
    if lang == "en":
        found += [m.group(0) for m in _EN_VERB.finditer(text)]
        found += [m.group(0) for m in _EN_OBJECT.finditer(text)]
    elif lang == "de":
        for m in _DE_VERB.finditer(text):
            verb = m.group(1)
            # du bist, hast, bietest, reizt, passt; not "du ist", "du bietet", "du hat"
            if verb == "ist" or not re.search(r"(st|zt|ßt|xt)$", verb):
                found.append(m.group(0))
        found += [m.group(0) for m in _DE_OBJECT.finditer(text)]
    elif lang == "ko":
        found += [m.group(0) for m in _KO.finditer(text)]
    return found


def test_the_check_finds_the_wrong_person() -> None:
    assert wrong_person("You is ombre", "en") and wrong_person("You bids 41.", "en")
    assert wrong_person("You wins trick 1.", "en") and wrong_person("played by You", "en")
    assert not wrong_person("You bid 41. You pass. You win trick 1. You & Ann win", "en")
    assert wrong_person("Du ist Hombre", "de") and wrong_person("Du bietet 30.", "de")
    assert wrong_person("angesagt von Du", "de")
    assert wrong_person("alle haben gepasst und du hält die Spadille", "de")
    assert not wrong_person("als Hombre, nachdem du aufgegeben hast", "de")
    assert not wrong_person("Du bist Hombre. Du reizt 30. Du passt. Du und Anna gewinnt",
                            "de")
    assert wrong_person("나이(가) 선언자", "ko") and not wrong_person("내가 선언자", "ko")


def _choose(win: MainWindow, lang: str) -> None:
    win.language_menu.actions_by_code[lang].trigger()
    QApplication.processEvents()


def _plain(html: str) -> list[str]:
    doc = QTextDocument()
    doc.setHtml(html)
    return [line for line in doc.toPlainText().splitlines() if line.strip()]


GAMES: dict[str, Callable[[], Any]] = {
    "hearts": lambda: get_game("hearts").preset("classic").replace(deal_limit=2),
    "pinochle": lambda: get_game("pinochle").preset("pinochle").replace(target=None,
                                                                      deal_limit=2),
    "ombre": lambda: get_game("ombre").preset("ombre").replace(deals=4),
    "quadrille": lambda: get_game("ombre").preset("quadrille").replace(deals=3),
}


@pytest.fixture
def played(qtbot: QtBot, open_window: Callable[..., MainWindow],
           monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str, int], Any]]:
    """Plays a whole match of a game in the window (the human's moves by the stand-in)
    and returns (window, banner sources seen, the history's summary of the match)."""
    monkeypatch.setenv(STAND_IN_ENV, "0")

    def play(kind: str, seed: int) -> Any:
        i18n.apply_language("en")
        win = open_window()
        rules = GAMES[kind]()
        game = "hearts" if kind == "hearts" else "pinochle" if kind == "pinochle" else "ombre"
        n = get_game(game).seating(rules).players
        players = [SeatPlayer("You", human=True),
                   *(SeatPlayer(f"CPU {i}", bot_kind="random") for i in range(1, n))]
        sources: list[Callable[[], tuple[str, str]]] = []
        banner = win.scene.banner
        original = banner.set_source

        def recorded(source: Callable[[], tuple[str, str]]) -> None:
            sources.append(source)
            original(source)

        banner.set_source = recorded  # type: ignore[method-assign]
        win.start_match(rules, seed, players, game=game)
        c = win.controller
        qtbot.waitUntil(lambda: c.state is not None and c.is_over and c.table_idle,
                        timeout=WAIT)
        qtbot.waitUntil(lambda: any(s.status == "finished"
                                    for s in win.persistence.db.summaries()), timeout=WAIT)
        summary = next(s for s in win.persistence.db.summaries() if s.status == "finished")
        return win, sources, summary

    yield play


def _named(summary: Any, lang: str) -> Any:
    """The match as it is stored when played in ``lang``: the player's seat named "You"
    in that language."""
    players = tuple(dataclasses.replace(p, name=YOU[lang]) if p.human else p
                    for p in summary.players)
    return players


@pytest.mark.parametrize("kind,seed", [("hearts", 3), ("pinochle", 5), ("ombre", 2),
                                       ("quadrille", 4)])
def test_every_banner_replay_line_and_history_fact_of_a_match_speaks_to_the_player(
        qtbot: QtBot, played: Callable[[str, int], Any], kind: str, seed: int) -> None:
    win, sources, summary = played(kind, seed)
    db = win.persistence.db
    match = db.load(summary.id)
    rows = db.hands(summary.id)
    said_to_you: set[str] = set()
    for lang in LANGUAGES:
        _choose(win, lang)
        assert win.scene.names[0] == YOU[lang]  # the window names the seat in the language
        texts: list[str] = []
        for source in sources:  # every banner of the match, made again in this language
            texts.extend(t for t in source() if t)
        game_over = win.play.game_over
        if game_over is not None:
            texts.append(game_over.title.text())
        # the replay window, stepped through with its "Move ›" action
        named = dataclasses.replace(match, players=_named(match, lang))
        replay = ReplayWindow(named)
        qtbot.addWidget(replay)
        steps = 0
        while replay.next_action.isEnabled() and steps < 2000:
            texts.extend(_plain(replay.info.text()))
            replay.next_action.trigger()
            steps += 1
        texts.extend(_plain(replay.info.text()))
        replay.close()
        # the history's match detail: each deal's words (its row's tooltip)
        detail = MatchDetail()
        qtbot.addWidget(detail)
        detail.set_match(dataclasses.replace(summary, players=_named(summary, lang)), rows)
        table = detail.hands_table
        for i in range(table.rowCount()):
            header = table.verticalHeaderItem(i)
            if header is not None and header.toolTip():
                texts.append(header.toolTip())
        bad = {t: wrong_person(t, lang) for t in texts if wrong_person(t, lang)}
        assert bad == {}, (kind, lang)
        if lang == "en":
            said_to_you = {t for t in texts if re.match(r"You (?!&)", t)}
    assert said_to_you, f"no sentence of the {kind} match was said to the player"


# ------------------------------------------------------------------ every sentence
def _hearts_cases() -> list[tuple[str, Callable[[], tuple[str, str]], str]]:
    t = hearts_texts
    return [
        ("moon", lambda: t.moon_texts("?", False, True), "You shot the moon!"),
        ("sun", lambda: t.moon_texts("?", True, True), "You shot the sun!"),
        ("queen", lambda: t.queen_texts("?", True), "played by you"),
        ("pass scheme", lambda: t.pass_scheme_texts("?", ((1, 3),), True),
         "You choose the pass"),
        ("kitty", lambda: t.kitty_texts("?", True), "You take the kitty"),
        ("face up", lambda: t.face_up_texts("?", True), "You take the face-up cards"),
        ("time", lambda: t.timed_out_texts("?", True), "Time is up for you"),
        ("seat", lambda: t.substituted_texts("?", True), "A computer player takes your seat"),
    ]


def _ombre_cases() -> list[tuple[str, Callable[[], tuple[str, str]], str]]:
    t = ombre_texts
    king = Card(Suit.CLUBS, KING)
    return [
        ("declared", lambda: t.declared_texts("?", Contract.ENTRADA, None, True),
         "You are ombre"),
        ("forced", lambda: t.declared_texts("?", Contract.ENTRADA, ForcedBy.SPADILLE, True),
         "you hold Spadille"),
        ("forced basto", lambda: t.declared_texts("?", Contract.ENTRADA, ForcedBy.BASTO,
                                                  True), "you hold Basto"),
        ("trump", lambda: t.trump_texts("?", Suit.CLUBS, True), "named by you"),
        ("called", lambda: t.called_texts("?", king, True), "your secret partner"),
        ("partner", lambda: t.partner_texts("?", "Ann", True), "You are the partner"),
        ("partner of you", lambda: t.partner_texts("Ann", "?", False, True),
         "playing with you"),
        ("honours", lambda: t.honours_texts("?", 2, 1, True), "You announce honours"),
        ("primeras", lambda: t.primeras_texts("?", 5, True), "You took the first 5 tricks"),
        ("vole", lambda: t.vole_attempt_texts("?", True), "You go for the vole!"),
        ("stop", lambda: t.stopped_texts("?", Stop.PRIMERAS, True) or ("", ""), "You stop"),
        ("failed vole", lambda: t.stopped_texts("?", Stop.FAILED_VOLE, True) or ("", ""),
         "You lost a trick"),
        ("contrabola", lambda: t.stopped_texts("?", Stop.CONTRABOLA, True) or ("", ""),
         "You took a second trick"),
        ("surrender", lambda: t.surrendered_texts("?", True), "You give up"),
        ("take over", lambda: t.taken_over_texts("?", "Ann", True), "You take over"),
        ("after you", lambda: t.taken_over_texts("Ann", "?", False, True),
         "after you gave up"),
        ("vole won", lambda: t.scored_texts("?", Result.SACADA, vole=True, failed_vole=False,
                                            primeras=False, winner="", you=True,
                                            contract=Contract.SOLO), "You took every trick"),
        ("sacada", lambda: t.scored_texts("?", Result.SACADA, vole=False, failed_vole=False,
                                          primeras=False, winner="", you=True,
                                          contract=Contract.SOLO), "You win the"),
        ("primeras won", lambda: t.scored_texts("?", Result.SACADA, vole=False,
                                                failed_vole=False, primeras=True, winner="",
                                                you=True, contract=Contract.SOLO),
         "You win with primeras"),
        ("codille on you", lambda: t.scored_texts("?", Result.CODILLE, vole=False,
                                                  failed_vole=False, primeras=False,
                                                  winner="Ann", you=True,
                                                  contract=Contract.SOLO), "Ann beats you"),
        ("your codille", lambda: t.scored_texts("Ann", Result.CODILLE, vole=False,
                                                failed_vole=False, primeras=False,
                                                winner="?", winner_you=True,
                                                contract=Contract.SOLO), "You beat Ann"),
        ("puesta vole", lambda: t.scored_texts("?", Result.PUESTA, vole=False,
                                               failed_vole=True, primeras=False, winner="",
                                               you=True, contract=Contract.SOLO),
         "You failed the vole and pay each defender"),
        ("puesta", lambda: t.scored_texts("?", Result.PUESTA, vole=False, failed_vole=False,
                                          primeras=False, winner="", you=True,
                                          contract=Contract.SOLO),
         "You lose and pay as much as the pot into it"),
        ("session", lambda: t.session_texts("?", 140, True), "You have the most chips: 140"),
        ("bid panel", lambda: t.bid_panel(Contract.SOLO, "?", None, True), "your bid"),
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_banner_of_the_players_own_seat_is_said_to_them(lang: str) -> None:
    """Each banner sentence whose subject (or object) is the player's seat, in each
    language: English as written, and no language with another person's grammar or the
    name of the seat standing in for the player ("?" is the name the sentence must not
    use)."""
    i18n.apply_language(lang)
    for what, make, english in _hearts_cases() + _ombre_cases():
        title, subtitle = make()
        text = f"{title} / {subtitle}"
        if lang == "en":
            assert english in text, (what, text)
        assert "?" not in text, (what, lang, text)
        assert wrong_person(text, lang) == [], (what, lang, text)
