"""The catalogues: complete, in sync with the code, placeholders intact, buildable."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QTranslator

from hearts_desktop import i18n

LANGS = ("ko", "ja", "de")
PLACEHOLDER = re.compile(r"\{[a-z0-9_]*\}|%[1-9n]")


def _messages(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(c.findtext("name") or "", m) for c in root.iter("context")
            for m in c.iter("message")]


def _forms(msg: ET.Element) -> list[str]:
    tr = msg.find("translation")
    assert tr is not None
    if msg.get("numerus") == "yes":
        return [f.text or "" for f in tr.iter("numerusform")]
    return [tr.text or ""]


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_every_message_is_translated(i18n_tool: ModuleType, lang: str) -> None:
    ts = i18n.ts_path(lang)
    rep = i18n_tool.report(ts)
    assert rep.messages > (10 if lang == "en" else 300)
    assert rep.unfinished == [], f"{ts.name}: unfinished entries"
    assert rep.empty == [], f"{ts.name}: empty translations"
    assert rep.obsolete == [], f"{ts.name}: obsolete or vanished entries"
    assert ET.parse(ts).getroot().get("language", "").startswith(lang)


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_placeholders_and_accelerators(lang: str) -> None:
    plural_forms = {"ko": 1, "ja": 1, "de": 2}[lang]
    for ctx, msg in _messages(i18n.ts_path(lang)):
        source = msg.findtext("source") or ""
        forms = _forms(msg)
        where = f"[{ctx}] {source!r}"
        if msg.get("numerus") == "yes":
            assert len(forms) == plural_forms, where
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        for text in forms:
            got = sorted(set(PLACEHOLDER.findall(text)))
            if msg.get("numerus") == "yes" and "%n" not in text:
                got = sorted({*got, "%n"})  # a singular form may spell the number out
            assert got == wanted, f"{where}: placeholders {got} != {wanted} in {text!r}"
            if re.search(r"&\w", source):
                assert re.search(r"&\w", text), f"{where}: the menu accelerator is lost"


def test_english_plurals_read_well(i18n_tool: ModuleType) -> None:
    for _ctx, msg in _messages(i18n.ts_path("en")):
        assert msg.get("numerus") == "yes"
        one, many = _forms(msg)
        assert "(s)" not in one + many


def test_lupdate_finds_no_new_string(i18n_tool: ModuleType, tmp_path: Path) -> None:
    """The catalogues are in sync with the code: running pyside6-lupdate over the source
    list of pyproject.toml adds no string and drops none, and no module with tr() calls is
    missing from that list. (Fails while someone adds strings: run `make lupdate`,
    translate, see docs/translations.md.)"""
    copies = []
    for lang in ("de", "en"):
        copy = tmp_path / f"hearts_desktop_{lang}.ts"
        shutil.copy(i18n.ts_path(lang), copy)
        copies.append(copy)
    before = {c.name: i18n_tool.report(c).messages for c in copies}
    i18n_tool.lupdate(copies)
    for copy in copies:
        rep = i18n_tool.report(copy)
        assert rep.unfinished == [], f"new strings in the code: {rep.unfinished}"
        assert rep.messages == before[copy.name], "strings were removed from the code"
    unlisted = [str(p.relative_to(i18n_tool.ROOT)) for p in i18n_tool.unlisted_sources()]
    assert unlisted == [], "add these to [tool.pyside6-project] files in pyproject.toml"


def test_qm_build_and_load(i18n_tool: ModuleType, tmp_path: Path) -> None:
    (qm,) = i18n_tool.lrelease([i18n.ts_path("de")], out_dir=tmp_path)
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("MainWindow", "&Game") == "&Spiel"
    assert translator.translate("", "Everyone is dealt %n cards, one at a time, clockwise.",
                                "", 1) == "Jeder bekommt %n Karte, einzeln im Uhrzeigersinn " \
                                          "ausgeteilt."


@pytest.mark.parametrize("lang", LANGS)
def test_qt_own_translation_is_there(lang: str) -> None:
    translator = QTranslator()
    assert translator.load(f"qtbase_{lang}", str(i18n.qt_translations_dir()))
    assert translator.translate("QPlatformTheme", "Cancel") not in ("", "Cancel")


def test_todo_list_round_trip(i18n_tool: ModuleType, tmp_path: Path) -> None:
    """The second-pass helpers: `todo` lists what is untranslated, `import` writes the
    filled-in list back."""
    ts = tmp_path / "hearts_desktop_de.ts"
    shutil.copy(i18n.ts_path("de"), ts)
    text = ts.read_text(encoding="utf-8")
    for source in ("Show the &amp;last trick", "The game lasts at most %n deals."):
        start = text.index(f"<source>{source}</source>")
        end = text.index("</translation>", start) + len("</translation>")
        text = text[:start] + f'<source>{source}</source>\n        ' \
            '<translation type="unfinished"></translation>' + text[end:]
    ts.write_text(text, encoding="utf-8")
    lines = i18n_tool.todo(ts)
    assert lines == ["\tThe game lasts at most %n deals.\t\t\t",
                     "MainWindow\tShow the &last trick\t\t"]
    filled = ["MainWindow\tShow the &last trick\t\t&Letzten Stich zeigen",
              "\tThe game lasts at most %n deals.\t\tHöchstens %n Runde.\tHöchstens %n Runden."]
    assert i18n_tool.import_translations(ts, filled) == 2
    assert i18n_tool.todo(ts) == []
    translator = QTranslator()
    (qm,) = i18n_tool.lrelease([ts], out_dir=tmp_path)
    assert translator.load(str(qm))
    assert translator.translate("", "The game lasts at most %n deals.", "", 1) == \
        "Höchstens %n Runde."
    with pytest.raises(ValueError, match="not in"):
        i18n_tool.import_translations(ts, ["Nowhere\tNo such text\t\tNichts"])
