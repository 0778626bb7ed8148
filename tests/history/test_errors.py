"""The history's errors cross process boundaries (an import worker, a ``multiprocessing``
tool reading histories): each one survives ``pickle`` with its message, reason and data
(issue 18, item 11)."""

from __future__ import annotations

import pickle
from pathlib import Path

from hearts_desktop.history import CorruptFileError, HistoryError


def test_history_error_pickles_with_its_reason() -> None:
    error = HistoryError("the file is cut short (truncated)", "truncated")
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is HistoryError
    assert str(back) == "the file is cut short (truncated)"
    assert back.reason == "truncated"


def test_corrupt_file_error_pickles_with_where_the_file_went() -> None:
    kept = Path("/data/autosave.json.damaged-20261124T120000")
    error = CorruptFileError("The saved game could not be read.", "not-json", kept)
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is CorruptFileError
    assert (str(back), back.reason, back.moved_to) == (str(error), "not-json", kept)
    nowhere = pickle.loads(pickle.dumps(CorruptFileError("x", "empty", None)))
    assert nowhere.moved_to is None and isinstance(nowhere, HistoryError)
