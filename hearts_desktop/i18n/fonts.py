"""A fallback font for Korean and Japanese on machines without a CJK font.

``assets/fonts/HeartsCJK-Regular.otf`` is a subset of Noto Sans CJK (SIL Open Font License,
see ``assets/fonts/OFL.txt``) holding only the characters the Korean and Japanese
catalogues and the default opponent names use; ``tools/make_cjk_font.py`` rebuilds it.

:func:`install_cjk_fallback` registers it with ``QFontDatabase`` only when no installed
font covers those characters, and then only as a *fallback*: the family is appended to
the application font's family list (``QFont.setFamilies``) and added as a substitute of
the usual family names, so Latin text keeps the user's font and Qt takes a glyph from the
subset only when the user's fonts have none.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QRawFont
from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

ASSETS_DIR = Path(__file__).resolve().parents[2] / "assets"
FONT_DIR = ASSETS_DIR / "fonts"
CJK_FONT = FONT_DIR / "HeartsCJK-Regular.otf"
CJK_FAMILY = "Hearts CJK Fallback"
"""The family name written into the subset font by ``tools/make_cjk_font.py``."""

PROBE = "하트슛퀸ハーツ点数"
"""A few characters every CJK-capable setup must show (Hangul, kana, kanji)."""

_installed: str | None = None


def families_covering(text: str) -> list[str]:
    """Installed (and registered) families that have a glyph for every character of
    ``text``."""
    found = []
    for family in QFontDatabase.families(QFontDatabase.WritingSystem.Any):
        raw = QRawFont.fromFont(QFont(family))
        if raw.isValid() and all(raw.supportsCharacter(ord(ch)) for ch in text):
            found.append(family)
    return found


def system_has_cjk() -> bool:
    """Whether fonts other than our own subset show Korean and Japanese (asks the font
    database's writing-system index, which is quick even with many fonts)."""
    ws = QFontDatabase.WritingSystem
    korean = set(QFontDatabase.families(ws.Korean)) - {CJK_FAMILY}
    japanese = set(QFontDatabase.families(ws.Japanese)) - {CJK_FAMILY}
    return bool(korean) and bool(japanese)


def install_cjk_fallback(app: QApplication | None = None, *, force: bool = False) -> str | None:
    """Register the subset font as a fallback when the system has no CJK font (or
    ``force``); returns its family name, or ``None`` when it is not needed or not
    available. Safe to call more than once."""
    global _installed
    if _installed is not None:
        return _installed
    if not force and system_has_cjk():
        return None
    if not CJK_FONT.is_file():
        log.warning("no CJK font installed and the fallback %s is missing: Korean and "
                    "Japanese text may show as boxes", CJK_FONT)
        return None
    font_id = QFontDatabase.addApplicationFont(str(CJK_FONT))
    if font_id < 0:
        log.warning("cannot load the fallback font %s", CJK_FONT)
        return None
    families = QFontDatabase.applicationFontFamilies(font_id)
    family = families[0] if families else CJK_FAMILY
    # The user's font stays first. A generic name such as "Sans Serif" is only an alias
    # that fontconfig resolves: in a family list or with a substitute Qt would take the
    # next *real* family (ours) for everything, so the alias is replaced by the family it
    # resolves to now, before the subset is added behind it.
    app = app or QApplication.instance()  # type: ignore[assignment]
    real = set(QFontDatabase.families())
    if app is not None:
        font = app.font()
        names = [QFontInfo(QFont(n)).family()
                 for n in (list(font.families()) or [font.family()])]
        if family not in names:
            font.setFamilies([*dict.fromkeys(names), family])
            app.setFont(font)
    general = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)
    for name in {QFontInfo(general).family(), QFontInfo(QFont()).family()}:
        if name in real and name != family and family not in QFont.substitutes(name):
            QFont.insertSubstitution(name, family)
    _installed = family
    log.info("using the bundled %s font for Korean and Japanese", family)
    return family


def fallback_family() -> str | None:
    """The registered fallback family, or ``None`` when the system's fonts are used."""
    return _installed


def font_families(font: QFont | None = None) -> list[str]:
    """Every family Qt may take a glyph from for ``font`` (default: the application
    font): its families, their substitutes and the registered fallback."""
    font = font if font is not None else QApplication.font()
    names = list(font.families()) or [font.family()]
    out: list[str] = []
    for name in names:
        for candidate in (name, *QFont.substitutes(name)):
            if candidate not in out:
                out.append(candidate)
    if _installed is not None and _installed not in out:
        out.append(_installed)
    return out


def missing_characters(text: str, font: QFont | None = None) -> set[str]:
    """Characters of ``text`` that no family of :func:`font_families` can show."""
    raws = [QRawFont.fromFont(QFont(f)) for f in font_families(font)]
    raws = [r for r in raws if r.isValid()]
    return {ch for ch in set(text) if not ch.isspace()
            and not any(r.supportsCharacter(ord(ch)) for r in raws)}


__all__ = [
    "CJK_FAMILY",
    "CJK_FONT",
    "FONT_DIR",
    "fallback_family",
    "families_covering",
    "font_families",
    "install_cjk_fallback",
    "missing_characters",
    "system_has_cjk",
]
