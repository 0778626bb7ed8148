"""What every game's rules page (Help > Rules, and "Show rules" in New game) shares: the
HTML a page is written in (``HtmlPage``) and the window that shows it (``RulesPageDialog``).

A game's ``rules_page.py`` words its rules (every sentence through its own ``tr``) and says
only what is its own: the window's title and the page of a ``Rules`` value::

    class OmbreRulesDialog(RulesPageDialog):
        def title(self) -> str:
            return Ombre.tr("Rules of {game}").format(game=rules_heading(self._rules))

        def page_html(self) -> str:
            return rules_html(self._rules)
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def esc(text: str) -> str:
    """``text`` as HTML text (quotes left as they are)."""
    return html.escape(text, quote=False)


class HtmlPage:
    """Collects the HTML of a page, section by section (``html()``: the whole page)."""

    def __init__(self, style: str = "") -> None:
        """``style``: the page's CSS, if any."""
        self.parts: list[str] = []
        self.style = style

    def h1(self, text: str) -> None:
        self.parts.append(f"<h1>{esc(text)}</h1>")

    def h2(self, text: str, anchor: str | None = None) -> None:
        """A section heading (``anchor``: its name for links within the page)."""
        mark = f'<a name="{anchor}"></a>' if anchor is not None else ""
        self.parts.append(f"<h2>{mark}{esc(text)}</h2>")

    def p(self, text: str) -> None:
        self.parts.append(f"<p>{esc(text)}</p>")

    def ul(self, items: Iterable[str]) -> None:
        """A list of ``items`` (nothing for none)."""
        body = "".join(f"<li>{esc(i)}</li>" for i in items)
        if body:
            self.parts.append(f"<ul>{body}</ul>")

    def html(self) -> str:
        head = f"<head><style>{self.style}</style></head>" if self.style else ""
        return f"<html>{head}<body>{''.join(self.parts)}</body></html>"


class RulesPageDialog(QDialog):
    """A game's rules page in a window of its own: the page in a browser, a Close button,
    written again when the language changes (``retranslate_ui``, the scroll position kept)
    or the rules do (``set_rules``)."""

    def __init__(self, rules: Any, parent: QWidget | None = None, *, name: str,
                 size: tuple[int, int] = (640, 720)) -> None:
        """``name``: the window's object name."""
        super().__init__(parent)
        self.setObjectName(name)
        self._rules = rules
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rules_browser")
        self.browser.setOpenExternalLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        self.resize(*size)
        self.retranslate_ui()

    # ------------------------------------------------------------------ what a game says
    def title(self) -> str:
        """The window's title in the current language."""
        raise NotImplementedError

    def page_html(self) -> str:
        """The page of the rules shown, in the current language."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the window
    def set_rules(self, rules: Any) -> None:
        """Show the page for other rules."""
        self._rules = rules
        self.retranslate_ui()

    def plain_text(self) -> str:
        return self.browser.toPlainText()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.title())
        scroll = self.browser.verticalScrollBar().value()
        self.browser.setHtml(self.page_html())
        self.browser.verticalScrollBar().setValue(scroll)


__all__ = ["HtmlPage", "RulesPageDialog", "esc"]
