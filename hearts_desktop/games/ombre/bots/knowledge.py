"""What one seat knows about the hidden cards, read from its view only, and deals sampled
consistently with it (for the Hard bot's search and its simulated bidding).

Known: the own hand and discards, every card played, the turned tourné card (and who drew
it), and the voids shown in play: a player who did not follow a plain suit has none of it;
a player who did not follow a trump lead holds at most matadors above the led trump (6.3).
In Quadrille the called card is in a hand other than the declarer's. Everything else
(other hands, the talon, other players' discards) is one pool of unseen cards.
"""

from __future__ import annotations

from ....core.cards import Card
from ....core.rng import Stream
from ..view import SeatView
from .sim import ALL_CARDS, table


class Knowledge:
    def __init__(self, view: SeatView) -> None:
        self.view = view
        self.seat = view.seat
        removed = view.rules.removed
        deck = [c for c in ALL_CARDS if c.suit != removed]
        played = set(view.played)
        mine = set(view.hand) | set(view.discards)
        self.fixed: dict[Card, int] = {}
        """Unplayed cards whose holder is known (the drawn tourné card)."""
        if (view.turned is not None and view.turned not in played and view.turned not in mine
                and view.turned_holder is not None):
            self.fixed[view.turned] = view.turned_holder
        self.on_talon: set[Card] = set()
        if view.turned is not None and view.turned_on_talon:
            self.on_talon.add(view.turned)
        self.unseen: list[Card] = [c for c in deck if c not in played and c not in mine
                                   and c not in self.fixed and c not in self.on_talon]
        self.others = tuple(s for s in (view.play_order or view.order) if s != self.seat)
        self.voids: dict[int, set[int]] = {}
        self.trump_cap: dict[int, int] = {}
        """Seat -> strength a trump of theirs must exceed (they showed no unprotected
        trump); only matadors can be above such a cap."""
        trump = view.trump
        if trump is not None:
            t = table(trump)
            tricks = [*view.tricks, *([view.trick] if view.trick is not None else [])]
            for tr in tricks:
                if not tr.plays:
                    continue
                led = tr.plays[0][1]
                lsuit = t.suit[led.index]
                for seat, card in tr.plays[1:]:
                    if t.suit[card.index] == lsuit:
                        continue
                    self.voids.setdefault(seat, set()).add(lsuit)
                    if lsuit == t.trump:
                        cap = t.strength[led.index]
                        self.trump_cap[seat] = max(self.trump_cap.get(seat, 0), cap)
        self.called_out: int | None = None
        if (view.called is not None and not view.partner_revealed and view.partner != self.seat
                and view.called not in played):
            self.called_out = view.ombre

    # ----------------------------------------------------------------- queries
    def out_ints(self) -> set[int]:
        """Cards that may still be in another hand (unseen plus those known elsewhere)."""
        return {c.index for c in self.unseen} | {c.index for c in self.fixed}

    def void_sets(self) -> dict[int, set[int]]:
        return self.voids

    def may_hold(self, seat: int, card: Card) -> bool:
        trump = self.view.trump
        if trump is None:
            return True
        t = table(trump)
        s = t.suit[card.index]
        if s in self.voids.get(seat, ()):
            if s != t.trump:
                return False
            cap = self.trump_cap.get(seat, 0)
            return t.matador[card.index] and t.strength[card.index] > cap
        return not (card == self.view.called and seat == self.called_out)

    # ----------------------------------------------------------------- sampling
    def sample(self, rng: Stream, tries: int = 30) -> tuple[dict[int, list[Card]], list[Card]]:
        """Other seats' hands (by the sizes the view shows) and the rest (talon and
        discards), consistent with what is known when possible."""
        sizes = {s: self.view.hand_sizes[s] for s in self.others}
        for attempt in range(tries):
            strict = attempt < tries - 1
            out = self._try(rng, sizes, strict)
            if out is not None:
                return out
        raise AssertionError("a relaxed sample always succeeds")  # pragma: no cover

    def _try(self, rng: Stream, sizes: dict[int, int], strict: bool
             ) -> tuple[dict[int, list[Card]], list[Card]] | None:
        hands: dict[int, list[Card]] = {s: [] for s in sizes}
        room = dict(sizes)
        for card, seat in self.fixed.items():
            if seat in hands and room[seat] > 0:
                hands[seat].append(card)
                room[seat] -= 1
        pool = rng.shuffled(self.unseen)
        rest_room = len(pool) - sum(room.values())
        if rest_room < 0:
            return None
        rest: list[Card] = []
        if strict:
            # most constrained cards first
            pool.sort(key=lambda c: sum(1 for s in sizes if self.may_hold(s, c)))
        for card in pool:
            seats = [s for s in sizes if room[s] > 0 and (not strict or self.may_hold(s, card))]
            slots = sum(room[s] for s in seats) + rest_room
            if slots <= 0:
                return None
            pick = rng.below(slots)
            if pick < rest_room:
                rest.append(card)
                rest_room -= 1
                continue
            pick -= rest_room
            for s in seats:
                if pick < room[s]:
                    hands[s].append(card)
                    room[s] -= 1
                    break
                pick -= room[s]
        if any(room.values()):
            return None
        return hands, rest

