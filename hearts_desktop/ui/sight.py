"""The table for weak eyes and colour blindness, as the settings say (Options > Seeing):

* ``four_colour_deck``: the built-in French deck in four suit colours (assets/cards/
  hearts-four-colour); a KDE deck the player chose is kept as it is, and the Spanish deck
  has four colours and its suits' emblems in the corners already;
* ``high_contrast``: the table's palette (``table.table_palette.HIGH_CONTRAST``);
* ``card_size``: larger cards, as far as the window has room (``scene.set_card_scale``);
* ``mark_playable``: the cards that may be played or chosen outlined and lifted, not only
  the others dimmed (``scene.set_mark_playable``).

:class:`TableSight` applies them to the window's table when it is made and whenever one
changes, so nothing needs a restart.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject

from .settings import Settings

KEYS: frozenset[str] = frozenset({"four_colour_deck", "high_contrast", "card_size",
                                  "mark_playable"})
"""The settings this module follows."""


def chosen_deck(settings: Settings) -> str | None:
    """The card deck folder the table draws its French cards from: the player's KDE deck,
    else the built-in four-colour deck when asked for, else None (the built-in deck)."""
    if settings.deck_path:
        return str(settings.deck_path)
    if settings.four_colour_deck:
        from .table.card_themes import BUILTIN_FOUR_COLOUR

        return str(BUILTIN_FOUR_COLOUR)
    return None


class SightHost(Protocol):
    """What :class:`TableSight` needs of the window."""

    settings: Settings

    @property
    def scene(self) -> Any: ...

    @property
    def animator(self) -> Any: ...

    def apply_table_deck(self, *, force: bool = False) -> None: ...


class TableSight(QObject):
    """Keeps the window's table as the seeing settings say."""

    def __init__(self, host: SightHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        host.settings.setting_changed.connect(self._on_settings_setting_changed)
        self.apply_table()

    def apply_table(self) -> None:
        """The palette, the card size and the marking of playable cards, from the settings
        (the deck follows ``chosen_deck`` when the window loads it)."""
        from .table.table_palette import CLASSIC, HIGH_CONTRAST

        s, scene = self.host.settings, self.host.scene
        scene.set_table_palette(HIGH_CONTRAST if s.high_contrast else CLASSIC)
        scene.set_mark_playable(bool(s.mark_playable))
        scale = s.card_size / 100
        if scale != scene.card_scale:
            self.host.animator.finish()  # moves aimed at the old layout end where they go
            scene.set_card_scale(scale)

    def _on_settings_setting_changed(self, key: str) -> None:
        if key not in KEYS:
            return
        if key == "four_colour_deck":
            self.host.apply_table_deck(force=True)
        else:
            self.apply_table()


__all__ = ["KEYS", "SightHost", "TableSight", "chosen_deck"]
