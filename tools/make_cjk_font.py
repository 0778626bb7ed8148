"""Build ``assets/fonts/HeartsCJK-Regular.otf``: the Korean/Japanese fallback font.

It is a subset of Noto Sans CJK JP Regular (SIL Open Font License 1.1; the Japanese face
of the collection also holds every Hangul syllable) down to the characters the program can
show in Korean or Japanese: every translation in ``translations/hearts_desktop_ko.ts`` and
``_ja.ts``, what Qt's ko/ja locales write in dates and times, the Korean and Japanese
default opponent names, the language names of the Language menu, plus ASCII and common
punctuation. The family is renamed
"Hearts CJK Fallback" (a modified version must not keep the original name in use).

::

    python tools/make_cjk_font.py                       # font from /usr/share/fonts or a download
    python tools/make_cjk_font.py --source NotoSansCJK-Regular.ttc
    python tools/make_cjk_font.py --download            # fetch Debian's fonts-noto-cjk .deb

Rebuild it whenever Korean or Japanese text changes (``tests/i18n`` fails until then).
``--download`` runs ``apt-get download fonts-noto-cjk`` in a temporary folder and unpacks
only the font file with ``dpkg-deb``; nothing is installed on the system.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

OUT = ROOT / "assets" / "fonts" / "HeartsCJK-Regular.otf"
FAMILY = "Hearts CJK Fallback"
SYSTEM_SOURCES = (
    Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
    Path("/usr/share/fonts/opentype/noto/NotoSansCJKjp-Regular.otf"),
)
DEB_MEMBER = "usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
JP_INDEX = 0
"""Face 0 of NotoSansCJK-Regular.ttc is Noto Sans CJK JP."""
EXTRA = "・「」『』（）［］｛｝：；、。！？～…‥“”‘’—–−×÷±√²·•★☆☀☾♠♥♦♣⏱％＋－／＝"


def catalogue_texts(lang: str, ts_dir: Path = ROOT / "translations") -> list[str]:
    """Every translation (all plural forms) in ``hearts_desktop_<lang>.ts``."""
    path = ts_dir / f"hearts_desktop_{lang}.ts"
    texts = []
    for msg in ET.parse(path).getroot().iter("message"):
        tr = msg.find("translation")
        if tr is None:
            continue
        forms = [f.text or "" for f in tr.iter("numerusform")]
        texts.extend(forms if forms else [tr.text or ""])
    return texts


def locale_texts() -> list[str]:
    """What Qt's Korean and Japanese locales write into dates and times (the history list:
    오전/오후, 午前/午後, day and month names, the date formats' literal text)."""
    from PySide6.QtCore import QLocale

    formats = (QLocale.FormatType.LongFormat, QLocale.FormatType.ShortFormat,
               QLocale.FormatType.NarrowFormat)
    texts = []
    for name in ("ko_KR", "ja_JP"):
        loc = QLocale(name)
        texts += [loc.amText(), loc.pmText()]
        for f in formats:
            texts += [loc.dateTimeFormat(f), loc.dateFormat(f), loc.timeFormat(f)]
            texts += [loc.dayName(d, f) for d in range(1, 8)]
            texts += [loc.standaloneDayName(d, f) for d in range(1, 8)]
            texts += [loc.monthName(m, f) for m in range(1, 13)]
            texts += [loc.standaloneMonthName(m, f) for m in range(1, 13)]
    return texts


def required_characters(ts_dir: Path = ROOT / "translations") -> set[str]:
    """The characters the subset must hold."""
    from hearts_desktop.games.hearts.bots.personalities import NAMES
    from hearts_desktop.i18n import NATIVE_NAMES

    text = "".join(catalogue_texts("ko", ts_dir) + catalogue_texts("ja", ts_dir))
    text += "".join(locale_texts())
    text += "".join(NAMES["ko"] + NAMES["ja"]) + "".join(NATIVE_NAMES.values())
    text += "".join(chr(c) for c in range(0x20, 0x7F)) + EXTRA
    return {ch for ch in text if not ch.isspace() or ch == " "}


def download_source(folder: Path) -> Path:
    """Debian's fonts-noto-cjk package, unpacked into ``folder``; returns the .ttc."""
    subprocess.run(["apt-get", "download", "fonts-noto-cjk"], cwd=folder, check=True)
    deb = next(folder.glob("fonts-noto-cjk_*.deb"))
    subprocess.run(["dpkg-deb", "-x", str(deb), str(folder / "x")], check=True)
    return folder / "x" / DEB_MEMBER


def build(source: Path, out: Path = OUT, chars: set[str] | None = None) -> Path:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    chars = chars if chars is not None else required_characters()
    font = TTFont(str(source), fontNumber=JP_INDEX if source.suffix == ".ttc" else -1,
                  lazy=False)
    options = subset.Options()
    options.layout_features = ["kern", "liga", "locl"]
    options.drop_tables += ["VORG", "vhea", "vmtx", "BASE", "DSIG"]
    options.hinting = False
    options.desubroutinize = False
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=sorted(ord(c) for c in chars))
    sub.subset(font)
    names = font["name"]
    postscript = FAMILY.replace(" ", "") + "-Regular"
    for record in list(names.names):
        if record.nameID in (1, 16):
            names.setName(FAMILY, record.nameID, record.platformID, record.platEncID,
                          record.langID)
        elif record.nameID == 4:
            names.setName(f"{FAMILY} Regular", 4, record.platformID, record.platEncID,
                          record.langID)
        elif record.nameID == 3:
            names.setName(f"{postscript};subset of Noto Sans CJK JP", 3, record.platformID,
                          record.platEncID, record.langID)
        elif record.nameID == 6:
            names.setName(postscript, 6, record.platformID, record.platEncID,
                          record.langID)
    names.names = [r for r in names.names if r.nameID not in (17, 18)]
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        top.FamilyName = FAMILY
        top.FullName = f"{FAMILY} Regular"
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", type=Path, help="NotoSansCJK-Regular.ttc (or a JP .otf)")
    parser.add_argument("--download", action="store_true",
                        help="fetch Debian's fonts-noto-cjk package for the source font")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        source = args.source
        if source is None and not args.download:
            source = next((p for p in SYSTEM_SOURCES if p.is_file()), None)
        if source is None:
            source = download_source(Path(tmp))
        chars = required_characters()
        out = build(source, args.out, chars)
    licence = ROOT / "assets" / "fonts" / "OFL.txt"
    if not licence.is_file():
        print(f"warning: {licence} is missing; the font must ship with its licence",
              file=sys.stderr)
    print(f"{out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: "
          f"{len(chars)} characters, {out.stat().st_size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
