"""Cues really played: through the sound board's default output (on Linux its mixer's
``QAudioSink``) into a PulseAudio null sink, recorded from the sink's monitor with
``parec``; the recording must not be silent, and a burst of overlapping cues must neither
freeze the player nor lose the cue that follows.

The test starts a private PulseAudio server (its own runtime directory and socket, a null
sink, no configuration files, so nothing is heard and a desktop's own server is left
alone); it works as root too. The cue is played by a fresh Python process, so the Qt
multimedia backend connects to that server whatever the test process did before.

Without PulseAudio (``pulseaudio``/``parec``/``pactl`` not on PATH, or the server does not
start) the test is skipped, except when ``HEARTS_REQUIRE_AUDIO=1`` (as CI sets it), where
it fails instead.
"""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import sys
import time
from array import array
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SINK = "hearts_test"
RATE = 44100
REQUIRED = os.environ.get("HEARTS_REQUIRE_AUDIO") == "1"

PLAYER = r"""
import sys, time
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from PySide6.QtMultimedia import QMediaDevices
from hearts_desktop.sound import Cue, SoundBoard
from hearts_desktop.ui.settings import Settings

def wait(seconds, until=lambda: False):
    end = time.monotonic() + seconds
    while time.monotonic() < end and not until():
        app.processEvents()
        time.sleep(0.005)

settings = Settings(path=sys.argv[1])
settings.sound_enabled = True
settings.volume = 100
print("outputs:", [d.description() for d in QMediaDevices.audioOutputs()], flush=True)
board = SoundBoard(settings)  # the platform's default output (the mixer on Linux)
print("backend:", board.backend, flush=True)
if board.playable != set(Cue):
    print("not loaded:", set(Cue) - board.playable, flush=True)
    sys.exit(3)
fired = []
board.cue_played.connect(fired.append)
if board.mixer is not None:
    busy = lambda: board.mixer.playing
else:
    busy = board.effects[Cue.QUEEN].isPlaying
# a burst of overlapping cues, as at speed fast (QSoundEffect over PulseAudio froze here)
burst = [Cue.CARD, Cue.TRICK, Cue.CARD, Cue.HEARTS_BROKEN, Cue.CARD, Cue.TRICK_POINTS] * 3
for cue in burst:
    board.play(cue)
    wait(0.04)
wait(5, lambda: not busy())
board.play(Cue.QUEEN)  # at once, as the game does
wait(1, busy)
started = busy()
wait(10, lambda: not busy())
wait(0.3)  # the last buffers reach the sink
print("fired:", len(fired), "started:", started, flush=True)
sys.exit(0 if started and fired == [c.value for c in burst] + ["queen"] else 4)
"""


def unavailable(reason: str) -> None:
    if REQUIRED:
        pytest.fail(f"HEARTS_REQUIRE_AUDIO=1 but {reason}")
    pytest.skip(reason)


@dataclass
class PulseServer:
    socket: Path
    runtime: Path
    env: dict[str, str]

    @property
    def address(self) -> str:
        return f"unix:{self.socket}"


def _pulse_env(base: Path) -> dict[str, str]:
    runtime, home = base / "run", base / "home"
    runtime.mkdir(mode=0o700)
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PULSE_")}
    env.update(XDG_RUNTIME_DIR=str(runtime), HOME=str(home),
               XDG_CONFIG_HOME=str(home / ".config"),
               PULSE_RUNTIME_PATH=str(runtime / "pulse"), PULSE_STATE_PATH=str(home / "state"))
    return env


@pytest.fixture(scope="module")
def pulse_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PulseServer]:
    """A private PulseAudio server with a null sink, started for this module."""
    tools = {name: shutil.which(name) for name in ("pulseaudio", "parec", "pactl")}
    missing = [name for name, path in tools.items() if path is None]
    if missing:
        unavailable(f"PulseAudio is not installed ({', '.join(missing)} not on PATH)")
    base = tmp_path_factory.mktemp("pulse")
    env = _pulse_env(base)
    socket = base / "run" / "native"
    log = (base / "pulseaudio.log").open("wb")
    command = [
        str(tools["pulseaudio"]), "--daemonize=no", "--exit-idle-time=-1", "-n",
        "--use-pid-file=no", "--disable-shm=yes", "--log-target=stderr",
        f"--load=module-null-sink sink_name={SINK} rate={RATE} channels=1",
        f"--load=module-native-protocol-unix auth-anonymous=1 socket={socket}",
    ]
    server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL)
    info = PulseServer(socket, base / "run", env | {"PULSE_SERVER": f"unix:{socket}"})
    try:
        deadline = time.monotonic() + 15
        ready = False
        while time.monotonic() < deadline and server.poll() is None:
            if socket.exists() and subprocess.run(
                    [str(tools["pactl"]), "--server", info.address, "info"], env=info.env,
                    capture_output=True, timeout=10).returncode == 0:
                ready = True
                break
            time.sleep(0.1)
        if not ready:
            log.flush()
            tail = (base / "pulseaudio.log").read_text(errors="replace")[-800:]
            unavailable(f"the PulseAudio server did not start: {tail}")
        yield info
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:  # pragma: no cover
            server.kill()
            server.wait()
        log.close()


def rms_dbfs(data: array) -> float:
    if not data:
        return -math.inf
    rms = math.sqrt(sum(v * v for v in data) / len(data))
    return 20 * math.log10(rms / 32768) if rms > 0 else -math.inf


def test_a_cue_is_really_heard_through_pulseaudio(pulse_server: PulseServer,
                                                 tmp_path: Path) -> None:
    recording = tmp_path / "recording.raw"
    parec = shutil.which("parec")
    assert parec is not None
    with recording.open("wb") as out:
        recorder = subprocess.Popen(
            [parec, "--server", pulse_server.address, "-d", f"{SINK}.monitor",
             "--format=s16le", f"--rate={RATE}", "--channels=1", "--latency-msec=20"],
            env=pulse_server.env, stdout=out, stderr=subprocess.PIPE)
        try:
            time.sleep(0.3)  # the recording stream is up before the cue starts
            env = pulse_server.env | {"QT_QPA_PLATFORM": "offscreen",
                                      "PYTHONPATH": str(ROOT)}
            player = subprocess.run(
                [sys.executable, "-c", PLAYER, str(tmp_path / "settings.ini")],
                env=env, capture_output=True, text=True, timeout=30, cwd=ROOT)
        finally:
            time.sleep(0.2)
            recorder.terminate()
            recorder.wait(timeout=10)
    assert player.returncode == 0, player.stdout + player.stderr
    data = array("h", recording.read_bytes()[: recording.stat().st_size // 2 * 2])
    assert len(data) > RATE // 2, "the recording is too short"
    level = rms_dbfs(data)
    peak = max(abs(v) for v in data)
    # the cues are about -25 dBFS RMS while they sound; silence would be -inf
    assert level > -45.0, f"the recording is silent ({level:.1f} dBFS RMS)"
    assert peak > 32768 * 10 ** (-30 / 20)
