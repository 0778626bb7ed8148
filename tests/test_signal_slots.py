"""No signal that carries arguments is connected to a callable whose optional parameters
those arguments would fill.

PySide passes a signal's arguments to a slot as far as the slot accepts them, defaults
included: ``sit_button.clicked.connect(self.sit)`` with ``def sit(self, seat=None)`` calls
``sit(False)`` on every click (``clicked(bool)``'s ``checked``), and the Join dialog asked
the server for seat ``False`` while the tests, calling ``sit()`` themselves, never saw it.
The scan reads the whole ``hearts_desktop`` package (its AST, nothing is imported) and
finds every ``<signal>.connect(<callable>)`` where the signal is a Qt signal with arguments
or one of the package's own ``Signal(...)`` with arguments, and the callable is

* a method of the class (``self.sit``, also through the class's bases in the package),
* a method of another object (``self.dialog.sit``, ``session.join``: any method of that
  name in the package),
* a function defined in the enclosing scope or the module (``finished``),
* a lambda (``lambda seat=None: ...``),
* a ``functools.partial`` of any of these (its bound arguments taken off first),
* any of these given to a function that connects its parameter (``def action(keys,
  slot): act.triggered.connect(slot)`` called as ``action(["H"], self.hint)``),

and reports it when a parameter with a default would receive a signal argument. A
parameter named with a leading underscore (``_checked=False``, ``*_args``) says it is
there to swallow the argument and is not reported. Fix a report by connecting a lambda
that passes what the slot needs (``clicked.connect(lambda: self.sit())``) or by giving the
slot a parameter for the signal's value.
"""

from __future__ import annotations

import ast
import textwrap
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import hearts_desktop
from tests.source_trees import parse

PACKAGE = Path(hearts_desktop.__file__).resolve().parent

QT_SIGNALS: dict[str, int] = {
    # name: the most arguments a Qt class's signal of this name carries (QAbstractButton's
    # clicked(bool), QAbstractItemView's clicked(QModelIndex), QTreeWidget's
    # itemClicked(item, column), QItemSelectionModel's currentChanged(current, previous))
    "clicked": 1, "toggled": 1, "triggered": 1, "activated": 1, "pressed": 1,
    "doubleClicked": 1, "entered": 1, "hovered": 1, "released": 1,
    "currentIndexChanged": 1, "currentTextChanged": 1, "currentRowChanged": 1,
    "currentChanged": 2, "currentItemChanged": 2, "currentCellChanged": 4,
    "valueChanged": 1, "sliderMoved": 1, "rangeChanged": 2, "textChanged": 1,
    "textEdited": 1, "stateChanged": 1, "checkStateChanged": 1, "idClicked": 1,
    "idToggled": 2, "buttonClicked": 1, "buttonToggled": 2, "highlighted": 1,
    "textHighlighted": 1, "textActivated": 1, "itemClicked": 2, "itemDoubleClicked": 2,
    "itemActivated": 2, "itemPressed": 2, "itemEntered": 2, "itemChanged": 2,
    "itemExpanded": 1, "itemCollapsed": 1, "cellClicked": 2, "cellDoubleClicked": 2,
    "cellChanged": 2, "linkActivated": 1, "linkHovered": 1, "finished": 1,
    "selectionChanged": 2, "sectionClicked": 1, "sortIndicatorChanged": 2,
    "customContextMenuRequested": 1, "messageChanged": 1, "windowTitleChanged": 1,
    "destroyed": 1, "objectNameChanged": 1, "dataChanged": 3, "rowsInserted": 3,
    "rowsRemoved": 3, "layoutChanged": 2, "screenChanged": 1, "focusChanged": 2,
    "applicationStateChanged": 1, "colorSchemeChanged": 1, "paletteChanged": 1,
    "statusChanged": 1, "playbackStateChanged": 1, "errorOccurred": 2,
    "positionChanged": 1, "durationChanged": 1, "tabCloseRequested": 1,
    "tabBarClicked": 1, "visibilityChanged": 1, "topLevelChanged": 1,
    "dateChanged": 1, "timeChanged": 1, "fontChanged": 1, "colorSelected": 1,
    "currentColorChanged": 1, "fileSelected": 1, "filesSelected": 1, "urlSelected": 1,
    "valueSelected": 1, "intValueSelected": 1, "textValueSelected": 1,
}
"""Qt signals with arguments. Signals without any (``timeout``, ``accepted``,
``returnPressed``, ``editingFinished``) pass nothing and cannot fill a parameter."""

CALLABLE = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda


@dataclass(frozen=True)
class Trap:
    path: str
    line: int
    text: str
    """``clicked.connect(self.sit): seat`` (the signal, the slot, what it would fill)."""

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text}"


@dataclass(frozen=True)
class _Module:
    name: str
    tree: ast.Module
    parents: dict[ast.AST, ast.AST]


def _parse(name: str, source: str) -> _Module:
    tree = parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    return _Module(name, tree, parents)


def _signal_arity(call: ast.Call) -> int | None:
    """``Signal(object, str)`` -> 2; ``Signal()`` -> 0; not a Signal -> None."""
    func = call.func
    name = func.id if isinstance(func, ast.Name) else (
        func.attr if isinstance(func, ast.Attribute) else "")
    if name != "Signal":
        return None
    # overloads are given as tuples or lists: Signal((int,), (str,))
    counts = [len(a.elts) if isinstance(a, ast.Tuple | ast.List) else 1 for a in call.args]
    if call.args and all(isinstance(a, ast.Tuple | ast.List) for a in call.args):
        return max(counts)
    return len(call.args)


def _own_signals(modules: Iterable[_Module]) -> dict[str, int]:
    found: dict[str, int] = {}
    for mod in modules:
        for cls in (n for n in ast.walk(mod.tree) if isinstance(n, ast.ClassDef)):
            for stmt in cls.body:
                target, value = None, None
                if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
                    target, value = stmt.targets[0], stmt.value
                elif isinstance(stmt, ast.AnnAssign):
                    target, value = stmt.target, stmt.value
                if not (isinstance(target, ast.Name) and isinstance(value, ast.Call)):
                    continue
                arity = _signal_arity(value)
                if arity is not None:
                    found[target.id] = max(found.get(target.id, 0), arity)
    return found


class _Index:
    """The package's classes, methods and functions, found by name."""

    def __init__(self, modules: list[_Module]) -> None:
        self.modules = modules
        self.signals = dict(QT_SIGNALS)
        for name, arity in _own_signals(modules).items():
            self.signals[name] = max(self.signals.get(name, 0), arity)
        self.classes: dict[str, list[ast.ClassDef]] = {}
        self.methods: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = {}
        for mod in modules:
            for node in ast.walk(mod.tree):
                if isinstance(node, ast.ClassDef):
                    self.classes.setdefault(node.name, []).append(node)
                    for stmt in node.body:
                        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
                            self.methods.setdefault(stmt.name, []).append(stmt)

    def class_methods(self, cls: ast.ClassDef, name: str, seen: frozenset[str] = frozenset()
                      ) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
        """``name`` defined in ``cls`` or, failing that, in its bases in the package (a
        method found in none is Qt's or Python's own, like ``self.close``)."""
        own = [s for s in cls.body
               if isinstance(s, ast.FunctionDef | ast.AsyncFunctionDef) and s.name == name]
        if own:
            return own
        out: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
        for base in cls.bases:
            base_name = base.id if isinstance(base, ast.Name) else (
                base.attr if isinstance(base, ast.Attribute) else "")
            if base_name in seen:
                continue
            for base_cls in self.classes.get(base_name, []):
                out += self.class_methods(base_cls, name, seen | {cls.name})
        return out


def _enclosing(mod: _Module, node: ast.AST, kind: type | tuple[type, ...]) -> Iterator[ast.AST]:
    while node in mod.parents:
        node = mod.parents[node]
        if isinstance(node, kind):
            yield node


def _scope_functions(mod: _Module, node: ast.AST, name: str) -> list[CALLABLE]:
    """A plain function ``name`` visible where ``node`` is: defined in an enclosing
    function's body, or at the module's top level."""
    scopes: list[ast.AST] = [*_enclosing(mod, node, (ast.FunctionDef, ast.AsyncFunctionDef)),
                             mod.tree]
    for scope in scopes:
        body = getattr(scope, "body", [])
        found = [s for s in ast.walk(ast.Module(body=body, type_ignores=[]))
                 if isinstance(s, ast.FunctionDef | ast.AsyncFunctionDef) and s.name == name
                 and not isinstance(mod.parents.get(s), ast.ClassDef)]
        if found:
            return found  # type: ignore[return-value]
    return []


def _targets(index: _Index, mod: _Module, slot: ast.expr) -> tuple[list[CALLABLE], int, bool]:
    """The callables ``slot`` may be, how many leading positional parameters are already
    bound (``partial``), and whether they are methods (``self`` to drop)."""
    if isinstance(slot, ast.Lambda):
        return [slot], 0, False
    if isinstance(slot, ast.Call):  # functools.partial(f, *bound)
        func = slot.func
        name = func.id if isinstance(func, ast.Name) else (
            func.attr if isinstance(func, ast.Attribute) else "")
        if name == "partial" and slot.args:
            found, bound, method = _targets(index, mod, slot.args[0])
            return found, bound + len(slot.args) - 1, method
        return [], 0, False
    if isinstance(slot, ast.Attribute):
        if isinstance(slot.value, ast.Name) and slot.value.id in ("self", "cls"):
            cls = next(_enclosing(mod, slot, ast.ClassDef), None)
            if isinstance(cls, ast.ClassDef):
                return list(index.class_methods(cls, slot.attr)), 0, True
            return [], 0, True
        return list(index.methods.get(slot.attr, [])), 0, True
    if isinstance(slot, ast.Name):
        return _scope_functions(mod, slot, slot.id), 0, False
    return [], 0, False


def _filled_defaults(fn: CALLABLE, given: int, bound: int, method: bool) -> list[str]:
    """The parameters with a default that ``given`` signal arguments would fill."""
    args = fn.args
    params = [*args.posonlyargs, *args.args]
    defaults = len(args.defaults)
    optional = {p.arg for p in params[len(params) - defaults:]} if defaults else set()
    if method and not isinstance(fn, ast.Lambda) and params and not any(
            isinstance(d, ast.Name) and d.id == "staticmethod"
            for d in getattr(fn, "decorator_list", [])):
        params = params[1:]
    params = params[bound:]
    filled = params[:given]
    return [p.arg for p in filled if p.arg in optional and not p.arg.startswith("_")]


def _connection(index: _Index, node: ast.AST) -> tuple[str, int, ast.expr] | None:
    """``<signal>.connect(<slot>)`` with a signal that carries arguments: the signal's
    name, how many arguments it carries, the slot."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "connect" and node.args):
        return None
    signal = node.func.value
    if isinstance(signal, ast.Subscript):  # currentIndexChanged[int]
        signal = signal.value
    name = signal.attr if isinstance(signal, ast.Attribute) else (
        signal.id if isinstance(signal, ast.Name) else "")
    given = index.signals.get(name, 0)
    return (name, given, node.args[0]) if given else None


@dataclass(frozen=True)
class _Forwarder:
    """A function that connects one of its parameters to a signal (``def action(keys,
    slot): act.triggered.connect(slot)``): what its callers pass there is a slot too."""

    signal: str
    given: int
    position: int
    """The parameter's position among the arguments a caller passes."""
    param: str


def _forwarders(index: _Index) -> dict[str, list[_Forwarder]]:
    found: dict[str, list[_Forwarder]] = {}
    for mod in index.modules:
        for fn in ast.walk(mod.tree):
            if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            params = [p.arg for p in (*fn.args.posonlyargs, *fn.args.args)]
            if isinstance(mod.parents.get(fn), ast.ClassDef) and params:
                params = params[1:]
            for node in ast.walk(fn):
                conn = _connection(index, node)
                if conn is not None and isinstance(conn[2], ast.Name) \
                        and conn[2].id in params:
                    found.setdefault(fn.name, []).append(_Forwarder(
                        conn[0], conn[1], params.index(conn[2].id), conn[2].id))
    return found


def _forwarded(forwarders: dict[str, list[_Forwarder]], node: ast.AST
               ) -> Iterator[tuple[str, int, ast.expr]]:
    """The slots a call of a forwarder passes on: (signal, arguments it carries, slot)."""
    if not isinstance(node, ast.Call):
        return
    func = node.func
    name = func.id if isinstance(func, ast.Name) else (
        func.attr if isinstance(func, ast.Attribute) else "")
    for fwd in forwarders.get(name, []):
        given = [k.value for k in node.keywords if k.arg == fwd.param]
        if fwd.position < len(node.args):
            given.append(node.args[fwd.position])
        for slot in given:
            yield fwd.signal, fwd.given, slot


def scan_module(index: _Index, mod: _Module,
                forwarders: dict[str, list[_Forwarder]] | None = None) -> list[Trap]:
    forwarders = _forwarders(index) if forwarders is None else forwarders
    traps = []
    for node in ast.walk(mod.tree):
        conn = _connection(index, node)
        for name, given, slot in ([conn] if conn else []) + list(_forwarded(forwarders, node)):
            found, bound, method = _targets(index, mod, slot)
            for fn in found:
                filled = _filled_defaults(fn, given, bound, method)
                if filled:
                    traps.append(Trap(mod.name, node.lineno,
                                      f"{name}.connect({ast.unparse(slot)}): fills "
                                      + ", ".join(filled)))
                    break
    return traps


def scan_sources(sources: dict[str, str]) -> list[Trap]:
    """Every trap in ``sources`` (file name -> Python source), read together: a slot of
    another object is looked for in all of them."""
    modules = [_parse(name, text) for name, text in sorted(sources.items())]
    index = _Index(modules)
    forwarders = _forwarders(index)
    return sorted((trap for mod in modules for trap in scan_module(index, mod, forwarders)),
                  key=lambda t: (t.path, t.line))


def scan_package(root: Path = PACKAGE) -> list[Trap]:
    sources = {str(p.relative_to(root.parent)): p.read_text(encoding="utf-8")
               for p in sorted(root.rglob("*.py"))}
    return scan_sources(sources)


# ---------------------------------------------------------------------------- the tests
def test_no_signal_with_arguments_fills_an_optional_parameter_in_the_package() -> None:
    traps = scan_package()
    assert not traps, ("Qt passes a signal's arguments into these slots' optional "
                       "parameters (clicked: checked=False); connect a lambda that passes "
                       "what the slot needs:\n" + "\n".join(map(str, traps)))


JOIN_DIALOG_AS_IT_WAS = '''
from PySide6.QtWidgets import QDialog, QPushButton

class JoinDialog(QDialog):
    def __init__(self):
        super().__init__()
        self.sit_button = QPushButton(self)
        self.sit_button.clicked.connect(self.sit)
        self.seat_list.itemDoubleClicked.connect(lambda *_a: self.sit())

    def sit(self, seat: int | None = None) -> None:
        """Sit at ``seat`` (default: the one chosen in the list)."""
'''


def test_the_scan_finds_the_join_dialogs_sit_button_as_it_was() -> None:
    traps = scan_sources({"hearts_desktop/ui/net/join_dialog.py": JOIN_DIALOG_AS_IT_WAS})
    assert [str(t) for t in traps] == [
        "hearts_desktop/ui/net/join_dialog.py:8: clicked.connect(self.sit): fills seat"]


def _traps(source: str, **others: str) -> list[str]:
    sources = {"mod.py": textwrap.dedent(source), **{f"{k}.py": textwrap.dedent(v)
                                                     for k, v in others.items()}}
    return [t.text for t in scan_sources(sources)]


def test_the_scan_follows_every_way_a_slot_is_given() -> None:
    source = '''
    import functools
    from PySide6.QtCore import QObject, Signal

    class Session(QObject):
        seated = Signal(object)
        closed = Signal()
        moved = Signal(int, int)

        def join(self, code, seat=0, name=""):
            pass

        def refresh(self):
            pass

        def choose(self, index=-1):
            pass

    class Base(QObject):
        def show_page(self, page=None):
            pass

    class Dialog(Base):
        def __init__(self, session):
            session.seated.connect(self.on_seated)           # required: fine
            session.closed.connect(self.reset)               # no arguments: fine
            self.box.toggled.connect(self.show_page)         # the base's method
            self.combo.currentIndexChanged.connect(session.join)   # fills code: fine
            self.combo.currentIndexChanged.connect(session.choose)  # another object's
            self.combo.activated.connect(session.refresh)    # takes nothing: fine
            self.button.clicked.connect(lambda seat=None: self.sit(seat))
            self.button.clicked.connect(lambda _checked=False, s=1: self.sit(s))  # fine
            self.button.clicked.connect(lambda: self.sit())  # fine
            session.moved.connect(lambda _a, b=2: None)      # two arguments: b too
            self.button.clicked.connect(functools.partial(self.sit, 3))   # fine
            self.button.clicked.connect(functools.partial(self.pick, 3))  # then kind

            def finished(result=0):
                pass

            self.dialog.finished.connect(finished)           # a local function
            self.action.triggered.connect(self.close)        # Qt's own: not ours
            self.timer.timeout.connect(self.sit)             # timeout() passes nothing

        def on_seated(self, seated):
            pass

        def reset(self, hard=False):
            pass

        def sit(self, seat=None):
            pass

        def pick(self, seat, kind="open"):
            pass

        @staticmethod
        def tool(level=1):
            pass

        def more(self):
            self.spin.valueChanged.connect(self.tool)         # a static method: level
            self.spin.valueChanged[int].connect(self.sit)     # an overload chosen
    '''
    assert _traps(source) == [
        "toggled.connect(self.show_page): fills page",
        "currentIndexChanged.connect(session.choose): fills index",
        "clicked.connect(lambda seat=None: self.sit(seat)): fills seat",
        "moved.connect(lambda _a, b=2: None): fills b",
        "clicked.connect(functools.partial(self.pick, 3)): fills kind",
        "finished.connect(finished): fills result",
        "valueChanged.connect(self.tool): fills level",
        "valueChanged.connect(self.sit): fills seat",
    ]


def test_a_slot_of_another_module_is_found_by_name() -> None:
    other = '''
    class Player:
        def hint(self, seat=None):
            pass
    '''
    source = '''
    class Window:
        def __init__(self, player):
            self.hint_action.triggered.connect(player.hint)
    '''
    assert _traps(source, player=other) == ["triggered.connect(player.hint): fills seat"]


def test_a_slot_given_to_a_function_that_connects_it_is_followed() -> None:
    source = '''
    def on_change(widget, slot):
        widget.valueChanged.connect(slot)

    class Menus:
        def __init__(self, window):
            def action(keys, slot, name=""):
                act = QAction(window)
                act.triggered.connect(slot)
                return act

            self.hint_action = action(["H"], self.hint)
            self.undo_action = action(["Ctrl+Z"], slot=lambda: self.undo())   # fine
            self.last_action = action(["L"], slot=lambda trick=None: None)
            on_change(self.spin, self.hint)

        def hint(self, seat=None):
            pass
    '''
    assert _traps(source) == [
        "triggered.connect(self.hint): fills seat",
        "triggered.connect(lambda trick=None: None): fills trick",
        "valueChanged.connect(self.hint): fills seat",
    ]
