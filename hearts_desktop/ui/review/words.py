"""The coach's words (translation context "Review"): a choice in a few words, the grades,
the expected cost with its margin, and the sampled line as a sentence.

A choice is said from the game's own words: cards by their faces ("9♠", "2♣ 3♣ A♦"), any
other choice by the game's replay sentence for it ("You bid 30.": the history's
``GameHistory.action_text``), so each game's terms are the ones its rules pages and replay
use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale

from ...core.registry import get_game
from ..games.game_history import history_of
from ..tr_context import TrContext

if TYPE_CHECKING:
    from ...core.review import DecisionReview, HandReview, OptionValue

Review = TrContext("Review")

MARKS = {"best": "", "good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""The chess players' marks of a decision, by grade."""


def grade_name(grade: str) -> str:
    return {"best": Review.tr("best"), "good": Review.tr("good"),
            "inaccuracy": Review.tr("inaccuracy"), "mistake": Review.tr("mistake"),
            "blunder": Review.tr("blunder")}.get(grade, grade)


def number(value: float, decimals: int = 1) -> str:
    """``value`` in the language's way of writing numbers (3.5, 3,5)."""
    return QLocale().toString(float(value), "f", decimals)


def percent(share: float) -> str:
    return Review.tr("{0}%").format(QLocale().toString(round(share * 100)))


def cost_text(cost: float, stderr: float) -> str:
    """An expected cost with its margin of error ("2.4 ± 0.6")."""
    return Review.tr("{0} ± {1}").format(number(cost), number(stderr))


def _cards(cards: Sequence[Any]) -> str:
    return " ".join(getattr(c, "symbol", str(c)) for c in cards)


def choice_text(game_name: str, data: dict[str, Any], names: Sequence[str] = (),
                you: int | None = None) -> str:
    """An action (``Game.action_to_json`` form) in a few words: its card(s), else the
    game's sentence for it said to ``you``."""
    game: Any = get_game(game_name)
    try:
        action = game.action_from_json(data)
    except (ValueError, KeyError, TypeError):
        return str(data)
    card = getattr(action, "card", None)
    if card is not None and hasattr(card, "symbol"):
        return str(card.symbol)
    for field in ("cards", "discards"):
        cards = getattr(action, field, None)
        if isinstance(cards, (tuple, list)) and cards:
            return _cards(cards)
    seat = getattr(action, "seat", None)
    who = list(names) or [""] * (seat + 1 if isinstance(seat, int) else 1)
    text = history_of(game_name).action_text(action, who, you)
    return text.rstrip(".。")


def option_line(game_name: str, rank: int, option: OptionValue, played: bool,
                you: int | None) -> str:
    """One ranked alternative: "1. 9♠  −3.2 ± 0.4 (played)"."""
    text = Review.tr("{0}. {1}: {2} ± {3}").format(
        QLocale().toString(rank), choice_text(game_name, option.action, you=you),
        number(option.value), number(option.stderr))
    return Review.tr("{0} (your choice)").format(text) if played else text


def line_sentence(game_name: str, decision: DecisionReview, names: Sequence[str],
                  you: int | None) -> str:
    """Why the best choice is better, from the sampled worlds: "With 9♠ instead of Q♠ you
    did better in 62% of the deals consistent with what you knew (2.4 ± 0.6 points on
    average). In one of them: …"."""
    if decision.forced:
        return Review.tr("You had no other choice.")
    best = decision.options[0]
    mine = choice_text(game_name, decision.played, names, you)
    top = choice_text(game_name, best.action, names, you)
    if decision.line is None or decision.cost <= 0:
        return Review.tr("{0} was the best choice found.").format(mine)
    head = Review.tr("With {0} instead of {1} you did better in {2} of the deals consistent "
                     "with what you knew ({3} points on average).").format(
        top, mine, percent(decision.better_share),
        cost_text(decision.cost, decision.cost_stderr))
    line = decision.line
    after_best = _line_moves(game_name, line.best[1:5], names)
    after_played = _line_moves(game_name, line.played[1:5], names)
    example = Review.tr("In one of them, {0} then {1} and the hand ends at {2} for you; "
                        "{3} then {4} and it ends at {5}.").format(
        top, after_best or "…", number(line.best_outcome, 0),
        mine, after_played or "…", number(line.played_outcome, 0))
    return f"{head} {example}"


def _line_moves(game_name: str, moves: Sequence[dict[str, Any]],
                names: Sequence[str]) -> str:
    parts = []
    for data in moves:
        seat = data.get("seat")
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        what = choice_text(game_name, data, names)
        parts.append(Review.tr("{0} {1}").format(who, what) if who else what)
    return Review.tr(", ", "list separator").join(parts)


def summary_text(review: HandReview, match_lost: tuple[float, float, int] | None) -> str:
    """Points lost to mistakes in the hand (and in the match's reviewed hands)."""
    hand = Review.tr("Points lost to mistakes in this hand: {0}.").format(
        cost_text(review.points_lost, review.points_lost_stderr))
    if match_lost is None:
        return hand
    total, err, hands = match_lost
    return hand + " " + Review.tr(
        "In the match: {0} over %n reviewed hand(s).", "", hands).format(
        cost_text(total, err))


def marked(grade: str) -> str:
    """A grade with its mark ("blunder ??")."""
    mark = MARKS.get(grade, "")
    return f"{grade_name(grade)} {mark}".strip()


__all__ = ["MARKS", "Review", "choice_text", "cost_text", "grade_name", "line_sentence",
           "marked", "number", "option_line", "percent", "summary_text"]
