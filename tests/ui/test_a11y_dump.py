"""``python -m hearts_desktop.a11y_dump`` prints what a screen reader would read: the main
window's accessibility tree, the table as text at the player's turn, the last
announcements (issue 33)."""

from __future__ import annotations

import io

from PySide6.QtWidgets import QApplication

from hearts_desktop import a11y_dump, i18n


def test_the_dump_prints_the_tree_the_table_and_the_announcements(
        qapp: QApplication) -> None:
    out = io.StringIO()
    # the dump names the process's application as the program does: the tests after this one
    # share it, so it is left as it was found (its display name makes the window titles)
    names = (qapp.applicationName(), qapp.organizationName(), qapp.applicationDisplayName(),
             qapp.desktopFileName(), qapp.windowIcon())
    try:
        assert a11y_dump.dump(out, game="hearts", seed=3, turns=1) == 0
    finally:
        i18n.apply_language("en")
        qapp.setApplicationName(names[0])
        qapp.setOrganizationName(names[1])
        qapp.setApplicationDisplayName(names[2])
        qapp.setDesktopFileName(names[3])
        qapp.setWindowIcon(names[4])
    text = out.getvalue()
    tree, _, rest = text.partition("== The table as text")
    table, _, said = rest.partition("== The last")
    assert '[Window] "Hearts' in tree and '"Card table"' in tree and "[MenuBar]" in tree
    assert "Your hand: " in table and "may be played" in table  # the play, after the pass
    assert "Players" in table
    lines = [ln for ln in said.splitlines()[1:] if ln.strip()]
    assert lines and all(ln.split(":", 1)[0] in (
        "card", "trick", "banner", "plate", "status", "question", "notice", "contract",
        "meld", "talon", "payment", "focus") for ln in lines), lines
