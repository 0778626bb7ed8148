"""Helpers shared by the benchmarks: the machine description, a median, and work spread
over processes."""

from __future__ import annotations

import multiprocessing
import os
import platform
import sys
from collections.abc import Callable, Sequence
from typing import Any


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


def run_tasks(function: Callable[[Any], list[Any]], tasks: Sequence[Any], jobs: int,
              progress: Callable[[list[Any]], None] | None = None) -> list[Any]:
    """``function`` over ``tasks`` in ``jobs`` processes; the results in task order.
    ``progress`` sees the results so far after each task."""
    out: list[Any] = []
    if jobs <= 1 or len(tasks) <= 1:
        for t in tasks:
            out.extend(function(t))
            if progress is not None:
                progress(out)
        return out
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        for part in pool.imap(function, tasks):
            out.extend(part)
            if progress is not None:
                progress(out)
    return out
