"""``python -m hearts_desktop --autoplay``: the seeded CPU-only match and its score sheet."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from hearts_desktop.__main__ import main
from hearts_desktop.autoplay import play_match
from hearts_desktop.games.hearts import Phase, Rules, score_text


def _sheet(preset: str, seed: int) -> tuple[str, object]:
    out = io.StringIO()
    state = play_match(Rules.preset(preset), seed, out)
    return out.getvalue(), state


def test_same_seed_prints_the_same_sheet_and_other_seeds_differ() -> None:
    first, _ = _sheet("classic", 7)
    again, _ = _sheet("classic", 7)
    other, _ = _sheet("classic", 8)
    assert first == again
    assert first != other


@pytest.mark.parametrize("preset", ["classic", "spot", "kitty", "complex"])
def test_sheet_matches_the_engine(preset: str) -> None:
    text, state = _sheet(preset, 3)
    assert state.phase is Phase.MATCH_OVER
    lines = text.splitlines()
    deal_lines = [ln for ln in lines if ln[:4].strip().isdigit()]
    assert len(deal_lines) == state.deal_number == len(state.history)
    final = next(ln for ln in lines if ln.startswith("Final:")).split()[1:]
    assert final == [score_text(s) for s in state.match_scores]
    places = next(ln for ln in lines if ln.startswith("Place:")).split()[1:]
    assert [int(p) for p in places] == list(state.ranking)
    assert lines[-1].startswith("Winner: ")


def test_quit_after_hands_stops_early() -> None:
    out = io.StringIO()
    state = play_match(Rules.preset("classic"), 1, out, max_hands=2)
    assert len(state.history) == 2
    assert "Stopped after 2 hand(s)." in out.getvalue()


def test_score_text_for_complex_scores() -> None:
    assert score_text(-26) == "-26"
    assert score_text(complex(-26, 10)) == "-26+10i"
    assert score_text(complex(0, -20)) == "-20i"
    assert score_text(complex(5, 0)) == "5"


def test_unknown_preset_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--autoplay", "--rules", "nonsense"]) == 2
    err = capsys.readouterr().err
    assert "unknown rules preset 'nonsense'" in err and "classic" in err


def test_module_runs_as_a_program() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hearts_desktop", "--autoplay", "--text", "--rules", "omnibus",
         "--seed", "5", "--quit-after-hands", "3", "--tricks"],
        capture_output=True, text=True, encoding="utf-8", timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "rules: omnibus  seed: 5" in done.stdout
    assert done.stdout.count("trick 13:") == 3
