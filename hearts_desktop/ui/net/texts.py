"""The words of network play (translation context "Network"): what went wrong, in a
sentence a player understands, and the marks on the name plates.

Call these again after a language change; never keep their results.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ..tr_context import TrContext

Network = TrContext("Network")
"""The translation context of the network texts."""


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "": the levels' names are shared with the New game dialog's seats.
    return QCoreApplication.translate("", text, disambiguation, n)


def level_name(level: str) -> str:
    """A CPU player's level ("easy", "normal", "hard") in words."""
    return {"easy": _tr("Easy"), "normal": _tr("Normal"), "hard": _tr("Hard")}.get(level,
                                                                                   level)


def standin_name(name: str) -> str:
    """The plate of a person's seat a CPU player plays for now."""
    return Network.tr("CPU for {0}").format(name)


def away_name(name: str) -> str:
    """The plate of a person whose connection dropped (the seat waits for them)."""
    return Network.tr("{0} (away)").format(name)


def address_text(host: str, port: int) -> str:
    """host:port as people type it (an IPv6 address in brackets)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def error_text(error: BaseException, *, address: str = "", code: str = "") -> str:
    """One or two sentences for a failed network request (``address``: where it went;
    ``code``: the table code asked for)."""
    from ...net.client import NetError, ServerError, VersionMismatchError

    if isinstance(error, VersionMismatchError):
        return Network.tr("This table runs another version of Hearts Desktop. Everyone at "
                          "a table needs the same version.")
    if isinstance(error, ServerError):
        return server_error_text(error.code, error.message, code=code)
    if isinstance(error, NetError):
        if address:
            return Network.tr("Cannot reach {0}. Check the address, and that the host's "
                              "game is still open.").format(address)
        return Network.tr("The connection to the table failed.")
    if isinstance(error, OSError):
        return Network.tr("The table cannot be opened on this computer: {0}").format(
            error.strerror or error)
    return Network.tr("Something went wrong: {0}").format(error)


def server_error_text(error_code: str, message: str = "", *, code: str = "") -> str:
    """The server's refusal ``error_code`` (``protocol.ErrorCode``) in words."""
    texts: dict[str, Any] = {
        "version": lambda: Network.tr("This table runs another version of Hearts Desktop. "
                                      "Everyone at a table needs the same version."),
        "no_table": lambda: (Network.tr("No table has the code {0}. Check the code; the "
                                        "table may have closed.").format(code) if code
                             else Network.tr("This table does not exist any more.")),
        "seat_taken": lambda: Network.tr("Someone else has just taken this seat. Choose "
                                         "another one."),
        "no_seat": lambda: Network.tr("This table has no such seat."),
        "started": lambda: Network.tr("The game at this table has already started."),
        "bad_name": lambda: Network.tr("Choose a name of 1 to 24 characters."),
        "bad_token": lambda: Network.tr("Your seat at this table is not yours any more."),
        "already_seated": lambda: Network.tr("You already sit at a table."),
        "not_host": lambda: Network.tr("Only the host can start the game."),
        "seats_open": lambda: Network.tr("Seats are still open: wait for more players, or "
                                         "give the open seats to CPU players."),
        "too_many_tables": lambda: Network.tr("The server has no room for another table."),
        "table_limit": lambda: Network.tr("You already have as many tables open on this "
                                          "server as one player may. Play at one of them, "
                                          "or wait: a table nobody sits at closes after a "
                                          "few minutes."),
        "not_allowed": lambda: Network.tr("This server does not let players open tables."),
        "bad_rules": lambda: Network.tr("The server cannot play these rules."),
        "no_game": lambda: Network.tr("The server does not have this game."),
        "rate_limited": lambda: Network.tr("Too many messages were sent at once; the last "
                                           "one was dropped."),
        "closing": lambda: Network.tr("The host has closed the table."),
        "internal": lambda: Network.tr("The server failed on this request; nothing "
                                       "changed."),
        "not_your_turn": lambda: Network.tr("It is not your turn."),
        "not_your_seat": lambda: Network.tr("It is not your turn."),
        "name_taken": lambda: Network.tr("Another player on this server already uses this "
                                         "name. Choose another one."),
        "bad_identity": lambda: Network.tr("The server could not confirm who you are. "
                                           "Try again."),
        "not_identified": lambda: Network.tr("The server needs to know who you are first."),
        "queued": lambda: Network.tr("You are already waiting for a quick match."),
        "not_queued": lambda: Network.tr("You are not waiting for a quick match."),
    }
    make = texts.get(error_code)
    if make is not None:
        return str(make())
    return Network.tr("The server refused: {0}").format(message or error_code)


def rating_text(mu: float, sigma: float) -> str:
    """A rating as shown: "27.3 ± 4.1" (mu and its uncertainty, sigma)."""
    locale = QLocale()
    return Network.tr("{0} ± {1}").format(locale.toString(float(mu), "f", 1),
                                          locale.toString(float(sigma), "f", 1))


def rating_change_text(before: float, after: float, sigma: float) -> str:
    locale = QLocale()
    return Network.tr("Your rating: {0} → {1} (± {2})").format(
        locale.toString(float(before), "f", 1), locale.toString(float(after), "f", 1),
        locale.toString(float(sigma), "f", 1))


def table_full_text() -> str:
    return Network.tr("This table is full.")


def not_found_text(code: str) -> str:
    return Network.tr("No table with the code {0} was found on your network. Type the "
                      "host's address as well, for example 192.168.1.20:52830 {0}.").format(code)


def lost_text(attempt: int, attempts: int) -> str:
    return Network.tr("The connection to the table was lost. Reconnecting (attempt {0} of "
                      "{1})…").format(attempt, attempts)


def back_text() -> str:
    return Network.tr("You are back at the table.")


def unreachable_text() -> str:
    return Network.tr("The table cannot be reached any more. The game has ended.")


def host_closed_text() -> str:
    return Network.tr("The host has closed the table. The game has ended.")


def gone_text() -> str:
    return Network.tr("The table has closed. The game has ended.")


__all__ = ["Network", "address_text", "away_name", "error_text", "level_name",
           "server_error_text", "standin_name"]
