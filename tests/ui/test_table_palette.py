"""The table's colours: every text on the table against what lies under it, as WCAG 2
computes contrast (high contrast: AAA, 7:1; the classic felt: AA, 4.5:1), and the pieces of
the table really painting in their scene's palette."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from hearts_desktop.ui.table.card_pixmaps import CardPixmaps
from hearts_desktop.ui.table.items import NamePlate, StatusCorner
from hearts_desktop.ui.table.scene import TableScene
from hearts_desktop.ui.table.table_palette import (
    CLASSIC,
    HIGH_CONTRAST,
    PALETTES,
    contrast_ratio,
    lightest_felt,
    luminance,
)


def test_wcag_contrast_of_known_colours() -> None:
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    # WCAG's own example: #777 on white is just under 4.5:1
    assert contrast_ratio((0x77, 0x77, 0x77), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert luminance((255, 0, 0)) == pytest.approx(0.2126)


@pytest.mark.parametrize(("palette", "least"), [(HIGH_CONTRAST, 7.0), (CLASSIC, 4.5)])
def test_every_text_on_the_table_has_the_contrast_of_its_look(palette: object,
                                                              least: float) -> None:
    pairs = palette.text_pairs()  # type: ignore[attr-defined]
    assert len(pairs) >= 20
    low = {where: round(contrast_ratio(fg, bg), 2) for where, (fg, bg) in pairs.items()
           if contrast_ratio(fg, bg) < least}
    assert not low, low


def test_high_contrast_is_black_and_white_with_yellow() -> None:
    assert lightest_felt(HIGH_CONTRAST) == (0, 0, 0)
    assert not HIGH_CONTRAST.grain and HIGH_CONTRAST.opaque_panels
    assert set(PALETTES) == {"classic", "high-contrast"}
    # the cards (white) stand out from the felt as much as anything can
    assert contrast_ratio((255, 255, 255), lightest_felt(HIGH_CONTRAST)) == pytest.approx(21)


def _render(scene: TableScene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    image.fill(QColor(0, 128, 0))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
    painter.end()
    return image


def _colours(image: QImage) -> set[int]:
    return {image.pixel(x, y) & 0xFFFFFF for y in range(image.height())
            for x in range(image.width())}


def test_plates_and_corner_paint_in_the_scenes_palette(qtbot: QtBot) -> None:
    del qtbot
    scene = TableScene(CardPixmaps())
    for item in list(scene.items()):
        item.setVisible(False)
    plate = NamePlate()
    plate.set_box(10, 10, 200, 56)
    plate.set_texts("Anna", "12", "This hand: 3")
    corner = StatusCorner()
    corner.set_box(10, 80, 200, 70)
    corner.set_state(True, "Hearts broken", "Trick 4", None)
    scene.addItem(plate)
    scene.addItem(corner)
    area = QRectF(0, 0, 220, 160)
    classic = _colours(_render(scene, area))
    scene.set_table_palette(HIGH_CONTRAST)
    contrast = _colours(_render(scene, area))
    assert 0x000000 in contrast and 0xFFFFFF in contrast  # black panels, white texts
    assert 0x000000 not in classic
    plate.set_active(True)
    active = _colours(_render(scene, QRectF(14, 14, 190, 48)))
    assert 0xFFE600 in active  # the seat to play: yellow, with black texts
    assert 0x000000 in active
