"""Statistical smoke tests (seeded, not timed) and the benchmark's command line. The real
measurements live in ``python -m hearts_desktop.bench ai --game ombre``."""

from __future__ import annotations

import pytest

from hearts_desktop.bench.__main__ import main as bench_main
from hearts_desktop.bench.duplicate import BotConfig
from hearts_desktop.bench.ombre import play_deal, summarise
from hearts_desktop.games.ombre import Rules


def test_normal_beats_random_on_duplicate_deals() -> None:
    results = [play_deal(Rules(), 77, d, "normal", "random", BotConfig()) for d in range(25)]
    normal = summarise("normal", results, True)
    assert normal.relative > 15.0, normal  # measured: about +29 ± 4
    assert normal.illegal == 0


def test_bench_ai_game_ombre_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["ai", "--game", "ombre", "--matchup", "normal-vs-easy",
                       "--deals", "2"]) == 0
    out = capsys.readouterr().out
    assert "normal vs 2 easy" in out and "95% CI" in out
    assert bench_main(["ai", "--game", "ombre", "--legality", "--deals", "6"]) == 0
    assert "0 illegal" in capsys.readouterr().out.replace("illegal choices 0", "0 illegal")
