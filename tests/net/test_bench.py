"""``python -m hearts_desktop.bench net`` runs (a tiny load: two tables for a second) and
reports what docs/benchmarks.md records: actions per second, latency from an action to every
client's update, and the server's memory per table. No figure is judged here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_network_benchmark_plays_tables_and_reports_its_figures() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "hearts_desktop.bench", "net", "--tables", "2", "--seconds", "1",
         "--json"], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["benchmark"] == "net" and report["tables"] == 2 and report["clients"] == 8
    assert report["actions"] > 0 and report["refused_actions"] == 0
    assert report["actions_per_second"] > 0
    latency = report["latency_ms"]
    assert latency["samples"] > 0
    assert 0 < latency["p50"] <= latency["p90"] <= latency["p99"] <= latency["max"]
    memory = report["server_rss_kib"]
    assert memory["idle"] > 0 and memory["busy"] >= memory["idle"]
    assert set(memory) >= {"per_table", "per_table_seated"}
