"""Issue 17 item 18 and issue 18 item 9: random input as a test. A seeded stream of clicks
on cards, the table and dialogs' widgets, keys and shortcuts, resizes, every menu action,
dialogs closed every way, language and speed switches, on the real window in a child
process (a native crash kills the child, not pytest): it must end with no exception, no
hang and no crash. The long run is ``python -m hearts_desktop.bench fuzz``."""

from __future__ import annotations

import pytest

from hearts_desktop.bench.fuzz import run_one


@pytest.mark.parametrize(("seed", "mix", "events"), [(7, "player", 600), (8, "dialogs", 400)])
def test_random_input_ends_without_exception_hang_or_crash(seed: int, mix: str,
                                                           events: int) -> None:
    """About 20 s of CPU time in all: a player's mix of input, then dialogs opened, closed
    and retranslated in the same turns (where native crashes were seen)."""
    result = run_one(seed, events, speed="fast", hang_seconds=30.0, mix=mix, timeout=240)
    tail = "\n".join(line for line in result.log.splitlines()
                     if "plugin does not support" not in line)[-4000:]
    assert result.crash is None, f"the program crashed ({result.crash}):\n{tail}"
    assert not result.hang, f"the window stopped answering:\n{tail}"
    assert result.exceptions == 0, f"{result.exceptions} exception(s):\n{tail}"
    assert result.events == events


def test_the_driver_reports_a_crash_as_a_crash(tmp_path: object) -> None:
    """The driver's judge: a child killed by a signal is a crash, not a pass."""
    import signal
    import subprocess
    import sys
    from unittest import mock

    from hearts_desktop.bench import fuzz

    def killed(*_a: object, **_k: object) -> subprocess.CompletedProcess[str]:
        return subprocess.CompletedProcess([sys.executable], -signal.SIGSEGV, "", "")

    with mock.patch.object(fuzz.subprocess, "run", killed):
        result = fuzz.run_one(1, 10)
    assert result.crash == "SIGSEGV"
