"""Loading and switching the interface language (Qt translators; no game rules here).

The program speaks English in its source; Korean, Japanese and German come from Qt
Linguist catalogues: ``translations/hearts_desktop_<lang>.ts`` (kept in the repository)
compiled by ``pyside6-lrelease`` into ``hearts_desktop/i18n/qm/hearts_desktop_<lang>.qm``
(build output, see ``make translations``). Qt's own ``qtbase_<lang>.qm`` (standard
dialog buttons, file dialogs, context menus) is loaded from ``QLibraryInfo``'s
translations folder alongside it.

:func:`apply_language` removes the translators it installed before, installs the new
ones and sets ``QLocale.setDefault``; Qt then sends ``QEvent.LanguageChange`` to every
widget, and each window and dialog re-sets its texts in ``retranslate_ui()``. A catalogue
that cannot be loaded is logged and the interface stays (or falls back to) English; it
never stops the program.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

log = logging.getLogger(__name__)

CATALOGUE = "hearts_desktop"
"""Base name of the program's catalogues: ``hearts_desktop_<lang>.ts`` / ``.qm``."""
LANGUAGES: tuple[str, ...] = ("ko", "ja", "de", "en")
"""Languages the interface speaks. English is the source language; its catalogue holds
only the singular forms of the plural strings ("%n cards" -> "1 card")."""
TRANSLATED: tuple[str, ...] = ("ko", "ja", "de")
NATIVE_NAMES: dict[str, str] = {"ko": "한국어", "ja": "日本語", "de": "Deutsch",
                                "en": "English"}
"""Each language's name written in that language (menus show these untranslated)."""

_QT_LANGUAGES = {
    QLocale.Language.Korean: "ko",
    QLocale.Language.Japanese: "ja",
    QLocale.Language.German: "de",
    QLocale.Language.English: "en",
}
_LOCALES = {"ko": "ko_KR", "ja": "ja_JP", "de": "de_DE", "en": "en_US"}

PACKAGE_DIR = Path(__file__).resolve().parent
QM_DIR = PACKAGE_DIR / "qm"
"""Where the compiled catalogues live, in a source checkout and in a bundle alike (they
are package data of ``hearts_desktop.i18n``)."""
TS_DIR = PACKAGE_DIR.parents[1] / "translations"
"""The Linguist sources (only present in a source checkout)."""


def resolve(setting: str, system: QLocale | None = None) -> str:
    """The language to show for the ``language`` setting: ``"system"`` follows the
    desktop's locale (Korean, Japanese, German, else English); a code is kept if known;
    anything else means English."""
    if setting == "system":
        locale = system if system is not None else QLocale.system()
        lang = _QT_LANGUAGES.get(locale.language())
        if lang is None:  # e.g. a "C" locale: look at the UI languages too
            for name in locale.uiLanguages():
                base = name.replace("-", "_").split("_")[0].lower()
                if base in LANGUAGES:
                    return base
            return "en"
        return lang
    base = setting.replace("-", "_").split("_")[0].lower()
    return base if base in LANGUAGES else "en"


def qm_path(lang: str, folder: Path | None = None) -> Path:
    return (folder or QM_DIR) / f"{CATALOGUE}_{lang}.qm"


def ts_path(lang: str, folder: Path | None = None) -> Path:
    return (folder or TS_DIR) / f"{CATALOGUE}_{lang}.ts"


def qt_translations_dir() -> Path:
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def lrelease_command() -> list[str] | None:
    """How to run ``pyside6-lrelease`` here, or ``None`` when it is not installed."""
    exe = Path(sys.executable).parent / "pyside6-lrelease"
    if exe.is_file():
        return [str(exe)]
    found = shutil.which("pyside6-lrelease")
    return [found] if found else None


def compile_catalogue(ts: Path, qm: Path) -> bool:
    """``pyside6-lrelease ts -qm qm``; ``False`` (and a log entry) when it fails."""
    cmd = lrelease_command()
    if cmd is None:
        log.warning("cannot build %s: pyside6-lrelease is not installed", qm.name)
        return False
    try:
        qm.parent.mkdir(parents=True, exist_ok=True)
        done = subprocess.run([*cmd, "-silent", str(ts), "-qm", str(qm)],
                              capture_output=True, text=True, timeout=60, check=False)
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("cannot build %s: %s", qm.name, exc)
        return False
    if done.returncode != 0 or not qm.is_file():
        log.warning("pyside6-lrelease failed for %s: %s", ts.name,
                    (done.stderr or done.stdout).strip())
        return False
    return True


def find_catalogue(lang: str) -> Path | None:
    """The compiled catalogue of ``lang``; built from its ``.ts`` when it is missing or
    older than the ``.ts`` (a source checkout that skipped ``make translations``), into
    the package folder or, if that is read-only, a temporary folder. ``None`` (logged)
    when there is neither."""
    qm = qm_path(lang)
    ts = ts_path(lang)
    stale = ts.is_file() and (not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime)
    if not stale:
        if qm.is_file():
            return qm
        log.warning("no translation catalogue for %r (%s is missing); showing English",
                    lang, qm)
        return None
    log.info("building %s from %s", qm.name, ts.name)
    if os.access(qm.parent if qm.parent.exists() else PACKAGE_DIR, os.W_OK) and \
            compile_catalogue(ts, qm):
        return qm
    user = os.getuid() if hasattr(os, "getuid") else 0
    spare = Path(tempfile.gettempdir()) / f"hearts-desktop-qm-{user}" / qm.name
    if compile_catalogue(ts, spare):
        return spare
    if qm.is_file():
        log.warning("%s is older than %s and could not be rebuilt; using it anyway",
                    qm.name, ts.name)
        return qm
    log.warning("no translation catalogue for %r: %s is missing and could not be built "
                "(run `make translations`); showing English", lang, qm)
    return None


class LanguageManager:
    """Owns the installed translators of one application."""

    def __init__(self) -> None:
        self._translators: list[QTranslator] = []
        self.language = "en"
        """The language shown now (after fallbacks)."""
        self.missing: list[str] = []
        """Catalogues that could not be loaded by the last :meth:`apply`."""

    def apply(self, setting: str) -> str:
        """Show the interface in ``setting`` (``"system"`` or a code) at once; returns the
        language actually shown ("en" if the catalogue is missing)."""
        app = QCoreApplication.instance()
        lang = resolve(setting)
        for old in self._translators:
            if app is not None:
                QCoreApplication.removeTranslator(old)
        self._translators = []
        self.missing = []
        shown = lang
        qm = find_catalogue(lang)
        own = QTranslator()
        if qm is not None and own.load(str(qm)):
            self._install(own)
        else:
            if qm is not None:
                log.warning("cannot load %s; showing English", qm)
            self.missing.append(f"{CATALOGUE}_{lang}")
            shown = "en"
        if shown != "en":
            qt = QTranslator()
            if qt.load(f"qtbase_{shown}", str(qt_translations_dir())):
                self._install(qt)
            else:
                log.info("Qt's own qtbase_%s.qm is not available", shown)
                self.missing.append(f"qtbase_{shown}")
        QLocale.setDefault(QLocale(_LOCALES[shown]))
        self.language = shown
        if app is not None and not self._translators:
            # removing the old translators already told every widget; with none before
            # and none now, still make the widgets re-read their (English) texts
            QCoreApplication.postEvent(app, QEvent(QEvent.Type.LanguageChange))
        return shown

    def _install(self, translator: QTranslator) -> None:
        if QCoreApplication.installTranslator(translator):
            self._translators.append(translator)

    @property
    def translators(self) -> tuple[QTranslator, ...]:
        return tuple(self._translators)


_manager: LanguageManager | None = None


def manager() -> LanguageManager:
    """The process's language manager (created on first use)."""
    global _manager
    if _manager is None:
        _manager = LanguageManager()
    return _manager


def apply_language(setting: str) -> str:
    """Switch the whole interface to ``setting``; see :meth:`LanguageManager.apply`."""
    return manager().apply(setting)


def current_language() -> str:
    """The language the interface shows now ("en" before any :func:`apply_language`)."""
    return manager().language


_EVERY_LANGUAGE: dict[tuple[str, str], frozenset[str]] = {}


def in_every_language(context: str, text: str) -> frozenset[str]:
    """``text`` (of translation ``context``) as each language's catalogue has it, and
    the English source: to recognise a word stored in whatever language was on then (the
    human's default name "You" of a saved match)."""
    key = (context, text)
    found = _EVERY_LANGUAGE.get(key)
    if found is None:
        words = {text}
        for lang in TRANSLATED:
            qm = find_catalogue(lang)
            translator = QTranslator()
            if qm is not None and translator.load(str(qm)):
                words.add(translator.translate(context, text) or text)
        found = _EVERY_LANGUAGE[key] = frozenset(words)
    return found


def number(value: int) -> str:
    """``value`` written in the current language's number format."""
    return QLocale().toString(value)


__all__ = ["CATALOGUE", "LANGUAGES", "NATIVE_NAMES", "QM_DIR", "TRANSLATED", "TS_DIR",
           "LanguageManager", "apply_language", "compile_catalogue", "current_language",
           "find_catalogue", "manager", "number", "qm_path", "qt_translations_dir",
           "resolve", "ts_path"]
