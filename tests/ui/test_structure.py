"""The program's shape: no module of the package or of ``tools/`` imports one that imports
it back, directly or through others (in the Qt layer the main window, the history menu and
windows and the language menu talk through small protocols), and no module grows past
about 600 lines without saying why at its top."""

from __future__ import annotations

import ast
from pathlib import Path

import hearts_desktop
from tests.source_trees import parse_file
from tests.test_layers import REPO_ROOT, _module_name

PACKAGE = Path(hearts_desktop.__file__).resolve().parent
UI = PACKAGE / "ui"
TOOLS = REPO_ROOT / "tools"
LONG = 600
REASON = "Longer than"
"""A module over ``LONG`` lines says why in its docstring, starting with these words."""

def module_imports(path: Path, root: Path, modules: set[str]) -> set[str]:
    """The modules of ``modules`` that ``path`` (named relative to ``root``) imports: at module
    level, in functions and under ``TYPE_CHECKING``, and ``importlib.import_module("...")``.
    ``from package import name`` depends on ``package.name`` when that is a module, else on
    the package (its ``__init__`` defines the name): a module that takes a sibling module
    through its package does not depend on the package's ``__init__``, which Python has
    initialised before the module anyway."""
    tree = parse_file(path)
    here = _module_name(path, root)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]

    def known(name: str) -> str | None:
        parts = name.split(".")
        for k in range(len(parts), 0, -1):
            candidate = ".".join(parts[:k])
            if candidate in modules:
                return candidate
        return None

    wanted: set[str | None] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            wanted.update(known(alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[: len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                sub = f"{source}.{alias.name}" if source else alias.name
                wanted.add(sub if sub in modules else known(source))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant)):
            wanted.add(known(str(node.args[0].value)))
    return {m for m in wanted if m is not None and m != here}


def _graph(folder: Path, root: Path = REPO_ROOT) -> dict[str, set[str]]:
    """Module -> the modules of ``folder`` it imports; names are relative to ``root`` (the
    repository for the package, ``tools/`` itself for the tools, which import each other
    as top-level modules)."""
    paths = {_module_name(p, root): p for p in sorted(folder.rglob("*.py"))}
    modules = set(paths)
    return {name: module_imports(path, root, modules) for name, path in paths.items()}


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


def test_the_package_has_no_import_circle() -> None:
    """Every module of ``hearts_desktop`` (the last circle, ``net/table.py`` needing the
    server's ``Connection``, went with issue 30 item 4: a seat holds a ``table.Link``)."""
    assert circles(_graph(PACKAGE)) == []


def test_the_net_table_does_not_import_the_server_or_its_connection() -> None:
    graph = _graph(PACKAGE)
    table = graph["hearts_desktop.net.table"]
    assert "hearts_desktop.net.server" not in table
    assert "hearts_desktop.net.connection" not in table
    assert "hearts_desktop.net.table" in graph["hearts_desktop.net.connection"]


def test_the_tools_have_no_import_circle() -> None:
    """``tools/`` (the card generators: ``make_cards`` imports the decks, the decks import
    their parts and ``cards_french``, nothing imports back)."""
    graph = _graph(TOOLS, TOOLS)
    assert "cards_spanish_figures" in graph["cards_spanish"]  # the tools' imports are seen
    assert circles(graph) == []


def test_the_window_and_its_menus_do_not_import_each_other() -> None:
    graph = _graph(UI)
    window = "hearts_desktop.ui.main_window"
    for name in ("hearts_desktop.ui.history.menu", "hearts_desktop.ui.history.replay",
                 "hearts_desktop.ui.history.window", "hearts_desktop.ui.language_menu"):
        assert window not in graph[name], name


def test_the_circle_finder_finds_circles() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_module_imports_reads_every_kind_of_import(tmp_path: Path) -> None:
    """The graph sees imports in functions, under ``TYPE_CHECKING``, relative ones and
    ``import_module``; a sibling taken through its package is an edge to the sibling, a name
    taken from a package an edge to the package."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from .a import A\nNAME = 1\n", encoding="utf-8")
    (pkg / "a.py").write_text("from . import b\nA = 1\n", encoding="utf-8")
    (pkg / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import c\n"
        "def f():\n    import importlib\n    return importlib.import_module('pkg.d')\n",
        encoding="utf-8")
    (pkg / "c.py").write_text("from . import NAME\n", encoding="utf-8")
    (pkg / "d.py").write_text("import pkg.a\n", encoding="utf-8")
    graph = _graph(pkg, tmp_path)
    assert graph == {"pkg": {"pkg.a"}, "pkg.a": {"pkg.b"}, "pkg.b": {"pkg.c", "pkg.d"},
                     "pkg.c": {"pkg"}, "pkg.d": {"pkg.a"}}
    assert sorted(map(sorted, circles(graph))) == [["pkg", "pkg.a", "pkg.b", "pkg.c", "pkg.d"]]


def test_long_modules_say_why() -> None:
    """Every module of the program and its tools (not only the Qt layer) that is longer
    than about 600 lines says why near its top (issue 12)."""
    package = PACKAGE
    paths = sorted(package.rglob("*.py")) + sorted(TOOLS.rglob("*.py"))
    assert any(p.parent.name == "tools" for p in paths)
    unexplained = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > LONG and REASON not in text[:4000]:
            unexplained.append(f"{path.relative_to(package.parent)}: {text.count(chr(10))} lines")
    assert not unexplained, unexplained
