"""Records of ``bench ai --record`` made once for the bench tests: a Hearts matchup
(hard-vs-normal, two samples) over the seeded deals. Each test copies the file it reads or
changes; a record with the same arguments is never played twice in a run."""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from hearts_desktop.bench.__main__ import main

RUN = ["ai", "--matchup", "hard-vs-normal", "--samples", "2", "--chunk", "1", "--json"]


@dataclass(frozen=True)
class Recorded:
    """A record made once: the report of the run that wrote it, and the file."""

    report: dict
    path: Path

    def copy(self, tmp_path: Path, name: str = "hard.jsonl") -> Path:
        target = tmp_path / name
        shutil.copyfile(self.path, target)
        return target


class Records:
    """``get(hands, *more arguments)``: the record of ``bench ai RUN --hands H --record``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.made: dict[tuple[str, ...], Recorded] = {}

    def get(self, hands: int, *extra: str) -> Recorded:
        key = (str(hands), *extra)
        if key not in self.made:
            path = self.folder / f"record-{len(self.made)}.jsonl"
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                assert main([*RUN, "--hands", str(hands), *extra, "--record", str(path)]) == 0
            self.made[key] = Recorded(json.loads(out.getvalue()), path)
        return self.made[key]


@pytest.fixture(scope="session")
def records(tmp_path_factory: pytest.TempPathFactory) -> Records:
    return Records(tmp_path_factory.mktemp("bench-records"))
