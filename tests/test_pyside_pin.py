"""Regression tests for the PySide6 pin.

PySide6 6.12.0 on Python 3.11 decrements the reference count of ``None`` every
time a Qt method returning nothing is called; after a few thousand calls the
count reaches zero and the interpreter aborts. 6.11.x is fine on 3.11 and 6.12
is fine on 3.12+ (``None`` is immortal there), so pyproject.toml caps PySide6
below 6.12 on Python < 3.12 only. These tests keep that cap in place.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
PYSIDE_DISTS = ("pyside6-essentials", "pyside6-addons")
PY311_ENV = {"python_version": "3.11", "python_full_version": "3.11.7"}
PY312_ENV = {"python_version": "3.12", "python_full_version": "3.12.3"}


def _release(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version)[:3])


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="6.12 is fine on Python 3.12+")
@pytest.mark.parametrize("dist", ["PySide6-Essentials", "PySide6-Addons", "shiboken6"])
def test_installed_pyside_is_not_6_12_on_py311(dist: str) -> None:
    version = metadata.version(dist)
    assert _release(version)[:2] != (6, 12), (
        f"{dist} {version} is installed on Python {sys.version.split()[0]}; "
        "6.12.x corrupts the refcount of None on Python 3.11"
    )


CHILD = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QCoreApplication, QObject

    app = QCoreApplication([])
    obj = QObject()
    before = sys.getrefcount(None)
    for _ in range(20_000):
        obj.setObjectName("x")          # Qt method returning nothing
        QCoreApplication.processEvents()  # static Qt method returning nothing
    after = sys.getrefcount(None)
    print(before, after, flush=True)
    """
)


def test_qt_void_calls_keep_none_refcount() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-c", CHILD],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, (
        f"child exited {proc.returncode} (a crash here is the PySide6 6.12/Python 3.11 "
        f"refcount bug)\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
    )
    before, after = (int(n) for n in proc.stdout.split()[-2:])
    # A healthy build leaves the count unchanged; allow a little noise, far
    # below the 20,000 references a leaking decrement would lose.
    assert after >= before - 50, f"refcount of None fell from {before} to {after}"


# -- pyproject.toml pins ---------------------------------------------------------


def _pyside_requirements() -> list[str]:
    data = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))
    deps: list[str] = data["project"]["dependencies"]
    return [d for d in deps if re.match(r"\s*pyside6\b", d, re.IGNORECASE)]


def _admits_with_packaging(requirement: str, env: dict[str, str], version: str) -> bool | None:
    """Return whether ``requirement`` lets ``version`` in under ``env``; None if inactive."""
    from packaging.requirements import Requirement

    req = Requirement(requirement)
    if req.marker is not None and not req.marker.evaluate(env):
        return None
    return req.specifier.contains(version, prereleases=True)


_OPS = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}


def _admits_by_hand(requirement: str, env: dict[str, str], version: str) -> bool | None:
    """Fallback for the forms used in pyproject.toml (no ``packaging`` needed).

    Understands ``name<specs>[; python_version <op> 'X.Y'[ and ...]]`` with the
    operators in ``_OPS`` and plain release versions.
    """
    spec_part, _, marker = requirement.partition(";")
    for clause in filter(None, (c.strip() for c in marker.split(" and "))):
        m = re.fullmatch(r"python_version\s*(<=|>=|==|!=|<|>)\s*['\"]([\d.]+)['\"]", clause)
        assert m, f"fallback parser cannot read marker clause {clause!r}"
        if not _OPS[m[1]](_release(env["python_version"]), _release(m[2])):
            return None
    specs = re.sub(r"^\s*[A-Za-z0-9_.-]+", "", spec_part).strip()
    wanted = _release(version)
    for spec in filter(None, (s.strip() for s in specs.split(","))):
        m = re.fullmatch(r"(<=|>=|==|!=|<|>)\s*([\d.]+)", spec)
        assert m, f"fallback parser cannot read specifier {spec!r}"
        bound = _release(m[2])
        width = max(len(bound), len(wanted))
        padded_bound = bound + (0,) * (width - len(bound))
        padded_wanted = wanted + (0,) * (width - len(wanted))
        if not _OPS[m[1]](padded_wanted, padded_bound):
            return False
    return True


def _checkers() -> list[object]:
    checkers: list[object] = [_admits_by_hand]
    try:
        import packaging.requirements  # noqa: F401
    except ImportError:  # pragma: no cover - packaging is in the test extra
        pass
    else:
        checkers.insert(0, _admits_with_packaging)
    return checkers


@pytest.mark.parametrize("admits", _checkers(), ids=lambda f: f.__name__)
def test_pyproject_excludes_6_12_on_py311(admits) -> None:
    reqs = _pyside_requirements()
    names = {re.match(r"\s*([A-Za-z0-9_.-]+)", r)[1].lower() for r in reqs}
    assert names == set(PYSIDE_DISTS), f"expected pins for {PYSIDE_DISTS}, got {sorted(names)}"

    for dist in PYSIDE_DISTS:
        mine = [r for r in reqs if r.lower().lstrip().startswith(dist)]
        active_311 = [r for r in mine if admits(r, PY311_ENV, "6.11.0") is not None]
        assert active_311, f"no {dist} requirement applies to Python 3.11"
        for bad in ("6.12.0", "6.12.1", "6.12.9"):
            for req in active_311:
                assert not admits(req, PY311_ENV, bad), f"{req!r} admits {bad} on Python 3.11"
        assert all(admits(r, PY311_ENV, "6.11.0") for r in active_311)
        # 6.12 stays allowed where it works.
        active_312 = [r for r in mine if admits(r, PY312_ENV, "6.12.0") is not None]
        assert active_312 and all(admits(r, PY312_ENV, "6.12.0") for r in active_312)
