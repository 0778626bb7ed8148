"""Network play in the main window: the Game menu's two entries (Host a network game, Join a
network game), the dialogs they open, and the match at a network table once it begins.

``NetworkPlay`` keeps one network table at a time: its session (this player's seat), the
hosted server when this program hosts, and the ``RemoteMatch`` that plays the table's match
on the window's controller in remote mode. It reaches the window through the small
protocol :class:`NetHost` (no import of the window).

What happens around the match:

* the lobby dialog closes when the match begins; undo and restart are off while it is on;
* the plates show "CPU for Anna" while a CPU player stands in, "Anna (away)" while a seat
  waits for its player;
* a dropped connection is retried by the session (status bar); the table comes back from
  the server's snapshot;
* the host closing the table, or a table that cannot be reached any more, ends the game
  with a message box; the last view stays on the table;
* the finished match goes into this player's history with everyone's names and this
  player's own seat (``MatchFinished.seat``);
* a local game (New game, a resumed one) leaves the network table; so does closing the
  window (a host's table closes for everyone, who are told so).
"""

from __future__ import annotations

import contextlib
import getpass
import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from . import session as session_mod
from .texts import (
    Network,
    back_text,
    gone_text,
    host_closed_text,
    lost_text,
    rating_change_text,
    server_error_text,
    unreachable_text,
)

if TYPE_CHECKING:
    from ...net.client import MatchFinished
    from ...net.server import ServerConfig
    from ..controller import GameController
    from ..table.scene import TableScene
    from .host_dialog import HostDialog
    from .hosting import HostedTable
    from .join_dialog import JoinDialog
    from .quick_dialog import QuickMatchDialog
    from .remote import RemoteMatch
    from .session import NetworkSession

log = logging.getLogger(__name__)


class NetHost(Protocol):
    """The window network play happens in."""

    settings: Any
    persistence: Any
    setup: Any

    @property
    def controller(self) -> GameController: ...
    @property
    def scene(self) -> TableScene: ...
    def say(self, text: str, ms: int = 0) -> None: ...
    def language(self) -> str: ...
    def setup_for(self, game: str) -> Any: ...
    def new_game_setup(self) -> Any: ...


def record_players(finished: MatchFinished, my_name: str) -> list[Any]:
    """The history's players of a finished network match: this player's seat is the human
    one; the other people are "remote" players (people at other computers); CPU players
    keep their kind."""
    from ...history.saved import REMOTE_KIND, PlayerInfo

    out = []
    for seat, p in enumerate(finished.players):
        if seat == finished.seat:
            out.append(PlayerInfo(my_name or p.name, True, "human", None))
        elif p.human:
            out.append(PlayerInfo(p.name, False, REMOTE_KIND, None))
        else:
            out.append(PlayerInfo(p.name, False, p.kind, p.level))
    return out


class NetworkPlay(QObject):
    """Network play in one window (module docstring)."""

    def __init__(self, window: QWidget, host: NetHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        # what tests and tools change: where a hosted table listens, its server's
        # limits and timings, whether it is announced, how tables are found, and the
        # pauses between reconnection attempts
        self.bind_address: str | None = None
        self.server_config: ServerConfig | None = None
        self.announce = True
        self.finder_factory: Callable[[QObject], Any] | None = None
        self.retry_delays: tuple[float, ...] | None = None

        self.session: NetworkSession | None = None
        self.hosted: HostedTable | None = None
        self.remote: RemoteMatch | None = None
        self.dialog: QDialog | None = None
        self.stored: list[int] = []
        """History ids of the network matches stored by this window."""
        self._wired = False
        self._message: QMessageBox | None = None
        self._restart_was: bool | None = None
        self._identity: Any = None
        self._identity_failed = False

        self.host_action = QAction(window)
        self.host_action.setObjectName("action_host_network_game")
        self.host_action.triggered.connect(lambda: self.host_game())
        self.join_action = QAction(window)
        self.join_action.setObjectName("action_join_network_game")
        self.join_action.triggered.connect(lambda: self.join_game())
        self.quick_action = QAction(window)
        self.quick_action.setObjectName("action_quick_match")
        self.quick_action.triggered.connect(lambda: self.quick_match())
        self.online_menu = QMenu(window)
        """Game > Play online: Quick match, Host a network game, Join a network game."""
        self.online_menu.setObjectName("menu_play_online")
        for act in (self.quick_action, self.host_action, self.join_action):
            self.online_menu.addAction(act)
        window.installEventFilter(self)
        self.retranslate()

    # ------------------------------------------------------------------ the menu
    def retranslate(self) -> None:
        self.host_action.setText(Network.tr("&Host a network game…"))
        self.join_action.setText(Network.tr("&Join a network game…"))
        self.quick_action.setText(Network.tr("&Quick match…"))
        self.online_menu.setTitle(Network.tr("Play &online"))
        if self.remote is not None:
            self.remote.refresh_names()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                self.shutdown()
        return False

    def my_name(self) -> str:
        name = str(self.host.settings.player_name or "").strip()
        if not name:
            try:
                name = getpass.getuser().capitalize()
            except (OSError, KeyError, ImportError):
                name = ""
        return name[:24]

    def identity(self) -> Any:
        """The player's identity (``net.identity.PlayerIdentity``) from the data folder,
        made the first time; None (the player is told once) if its file is damaged: the
        player then plays unrated, and the file is left as it is."""
        if self._identity is None and not self._identity_failed:
            from ...net.identity import IdentityError, PlayerIdentity

            try:
                self._identity = PlayerIdentity.load_or_create(
                    self.host.persistence.data_dir)
            except IdentityError as exc:
                log.error("%s", exc)
                self._identity_failed = True
                self._tell(Network.tr("Your player identity cannot be read: {0}").format(exc))
        return self._identity

    def _make_session(self) -> NetworkSession:
        session = session_mod.NetworkSession(self)
        session.identity = self.identity()
        if self.retry_delays is not None:
            session.retry_delays = self.retry_delays
        return session

    def _raise_open(self) -> bool:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.raise_()
            self.dialog.activateWindow()
            return True
        return False

    # ------------------------------------------------------------------ hosting
    def host_game(self) -> HostDialog | None:
        """Game > Host a network game."""
        if self._raise_open():
            return None
        from ..dialogs.new_game import offered_games
        from .host_dialog import HostDialog
        from .hosting import HostedTable

        games = offered_games()
        setup = self.host.new_game_setup()
        session = self._make_session()
        hosted = HostedTable(self)
        options: dict[str, Any] = {"announce": self.announce}
        if self.bind_address is not None:
            options["host"] = self.bind_address
            options["port"] = 0
        if self.server_config is not None:
            options["config"] = self.server_config
        dialog = HostDialog(session, hosted, games=games, setups=self.host.setup_for,
                            game=getattr(setup, "game", None), name=self.my_name(),
                            language=self.host.language(), host_options=options,
                            parent=self.window)
        session.seated.connect(lambda _s: self._seated(session, hosted, dialog))

        def finished(result: int) -> None:
            if self.dialog is dialog:
                self.dialog = None
            if result != QDialog.DialogCode.Accepted and self.session is not session:
                session.leave()
                hosted.close()
            elif result != QDialog.DialogCode.Accepted and not self._playing():
                self.leave()

        self._open(dialog, finished)
        return dialog

    # ------------------------------------------------------------------ joining
    def join_game(self) -> JoinDialog | None:
        """Game > Join a network game."""
        if self._raise_open():
            return None
        from ..games import has_presentation, presentation
        from .finder import LanFinder
        from .join_dialog import JoinDialog

        finder = (self.finder_factory(self) if self.finder_factory is not None
                  else LanFinder(self))

        def game_title(name: str) -> str:
            return presentation(name).title() if has_presentation(name) else name

        def rules_title(game: str, rules: str) -> str:
            return presentation(game).rules_title(rules) if has_presentation(game) else rules

        dialog = JoinDialog(self._make_session, finder=finder, name=self.my_name(),
                            game_title=game_title, rules_title=rules_title,
                            playable=has_presentation, parent=self.window)
        dialog.seated.connect(lambda session: self._seated(session, None, dialog))
        dialog.host_requested.connect(lambda: self._host_instead(dialog))

        def finished(result: int) -> None:
            if self.dialog is dialog:
                self.dialog = None
            seated = dialog.session
            if result != QDialog.DialogCode.Accepted and seated is not None:
                if self.session is seated and not self._playing():
                    self.leave()
                elif self.session is not seated:
                    seated.leave()

        self._open(dialog, finished)
        return dialog

    # ------------------------------------------------------------------ quick match
    def quick_match(self) -> QuickMatchDialog | None:
        """Game > Play online > Quick match."""
        if self._raise_open():
            return None
        from ...games import get_game
        from ..dialogs.new_game import offered_games
        from ..games import presentation
        from .quick_dialog import QuickMatchDialog

        setup = self.host.new_game_setup()
        settings = self.host.settings
        dialog = QuickMatchDialog(
            self._make_session, games=offered_games(),
            presets=lambda g: get_game(g).presets(),
            game_title=lambda g: presentation(g).title(),
            rules_title=lambda g, r: presentation(g).rules_title(r),
            name=self.my_name(), server=str(settings.value("quick_match_server") or ""),
            game=getattr(setup, "game", None), parent=self.window)

        def matched(session: NetworkSession) -> None:
            with contextlib.suppress(ValueError):  # an address the setting cannot keep
                settings.set_value("quick_match_server", dialog.server_edit.text().strip())
            self._seated(session, None, dialog)

        dialog.matched.connect(matched)

        def finished(result: int) -> None:
            if self.dialog is dialog:
                self.dialog = None
            seated = dialog.session
            if result != QDialog.DialogCode.Accepted and seated is not None:
                if self.session is seated and not self._playing():
                    self.leave()
                elif self.session is not seated:
                    seated.leave()

        self._open(dialog, finished)
        return dialog

    def _host_instead(self, dialog: JoinDialog) -> None:
        """The Join dialog found no table to sit at and the player chose to host one: the
        Host dialog takes its place, with the name typed."""
        name = dialog.my_name()
        dialog.reject()
        host = self.host_game()
        if host is not None and name:
            host.name_edit.setText(name)

    def _open(self, dialog: QDialog, finished: Callable[[int], None]) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(finished)
        self.dialog = dialog
        dialog.open()

    # ------------------------------------------------------------------ at the table
    def _playing(self) -> bool:
        return self.remote is not None and self.remote.playing

    def _seated(self, session: NetworkSession, hosted: HostedTable | None,
                dialog: QDialog) -> None:
        """This player sits at a table: the match will be played from ``session``."""
        from .remote import RemoteMatch

        if self.session is not None and self.session is not session:
            self.leave()  # one network table at a time
        self.session, self.hosted = session, hosted
        name = getattr(dialog, "my_name", lambda: "")() or self.my_name()
        c = self.host.controller
        if not self._wired:
            self._wired = True
            c.match_started.connect(self._on_controller_match_started)
        remote = RemoteMatch(session, c, name, self)
        self.remote = remote
        remote.started.connect(lambda: self._match_began(remote, dialog))
        remote.names_changed.connect(self._on_names_changed)
        remote.finished.connect(self._store)
        remote.finished.connect(lambda f: self._keep_rating(session, f))
        session.connection_lost.connect(self._on_connection_lost)
        session.reconnected.connect(self._on_reconnected)
        session.ended.connect(lambda why: self._on_ended(session, why))
        session.notice.connect(self._on_notice)

    def _match_began(self, remote: RemoteMatch, dialog: QDialog) -> None:
        if remote is not self.remote:
            return
        self.host.setup = None  # the plates' names are the table's, not a local setup's
        self._restart_actions(False)
        if dialog is not None and dialog.isVisible():
            dialog.accept()
        self.host.say(Network.tr("The network game begins."), 5000)

    def _on_names_changed(self, names: list[str]) -> None:
        if self._playing():
            self.host.scene.set_names(names)

    def _on_controller_match_started(self, _view: Any) -> None:
        c = self.host.controller
        if not c.remote and self.session is not None and self._playing():
            self.leave()  # a local game took the table
        if not c.remote:
            self._restart_actions(True)

    def _restart_actions(self, on: bool) -> None:
        action = getattr(self.window, "restart_action", None)
        if action is not None:
            action.setEnabled(on)

    def _on_connection_lost(self, attempt: int, attempts: int) -> None:
        self.host.say(lost_text(attempt, attempts))

    def _on_reconnected(self) -> None:
        self.host.say(back_text(), 5000)

    def _on_notice(self, code: str, message: str) -> None:
        self.host.say(server_error_text(code, message), 6000)

    def _on_ended(self, session: NetworkSession, why: str) -> None:
        if session is not self.session:
            return
        remote = self.remote
        over = remote is not None and remote.over
        self._drop()
        if why == session_mod.ENDED_LEFT or over:
            return
        text = {session_mod.ENDED_HOST_CLOSED: host_closed_text(),
                session_mod.ENDED_UNREACHABLE: unreachable_text(),
                session_mod.ENDED_GONE: gone_text()}.get(why, gone_text())
        self.host.say(text)
        dialog = self.dialog
        if dialog is not None and dialog.isVisible():
            show = getattr(dialog, "_show_error", None)
            if show is not None:
                show(text)
            return
        self._tell(text)

    def _tell(self, text: str) -> None:
        if self._message is not None:
            self._message.close()
        box = QMessageBox(QMessageBox.Icon.Information, Network.tr("Network game"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("network_message")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._message = box
        box.finished.connect(lambda _r: setattr(self, "_message", None))
        box.open()

    @property
    def message(self) -> str:
        """The text of the open network message box ("" when none)."""
        return self._message.text() if self._message is not None else ""

    # ------------------------------------------------------------------ the history
    def _store(self, finished: MatchFinished) -> None:
        from ...history import HistoryError, SavedMatch

        remote = self.remote
        name = remote.my_name if remote is not None else self.my_name()
        try:
            started = datetime.fromisoformat(finished.started)
        except ValueError:
            started = datetime.now(UTC)
        if started.tzinfo is None:
            started = started.replace(tzinfo=UTC)
        persistence = self.host.persistence
        try:
            match = SavedMatch(finished.record, tuple(record_players(finished, name)),
                               started, self.host.controller.assisted)  # a hint
            match_id = persistence.db.add_match(match, status="finished")
        except HistoryError as exc:
            if exc.reason != "duplicate":
                log.error("cannot add the network match to the history: %s", exc)
                self.host.say(Network.tr("The match could not be added to the history: "
                                         "{0}").format(exc), 10000)
            return
        except Exception as exc:  # sqlite3.Error, OSError: the program goes on
            log.error("cannot add the network match to the history: %s", exc)
            self.host.say(Network.tr("The match could not be added to the history: {0}")
                          .format(exc), 10000)
            return
        self.stored.append(match_id)
        persistence.history_changed.emit()

    def rating_log(self) -> Any:
        """The player's own record of their ratings (``net.rating_log``, data folder)."""
        from ...net.rating_log import RatingLog

        return RatingLog(self.host.persistence.data_dir)

    def _keep_rating(self, session: NetworkSession, finished: MatchFinished) -> None:
        """A rated match's end: the player's new rating goes into their record (the
        Statistics window's chart), and the status bar says it."""
        from ...net.rating_log import RatingEntry

        mine = next((c for c in finished.ratings if c.seat == finished.seat), None)
        if mine is None:
            return
        table = session.table
        entry = RatingEntry(server=session.address, name=session.name or self.my_name(),
                            category=mine.after.category, mu=mine.after.mu,
                            sigma=mine.after.sigma, matches=mine.after.matches,
                            before=mine.before.mu, at=finished.started,
                            table=getattr(table, "code", ""))
        try:
            self.rating_log().add(entry)
        except OSError as exc:
            log.error("cannot keep the rating: %s", exc)
        self.host.say(rating_change_text(mine.before.mu, mine.after.mu, mine.after.sigma),
                      10000)
        persistence = self.host.persistence
        if hasattr(persistence, "history_changed"):
            persistence.history_changed.emit()

    # ------------------------------------------------------------------ leaving
    def leave(self) -> None:
        """Leave the network table (a host closes it for everyone)."""
        session, hosted = self.session, self.hosted
        self._drop()
        if session is not None:
            session.leave()
        if hosted is not None:
            hosted.close()

    def _drop(self) -> None:
        remote = self.remote
        self.session = self.hosted = self.remote = None
        if remote is not None:
            remote.detach()
        self._restart_actions(True)

    def shutdown(self) -> None:
        """The window closes: leave the table; a hosted one closes for everyone (waiting
        a moment so that they are told)."""
        hosted = self.hosted
        self.leave()
        if hosted is not None:
            hosted.close(wait=3.0)


__all__ = ["NetHost", "NetworkPlay", "record_players"]
