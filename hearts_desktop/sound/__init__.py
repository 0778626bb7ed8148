"""Sound cues: ``SoundBoard`` plays a sound for each moment of the game, in step
with the table (Qt, but no game rules: each game's presentation gives it a cue map, see
``board.CueMap``). ``Cue`` names the cues; their WAV files are in ``assets/sounds/``, made by
``tools/make_sounds.py``.

``SoundBoard`` loads QtMultimedia, so it is imported on first use: the window names ``Cue``
and binds its Sound action before the table is built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cues import SOUNDS_DIR, Cue, cue_path
from .toggle import bind_sound_action

if TYPE_CHECKING:
    from .board import CueMap, SoundBoard

_LAZY = {"SoundBoard": ".board", "CueMap": ".board"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["SOUNDS_DIR", "Cue", "CueMap", "SoundBoard", "bind_sound_action", "cue_path"]
