"""The Language menu of the main window.

The menu offers "System default" and each language under its own name (한국어, 日本語,
Deutsch, English), as exclusive checkable actions bound to ``Settings.language``: choosing
one stores it, and any change of the setting (from this menu or the Options dialog)
switches the translators at once (:func:`hearts_desktop.i18n.apply_language`); Qt then
sends ``LanguageChange`` to every window and dialog.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from .. import i18n
from .settings import LANGUAGES, Settings


class LanguageMenu(QMenu):
    """System default, 한국어, 日本語, Deutsch, English: one checked, bound to the setting."""

    ORDER = ("system", "ko", "ja", "de", "en")

    def __init__(self, settings: Settings, parent: QWidget | None = None, *,
                 apply: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("language_menu")
        self._settings = settings
        self._apply = apply
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.actions_by_code: dict[str, QAction] = {}
        for code in self.ORDER:
            if code not in LANGUAGES:
                continue
            act = QAction(self)
            act.setObjectName(f"action_language_{code}")
            act.setCheckable(True)
            act.setData(code)
            if code != "system":
                act.setText(i18n.NATIVE_NAMES[code])
            self.group.addAction(act)
            self.addAction(act)
            self.actions_by_code[code] = act
            if code == "system":
                self.addSeparator()
        self.group.triggered.connect(self._on_group_triggered)
        settings.setting_changed.connect(self._on_settings_setting_changed)
        self._sync_checks()
        self.retranslate_ui()

    def _sync_checks(self) -> None:
        act = self.actions_by_code.get(self._settings.language)
        if act is not None and not act.isChecked():
            act.setChecked(True)

    def _on_group_triggered(self, action: QAction) -> None:
        self._settings.language = str(action.data())

    def _on_settings_setting_changed(self, key: str) -> None:
        if key != "language":
            return
        self._sync_checks()
        if self._apply:
            i18n.apply_language(self._settings.language)

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("&Language"))
        system = self.actions_by_code.get("system")
        if system is not None:
            shown = i18n.NATIVE_NAMES.get(i18n.resolve("system"), "English")
            system.setText(self.tr("System default (%1)").replace("%1", shown))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["LanguageMenu"]
