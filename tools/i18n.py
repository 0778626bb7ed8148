"""The translation workflow: update the catalogues from the code, compile them, report.

::

    python tools/i18n.py lupdate        # translations/*.ts <- strings in the code
    python tools/i18n.py lrelease       # translations/*.ts -> hearts_desktop/i18n/qm/*.qm
    python tools/i18n.py status         # per language: unfinished, empty, obsolete entries
    python tools/i18n.py todo de > de.tsv         # the untranslated entries, one a line
    python tools/i18n.py import de de.tsv         # ... and their translations written back
    python tools/i18n.py sources        # the source files lupdate reads
    python tools/i18n.py check-sources  # modules with tr() calls missing from that list

The list of source files and catalogues is kept in ``pyproject.toml`` under
``[tool.pyside6-project] files`` (the table ``pyside6-project`` reads). ``pyside6-lupdate``
itself cannot read ``pyproject.toml`` and ``pyside6-project lupdate`` passes no options, so
this script reads the list and calls ``pyside6-lupdate`` with the options the project
needs:

* ``-tr-function-alias tr+=_tr``: module-level helpers named ``_tr(text, disambiguation,
  n)`` are collected; lupdate files them under the empty context "", which is the context
  those helpers translate in;
* ``-no-obsolete``: strings no longer in the code are dropped, not kept as obsolete;
* ``-locations relative``: small diffs when code moves.

``hearts_desktop_en.ts`` holds only the plural forms (``-pluralonly``) of the English
source strings ("%n card(s)" -> "1 card" / "3 cards").
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
QM_DIR = ROOT / "hearts_desktop" / "i18n" / "qm"
LUPDATE_OPTIONS = ("-tr-function-alias", "tr+=_tr", "-no-obsolete", "-locations", "relative",
                   "-silent")
TR_CALL = re.compile(r"""(?:\bself\.tr|(?<![\w.])_?tr|QCoreApplication\.translate)\(\s*f?["']""")


def _tool(name: str) -> str:
    exe = BIN / name
    return str(exe) if exe.is_file() else name


def project_files(root: Path = ROOT) -> list[Path]:
    """``[tool.pyside6-project] files`` of ``pyproject.toml``, as paths under ``root``."""
    data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    files = data.get("tool", {}).get("pyside6-project", {}).get("files", [])
    return [root / f for f in files]


def sources(root: Path = ROOT) -> list[Path]:
    return [p for p in project_files(root) if p.suffix == ".py"]


def catalogues(root: Path = ROOT) -> list[Path]:
    return [p for p in project_files(root) if p.suffix == ".ts"]


def language_of(ts: Path) -> str:
    return ts.stem.rsplit("_", 1)[-1]


def unlisted_sources(root: Path = ROOT) -> list[Path]:
    """Python modules of the package that call tr()/translate() with a literal text but
    are not in the project's source list (their strings would never be translated)."""
    listed = {p.resolve() for p in sources(root)}
    found = []
    for path in sorted((root / "hearts_desktop").rglob("*.py")):
        if path.resolve() in listed:
            continue
        if TR_CALL.search(path.read_text(encoding="utf-8", errors="replace")):
            found.append(path)
    return found


def lupdate(ts_files: list[Path] | None = None, root: Path = ROOT,
            source_files: list[Path] | None = None) -> None:
    """Update ``ts_files`` (default: the project's catalogues) from the sources."""
    srcs = [str(p.relative_to(root)) if p.is_relative_to(root) else str(p)
            for p in (source_files if source_files is not None else sources(root))]
    for ts in ts_files if ts_files is not None else catalogues(root):
        ts.parent.mkdir(parents=True, exist_ok=True)
        extra = ["-pluralonly"] if language_of(ts) == "en" else []
        cmd = [_tool("pyside6-lupdate"), *LUPDATE_OPTIONS, *extra, *srcs, "-ts", str(ts)]
        subprocess.run(cmd, cwd=root, check=True)


def lrelease(ts_files: list[Path] | None = None, out_dir: Path = QM_DIR,
             root: Path = ROOT) -> list[Path]:
    """Compile the catalogues into ``out_dir``; returns the ``.qm`` files."""
    out_dir.mkdir(parents=True, exist_ok=True)
    made = []
    for ts in ts_files if ts_files is not None else catalogues(root):
        qm = out_dir / (ts.stem + ".qm")
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                       check=True)
        made.append(qm)
    return made


@dataclass
class Report:
    """What is left to do in one catalogue."""

    language: str
    messages: int = 0
    unfinished: list[str] = field(default_factory=list)
    empty: list[str] = field(default_factory=list)
    obsolete: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not (self.unfinished or self.empty or self.obsolete)


def report(ts: Path) -> Report:
    """Unfinished, empty and obsolete/vanished entries of ``ts``."""
    rep = Report(language_of(ts))
    for context in ET.parse(ts).getroot().iter("context"):
        ctx = context.findtext("name") or ""
        for msg in context.iter("message"):
            rep.messages += 1
            label = f"[{ctx}] {msg.findtext('source')!r}"
            tr = msg.find("translation")
            kind = tr.get("type") if tr is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                rep.obsolete.append(label)
                continue
            if kind == "unfinished":
                rep.unfinished.append(label)
                continue
            assert tr is not None
            forms = [f.text or "" for f in tr.iter("numerusform")]
            texts = forms if msg.get("numerus") == "yes" else [tr.text or ""]
            if not texts or not all(t.strip() for t in texts):
                rep.empty.append(label)
    return rep


def todo(ts: Path) -> list[str]:
    """The unfinished or empty entries of ``ts`` as tab-separated lines: context, source,
    disambiguation, then one empty column per translation form to fill in (two for a
    plural in German and English, one in Korean and Japanese). Tabs and newlines in texts
    are written as ``\\t`` and ``\\n``."""
    forms = 1 if language_of(ts) in ("ko", "ja") else 2
    lines = []
    for context in ET.parse(ts).getroot().iter("context"):
        ctx = context.findtext("name") or ""
        for msg in context.iter("message"):
            tr = msg.find("translation")
            if tr is None:
                tr = ET.Element("translation", type="unfinished")
            kind = tr.get("type")
            if kind in ("obsolete", "vanished"):
                continue
            texts = ([f.text or "" for f in tr.iter("numerusform")]
                     if msg.get("numerus") == "yes" else [tr.text or ""])
            if kind is None and texts and all(t.strip() for t in texts):
                continue
            empty = [""] * (forms if msg.get("numerus") == "yes" else 1)
            cells = [ctx, msg.findtext("source") or "", msg.findtext("comment") or "", *empty]
            lines.append("\t".join(_escape(c) for c in cells))
    return lines


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def _unescape(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append({"t": "\t", "n": "\n"}.get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def import_translations(ts: Path, lines: list[str]) -> int:
    """Write the translations of ``lines`` (the format of :func:`todo`, filled in) into
    ``ts``; returns how many messages were filled. Lines whose translation columns are
    empty are skipped; a line naming no message of ``ts`` raises ``ValueError``."""
    wanted: dict[tuple[str, str, str], list[str]] = {}
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        cells = [_unescape(c) for c in line.rstrip("\n").split("\t")]
        if len(cells) < 4:
            raise ValueError(f"line {number}: expected context, source, comment, translation")
        forms = [c for c in cells[3:] if c.strip()]
        if forms:
            wanted[(cells[0], cells[1], cells[2])] = forms
    tree = ET.parse(ts)
    done = 0
    for context in tree.getroot().iter("context"):
        ctx = context.findtext("name") or ""
        for msg in context.iter("message"):
            key = (ctx, msg.findtext("source") or "", msg.findtext("comment") or "")
            filled = wanted.pop(key, [])
            if not filled:
                continue
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            tr.attrib.clear()
            for child in list(tr):
                tr.remove(child)
            if msg.get("numerus") == "yes":
                tr.text = None
                for form in filled:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                tr.text = filled[0]
            done += 1
    if wanted:
        raise ValueError(f"not in {ts.name}: {sorted(wanted)[:5]}")
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return done


def status(ts_files: list[Path] | None = None) -> int:
    bad = 0
    for ts in ts_files if ts_files is not None else catalogues():
        rep = report(ts)
        print(f"{ts.name}: {rep.messages} messages, {len(rep.unfinished)} unfinished, "
              f"{len(rep.empty)} empty, {len(rep.obsolete)} obsolete")
        for title, items in (("unfinished", rep.unfinished), ("empty", rep.empty),
                             ("obsolete", rep.obsolete)):
            for item in items:
                print(f"  {title}: {item}")
        bad += not rep.ok
    missing = unlisted_sources()
    for path in missing:
        print(f"not in [tool.pyside6-project] files: {path.relative_to(ROOT)}")
    return 1 if bad or missing else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("lupdate", "lrelease", "status", "sources",
                                            "check-sources", "todo", "import"))
    parser.add_argument("language", nargs="?", help="todo/import: ko, ja, de or en")
    parser.add_argument("file", nargs="?", type=Path, help="import: the filled-in todo list")
    args = parser.parse_args(argv)
    if args.command in ("todo", "import"):
        if not args.language:
            parser.error(f"{args.command} needs a language")
        ts = ROOT / "translations" / f"hearts_desktop_{args.language}.ts"
        if not ts.is_file():
            parser.error(f"no catalogue {ts.relative_to(ROOT)}")
        if args.command == "todo":
            for line in todo(ts):
                print(line)
            return 0
        if args.file is None:
            parser.error("import needs the file with the translations")
        lines = args.file.read_text(encoding="utf-8").splitlines()
        print(f"{ts.name}: {import_translations(ts, lines)} messages translated")
        lupdate([ts])  # back to lupdate's own layout
        return 0
    if args.command == "lupdate":
        lupdate()
        return status()
    if args.command == "lrelease":
        for qm in lrelease():
            print(qm.relative_to(ROOT))
        return 0
    if args.command == "status":
        return status()
    if args.command == "sources":
        for p in sources():
            print(p.relative_to(ROOT))
        return 0
    missing = unlisted_sources()
    for path in missing:
        print(path.relative_to(ROOT))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
