"""The sound files in ``assets/sounds/``: one per cue, clean 16-bit PCM, and exactly what
``tools/make_sounds.py`` makes (the generator is deterministic)."""

from __future__ import annotations

import importlib.util
import itertools
import math
import sys
import wave
from array import array
from pathlib import Path
from types import ModuleType

import pytest

from hearts_desktop.sound import SOUNDS_DIR, Cue

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "tools" / "make_sounds.py"
RATE = 44100
FULL_SCALE = 32768
FANFARES = {Cue.MOON, Cue.GAME_WON, Cue.GAME_LOST}


def load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def generator() -> ModuleType:
    return load_generator()


def read(path: Path) -> tuple[wave._wave_params, array]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        data = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":  # pragma: no cover
        data.byteswap()
    return params, data


def dbfs(value: float) -> float:
    return 20 * math.log10(value / FULL_SCALE) if value > 0 else -math.inf


def test_one_file_per_cue_and_one_cue_per_file(generator: ModuleType) -> None:
    files = {p.stem for p in SOUNDS_DIR.glob("*.wav")}
    assert files == {c.value for c in Cue}
    assert [c.name for c in generator.CUES] == [c.value for c in Cue]
    readme = (SOUNDS_DIR / "README.md").read_text(encoding="utf-8")
    assert all(f"`{c.file_name}`" in readme for c in Cue)


@pytest.mark.parametrize("cue", list(Cue), ids=str)
def test_the_file_is_short_clean_16_bit_pcm(cue: Cue) -> None:
    params, data = read(SOUNDS_DIR / cue.file_name)
    assert (params.nchannels, params.sampwidth, params.framerate, params.comptype) == (
        1, 2, RATE, "NONE")
    seconds = params.nframes / RATE
    assert 0.1 <= seconds <= (2.5 if cue in FANFARES else 1.1)
    peak = max(abs(v) for v in data)
    assert dbfs(peak) <= -1.0, "no clipping: the peak stays below -1 dBFS"
    assert dbfs(peak) >= -20.0, "not silent"
    mean = sum(data) / len(data)
    assert abs(mean) / FULL_SCALE < 1e-4, "no DC offset"
    # no click: the file starts and ends at (nearly) zero, and fades in and out
    assert abs(data[0]) <= 8 and abs(data[-1]) <= 8
    ms = RATE // 1000
    assert max(abs(v) for v in data[:ms]) < peak / 4
    assert max(abs(v) for v in data[-ms:]) < peak / 20
    # and no jump inside it larger than a loud sine's steepest step at 6 kHz
    step = max(abs(a - b) for a, b in itertools.pairwise(data))
    assert step < FULL_SCALE * 2 * math.pi * 6000 / RATE


def test_loudness_is_normalized(generator: ModuleType) -> None:
    """The loudest 100 ms window of every cue sits at the common target plus the cue's
    own offset; a trick with points is softer than a plain trick."""
    levels = {}
    for cue in generator.CUES:
        _, data = read(SOUNDS_DIR / f"{cue.name}.wav")
        level = generator.loudest_window_rms([v / FULL_SCALE for v in data])
        levels[cue.name] = 20 * math.log10(level)
        assert levels[cue.name] == pytest.approx(generator.TARGET_DB + cue.offset_db, abs=1.0)
    assert levels["trick_points"] < levels["trick"] - 3


def test_the_committed_files_are_what_the_generator_makes(generator: ModuleType,
                                                         tmp_path: Path) -> None:
    """Rebuilding gives byte-identical files (deterministic, and the committed ones are
    current: after changing the generator, run it and commit the files)."""
    written = generator.write(tmp_path)
    assert len(written) == len(Cue)
    stale = [p.name for p, _ in written if p.read_bytes() != (SOUNDS_DIR / p.name).read_bytes()]
    assert not stale, f"out of date, run `python tools/make_sounds.py`: {stale}"
