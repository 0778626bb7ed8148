"""The join list finds a hosted table on the network for real (zeroconf), in a private
network namespace with nothing but its own loopback, so no multicast leaves the machine
(as tests/net/test_discovery.py does for the server side)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.net.test_discovery import ROOT, _namespace_command

PROBE = Path(__file__).with_name("lan_probe.py")


def test_a_hosted_table_is_found_in_the_join_list_and_joined_without_an_address() -> None:
    command = _namespace_command()
    if command is None:
        pytest.skip("no private network namespace here (unshare -n): multicast could "
                    "leave the machine")
    command = [*command[:-2], sys.executable, PROBE.read_text(encoding="utf-8")]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=90,
                            check=False, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin",
                                              "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0 and "LAN OK" in result.stdout, result.stderr[-3000:]
