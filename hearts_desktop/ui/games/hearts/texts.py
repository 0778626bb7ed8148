"""Hearts' words on the table: the pass direction, the moon announcement, the kitty and
time-out notices, and the status corner's heart. All through ``QCoreApplication.translate``
(context ""); call these again after a language change, never cache their results."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ...table.items import ALERT_RED


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


def pass_direction_text(direction: str) -> str:
    return {
        "left": _tr("Pass left"),
        "right": _tr("Pass right"),
        "across": _tr("Pass across"),
        "hold": _tr("No passing"),
        "split": _tr("Pass one each"),
        "custom": _tr("Pass"),
        "dealer_choice": _tr("Dealer's choice"),
    }.get(direction, _tr("Pass"))


def moon_texts(name: str, sun: bool, you: bool = False) -> tuple[str, str]:
    """The announcement's title and subtitle when ``name`` shoots the moon (or the sun);
    ``you``: the seat is the player's own (every ``you`` below: said to the player)."""
    if sun:
        title = _tr("You shot the sun!") if you else _tr("{0} shot the sun!").format(name)
        return title, _tr("Every trick of the hand")
    title = _tr("You shot the moon!") if you else _tr("{0} shot the moon!").format(name)
    return title, _tr("Every heart and the Queen of Spades")


def queen_texts(name: str, you: bool = False) -> tuple[str, str]:
    return (_tr("The Queen of Spades!"),
            _tr("played by you") if you else _tr("played by {0}").format(name))


def pass_scheme_texts(name: str, scheme: tuple[tuple[int, int], ...],
                      you: bool = False) -> tuple[str, str]:
    plan = _tr(", ", "list separator").join(
        _tr("%n cards to seat +{0}", "", n).format(o) for o, n in scheme)
    title = _tr("You choose the pass") if you else _tr("{0} chooses the pass").format(name)
    return title, plan or _tr("No passing")


def kitty_texts(name: str, you: bool = False) -> tuple[str, str]:
    return (_tr("You take the kitty") if you else _tr("{0} takes the kitty").format(name)), ""


def face_up_texts(name: str, you: bool = False) -> tuple[str, str]:
    return (_tr("You take the face-up cards") if you
            else _tr("{0} takes the face-up cards").format(name)), ""


def timed_out_texts(name: str, you: bool = False) -> tuple[str, str]:
    return (_tr("Time is up for you") if you else _tr("Time is up for {0}").format(name)), ""


def substituted_texts(name: str, you: bool = False) -> tuple[str, str]:
    return (_tr("A computer player takes your seat") if you
            else _tr("A computer player takes {0}'s seat").format(name)), ""


def hearts_broken_text(broken: bool) -> str:
    return _tr("Hearts broken") if broken else _tr("Hearts not broken")


def trick_text(number: int) -> str:
    return _tr("Trick {0}").format(number)


def hand_over_text() -> str:
    """The status corner between a deal's scoring and the next deal."""
    return _tr("Hand over")


def match_over_text() -> str:
    """The status corner once the match is over."""
    return _tr("Game over")


def plate_detail(ready: bool | None, points: str) -> str:
    """A plate's second line: "Ready" / "Choosing cards…" while passing (``ready`` not
    None), else this hand's points."""
    if ready is not None:
        return _tr("Ready") if ready else _tr("Choosing cards…")
    return _tr("This hand: {0}").format(points)


def heart_path(cx: float, cy: float, size: float) -> QPainterPath:
    """A heart shape centred at (cx, cy), ``size`` wide."""
    s = size / 2
    path = QPainterPath(QPointF(cx, cy + s * 0.9))
    path.cubicTo(cx - s * 1.3, cy + s * 0.05, cx - s * 0.9, cy - s * 1.05, cx, cy - s * 0.45)
    path.cubicTo(cx + s * 0.9, cy - s * 1.05, cx + s * 1.3, cy + s * 0.05, cx, cy + s * 0.9)
    return path


def paint_heart(painter: QPainter, cx: float, cy: float, icon: float, broken: bool) -> None:
    """The status corner's heart: dim until hearts are broken, then red with a crack."""
    path = heart_path(cx, cy, icon)
    if broken:
        painter.setBrush(ALERT_RED)
        painter.setPen(QPen(QColor(255, 200, 200), 1.2))
    else:
        painter.setBrush(QColor(255, 255, 255, 25))
        painter.setPen(QPen(QColor(220, 235, 225, 120), 1.2))
    painter.drawPath(path)
    if broken:  # a crack through the heart
        painter.setPen(QPen(QColor(255, 240, 240), max(1.2, icon * 0.07)))
        crack = QPainterPath(QPointF(cx - icon * 0.02, cy - icon * 0.2))
        crack.lineTo(cx + icon * 0.1, cy)
        crack.lineTo(cx - icon * 0.08, cy + icon * 0.15)
        crack.lineTo(cx + icon * 0.03, cy + icon * 0.35)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(crack)


__all__ = [
    "face_up_texts",
    "heart_path",
    "hearts_broken_text",
    "kitty_texts",
    "moon_texts",
    "paint_heart",
    "pass_direction_text",
    "pass_scheme_texts",
    "plate_detail",
    "queen_texts",
    "substituted_texts",
    "timed_out_texts",
    "trick_text",
]
