"""``bench compare``: records read back without playing, and the paired A/B difference of
two records of the same deals."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hearts_desktop.bench.__main__ import main

from .conftest import Records

RUN = ["ai", "--matchup", "hard-vs-normal", "--chunk", "1"]


def _compare(capsys: pytest.CaptureFixture[str], *paths: Path) -> list[str]:
    assert main(["compare", *map(str, paths)]) == 0
    return capsys.readouterr().out.splitlines()


def test_one_record_reads_as_bench_ai_reports_it(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                 records: Records) -> None:
    path = records.get(8).copy(tmp_path, "a.jsonl")  # --samples 2 --hands 8 --record
    before = path.read_bytes()
    assert main([*RUN, "--samples", "2", "--hands", "8", "--record", str(path)]) == 0
    played = capsys.readouterr().out.splitlines()
    lines = _compare(capsys, path)
    table = [line for line in played if line.startswith(("player", "---", "hard", "normal"))]
    assert len(table) == 4 and all(line in lines for line in table)
    targets = [line for line in played if line.startswith("target:")]
    assert targets and all(line in lines for line in targets)
    assert "2 deal(s)" in lines[0] and "samples 2" in lines[0]
    # a fixed number of samples: the time targets are not judged
    assert "time targets of hard: not judged" in "\n".join(lines)
    assert not any("median <=" in line for line in lines)
    assert path.read_bytes() == before


def test_a_record_being_written_is_read_and_left_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], records: Records) -> None:
    path = records.get(8).copy(tmp_path, "a.jsonl")  # --samples 2 --hands 8 --record
    text = path.read_text()
    last = text.splitlines(keepends=True)[-1]
    path.write_text(text + last[: len(last) // 2])  # a deal half written
    before = path.read_bytes()
    lines = _compare(capsys, path)
    assert "2 deal(s)" in lines[0]
    assert any("unfinished" in line for line in lines)
    assert path.read_bytes() == before


def test_the_same_deterministic_setup_pairs_to_zero(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], records: Records) -> None:
    a = records.get(12).copy(tmp_path, "a.jsonl")  # --samples 2 --hands 12
    b = records.get(8).copy(tmp_path, "b.jsonl")  # --samples 2 --hands 8
    last = _compare(capsys, a, b)[-1]
    assert "over 2 common deal(s): +0.00" in last
    assert "the same hands on both sides in 2 deal(s)" in last


def test_a_changed_bot_pairs_deal_by_deal(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          records: Records) -> None:
    first = records.get(12)  # --samples 2 --hands 12
    second = records.get(12, "--entrant-option", "rollout=\"random\"")
    a, b = first.copy(tmp_path, "a.jsonl"), second.copy(tmp_path, "b.jsonl")
    ra, rb = first.report, second.report
    per_a, per_b = ra["results"][0]["per_deal"], rb["results"][0]["per_deal"]
    diffs = [y - x for x, y in zip(per_a, per_b, strict=True)]
    assert any(diffs)
    lines = _compare(capsys, a, b)
    assert any("entrant options rollout=random" in line for line in lines)
    assert f"over 3 common deal(s): {sum(diffs) / 3:+.2f}" in lines[-1]
    same = re.search(r"the same hands on both sides in (\d+) deal", lines[-1])
    assert same is not None and int(same.group(1)) <= sum(d == 0 for d in diffs) < 3


def test_records_of_other_deals_are_refused(tmp_path: Path, records: Records) -> None:
    a = records.get(4).copy(tmp_path, "a.jsonl")  # --samples 2 --hands 4
    b = records.get(4, "--seed", "2").copy(tmp_path, "b.jsonl")
    with pytest.raises(SystemExit, match=r"not on the same deals \(seed: 1 against 2\)"):
        main(["compare", str(a), str(b)])


@pytest.mark.parametrize("text, message", [
    ("not json\n", "damaged at line 1"),
    ('{"format": "something else"}\n', "not a bench record"),
    ("", "holds no recorded deal"),
])
def test_a_file_that_is_no_record_gets_a_message(tmp_path: Path, text: str,
                                                 message: str) -> None:
    path = tmp_path / "x.jsonl"
    path.write_text(text)
    with pytest.raises(SystemExit, match=message):
        main(["compare", str(path)])
    assert path.read_text() == text


def test_the_moon_split_adds_up_to_rel_and_names_the_shooter() -> None:
    from hearts_desktop.bench.compare import moon_split
    from hearts_desktop.bench.hearts import DealResult, Decisions, HandResult

    hands = [
        HandResult(0, (0.0, 26.0, 26.0, 26.0), 0, 0),   # the entrant shot: rel -26
        HandResult(1, (0.0, 26.0, 26.0, 26.0), 0, 0),   # an opponent shot: rel +26 - 0
        HandResult(2, (13.0, 0.0, 1.0, 12.0), None, 0),  # nobody: rel 1 - 25 / 3
        HandResult(3, (13.0, 0.0, 1.0, 12.0), None, 0),  # nobody: rel 12 - 14 / 3
    ]
    split = moon_split([DealResult(0, hands, Decisions(), Decisions())])
    assert split.hands == 4
    assert split.own_shot == pytest.approx(-26 / 4)
    assert split.other_shot == pytest.approx((26 - 52 / 3) / 4)
    assert split.no_shot == pytest.approx((1 - 25 / 3 + 12 - 14 / 3) / 4)
    rel = [h.scores[h.seat] - (sum(h.scores) - h.scores[h.seat]) / 3 for h in hands]
    assert split.own_shot + split.other_shot + split.no_shot == pytest.approx(sum(rel) / 4)
    assert moon_split([]).hands == 0


def test_a_record_reports_where_the_entrant_wins_its_points(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], records: Records) -> None:
    recorded = records.get(8)  # --samples 2 --hands 8 --record
    path, report = recorded.copy(tmp_path, "a.jsonl"), recorded.report
    line = next(x for x in _compare(capsys, path) if "by who shot the moon" in x)
    parts = [float(v) for v in re.findall(r"[+-]\d+\.\d+", line)]
    assert len(parts) == 4
    assert sum(parts[:3]) == pytest.approx(parts[3], abs=0.02)
    assert parts[3] == pytest.approx(report["results"][0]["relative"], abs=0.005)
