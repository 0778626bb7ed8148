"""The two decisions the engine may ask of the human besides passing and playing: how to
score a moon (phase ``MOON_CHOICE``) and, as dealer under dealer's choice, how everyone
passes (phase ``CHOOSING_PASS``). Both list exactly the options the engine offers in
``SeatView.legal`` and hand the chosen action back; the window sends it to the controller.
(At a table of more than 4, ``legal`` lists the dealer's usual schemes: every mix of left,
right and across and every pass to one seat, often dozens, so they scroll.)

They open window-modal and non-blocking (``open()``), so tests can drive them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

PassScheme = tuple[tuple[int, int], ...]
SCROLL_FROM = 12
"""More options than this are shown in a scrolling list."""


class _ChoiceDialog(QDialog):
    """A question and one radio button per option; OK answers, closing picks the first."""

    chosen = Signal(object)
    """The chosen option: a moon option (str) or a pass scheme."""

    def __init__(self, count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.question = QLabel(self)
        self.question.setWordWrap(True)
        self.group = QButtonGroup(self)
        self.buttons_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.buttons_box.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.question)
        self.radios: list[QRadioButton] = []
        # Many options (dealer's choice at a big table lists dozens of schemes) scroll
        # instead of making the dialog taller than the screen.
        box = QWidget(self) if count > SCROLL_FROM else self
        options = QVBoxLayout(box) if box is not self else layout
        for i in range(count):
            radio = QRadioButton(box)
            radio.setObjectName(f"option_{i}")
            self.group.addButton(radio, i)
            options.addWidget(radio)
            self.radios.append(radio)
        if box is not self:
            scroll = QScrollArea(self)
            scroll.setWidgetResizable(True)
            scroll.setWidget(box)
            layout.addWidget(scroll)
        if self.radios:
            self.radios[0].setChecked(True)
        layout.addWidget(self.buttons_box)
        self._answered = False

    def select(self, index: int) -> None:
        self.radios[index].setChecked(True)

    def selected_index(self) -> int:
        return max(0, self.group.checkedId())

    def action(self, index: int) -> object:  # pragma: no cover - overridden
        raise NotImplementedError

    def done(self, result: int) -> None:
        # Rejecting (Escape, the close button) still answers: the engine needs a choice.
        if not self._answered and self.radios:
            self._answered = True
            self.chosen.emit(self.action(self.selected_index()))
        super().done(result)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError


class MoonChoiceDialog(_ChoiceDialog):
    """"You shot the moon!": add the points to everyone else, or take them off your own."""

    def __init__(self, options: Sequence[str], parent: QWidget | None = None) -> None:
        self.options = tuple(options)
        super().__init__(len(self.options), parent)
        self.setObjectName("moon_choice_dialog")
        self.retranslate_ui()

    def option_text(self, option: str) -> str:
        if option == "others":
            return self.tr("Add the points to everyone else")
        if option == "self":
            return self.tr("Subtract the points from my score")
        return option

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("You shot the moon!"))
        self.question.setText(self.tr("You took every penalty card. How should your moon be "
                                      "scored?"))
        for radio, option in zip(self.radios, self.options, strict=True):
            radio.setText(self.option_text(option))
        self.buttons_box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))

    def action(self, index: int) -> object:
        return self.options[index]


class PassChoiceDialog(_ChoiceDialog):
    """Dealer's choice: the dealer picks this deal's passing (from the engine's schemes)."""

    def __init__(self, schemes: Sequence[PassScheme], players: int,
                 parent: QWidget | None = None) -> None:
        self.schemes = tuple(tuple(s) for s in schemes)
        self.players = players
        super().__init__(len(self.schemes), parent)
        self.setObjectName("pass_choice_dialog")
        self.retranslate_ui()

    def scheme_text(self, scheme: PassScheme) -> str:
        if not scheme:
            return self.tr("No passing: keep your cards")
        parts = []
        for offset, count in scheme:
            if offset == 1:
                part = self.tr("%n cards to the left", "", count)
            elif offset == self.players - 1:
                part = self.tr("%n cards to the right", "", count)
            elif 2 * offset == self.players:
                part = self.tr("%n cards across", "", count)
            else:
                part = self.tr("%n cards to the player {0} seats to the left", "",
                               count).format(offset)
            parts.append(part)
        return self.tr("Pass {0}").format(self.tr(", ", "list separator").join(parts))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Dealer's choice"))
        self.question.setText(self.tr("You are the dealer. How will everyone pass this deal?"))
        for radio, scheme in zip(self.radios, self.schemes, strict=True):
            radio.setText(self.scheme_text(scheme))
        self.buttons_box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))

    def action(self, index: int) -> object:
        return self.schemes[index]


__all__ = ["MoonChoiceDialog", "PassChoiceDialog"]
