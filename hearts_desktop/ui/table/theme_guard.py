"""Bounds on what a card theme may make the program read and render, checked before Qt
sees a byte of it.

A card theme is a folder a user points to; its ``index.desktop`` names an SVG or SVGZ file.
QtSvg trusts what it is given: an SVGZ that inflates to a gigabyte, a file that never ends
(``SVG=/dev/zero``), a FIFO that blocks, a million nested groups or a ``<use>`` tree that
draws a billion shapes can abort or hang the program. So :func:`read_svg` reads the file
itself, within limits, and hands back plain SVG bytes that :func:`check_svg` has parsed:

- the index and the SVG must be regular files (no devices, FIFOs or folders), opened
  without blocking and read no further than their limit;
- an SVGZ (any gzip data, whatever its name) is inflated piece by piece and given up as
  soon as it passes ``svg_bytes``; every gzip member counts, and data still compressed
  after inflating is refused (Qt would inflate it again, without a limit);
- the SVG must be well-formed XML (expat) with at most ``elements`` elements nested at most
  ``depth`` deep; counting every ``<use>`` as the tree it repeats, at most ``drawn``
  elements may be drawn; a ``<use>`` that repeats itself is refused;
- entities: at most ``entities`` declarations, none external, none referring to another,
  and their references may add at most ``entity_bytes`` to the text;
- ``<image>`` only with embedded (``data:``) pictures, never a file or a URL.

This module uses no Qt (it is plain Python over bytes); ``card_pixmaps`` turns a
:class:`ThemeGuardError` into a message for the player.
"""

from __future__ import annotations

import os
import re
import stat
import zlib
from dataclasses import dataclass
from pathlib import Path
from xml.parsers import expat

GZIP_MAGIC = b"\x1f\x8b"


@dataclass(frozen=True)
class ThemeLimits:
    """What a card theme may make the program read and render."""

    index_bytes: int = 256 * 1024
    """``index.desktop``."""
    file_bytes: int = 32 * 1024 * 1024
    """The SVG or SVGZ file as it is on disk."""
    svg_bytes: int = 64 * 1024 * 1024
    """The SVG text (an SVGZ once inflated). KDE's largest decks are a few MB."""
    elements: int = 500_000
    depth: int = 256
    drawn: int = 5_000_000
    """Elements drawn for the whole document, each ``<use>`` counted as what it repeats."""
    entities: int = 64
    entity_bytes: int = 1024 * 1024


LIMITS = ThemeLimits()


class ThemeGuardError(Exception):
    """A theme file that breaks a limit: ``reason`` names the check, ``path`` the file,
    ``limit`` the number that was passed (when there is one)."""

    def __init__(self, reason: str, path: Path | str, limit: int = 0,
                 detail: str = "") -> None:
        super().__init__(reason, str(path), limit, detail)
        self.reason = reason
        self.path = str(path)
        self.limit = limit
        self.detail = detail

    def __str__(self) -> str:
        text = f"{self.path}: {self.reason}"
        if self.limit:
            text += f" (limit {self.limit})"
        return text + (f": {self.detail}" if self.detail else "")


def read_limited(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file ``path``; raises :class:`ThemeGuardError` when it does
    not exist (``missing``), is not a regular file (``not-a-file``), is larger than
    ``limit`` (``file-too-large``) or cannot be read (``unreadable``). Never blocks on a
    FIFO and never reads past ``limit``."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise ThemeGuardError("missing", path) from None
    except (OSError, ValueError) as exc:
        raise ThemeGuardError("unreadable", path, detail=_os_text(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ThemeGuardError("not-a-file", path)
        if info.st_size > limit:
            raise ThemeGuardError("file-too-large", path, limit)
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:  # the file grew while being read
                raise ThemeGuardError("file-too-large", path, limit)
        return b"".join(chunks)
    except OSError as exc:
        raise ThemeGuardError("unreadable", path, detail=_os_text(exc)) from None
    finally:
        os.close(fd)


def _os_text(exc: BaseException) -> str:
    return exc.strerror or str(exc) if isinstance(exc, OSError) else str(exc)


def inflate_limited(data: bytes, limit: int, path: Path | str = "") -> bytes:
    """Inflate gzip ``data`` (every member) to at most ``limit`` bytes, a piece at a time;
    raises :class:`ThemeGuardError` (``svg-too-large``, ``damaged-gzip``)."""
    out = bytearray()
    rest = data
    while rest:
        inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
        pending = rest
        try:
            while not inflater.eof:
                # at most 1 MiB a step: the peak stays near the limit, not twice it
                piece = inflater.decompress(pending, min(1 << 20, limit + 1 - len(out)))
                out += piece
                if len(out) > limit:
                    raise ThemeGuardError("svg-too-large", path, limit)
                pending = inflater.unconsumed_tail
                if not pending and not piece:
                    break
        except zlib.error as exc:
            raise ThemeGuardError("damaged-gzip", path, detail=str(exc)) from None
        if not inflater.eof:
            raise ThemeGuardError("damaged-gzip", path, detail="the data ends too early")
        rest = inflater.unused_data
        if rest and not rest.startswith(GZIP_MAGIC):
            if rest.strip(b"\0"):
                raise ThemeGuardError("damaged-gzip", path, detail="data after the end")
            break
    return bytes(out)


@dataclass(frozen=True)
class SvgStats:
    """What :func:`check_svg` counted."""

    elements: int
    depth: int
    drawn: int
    ids: int


class _Stop(Exception):
    """Ends the first pass at the root element (the DTD is read by then)."""


def _local(name: str) -> str:
    """``use`` for ``use`` or ``svg:use`` (names are read without namespace processing, so
    an undeclared prefix, which Qt accepts, is no error here either)."""
    return name.rpartition(":")[2]


def _entity_refs(data: bytes, entities: dict[str, str], limits: ThemeLimits,
                 path: Path | str) -> None:
    """Refuse entity references that would add more than ``entity_bytes`` of text."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ThemeGuardError("entities", path, detail="entities in a file that is not UTF-8"
                              ) from None
    added = 0
    for name, value in entities.items():
        added += len(re.findall("&" + re.escape(name) + ";", text)) * len(value)
        if added > limits.entity_bytes:
            raise ThemeGuardError("entities", path, limits.entity_bytes,
                                  detail="entity references expand too much")


def check_svg(data: bytes, path: Path | str = "", limits: ThemeLimits = LIMITS) -> SvgStats:
    """Parse ``data`` as XML with expat and check it against ``limits``; raises
    :class:`ThemeGuardError` (``not-svg``, ``too-many-elements``, ``too-deep``,
    ``too-much-drawing``, ``use-cycle``, ``entities``, ``external-file``)."""
    if data.startswith(GZIP_MAGIC):
        raise ThemeGuardError("damaged-gzip", path, detail="compressed twice")
    entities: dict[str, str] = {}

    def on_entity(name: str, is_parameter: int, value: str | None, base: str | None,
                  system_id: str | None, public_id: str | None,
                  notation: str | None) -> None:
        if value is None or system_id or public_id or notation:
            raise ThemeGuardError("external-file", path, detail=f"entity {name}")
        if is_parameter or "&" in value or "%" in value or "<" in value:
            raise ThemeGuardError("entities", path, detail=f"entity {name} refers to another")
        entities[name] = value
        if len(entities) > limits.entities:
            raise ThemeGuardError("entities", path, limits.entities)

    def on_first_element(name: str, attrs: dict[str, str]) -> None:
        raise _Stop

    first = expat.ParserCreate()
    first.EntityDeclHandler = on_entity
    first.StartElementHandler = on_first_element
    first.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    try:
        first.Parse(data, True)
    except _Stop:
        pass
    except expat.ExpatError as exc:
        raise ThemeGuardError("not-svg", path, detail=str(exc)) from None
    if entities:
        _entity_refs(data, entities, limits, path)

    parents: list[int] = []
    uses: dict[int, str] = {}
    ids: dict[str, int] = {}
    stack: list[int] = []
    depth_max = 0
    root_ok: list[bool] = []

    def on_start(name: str, attrs: dict[str, str]) -> None:
        nonlocal depth_max
        index = len(parents)
        if index >= limits.elements:
            raise ThemeGuardError("too-many-elements", path, limits.elements)
        parents.append(stack[-1] if stack else -1)
        stack.append(index)
        if len(stack) > depth_max:
            depth_max = len(stack)
            if depth_max > limits.depth:
                raise ThemeGuardError("too-deep", path, limits.depth)
        local = _local(name)
        if index == 0:
            root_ok.append(local == "svg")
        href = ""
        for key, value in attrs.items():
            if key == "id":
                ids.setdefault(value, index)
            elif _local(key) == "href":
                href = value
        if local == "use" and href.startswith("#"):
            uses[index] = href[1:]
        elif local == "image" and href and not href.lstrip().lower().startswith("data:"):
            raise ThemeGuardError("external-file", path, detail=href[:200])

    def on_end(name: str) -> None:
        stack.pop()

    def on_external(context: str | None, base: str | None, system_id: str | None,
                    public_id: str | None) -> int:
        raise ThemeGuardError("external-file", path, detail=system_id or public_id or "")

    parser = expat.ParserCreate()
    parser.StartElementHandler = on_start
    parser.EndElementHandler = on_end
    parser.ExternalEntityRefHandler = on_external
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise ThemeGuardError("not-svg", path, detail=str(exc)) from None
    if not root_ok or not root_ok[0]:
        raise ThemeGuardError("not-svg", path, detail="the root element is not <svg>")
    drawn = _drawn(parents, uses, ids, limits, path)
    return SvgStats(len(parents), depth_max, drawn, len(ids))


def _drawn(parents: list[int], uses: dict[int, str], ids: dict[str, int],
           limits: ThemeLimits, path: Path | str) -> int:
    """Elements drawn for the whole document: each element once, plus for each ``<use>``
    the subtree it repeats (with the repeats inside that subtree, and so on)."""
    n = len(parents)
    children: list[list[int]] = [[] for _ in range(n)]
    for child, parent in enumerate(parents):
        if parent >= 0:
            children[parent].append(child)
    target = {u: ids[ref] for u, ref in uses.items() if ref in ids}
    cost = [0] * n
    state = bytearray(n)  # 0 new, 1 on the stack, 2 done
    cap = limits.drawn
    for start in range(n):
        if state[start]:
            continue
        work = [start]
        while work:
            node = work[-1]
            if state[node] == 0:
                state[node] = 1
                nexts = children[node] + ([target[node]] if node in target else [])
                for nxt in nexts:
                    if state[nxt] == 1:
                        raise ThemeGuardError("use-cycle", path)
                    if state[nxt] == 0:
                        work.append(nxt)
                continue
            work.pop()
            if state[node] == 2:
                continue
            total = 1 + sum(cost[c] for c in children[node])
            if node in target:
                total += cost[target[node]]
            cost[node] = min(total, cap + 1)
            state[node] = 2
    roots = [i for i in range(n) if parents[i] < 0]
    drawn = sum(cost[r] for r in roots)
    if drawn > cap:
        raise ThemeGuardError("too-much-drawing", path, cap)
    return drawn


def read_svg(path: Path | str, limits: ThemeLimits = LIMITS) -> bytes:
    """The SVG text of the theme file ``path`` (an SVGZ inflated), read and checked within
    ``limits``: safe to hand to ``QSvgRenderer``. Raises :class:`ThemeGuardError`."""
    data = read_limited(path, limits.file_bytes)
    if data.startswith(GZIP_MAGIC):
        data = inflate_limited(data, limits.svg_bytes, path)
    elif len(data) > limits.svg_bytes:
        raise ThemeGuardError("svg-too-large", path, limits.svg_bytes)
    check_svg(data, path, limits)
    return data


__all__ = ["LIMITS", "SvgStats", "ThemeGuardError", "ThemeLimits", "check_svg",
           "inflate_limited", "read_limited", "read_svg"]
