"""Command line: ``python -m hearts_desktop [--autoplay] [--seed N] [--rules PRESET]``."""

from __future__ import annotations

import argparse
import sys

from .engine import Rules, RulesError


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="hearts-desktop", description="Hearts Desktop")
    p.add_argument("--autoplay", action="store_true",
                   help="play a seeded CPU-only match and print the score sheet")
    p.add_argument("--seed", type=int, default=1, help="match seed (default 1)")
    p.add_argument("--rules", default="classic", metavar="PRESET",
                   help="rules preset: " + ", ".join(Rules.preset_names()))
    p.add_argument("--tricks", action="store_true", help="with --autoplay: print every trick")
    p.add_argument("--quit-after-hands", type=int, default=None, metavar="N",
                   help="with --autoplay: stop after N hands")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        rules = Rules.preset(args.rules)
    except RulesError as exc:
        print(f"hearts-desktop: {exc}", file=sys.stderr)
        return 2
    if not args.autoplay:
        print("The table window is not built yet; playing a CPU-only demo match "
              "(--autoplay).", file=sys.stderr)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="replace")
    from .autoplay import play_match

    try:
        play_match(rules, args.seed, sys.stdout, tricks=args.tricks,
                   max_hands=args.quit_after_hands)
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
