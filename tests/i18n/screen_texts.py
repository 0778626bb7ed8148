"""What a player reads on the table window, and which of it is in a language not in force.

``visible_texts(win)`` collects the window title, the status bar (message and labels), the
open table panels' and banners' words, the plates, the status corner and the contract
panel: every text the table's items draw, recorded by painting the scene with a painter
that keeps the texts it is asked to draw (the items draw their own texts, so nothing is
missed that a player would see).

``stale_texts(texts, new)`` lists the texts that still read in another language after a
switch to ``new``: texts matching a message of another language's catalogue (its
placeholders as wildcards) that ``new``'s catalogue says nowhere."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from typing import Any

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QLabel, QStatusBar

from hearts_desktop import i18n

PLACEHOLDER = re.compile(r"\{[^{}]*\}|%[1-9n]|%L[1-9]")
MIN_LETTERS = 4
"""A message is looked for only when its fixed words hold this many letters (a "{0}:"
or "OK" alone would be found everywhere)."""


class _RecordingPainter(QPainter):
    """A painter that keeps every text it draws."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        self.texts.extend(a for a in args if isinstance(a, str) and a.strip())
        super().drawText(*args)


def scene_texts(scene: Any) -> list[str]:
    """Every text the visible items of ``scene`` draw."""
    rect = scene.sceneRect()
    image = QImage(max(1, int(rect.width())), max(1, int(rect.height())),
                   QImage.Format.Format_ARGB32_Premultiplied)
    painter = _RecordingPainter(image)
    try:
        scene.render(painter)
    finally:
        painter.end()
    return painter.texts


def visible_texts(win: Any) -> list[str]:
    """The window title, the status bar's message and labels, and the table's texts."""
    texts = [win.windowTitle()]
    bar: QStatusBar = win.statusBar()
    texts.append(bar.currentMessage())
    texts += [label.text() for label in bar.findChildren(QLabel) if label.isVisible()]
    texts += scene_texts(win.scene)
    return [t for t in texts if t.strip()]


def _forms(message: ET.Element) -> list[str]:
    tr = message.find("translation")
    if tr is None or tr.get("type") in ("obsolete", "vanished"):
        return []
    if message.get("numerus") == "yes":
        return [f.text or "" for f in tr.iter("numerusform")]
    return [tr.text or ""]


@cache
def _catalogue(lang: str) -> dict[tuple[str, str, str], list[str]]:
    """(context, source, comment) -> the texts a player reads in ``lang``."""
    out: dict[tuple[str, str, str], list[str]] = {}
    english = _english_plurals()
    for context in ET.parse(i18n.ts_path("de" if lang == "en" else lang)).getroot().iter(
            "context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            key = (name, source, message.findtext("comment") or "")
            if lang == "en":
                out[key] = english.get(key, [source])
            else:
                out[key] = [f for f in _forms(message) if f]
    return out


def _english_plurals() -> dict[tuple[str, str, str], list[str]]:
    root = ET.parse(i18n.ts_path("en")).getroot()
    return {(c.findtext("name") or "", m.findtext("source") or "",
             m.findtext("comment") or ""): _forms(m)
            for c in root.iter("context") for m in c.iter("message")}


def _pattern(text: str) -> re.Pattern[str] | None:
    parts = PLACEHOLDER.split(text)
    if sum(ch.isalpha() for part in parts for ch in part) < MIN_LETTERS:
        return None
    body = ".+?".join(re.escape(p) for p in parts)
    return re.compile(rf"(?<!\w){body}(?!\w)" if body[:1].isalnum() or body[-1:].isalnum()
                      else body)


LANGUAGES = ("en", "de", "ja", "ko")


@cache
def _stale_patterns(new: str) -> list[tuple[re.Pattern[str], str]]:
    """Patterns of the other languages' texts that ``new`` says nowhere ("Pinochle" is
    German too, "Hearts Desktop" Japanese too)."""
    said_now = {PLACEHOLDER.sub("", f) for forms in _catalogue(new).values() for f in forms}
    out = []
    for old in LANGUAGES:
        if old == new:
            continue
        for forms in _catalogue(old).values():
            for form in forms:
                if not form.strip() or PLACEHOLDER.sub("", form) in said_now:
                    continue
                pattern = _pattern(form)
                if pattern is not None:
                    out.append((pattern, form))
    return out


def stale_texts(texts: list[str], new: str) -> list[tuple[str, str]]:
    """(text, the message of another language it reads as) for each text that is not in
    ``new``."""
    found = []
    for text in texts:
        for pattern, form in _stale_patterns(new):
            if pattern.search(text):
                found.append((text, form))
                break
    return found
