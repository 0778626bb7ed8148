"""Start the program: the ``QApplication``, the settings, the main window, the first game.

``python -m hearts_desktop`` (see ``__main__``) parses the command line and calls :func:`run`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from .games.hearts import Rules

APP_NAME = "Hearts Desktop"


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The process's ``QApplication`` (created once)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName("hearts-desktop")
    app.setApplicationDisplayName(APP_NAME)
    from .desktop_identity import apply_desktop_identity

    apply_desktop_identity(app)  # desktop entry id and window icon
    return app


def run(*, autoplay: bool = False, rules: Rules | None = None, seed: int | None = None,
        speed: str | None = None, quit_after_hands: int | None = None,
        screenshot: str | Path | None = None, size: tuple[int, int] | None = None,
        data_dir: str | Path | None = None) -> int:
    """Open the window and play. With ``screenshot`` or ``quit_after_hands`` the program
    ends by itself: after that many hands, at the end of the match, or (without autoplay)
    once the first deal is on the table."""
    app = create_application()
    if screenshot is None and quit_after_hands is None:  # scripted runs skip this
        # starting again while the game is open shows the open game (single_instance.py)
        from .single_instance import SingleInstance

        status = SingleInstance(data_dir, app).start()
        if status is not None:
            return status
    from .i18n import apply_language
    from .i18n.fonts import install_cjk_fallback
    from .ui.settings import peek_language

    install_cjk_fallback(app)  # only when no installed font shows Korean and Japanese
    apply_language(peek_language(data_dir))  # a refused start speaks the player's language
    # one program per data folder: a second one must not write the saved games
    from .ui.persistence import acquire_data_lock

    data_lock = acquire_data_lock(data_dir, scripted=screenshot is not None
                                  or quit_after_hands is not None)
    if data_lock is None:
        return 1
    from .ui.main_window import MainWindow
    from .ui.settings import Settings

    settings = Settings.in_directory(data_dir, app) if data_dir else Settings(parent=app)
    apply_language(settings.language)  # (the same, unless the file was damaged)
    window = MainWindow(settings, autoplay=autoplay, speed=speed, data_dir=data_lock.path.parent)
    scripted = screenshot is not None or quit_after_hands is not None
    if size is not None:
        window.resize(*size)
    elif not scripted:
        window.restore_geometry()
    window.show()
    # the engine, the CPU players and the deal come after the first paint of the table
    window.start_game(None, seed, after_first_paint=True, rules=rules)

    done = False

    def finish() -> None:
        nonlocal done
        if done:
            return
        done = True
        window.animator.finish()
        if screenshot is not None:
            QApplication.processEvents()
            if not window.save_screenshot(screenshot):
                print(f"hearts-desktop: cannot write {screenshot}", file=sys.stderr)
        window.close()
        app.quit()

    if quit_after_hands is not None:
        def on_hand(_deal: int) -> None:
            if window.hands_shown >= quit_after_hands:
                QTimer.singleShot(0, window, finish)

        window.hand_shown.connect(on_hand)
    if scripted:
        window.animator.match_over.connect(lambda _ev: QTimer.singleShot(0, window, finish))
        if not autoplay and quit_after_hands is None:
            window.controller.human_turn_started.connect(
                lambda _view: QTimer.singleShot(0, window, finish))
    # SIGTERM, SIGHUP, Ctrl+C and logging out end the program as closing the window does
    from .session_end import SessionEnd

    def commit() -> None:  # the session is ending; the program may still be asked to go on
        window.persistence.flush()
        settings.qsettings.sync()

    def last_words() -> None:  # quitting, whatever asked: the saved games are shut down
        window.persistence.shutdown()

    ending = SessionEnd(app, commit=commit, last_words=last_words)
    ending.install()
    try:
        return int(app.exec())
    finally:
        ending.uninstall()
        data_lock.release()
