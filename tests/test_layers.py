"""The layers of design.md hold: the core and every game's pure folder import no Qt and
touch no clock, file, network or global random; they import and play with Qt blocked; bots
import only the core and their own game; a game imports no other game; the table toolkit
(``ui/table``) imports no game."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import hearts_desktop
from hearts_desktop.games import GAMES
from tests.source_trees import parse_file

PACKAGE = Path(hearts_desktop.__file__).resolve().parent
REPO_ROOT = PACKAGE.parent
CORE = PACKAGE / "core"
GAMES_DIR = PACKAGE / "games"

FORBIDDEN_MODULES = {
    "random", "time", "datetime", "os", "io", "pathlib", "socket", "secrets", "uuid",
    "subprocess", "shutil", "tempfile", "sqlite3", "urllib", "http", "threading", "asyncio",
    "PySide6", "shiboken6", "PyQt5", "PyQt6", "platformdirs", "multiprocessing", "signal",
}
FORBIDDEN_CALLS = {"open", "input", "print", "eval", "exec", "__import__", "breakpoint"}
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
BOT_CLOCK = {"time"}
"""CPU players think within a time budget: a bot (``games/<game>/bots``) may read the clock;
the rules engines and the core may not."""


def _sources(folder: Path) -> list[Path]:
    files = sorted(folder.rglob("*.py"))
    assert files, folder
    return files


def pure_sources() -> list[Path]:
    return _sources(CORE) + _sources(GAMES_DIR)


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, root: Path = REPO_ROOT) -> set[str]:
    """Absolute module names ``path`` imports (relative imports resolved against ``root``)."""
    tree = parse_file(path)
    package = _module_name(path, root)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
                found.update(f"{module}.{a.name}" for a in node.names)
            else:
                module = node.module or ""
            found.add(module)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant)):
            found.add(str(node.args[0].value))
    return found


def _calls(tree: ast.AST) -> set[str]:
    return {node.func.id for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}


def test_pure_folders_use_no_qt_clock_files_network_or_global_random() -> None:
    problems = []
    for path in pure_sources():
        tree = parse_file(path)
        forbidden = FORBIDDEN_MODULES - BOT_CLOCK if "bots" in path.parts else FORBIDDEN_MODULES
        for name in sorted({m.split(".")[0] for m in imports_of(path)} & forbidden):
            problems.append(f"{path.relative_to(PACKAGE)} imports {name}")
        for name in sorted(_calls(tree) & FORBIDDEN_CALLS):
            problems.append(f"{path.relative_to(PACKAGE)} calls {name}()")
    assert not problems, "\n".join(problems)


def test_the_core_imports_no_game_and_no_other_layer() -> None:
    for path in _sources(CORE):
        for module in imports_of(path):
            if module.startswith("hearts_desktop"):
                assert module.startswith("hearts_desktop.core"), f"{path.name} imports {module}"


@pytest.mark.parametrize("game", GAMES)
def test_a_game_imports_only_the_core_and_itself(game: str) -> None:
    own = f"hearts_desktop.games.{game}"
    for path in _sources(GAMES_DIR / game):
        for module in imports_of(path):
            if module.startswith("hearts_desktop"):
                assert module.startswith(("hearts_desktop.core", own)), \
                    f"{path.relative_to(PACKAGE)} imports {module}"


@pytest.mark.parametrize("game", GAMES)
def test_bots_import_only_the_core_and_their_own_game(game: str) -> None:
    bots = GAMES_DIR / game / "bots"
    own = f"hearts_desktop.games.{game}"
    for path in _sources(bots):
        for module in imports_of(path):
            if module.startswith("hearts_desktop"):
                assert module.startswith(("hearts_desktop.core", own)), \
                    f"{path.relative_to(PACKAGE)} imports {module}"


@pytest.mark.parametrize("game", GAMES)
def test_every_pure_module_imports_and_a_deal_plays_with_qt_blocked(game: str) -> None:
    script = textwrap.dedent(f"""
        import importlib, pkgutil, sys

        BLOCKED = {QT!r}

        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in BLOCKED:
                    raise ImportError(f"blocked for the layers test: {{name}}")
                return None

        sys.meta_path.insert(0, Block())
        try:
            import PySide6  # noqa: F401
        except ImportError:
            pass
        else:
            raise SystemExit("the blocker does not work")

        import hearts_desktop.core as core
        import hearts_desktop.games.{game} as pkg
        names = []
        for root in (core, pkg):
            names.append(root.__name__)
            for info in pkgutil.walk_packages(root.__path__, root.__name__ + "."):
                importlib.import_module(info.name)
                names.append(info.name)

        from hearts_desktop.core.rng import Stream
        from hearts_desktop.games import get_game
        game = get_game({game!r})
        state = game.new_match(game.preset(game.presets()[0]), seed=5)
        rng = Stream(5)
        moves = 0
        while not game.is_over(state) and moves < 400:
            seat = game.seats_to_act(state)[0]
            game.seat_view(state, seat)
            state, _ = game.apply(state, rng.choice(game.legal_actions(state, seat)))
            moves += 1
        assert moves > 20, moves
        bad = [m for m in sys.modules if m.split(".")[0] in BLOCKED]
        assert not bad, bad
        print("OK", len(names), " ".join(sorted(names)))
    """)
    result = subprocess.run([sys.executable, "-c", script], cwd=REPO_ROOT,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("OK")
    imported = set(result.stdout.split()[2:])
    expected = {_module_name(p, REPO_ROOT) for p in _sources(GAMES_DIR / game)}
    expected |= {_module_name(p, REPO_ROOT) for p in _sources(CORE)}
    assert expected <= imported, expected - imported


def table_toolkit_offences(folder: Path, root: Path = REPO_ROOT) -> list[str]:
    """Imports of a game (or a game's presentation) from the table toolkit."""
    problems = []
    for path in _sources(folder):
        for module in imports_of(path, root):
            if module.startswith(("hearts_desktop.games", "hearts_desktop.engine",
                                  "hearts_desktop.ai", "hearts_desktop.ui.games")):
                problems.append(f"ui/table/{path.name} imports {module}")
    return problems


def test_the_table_toolkit_imports_no_game() -> None:
    problems = table_toolkit_offences(PACKAGE / "ui" / "table")
    assert not problems, "\n".join(problems)


CARD_ART = {"card_pixmaps.py", "card_themes.py"}
"""The card art names the cards it draws (``queen_spade``), as every deck theme does."""
GAME_WORDS = ("heart", "queen", "moon", "pass direction", "kitty")


def test_the_table_toolkit_speaks_no_game_words() -> None:
    """The toolkit's moves, zones and items are named for what they do on any table; a
    game's words live in its presentation (``ui/games/<game>``)."""
    problems = []
    for path in _sources(PACKAGE / "ui" / "table"):
        if path.name in CARD_ART:
            continue
        text = path.read_text(encoding="utf-8").lower()
        problems += [f"ui/table/{path.name}: {w!r}" for w in GAME_WORDS if w in text]
    assert not problems, "\n".join(problems)


def test_the_checks_would_catch_offences(tmp_path: Path) -> None:
    # The checkers must not be vacuous: feed them code that breaks every rule.
    pkg = tmp_path / "hearts_desktop" / "games" / "demo"
    pkg.mkdir(parents=True)
    bad = pkg / "bad.py"
    bad.write_text("import random\nimport os.path\nfrom time import time\n"
                   "from ...ui.table import scene\nfrom ..hearts import rules\n"
                   "import importlib\nimportlib.import_module('socket')\n"
                   "def f():\n    import io\n    return open('x')\n", encoding="utf-8")
    found = imports_of(bad, tmp_path)
    assert {"random", "os.path", "time", "socket", "io"} <= found
    assert "hearts_desktop.ui.table" in found
    assert "hearts_desktop.games.hearts" in found
    assert "open" in _calls(ast.parse(bad.read_text()))
    table = tmp_path / "hearts_desktop" / "ui" / "table"
    table.mkdir(parents=True)
    (table / "scene.py").write_text("from ...games.hearts import Card\n", encoding="utf-8")
    assert table_toolkit_offences(table, tmp_path)
