"""What one seat can know about the other hands, from its view only, and deals consistent
with it (the Hard player's determinization).

From a ``SeatView``:

- the public position as a ``fast.Table`` (own hand real, the others empty);
- the unseen cards: the deck minus the own hand and every card played;
- cards known to be in a hand: the meld it showed (melds are laid face up) and, for the
  declarer and the partner, the cards they gave each other, less what that seat has played
  since (by faces: a player cannot tell identical cards apart);
- limits from the play (rule 8.3): a seat that did not follow suit holds none of it; one that
  did not trump when it had to holds no trump (or no trump above the winning one); one that
  followed without heading the trick when it had to holds nothing above the winning card.

``sample_hands`` deals the unseen cards to the other seats at random under those limits.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....core.rng import Stream
from .. import Heading, Rules, SeatView, face_index
from .fast import Table, beats, winning_index

NO_CARD = -1
_DECKS: dict[int, tuple[int, ...]] = {}


def deck_counts(rules: Rules) -> list[int]:
    """Counts of each face in the deck (cached per deck)."""
    key = rules.hand_size
    if key not in _DECKS:
        counts = [0] * 24
        for c in rules.deck().cards():
            counts[face_index(c)] += 1
        _DECKS[key] = tuple(counts)
    return list(_DECKS[key])


def played_faces(view: SeatView) -> list[tuple[int, int]]:
    """(seat, face) of every card played this hand, in order."""
    out = [(s, face_index(c)) for t in view.tricks for s, c in t.plays]
    if view.trick is not None:
        out.extend((s, face_index(c)) for s, c in view.trick.plays)
    return out


def table_from_view(view: SeatView) -> Table:
    """The public position of the hand with the seat's own hand (others empty)."""
    assert view.trump is not None and view.declarer is not None
    rules = view.rules
    hands: list[list[int]] = [[], [], [], []]
    hands[view.seat] = sorted(face_index(c) for c in view.hand)
    table = Table(rules, hands, int(view.trump), view.declarer, view.declarer % 2)
    table.unplayed = deck_counts(rules)
    # replay the finished tricks for voids, points and the leader
    for trick in view.tricks:
        _note(table, [(s, face_index(c)) for s, c in trick.plays])
    table.counters = list(view.counters)
    table.tricks_won = list(view.tricks_won)
    table.tricks_done = len(view.tricks)
    if view.trick is not None:
        table.leader = view.trick.leader
        plays = [(s, face_index(c)) for s, c in view.trick.plays]
        _note(table, plays, finished=False)
        table.plays = plays
    elif view.tricks:
        last = view.tricks[-1]
        table.leader = last.winner if last.winner is not None else view.declarer
    return table


def _note(table: Table, plays: list[tuple[int, int]], finished: bool = True) -> None:
    """Record a trick's plays in ``unplayed`` and ``void`` (as ``Table.play`` would)."""
    t = table.trump
    for i, (seat, f) in enumerate(plays):
        table.unplayed[f] -= 1
        if i == 0:
            continue
        led = plays[0][1] // 6
        if f // 6 != led:
            table.void[seat] |= 1 << led
            if f // 6 != t:
                w = plays[winning_index([g for _, g in plays[:i]], t)][1]
                if w // 6 != t or table.undertrump:
                    table.void[seat] |= 1 << t
    if finished:
        table.leader = plays[winning_index([g for _, g in plays], t)][0]


def unseen(view: SeatView) -> list[int]:
    """Counts of each face that the seat has not seen: not in its hand, not played."""
    counts = deck_counts(view.rules)
    for c in view.hand:
        counts[face_index(c)] -= 1
    for _, f in played_faces(view):
        counts[f] -= 1
    return counts


def known_held(view: SeatView) -> list[list[int]]:
    """For each seat, counts of faces it surely holds now (0 for the own seat: its hand is
    known outright)."""
    known = [[0] * 24 for _ in range(4)]
    played = [[0] * 24 for _ in range(4)]
    for s, f in played_faces(view):
        played[s][f] += 1
    for s in range(4):
        if s == view.seat:
            continue
        meld = view.melds[s]
        if meld is not None:
            for c in meld.cards:
                known[s][face_index(c)] += 1
    d = view.declarer
    if d is not None and view.given is not None:
        partner = (d + 2) % 4
        gave = [0] * 24
        back = [0] * 24
        for c in view.given:
            gave[face_index(c)] += 1
        for c in view.returned or ():
            back[face_index(c)] += 1
        other = partner if view.seat == d else d
        # the partner knows the declarer holds what it gave, less what came back; the
        # declarer knows the partner holds what it gave back
        exch = [max(0, gave[f] - back[f]) for f in range(24)] if view.seat == partner else back
        known[other] = [max(known[other][f], exch[f]) for f in range(24)]
    for s in range(4):
        for f in range(24):
            known[s][f] = max(0, known[s][f] - played[s][f])
    return known


def limits(view: SeatView) -> list[list[int]]:
    """For each seat and suit, the highest strength it may still hold there (``NO_CARD``:
    none), from the duties of rule 8.3 (O-HEAD, O-UNDERTRUMP)."""
    top = [[5, 5, 5, 5] for _ in range(4)]
    if view.trump is None:
        return top
    t = int(view.trump)
    rules = view.rules
    tricks = [tr.plays for tr in view.tricks]
    if view.trick is not None and view.trick.plays:
        tricks.append(view.trick.plays)
    for plays in tricks:
        faces = [face_index(c) for _, c in plays]
        led = faces[0] // 6
        heading = rules.head is Heading.ALWAYS or (
            rules.head is Heading.TRUMP_LEAD_ONLY and led == t)
        for i in range(1, len(faces)):
            seat, f = plays[i][0], faces[i]
            w = faces[winning_index(faces[:i], t)]
            row = top[seat]
            if f // 6 != led:
                row[led] = NO_CARD
                if f // 6 != t:
                    if w // 6 != t or rules.undertrump:
                        row[t] = NO_CARD
                    else:
                        row[t] = min(row[t], w % 6)
                elif heading and w // 6 == t and not beats(f, w, t):
                    row[t] = min(row[t], w % 6)
            elif heading and w // 6 == led and not beats(f, w, t):
                row[led] = min(row[led], w % 6)
    return top


def sample_hands(view: SeatView, rng: Stream, tries: int = 30,
                 known: Sequence[Sequence[int]] | None = None,
                 top: Sequence[Sequence[int]] | None = None,
                 pool_counts: Sequence[int] | None = None) -> list[list[int]]:
    """The other seats' hands (faces), dealt from the unseen cards at random so that each
    holds its known cards, keeps within its limits and has its hand size. Falls back to
    ignoring the limits if no deal is found in ``tries`` attempts (they can only clash
    through a player's own mistakes, which the engine does not allow: it should not
    happen)."""
    me = view.seat
    sizes = list(view.hand_sizes)
    known = known if known is not None else known_held(view)
    top = top if top is not None else limits(view)
    pool = list(pool_counts) if pool_counts is not None else unseen(view)
    base: list[list[int]] = [[], [], [], []]
    base[me] = sorted(face_index(c) for c in view.hand)
    for s in range(4):
        if s == me:
            continue
        for f in range(24):
            k = min(known[s][f], pool[f])
            if k:
                base[s].extend([f] * k)
                pool[f] -= k
    rest = [f for f in range(24) for _ in range(pool[f])]
    for attempt in range(tries + 1):
        strict = attempt < tries
        hands = [list(h) for h in base]
        room = [sizes[s] - len(hands[s]) if s != me else 0 for s in range(4)]
        cards = rng.shuffled(rest)
        # the most constrained cards first
        if strict:
            cards.sort(key=lambda f: sum(1 for s in range(4) if s != me
                                         and top[s][f // 6] >= f % 6))
        ok = True
        for f in cards:
            seats = [s for s in range(4) if room[s] > 0
                     and (not strict or top[s][f // 6] >= f % 6)]
            if not seats:
                ok = False
                break
            seat = _pick(seats, [room[s] for s in seats], rng)
            hands[seat].append(f)
            room[seat] -= 1
        if ok:
            for h in hands:
                h.sort()
            return hands
    raise AssertionError("unreachable: the last attempt ignores the limits")  # pragma: no cover


def _pick(items: Sequence[int], weights: Sequence[int], rng: Stream) -> int:
    """One of ``items``, with chances in proportion to ``weights``."""
    r = rng.below(sum(weights))
    for item, w in zip(items, weights, strict=True):
        if r < w:
            return item
        r -= w
    raise AssertionError("unreachable: r < sum(weights)")  # pragma: no cover
