"""Helpers shared by the benchmarks: the machine description and a median."""

from __future__ import annotations

import os
import platform
import sys
from collections.abc import Sequence


def median(values: Sequence[float]) -> float:
    xs = sorted(values)
    if not xs:
        raise ValueError("median of nothing")
    mid = len(xs) // 2
    return xs[mid] if len(xs) % 2 else (xs[mid - 1] + xs[mid]) / 2


def machine() -> dict[str, object]:
    """Python version and implementation, platform, CPU count and load average."""
    try:
        load: tuple[float, float, float] | None = os.getloadavg()
    except (AttributeError, OSError):  # pragma: no cover - Windows
        load = None
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "cpus": os.cpu_count(),
        "load": load,
        "executable": sys.executable,
    }


def machine_line(info: dict[str, object]) -> str:
    load = info["load"]
    load_text = f", load average {load[0]:.2f}" if isinstance(load, tuple) else ""
    return (f"Python {info['python']} ({info['implementation']}) on {info['platform']}, "
            f"{info['cpus']} CPUs{load_text}")
