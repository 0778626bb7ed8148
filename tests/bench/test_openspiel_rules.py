"""The OpenSpiel bridge of ``bench ai`` (no OpenSpiel needed for these): card numbering
and which of our rule sets map onto OpenSpiel's Hearts."""

from __future__ import annotations

import pytest

from hearts_desktop.bench import openspiel
from hearts_desktop.games.hearts import Card, Rules
from hearts_desktop.games.hearts.cards import FULL_PACK


def test_cards_map_one_to_one_onto_openspiel_actions() -> None:
    actions = [openspiel.os_card(c) for c in FULL_PACK]
    assert sorted(actions) == list(range(52))
    assert all(openspiel.our_card(openspiel.os_card(c)) == c for c in FULL_PACK)
    # OpenSpiel: rank * 4 + suit, suits clubs, diamonds, hearts, spades; the 2 is rank 0.
    assert openspiel.os_card(Card.parse("2C")) == 0
    assert openspiel.os_card(Card.parse("QS")) == 10 * 4 + 3
    assert openspiel.os_card(Card.parse("AH")) == 12 * 4 + 2


def test_classic_rules_map_onto_openspiel_hearts() -> None:
    params = openspiel.game_params(Rules.preset("classic"))
    assert params == {
        "pass_cards": True, "no_pts_on_first_trick": True, "can_lead_any_club": False,
        "jd_bonus": False, "avoid_all_tricks_bonus": False, "qs_breaks_hearts": False,
        "must_break_hearts": True, "can_lead_hearts_instead_of_qs": False,
    }
    assert openspiel.game_params(Rules.preset("omnibus"))["jd_bonus"] is True
    no_pass = openspiel.game_params(Rules.preset("classic").replace(passing="none"))
    assert no_pass["pass_cards"] is False


@pytest.mark.parametrize("preset", ["black_lady", "online_de", "basic", "pink_lady", "spot",
                                    "club10", "kitty", "hilo_joker", "cancellation",
                                    "complex"])
def test_rules_openspiel_does_not_implement_are_refused(preset: str) -> None:
    with pytest.raises(openspiel.RulesMismatch):
        openspiel.game_params(Rules.preset(preset))


def test_a_moon_that_is_not_26_to_the_others_is_refused() -> None:
    with pytest.raises(openspiel.RulesMismatch, match="moon"):
        openspiel.game_params(Rules.preset("classic").replace(moon="self"))


def test_openspiel_is_never_a_runtime_dependency() -> None:
    """OpenSpiel is the ``bench`` extra only, and only the bench's bridge imports it."""
    import pathlib
    import tomllib

    root = pathlib.Path(__file__).resolve().parents[2]
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert not any("spiel" in d.lower() for d in project["dependencies"])
    assert any("open_spiel" in d for d in project["optional-dependencies"]["bench"])
    importers = sorted(str(p.relative_to(root)) for p in (root / "hearts_desktop").rglob("*.py")
                       if "pyspiel" in p.read_text(encoding="utf-8"))
    assert importers == ["hearts_desktop/bench/openspiel.py"]
