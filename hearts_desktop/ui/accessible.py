"""Accessible names for every control of every window (issue 33): what a screen reader says
when a control takes the focus.

Qt names most controls itself: a button, a check box or a menu entry by its text, a field by
the ``QLabel`` whose buddy it is (``QFormLayout.addRow(label, field)`` sets that). What is
left is named here from what the window already shows, so the name is always in the
language of the window and follows a language switch:

* a label laid out just before a field (in a box layout, a grid row, or a form row whose
  field is a layout) becomes the field's buddy: Qt then reads the label's text, whatever
  language it is in;
* a field in a grid under column headers (the New game dialog's players) is named by its
  row and its column ("Seat 2, Name");
* a field with nothing beside it by its placeholder text, or its tool tip's first line;
* a spin box's own line edit (the widget that takes the focus) by its spin box.

A control with an explicit name (``setAccessibleName`` with a ``tr()`` text in the owner's
``retranslate_ui``) keeps it. :func:`install` watches every window the focus enters and
names its controls again after each language switch; :func:`name_controls` does it for one
window at once. :func:`unnamed_controls` lists what would still be read without a name (the
tests and ``a11y_dump`` use it).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QTabWidget,
    QWidget,
)

from .tr_context import TrContext

RELATION_LABEL: Any = QAccessible.Relation.Label  # type: ignore[attr-defined]
"""The relation "is labelled by" (the stubs lack ``QAccessible.Relation``)."""

AUTO = "accessible_name_derived"
"""A widget's dynamic property: its accessible name was derived here (and is derived again
after a language switch), not set by its owner."""


Accessible = TrContext("Accessible")
"""The translation context of the names composed here."""


def accessible_name(widget: QWidget) -> str:
    """``widget``'s accessible name (a combo box's is its current text on Linux)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Text.Name).strip() if iface is not None else ""


def label_of(widget: QWidget) -> str:
    """The texts of the labels that label ``widget`` (its buddy labels), which a screen
    reader reads before a field's name."""
    iface = QAccessible.queryAccessibleInterface(widget)
    if iface is None:
        return ""
    return " ".join(other.text(QAccessible.Text.Name).strip()
                    for other, _rel in iface.relations(RELATION_LABEL)
                    if other is not None)


def spoken(widget: QWidget) -> str:
    """What a screen reader says of ``widget`` when it takes the focus: its label, its name
    (or, a combo box, the description that says what it is) and its value."""
    iface = QAccessible.queryAccessibleInterface(widget)
    if iface is None:
        return ""
    parts = [label_of(widget), iface.text(QAccessible.Text.Name).strip()]
    if isinstance(widget, QComboBox) and not parts[0]:
        parts.append(iface.text(QAccessible.Text.Description).strip())
    value = iface.text(QAccessible.Text.Value).strip()
    if value and value not in parts:
        parts.append(value)
    return ", ".join(p for p in parts if p)


def focusable(widget: QWidget) -> bool:
    """``widget`` takes the keyboard focus itself (not through a focus proxy: a tab widget's
    tab bar, a spin box's line edit; not a scroll area's viewport)."""
    if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isEnabled():
        return False
    if widget.focusProxy() is not None:
        return False
    parent = widget.parentWidget()
    return not (isinstance(parent, QAbstractScrollArea) and parent.viewport() is widget)


FIELDS = (QComboBox, QLineEdit, QAbstractSpinBox, QAbstractSlider, QAbstractScrollArea)
"""Controls Qt names by their value when nothing else names them (a combo box by its current
text): a label, a buddy or an explicit name must say what they are."""


def _buddied(root: QWidget) -> set[int]:
    return {id(label.buddy()) for label in root.window().findChildren(QLabel)
            if label.buddy() is not None and label.text().strip()}


def _own_name(widget: QWidget, buddied: set[int] | None = None) -> bool:
    """``widget`` has a name not derived here: an explicit one, a buddy label, or (not a
    field) the text Qt reads."""
    if widget.property(AUTO):
        return False
    if id(widget) in (buddied if buddied is not None else _buddied(widget)):
        return True
    if isinstance(widget, QComboBox):  # Qt on Linux reads its current text as its name
        return bool(widget.accessibleDescription().strip())
    if widget.accessibleName().strip():
        return True
    return not isinstance(widget, FIELDS) and bool(accessible_name(widget))


def _layout_of(widget: QWidget) -> QLayout | None:
    """``widget.layout()``, or None where PySide hands back a wrapper of another kind (a
    spacer item that Qt deleted, whose address the new layout took: such wrappers of items
    that are not QObjects outlive their C++ object)."""
    layout = widget.layout()
    return layout if isinstance(layout, QLayout) else None


def _items(layout: QLayout) -> Iterator[tuple[QWidget | None, QLayout | None]]:
    if not isinstance(layout, QLayout):
        return
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is not None:
            inner = item.layout()
            found = item.widget(), inner if isinstance(inner, QLayout) else None
            if not isinstance(item, QObject):
                # drop the wrapper now: left in PySide's table it outlives the item and is
                # handed back for whatever Qt puts at that address later
                shiboken6.invalidate(item)
            yield found


def _first_field(layout: QLayout) -> QWidget | None:
    """The first focusable widget of ``layout`` (depth first), before any label."""
    for widget, inner in _items(layout):
        if isinstance(widget, QLabel):
            return None
        if widget is not None and widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
            return widget
        if inner is not None:
            found = _first_field(inner)
            if found is not None:
                return found
    return None


def _lend_label(label: QWidget | None, field: QWidget | None) -> None:
    """``label`` names ``field`` (its buddy) if the field has no name of its own."""
    if (isinstance(label, QLabel) and field is not None and label.buddy() is None
            and label.text().strip() and not _own_name(field)):
        label.setBuddy(field)


def _buddies(layout: QLayout) -> None:
    """Labels laid out just before a field become its buddy, in ``layout`` and within."""
    if not isinstance(layout, QLayout):  # (PySide may hand a layout item instead)
        return
    if isinstance(layout, QFormLayout):
        for row in range(layout.rowCount()):
            label = layout.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = layout.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if label is None or field is None:
                continue
            inner = field.layout()
            target = field.widget() if field.widget() is not None else (
                _first_field(inner) if isinstance(inner, QLayout) else None)
            _lend_label(label.widget(), target)
    elif isinstance(layout, QGridLayout):
        if _has_headers(layout):
            return  # its fields are named by row and column (_grid_name)
        for row in range(layout.rowCount()):
            for col in range(1, layout.columnCount()):
                before = layout.itemAtPosition(row, col - 1)
                here = layout.itemAtPosition(row, col)
                if before is not None and here is not None and here.widget() is not None:
                    _lend_label(before.widget(), here.widget())
    else:
        previous: QWidget | None = None
        for widget, _inner in _items(layout):
            if widget is not None:
                if widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
                    _lend_label(previous, widget)
                previous = widget
    for _widget, inner in _items(layout):
        if inner is not None:
            _buddies(inner)


def _has_headers(grid: QGridLayout) -> bool:
    """Row 0 of ``grid`` is a row of column headers (labels) over rows of fields."""
    if grid.rowCount() < 2 or grid.columnCount() < 2:
        return False
    for col in range(grid.columnCount()):
        item = grid.itemAtPosition(0, col)
        if item is None or not isinstance(item.widget(), QLabel):
            return False
    return True


def _grid_name(widget: QWidget) -> str:
    """"Row, column" for a field in a grid under column headers."""
    parent = widget.parentWidget()
    grid = _layout_of(parent) if parent is not None else None
    if not isinstance(grid, QGridLayout) or not _has_headers(grid):
        return ""
    index = grid.indexOf(widget)
    if index < 0:
        return ""
    position: Any = grid.getItemPosition(index)
    row, col = int(position[0]), int(position[1])
    if row == 0:
        return ""

    def text(r: int, c: int) -> str:
        item = grid.itemAtPosition(r, c)
        w = item.widget() if item is not None else None
        return w.text().strip() if isinstance(w, QLabel) else ""

    header = text(0, col)
    if not header:
        return ""
    row_name = " ".join(t for t in (text(0, 0), text(row, 0)) if t)
    if not row_name:
        return header
    return Accessible.tr("%1, %2").replace("%1", row_name).replace("%2", header)


def _spin_edit(widget: QWidget) -> bool:
    return isinstance(widget, QLineEdit) and isinstance(widget.parentWidget(),
                                                        QAbstractSpinBox)


def derived_name(widget: QWidget) -> str:
    """The name :func:`name_controls` gives ``widget`` when nothing else names it."""
    spin = widget.parentWidget()
    if _spin_edit(widget) and spin is not None:
        return label_of(spin) or accessible_name(spin) or derived_name(spin)
    name = _grid_name(widget)
    if name:
        return name
    placeholder = getattr(widget, "placeholderText", None)
    if callable(placeholder) and placeholder():
        return str(placeholder())
    tip = widget.toolTip().strip()
    if tip:
        return tip.splitlines()[0]
    if isinstance(widget, FIELDS):  # a list, a table, a text with nothing beside it
        return _place_of(widget)
    return ""


def _place_of(widget: QWidget) -> str:
    """The title of the box, tab page or window ``widget`` lies in."""
    child, holder = widget, widget.parentWidget()
    while holder is not None and not child.isWindow():
        if isinstance(holder, QGroupBox) and holder.title().strip():
            return holder.title().replace("&", "").strip()
        tabs = holder.parentWidget()
        if isinstance(tabs, QTabWidget) and tabs.indexOf(child) >= 0:
            return tabs.tabText(tabs.indexOf(child)).replace("&", "").strip()
        child, holder = holder, holder.parentWidget()
    return widget.window().windowTitle()


def _widgets(root: QWidget) -> list[QWidget]:
    """``root`` and its descendants, not those of another window within."""
    out = [root]
    for child in root.findChildren(QWidget):
        window = child.window()
        if window is root.window():
            out.append(child)
    return out


def _set(widget: QWidget, name: str) -> None:
    """Name ``widget`` (a combo box, whose name Qt on Linux takes from its current text,
    by its description)."""
    if isinstance(widget, QComboBox):
        widget.setAccessibleDescription(name)
    else:
        widget.setAccessibleName(name)


def name_controls(root: QWidget) -> None:
    """Give every focusable control of ``root``'s window that Qt reads without a name the
    name its surroundings say (a label before it, its grid's headers, its placeholder or tool
    tip); names derived before are derived again (a language switch)."""
    widgets = _widgets(root)
    for widget in widgets:
        if widget.property(AUTO):
            _set(widget, "")
            widget.setProperty(AUTO, False)
    for widget in widgets:
        layout = _layout_of(widget)
        if layout is not None:
            _buddies(layout)
    buddied = _buddied(root)
    for widget in widgets:
        if (not focusable(widget) and not _spin_edit(widget)) or _own_name(widget, buddied):
            continue
        name = derived_name(widget)
        if name:
            _set(widget, name)
            widget.setProperty(AUTO, True)


def controls(root: QWidget) -> list[QWidget]:
    """The focusable controls ``root``'s window shows, in the order of ``findChildren``."""
    return [w for w in _widgets(root)
            if (w is root or w.isVisibleTo(root)) and focusable(w)]


def unnamed_controls(root: QWidget) -> list[QWidget]:
    """The focusable, shown controls of ``root``'s window that a screen reader would read
    without a name, or (a field) with only its value for a name: no label, no name of its
    own, none derived."""
    buddied = _buddied(root)
    return [w for w in controls(root)
            if not _own_name(w, buddied) and not w.property(AUTO)]


class _Watcher(QObject):
    """Names the controls of each window the focus enters, and again after a language
    switch (once the window has renamed itself)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._windows: set[int] = set()
        app.focusChanged.connect(self._on_app_focus_changed)

    def watch(self, window: QWidget) -> None:
        key = id(window)
        if key not in self._windows:
            self._windows.add(key)
            window.installEventFilter(self)
            window.destroyed.connect(lambda _o=None, k=key: self._windows.discard(k))
        name_controls(window)

    def _on_app_focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is None:
            return
        window = new.window()
        if id(window) not in self._windows:
            self.watch(window)
        elif not accessible_name(new):
            name_controls(window)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.Show) \
                and isinstance(watched, QWidget):
            QTimer.singleShot(0, watched, lambda w=watched: name_controls(w))
        return False


def install(window: QWidget | None = None) -> None:
    """Watch every window the focus enters (once per application) and ``window`` now."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    watcher = app.findChild(_Watcher)
    if watcher is None:
        watcher = _Watcher(app)
    if window is not None:
        watcher.watch(window)


__all__ = [
    "AUTO",
    "FIELDS",
    "accessible_name",
    "controls",
    "derived_name",
    "focusable",
    "install",
    "label_of",
    "name_controls",
    "spoken",
    "unnamed_controls",
]
