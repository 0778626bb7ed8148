"""Ombre table fixtures: a window at speed instant with its own settings file."""

from __future__ import annotations

from tests.qt_fixtures import open_window, settings

__all__ = ["open_window", "settings"]
