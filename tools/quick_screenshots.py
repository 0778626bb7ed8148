"""Render quick match and ratings into docs/screenshots/: the Quick match dialog while two
people wait (the countdown), the rated table they are seated at (everyone's rating), and
Anna's rating chart in Statistics.

    python tools/quick_screenshots.py                 # docs/screenshots/net-quick-*.png
    python tools/quick_screenshots.py --out /tmp/shots

Everything runs in one process on loopback, for real: a club server with ratings; first
Anna and Bea (their identities in their windows' data folders) play a dozen one-deal quick
matches as scripted clients against two other scripted people, so that their ratings have
a history; then both windows ask for a quick match through the dialog, are seated with two
CPU players, play the deal by clicking, and Anna opens Statistics > Rating.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from tools.net_screenshots import _act, _save, _wait, _window  # noqa: E402

WARM_UP = 12
"""Scripted quick matches before the windows' own (the rating's history)."""


async def _warm_up(url: str, folders: dict[str, Path]) -> None:
    """Quick matches of one deal by scripted clients: Anna and Bea (with their windows'
    identities) against Ben and Cleo; each one's rating change kept in their own record
    as their window keeps it."""
    from hearts_desktop.net.client import MatchFinished
    from hearts_desktop.net.identity import PlayerIdentity
    from hearts_desktop.net.rating_log import RatingEntry, RatingLog
    from hearts_desktop.net.scripted import ScriptedPlayer

    ids = {name: PlayerIdentity.load_or_create(folders[name]) if name in folders
           else PlayerIdentity.generate() for name in ("Anna", "Bea", "Ben", "Cleo")}
    kinds = {"Anna": "normal", "Bea": "easy", "Ben": "random", "Cleo": "random"}
    address = url.removeprefix("ws://")
    for n in range(WARM_UP):
        players = [await ScriptedPlayer.connect(url, name, identity=ids[name],
                                                bot_kind=kinds[name], seed=n * 7 + i,
                                                keep_messages=False)
                   for i, name in enumerate(ids)]
        matched = await asyncio.gather(*(p.quick_match("hearts", "classic") for p in players))
        finished = await asyncio.gather(*(p.play(timeout=60) for p in players))
        for player, seat, done in zip(players, (m.seat for m in matched), finished,
                                      strict=True):
            if player.name in folders and isinstance(done, MatchFinished):
                mine = next(c for c in done.ratings if c.seat == seat)
                RatingLog(folders[player.name]).add(RatingEntry(
                    server=address, name=player.name, category=mine.after.category,
                    mu=mine.after.mu, sigma=mine.after.sigma, matches=mine.after.matches,
                    before=mine.before.mu, at=done.started))
            await player.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Hearts Desktop")
    from hearts_desktop.i18n import apply_language

    apply_language("en")  # the English catalogue's plural forms ("2 players")
    args.out.mkdir(parents=True, exist_ok=True)
    from hearts_desktop.net.server import ServerConfig, ServerThread

    config = ServerConfig(cpu_delay=0.0, ping_interval=None, name="Club night",
                          quick_wait=9.0, quick_deals=1, contribution_wait=2.0)
    server = ServerThread(config)
    url = server.start()
    address = url.removeprefix("ws://")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            anna, bea = _window(Path(tmp) / "anna", "Anna"), _window(Path(tmp) / "bea", "Bea")
            folders = {"Anna": Path(tmp) / "anna", "Bea": Path(tmp) / "bea"}
            server.run(_warm_up(url, folders), timeout=600)
            dialogs: list[Any] = []
            for win, name in ((anna, "Anna"), (bea, "Bea")):
                dialog = win.network_ui.quick_match()
                dialog.server_edit.setText(address)
                dialog.name_edit.setText(name)
                dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hearts"))
                dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("classic"))
                _wait(lambda d=dialog: d.isVisible())
                dialog.find_match()
                dialogs.append(dialog)
            first = dialogs[0]
            _wait(lambda: first._waiting == 2 and 3 <= first.seconds_left() <= 6, 20)
            _save(first, args.out / "net-quick-match.png")

            shot: list[bool] = []

            def rated_lobby(table: Any) -> None:
                if not shot and any(s.kind == "cpu" for s in table.seats):
                    shot.append(True)
                    _save(first, args.out / "net-quick-rated-lobby.png")

            def matched(session: Any) -> None:
                session.seats_changed.connect(rated_lobby)

            first.matched.connect(matched)
            _wait(lambda: bool(shot), 30)
            deadline = time.monotonic() + 120
            while not (anna.network_ui.stored and bea.network_ui.stored):
                if time.monotonic() > deadline:
                    raise SystemExit("quick screenshots: the match did not finish")
                _act(anna)
                _act(bea)
                QApplication.processEvents()
                time.sleep(0.005)
            anna.history_ui.statistics_action.trigger()
            stats = anna.history_ui.statistics_window
            _wait(lambda: stats is not None and stats.isVisible())
            stats.tabs.setCurrentWidget(stats.rating_tab)
            stats.resize(1000, 640)
            _save(stats, args.out / "net-quick-rating-chart.png")
            stats.close()
            for win in (anna, bea):
                win.network_ui.shutdown()
                win.controller.shutdown()
                win.close()
    finally:
        server.stop()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
