"""One typed wrapper over QSettings: every setting is declared once (key, type, default).

The rest of the program never touches ``QSettings`` directly; it reads and writes the
typed attributes of :class:`Settings` (``settings.speed = "fast"``) and listens to
``setting_changed(key)``. A stored value that is damaged (wrong type, out of range, an
unknown choice) reads as the entry's default, so a hand-edited or corrupted settings file
never stops the game from starting.

Damage is kept and told, once: when the file is found damaged (bytes that are not UTF-8
text, lines ``QSettings`` cannot parse, values that do not fit, a game setup that cannot
be read), a copy of it is kept as ``<name>.damaged-<UTC time>``, the damaged values are
dropped (the good ones stay) and one sentence goes to ``notices``/``notice`` (the window
shows it). A file larger than ``MAX_SETTINGS_BYTES`` is not read at all: it is set aside
under that name and the program starts with the defaults.

The last game setup is remembered per game (``game_setup(game=...)``,
``set_game_setup(setup)``, ``last_game``).

>>> ENTRIES["speed"].default
'normal'
"""

from __future__ import annotations

import logging
import os
import re
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

if TYPE_CHECKING:
    from .setup import GameSetup

log = logging.getLogger(__name__)

ORGANIZATION = "hearts-desktop"
APPLICATION = "hearts-desktop"
SETTINGS_FILE = "settings.ini"
MAX_SETTINGS_BYTES = 1024 * 1024
"""A settings file is a few kilobytes; a larger one is set aside unread."""
SETUPS_GROUP = "setups"
"""``setups/<game>``: the last game setup of each game (``GameSetup`` JSON, version 2)."""
MAX_SETUP_CHARS = 64 * 1024

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
"""Animation speeds, slowest first; ``instant`` is what the tests use."""
LANGUAGES: tuple[str, ...] = ("system", "en", "ko", "ja", "de")
"""``system`` follows the desktop's locale; the others force a language."""
DRESS_CHOICES: tuple[str, ...] = ("spanish", "french")
"""The pictures of a deck that may be drawn either way (``core.deck.Dress`` values), first
the default: Ombre's 40 cards in Spanish suits, or French suits as in Denmark."""
CARD_BACKS: tuple[str, ...] = ("classic-red", "classic-blue", "green-heart", "art-deco",
                               "guilloche")
"""The backs shipped in ``assets/cards/backs/`` (a stored name outside this list is kept if
it is a plausible file stem, so new backs need no settings change)."""
CARD_SIZES: tuple[int, ...] = (100, 120, 140)
"""The card sizes offered (``card_size``), in per cent of the size the table gives them."""
ANNOUNCE_CHOICES: tuple[str, ...] = ("every", "mine", "off")
"""What is announced to a screen reader: everything, my turn and the results, nothing."""

T = TypeVar("T")


@dataclass(frozen=True)
class Entry:
    """One setting: its key, Python type and default, plus optional constraints."""

    key: str
    kind: type
    default: Any
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    pattern: str | None = None
    """A regular expression a ``str`` value must match in full."""
    name: bool = False
    """A person's name: cleaned (``history.clean_name``: one line, storable, 40
    characters at most)."""

    def coerce(self, raw: object) -> Any:
        """``raw`` (as stored, or as given to a setter) as a value of ``kind``; raises
        ``ValueError`` with a clear message when it is not acceptable."""
        value: Any
        if self.kind is bool:
            value = _to_bool(raw)
        elif self.kind is int:
            value = _to_int(raw)
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"{self.key}: {value} is below {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"{self.key}: {value} is above {self.maximum}")
        elif self.kind is str:
            if not isinstance(raw, str):
                raise ValueError(f"{self.key}: expected text, got {type(raw).__name__}")
            value = raw
            if self.name:
                from ..history.saved import clean_name

                value = clean_name(value, 40)
            if self.choices and value not in self.choices:
                raise ValueError(
                    f"{self.key}: {value!r} is not one of {', '.join(self.choices)}"
                )
            if self.pattern is not None and not re.fullmatch(self.pattern, value):
                raise ValueError(f"{self.key}: {value!r} is not a valid value")
        elif self.kind is QByteArray:
            if isinstance(raw, QByteArray):
                value = QByteArray(raw)
            elif isinstance(raw, bytes | bytearray):
                value = QByteArray(bytes(raw))
            else:
                raise ValueError(f"{self.key}: expected bytes, got {type(raw).__name__}")
        else:  # pragma: no cover - the table below only uses the kinds above
            raise TypeError(f"unsupported setting type {self.kind!r}")
        return value


def _to_bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false", "1", "0"):
        return raw.strip().lower() in ("true", "1")
    raise ValueError(f"expected true or false, got {raw!r}")


def _to_int(raw: object) -> int:
    if isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and re.fullmatch(r"\s*-?\d{1,12}\s*", raw):
        return int(raw)
    raise ValueError(f"expected a whole number, got {raw!r}")


_ENTRY_LIST: tuple[Entry, ...] = (
    Entry("speed", str, "normal", choices=SPEEDS),
    Entry("card_back", str, "classic-red", pattern=r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}"),
    Entry("deck_path", str, ""),
    Entry("ombre_dress", str, "spanish", choices=DRESS_CHOICES),
    Entry("language", str, "system", choices=LANGUAGES),
    Entry("sound_enabled", bool, True),
    Entry("volume", int, 80, minimum=0, maximum=100),
    Entry("player_name", str, "", name=True),
    Entry("last_setup", str, ""),
    Entry("last_game", str, "hearts", pattern=r"[a-z][a-z0-9_]{0,31}"),
    Entry("quick_match_server", str, "", pattern=r"[^\x00-\x1f]{0,200}"),
    Entry("window_geometry", QByteArray, QByteArray()),
    Entry("window_state", QByteArray, QByteArray()),
    Entry("show_score_sheet_after_hand", bool, True),
    Entry("hold_melds", bool, True),
    Entry("review_every_hand", bool, False),
    Entry("full_screen", bool, False),
    Entry("four_colour_deck", bool, False),
    Entry("high_contrast", bool, False),
    Entry("card_size", int, 100, minimum=CARD_SIZES[0], maximum=CARD_SIZES[-1]),
    Entry("mark_playable", bool, False),
    Entry("table_as_text", bool, False),
    Entry("announce", str, "every", choices=ANNOUNCE_CHOICES),
)
ENTRIES: dict[str, Entry] = {e.key: e for e in _ENTRY_LIST}
"""The declarative table of every setting, by key."""


class _Setting(Generic[T]):
    """A typed attribute of :class:`Settings` bound to one entry of ``ENTRIES``."""

    def __init__(self, key: str) -> None:
        if key not in ENTRIES:  # pragma: no cover - caught when the module is imported
            raise KeyError(key)
        self.key = key

    @overload
    def __get__(self, obj: None, objtype: type | None = None) -> _Setting[T]: ...
    @overload
    def __get__(self, obj: Settings, objtype: type | None = None) -> T: ...
    def __get__(self, obj: Settings | None, objtype: type | None = None) -> Any:
        if obj is None:
            return self
        return obj.value(self.key)

    def __set__(self, obj: Settings, value: T) -> None:
        obj.set_value(self.key, value)


class Settings(QObject):
    """The program's settings, typed and validated, stored through ``QSettings``.

    ``Settings()`` uses the user's settings file; ``Settings(path=...)`` an INI file of its
    own (tests, ``--data-dir``); ``Settings(qsettings)`` wraps an existing ``QSettings``.
    """

    setting_changed = Signal(str)
    """The key of a setting whose value was changed through this object."""
    notice = Signal(str)
    """Something the player must be told once (the settings file was damaged)."""

    speed = _Setting[str]("speed")
    """Animation speed: one of ``SPEEDS``."""
    card_back = _Setting[str]("card_back")
    """Name of a back in ``assets/cards/backs/`` (without ``.svg``)."""
    deck_path = _Setting[str]("deck_path")
    """A KDE card deck folder; "" means the built-in deck."""
    ombre_dress = _Setting[str]("ombre_dress")
    """How Ombre's cards are drawn: ``"spanish"`` (oros, copas, espadas, bastos) or
    ``"french"`` (the Danish way); one of ``DRESS_CHOICES``."""
    language = _Setting[str]("language")
    """One of ``LANGUAGES``."""
    sound_enabled = _Setting[bool]("sound_enabled")
    volume = _Setting[int]("volume")
    """0 to 100."""
    player_name = _Setting[str]("player_name")
    """The human's name at the table; "" means the translated "You"."""
    last_setup = _Setting[str]("last_setup")
    """JSON text of the last ``GameSetup`` written before setups were kept per game (a
    Hearts setup); read when ``setups/hearts`` is not set. See :meth:`game_setup`."""
    last_game = _Setting[str]("last_game")
    """The game of the last setup remembered (``set_game_setup``)."""
    window_geometry = _Setting[QByteArray]("window_geometry")
    window_state = _Setting[QByteArray]("window_state")
    show_score_sheet_after_hand = _Setting[bool]("show_score_sheet_after_hand")
    hold_melds = _Setting[bool]("hold_melds")
    review_every_hand = _Setting[bool]("review_every_hand")
    """The coach reviews each of the player's hands by itself in the background, as it
    ends (issue 31): the review is then ready the moment the player asks for it."""
    """Melds laid out stay on the table until the player clicks or presses Space (False:
    they go back after a few seconds)."""
    full_screen = _Setting[bool]("full_screen")
    four_colour_deck = _Setting[bool]("four_colour_deck")
    """The built-in French deck in four suit colours (spades black, hearts red, diamonds
    blue, clubs green)."""
    high_contrast = _Setting[bool]("high_contrast")
    """The table in black and white with yellow accents instead of the green felt."""
    card_size = _Setting[int]("card_size")
    """Larger cards: per cent of the size the table gives them (``CARD_SIZES``), as far as
    the window has room."""
    mark_playable = _Setting[bool]("mark_playable")
    """Outline and lift the cards that may be played or chosen, not only dim the others."""
    table_as_text = _Setting[bool]("table_as_text")
    """The table read as text in a pane beside it (for a screen reader)."""
    announce = _Setting[str]("announce")
    """What a screen reader is told as it happens (``ANNOUNCE_CHOICES``): "every" card and
    bid, only what is "mine" to do and the tricks' and hands' results, or "off"."""

    def __init__(
        self,
        qsettings: QSettings | None = None,
        *,
        path: str | Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if qsettings is not None and path is not None:
            raise ValueError("give either a QSettings or a path, not both")
        self.notices: list[str] = []
        """What the player was told about the settings file (once each)."""
        self.kept_as: Path | None = None
        """The copy of a damaged settings file, or where a too large one was set aside."""
        self._warned: set[str] = set()
        damaged: list[str] = []
        if qsettings is None:
            file = Path(path) if path is not None else _user_settings_file()
            damaged = self._check_file(file)
            if path is not None:
                qsettings = QSettings(str(path), QSettings.Format.IniFormat)
            else:
                qsettings = QSettings(
                    QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                    ORGANIZATION, APPLICATION,
                )
            if qsettings.status() == QSettings.Status.FormatError:
                damaged.append("format")
        self._store = qsettings
        self._store.setParent(self)
        damaged += [key for key in ENTRIES if self._damaged_value(key)]
        if damaged:
            self._repair(damaged)

    # ------------------------------------------------------------------ damage
    def _check_file(self, file: Path) -> list[str]:
        """Before ``QSettings`` reads ``file``: set a too large file aside (the defaults are
        used); say whether its bytes are damaged (not UTF-8 text, NUL bytes)."""
        try:
            size = file.stat().st_size
        except OSError:
            return []
        if size > MAX_SETTINGS_BYTES:
            target = _damaged_name(file)
            try:
                os.replace(file, target)
            except OSError as exc:
                log.error("cannot set aside the too large settings file %s: %s", file, exc)
                return []
            self.kept_as = target
            log.warning("settings file %s is too large (%d bytes); set aside as %s", file,
                        size, target)
            self._tell(self.tr("Your settings file was too large to be read ({0} bytes); "
                               "it was set aside as {1} and the default settings are used.")
                       .format(f"{size:,}", target))
            return []
        try:
            data = file.read_bytes()
        except OSError:
            return []
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            return ["text"]
        return ["text"] if b"\0" in data else []

    def _damaged_value(self, key: str) -> bool:
        if not self._store.contains(key):
            return False
        try:
            ENTRIES[key].coerce(self._store.value(key))
        except ValueError:
            return True
        return False

    def _repair(self, damaged: list[str]) -> None:
        """Keep a copy of the file, drop what is damaged (keeping every good value) and
        tell the player once."""
        self._keep_copy()
        good: dict[str, Any] = {}
        for key in ENTRIES:
            if key not in damaged and self._store.contains(key) \
                    and not self._damaged_value(key):
                good[key] = self._store.value(key)
        setups = {k: self._store.value(k) for k in self._store.allKeys()
                  if k.startswith(SETUPS_GROUP + "/") and isinstance(self._store.value(k), str)}
        self._store.clear()
        for key, value in {**good, **setups}.items():
            self._store.setValue(key, value)
        self._store.sync()
        names = [k for k in damaged if k in ENTRIES]
        log.warning("damaged settings in %s (%s); a copy is kept as %s", self.file_name(),
                    ", ".join(damaged), self.kept_as)
        what = (self.tr("these settings were reset: {0}").format(", ".join(names)) if names
                else self.tr("the parts that could not be read were dropped"))
        self._tell(self.tr("Your settings file was damaged; {0}. The file as it was is kept "
                           "as {1}.").format(what, self.kept_as or self.file_name()))

    def _keep_copy(self) -> None:
        if self.kept_as is not None:
            return
        file = Path(self.file_name())
        if not file.exists():
            return
        target = _damaged_name(file)
        try:
            shutil.copy2(file, target)
        except OSError as exc:
            log.error("cannot keep a copy of the damaged settings %s: %s", file, exc)
            return
        self.kept_as = target

    def _tell(self, text: str) -> None:
        if text not in self.notices:
            self.notices.append(text)
            self.notice.emit(text)

    @classmethod
    def in_directory(cls, directory: str | Path, parent: QObject | None = None) -> Settings:
        """Settings kept in ``directory/settings.ini`` (the ``--data-dir`` option)."""
        return cls(path=Path(directory) / SETTINGS_FILE, parent=parent)

    # ------------------------------------------------------------------ generic access
    @property
    def qsettings(self) -> QSettings:
        return self._store

    def file_name(self) -> str:
        """Where the settings are stored."""
        return str(self._store.fileName())

    def value(self, key: str) -> Any:
        """The stored value of ``key``, or its default when unset or damaged."""
        entry = _entry(key)
        if not self._store.contains(key):
            return _copy(entry.default)
        raw = self._store.value(key)
        try:
            return entry.coerce(raw)
        except ValueError as exc:
            if key not in self._warned:
                self._warned.add(key)
                log.warning("ignoring damaged setting %s in %s (%s); using the default %r",
                            key, self.file_name(), exc, entry.default)
            return _copy(entry.default)

    def set_value(self, key: str, value: Any) -> None:
        """Store ``value`` for ``key``; raises ``ValueError`` when it is not acceptable.
        Emits ``setting_changed(key)`` when the value actually changes."""
        entry = _entry(key)
        new = entry.coerce(value)
        old = self.value(key)
        self._store.setValue(key, new)
        self._warned.discard(key)
        if old != new:
            self.setting_changed.emit(key)

    def reset(self, key: str) -> None:
        """Forget the stored value of ``key`` (it reads as its default again)."""
        old = self.value(key)
        self._store.remove(key)
        self._warned.discard(key)
        if old != _entry(key).default:
            self.setting_changed.emit(key)

    def is_set(self, key: str) -> bool:
        _entry(key)
        return bool(self._store.contains(key))

    def sync(self) -> None:
        """Write pending changes to disk."""
        self._store.sync()

    # ------------------------------------------------------------------ game setup
    def game_setup(self, language: str = "en", game: str | None = None) -> GameSetup:
        """The last setup of ``game`` (default: ``last_game``, the game played last), or
        that game's default setup when none is stored. A damaged stored setup is dropped
        (a copy of the file is kept and the player told once) and the default given."""
        from .setup import GameSetup

        name = game if game is not None else self.last_game
        key = f"{SETUPS_GROUP}/{name}"
        text = self._store.value(key) if self._store.contains(key) else None
        if text is None and name == "hearts":
            key, text = "last_setup", self.last_setup or None  # before setups per game
        if text is not None:
            try:
                if not isinstance(text, str) or len(text) > MAX_SETUP_CHARS:
                    raise ValueError("the stored setup is not a short text")
                setup = GameSetup.from_json(text)
                if setup.game != name:
                    raise ValueError(f"the setup stored for {name} is one of {setup.game}")
                return setup
            except ValueError as exc:
                self._damaged_setup(key, exc)
        return GameSetup.default(language, game=name)

    def has_game_setup(self, game: str) -> bool:
        """A setup of ``game`` is remembered."""
        return bool(self._store.contains(f"{SETUPS_GROUP}/{game}")
                    or (game == "hearts" and self.last_setup))

    def set_game_setup(self, setup: GameSetup) -> None:
        """Remember ``setup`` as the last setup of its game, and its game as the last."""
        key = f"{SETUPS_GROUP}/{setup.game}"
        text = setup.to_json()
        if self._store.value(key) != text:
            self._store.setValue(key, text)
            self.setting_changed.emit(key)
        self.last_game = setup.game

    def _damaged_setup(self, key: str, exc: Exception) -> None:
        log.warning("ignoring damaged game setup %s in %s (%s)", key, self.file_name(), exc)
        self._keep_copy()
        self._store.remove(key)
        self._store.sync()
        self._tell(self.tr("The game setup remembered in your settings could not be read, "
                           "so the default one is used; the settings file as it was is kept "
                           "as {0}.").format(self.kept_as or self.file_name()))


def _user_settings_file() -> Path:
    """Where ``QSettings`` keeps the user's settings, found without reading that file (a
    ``QSettings`` reads its file when made): the file of a name nobody uses, next to it."""
    probe = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION,
                      APPLICATION + ".where")
    return Path(probe.fileName()).with_name(APPLICATION + ".ini")


def _damaged_name(file: Path) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    target = file.with_name(f"{file.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = file.with_name(f"{file.name}.damaged-{stamp}-{n}")
    return target


def _entry(key: str) -> Entry:
    try:
        return ENTRIES[key]
    except KeyError:
        raise KeyError(f"unknown setting {key!r}; known: {', '.join(ENTRIES)}") from None


def _copy(value: T) -> T:
    if isinstance(value, QByteArray):
        return QByteArray(value)  # type: ignore[return-value]
    return value


__all__ = ["ANNOUNCE_CHOICES", "CARD_BACKS", "CARD_SIZES", "DRESS_CHOICES", "ENTRIES", "LANGUAGES",
           "MAX_SETTINGS_BYTES", "SPEEDS", "Entry", "Settings"]


def peek_language(directory: str | Path | None = None) -> str:
    """The language setting of the settings file in ``directory`` (``--data-dir``; else
    the user's), read without writing or repairing anything: the program shows the
    message of a start it must refuse (the data folder is locked) in the player's language
    before it may touch the folder. The default when the file is absent, too large or the
    value damaged (the settings' own reading says so later)."""
    entry = ENTRIES["language"]
    file = Path(directory) / SETTINGS_FILE if directory else _user_settings_file()
    try:
        if file.stat().st_size > MAX_SETTINGS_BYTES:
            return str(entry.default)
    except OSError:
        return str(entry.default)
    store = QSettings(str(file), QSettings.Format.IniFormat)
    try:
        return str(entry.coerce(store.value(entry.key, entry.default)))
    except ValueError:
        return str(entry.default)
