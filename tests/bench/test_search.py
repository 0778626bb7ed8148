"""``bench search``: the regret of the search bots' card choices against their own model
with many samples (how the Expert drop test was chosen, docs/benchmarks.md)."""

from __future__ import annotations

import json

import pytest

from hearts_desktop.bench.__main__ import main
from hearts_desktop.bench.search import Try, collect_views, judge_view, parse_try
from hearts_desktop.games.hearts import Phase, PlayCard, Rules


def test_a_try_names_a_level_and_its_options() -> None:
    assert parse_try("e4=expert,prune_z=4,budget_ms=300") == Try(
        "e4", "expert", (("prune_z", 4), ("budget_ms", 300)))
    assert parse_try("h=hard") == Try("h", "hard")
    for bad in ("expert", "x=normal", "x=hard,prune_z"):
        with pytest.raises(SystemExit, match=r"--try|KEY=VALUE"):
            parse_try(bad)


def test_the_views_are_seat_zeros_card_choices_and_repeat_with_the_seed() -> None:
    rules = Rules.preset("classic")
    views = collect_views(rules, 3, 8)
    assert len(views) == 8
    for view in views:
        assert view.seat == 0 and view.phase is Phase.PLAYING and len(view.legal) > 1
        assert 1 <= len(view.tricks) <= 10
    again = collect_views(rules, 3, 8)
    assert [v.hand for v in again] == [v.hand for v in views]
    assert [v.hand for v in collect_views(rules, 4, 8)] != [v.hand for v in views]


def test_a_one_sample_search_regrets_more_than_a_full_one() -> None:
    views = collect_views(Rules.preset("classic"), 1, 12)
    one = Try("one", "hard", (("budget_ms", None), ("samples", 1)))
    # 100 samples against a reference of 150 show it as clearly as 300 against 300 (seed
    # 1: a regret of 7.9 against 0.0; seeds 2 to 5 alike), at a third of the time
    many = Try("many", "hard", (("budget_ms", None), ("samples", 100), ("prune_z", 1e9)))
    results = [judge_view(v, i, 150, (one, many)) for i, v in enumerate(views)]
    searched = [r for r in results if r.searched]
    assert len(searched) >= 6
    for r in searched:
        assert all(x >= 0 for x in r.regret.values())
        assert set(r.regret) == {"reference again", "one", "many"}
    total = {k: sum(r.regret[k] for r in searched) for k in ("one", "many")}
    assert total["one"] > total["many"]


def test_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "--views", "4", "--reference", "40", "--json",
                 "--try", "h=hard,samples=8,budget_ms=null"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [r["try"] for r in report["results"]] == ["reference again", "h"]
    assert all(r["regret"] >= 0 and r["views"] == report["views"] for r in report["results"])
    assert main(["search", "--views", "3", "--reference", "40",
                 "--try", "h=hard,samples=8,budget_ms=null"]) == 0
    text = capsys.readouterr().out
    assert "regret" in text and "\nh " in text


def test_the_card_values_of_a_search() -> None:
    from hearts_desktop.games.hearts.bots.hard import HardBot

    view = next(v for v in collect_views(Rules.preset("classic"), 2, 10)
                if len({a.card.suit for a in v.legal if isinstance(a, PlayCard)}) > 1)
    bot = HardBot(5, budget_ms=None, samples=60, prune_z=float("inf"))
    action = bot.choose(view)
    assert isinstance(action, PlayCard)
    legal = {a.card for a in view.legal if isinstance(a, PlayCard)}
    assert set(bot.last_values) == legal
    assert bot.last_values[action.card] == max(bot.last_values.values())
