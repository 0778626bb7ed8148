"""Python sources parsed once per test run. Several tests scan the package's source (the
layers, the templates, the signal connections) and ``ast.parse`` is much of their time;
each text is parsed once and its tree shared, so a scan must read a tree, never change
it."""

from __future__ import annotations

import ast
import functools
from pathlib import Path


@functools.cache
def _parsed(source: str) -> ast.Module:
    return ast.parse(source)


def parse(source: str) -> ast.Module:
    """The syntax tree of ``source`` (shared: read it, do not change it)."""
    return _parsed(source)


def parse_file(path: Path) -> ast.Module:
    """The syntax tree of the file at ``path`` as it reads now."""
    return _parsed(path.read_text(encoding="utf-8"))
