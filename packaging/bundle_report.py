#!/usr/bin/env python3
"""Print the size of the built bundle and what makes it up; fail above the size budget.

Usage (``make bundle`` runs it)::

    python packaging/bundle_report.py dist/hearts-desktop [--budget-mb 160] [--top 12]

Sizes are of regular files (symbolic links count nothing, as on disk), in MiB.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

BUDGET_MB = 160.0
"""150 MiB until the network identity (issue 34) brought ``cryptography`` for its Ed25519
keys: its one Rust library is 11 MiB, and the bundle measured 151.2 MiB with it (2 Dec 2026).
A smaller Ed25519 implementation would bring it back under 150; the budget still catches
any other growth."""
MB = 1024 * 1024


def group_of(rel: Path) -> str:
    """The part of the bundle a file belongs to, for the summary."""
    parts = rel.parts
    inner = parts[1:] if parts and parts[0] == "_internal" else parts
    if len(inner) >= 3 and inner[:2] == ("PySide6", "Qt"):
        return {"lib": "Qt libraries", "plugins": "Qt plugins",
                "translations": "Qt translations"}.get(inner[2], "Qt other")
    if inner and inner[0] in {"PySide6", "shiboken6"}:
        return "PySide6 bindings"
    if inner and inner[0] == "assets":
        return "assets"
    if any(p.endswith(".qm") for p in inner[-1:]):
        return "game translations"
    if inner and (inner[0].startswith(("python3", "libpython", "base_library"))
                  or inner[0] == "lib-dynload"):
        return "Python"
    if len(parts) == 1:
        return "program"
    return "other libraries"


def sizes(folder: Path) -> dict[Path, int]:
    return {path.relative_to(folder): path.stat().st_size
            for path in sorted(folder.rglob("*")) if path.is_file() and not path.is_symlink()}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--budget-mb", type=float, default=BUDGET_MB)
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"bundle_report: {args.folder} does not exist; run `make bundle`", file=sys.stderr)
        return 1
    files = sizes(args.folder)
    total = sum(files.values())
    groups: Counter[str] = Counter()
    for rel, size in files.items():
        groups[group_of(rel)] += size
    print(f"bundle: {args.folder} holds {len(files)} files, {total / MB:.1f} MiB "
          f"(budget {args.budget_mb:g} MiB)")
    for name, size in groups.most_common():
        print(f"  {size / MB:7.1f} MiB  {name}")
    print("largest files:")
    for rel, size in sorted(files.items(), key=lambda item: -item[1])[:args.top]:
        print(f"  {size / MB:7.1f} MiB  {rel}")
    if total > args.budget_mb * MB:
        print(f"bundle_report: the bundle is {total / MB:.1f} MiB, over the budget of "
              f"{args.budget_mb:g} MiB", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
