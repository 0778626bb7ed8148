"""``bench ai --record``: a matchup kept in a file goes on where it stopped, and gives the
figures one uninterrupted run gives on the same deals; a record that does not belong to
the run is refused with a message, never mixed in."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hearts_desktop.bench.__main__ import main

from .conftest import RUN, Recorded, Records


def _report(capsys: pytest.CaptureFixture[str], *extra: str) -> dict:
    assert main([*RUN, *extra]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def four(records: Records) -> Recorded:
    """``--hands 4 --record``: one deal."""
    return records.get(4)


@pytest.fixture
def eight(records: Records) -> Recorded:
    """``--hands 8 --record`` in one sitting: two deals."""
    return records.get(8)


def _per_deal(report: dict) -> list[list[float]]:
    return [side["per_deal"] for side in report["results"]]


def _deal_lines(path: Path) -> list[int]:
    return [json.loads(line)["deal"] for line in path.read_text().splitlines()
            if '"deal"' in line]


def test_a_run_in_sittings_equals_one_run(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          four: Recorded) -> None:
    whole = _report(capsys, "--hands", "12")
    path = four.copy(tmp_path)
    first = four.report  # the first sitting: --hands 4 --record
    assert first["record"]["deals"] == 1 and _deal_lines(path) == [0]
    rest = _report(capsys, "--hands", "12", "--record", str(path))
    assert _deal_lines(path) == [0, 1, 2]  # deal 0 was not played again
    assert len(rest["record"]["segments"]) == 2
    assert _per_deal(rest) == _per_deal(whole)
    assert rest["results"][0]["hands"] == 12
    before = path.read_bytes()
    again = _report(capsys, "--hands", "12", "--record", str(path))
    assert path.read_bytes() == before  # nothing left to play: a report, nothing written
    assert _per_deal(again) == _per_deal(whole)
    assert len(again["record"]["segments"]) == 2


def test_a_fewer_hands_report_uses_the_first_recorded_deals(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], eight: Recorded) -> None:
    path = eight.copy(tmp_path)
    whole = eight.report  # --hands 8 --record
    part = _report(capsys, "--hands", "4", "--record", str(path))
    assert _per_deal(part) == [side[:1] for side in _per_deal(whole)]


def test_an_unfinished_last_line_is_dropped(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            eight: Recorded) -> None:
    path = eight.copy(tmp_path)
    whole = eight.report  # --hands 8 --record
    lines = path.read_text().splitlines(keepends=True)
    path.write_text("".join(lines[:-1]) + lines[-1][: len(lines[-1]) // 2])  # killed mid-write
    assert main([*RUN, "--hands", "8", "--record", str(path)]) == 0
    captured = capsys.readouterr()
    assert "unfinished line" in captured.err
    assert _per_deal(json.loads(captured.out)) == _per_deal(whole)
    assert _deal_lines(path) == [0, 1]


def test_another_setup_is_refused(tmp_path: Path, four: Recorded) -> None:
    path = four.copy(tmp_path)  # --hands 4 --record
    before = path.read_bytes()
    with pytest.raises(SystemExit, match=r"another setup.*samples.*recorded 2, now 3"):
        main(["ai", "--matchup", "hard-vs-normal", "--samples", "3", "--hands", "8",
              "--record", str(path)])
    with pytest.raises(SystemExit, match=r"another setup.*matchup"):
        main(["ai", "--matchup", "hard-vs-easy", "--samples", "2", "--hands", "8",
              "--record", str(path)])
    assert path.read_bytes() == before


def test_other_code_is_refused(tmp_path: Path, four: Recorded) -> None:
    path = four.copy(tmp_path)  # --hands 4 --record
    lines = path.read_text().splitlines(keepends=True)
    header = json.loads(lines[0])
    header["setup"]["code"] = "0123456789abcdef"
    path.write_text(json.dumps(header) + "\n" + "".join(lines[1:]))
    with pytest.raises(SystemExit, match=r"another setup.*code: recorded '0123456789abcdef'"):
        main([*RUN, "--hands", "8", "--record", str(path)])


@pytest.mark.parametrize("text, message", [
    ("not json at all\n", "damaged at line 1"),
    ('{"hello": 1}\n', "not a bench record"),
])
def test_a_file_that_is_no_record_is_refused(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "other.jsonl"
    path.write_text(text)
    with pytest.raises(SystemExit, match=message):
        main([*RUN, "--hands", "4", "--record", str(path)])
    assert path.read_text() == text


def test_a_damaged_deal_line_is_named(tmp_path: Path, eight: Recorded) -> None:
    path = eight.copy(tmp_path)  # --hands 8 --record
    lines = path.read_text().splitlines(keepends=True)
    lines[2] = lines[2][:20] + "}" + "\n"
    path.write_text("".join(lines))
    with pytest.raises(SystemExit, match="damaged at line 3"):
        main([*RUN, "--hands", "8", "--record", str(path)])


def test_the_legality_sweep_and_other_games_take_no_record(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="legality sweep"):
        main(["ai", "--legality", "--hands", "10", "--record", str(tmp_path / "x")])
    with pytest.raises(SystemExit, match="Hearts matchups"):
        main(["ai", "--game", "ombre", "--deals", "1", "--record", str(tmp_path / "x")])
    assert not (tmp_path / "x").exists()


def test_comments_and_docstrings_are_not_code() -> None:
    from hearts_desktop.bench.record import _code_only

    plain = "def f(x):\n    return x + 1\n"
    noted = ('"""A module."""\n\n\ndef f(x):\n    """Add one."""\n    # one more\n'
             '    return x + 1  # the answer\n')
    assert _code_only(plain) == _code_only(noted)
    assert _code_only(plain) != _code_only(plain.replace("+ 1", "+ 2"))
    assert _code_only("class A:\n    'only a docstring'\n") == _code_only("class A:\n    pass\n")


def test_a_record_made_under_the_literal_fingerprint_goes_on(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], four: Recorded,
        eight: Recorded) -> None:
    from hearts_desktop.bench.hearts import _PLAYING
    from hearts_desktop.bench.record import code_fingerprint

    path = four.copy(tmp_path)  # --hands 4 --record
    whole = eight.report  # the same deals in one sitting
    lines = path.read_text().splitlines(keepends=True)
    header = json.loads(lines[0])
    assert header["setup"]["code"] == code_fingerprint(_PLAYING)
    header["setup"]["code"] = code_fingerprint(_PLAYING, literal=True)  # as on 2026-11-24
    path.write_text(json.dumps(header) + "\n" + "".join(lines[1:]))
    assert _per_deal(_report(capsys, "--hands", "8", "--record", str(path))) == _per_deal(whole)
    assert _deal_lines(path) == [0, 1]
