"""The accessibility tree as text: what a screen reader finds in a window, one line a node
(role, name, the labels that label it, value, description, states), indented by depth.

``tree_lines(widget)`` walks Qt's own tree (``QAccessible.queryAccessibleInterface`` and
each interface's children), the same tree the AT-SPI bridge hands to Orca on Linux; it is
what ``python -m hearts_desktop.a11y_dump`` prints and what the tests read.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from .accessible import RELATION_LABEL

STATES = ("focused", "checked", "selected", "disabled", "invisible", "expanded",
          "collapsed", "readOnly")
"""The states a line shows (when set)."""
MAX_TEXT = 160
"""Longer texts (a page of rules) are cut, with "…"."""


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT - 1] + "…"


def node_line(iface: QAccessibleInterface) -> str:
    """One node: ``[role] "name" label="…" value="…" (description) {states}``."""
    role = iface.role().name if iface.role() is not None else "?"
    parts = [f"[{role}]"]
    name = iface.text(QAccessible.Text.Name)
    if name:
        parts.append(f'"{_short(name)}"')
    labels = [other.text(QAccessible.Text.Name)
              for other, _rel in iface.relations(RELATION_LABEL)
              if other is not None]
    if any(labels):
        parts.append(f'label="{_short(" ".join(lb for lb in labels if lb))}"')
    value = iface.text(QAccessible.Text.Value)
    if value and value != name:
        parts.append(f'value="{_short(value)}"')
    description = iface.text(QAccessible.Text.Description)
    if description and description != name:
        parts.append(f"({_short(description)})")
    state = iface.state()
    shown = [s for s in STATES if getattr(state, s, False)]
    if shown:
        parts.append("{" + ", ".join(shown) + "}")
    return " ".join(parts)


def walk(iface: QAccessibleInterface, depth: int = 0, *, hidden: bool = False
         ) -> Iterator[tuple[int, QAccessibleInterface]]:
    """``iface`` and its descendants, depth first (invisible ones only with ``hidden``)."""
    if not hidden and iface.state().invisible:
        return
    yield depth, iface
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and child.isValid():
            yield from walk(child, depth + 1, hidden=hidden)


def tree_lines(widget: QWidget, *, hidden: bool = False) -> list[str]:
    """The accessibility tree of ``widget`` as indented lines."""
    root = QAccessible.queryAccessibleInterface(widget)
    if root is None:
        return []
    return ["  " * depth + node_line(node) for depth, node in walk(root, hidden=hidden)]


__all__ = ["node_line", "tree_lines", "walk"]
