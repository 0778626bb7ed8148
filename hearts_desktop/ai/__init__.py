"""``hearts_desktop.ai``: the Hearts CPU players under the name outside tools use.

They live in ``hearts_desktop.games.hearts.bots``; this package keeps the API of docs/api.md::

    from hearts_desktop.ai import make_bot, hint
    bot = make_bot("hard", seed=1)
    action = bot.choose(view)

Its submodules (``hearts_desktop.ai.hard``, ``.knowledge`` ...) are the bots' own modules.
"""

import importlib as _importlib
import sys as _sys

from ..games.hearts.bots import *  # noqa: F403
from ..games.hearts.bots import __all__ as __all__

for _name in ("base", "easy", "hard", "hint", "knowledge", "normal", "personalities",
              "random_bot", "rollout"):
    _sys.modules[f"{__name__}.{_name}"] = _importlib.import_module(
        f"..games.hearts.bots.{_name}", __name__)
del _name
