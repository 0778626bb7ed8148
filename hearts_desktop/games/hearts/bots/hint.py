"""The hint: what the Hard (or Expert) player would do in this seat, and why (a reason
code).

The search bots live in ``hard.py`` (``HardBot.choose_with_reason``, ``ExpertBot``); they
are imported lazily, so this package works without them, and a clear
``BotUnavailableError`` says why a hint cannot be given.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from .. import Action, SeatView


class BotUnavailableError(ImportError):
    """The requested bot is not available (the Hard bot's module is missing)."""


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str
    """A reason code such as "dump_queen", "duck_under", "block_moon" (``base.Reason``)."""


SEARCH_LEVELS = ("hard", "expert")
"""The levels played by the search bots of ``hard.py``."""


def load_hard_bot(level: str = "hard") -> Any:
    """The search bot class of ``level`` (``HardBot`` for "hard", ``ExpertBot`` for
    "expert"), or ``BotUnavailableError``."""
    if level not in SEARCH_LEVELS:
        raise ValueError(f"level must be one of {', '.join(SEARCH_LEVELS)}, not {level!r}")
    try:
        module = importlib.import_module(f"{__package__}.hard")
    except ImportError as exc:
        raise BotUnavailableError(
            f"the Hard bot is not available ({__package__}.hard could not be imported: "
            f"{exc})") from exc
    try:
        return module.LEVEL_BOTS[level]
    except (AttributeError, KeyError):
        raise BotUnavailableError(
            f"hearts_desktop.games.hearts.bots.hard has no {level} bot") from None


def hint(view: SeatView, *, seed: int = 0, level: str = "hard", **options: Any) -> Hint:
    """The choice of the search bot of ``level`` ("hard" or "expert") for ``view``, with a
    short reason code. ``options`` go to the bot (e.g. ``budget_ms``)."""
    bot = load_hard_bot(level)(seed, **options)
    action, reason = bot.choose_with_reason(view)
    return Hint(action, str(reason))
