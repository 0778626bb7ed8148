"""Command line: ``python -m hearts_desktop`` opens the table window.

::

    python -m hearts_desktop                                  # play
    python -m hearts_desktop --autoplay --speed fast          # watch the CPU play every seat
    python -m hearts_desktop --autoplay --speed instant --quit-after-hands 3 \\
        --screenshot table.png                                # a picture of the table
    python -m hearts_desktop --autoplay --text --seed 7       # the score sheet in the terminal
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .games.hearts import Rules

SPEEDS = ("instant", "fast", "normal", "slow")


def _size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"(\d{3,5})[xX](\d{3,5})", text.strip())
    if not m:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x800, not {text!r}")
    return int(m.group(1)), int(m.group(2))


class _HelpFormatter(argparse.HelpFormatter):
    """Lists the rules presets only when help is shown: the engine (which knows them) is
    not imported before the window's first paint."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = super()._get_help_string(action)
        if text is not None and "{presets}" in text:
            from .games.hearts import Rules

            text = text.replace("{presets}", ", ".join(Rules.preset_names()))
        return text


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="hearts-desktop", description="Hearts Desktop",
                                formatter_class=_HelpFormatter)
    p.add_argument("--autoplay", action="store_true",
                   help="the CPU plays every seat (in the window; with --text in the terminal)")
    p.add_argument("--text", action="store_true",
                   help="with --autoplay: no window, print the hand-by-hand score sheet")
    p.add_argument("--seed", type=int, default=None,
                   help="match seed (default: random; 1 with --text)")
    p.add_argument("--rules", default=None, metavar="PRESET",
                   help="rules preset: {presets}")
    p.add_argument("--speed", choices=SPEEDS, default=None,
                   help="animation speed for this run (default: the Options setting)")
    p.add_argument("--quit-after-hands", type=int, default=None, metavar="N",
                   help="stop after N hands")
    p.add_argument("--screenshot", default=None, metavar="PATH",
                   help="save a picture of the table when the run ends, then quit")
    p.add_argument("--size", type=_size, default=None, metavar="WxH",
                   help="window size, e.g. 1920x1080")
    p.add_argument("--data-dir", default=None, metavar="DIR",
                   help="keep the settings, the saved game and the history in DIR "
                        "instead of the user's data folder")
    p.add_argument("--tricks", action="store_true",
                   help="with --autoplay --text: print every trick")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    rules: Rules | None = None
    if args.rules or args.text:
        from .games.hearts import Rules, RulesError

        try:
            rules = Rules.preset(args.rules) if args.rules else None
        except RulesError as exc:
            print(f"hearts-desktop: {exc}", file=sys.stderr)
            return 2
    if args.text:
        if not args.autoplay:
            print("hearts-desktop: --text needs --autoplay", file=sys.stderr)
            return 2
        if hasattr(sys.stdout, "reconfigure"):
            sys.stdout.reconfigure(errors="replace")
        from .autoplay import play_match

        try:
            from .games.hearts import Rules

            play_match(rules or Rules.preset("classic"),
                       args.seed if args.seed is not None else 1, sys.stdout,
                       tricks=args.tricks, max_hands=args.quit_after_hands)
        except BrokenPipeError:  # e.g. piped into `head`
            sys.stderr.close()
        return 0
    from .app import run

    return run(autoplay=args.autoplay, rules=rules, seed=args.seed, speed=args.speed,
               quit_after_hands=args.quit_after_hands, screenshot=args.screenshot,
               size=args.size, data_dir=args.data_dir)


if __name__ == "__main__":
    sys.exit(main())
