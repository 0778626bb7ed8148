"""The Qt layer's shape: its modules import each other without a circle (the main window,
the history menu and windows and the language menu talk through small protocols), and no
module grows past about 600 lines without saying why at its top."""

from __future__ import annotations

from pathlib import Path

import hearts_desktop
from tests.test_layers import REPO_ROOT, _module_name, imports_of

UI = Path(hearts_desktop.__file__).resolve().parent / "ui"
LONG = 600
REASON = "Longer than"
"""A module over ``LONG`` lines says why in its docstring, starting with these words."""


def _graph(folder: Path) -> dict[str, set[str]]:
    modules = {_module_name(p, REPO_ROOT): p for p in sorted(folder.rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        deps = set()
        for imported in imports_of(path):  # module level, in functions, TYPE_CHECKING
            parts = imported.split(".")
            for k in range(len(parts), 0, -1):
                candidate = ".".join(parts[:k])
                if candidate in modules:
                    if candidate != name:
                        deps.add(candidate)
                    break
        graph[name] = deps
    return graph


def circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(component)

    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_the_qt_layer_has_no_import_circle() -> None:
    assert circles(_graph(UI)) == []


def test_the_window_and_its_menus_do_not_import_each_other() -> None:
    graph = _graph(UI)
    window = "hearts_desktop.ui.main_window"
    for name in ("hearts_desktop.ui.history.menu", "hearts_desktop.ui.history.replay",
                 "hearts_desktop.ui.history.window", "hearts_desktop.ui.language_menu"):
        assert window not in graph[name], name


def test_the_circle_finder_finds_circles() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_long_modules_say_why() -> None:
    """Every module of the program and its tools (not only the Qt layer) that is longer
    than about 600 lines says why near its top (issue 12)."""
    package = UI.parent
    paths = sorted(package.rglob("*.py")) + sorted((package.parent / "tools").rglob("*.py"))
    assert any(p.parent.name == "tools" for p in paths)
    unexplained = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > LONG and REASON not in text[:4000]:
            unexplained.append(f"{path.relative_to(package.parent)}: {text.count(chr(10))} lines")
    assert not unexplained, unexplained
