"""Journey fixtures: the program's window on a temporary data folder, started as often as
a test quits it (``journey.program``)."""

from __future__ import annotations

from tests.qt_fixtures import settings

from .journey import program

__all__ = ["program", "settings"]
