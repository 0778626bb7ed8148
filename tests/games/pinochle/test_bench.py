"""``bench ai --game pinochle`` on a few deals: duplicate seating, figures that add up, the
Hearts ``bench ai`` left as it was. (The real measurements are in docs/benchmarks.md.)"""

from __future__ import annotations

import pytest

from hearts_desktop.bench import pinochle as bench
from hearts_desktop.bench.__main__ import main
from hearts_desktop.games.pinochle import Rules


def test_duplicate_deals_swap_the_teams_and_the_sides_mirror() -> None:
    config = bench.BotConfig(None, 1, options=(("bid_samples", 2),))
    results = [bench.play_deal(Rules(), 3, d, "normal", "easy", config) for d in range(6)]
    for r in results:
        assert [h.entrant_team for h in r.hands] == [0, 1]
    mine = bench.summarise("normal team", results, True)
    theirs = bench.summarise("easy team", results, False)
    assert mine.hands == theirs.hands == 12
    assert mine.relative == pytest.approx(-theirs.relative)
    assert mine.declared + theirs.declared == 12
    assert mine.made + mine.set + mine.conceded == mine.declared
    assert mine.illegal == theirs.illegal == 0 and mine.ms_max >= mine.ms_median


def test_the_command_line_runs_both_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ai", "--game", "pinochle", "--matchup", "normal-vs-random",
                 "--hands", "4"]) == 0
    out = capsys.readouterr().out
    assert "Pinochle CPU teams, normal vs random" in out and "normal team" in out
    assert main(["ai", "--game", "pinochle", "--legality", "--hands", "3"]) == 0
    assert "illegal choices 0" in capsys.readouterr().out
    assert main(["ai", "--matchup", "normal-vs-easy", "--hands", "4"]) == 0
    assert "Hearts Desktop benchmark: CPU players, normal vs three easy" in \
        capsys.readouterr().out
