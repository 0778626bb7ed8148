"""``bench ai --chunk``: how the deals are cut into chunks of work (and so how often
``--progress`` reports) never changes the figures: results are merged in deal order and
every deal's bots are seeded by the deal, not by the chunk."""

from __future__ import annotations

import json

import pytest

from hearts_desktop.bench.__main__ import main


def _per_deal(capsys: pytest.CaptureFixture[str], *extra: str) -> list[list[float]]:
    code = main(["ai", "--matchup", "hard-vs-normal", "--hands", "12", "--samples", "2",
                 "--json", *extra])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    return [side["per_deal"] for side in report["results"]]


def test_chunk_size_does_not_change_the_results(capsys: pytest.CaptureFixture[str]) -> None:
    one = _per_deal(capsys, "--chunk", "1")
    whole = _per_deal(capsys, "--chunk", "3")
    assert len(one[0]) == 3
    assert one == whole


def test_progress_reports_after_each_chunk(capsys: pytest.CaptureFixture[str]) -> None:
    main(["ai", "--matchup", "normal-vs-easy", "--hands", "8", "--chunk", "1", "--progress"])
    lines = [line for line in capsys.readouterr().err.splitlines() if "deals" in line]
    assert [line.split(" deals")[0].strip(" .") for line in lines] == ["1", "2"]
    assert "(8 hands)" in lines[-1] and "cpu>1 median" in lines[-1]
