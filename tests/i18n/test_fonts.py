"""Korean and Japanese render without missing glyphs, also with no CJK font installed."""

from __future__ import annotations

from types import ModuleType

import pytest
from fontTools.ttLib import TTFont
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetrics, QRawFont
from PySide6.QtWidgets import QApplication

from hearts_desktop.games.hearts.bots.personalities import NAMES
from hearts_desktop.i18n import NATIVE_NAMES, fonts

from .conftest import load_tool


@pytest.fixture(scope="module")
def font_tool() -> ModuleType:
    return load_tool("make_cjk_font")


def _text(tool: ModuleType, lang: str) -> str:
    text = "".join(tool.catalogue_texts(lang))
    if lang in ("ko", "ja"):  # dates in the history list: 오후, 午後, month names ...
        text += "".join(tool.locale_texts())
    if lang in NAMES:
        text += "".join(NAMES[lang])
    return text + "".join(NATIVE_NAMES.values())


def test_subset_font_covers_every_korean_and_japanese_character(
        font_tool: ModuleType) -> None:
    """Adding a Korean or Japanese string without `python tools/make_cjk_font.py` fails."""
    font = TTFont(str(fonts.CJK_FONT))
    cmap = font.getBestCmap()
    text = _text(font_tool, "ko") + _text(font_tool, "ja")
    missing = sorted({ch for ch in text if not ch.isspace() and ord(ch) not in cmap})
    assert missing == [], "rebuild the font: python tools/make_cjk_font.py"
    assert font["name"].getDebugName(1) == fonts.CJK_FAMILY
    assert fonts.CJK_FONT.stat().st_size < 400 * 1024
    assert (fonts.FONT_DIR / "OFL.txt").read_text().count("SIL OPEN FONT LICENSE") >= 1


@pytest.mark.parametrize("lang", ["ko", "ja", "de", "en"])
def test_every_character_is_supported_by_the_fonts_in_use(
        qapp: QApplication, font_tool: ModuleType, lang: str) -> None:
    installed = fonts.install_cjk_fallback(qapp)
    families = fonts.font_families()
    if installed is None:  # the system has CJK fonts; Qt falls back to them
        assert fonts.system_has_cjk()
        ws = QFontDatabase.WritingSystem
        families += QFontDatabase.families(ws.Korean) + QFontDatabase.families(ws.Japanese)
    else:
        assert installed in families
    text = _text(font_tool, lang) if lang != "en" else (
        "".join(NAMES["en"]) + "".join(NATIVE_NAMES.values()))
    raws = [QRawFont.fromFont(QFont(f)) for f in families]
    missing = sorted({ch for ch in text if not ch.isspace()
                      and not any(r.isValid() and r.supportsCharacter(ord(ch)) for r in raws)})
    assert missing == []
    assert fonts.missing_characters(text) == set() or installed is None


def test_fallback_only_adds_itself_behind_the_users_font(qapp: QApplication) -> None:
    user_family = QFontInfo(QApplication.font()).family()
    fonts.install_cjk_fallback(qapp)
    app_font = QApplication.font()
    if fonts.fallback_family() is None:
        pytest.skip("this machine has CJK fonts: the bundled fallback is not used")
    families = list(app_font.families())
    assert families[0] == user_family  # Latin text keeps the user's font
    assert families[-1] == fonts.CJK_FAMILY
    metrics = QFontMetrics(QFont(fonts.CJK_FAMILY))
    assert metrics.inFontUcs4(ord("하")) and metrics.inFontUcs4(ord("ハ"))
    assert QFontInfo(QFont()).family() == user_family
    primary = QRawFont.fromFont(QFont(user_family))
    assert primary.familyName() == user_family
    assert not primary.supportsCharacter(ord("하"))


def test_no_fallback_when_the_system_has_cjk_fonts(qapp: QApplication,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fonts, "_installed", None)
    monkeypatch.setattr(fonts, "system_has_cjk", lambda: True)
    before = QApplication.font().families()
    assert fonts.install_cjk_fallback(qapp) is None
    assert QApplication.font().families() == before
