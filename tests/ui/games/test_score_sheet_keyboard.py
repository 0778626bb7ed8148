"""Issue 33: every game's score sheet is read by the keyboard and a screen reader: Tab
reaches its table, the arrow keys move over the cells, and the accessibility tree reads each
cell with its row and column ("Hand 2, North: 13"); Enter still closes the sheet (OK is the
default button)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from .test_score_sheet_heading import SHEETS, finished_view


def _cell_names(sheet: object) -> list[str]:
    table = sheet.table  # type: ignore[attr-defined]
    iface = QAccessible.queryAccessibleInterface(table)
    assert iface is not None and iface.role() == QAccessible.Role.Table
    cells = [iface.child(i) for i in range(iface.childCount())]
    return [c.text(QAccessible.Text.Name) for c in cells
            if c is not None and c.role() == QAccessible.Role.Cell]


def _focused_cell(sheet: object) -> str:
    iface = QAccessible.queryAccessibleInterface(sheet.table)  # type: ignore[attr-defined]
    assert iface is not None
    cell = iface.focusChild()
    assert cell is not None and cell.role() == QAccessible.Role.Cell
    return cell.text(QAccessible.Text.Name)


def _expected(sheet: object, row: int, column: int) -> str:
    t = sheet.table  # type: ignore[attr-defined]
    row_name = " ".join(t.verticalHeaderItem(row).text().split())
    column_name = " ".join(t.horizontalHeaderItem(column).text().split())
    return f"{row_name}, {column_name}"


@pytest.mark.parametrize("name", sorted(SHEETS))
def test_the_score_sheet_is_read_cell_by_cell_with_the_keys(name: str, qtbot: QtBot) -> None:
    cls = SHEETS[name][0]
    names, view = finished_view(name)
    sheet = cls()
    qtbot.addWidget(sheet)
    sheet.show_view(names, view, final=True)
    sheet.show()
    sheet.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is sheet, timeout=10_000)
    table = sheet.table
    ok = sheet.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isDefault()

    # the tree: every cell says its row and column, and what it shows
    cells = _cell_names(sheet)
    assert len(cells) == table.rowCount() * table.columnCount()
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            text = item.text() if item is not None else ""
            want = _expected(sheet, r, c)
            assert any(n == want or n.startswith(f"{want}: {text}") for n in cells), \
                (want, text)

    # Tab from OK reaches the table; the keys start on the last row (the totals)
    ok.setFocus()
    QTest.keyClick(ok, Qt.Key.Key_Tab)
    qtbot.waitUntil(table.hasFocus, timeout=10_000)
    last = table.rowCount() - 1
    assert (table.currentRow(), table.currentColumn()) == (last, 0)
    assert _focused_cell(sheet).startswith(_expected(sheet, last, 0))

    # Up and Right move over the cells, and the reader follows
    QTest.keyClick(table, Qt.Key.Key_Up)
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert (table.currentRow(), table.currentColumn()) == (last - 1, 1)
    item = table.item(last - 1, 1)
    assert item is not None and item.text()
    assert _focused_cell(sheet).startswith(f"{_expected(sheet, last - 1, 1)}: {item.text()}")

    # Enter on the table closes the sheet (OK)
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=10_000)
    assert sheet.result() == QDialog.DialogCode.Accepted
