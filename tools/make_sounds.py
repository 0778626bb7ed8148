#!/usr/bin/env python3
"""Synthesize the Hearts Desktop sound cues as 16-bit PCM mono WAV files.

Usage::

    python tools/make_sounds.py              # rewrite assets/sounds/*.wav, print figures
    python tools/make_sounds.py --out DIR    # write the same files under DIR
    python tools/make_sounds.py --quiet      # no figures

Every sound is made here from scratch, from sine partials and seeded noise shaped by
envelopes and filters; nothing is sampled or taken from another program. The script uses
only the standard library and is deterministic: its noise comes from its own integer
generator, so two runs write byte-identical files.

Each cue goes through the same mastering chain:

1. a DC-blocking high-pass (20 Hz);
2. loudness normalisation: the loudest 100 ms window is brought to ``TARGET_DB`` plus the
   cue's own offset (a trick with points is deliberately softer than a plain trick, the
   card sounds that come often sit a little lower than the fanfares);
3. a look-ahead peak limiter with slope-limited gain changes (no distortion, no clicks)
   that keeps every peak at or below ``CEILING_DB`` (the files stay under -1 dBFS);
4. short raised-cosine fades at both ends, so a file starts and ends at zero (no clicks);
5. the removal of any mean that is left, as a bump that keeps the ends at zero (no DC
   offset).

The printed figures ("listen by numbers") are each file's duration, sample peak and
RMS in dBFS, and the loudest 100 ms window.
"""

from __future__ import annotations

import argparse
import functools
import math
import wave
from array import array
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

RATE = 44100
"""Samples per second."""
TARGET_DB = -17.0
"""Loudness of the loudest 100 ms window of a cue, before its offset (dBFS RMS)."""
CEILING_DB = -1.5
"""No sample peak above this (dBFS); the tests allow up to -1 dBFS."""
WINDOW_S = 0.1
"""The window of the loudness measure."""
TABLE_SIZE = 4096
"""Samples in one cycle of a wavetable."""

Signal = list[float]


# --------------------------------------------------------------------------- basics

def db_to_gain(db: float) -> float:
    return float(10.0 ** (db / 20.0))


def gain_to_db(gain: float) -> float:
    return 20.0 * math.log10(gain) if gain > 0 else -math.inf


def samples(seconds: float) -> int:
    return round(seconds * RATE)


def silence(seconds: float) -> Signal:
    return [0.0] * samples(seconds)


def mix(target: Signal, source: Sequence[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``source`` into ``target`` from ``at`` seconds on (``target`` grows as needed)."""
    start = samples(at)
    end = start + len(source)
    if end > len(target):
        target.extend([0.0] * (end - len(target)))
    target[start:end] = [t + v * gain for t, v in zip(target[start:end], source, strict=True)]


def note(name: str) -> float:
    """Equal-tempered frequency of a note name such as ``"A4"``, ``"C#5"`` or ``"Bb3"``.

    >>> round(note("A4"), 2), round(note("C5"), 2)
    (440.0, 523.25)
    """
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    rest = name[1:]
    if rest.startswith("#"):
        steps, rest = steps + 1, rest[1:]
    elif rest.startswith("b"):
        steps, rest = steps - 1, rest[1:]
    steps += (int(rest) - 4) * 12
    return float(440.0 * 2.0 ** (steps / 12.0))


class Noise:
    """White noise in [-1, 1) from a 32-bit xorshift generator: the same on every run and
    every machine, unlike ``random``'s float stream across Python versions."""

    def __init__(self, seed: int) -> None:
        self.state = (seed * 2654435761 + 0x9E3779B9) & 0xFFFFFFFF or 1

    def next_unit(self) -> float:
        """A number in [0, 1)."""
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 4294967296.0

    def signal(self, seconds: float) -> Signal:
        return [self.next_unit() * 2.0 - 1.0 for _ in range(samples(seconds))]

    def uniform(self, low: float, high: float) -> float:
        return low + (high - low) * self.next_unit()


# --------------------------------------------------------------------------- envelopes

def envelope(n: int, attack: float, decay: float | None = None, release: float = 0.01,
             hold: float = 0.0) -> Signal:
    """Raised-cosine attack over ``attack`` s, ``hold`` s at full level, then an exponential
    decay with time constant ``decay`` (None: none), and a raised-cosine release to zero
    over the last ``release`` s."""
    a = max(1, samples(attack))
    r = max(1, min(n, samples(release)))
    h = samples(hold)
    cos, pi = math.cos, math.pi
    out = [0.5 - 0.5 * cos(pi * i / a) for i in range(min(a, n))]
    out.extend([1.0] * max(0, min(n, a + h) - len(out)))
    k = math.exp(-1.0 / (decay * RATE)) if decay else 1.0
    level = 1.0
    for _ in range(n - len(out)):
        out.append(level)
        level *= k
    for i in range(max(0, n - r), n):
        out[i] *= 0.5 - 0.5 * cos(pi * (n - 1 - i) / r)
    return out


def shaped(signal: Sequence[float], env: Sequence[float]) -> Signal:
    return [s * e for s, e in zip(signal, env, strict=True)]


# --------------------------------------------------------------------------- oscillators

@dataclass(frozen=True)
class Partial:
    """One sine component of a tone: frequency ratio, relative level, decay time constant
    (None: it lasts as long as the tone)."""

    ratio: float
    level: float
    decay: float | None = None


@functools.cache
def _wavetable(partials: tuple[Partial, ...]) -> list[float]:
    """One cycle of the sum of ``partials`` (levels only) in ``TABLE_SIZE + 1`` samples."""
    size = TABLE_SIZE
    return [sum(p.level * math.sin(2.0 * math.pi * p.ratio * j / size) for p in partials)
            for j in range(size + 1)]


def tone(freq: float, seconds: float, partials: Iterable[Partial], *, attack: float = 0.005,
         release: float = 0.03, decay: float | None = None, glide_to: float | None = None,
         glide_time: float | None = None, vibrato: float = 0.0, vibrato_rate: float = 5.5,
         vibrato_delay: float = 0.15, hold: float = 0.0) -> Signal:
    """A tone of sine partials over a common envelope. ``glide_to`` bends the pitch
    exponentially to that frequency over ``glide_time`` s; ``vibrato`` is its depth as a
    fraction of the frequency, faded in after ``vibrato_delay`` s."""
    n = samples(seconds)
    env = envelope(n, attack, decay, release, hold)
    # one frequency curve for the tone, shared by the partials
    freqs = [freq] * n
    if glide_to is not None:
        g = max(1, samples(glide_time if glide_time is not None else seconds))
        ratio = glide_to / freq
        for i in range(min(n, g)):
            freqs[i] = freq * ratio ** (i / g)
        for i in range(min(n, g), n):
            freqs[i] = glide_to
    if vibrato:
        start = samples(vibrato_delay)
        ramp = max(1, samples(0.2))
        w = 2.0 * math.pi * vibrato_rate / RATE
        for i in range(start, n):
            depth = vibrato if i - start >= ramp else vibrato * (i - start) / ramp
            freqs[i] *= 1.0 + depth * math.sin(w * i)
    top = max(freqs) if freqs else freq
    parts = [p for p in partials if top * p.ratio < RATE * 0.45]  # higher ones would alias
    steady = [p for p in parts if p.decay is None and float(p.ratio).is_integer()]
    fading = [p for p in parts if p not in steady]
    out = [0.0] * n
    two_pi = 2.0 * math.pi
    if steady:
        # harmonics that keep their level: one cycle in a table, read at the tone's pitch
        size = TABLE_SIZE
        table = _wavetable(tuple(steady))
        pos = 0.0
        scale = size / RATE
        for i in range(n):
            j = int(pos)
            frac = pos - j
            out[i] = table[j] + (table[j + 1] - table[j]) * frac
            pos += freqs[i] * scale
            if pos >= size:
                pos -= size
    sin = math.sin
    for p in fading:
        phase = 0.0
        level = p.level
        k = math.exp(-1.0 / (p.decay * RATE)) if p.decay else 1.0
        step = two_pi * p.ratio / RATE
        for i in range(n):
            out[i] += level * sin(phase)
            phase += step * freqs[i]
            level *= k
            if level < 1e-6:
                break  # below a 16-bit step long before the tone ends
    return shaped(out, env)


BELL = (Partial(1.0, 1.0), Partial(2.0, 0.28, 0.14), Partial(3.0, 0.09, 0.06),
        Partial(4.2, 0.05, 0.03))
"""A soft mallet bell: mostly the fundamental, a few quickly dying overtones."""
GLASS = (Partial(1.0, 1.0), Partial(2.76, 0.32, 0.12), Partial(5.4, 0.14, 0.05),
         Partial(8.93, 0.05, 0.025))
"""A struck glass or metal bar: inharmonic overtones."""
MARIMBA = (Partial(1.0, 1.0), Partial(4.0, 0.18, 0.05), Partial(9.9, 0.04, 0.015))


def brass(brightness: float) -> tuple[Partial, ...]:
    """A horn-like harmonic series; lower ``brightness`` makes it rounder."""
    return tuple(Partial(float(k), (1.0 / k) ** (2.2 - brightness)) for k in range(1, 9))


# --------------------------------------------------------------------------- filters

def biquad(signal: Sequence[float], kind: str, freq: float, q: float = 0.707) -> Signal:
    """A second-order ``lowpass``, ``highpass`` or ``bandpass`` (constant 0 dB peak) filter,
    from the bilinear-transform formulas of the analog prototypes."""
    w0 = 2.0 * math.pi * freq / RATE
    cw, alpha = math.cos(w0), math.sin(w0) / (2.0 * q)
    if kind == "lowpass":
        b0 = b2 = (1.0 - cw) / 2.0
        b1 = 1.0 - cw
    elif kind == "highpass":
        b0 = b2 = (1.0 + cw) / 2.0
        b1 = -(1.0 + cw)
    elif kind == "bandpass":
        b0, b1, b2 = alpha, 0.0, -alpha
    else:
        raise ValueError(kind)
    a0, a1, a2 = 1.0 + alpha, -2.0 * cw, 1.0 - alpha
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    x1 = x2 = y1 = y2 = 0.0
    out = [0.0] * len(signal)
    for i, x in enumerate(signal):
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out[i] = y
    return out


def swept_bandpass(signal: Sequence[float], start: float, end: float, q: float) -> Signal:
    """A state-variable band-pass whose centre moves exponentially from ``start`` to
    ``end`` Hz over the signal (a whoosh)."""
    n = len(signal)
    low = band = 0.0
    damp = 1.0 / q
    out = [0.0] * n
    for i, x in enumerate(signal):
        f = start * (end / start) ** (i / max(1, n - 1))
        c = 2.0 * math.sin(math.pi * f / RATE)
        low += c * band
        high = x - low - damp * band
        band += c * high
        out[i] = band * damp
    return out


# --------------------------------------------------------------------------- building blocks

def tap(seed: int, *, center: float, body: float, seconds: float = 0.12,
        snap_decay: float = 0.016, body_decay: float = 0.03, body_level: float = 0.5,
        q: float = 0.9) -> Signal:
    """A card meeting the table: a band-passed noise snap and a short low body."""
    noise = Noise(seed).signal(seconds)
    snap = shaped(biquad(noise, "bandpass", center, q),
                  envelope(len(noise), 0.003, snap_decay, 0.02))
    thock = tone(body, seconds, (Partial(1.0, 1.0), Partial(2.0, 0.2)), attack=0.002,
                 decay=body_decay, release=0.02, glide_to=body * 0.75, glide_time=0.05)
    out = [0.0] * len(noise)
    mix(out, snap, 0.0, 1.0)
    mix(out, thock, 0.0, body_level)
    return out


def whoosh(seed: int, seconds: float, start: float, end: float, *, q: float = 1.6,
           peak_at: float = 0.45) -> Signal:
    """Noise swept through a band-pass, swelling and fading: air moved by cards."""
    n = samples(seconds)
    swept = swept_bandpass(Noise(seed).signal(seconds), start, end, q)
    top = max(1, round(n * peak_at))
    env = [0.0] * n
    for i in range(n):
        if i < top:
            env[i] = 0.5 - 0.5 * math.cos(math.pi * i / top)
        else:
            env[i] = 0.5 + 0.5 * math.cos(math.pi * (i - top) / max(1, n - 1 - top))
    return shaped(swept, env)


def chord(names: Sequence[str], seconds: float, partials: Iterable[Partial],
          **kwargs: float) -> Signal:
    parts = tuple(partials)
    out: Signal = []
    for name in names:
        mix(out, tone(note(name), seconds, parts, **kwargs), 0.0, 1.0 / len(names) ** 0.5)
    return out


# --------------------------------------------------------------------------- the cues

def cue_card() -> Signal:
    """A card slides onto the trick: a light snap on felt."""
    return tap(11, center=2600.0, body=190.0, seconds=0.13)


def cue_shuffle() -> Signal:
    """Shuffle and deal: a riffle of small flicks, then the deck squared on the table."""
    rnd = Noise(23)
    out = silence(0.78)
    t = 0.015
    for k in range(24):
        # the riffle speeds up in the middle and slows at the end, like thumbs releasing
        x = k / 23.0
        gap = 0.031 - 0.016 * math.sin(math.pi * x)
        flick = tap(100 + k, center=rnd.uniform(3000.0, 5200.0), body=rnd.uniform(260, 340),
                    seconds=0.035, snap_decay=0.005, body_decay=0.006, body_level=0.15,
                    q=1.4)
        mix(out, flick, t, rnd.uniform(0.55, 1.0))
        t += gap
    mix(out, tap(7, center=1400.0, body=150.0, seconds=0.14, snap_decay=0.02,
                 body_decay=0.04, body_level=0.8), t + 0.04, 1.2)
    return out


def cue_pass() -> Signal:
    """Cards passed: a soft whoosh across the table and a light landing."""
    out = whoosh(31, 0.36, 450.0, 3200.0, q=1.4, peak_at=0.5)
    mix(out, tap(32, center=2200.0, body=210.0, seconds=0.1, snap_decay=0.01), 0.3, 0.35)
    return out


def cue_your_turn() -> Signal:
    """Your turn: a gentle rising two-note chime."""
    out = silence(0.7)
    mix(out, tone(note("A5"), 0.45, BELL, attack=0.004, decay=0.22, release=0.1), 0.0)
    mix(out, tone(note("E6"), 0.58, BELL, attack=0.004, decay=0.25, release=0.15), 0.12, 0.9)
    return out


def cue_illegal() -> Signal:
    """That card may not be played: two short, low, muted bonks."""
    square = (Partial(1.0, 1.0), Partial(3.0, 0.3, 0.05), Partial(5.0, 0.12, 0.03))
    out = silence(0.3)
    for at, name in ((0.0, "Eb4"), (0.12, "Bb3")):
        bonk = tone(note(name), 0.15, square, attack=0.004, decay=0.06, release=0.04)
        mix(out, biquad(bonk, "lowpass", 1400.0), at)
    return out


def cue_hearts_broken() -> Signal:
    """Hearts are broken: a crisp crack and a falling shimmer of glass."""
    out = silence(1.0)
    crack = Noise(41).signal(0.06)
    crack = shaped(biquad(crack, "highpass", 3500.0, 0.8), envelope(len(crack), 0.003, 0.009,
                                                                     0.03))
    mix(out, crack, 0.0, 0.9)
    for i, name in enumerate(("B6", "G6", "E6", "B5")):
        mix(out, tone(note(name), 0.75 - i * 0.06, GLASS, attack=0.003, decay=0.3,
                      release=0.2), 0.02 + i * 0.075, 0.7 - i * 0.08)
    return out


def cue_queen() -> Signal:
    """The Queen of Spades lands: a deep, heavy thud with a dark low tail."""
    out = silence(0.95)
    thud = tone(115.0, 0.9, (Partial(1.0, 1.0), Partial(2.0, 0.35, 0.12),
                             Partial(3.0, 0.15, 0.06)),
                attack=0.003, decay=0.24, release=0.3, glide_to=46.0, glide_time=0.28)
    mix(out, thud, 0.0, 1.0)
    knock = Noise(43).signal(0.08)
    knock = shaped(biquad(knock, "lowpass", 700.0, 0.9), envelope(len(knock), 0.002, 0.015,
                                                                   0.04))
    mix(out, knock, 0.0, 1.4)
    # a low, dark E minor colour underneath, for menace rather than pitch
    mix(out, chord(("E2", "B2", "G3"), 0.85, BELL, attack=0.02, decay=0.3, release=0.3),
        0.01, 0.22)
    return out


def cue_trick() -> Signal:
    """A trick taken: the cards gathered with a short swish and set down."""
    out = whoosh(51, 0.2, 1100.0, 2600.0, q=1.3, peak_at=0.6)
    mix(out, tap(52, center=1900.0, body=230.0, seconds=0.12, snap_decay=0.012,
                 body_level=0.6), 0.17, 0.8)
    return out


def cue_trick_points() -> Signal:
    """A trick with points taken: a softer, darker gather and a low muted note."""
    out = whoosh(61, 0.22, 600.0, 1300.0, q=1.2, peak_at=0.6)
    mix(out, biquad(tap(62, center=1200.0, body=170.0, seconds=0.13, snap_decay=0.012,
                        body_level=0.8), "lowpass", 2500.0), 0.18, 0.7)
    mix(out, tone(note("G3"), 0.3, MARIMBA, attack=0.006, decay=0.09, release=0.08),
        0.18, 0.45)
    return out


def cue_moon() -> Signal:
    """Someone shot the moon: a rising glissando of bells into a shimmering chord."""
    out = silence(2.4)
    run = ("C5", "D5", "E5", "G5", "A5", "C6", "D6", "E6", "G6")
    for i, name in enumerate(run):
        mix(out, tone(note(name), 0.6, GLASS, attack=0.003, decay=0.22, release=0.15),
            i * 0.055, 0.55)
    pad = chord(("C4", "G4", "C5", "E5", "G5"), 1.85, brass(0.9), attack=0.25, decay=0.9,
                release=0.6, vibrato=0.004, vibrato_delay=0.3)
    mix(out, pad, 0.5, 0.5)
    sparkle = Noise(71)
    for k in range(7):
        name = ("C7", "G6", "E7", "C7", "G6", "E6", "C7")[k]
        mix(out, tone(note(name), 0.45, GLASS, attack=0.002, decay=0.12, release=0.12),
            0.6 + k * 0.19 + sparkle.uniform(0.0, 0.05), 0.22)
    return out


def cue_hand_over() -> Signal:
    """The hand is over: a soft two-chord cadence on mallets."""
    out = silence(1.05)
    mix(out, chord(("G4", "B4", "D5"), 0.45, MARIMBA, attack=0.005, decay=0.18,
                   release=0.12), 0.0, 0.9)
    mix(out, chord(("C5", "E5", "G5"), 0.75, MARIMBA, attack=0.005, decay=0.3,
                   release=0.3), 0.26, 1.0)
    return out


def cue_game_won() -> Signal:
    """You won the game: a bright fanfare that settles on a major chord."""
    out = silence(2.45)
    horn = brass(1.3)
    phrase = ((0.0, "G4", 0.16), (0.16, "C5", 0.16), (0.32, "E5", 0.16), (0.48, "G5", 0.32),
              (0.84, "E5", 0.14), (0.98, "G5", 0.14))
    for at, name, length in phrase:
        mix(out, tone(note(name), length + 0.06, horn, attack=0.018, release=0.05,
                      decay=0.5), at, 0.55)
    final = chord(("C5", "E5", "G5", "C6"), 1.3, horn, attack=0.03, decay=0.8, release=0.45,
                  vibrato=0.005, vibrato_delay=0.25)
    mix(out, final, 1.13, 0.7)
    return out


def cue_game_lost() -> Signal:
    """You lost the game: a slow falling minor line that comes to rest, muted."""
    out = silence(2.2)
    horn = brass(0.6)
    for i, (name, length) in enumerate((("E5", 0.34), ("C5", 0.34), ("A4", 0.34))):
        mix(out, tone(note(name), length + 0.08, horn, attack=0.03, decay=0.6, release=0.08),
            i * 0.36, 0.6)
    rest = chord(("A3", "C4", "E4", "A4"), 1.1, horn, attack=0.06, decay=0.6, release=0.5,
                 vibrato=0.004, vibrato_delay=0.3)
    mix(out, rest, 1.08, 0.8)
    return out


def cue_bid() -> Signal:
    """A bid is made: a knock on the table's wood and a single bright mallet note."""
    out = silence(0.42)
    knock = tone(210.0, 0.12, (Partial(1.0, 1.0), Partial(2.4, 0.3, 0.02)), attack=0.002,
                 decay=0.025, release=0.03, glide_to=170.0, glide_time=0.04)
    mix(out, knock, 0.0, 0.9)
    mix(out, tap(81, center=1700.0, body=240.0, seconds=0.08, snap_decay=0.008,
                 body_level=0.3), 0.0, 0.5)
    mix(out, tone(note("D6"), 0.36, MARIMBA, attack=0.003, decay=0.12, release=0.1), 0.05,
        0.55)
    return out


def cue_exchange() -> Signal:
    """Cards discarded and drawn: a soft swish out, a swish back, and the cards set down."""
    out = whoosh(91, 0.22, 1600.0, 700.0, q=1.3, peak_at=0.4)
    mix(out, tap(92, center=1500.0, body=200.0, seconds=0.1, snap_decay=0.01,
                 body_level=0.5), 0.19, 0.6)
    mix(out, whoosh(93, 0.22, 700.0, 2200.0, q=1.3, peak_at=0.55), 0.27, 0.9)
    mix(out, tap(94, center=2300.0, body=230.0, seconds=0.1, snap_decay=0.01,
                 body_level=0.4), 0.47, 0.55)
    return out


def cue_trump() -> Signal:
    """Trump is named: a clear call of two bells, a rising fourth, over a soft low note."""
    out = silence(0.8)
    mix(out, tone(note("G5"), 0.42, BELL, attack=0.003, decay=0.2, release=0.12), 0.0, 0.8)
    mix(out, tone(note("C6"), 0.62, BELL, attack=0.003, decay=0.28, release=0.2), 0.13, 0.9)
    mix(out, tone(note("C4"), 0.7, MARIMBA, attack=0.01, decay=0.3, release=0.2), 0.13, 0.35)
    return out


def cue_codille() -> Signal:
    """A defender takes codille: a sharp brass stab that falls onto a low minor chord."""
    out = silence(1.05)
    horn = brass(1.1)
    mix(out, tone(note("D5"), 0.16, horn, attack=0.01, decay=0.3, release=0.05), 0.0, 0.6)
    mix(out, tone(note("A4"), 0.16, horn, attack=0.01, decay=0.3, release=0.05), 0.13, 0.6)
    low = chord(("D3", "F3", "A3"), 0.8, brass(0.7), attack=0.02, decay=0.45, release=0.35)
    mix(out, low, 0.25, 0.85)
    hit = Noise(101).signal(0.07)
    hit = shaped(biquad(hit, "lowpass", 900.0, 0.8), envelope(len(hit), 0.002, 0.02, 0.03))
    mix(out, hit, 0.25, 0.8)
    return out


def cue_vole() -> Signal:
    """Ombre takes every trick: a quick rising run of bells into a bright chord."""
    out = silence(1.1)
    for i, name in enumerate(("C5", "E5", "G5", "C6", "E6")):
        mix(out, tone(note(name), 0.4, GLASS, attack=0.003, decay=0.18, release=0.12),
            i * 0.06, 0.5)
    mix(out, chord(("C5", "E5", "G5", "C6"), 0.8, brass(1.2), attack=0.03, decay=0.5,
                   release=0.35, vibrato=0.004, vibrato_delay=0.2), 0.3, 0.7)
    return out


def cue_no_bid() -> Signal:
    """A pass in the auction (Pinochle): two soft low knocks on the table, no note."""
    out = silence(0.36)
    for i, (freq, level) in enumerate(((180.0, 0.8), (150.0, 0.6))):
        knock = tone(freq, 0.1, (Partial(1.0, 1.0), Partial(2.2, 0.25, 0.02)), attack=0.002,
                     decay=0.022, release=0.03, glide_to=freq * 0.8, glide_time=0.04)
        mix(out, knock, i * 0.12, level)
        mix(out, tap(111 + i, center=900.0, body=160.0, seconds=0.07, snap_decay=0.006,
                     body_level=0.35), i * 0.12, 0.35)
    return out


def cue_meld() -> Signal:
    """Meld is shown (Pinochle): three cards set down in a quick fan, then a warm open
    fifth on mallets."""
    out = silence(0.9)
    for i in range(3):
        mix(out, tap(121 + i, center=1800.0 + 250.0 * i, body=220.0, seconds=0.08,
                     snap_decay=0.008, body_level=0.4), i * 0.06, 0.55)
    mix(out, tone(note("F4"), 0.7, MARIMBA, attack=0.004, decay=0.3, release=0.2), 0.2, 0.55)
    mix(out, tone(note("C5"), 0.66, MARIMBA, attack=0.004, decay=0.28, release=0.2), 0.24,
        0.5)
    mix(out, tone(note("A5"), 0.5, BELL, attack=0.003, decay=0.2, release=0.15), 0.28, 0.3)
    return out


def cue_made() -> Signal:
    """The contract is made (Pinochle): a short rising call of bells onto a bright major
    chord (smaller than the match's fanfare)."""
    out = silence(1.05)
    for i, name in enumerate(("G4", "C5", "E5")):
        mix(out, tone(note(name), 0.3, BELL, attack=0.003, decay=0.14, release=0.1),
            i * 0.08, 0.55)
    mix(out, chord(("C5", "E5", "G5"), 0.75, brass(1.0), attack=0.025, decay=0.4,
                   release=0.3), 0.24, 0.7)
    return out


def cue_set() -> Signal:
    """The contract is set (Pinochle): a muted two-note fall onto a low minor chord."""
    out = silence(1.05)
    horn = brass(0.8)
    mix(out, tone(note("E4"), 0.2, horn, attack=0.015, decay=0.25, release=0.06), 0.0, 0.55)
    mix(out, tone(note("C4"), 0.22, horn, attack=0.015, decay=0.25, release=0.06), 0.17,
        0.55)
    low = chord(("A2", "C3", "E3"), 0.75, brass(0.6), attack=0.03, decay=0.45, release=0.35)
    mix(out, low, 0.32, 0.8)
    return out


@dataclass(frozen=True)
class Cue:
    name: str
    """The file stem and the name the sound board uses."""
    make: Callable[[], Signal]
    offset_db: float
    """Loudness relative to ``TARGET_DB``."""
    description: str


CUES: tuple[Cue, ...] = (
    Cue("shuffle", cue_shuffle, -3.0, "a new hand is shuffled and dealt"),
    Cue("card", cue_card, -4.0, "a card is played (slides onto the trick)"),
    Cue("pass", cue_pass, -4.0, "the cards are passed"),
    Cue("your_turn", cue_your_turn, -4.0, "you must play or pass"),
    Cue("illegal", cue_illegal, -3.0, "the card you chose may not be played"),
    Cue("hearts_broken", cue_hearts_broken, -1.0, "the first heart falls: hearts are broken"),
    Cue("queen", cue_queen, 0.0, "the Queen of Spades is played: a deep thud"),
    Cue("trick", cue_trick, -4.0, "a trick without points is taken"),
    Cue("trick_points", cue_trick_points, -8.0,
        "a trick carrying points is taken (softer than a plain trick)"),
    Cue("moon", cue_moon, 0.0, "someone shot the moon (or the sun)"),
    Cue("hand_over", cue_hand_over, -2.0, "the hand is over (the score is shown)"),
    Cue("game_won", cue_game_won, 0.0, "the match is over and you won it"),
    Cue("game_lost", cue_game_lost, -1.0, "the match is over and you did not win"),
    Cue("bid", cue_bid, -4.0, "a bid is made (Ombre, Pinochle)"),
    Cue("exchange", cue_exchange, -4.0, "cards are discarded and drawn from the talon (Ombre)"),
    Cue("trump", cue_trump, -3.0, "trump is named or turned (Ombre, Pinochle)"),
    Cue("codille", cue_codille, -1.0, "a defender takes codille (Ombre)"),
    Cue("vole", cue_vole, 0.0, "ombre takes every trick (Ombre)"),
    Cue("no_bid", cue_no_bid, -5.0, "a player passes in the auction (Pinochle)"),
    Cue("meld", cue_meld, -3.0, "meld is laid out and counted (Pinochle)"),
    Cue("made", cue_made, -1.0, "the declaring team made its contract (Pinochle)"),
    Cue("set", cue_set, -1.0, "the declaring team is set (Pinochle)"),
)
"""Every cue, in the order of the README's table."""


# --------------------------------------------------------------------------- mastering

def high_pass_20hz(signal: Sequence[float]) -> Signal:
    """A one-pole DC-blocking high-pass at 20 Hz."""
    r = math.exp(-2.0 * math.pi * 20.0 / RATE)
    out = [0.0] * len(signal)
    x1 = y1 = 0.0
    for i, x in enumerate(signal):
        y1 = x - x1 + r * y1
        x1 = x
        out[i] = y1
    return out


def remove_mean(signal: Sequence[float]) -> Signal:
    """Subtract the mean as a Hann-shaped bump of the same area, which leaves both ends
    where they were (a constant would lift them off zero)."""
    n = len(signal)
    if n < 3:
        return list(signal)
    window = [0.5 - 0.5 * math.cos(2.0 * math.pi * i / (n - 1)) for i in range(n)]
    c = sum(signal) / sum(window)
    return [v - c * w for v, w in zip(signal, window, strict=True)]


def loudest_window_rms(signal: Sequence[float], seconds: float = WINDOW_S) -> float:
    """The RMS of the loudest ``seconds`` window (hop of a quarter window)."""
    w = max(1, samples(seconds))
    if len(signal) <= w:
        return math.sqrt(sum(v * v for v in signal) / max(1, len(signal)))
    squares = [v * v for v in signal]
    best = 0.0
    for start in range(0, len(signal) - w + 1, max(1, w // 4)):
        best = max(best, sum(squares[start:start + w]))
    return math.sqrt(best / w)


def limit(signal: Sequence[float], ceiling: float, lookahead: float = 0.004,
          release: float = 0.06) -> Signal:
    """Keep every sample within ``ceiling``: the gain that each sample needs is spread
    backwards over ``lookahead`` s and recovers over ``release`` s, both as linear ramps,
    so the gain never jumps (no clicks) and never exceeds what a peak needs."""
    if max((abs(v) for v in signal), default=0.0) <= ceiling:
        return list(signal)  # nothing to do (the gain would be 1 throughout)
    n = len(signal)
    need = [min(1.0, ceiling / abs(v)) if v else 1.0 for v in signal]
    attack_step = 1.0 / max(1, samples(lookahead))
    release_step = 1.0 / max(1, samples(release))
    gain = [1.0] * n
    g = 1.0
    for i in range(n - 1, -1, -1):
        g = min(need[i], g + attack_step)
        gain[i] = g
    g = 1.0
    for i in range(n):
        g = min(gain[i], g + release_step)
        gain[i] = g
    return [v * g for v, g in zip(signal, gain, strict=True)]


def fade_ends(signal: Sequence[float], fade_in: float = 0.002,
              fade_out: float = 0.012) -> Signal:
    out = list(signal)
    n = len(out)
    a, r = min(n, samples(fade_in)), min(n, samples(fade_out))
    for i in range(a):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / a)
    for i in range(r):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / r)
    return out


def master(signal: Sequence[float], offset_db: float = 0.0) -> Signal:
    """DC removal, loudness normalisation, peak limiting and end fades (see the module
    docstring)."""
    out = high_pass_20hz(signal)
    level = loudest_window_rms(out)
    if level <= 0.0:
        raise ValueError("a silent cue")
    gain = db_to_gain(TARGET_DB + offset_db) / level
    out = [v * gain for v in out]
    out = limit(out, db_to_gain(CEILING_DB))
    # the limiter and the fades leave a trace of DC in short sounds: take it out last
    return remove_mean(fade_ends(out))


def to_pcm16(signal: Sequence[float]) -> array:
    pcm = array("h", (max(-32767, min(32767, round(v * 32767.0))) for v in signal))
    return pcm


def wav_bytes(pcm: array) -> bytes:
    """The bytes of a mono 16-bit WAV file at ``RATE`` (little-endian, as WAV is)."""
    import io
    import sys

    data = array("h", pcm)
    if sys.byteorder == "big":  # pragma: no cover - WAV samples are little-endian
        data.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())
    return buffer.getvalue()


@dataclass(frozen=True)
class Figures:
    name: str
    seconds: float
    peak_db: float
    rms_db: float
    loudest_db: float
    mean: float
    """The mean sample as a fraction of full scale (the DC offset)."""


def figures(name: str, pcm: Sequence[int]) -> Figures:
    values = [v / 32768.0 for v in pcm]
    n = max(1, len(values))
    peak = max((abs(v) for v in values), default=0.0)
    rms = math.sqrt(sum(v * v for v in values) / n)
    return Figures(name, len(values) / RATE, gain_to_db(peak), gain_to_db(rms),
                   gain_to_db(loudest_window_rms(values)), sum(values) / n)


def render(cue: Cue) -> array:
    return to_pcm16(master(cue.make(), cue.offset_db))


def write(out_dir: Path, cues: Iterable[Cue] = CUES) -> list[tuple[Path, Figures]]:
    """Write ``<name>.wav`` for every cue into ``out_dir``; returns the paths and figures."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for cue in cues:
        pcm = render(cue)
        path = out_dir / f"{cue.name}.wav"
        path.write_bytes(wav_bytes(pcm))
        written.append((path, figures(cue.name, pcm)))
    return written


def main(argv: Sequence[str] | None = None) -> int:
    root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=root / "assets" / "sounds",
                        help="output directory (default: assets/sounds)")
    parser.add_argument("--quiet", action="store_true", help="print nothing")
    args = parser.parse_args(argv)
    written = write(args.out)
    if not args.quiet:
        print(f"{'file':<20} {'seconds':>7} {'peak dBFS':>9} {'RMS dBFS':>9} "
              f"{'loudest 100 ms':>14}")
        for path, f in written:
            print(f"{path.name:<20} {f.seconds:7.3f} {f.peak_db:9.1f} {f.rms_db:9.1f} "
                  f"{f.loudest_db:14.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
