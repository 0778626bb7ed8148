"""Shared fixtures for the table tests: a window at speed instant with its own settings file."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hearts_desktop.ui.main_window import MainWindow
from tests.qt_fixtures import open_window, settings, start_program

__all__ = ["open_window", "settings", "start_program"]


@pytest.fixture
def window(open_window: Callable[..., MainWindow]) -> MainWindow:
    return open_window()
