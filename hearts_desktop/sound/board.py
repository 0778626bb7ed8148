"""The sound board: plays a sound for each cue of the game, in step with the table.

It listens to the animator (an event starts on the table, a named stage begins) and to
the controller (the human's turn, a refused card, and its event channel as a look-ahead);
the game's cue map (a :class:`CueMap` from the game's presentation, e.g.
``ui/games/hearts/sounds.py``) decides which cue each moment gets. The board itself knows
no game: it plays the cues it is told, on time, once.

* ``cue_played(name)`` is emitted for every cue that is due while sound is on, whether or
  not a sound could actually be heard (no audio device, a broken file), so what fires is
  deterministic and testable. Nothing is emitted while sound is off.
* Two outputs (``backend``): ``"effects"``, one preloaded ``QSoundEffect`` per cue (the
  default on Windows and macOS), and ``"mixer"``, one ``QAudioSink`` fed by
  :class:`~hearts_desktop.sound.mixer.Mixer` (the default on Linux, where Qt 6.11's
  ``QSoundEffect`` freezes the window after a few cues over PulseAudio; see ``mixer.py``).
  The environment variable ``HEARTS_SOUND_BACKEND`` overrides the choice.
* The sounds are loaded once, the first time sound is on (at start-up or when it is
  switched on), and only when the machine has an audio output. Playing never waits for
  anything (``QSoundEffect.play`` and ``Mixer.play`` return at once; an effect still
  loading plays when it is ready), so a cue never delays an animation.
* Sound on/off and the volume follow the settings (``sound_enabled``, ``volume``) live.
* A missing or broken sound file, or a machine without an audio output, is logged once
  (``logging``, warning) and otherwise ignored.
* When QtMultimedia itself cannot be loaded (a missing ``libpulse.so.0``), the program
  runs without sound: :func:`multimedia_problem` says why, the board plays nothing and
  the window says so once.
"""

from __future__ import annotations

import logging
import math
import os
import sys
import wave
from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QUrl, Signal, SignalInstance

from .cues import SOUNDS_DIR, Cue, cue_path

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

    from .mixer import Mixer

BACKENDS = ("effects", "mixer")

log = logging.getLogger(__name__)


class SoundSettings(Protocol):
    """What the board reads from the settings (``ui.settings.Settings`` has it)."""

    @property
    def sound_enabled(self) -> bool: ...
    @property
    def volume(self) -> int: ...
    @property
    def setting_changed(self) -> SignalInstance: ...


class CueMap(Protocol):
    """A game's rules of taste: which cue each moment of its table gets."""

    def applied(self, event: Any) -> None:
        """The controller applied ``event``; the table will show it later (look-ahead)."""

    def started(self, event: Any, *, instant: bool, human_seat: int) -> list[Cue]:
        """The table begins to show ``event``: the cues due now, in order."""

    def stage(self, name: str) -> list[Cue]:
        """The animator began the timed stage ``name``."""

    def flush(self) -> list[Cue]:
        """Cues still due (a stage the table skipped)."""

    def reset(self) -> None:
        """A new match, undo or restart: forget what is pending."""

    def turn_key(self, view: Any) -> object:
        """The same key for every announcement of one turn of the human."""


class NoCues:
    """The cue map of a game without sounds of its own: the human's turn and a refused
    move are still heard (the board plays those itself)."""

    def applied(self, event: Any) -> None:
        pass

    def started(self, event: Any, *, instant: bool, human_seat: int) -> list[Cue]:
        return []

    def stage(self, name: str) -> list[Cue]:
        return []

    def flush(self) -> list[Cue]:
        return []

    def reset(self) -> None:
        pass

    def turn_key(self, view: Any) -> object:
        return id(view)


def check_wav(path: Path) -> str | None:
    """Why ``path`` is not a playable PCM WAV file, or ``None`` when it is."""
    try:
        with wave.open(str(path), "rb") as w:
            if w.getnchannels() not in (1, 2):
                return f"{w.getnchannels()} channels"
            if w.getsampwidth() not in (1, 2):
                return f"{8 * w.getsampwidth()}-bit samples"
            if not 8000 <= w.getframerate() <= 192000:
                return f"a sample rate of {w.getframerate()} Hz"
            if w.getnframes() <= 0:
                return "no samples"
    except FileNotFoundError:
        return "the file is missing"
    except (OSError, EOFError, wave.Error) as exc:
        return f"not a PCM WAV file ({exc})"
    return None


_multimedia: list[str | None] = []
"""The cached answer of :func:`multimedia_problem`."""


def multimedia_problem() -> str | None:
    """Why QtMultimedia cannot be loaded (a library of the sound system is missing), or
    None when it can. Asked once per process."""
    if not _multimedia:
        try:
            import PySide6.QtMultimedia  # noqa: F401
        except ImportError as exc:
            _multimedia.append(str(exc) or type(exc).__name__)
        else:
            _multimedia.append(None)
    return _multimedia[0]


def linear_volume(percent: int) -> float:
    """The setting's 0..100 (a perceptual, logarithmic scale) as a linear gain 0..1."""
    level = min(100, max(0, percent)) / 100.0
    if multimedia_problem() is not None:  # Qt's own formula (QtAudio::convertVolume)
        return 1.0 if level > 0.99 else -math.log(1.0 - level) / math.log(100.0)
    from PySide6.QtMultimedia import QtAudio

    return float(QtAudio.convertVolume(level, QtAudio.VolumeScale.LogarithmicVolumeScale,
                                       QtAudio.VolumeScale.LinearVolumeScale))


def default_backend() -> str:
    """``HEARTS_SOUND_BACKEND`` if it names a backend, else ``"mixer"`` on Linux and
    ``"effects"`` elsewhere."""
    chosen = os.environ.get("HEARTS_SOUND_BACKEND", "")
    if chosen in BACKENDS:
        return chosen
    return "mixer" if sys.platform.startswith("linux") else "effects"


class SoundBoard(QObject):
    """Plays the game's sound cues; ``attach`` it to a controller and an animator, and give
    it the game's cue map (``mapper``)."""

    cue_played = Signal(str)
    """A cue was due while sound is on (its ``Cue`` value), heard or not."""

    def __init__(self, settings: SoundSettings, parent: QObject | None = None, *,
                 sounds_dir: Path | None = None, without_device: bool = False,
                 backend: str | None = None) -> None:
        """``sounds_dir`` holds the WAV files (default ``assets/sounds``);
        ``without_device`` loads the sounds even when no audio output is found (tests);
        ``backend`` is ``"effects"`` or ``"mixer"`` (default: :func:`default_backend`)."""
        super().__init__(parent)
        self._settings = settings
        self._without_device = without_device
        self.backend = backend if backend is not None else default_backend()
        if self.backend not in BACKENDS:
            raise ValueError(f"unknown sound backend {self.backend!r}")
        self.mixer: Mixer | None = None
        """The mixer (``"mixer"`` backend, once loaded)."""
        self.sounds_dir = Path(sounds_dir) if sounds_dir is not None else SOUNDS_DIR
        self.mapper: CueMap = NoCues()
        """The cue map of the game on the table (its presentation's ``cue_map()``)."""
        self._effects: dict[Cue, QSoundEffect] = {}
        self._loaded = False
        self._devices: QMediaDevices | None = None
        self._warned: set[str] = set()
        self._controller: Any = None
        self._animator: Any = None
        self._turn: object = None
        self.unavailable = multimedia_problem()
        """Why there is no sound at all (QtMultimedia cannot be loaded), or None."""
        if self.unavailable is not None:
            self._warn_once("multimedia", "sound is off: QtMultimedia cannot be loaded (%s)",
                            self.unavailable)
        """The human's turn last announced (deal, phase, cards in hand): the controller
        re-enables input after every batch of other seats' moves (each CPU's pass), but
        "your turn" sounds once per turn."""
        settings.setting_changed.connect(self._on_settings_setting_changed)
        if settings.sound_enabled:
            self.preload()

    # ------------------------------------------------------------------ wiring
    def attach(self, controller: Any, animator: Any, mapper: CueMap | None = None) -> None:
        """Follow ``controller`` (a ``GameController``) and ``animator`` (its ``Animator``),
        with the game's cue map ``mapper``."""
        self._controller, self._animator = controller, animator
        if mapper is not None:
            self.mapper = mapper
        controller.events_applied.connect(self._on_controller_events_applied)
        controller.match_started.connect(self._on_controller_match_started)
        controller.state_reset.connect(self._on_controller_state_reset)
        controller.human_turn_started.connect(self._on_controller_human_turn_started)
        controller.action_refused.connect(self._on_controller_action_refused)
        animator.event_started.connect(self._on_animator_event_started)
        animator.stage_changed.connect(self._on_animator_stage_changed)
        animator.idle.connect(self._on_animator_idle)

    # ------------------------------------------------------------------ state
    @property
    def enabled(self) -> bool:
        return bool(self._settings.sound_enabled)

    @property
    def effects(self) -> dict[Cue, QSoundEffect]:
        """The loaded effects by cue (``"effects"`` backend; empty without an audio output
        or before loading)."""
        return dict(self._effects)

    @property
    def playable(self) -> frozenset[Cue]:
        """The cues that make a sound when played (loaded, with an audio output)."""
        if self.mixer is not None:
            return frozenset(Cue(name) for name in self.mixer.names)
        return frozenset(self._effects)

    @property
    def output_volume(self) -> float:
        """The linear gain 0..1 the output applies (from the ``volume`` setting)."""
        return linear_volume(self._settings.volume)

    @property
    def loaded(self) -> bool:
        """Loading was attempted (sound has been on at least once)."""
        return self._loaded

    # ------------------------------------------------------------------ loading
    def preload(self) -> None:
        """Create the effects once (files are checked first; see the module docstring)."""
        if self._loaded:
            return
        self._loaded = True
        if self.unavailable is not None:
            return
        from PySide6.QtMultimedia import QMediaDevices

        if self._devices is None:
            self._devices = QMediaDevices(self)
            self._devices.audioOutputsChanged.connect(self._on_devices_audio_outputs_changed)
        if not QMediaDevices.audioOutputs() and not self._without_device:
            self._warn_once("device", "no audio output device: the sound cues are silent")
            return
        self._load_effects()

    def _load_effects(self) -> None:
        if self.backend == "mixer":
            self._load_mixer()
            return
        from PySide6.QtMultimedia import QSoundEffect

        volume = linear_volume(self._settings.volume)
        for cue in Cue:
            if cue in self._effects:
                continue
            path = cue_path(cue, self.sounds_dir)
            problem = check_wav(path)
            if problem is not None:
                self._warn_once(f"file:{cue}", "sound cue %r cannot be played: %s (%s)",
                                cue.value, problem, path)
                continue
            effect = QSoundEffect(self)
            effect.setObjectName(f"sound_{cue.value}")
            effect.setVolume(volume)
            effect.statusChanged.connect(partial(self._on_effect_status_changed, cue))
            effect.setSource(QUrl.fromLocalFile(str(path)))
            self._effects[cue] = effect

    def _load_mixer(self) -> None:
        from .mixer import Mixer

        if self.mixer is None:
            self.mixer = Mixer(self)
            self.mixer.volume = linear_volume(self._settings.volume)
        for cue in Cue:
            if cue.value in self.mixer.names:
                continue
            path = cue_path(cue, self.sounds_dir)
            problem = check_wav(path)
            if problem is None:
                try:
                    self.mixer.load(cue.value, path)
                except (OSError, ValueError) as exc:
                    problem = str(exc)
            if problem is not None:
                self._warn_once(f"file:{cue}", "sound cue %r cannot be played: %s (%s)",
                                cue.value, problem, path)

    def _warn_once(self, key: str, message: str, *args: object) -> None:
        if key not in self._warned:
            self._warned.add(key)
            log.warning(message, *args)

    # ------------------------------------------------------------------ playing
    def play(self, cue: Cue | str) -> bool:
        """Play ``cue`` now if sound is on (and emit ``cue_played``); never waits."""
        cue = Cue(cue)
        if not self.enabled:
            return False
        self.cue_played.emit(cue.value)
        if self.mixer is not None:
            self.mixer.play(cue.value)
            return True
        effect = self._effects.get(cue)
        if effect is not None:
            effect.play()
        return True

    def _play_all(self, cues: Iterable[Cue]) -> None:
        for cue in cues:
            self.play(cue)

    def stop(self) -> None:
        """Silence every cue that is playing."""
        if self.mixer is not None:
            self.mixer.stop()
        for effect in self._effects.values():
            if effect.isPlaying():
                effect.stop()

    # ------------------------------------------------------------------ reactions
    def _on_controller_events_applied(self, events: Any, _view: object) -> None:
        for event in events:
            self.mapper.applied(event)

    def _on_controller_match_started(self, _view: object) -> None:
        self.mapper.reset()
        self._turn = None

    def _on_controller_state_reset(self, _view: object) -> None:
        self.mapper.reset()
        self._turn = None

    def _on_controller_human_turn_started(self, view: Any) -> None:
        self._play_all(self.mapper.flush())
        turn = self.mapper.turn_key(view)
        if turn != self._turn:
            self._turn = turn
            self.play(Cue.YOUR_TURN)

    def _on_controller_action_refused(self, _error: object) -> None:
        self.play(Cue.ILLEGAL)

    def _on_animator_event_started(self, event: Any) -> None:
        animator, controller = self._animator, self._controller
        instant = animator is not None and str(animator.speed) == "instant"
        seat = controller.human_seat if controller is not None else 0
        self._play_all(self.mapper.started(event, instant=instant, human_seat=seat))

    def _on_animator_stage_changed(self, name: str) -> None:
        if name:
            self._play_all(self.mapper.stage(name))

    def _on_animator_idle(self) -> None:
        self._play_all(self.mapper.flush())

    def _on_settings_setting_changed(self, key: str) -> None:
        if key == "sound_enabled":
            if self.enabled:
                self.preload()
            else:
                self.stop()
        elif key == "volume":
            volume = linear_volume(self._settings.volume)
            if self.mixer is not None:
                self.mixer.volume = volume
            for effect in self._effects.values():
                effect.setVolume(volume)

    def _on_effect_status_changed(self, cue: Cue) -> None:
        from PySide6.QtMultimedia import QSoundEffect

        effect = self._effects.get(cue)
        if effect is not None and effect.status() is QSoundEffect.Status.Error:
            self._warn_once(f"file:{cue}", "sound cue %r cannot be played: the audio system "
                            "refused %s", cue.value, effect.source().toLocalFile())

    def _on_devices_audio_outputs_changed(self) -> None:
        from PySide6.QtMultimedia import QMediaDevices

        if self._loaded and not self.playable and QMediaDevices.audioOutputs():
            log.info("an audio output appeared: loading the sound cues")
            self._load_effects()


__all__ = ["BACKENDS", "CueMap", "NoCues", "SoundBoard", "SoundSettings", "check_wav",
           "default_backend", "linear_volume"]
