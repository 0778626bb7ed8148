"""``bench coach``: the run's shape (its last line), the game names it takes, the
calibration table's bins and the seat's result of a deal."""

from __future__ import annotations

import contextlib
import io
import math
import re

import pytest

from hearts_desktop.bench.__main__ import main
from hearts_desktop.bench.coach import Sample, calibration_rows, parse_game


def _run(*argv: str) -> str:
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        assert main(["coach", *argv]) == 0
    return buffer.getvalue()


def test_a_small_hearts_run_reports_every_part() -> None:
    text = _run("--game", "hearts", "--hands", "2", "--worlds", "4", "--playouts", "1",
                "--expert-samples", "2")
    lines = text.strip().splitlines()
    assert re.fullmatch(r"coach hearts: 2 hands reviewed, median \d+\.\d\d s per hand, "
                        r"max \d+\.\d\d s", lines[-1])
    assert "Stability (seed 0 against seed 1" in text
    assert "Calibration: predicted cost" in text
    assert re.search(r"^all\s+\d+ ", text, flags=re.M)
    assert len(re.findall(r"^  match 1 deal \d: 14 decisions", text, flags=re.M)) == 2


def test_game_names() -> None:
    assert parse_game("hearts") == ("hearts", None)
    assert parse_game("quadrille") == ("ombre", "quadrille")
    assert parse_game("quintille") == ("ombre", "quintille")
    assert parse_game("pinochle:pinochle_x10") == ("pinochle", "pinochle_x10")


@pytest.mark.parametrize("argv,message", [
    (["--game", "chess"], "chess"),
    (["--game", "hearts:nothing"], "no preset"),
    (["--game", "hearts", "--hands", "0"], "--hands"),
])
def test_bad_arguments_are_told(argv: list[str], message: str) -> None:
    with pytest.raises(SystemExit, match=message):
        main(["coach", *argv])


def test_calibration_bins() -> None:
    samples = [Sample(0.2, 1.0), Sample(0.3, -1.0), Sample(4.0, 5.0), Sample(4.5, 3.0),
               Sample(20.0, 13.0)]
    rows = calibration_rows(samples, (0.0, 0.5, 1.0, 3.0, 8.0, math.inf))
    assert [(r[0], r[1]) for r in rows] == [("0-0.5", 2), ("3-8", 2), ("8+", 1)]
    _, _, predicted, measured, low, high = rows[1]
    assert predicted == pytest.approx(4.25) and measured == pytest.approx(4.0)
    assert 3.0 <= low <= measured <= high <= 5.0
    assert rows[2][4:] == (13.0, 13.0)
