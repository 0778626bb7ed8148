"""Hearts Desktop: a desktop Hearts card game built with PySide6 (Qt 6).

The package holds the rules engine (``hearts_desktop.games.hearts``), which is pure
Python and independent of Qt, and the Qt user interface built on top of it.
Run it with ``python -m hearts_desktop``; ``--autoplay`` plays a seeded,
CPU-only match in the terminal.
"""

__version__ = "0.1.0"

# The games' names and deal-code letters (no game loads here: each is imported when first
# asked for), so ``hearts_desktop.core.parse_deal_code`` and ``get_game`` know them.
from . import games as _games  # noqa: F401
