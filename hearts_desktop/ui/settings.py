"""One typed wrapper over QSettings: every setting is declared once (key, type, default).

The rest of the program never touches ``QSettings`` directly; it reads and writes the
typed attributes of :class:`Settings` (``settings.speed = "fast"``) and listens to
``setting_changed(key)``. A stored value that is damaged (wrong type, out of range, an
unknown choice) reads as the entry's default and is logged once, so a hand-edited or
corrupted settings file never stops the game from starting.

>>> ENTRIES["speed"].default
'normal'
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

if TYPE_CHECKING:
    from .setup import GameSetup

log = logging.getLogger(__name__)

ORGANIZATION = "hearts-desktop"
APPLICATION = "hearts-desktop"
SETTINGS_FILE = "settings.ini"

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
    Entry("player_name", str, ""),
    Entry("last_setup", str, ""),
    Entry("window_geometry", QByteArray, QByteArray()),
    Entry("window_state", QByteArray, QByteArray()),
    Entry("show_score_sheet_after_hand", bool, True),
    Entry("full_screen", bool, False),
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
    """JSON text of the last ``GameSetup`` (see :meth:`game_setup`)."""
    window_geometry = _Setting[QByteArray]("window_geometry")
    window_state = _Setting[QByteArray]("window_state")
    show_score_sheet_after_hand = _Setting[bool]("show_score_sheet_after_hand")
    full_screen = _Setting[bool]("full_screen")

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
        if qsettings is None:
            if path is not None:
                qsettings = QSettings(str(path), QSettings.Format.IniFormat)
            else:
                qsettings = QSettings(
                    QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                    ORGANIZATION, APPLICATION,
                )
        self._store = qsettings
        self._store.setParent(self)
        self._warned: set[str] = set()

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
    def game_setup(self, language: str = "en") -> GameSetup:
        """The last game setup, or the default one when none is stored or it is damaged."""
        from .setup import GameSetup

        text = self.last_setup
        if text:
            try:
                return GameSetup.from_json(text)
            except ValueError as exc:
                if "last_setup" not in self._warned:
                    self._warned.add("last_setup")
                    log.warning("ignoring damaged last game setup (%s)", exc)
        return GameSetup.default(language)

    def set_game_setup(self, setup: GameSetup) -> None:
        """Remember ``setup`` as the last game setup."""
        self.last_setup = setup.to_json()


def _entry(key: str) -> Entry:
    try:
        return ENTRIES[key]
    except KeyError:
        raise KeyError(f"unknown setting {key!r}; known: {', '.join(ENTRIES)}") from None


def _copy(value: T) -> T:
    if isinstance(value, QByteArray):
        return QByteArray(value)  # type: ignore[return-value]
    return value


__all__ = ["CARD_BACKS", "DRESS_CHOICES", "ENTRIES", "LANGUAGES", "SPEEDS", "Entry", "Settings"]
