"""The Options dialog: animation speed, card back and deck, language, sound, score sheet,
whether laid-out melds wait for a click, and seeing (four colours, high contrast, card size,
playable cards marked: ``options_sight``).

It reads from and writes through :class:`~hearts_desktop.ui.settings.Settings` only, on
OK; Cancel changes nothing. A card deck folder is checked before it is accepted (a
readable folder with an ``index.desktop`` and an SVG), and a bad one is refused with a
message saying what is wrong.
"""

from __future__ import annotations

import configparser
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..settings import CARD_BACKS, DRESS_CHOICES, LANGUAGES, SPEEDS, Settings
from .new_game import ValueCombo
from .options_sight import SeeingGroup

PREVIEW_SIZE = QSize(60, 84)


def backs_dir() -> Path:
    """Where the card backs are (``assets/cards/backs``)."""
    try:
        from ..table.card_pixmaps import BACKS_DIR
    except ImportError:  # pragma: no cover - the table package ships with the program
        return Path(__file__).resolve().parents[3] / "assets" / "cards" / "backs"
    return Path(BACKS_DIR)


def available_backs(folder: Path | None = None) -> tuple[str, ...]:
    """The shipped backs first (in ``CARD_BACKS`` order), then any other ``*.svg``."""
    folder = folder or backs_dir()
    found = sorted(p.stem for p in folder.glob("*.svg")) if folder.is_dir() else []
    return tuple(b for b in CARD_BACKS if b in found) + tuple(
        b for b in found if b not in CARD_BACKS
    )


def render_svg(path: Path, element: str | None, size: QSize = PREVIEW_SIZE,
               ratio: float = 1.0) -> QPixmap:
    """Element ``element`` of the SVG file ``path`` (the whole picture when the element
    is ``None`` or missing) drawn into a pixmap; transparent if the file is unusable."""
    image = QImage(int(size.width() * ratio), int(size.height() * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    renderer = QSvgRenderer(str(path))
    if renderer.isValid():
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        target = QRectF(0, 0, image.width(), image.height())
        if element is not None and renderer.elementExists(element):
            renderer.render(painter, element, target)
        else:
            renderer.render(painter, target)
        painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def render_back(name: str, size: QSize = PREVIEW_SIZE, ratio: float = 1.0,
                folder: Path | None = None) -> QPixmap:
    """A preview of back ``name``; an empty (transparent) pixmap if it cannot be drawn."""
    return render_svg((folder or backs_dir()) / f"{name}.svg", "back", size, ratio)


def _tr(text: str, /, **values: object) -> str:
    """Translate ``text`` and fill its ``{name}`` placeholders (falling back to the English
    text if a translation broke them)."""
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    translated = QCoreApplication.translate("", text)
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):
        return text.format(**values)


def validate_deck_folder(path: str | Path) -> str | None:
    """Why ``path`` cannot be used as a card deck (a translated message), or ``None``.

    A KDE card deck is a readable folder with an ``index.desktop`` naming (``SVG=``) an
    SVG file in the folder; without ``SVG=`` any ``*.svg``/``*.svgz`` there will do."""
    text = str(path).strip()
    if not text:
        return _tr("Choose a card deck folder.")
    folder = Path(text).expanduser()
    if not folder.exists():
        return _tr("The folder {folder} does not exist.", folder=folder)
    if not folder.is_dir():
        return _tr("{folder} is a file, not a folder.", folder=folder)
    if not os.access(folder, os.R_OK | os.X_OK):
        return _tr("The folder {folder} cannot be read.", folder=folder)
    index = folder / "index.desktop"
    if not index.is_file():
        return _tr("{folder} is not a card deck: it has no index.desktop file.",
                   folder=folder)
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read_string(index.read_text(encoding="utf-8", errors="replace"))
    except (OSError, configparser.Error):
        return _tr("The index.desktop file in {folder} cannot be read.", folder=folder)
    svg_name = ""
    for group in ("KDE Backdeck", "KDE Cards"):
        if parser.has_section(group):
            svg_name = parser[group].get("SVG", "").strip()
            break
    if svg_name:
        svg = folder / svg_name
        if not svg.is_file() or not os.access(svg, os.R_OK):
            return _tr("The card deck names the picture file {file}, which is missing or "
                       "cannot be read.", file=svg_name)
    elif not any(folder.glob("*.svg")) and not any(folder.glob("*.svgz")):
        return _tr("{folder} holds no SVG card picture.", folder=folder)
    try:
        from ..table.card_pixmaps import CardThemeError, load_theme
    except ImportError:  # pragma: no cover - the table package ships with the program
        return None
    try:
        load_theme(folder)
    except CardThemeError as exc:
        return str(exc)
    return None


class OptionsDialog(QDialog):
    """Game > Options. Writes through ``Settings`` when OK is pressed."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("options_dialog")
        self._settings = settings
        self._backs = available_backs()
        self._build_ui()
        self.load_settings()
        self.retranslate_ui()
        hint = self.sizeHint()
        self.resize(max(hint.width(), 580), hint.height())

    # ------------------------------------------------------------------ construction
    def _build_ui(self) -> None:
        # made in the order of the form: the order of Tab is the order of reading
        self.player_name_edit = QLineEdit(self)
        self.player_name_edit.setObjectName("player_name_edit")
        self.player_name_edit.setMaxLength(40)
        self.speed_combo: ValueCombo[str] = ValueCombo(SPEEDS, self._speed_label, self)
        self.speed_combo.setObjectName("speed_combo")
        self.language_combo: ValueCombo[str] = ValueCombo(LANGUAGES, self._language_label, self)
        self.language_combo.setObjectName("language_combo")
        self.score_sheet_check = QCheckBox(self)
        self.score_sheet_check.setObjectName("score_sheet_check")
        self.hold_melds_check = QCheckBox(self)
        self.hold_melds_check.setObjectName("hold_melds_check")
        self.review_check = QCheckBox(self)
        self.review_check.setObjectName("review_every_hand_check")

        self._game_box = QGroupBox(self)
        self._game_labels = [QLabel(self._game_box) for _ in range(3)]
        game_form = QFormLayout(self._game_box)
        game_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        game_form.addRow(self._game_labels[0], self.player_name_edit)
        game_form.addRow(self._game_labels[1], self.speed_combo)
        game_form.addRow(self._game_labels[2], self.language_combo)
        game_form.addRow(self.score_sheet_check)
        game_form.addRow(self.hold_melds_check)
        game_form.addRow(self.review_check)

        self._cards_box = QGroupBox(self)
        self._back_label = QLabel(self._cards_box)
        self.back_list = QListWidget(self._cards_box)
        self.back_list.setObjectName("back_list")
        self.back_list.setViewMode(QListView.ViewMode.IconMode)
        self.back_list.setFlow(QListView.Flow.LeftToRight)
        self.back_list.setWrapping(False)
        self.back_list.setMovement(QListView.Movement.Static)
        self.back_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.back_list.setIconSize(PREVIEW_SIZE)
        self.back_list.setSpacing(4)
        self.back_list.setWordWrap(True)
        self.back_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.back_list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        ratio = self.devicePixelRatioF()
        for name in self._backs:
            item = QListWidgetItem(QIcon(render_back(name, PREVIEW_SIZE, ratio)), "")
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            self.back_list.addItem(item)

        self._deck_label = QLabel(self._cards_box)
        self.deck_builtin_radio = QRadioButton(self._cards_box)
        self.deck_builtin_radio.setObjectName("deck_builtin_radio")
        self.deck_folder_radio = QRadioButton(self._cards_box)
        self.deck_folder_radio.setObjectName("deck_folder_radio")
        group = QButtonGroup(self)
        group.addButton(self.deck_builtin_radio)
        group.addButton(self.deck_folder_radio)
        self.deck_edit = QLineEdit(self._cards_box)
        self.deck_edit.setObjectName("deck_edit")
        self.deck_edit.setClearButtonEnabled(True)
        self.deck_browse_button = QPushButton(self._cards_box)
        self.deck_message = QLabel(self._cards_box)
        self.deck_message.setObjectName("deck_message")
        self.deck_message.setWordWrap(True)
        self.deck_message.setStyleSheet("color: #b00020;")
        self.deck_message.setVisible(False)
        self.deck_folder_radio.toggled.connect(self._on_deck_folder_radio_toggled)
        self.deck_edit.textEdited.connect(self._on_deck_edit_text_edited)
        self.deck_browse_button.clicked.connect(self._on_deck_browse_button_clicked)

        folder_row = QHBoxLayout()
        indent = self.style().pixelMetric(self.style().PixelMetric.PM_ExclusiveIndicatorWidth)
        folder_row.addSpacing(indent + 6)
        folder_row.addWidget(self.deck_edit, 1)
        folder_row.addWidget(self.deck_browse_button)
        message_row = QHBoxLayout()
        message_row.addSpacing(indent + 6)
        message_row.addWidget(self.deck_message, 1)
        cards_layout = QVBoxLayout(self._cards_box)
        cards_layout.addWidget(self._back_label)
        cards_layout.addWidget(self.back_list)
        cards_layout.addWidget(self._deck_label)
        cards_layout.addWidget(self.deck_builtin_radio)
        cards_layout.addWidget(self.deck_folder_radio)
        cards_layout.addLayout(folder_row)
        cards_layout.addLayout(message_row)
        self._dress_label = QLabel(self._cards_box)
        self.ombre_dress_combo: ValueCombo[str] = ValueCombo(DRESS_CHOICES, self._dress_text,
                                                             self._cards_box)
        self.ombre_dress_combo.setObjectName("ombre_dress_combo")
        dress_row = QHBoxLayout()
        dress_row.addWidget(self._dress_label)
        dress_row.addWidget(self.ombre_dress_combo, 1)
        cards_layout.addLayout(dress_row)

        self._sound_box = QGroupBox(self)
        self.sound_check = QCheckBox(self._sound_box)
        self.sound_check.setObjectName("sound_check")
        self.volume_slider = QSlider(Qt.Orientation.Horizontal, self._sound_box)
        self.volume_slider.setObjectName("volume_slider")
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setPageStep(10)
        self.volume_value = QLabel(self._sound_box)
        self.volume_value.setMinimumWidth(self.fontMetrics().horizontalAdvance("100 %") + 4)
        self._volume_label = QLabel(self._sound_box)
        self.volume_slider.valueChanged.connect(self._on_volume_slider_value_changed)
        self.sound_check.toggled.connect(self._on_sound_check_toggled)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self._volume_label)
        volume_row.addWidget(self.volume_slider, 1)
        volume_row.addWidget(self.volume_value)
        sound_layout = QVBoxLayout(self._sound_box)
        sound_layout.addWidget(self.sound_check)
        sound_layout.addLayout(volume_row)

        self.seeing = SeeingGroup(self)
        """Four colours, high contrast, card size, playable cards marked."""

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self._game_box)
        layout.addWidget(self._cards_box)
        sound_and_seeing = QHBoxLayout()
        sound_and_seeing.addWidget(self._sound_box, 1)
        sound_and_seeing.addWidget(self.seeing, 1)
        layout.addLayout(sound_and_seeing)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

    def _dress_text(self, dress: str) -> str:
        """How Ombre's 40 cards are drawn."""
        if dress == "french":
            return self.tr("French suits (as played in Denmark)")
        return self.tr("Spanish suits (oros, copas, espadas, bastos)")

    def _fit_back_list(self) -> None:
        """One row of previews, each cell wide enough for its title (at most two lines)."""
        metrics = self.back_list.fontMetrics()
        widest = max((metrics.horizontalAdvance(self.back_list.item(i).text())
                      for i in range(self.back_list.count())), default=0)
        cell_w = max(PREVIEW_SIZE.width() + 24, min(widest + 12, 150))
        cell_h = PREVIEW_SIZE.height() + 2 * metrics.lineSpacing() + 14
        self.back_list.setGridSize(QSize(cell_w, cell_h))
        frame = 2 * self.back_list.frameWidth()
        self.back_list.setFixedHeight(cell_h + frame + 8)
        self.back_list.setMinimumWidth(self.back_list.count() * cell_w + frame + 8)

    # ------------------------------------------------------------------ settings
    def load_settings(self) -> None:
        """Show the current settings."""
        s = self._settings
        self.speed_combo.set_value(s.speed)
        self.language_combo.set_value(s.language)
        self.player_name_edit.setText(s.player_name)
        self.score_sheet_check.setChecked(s.show_score_sheet_after_hand)
        self.hold_melds_check.setChecked(s.hold_melds)
        self.review_check.setChecked(s.review_every_hand)
        self.select_back(s.card_back)
        self.ombre_dress_combo.set_value(s.ombre_dress)
        deck = s.deck_path
        self.deck_edit.setText(deck)
        self.deck_folder_radio.setChecked(bool(deck))
        self.deck_builtin_radio.setChecked(not deck)
        self._on_deck_folder_radio_toggled(bool(deck))
        self.sound_check.setChecked(s.sound_enabled)
        self.volume_slider.setValue(s.volume)
        self._on_volume_slider_value_changed(s.volume)
        self._on_sound_check_toggled(s.sound_enabled)
        self.seeing.load(s)

    def select_back(self, name: str) -> None:
        for i in range(self.back_list.count()):
            item = self.back_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == name:
                self.back_list.setCurrentItem(item)
                return
        if self.back_list.count():
            self.back_list.setCurrentRow(0)

    def selected_back(self) -> str:
        item = self.back_list.currentItem()
        if item is None:
            return str(self._settings.card_back)
        return str(item.data(Qt.ItemDataRole.UserRole))

    def deck_error(self) -> str | None:
        """Why the chosen deck folder cannot be used, or ``None`` (also for the built-in
        deck)."""
        if not self.deck_folder_radio.isChecked():
            return None
        return validate_deck_folder(self.deck_edit.text())

    def apply_settings(self) -> bool:
        """Write the dialog's choices to the settings; ``False`` (and a message shown)
        when the deck folder is not usable, in which case nothing is written."""
        error = self.deck_error()
        self.deck_message.setText(error or "")
        self.deck_message.setVisible(error is not None)
        if error is not None:
            self.deck_edit.setFocus()
            return False
        s = self._settings
        s.speed = self.speed_combo.value()
        s.language = self.language_combo.value()
        s.player_name = " ".join(self.player_name_edit.text().split())
        s.show_score_sheet_after_hand = self.score_sheet_check.isChecked()
        s.hold_melds = self.hold_melds_check.isChecked()
        s.review_every_hand = self.review_check.isChecked()
        s.card_back = self.selected_back()
        s.ombre_dress = self.ombre_dress_combo.value()
        s.deck_path = (str(Path(self.deck_edit.text().strip()).expanduser())
                       if self.deck_folder_radio.isChecked() else "")
        s.sound_enabled = self.sound_check.isChecked()
        s.volume = self.volume_slider.value()
        self.seeing.apply(s)
        s.sync()
        return True

    def accept(self) -> None:
        if self.apply_settings():
            super().accept()

    # ------------------------------------------------------------------ reactions
    def _on_deck_folder_radio_toggled(self, checked: bool) -> None:
        self.deck_edit.setEnabled(checked)
        self.deck_browse_button.setEnabled(checked)
        if not checked:
            self.deck_message.setVisible(False)

    def _on_deck_edit_text_edited(self, _text: str) -> None:
        self.deck_message.setVisible(False)

    def _on_deck_browse_button_clicked(self) -> None:
        start = self.deck_edit.text().strip() or str(Path.home())
        folder = QFileDialog.getExistingDirectory(self, self.tr("Choose a card deck folder"),
                                                  start)
        if folder:
            self.deck_edit.setText(folder)
            error = validate_deck_folder(folder)
            self.deck_message.setText(error or "")
            self.deck_message.setVisible(error is not None)

    def _on_volume_slider_value_changed(self, value: int) -> None:
        self.volume_value.setText(self.tr("%1 %", "volume percent").replace("%1", str(value)))

    def _on_sound_check_toggled(self, checked: bool) -> None:
        self.volume_slider.setEnabled(checked)
        self.volume_value.setEnabled(checked)
        self._volume_label.setEnabled(checked)

    # ------------------------------------------------------------------ texts
    def _speed_label(self, speed: str) -> str:
        return {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant (no animation)"),
        }.get(speed, speed)

    def _language_label(self, language: str) -> str:
        # Language names are written in their own language, so a player who cannot read
        # the current one still finds theirs.
        return {
            "system": self.tr("System default"),
            "en": "English",
            "ko": "한국어",
            "ja": "日本語",
            "de": "Deutsch",
        }.get(language, language)

    def _back_title(self, name: str) -> str:
        return {
            "classic-red": self.tr("Classic red"),
            "classic-blue": self.tr("Classic blue"),
            "green-heart": self.tr("Green heart"),
            "art-deco": self.tr("Art deco"),
            "guilloche": self.tr("Guilloché"),
        }.get(name, name.replace("-", " ").replace("_", " ").capitalize())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Options"))
        self._game_box.setTitle(self.tr("Game"))
        self._game_labels[0].setText(self.tr("Your name:"))
        self._game_labels[1].setText(self.tr("Animation speed:"))
        self._game_labels[2].setText(self.tr("Language:"))
        self.player_name_edit.setPlaceholderText(self.tr("You"))
        self.score_sheet_check.setText(self.tr("Show the score sheet after each hand"))
        self.hold_melds_check.setText(self.tr(
            "Keep the melds on the table until I click or press Space"))
        self.hold_melds_check.setToolTip(self.tr(
            "Off: the melds go back to the hands after a few seconds."))
        self.review_check.setText(self.tr("Review each of my hands in the background"))
        self.review_check.setToolTip(self.tr(
            "The coach looks at every hand you play as it ends, so “Review this hand” "
            "shows it at once."))
        self.speed_combo.retranslate()
        self.language_combo.retranslate()
        self._cards_box.setTitle(self.tr("Cards"))
        self._back_label.setText(self.tr("Card back:"))
        for i in range(self.back_list.count()):
            item = self.back_list.item(i)
            item.setText(self._back_title(str(item.data(Qt.ItemDataRole.UserRole))))
        self._fit_back_list()
        self._deck_label.setText(self.tr("Card faces:"))
        self.deck_builtin_radio.setText(self.tr("Built-in deck (Hearts Classic)"))
        self.deck_folder_radio.setText(self.tr("KDE card deck folder:"))
        self.deck_edit.setPlaceholderText(self.tr("A folder with index.desktop and an SVG"))
        self.deck_browse_button.setText(self.tr("Browse…"))
        self._dress_label.setText(self.tr("Ombre's cards:"))
        self.ombre_dress_combo.retranslate()
        self._sound_box.setTitle(self.tr("Sound"))
        self.sound_check.setText(self.tr("Play sounds"))
        self._volume_label.setText(self.tr("Volume:"))
        self._on_volume_slider_value_changed(self.volume_slider.value())
        self.seeing.retranslate_ui()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        if self.deck_message.isVisible():
            self.deck_message.setText(self.deck_error() or "")


__all__ = ["OptionsDialog", "available_backs", "render_back", "render_svg",
           "validate_deck_folder"]
