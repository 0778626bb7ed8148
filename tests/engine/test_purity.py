"""The engine is pure: it imports and plays with Qt blocked, and it never touches the global
random module, the clock, the file system or the network (design.md: engine/)."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import hearts_desktop.engine

ENGINE_DIR = Path(hearts_desktop.engine.__file__).resolve().parent
REPO_ROOT = ENGINE_DIR.parent.parent

FORBIDDEN_MODULES = {
    "random", "time", "datetime", "os", "io", "pathlib", "socket", "secrets", "uuid",
    "subprocess", "shutil", "tempfile", "sqlite3", "urllib", "http", "threading", "asyncio",
    "PySide6", "shiboken6", "PyQt5", "PyQt6", "platformdirs",
}
FORBIDDEN_CALLS = {"open", "input", "print", "eval", "exec", "__import__", "breakpoint"}


def engine_sources() -> list[Path]:
    files = sorted(ENGINE_DIR.rglob("*.py"))
    assert ENGINE_DIR / "game.py" in files and ENGINE_DIR / "__init__.py" in files
    return files


def test_engine_imports_and_plays_with_qt_blocked() -> None:
    script = textwrap.dedent(
        """
        import importlib, pkgutil, sys

        BLOCKED = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PyQt4", "sip")

        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in BLOCKED:
                    raise ImportError(f"blocked for the purity test: {name}")
                return None

        sys.meta_path.insert(0, Block())
        try:
            import PySide6  # noqa: F401
        except ImportError:
            pass
        else:
            raise SystemExit("the blocker does not work")

        import hearts_desktop.engine as engine
        names = [engine.__name__]
        for info in pkgutil.walk_packages(engine.__path__, engine.__name__ + "."):
            importlib.import_module(info.name)
            names.append(info.name)

        from hearts_desktop.engine import (Phase, Rules, apply, legal_actions, new_match,
                                           seat_view)
        from hearts_desktop.engine.rng import Stream
        state = new_match(Rules.preset("classic"), seed=5)
        rng = Stream(5)
        deals = state.deal_number
        while state.deal_number == deals and state.phase is not Phase.MATCH_OVER:
            state, _ = apply(state, rng.choice(legal_actions(state)))
            seat_view(state, 0)
        assert len(state.history) == 1, state.history
        bad = [m for m in sys.modules if m.split(".")[0] in BLOCKED]
        assert not bad, bad
        print("OK", len(names), " ".join(sorted(names)))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True, text=True,
        timeout=120, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("OK")
    imported = set(result.stdout.split()[2:])
    expected = {"hearts_desktop.engine"} | {
        "hearts_desktop.engine." + p.stem for p in engine_sources() if p.stem != "__init__"
    }
    assert expected <= imported


def _imports(tree: ast.AST) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant)):
            found.add(str(node.args[0].value).split(".")[0])
    return found


def _calls(tree: ast.AST) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            found.add(node.func.id)
    return found


def test_no_forbidden_imports_or_calls() -> None:
    problems = []
    for path in engine_sources():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name in sorted(_imports(tree) & FORBIDDEN_MODULES):
            problems.append(f"{path.name} imports {name}")
        for name in sorted(_calls(tree) & FORBIDDEN_CALLS):
            problems.append(f"{path.name} calls {name}()")
    assert not problems, "\n".join(problems)


def test_the_static_check_would_catch_offences() -> None:
    # The checker must not be vacuous: feed it code that breaks every rule.
    bad = ast.parse(
        "import random\nimport os.path\nfrom time import time\nfrom datetime import date\n"
        "import importlib\nimportlib.import_module('socket')\n"
        "def f():\n    import io\n    return open('x')\n"
    )
    assert {"random", "os", "time", "datetime", "socket", "io"} <= _imports(bad)
    assert "open" in _calls(bad)
    good = ast.parse("from .cards import Card\nimport json\nx = sorted([1])\n")
    assert not _imports(good) & FORBIDDEN_MODULES
    assert not _calls(good) & FORBIDDEN_CALLS


def test_engine_package_has_no_qt_dependency_in_sys_modules_by_itself() -> None:
    # In this test process Qt may already be loaded by other tests; the subprocess above is
    # the real proof. Here: no engine module holds a reference to a Qt module.
    import importlib
    import pkgutil

    for info in pkgutil.walk_packages(hearts_desktop.engine.__path__,
                                      hearts_desktop.engine.__name__ + "."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            mod = getattr(value, "__module__", None) or getattr(value, "__name__", "")
            assert not str(mod).startswith(("PySide6", "shiboken6", "PyQt")), info.name
