"""Fixtures of the history tests that open the window as the program starts."""

from __future__ import annotations

from tests.qt_fixtures import start_program

__all__ = ["start_program"]
