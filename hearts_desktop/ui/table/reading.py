"""The table as text, for a screen reader (issue 33): what lies on the table in sections of
lines, in the order a player reads it.

``table_reading(scene)`` reads the scene's own pieces: the status corner (whose turn, what
to do), the open question (the choice panel's title, line and buttons, the action button,
the notice), the bottom seat's hand grouped as the game groups it (by suit), each card with
its state (may be played, may not be played now, chosen, just received), the trick, the
talon and the cards laid out, every player's plate (name, score, the game's detail line:
role, bid, cards left; whose turn; the dealer; the chips, where the game plays for them),
the pot, the contract panel and the banner. The
words of the cards come from the game's director (``card_name``, ``card_group``); the few
words of the reading itself ("may be played", "Trick") are the toolkit's, and know no game.

``ui/table/reader.py`` shows the reading as an accessible tree; the program's
``a11y_dump`` command prints it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from .chips import POT

if TYPE_CHECKING:
    from .card_item import CardItem

TableScene = Any
"""A ``scene.TableScene`` (not imported: the scene reads its focused card with this module)."""


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # context "": where pyside6-lupdate files calls of _tr (tools/i18n.py)
    return QCoreApplication.translate("", text, disambiguation, n)


NO_CHOICE = object()
"""A line that stands for no button of the choice panel."""


@dataclass(frozen=True)
class Line:
    """One line of the reading: its ``text``; ``key`` names it within its section (the
    same line keeps its key while its text changes); what acting on it does: play or choose
    the hand's ``item``, press the choice panel's button ``choice``, or the action button."""

    key: str
    text: str
    item: CardItem | None = None
    choice: Any = NO_CHOICE
    action: bool = False
    enabled: bool = True
    children: tuple[Line, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Section:
    """A heading and its lines."""

    key: str
    title: str
    lines: tuple[Line, ...] = ()


def card_state(scene: TableScene, item: CardItem) -> str:
    """What the player may do with a card of the hand now, as a screen reader says it."""
    words = []
    if scene.is_selected(item):
        words.append(_tr("chosen"))
    if scene.mode == "play":
        words.append(_tr("may be played") if item.playable else _tr("may not be played now"))
    elif scene.mode == "select" and not scene.is_selected(item):
        words.append(_tr("may be chosen") if item.playable else _tr("may not be chosen"))
    if item.highlighted:
        words.append(_tr("just received"))
    return _tr(", ", "list separator").join(words)


def card_line(scene: TableScene, item: CardItem, index: int) -> Line:
    """A card of the bottom seat's hand with its state ("King of Clubs, may be played")."""
    name = scene.director.card_name(item.card) if item.card is not None else _tr("a card")
    state = card_state(scene, item)
    text = _tr("{card}, {state}").format(card=name, state=state) if state else name
    return Line(f"card {index}", text, item=item,
                enabled=scene.mode is not None and item.playable)


def _cards_text(scene: TableScene, items: list[CardItem]) -> str:
    """The face-up cards by name, then how many lie face down."""
    names = [scene.director.card_name(it.card) for it in items
             if it.face_up and it.card is not None]
    down = sum(1 for it in items if not (it.face_up and it.card is not None))
    if down:
        names.append(_tr("%n card(s) face down", "", down))
    return _tr(", ", "list separator").join(names)


def _name(scene: TableScene, seat: int) -> str:
    return scene.names[seat] if 0 <= seat < len(scene.names) else str(seat + 1)


def hand_section(scene: TableScene) -> Section:
    """The bottom seat's hand: a line per group (suit) with its cards under it."""
    items = scene.human_items()
    groups: list[tuple[str, list[Line]]] = []
    for i, item in enumerate(items):
        group = scene.director.card_group(item.card) if item.face_up and item.card else ""
        if not groups or groups[-1][0] != group:
            groups.append((group, []))
        groups[-1][1].append(card_line(scene, item, i))
    lines = tuple(
        Line(f"group {group}", _tr("{group}: %n card(s)", "", len(cards)).format(group=group)
             if group else _tr("%n card(s)", "", len(cards)), children=tuple(cards))
        for group, cards in groups)
    title = _tr("Your hand: %n card(s)", "", len(items))
    return Section("hand", title, lines)


def question_section(scene: TableScene) -> Section | None:
    """What the table asks now: the choice panel, the action button, the notice."""
    lines: list[Line] = []
    overlays = scene.overlays
    title = ""
    if overlays.choices_shown:
        content = overlays.panel.content
        title = content.title
        if content.subtitle:
            lines.append(Line("subtitle", content.subtitle))
        for i, choice in enumerate(content.choices):
            text = choice.label if not choice.detail else _tr("{label}: {detail}").format(
                label=choice.label, detail=choice.detail)
            if not choice.enabled:
                text = _tr("{choice} (not open)").format(choice=text)
            lines.append(Line(f"choice {i}", text, choice=choice.key,
                              enabled=choice.enabled))
    button = scene.action_button
    if button.isVisible() and button.text:
        lines.append(Line("action", button.text, action=True, enabled=button.enabled))
    side = overlays.side_button
    if side.isVisible() and side.text:
        lines.append(Line("side", side.text, action=True))
    if overlays.notice.isVisible() and overlays.notice.text:
        lines.append(Line("notice", overlays.notice.text))
    if not lines and not title:
        return None
    return Section("question", title or _tr("To do"), tuple(lines))


def players_section(scene: TableScene) -> Section:
    lines = []
    for seat, plate in enumerate(scene.plates):
        parts = [plate.name or _name(scene, seat)]
        if plate.score_text:
            parts.append(plate.score_text)
        if plate.detail:
            parts.append(plate.detail)
        pile = scene.chips.piles.get(seat)
        if pile is not None:  # a game played for chips (Ombre): the seat's pile
            parts.append(_tr("%n chip(s)", "", pile.amount))
        if plate.active:
            parts.append(_tr("to play"))
        if plate.dealer:
            parts.append(_tr("dealer"))
        count = len(scene.hands[seat]) if seat < len(scene.hands) else 0
        if seat != scene.bottom_seat and count:
            parts.append(_tr("holds %n card(s)", "", count))
        lines.append(Line(f"seat {seat}", _tr(", ", "list separator").join(parts)))
    return Section("players", _tr("Players"), tuple(lines))


def table_reading(scene: TableScene) -> list[Section]:
    """Everything the table shows, as sections of lines (see the module's docstring)."""
    sections: list[Section] = []
    status = scene.status
    if status.title or status.line2:
        sections.append(Section("status", status.title, (Line("line", status.line2),)
                                if status.line2 else ()))
    question = question_section(scene)
    if question is not None:
        sections.append(question)
    if scene.banner.isVisible() and scene.banner.title:
        sections.append(Section("banner", scene.banner.title,
                                (Line("line", scene.banner.subtitle),)
                                if scene.banner.subtitle else ()))
    sections.append(hand_section(scene))
    trick = tuple(Line(f"trick {i}", _tr("{name}: {cards}").format(
        name=_name(scene, seat), cards=_cards_text(scene, [item])))
        for i, (seat, item) in enumerate(scene.trick))
    sections.append(Section("trick", _tr("Trick: %n card(s)", "", len(trick)), trick))
    laid = [Line(f"meld {seat}", _tr("{name}: {cards}").format(
        name=_name(scene, seat), cards=_cards_text(scene, items)))
        for seat, items in sorted(scene.melds.items()) if items]
    if scene.talon:
        laid.insert(0, Line("talon", _tr("Talon: {cards}").format(
            cards=_cards_text(scene, scene.talon))))
    if laid:
        sections.append(Section("laid", _tr("Cards laid out"), tuple(laid)))
    sections.append(players_section(scene))
    pot = scene.chips.piles.get(POT)
    if pot is not None:
        sections.append(Section("pot", _tr("{label}: {detail}").format(
            label=pot.label or _tr("Pot"), detail=_tr("%n chip(s)", "", pot.amount))))
    contract = scene.contract
    if contract.isVisible() and contract.title:
        sections.append(Section("contract", contract.title, (Line("line", contract.detail),)
                                if contract.detail else ()))
    return sections


def next_line(scene: TableScene, sections: list[Section]) -> Line | None:
    """A line a player could act on now: the first open choice of the question; while
    cards are chosen, the first card that may be chosen, then (once enough are) the action;
    in the play, the first card that may be played. None: nothing to do."""
    choice = find_line(sections, lambda ln: ln.choice is not NO_CHOICE and ln.enabled)
    if choice is not None:
        return choice
    action = find_line(sections, lambda ln: ln.action and ln.key == "action" and ln.enabled)
    if scene.mode == "select":
        if scene.selection_ready and action is not None:
            return action
        free = find_line(sections, lambda ln: ln.item is not None and ln.enabled
                         and not scene.is_selected(ln.item))
        return free or action
    return find_line(sections, lambda ln: ln.item is not None and ln.enabled)


def reading_lines(sections: list[Section]) -> list[str]:
    """The reading as indented lines (``a11y_dump`` prints them)."""
    out: list[str] = []

    def add(lines: tuple[Line, ...], depth: int) -> None:
        for line in lines:
            out.append("  " * depth + line.text)
            add(line.children, depth + 1)

    for section in sections:
        out.append(section.title)
        add(section.lines, 1)
    return out


def find_line(sections: list[Section], test: Callable[[Line], bool]) -> Line | None:
    """The first line (at any depth) for which ``test`` holds."""
    def search(lines: tuple[Line, ...]) -> Line | None:
        for line in lines:
            if test(line):
                return line
            found = search(line.children)
            if found is not None:
                return found
        return None

    for section in sections:
        found = search(section.lines)
        if found is not None:
            return found
    return None


__all__ = ["NO_CHOICE", "Line", "Section", "card_line", "card_state", "find_line",
           "hand_section", "next_line", "players_section", "question_section", "reading_lines",
           "table_reading"]
