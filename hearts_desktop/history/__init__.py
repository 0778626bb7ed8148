"""Saved games and history: autosave, the history database, export and import.

Pure Python (``sqlite3``, ``json``, no Qt); ``lock.DataLock`` (the data folder's lock, an
operating system file lock) is imported on demand. Any game is reached only through the
``Game`` protocol (``hearts_desktop.games.get_game``). Paths are injected by the caller
(``default_data_dir`` is the user's folder from ``platformdirs``)::

    from hearts_desktop.history import Autosave, HistoryDB, SavedMatch
    saved = SavedMatch.from_state(state, players, started, game="hearts")
    db = HistoryDB(data_dir / "history.sqlite3")
    match_id = db.add_match(saved, status="finished")
    db.summaries(game="hearts", preset="classic", order_by="finished")
    db.statistics("hearts")
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .database import DB_FILE, HistoryDB, Repair, match_key
    from .errors import CorruptFileError, HistoryError
    from .files import (
        AUTOSAVE_FILE,
        MAX_IMPORT_BYTES,
        Autosave,
        AutosaveRepair,
        atomic_write_text,
        export_match,
        import_match,
        prepare_import,
        read_bounded,
    )
    from .lock import LOCK_FILE, DataLock
    from .records import DailyStats, HandRow, MatchSummary, Stats
    from .reviews import PointsLost, TrendPoint
    from .saved import (
        SAVED_FORMAT,
        SAVED_VERSION,
        BranchOf,
        PlayerInfo,
        SavedMatch,
        check_players,
        clean_name,
    )

# The names load on first use (PEP 562): the lock is taken at program start, before the
# window's first paint, and must not import the engine with it.
_WHERE = {
    "DB_FILE": "database", "HistoryDB": "database", "Repair": "database",
    "match_key": "database",
    "CorruptFileError": "errors", "HistoryError": "errors",
    "AUTOSAVE_FILE": "files", "MAX_IMPORT_BYTES": "files", "Autosave": "files",
    "AutosaveRepair": "files", "atomic_write_text": "files", "export_match": "files",
    "import_match": "files", "prepare_import": "files", "read_bounded": "files",
    "DataLock": "lock", "LOCK_FILE": "lock",
    "DailyStats": "records", "HandRow": "records", "MatchSummary": "records",
    "Stats": "records", "PointsLost": "reviews", "TrendPoint": "reviews",
    "SAVED_FORMAT": "saved", "SAVED_VERSION": "saved", "BranchOf": "saved", "PlayerInfo": "saved",
    "SavedMatch": "saved", "check_players": "saved", "clean_name": "saved",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


APP_DIR_NAME = "hearts-desktop"


def default_data_dir() -> Path:
    """The user's data folder (``platformdirs.user_data_dir("hearts-desktop")``)."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


__all__ = [
    "APP_DIR_NAME",
    "AUTOSAVE_FILE",
    "DB_FILE",
    "LOCK_FILE",
    "MAX_IMPORT_BYTES",
    "SAVED_FORMAT",
    "SAVED_VERSION",
    "Autosave",
    "AutosaveRepair",
    "BranchOf",
    "CorruptFileError",
    "DailyStats",
    "DataLock",
    "HandRow",
    "HistoryDB",
    "HistoryError",
    "MatchSummary",
    "PlayerInfo",
    "PointsLost",
    "Repair",
    "SavedMatch",
    "Stats",
    "TrendPoint",
    "atomic_write_text",
    "check_players",
    "clean_name",
    "default_data_dir",
    "export_match",
    "import_match",
    "match_key",
    "prepare_import",
    "read_bounded",
]
