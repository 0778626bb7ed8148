"""The window's checkable Sound action (menu and shortcut), kept in step with the settings."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtGui import QAction


class _SoundSetting(Protocol):
    sound_enabled: bool

    @property
    def setting_changed(self) -> SignalInstance: ...

    def sync(self) -> None: ...


class _Binding(QObject):
    """Lives as the action's child, so its connections end with the action."""

    def __init__(self, action: QAction, settings: _SoundSetting) -> None:
        super().__init__(action)
        self._action, self._settings = action, settings
        action.toggled.connect(self._on_action_toggled)
        settings.setting_changed.connect(self._on_settings_setting_changed)

    def _on_action_toggled(self, checked: bool) -> None:
        if bool(self._settings.sound_enabled) != checked:
            self._settings.sound_enabled = checked
            self._settings.sync()

    def _on_settings_setting_changed(self, key: str) -> None:
        if key == "sound_enabled":
            self._action.setChecked(bool(self._settings.sound_enabled))


def bind_sound_action(action: QAction, settings: _SoundSetting) -> None:
    """Make ``action`` a checkbox for ``settings.sound_enabled``: toggling it writes the
    setting (stored at once), and a change made elsewhere (the Options dialog) updates its
    check mark."""
    action.setCheckable(True)
    action.setChecked(bool(settings.sound_enabled))
    _Binding(action, settings)


__all__ = ["bind_sound_action"]
