"""No text template reaches the player unfilled: every rules page (Help > Rules) of every
game and preset, in every language, is headed by its preset's title and shows no brace;
and no string of the code is a placeholder template that is never formatted (issue 28,
item 5: the Pinochle page was headed ``Pinochle: {escape(preset_title(rules.name))}``, a
plain string joined to an f-string)."""

from __future__ import annotations

import ast
import dataclasses
import io
import re
import tokenize
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QTextBrowser
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.games import get_game
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.games import presentation
from hearts_desktop.ui.main_window import MainWindow
from tests.source_trees import parse, parse_file

PACKAGE = Path(__file__).resolve().parents[2] / "hearts_desktop"
LANGUAGES = ("en", "de", "ja", "ko")
GAMES = ("hearts", "pinochle", "ombre")
# "{0}", "{name}", "{card!r}", "{total:+d}", "{escape(title(rules.name))}"; not "{{", CSS
# ("{ font-size: x-large; }") or a regular expression's "{2,3}"
PLACEHOLDER = re.compile(
    r"(?<!\{)\{(?:[A-Za-z_][\w.]*(?:\([^{}]*\))?|\d*)(?:![rsa])?(?::[^{}]*)?\}(?!\})")
TR_FUNCTIONS = {"tr", "_tr", "translate"}
SHOWN_AT_ONCE = {"setText", "setWindowTitle", "setToolTip", "showMessage", "setHtml",
                 "setPlainText", "setPlaceholderText", "addItem", "setTitle", "say"}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_presets_rules_page_is_headed_by_its_title_and_shows_no_brace(
        qtbot: QtBot, game: str, lang: str) -> None:
    i18n.apply_language(lang)
    engine = get_game(game)
    shown = presentation(game)
    for preset in engine.presets():
        rules = engine.preset(preset)
        dialog = shown.rules_dialog(rules, None)
        qtbot.addWidget(dialog)
        browser = dialog.findChild(QTextBrowser)
        assert browser is not None
        text = browser.toPlainText()
        heading = text.splitlines()[0]
        assert heading == shown.rules_title(rules.name), (game, preset, lang)
        assert "{" not in text and "}" not in text, (game, preset, lang, text)



def game_names(game: str) -> tuple[str, ...]:
    """The names of ``game`` in the current language (Ombre's table also plays Quadrille
    and Quintille, each a game of its own name)."""
    if game == "ombre":
        from hearts_desktop.ui.games.ombre.labels import Ombre

        return (Ombre.tr("Ombre"), Ombre.tr("Quadrille"), Ombre.tr("Quintille"))
    return (presentation(game).title(),)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rules_window_is_titled_with_the_game(qtbot: QtBot, game: str,
                                                   lang: str) -> None:
    """Help > Rules names the game in its title for every preset and for custom rules
    (Hearts' "Black Lady", "Online rules" or "Custom rules" alone did not)."""
    i18n.apply_language(lang)
    engine = get_game(game)
    shown = presentation(game)
    first = engine.preset(engine.presets()[0])
    # custom rules: a preset's rules with one deal (Pinochle and Ombre derive the name)
    if game == "hearts":
        custom = dataclasses.replace(first, deal_limit=1, name="custom")
    else:
        custom = first.replace(**{"deal_limit" if game == "pinochle" else "deals": 1})
    assert custom.name == "custom"
    for rules in (*(engine.preset(p) for p in engine.presets()), custom):
        dialog = shown.rules_dialog(rules, None)
        qtbot.addWidget(dialog)
        title = dialog.windowTitle()
        assert any(name in title for name in game_names(game)), (game, rules.name, lang,
                                                                 title)
        assert "{" not in title and "%" not in title, title
    if game == "ombre":  # custom rules of Quadrille or Quintille are not "Ombre" rules
        from hearts_desktop.ui.games.ombre.labels import Ombre

        for preset, name in (("quadrille", Ombre.tr("Quadrille")),
                             ("quintille", Ombre.tr("Quintille"))):
            rules = engine.preset(preset).replace(deals=1)
            assert rules.name == "custom"
            dialog = shown.rules_dialog(rules, None)
            qtbot.addWidget(dialog)
            assert name in dialog.windowTitle(), (preset, lang, dialog.windowTitle())
            assert name in shown.rules_label(rules), (preset, lang)


def _players(game: str, rules: object) -> list[SeatPlayer]:
    seats = get_game(game).seating(rules).players
    return [SeatPlayer("You", human=True),
            *(SeatPlayer(f"CPU {i}", bot_kind="normal") for i in range(1, seats))]


@pytest.mark.parametrize("game", GAMES)
def test_help_rules_during_each_game_is_headed_by_its_preset_in_every_language(
        qtbot: QtBot, open_window: Callable[..., MainWindow], game: str) -> None:
    """Help > Rules in the window during a match of ``game`` (the menu's action), then each
    language through the Language menu: the open page follows, headed by its preset."""
    win = open_window()
    engine = get_game(game)
    rules = engine.preset(engine.presets()[0])
    win.start_match(rules, 5, _players(game, rules), game=game)
    qtbot.waitUntil(lambda: win.controller.state is not None, timeout=30_000)
    win.rules_action.trigger()
    QApplication.processEvents()
    dialog = QApplication.activeModalWidget()
    assert dialog is not None
    browser = dialog.findChild(QTextBrowser)
    assert browser is not None
    for lang in LANGUAGES:
        win.language_menu.actions_by_code[lang].trigger()
        QApplication.processEvents()
        text = browser.toPlainText()
        assert text.splitlines()[0] == presentation(game).rules_title(rules.name)
        assert "{" not in text and "}" not in text, (game, lang)


# ------------------------------------------------------------------ the code's templates
def _prefix(token: str) -> str:
    return re.match(r"[A-Za-z]*", token).group(0).lower()  # type: ignore[union-attr]


def _call_name(call: ast.Call) -> str | None:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None


def _unfilled_templates(path: Path) -> list[str]:
    """The places in ``path`` where a placeholder template cannot be filled: a plain string
    joined to an f-string (its braces stay as they are written), or a translated template
    put on screen without ``.format``/values."""
    source = path.read_text(encoding="utf-8")
    tree = parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    strings = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)
               if t.type == tokenize.STRING]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr) and not isinstance(parents.get(node), ast.JoinedStr):
            start, end = (node.lineno, node.col_offset), (node.end_lineno, node.end_col_offset)
            for token in strings:
                if not (start <= token.start and token.end <= end):
                    continue
                if "f" in _prefix(token.string) or "b" in _prefix(token.string):
                    continue
                if PLACEHOLDER.search(ast.literal_eval(token.string)):
                    up = parents.get(node)
                    if not (isinstance(up, ast.Attribute) and up.attr == "format"):
                        found.append(f"{path.name}:{token.start[0]}: {token.string}")
        if isinstance(node, ast.Call) and _call_name(node) in TR_FUNCTIONS:
            first = node.args[0] if node.args else None
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)
                    and PLACEHOLDER.search(first.value)) or node.keywords:
                continue
            up = parents.get(node)
            if isinstance(up, ast.FormattedValue) or (
                    isinstance(up, ast.Call) and node in up.args
                    and _call_name(up) in SHOWN_AT_ONCE):
                found.append(f"{path.name}:{node.lineno}: {first.value!r}")
    return found


def test_no_template_of_the_code_is_left_unformatted() -> None:
    found = [hit for path in sorted(PACKAGE.rglob("*.py")) for hit in _unfilled_templates(path)]
    assert found == []


def test_the_template_scan_finds_the_kinds_it_looks_for(tmp_path: Path) -> None:
    """The scan itself: the bug of item 5, and a translated template shown unfilled."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        'a = f"<h2>{x}: " "{escape(title(rules.name))}</h2>"\n'
        'label.setText(T.tr("Hand {0}"))\n'
        'ok1 = f"<h2>{x}</h2>" "<p>{{braces}}</p>"\n'
        'ok2 = T.tr("Hand {0}").format(3)\n'
        'ok3 = _tr("{total} points", total=3)\n'
        'ok4 = "h1 { font-size: large; }" + f"{x}"\n', encoding="utf-8")
    assert [hit.split(":")[1] for hit in _unfilled_templates(sample)] == ["1", "2"]


def _tr_inside_fstrings(path: Path) -> list[str]:
    """tr() calls written inside an f-string: pyside6-lupdate does not look there, so their
    texts never reach the catalogues and stay English in every language."""
    tree = parse_file(path)
    return [f"{path.name}:{call.lineno}: {ast.unparse(call)}"
            for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
            for call in ast.walk(node)
            if isinstance(call, ast.Call) and _call_name(call) in TR_FUNCTIONS]


def test_no_translated_text_is_hidden_from_lupdate_in_an_fstring() -> None:
    found = [hit for path in sorted(PACKAGE.rglob("*.py")) for hit in _tr_inside_fstrings(path)]
    assert found == []
