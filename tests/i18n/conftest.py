"""Fixtures for the translation tests: catalogues compiled once, English restored after
every test, and a table window with its own settings file."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from hearts_desktop import i18n
from tests.qt_fixtures import open_window, settings

__all__ = ["open_window", "settings"]

ROOT = Path(__file__).resolve().parents[2]


def load_tool(name: str) -> ModuleType:
    """A script of ``tools/`` imported as a module."""
    key = f"tools_{name}"
    if key in sys.modules:
        return sys.modules[key]
    spec = importlib.util.spec_from_file_location(key, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[key] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def i18n_tool() -> ModuleType:
    return load_tool("i18n")


@pytest.fixture(scope="session", autouse=True)
def compiled_catalogues(i18n_tool: ModuleType) -> None:
    """The .qm files as `make translations` builds them (when missing or older)."""
    for ts in i18n_tool.catalogues():
        qm = i18n.qm_path(i18n_tool.language_of(ts))
        if not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime:
            i18n_tool.lrelease([ts])


@pytest.fixture(autouse=True)
def back_to_english(qapp: Any) -> Iterator[None]:
    yield
    i18n.apply_language("en")
    qapp.processEvents()
