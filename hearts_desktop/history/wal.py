"""A check of an SQLite write-ahead log (``<database>-wal``) before SQLite reads it.

SQLite uses the frames of a WAL up to the first one whose checksum or salt does not match
and silently ignores the rest: a damaged WAL drops the last transactions (the last match
recorded) without a word. ``wal_damage`` reads the file as the WAL format describes it
(https://www.sqlite.org/fileformat2.html#the_write_ahead_log) and says when something
SQLite would ignore is there: a damaged header with frames after it, a frame of the
current generation (its salts match the header) that fails its checksum, or a frame cut
short, or a frame header that is not a frame's. Frames of an older generation (left after
a checkpoint reset the log: their first salt differs) and frames after the last commit of
a transaction that never committed are normal and not reported.
"""

from __future__ import annotations

import struct
from pathlib import Path

WAL_HEADER = 32
FRAME_HEADER = 24
_MAGIC = (0x377F0682, 0x377F0683)
MAX_CHECKED_BYTES = 256 * 1024 * 1024
"""A larger log is not checked (SQLite checkpoints at about 4 MB)."""


def _checksum(data: bytes, big_endian: bool, s0: int, s1: int) -> tuple[int, int]:
    words = struct.unpack(f"{'>' if big_endian else '<'}{len(data) // 4}I", data)
    mask = 0xFFFFFFFF
    it = iter(words)
    for x0 in it:
        x1 = next(it)
        s0 = (s0 + x0 + s1) & mask
        s1 = (s1 + x1 + s0) & mask
    return s0, s1


def wal_damage(wal: Path) -> str | None:
    """None when the log at ``wal`` is absent, empty or whole; else what is wrong, in a few
    English words."""
    try:
        size = wal.stat().st_size
    except OSError:
        return None
    if size == 0 or size > MAX_CHECKED_BYTES:
        return None
    try:
        data = wal.read_bytes()
    except OSError as exc:
        return f"it cannot be read ({exc.strerror or exc})"
    if len(data) < WAL_HEADER:
        return "its header is cut short"
    magic, version, page_size, _seq, salt1, salt2, c0, c1 = struct.unpack(
        ">8I", data[:WAL_HEADER])
    frames_follow = len(data) > WAL_HEADER
    if magic not in _MAGIC:
        return "its header is damaged" if frames_follow else None
    big = magic & 1 == 1
    if (version != 3007000 or page_size < 512 or page_size > 65536
            or page_size & (page_size - 1)):
        return "its header is damaged"
    s0, s1 = _checksum(data[:24], big, 0, 0)
    if (s0, s1) != (c0, c1):
        return "its header is damaged"
    frame = FRAME_HEADER + page_size
    pos = WAL_HEADER
    valid = True
    while pos < len(data):
        if pos + frame > len(data):
            if len(data) - pos >= 12:
                (f_salt1,) = struct.unpack(">I", data[pos + 8:pos + 12])
                if f_salt1 != salt1:
                    return None  # the tail of an older generation
            return "its last frame is cut short"
        head = data[pos:pos + FRAME_HEADER]
        page, _commit, f_salt1, f_salt2, f0, f1 = struct.unpack(">6I", head)
        if page == 0:
            return "a frame header is damaged"
        if f_salt1 != salt1:
            valid = False  # an older generation's frame: what follows is not used
        elif f_salt2 != salt2:
            return "a frame header is damaged"
        elif not valid:
            return "a frame after a damaged one belongs to the current log"
        else:
            t0, t1 = _checksum(head[:8], big, s0, s1)
            t0, t1 = _checksum(data[pos + FRAME_HEADER:pos + frame], big, t0, t1)
            if (t0, t1) != (f0, f1):
                return "a frame fails its checksum"
            s0, s1 = t0, t1
        pos += frame
    return None


__all__ = ["wal_damage"]
