"""The README and docs/ (issue 28 item 14): the README is a player's, short, and opens with
what the program is and the two commands; every link of the documents leads somewhere; the
public names outside tools use stay documented in docs/, and the documented imports work."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
DOCUMENTS = [README, *sorted(DOCS.glob("*.md")), ROOT / "packaging" / "README.md",
             ROOT / "assets" / "README.md"]
GAMES = ("Hearts", "Pinochle", "Ombre")


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _prose(text: str) -> str:
    """The Markdown without its fenced code blocks (a `#` there is no heading)."""
    return re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)


def _slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    anchors = set()
    for m in re.finditer(r"^#+ (.+)$", _prose(_text(path)), flags=re.M):
        slug = _slug(m.group(1))
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        anchors.add(slug if n == 0 else f"{slug}-{n}")
    return anchors


def test_the_readme_opens_with_the_three_games_and_the_two_commands() -> None:
    lines = _text(README).splitlines()
    assert lines[0] == "# Hearts Desktop"
    first = " ".join(lines[:12])
    for name in (*GAMES, "Quadrille"):
        assert name in first, name
    commands = [i for i, line in enumerate(lines) if line.startswith(("make run", "make test"))]
    assert len(commands) >= 2 and commands[1] < 15, "make run / make test in the first lines"
    assert lines[commands[0]].startswith("make run")
    assert lines[commands[1]].startswith("make test")
    assert "A desktop Hearts card game" not in _text(README)


def test_the_readme_is_short_and_teaches_each_game() -> None:
    text = _text(README)
    assert len(text.splitlines()) <= 260, "the reference parts belong in docs/"
    headings = re.findall(r"^## (.+)$", _prose(text), flags=re.M)
    for section in ("Install", "Hearts", "Pinochle", "Ombre and Quadrille", "Options",
                    "Network play", "Saved games, history and statistics"):
        assert section in headings, section
    # the reference parts are linked, not kept
    for name in ("## Engine API", "## Games API", "## Benchmarks", "count_meld("):
        assert name not in text, name
    for doc in ("docs/api.md", "docs/network.md", "docs/benchmarks.md", "docs/README.md"):
        assert f"]({doc}" in text, doc


@pytest.mark.parametrize("game", [g.lower() for g in GAMES])
def test_the_readme_shows_a_table_of_each_game(game: str) -> None:
    picture = f"docs/screenshots/readme-{game}-1280x800.jpg"
    assert f"]({picture})" in _text(README).split("## Install")[0]
    image = QImage(str(ROOT / picture))
    assert (image.width(), image.height()) == (1280, 800)
    assert (ROOT / picture).stat().st_size < 300_000  # JPEG ~85: small enough to read


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_leads_somewhere(document: Path) -> None:
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", _prose(_text(document))):
        if re.match(r"[a-z]+:", target):
            continue  # a web address
        path_part, _, anchor = target.partition("#")
        linked = (document.parent / path_part).resolve() if path_part else document
        missing_anchor = bool(anchor) and linked.suffix == ".md" and linked.exists() \
            and anchor not in _anchors(linked)
        if not linked.exists() or missing_anchor:
            broken.append(target)
    assert not broken, f"{document.name}: {broken}"


# names outside tools use (issue 12, 18): each must stay documented in docs/
PUBLIC_NAMES = {
    "api.md": ["hearts_desktop.games", "GAMES", "get_game", "UnknownGameError",
               "game_of_record", "hearts_desktop.core.game.Game", "IllegalActionError",
               "RecordError", "RulesError", "hearts_desktop.engine", "hearts_desktop.ai",
               "make_bot", "hint", "LEVEL_NAMES", "HardBot", "ExpertBot", "count_meld",
               "PART_NAMES", "hearts_desktop.games.pinochle", "hearts_desktop.games.ombre",
               "seat_view", "to_record", "replay", "legal_actions", "new_match",
               "start_hand", "start_deal", "trick_order", "legal_plays", "DeckSpec",
               "Rules.preset_names()", "seat_levels", "deal_code", "parse_deal_code",
               "dealt_state", "DealCodeError", "DealCodeProblem", "register_code",
               "daily_deal", "branch_state", "branch_point", "BranchPoint", "moment"],
    "history.md": ["hearts_desktop.history", "Autosave", "HistoryDB", "SavedMatch",
                   "prepare_import", "GameHistory", "Settings.game_setup", "BranchOf",
                   "original_of", "branches_of"],
    "network.md": ["GameServer", "ServerThread", "NetClient", "ThreadedClient",
                   "ScriptedPlayer", "codec_for", "NetworkSession", "HostDialog",
                   "JoinDialog", "parse_target", "python -m hearts_desktop.server"],
    "coach.md": ["review_thresholds", "HandReview", "DecisionReview", "OptionValue",
                 "SampledLine", "Thresholds", "ReviewError", "ReviewCancelled", "review_hand",
                 "review_match", "seat_decisions", "Evaluation", "DEFAULT_WORLDS",
                 "evaluate_known"],
    "table.md": ["theme_for_deck", "CardPixmaps", "MARK_GOLD", "TableDirector", "CueMap"],
    "benchmarks.md": ["python -m hearts_desktop.bench engine", "bench soak", "bench fuzz",
                      "bench compare"],
}


@pytest.mark.parametrize("document", sorted(PUBLIC_NAMES))
def test_public_names_stay_documented(document: str) -> None:
    text = _text(DOCS / document)
    missing = [name for name in PUBLIC_NAMES[document]
               if not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)]
    assert not missing, f"docs/{document} no longer documents {missing}"


def test_the_documented_imports_work() -> None:
    """Every ``from hearts_desktop... import ...`` in the documents' examples imports."""
    imports = []
    for document in DOCUMENTS:
        for block in re.findall(r"^```python\n(.*?)^```", _text(document), flags=re.S | re.M):
            imports += re.findall(r"^from hearts_desktop[\w.]* import (?:\([^)]*\)|.*)$",
                                  block, flags=re.M)
    assert len(imports) >= 6
    for statement in imports:
        statement = statement.split("  #")[0]
        exec(compile(statement, "<docs>", "exec"), {})  # the documents' own import lines
