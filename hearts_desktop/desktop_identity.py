"""How the desktop knows the program: its application id and its window icon.

The id names the installed desktop entry (``packaging/linux/<APP_ID>.desktop``) and the
AppStream component, so Wayland and X11 docks group the window under the installed icon. The
window icon is the project's own (drawn by ``tools/make_icons.py``), shipped in
``assets/icons/``; it is found relative to the package, which also works in the PyInstaller
bundle (``_internal/assets``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication, QIcon

APP_ID = "io.github.heartsdesktop.HeartsDesktop"
ICON_FILE = Path(__file__).resolve().parents[1] / "assets" / "icons" / "hearts-desktop.svg"


def apply_desktop_identity(app: QGuiApplication) -> None:
    """Give ``app`` the desktop file name and the window icon (when the icon file exists)."""
    app.setDesktopFileName(APP_ID)
    if ICON_FILE.is_file():
        app.setWindowIcon(QIcon(str(ICON_FILE)))
