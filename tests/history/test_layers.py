"""The history package is pure Python (design.md): everything, the data folder's lock too,
imports and works with Qt blocked, and it reaches the games only through ``hearts_desktop.core`` and
``hearts_desktop.games``."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import hearts_desktop.history

HISTORY_DIR = Path(hearts_desktop.history.__file__).resolve().parent


def test_history_works_with_qt_blocked(tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        import sys
        BLOCKED = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in BLOCKED:
                    raise ImportError("blocked: " + name)
        sys.meta_path.insert(0, Block())
        from pathlib import Path
        from hearts_desktop.games.hearts import Rules, new_match, legal_actions, apply
        from hearts_desktop.history import (Autosave, HistoryDB, PlayerInfo, SavedMatch,
                                            export_match, import_match)
        import hearts_desktop.history.analysis
        state = new_match(Rules.preset("classic"), 1)
        for _ in range(30):
            state, _ = apply(state, legal_actions(state)[0])
        from datetime import datetime, timezone
        players = [PlayerInfo("You", True, "human", None)] + [
            PlayerInfo(n, False, "easy", "easy") for n in "ABC"]
        match = SavedMatch.from_state(state, players, datetime.now(timezone.utc))
        folder = Path({str(tmp_path)!r})
        Autosave(folder / "autosave.json").save(match)
        db = HistoryDB(folder / "h.sqlite3")
        db.add_match(match, status="abandoned")
        export_match(match, folder / "x.json")
        assert import_match(folder / "x.json") == match == db.load(1)
        from hearts_desktop.history import DataLock
        lock = DataLock(folder)
        assert lock.acquire()
        lock.release()
        assert not any(m.split(".")[0] in BLOCKED for m in sys.modules)
        print("ok")
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_no_module_imports_qt_and_games_are_used_through_their_packages() -> None:
    for path in sorted(HISTORY_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
                level = node.level
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
                level = 0
            else:
                continue
            for name in names:
                if level == 0 and name.split(".")[0] in ("PySide6", "shiboken6"):
                    raise AssertionError(f"{path.name} imports {name}")
                if level == 0 and name.startswith("hearts_desktop"):
                    raise AssertionError(f"{path.name}: use relative imports ({name})")
                if level == 2:  # ..something: only the core and the games
                    assert name.split(".")[0] in ("core", "games"), f"{path.name} imports ..{name}"
