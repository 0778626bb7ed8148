"""One audio stream for every cue: a ``QAudioSink`` in push mode fed by a small mixer.

Why not a ``QSoundEffect`` per cue on Linux: with Qt 6.11's PulseAudio output, a few
``QSoundEffect`` objects played in quick succession (two cues 300 ms apart are enough)
make Qt print "QSocketNotifier: Socket notifiers cannot be enabled or disabled from
another thread" and then spin the GUI thread forever (the window freezes). A single sink
that stays open, written from the GUI thread, does not; overlapping cues are mixed here.

The sink is started on the first cue, topped up every ``TICK_MS`` with what the playing
cues have next (about ``BUFFER_MS`` stay queued, which is also the latency), and suspended
after half a second without a cue, so an idle game costs nothing.
"""

from __future__ import annotations

import logging
import wave
from array import array
from pathlib import Path

from PySide6.QtCore import QIODevice, QObject, QTimer
from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices, QtAudio

log = logging.getLogger(__name__)

RATE = 44100
TICK_MS = 10
BUFFER_MS = 60
IDLE_MS = 500
"""Silence after which the sink is suspended."""
MAX_VOICES = 6
"""Sounds mixed at once at most."""


def read_pcm16_mono(path: Path) -> array:
    """The samples of a 16-bit mono WAV file at ``RATE``; ``ValueError`` for another kind."""
    with wave.open(str(path), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"the mixer plays 16-bit mono {RATE} Hz files, not "
                             f"{w.getnchannels()} channel(s), {8 * w.getsampwidth()}-bit, "
                             f"{w.getframerate()} Hz")
        data = array("h", w.readframes(w.getnframes()))
    if data.itemsize != 2:  # pragma: no cover - every CPython platform has 16-bit "h"
        raise ValueError("no 16-bit array type")
    import sys

    if sys.byteorder == "big":  # pragma: no cover - WAV is little-endian
        data.byteswap()
    return data


class Mixer(QObject):
    """Plays any number of sounds at once through one ``QAudioSink``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        fmt = QAudioFormat()
        fmt.setSampleRate(RATE)
        fmt.setChannelCount(1)
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        self._sink = QAudioSink(QMediaDevices.defaultAudioOutput(), fmt, self)
        self._sink.setBufferSize(RATE * 2 * BUFFER_MS // 1000)
        self._io: QIODevice | None = None
        self._sounds: dict[str, array] = {}
        self._voices: list[tuple[array, int]] = []
        """(samples, position) of each sound playing."""
        self._idle_ms = 0
        self.volume = 1.0
        """Linear gain 0..1 applied to the mix."""
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    def load(self, name: str, path: Path) -> None:
        """Keep the samples of ``path`` as ``name``; ``ValueError``/``OSError`` when they
        cannot be played."""
        try:
            self._sounds[name] = read_pcm16_mono(path)
        except (EOFError, wave.Error) as exc:
            raise ValueError(str(exc)) from exc

    @property
    def names(self) -> frozenset[str]:
        return frozenset(self._sounds)

    @property
    def playing(self) -> bool:
        return bool(self._voices)

    def play(self, name: str) -> None:
        """Start ``name`` now (mixed with whatever plays); returns at once."""
        data = self._sounds.get(name)
        if data is None:
            return
        # a cue already playing starts again (as a QSoundEffect does), and a flood of cues
        # (speed instant plays a whole hand at once) keeps only the newest few
        self._voices = [v for v in self._voices if v[0] is not data][-(MAX_VOICES - 1):]
        self._voices.append((data, 0))
        self._idle_ms = 0
        if self._io is None:
            self._io = self._sink.start()
        elif self._sink.state() is QtAudio.State.SuspendedState:
            self._sink.resume()
        if not self._timer.isActive():
            self._timer.start()
        self._pump()

    def stop(self) -> None:
        """Silence everything at once."""
        self._voices.clear()
        if self._io is not None:
            self._sink.reset()
            self._io = None
        self._timer.stop()

    def _on_timer_timeout(self) -> None:
        self._pump()

    def _pump(self) -> None:
        io = self._io
        if io is None:
            return
        if self._sink.error() is not QtAudio.Error.NoError and \
                self._sink.state() is QtAudio.State.StoppedState:
            log.warning("the audio output stopped (%s); sound cues are silent",
                        self._sink.error().name)
            self.stop()
            return
        if not self._voices:
            self._idle_ms += TICK_MS
            if self._idle_ms >= IDLE_MS:
                self._timer.stop()
                self._sink.suspend()
            return
        free = self._sink.bytesFree() // 2
        if free <= 0:
            return
        if len(self._voices) == 1 and self.volume >= 1.0:
            data, pos = self._voices[0]
            chunk = data[pos:pos + free]
            self._voices = [(data, pos + len(chunk))] if pos + len(chunk) < len(data) else []
            io.write(chunk.tobytes())
            return
        mix = [0.0] * free
        voices = []
        for data, pos in self._voices:
            chunk = data[pos:pos + free]
            for i, s in enumerate(chunk):
                mix[i] += s
            if pos + len(chunk) < len(data):
                voices.append((data, pos + len(chunk)))
        self._voices = voices
        gain = self.volume
        out = array("h", (max(-32767, min(32767, round(s * gain))) for s in mix))
        io.write(out.tobytes())


__all__ = ["Mixer", "read_pcm16_mono"]
