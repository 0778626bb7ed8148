"""``hearts_desktop.engine``: the Hearts rules engine under the name outside tools use.

The engine lives in ``hearts_desktop.games.hearts`` (one folder per game, on the shared
``hearts_desktop.core``). This package keeps the public API of docs/api.md's "Engine API"
section working unchanged::

    from hearts_desktop.engine import (Card, Rules, PassCards, PlayCard, new_match,
                                       start_hand, legal_actions, apply, replay, seat_view)

Its submodules (``hearts_desktop.engine.fast``, ``.cards``, ``.rules`` ...) are the Hearts
modules themselves, so ``import hearts_desktop.engine.fast`` keeps working too.
"""

import sys as _sys

from ..games import hearts as _hearts
from ..games.hearts import *  # noqa: F403
from ..games.hearts import __all__ as __all__
from ..games.hearts import (
    actions as _actions,
)
from ..games.hearts import (
    cards as _cards,
)
from ..games.hearts import (
    errors as _errors,
)
from ..games.hearts import (
    events as _events,
)
from ..games.hearts import (
    fast as _fast,
)
from ..games.hearts import (
    game as _game,
)
from ..games.hearts import (
    record as _record,
)
from ..games.hearts import (
    rng as _rng,
)
from ..games.hearts import (
    rules as _rules,
)
from ..games.hearts import (
    scoring as _scoring,
)
from ..games.hearts import (
    state as _state,
)
from ..games.hearts import (
    view as _view,
)

for _module in (_actions, _cards, _errors, _events, _fast, _game, _record, _rng, _rules,
                _scoring, _state, _view):
    _sys.modules[f"{__name__}.{_module.__name__.rsplit('.', 1)[1]}"] = _module
del _module, _hearts
