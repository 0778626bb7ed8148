"""A sparring partner the project does not write: OpenSpiel's ISMCTS bot at the table.

OpenSpiel (``pip install open_spiel``, Apache-2.0; the ``bench`` extra of
``pyproject.toml``) is never a runtime dependency: only ``bench ai`` imports this module,
and only for a matchup naming ``ismcts``. ``available()`` says whether it is installed.

**Rules.** OpenSpiel's Hearts is the classic four-player game with a few switches
(``pass_cards``, ``no_pts_on_first_trick``, ``can_lead_any_club``, ``jd_bonus``,
``avoid_all_tricks_bonus``, ``qs_breaks_hearts``, ``must_break_hearts``,
``can_lead_hearts_instead_of_qs``); the pass direction of a hand is its first chance
action, so our cycle (left, right, across, hold) is given hand by hand. ``game_params``
maps a ``Rules`` value to those switches, or says why it cannot (``RulesMismatch``): only
rules both programs implement identically are compared. Every hand is then checked: each
card played must be legal in OpenSpiel's state too, the seat to move the same, and the
deal scores equal to OpenSpiel's points (``OpenSpielHand.check_scores``); a difference is
counted as a mismatch in the bench's report.

**Seats and cards.** Seat s is OpenSpiel's player s (both pass to seat + offset and play
in ascending seat order); a card's OpenSpiel action is ``rank * 4 + suit`` with suits
clubs, diamonds, hearts, spades and rank 0 for the 2 (ours: ``suit * 13 + rank - 2`` with
clubs, diamonds, spades, hearts).

**Decisions.** OpenSpiel passes one card at a time, player 0 first (its ISMCTS crashes
when asked for player 1's pass after player 0's, in open_spiel 2.0.2). Passes are
simultaneous in the real game, so an ISMCTS seat picks its three cards as player 0 of a
copy of the deal rotated to it, seeing nobody else's pass; once every seat has passed, the
passes go into the table's own state in OpenSpiel's order. Card plays are asked of
``ISMCTSBot.step`` on that state. The hidden cards in the state are the real ones:
OpenSpiel's ISMCTS resamples them from the player's information state
(``ResampleFromInfostate``, which by its own note ignores voids shown in play), so the
bot's honesty is OpenSpiel's. A forced card (one legal action) is played without a search.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Sequence
from typing import Any

from ..games.hearts import (
    Action,
    Card,
    LeadException,
    MoonMode,
    Opening,
    PassCards,
    PassScheme,
    Phase,
    PlayCard,
    Rules,
    SeatView,
    Suit,
)

INSTALL_HINT = ("OpenSpiel is not installed: pip install open_spiel (or "
                "pip install -e '.[bench]'), then run this matchup again")

_OS_SUIT = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
_OUR_SUIT = {v: k for k, v in _OS_SUIT.items()}
_PASS_DIR = {0: 0, 1: 1, 2: 2, 3: 3}
"""Our pass offset (mod 4) -> OpenSpiel's PassDir (no pass, left, across, right)."""


class RulesMismatch(ValueError):
    """The rules differ from anything OpenSpiel's Hearts implements."""


def available() -> bool:
    """Whether ``open_spiel`` (its ``pyspiel`` module) can be imported."""
    return importlib.util.find_spec("pyspiel") is not None


def os_card(card: Card) -> int:
    return (card.rank - 2) * 4 + _OS_SUIT[card.suit]


def our_card(action: int) -> Card:
    return Card(_OUR_SUIT[action % 4], action // 4 + 2)


def game_params(rules: Rules) -> dict[str, bool]:
    """OpenSpiel's Hearts parameters for ``rules``, or ``RulesMismatch`` naming the first
    rule OpenSpiel does not implement the same way."""
    checks: list[tuple[bool, str]] = [
        (rules.players == 4, "four players"),
        (rules.packs == 1 and not rules.removed_cards and rules.hand_size == 13,
         "one full pack of 52 cards"),
        (not (rules.kitty or rules.jokers or rules.cancellation or rules.complex_scoring),
         "no kitty, jokers, cancellation or complex scoring"),
        (rules.opening is Opening.LOWEST_CLUB, "the 2 of clubs leads the first trick"),
        (rules.lead_exception is LeadException.HEARTS_ONLY,
         "hearts may be led unbroken only from a hand of hearts"),
        (rules.moon is MoonMode.OTHERS and not rules.sun,
         "shooting the moon adds 26 to every other player (no choice, no sun)"),
        (rules.moon_value() == 26, "the moon is worth 26"),
        (rules.card_value(Card(Suit.HEARTS, 14)) == 1 and rules.card_value(Card(Suit.HEARTS, 2))
         == 1 and rules.queen_of_hearts is None, "every heart is worth 1"),
        (rules.queen_of_spades == 13, "the Q♠ is worth 13"),
        (not rules.club10_doubles, "no 10♣ doubling"),
        (not rules.pass_ban, "every card may be passed"),
    ]
    bonus = rules.bonus_card
    jd = False
    if bonus is not None:
        jd = str(bonus) == "JD" and rules.bonus_value == -10
        checks.append((jd, "a bonus card can only be the J♦ for -10"))
    if rules.passing is PassScheme.NONE:
        passing = False
    else:
        passing = True
        checks.append((rules.passing is PassScheme.ROTATE and rules.pass_count == 3,
                       "three cards passed in a fixed cycle"))
        if rules.passing is PassScheme.ROTATE:
            checks.append((all(off % 4 in _PASS_DIR for off in rules.pass_cycle_offsets()),
                           "passes to one other player at a time"))
    for ok, what in checks:
        if not ok:
            raise RulesMismatch(f"OpenSpiel's Hearts needs: {what} ({rules.name} differs)")
    return {
        "pass_cards": passing,
        "no_pts_on_first_trick": bool(rules.first_trick_ban),
        "can_lead_any_club": False,
        "jd_bonus": jd,
        "avoid_all_tricks_bonus": False,
        "qs_breaks_hearts": bool(rules.queen_breaks_hearts),
        "must_break_hearts": True,
        "can_lead_hearts_instead_of_qs": False,
    }


def _pyspiel() -> Any:
    try:
        return importlib.import_module("pyspiel")
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise SystemExit(f"bench ai: {INSTALL_HINT} ({exc})") from None


class OpenSpielHand:
    """One hand mirrored in OpenSpiel: the state every ISMCTS seat searches from. ``hands``
    are the dealt hands by seat, ``offset`` the pass offset of the hand (0: hold)."""

    def __init__(self, rules: Rules, hands: Sequence[Sequence[Card]], offset: int) -> None:
        self.ps = _pyspiel()
        self.game = self.ps.load_game("hearts", game_params(rules))
        self.hands = [list(h) for h in hands]
        self.direction = _PASS_DIR[offset % 4]
        self.state = self._dealt(0)
        self.passes: dict[int, tuple[Card, ...]] = {}
        self.mismatch = ""

    def _dealt(self, rotate: int) -> Any:
        """A fresh state after the deal, seat ``rotate`` as player 0."""
        state = self.game.new_initial_state()
        state.apply_action(self.direction)
        cards = [[os_card(c) for c in self.hands[(p + rotate) % 4]] for p in range(4)]
        for i in range(13):
            for p in range(4):
                state.apply_action(cards[p][i])
        return state

    def observe(self, action: Action) -> None:
        """An action the engine accepted: passes wait until every seat has passed."""
        if self.mismatch:
            return
        if isinstance(action, PassCards):
            self.passes[action.seat] = action.cards
            if len(self.passes) == 4:
                for p in range(4):
                    for c in self.passes[p]:
                        self._apply(p, os_card(c))
        elif isinstance(action, PlayCard):
            self._apply(action.seat, os_card(action.card))

    def _apply(self, seat: int, a: int) -> None:
        st = self.state
        if st.current_player() != seat or a not in st.legal_actions():
            legal = " ".join(str(our_card(x)) for x in st.legal_actions())
            self.mismatch = (f"seat {seat} plays {our_card(a)}: OpenSpiel expects player "
                             f"{st.current_player()} with {legal}")
            return
        st.apply_action(a)

    def check_scores(self, scores: Sequence[float]) -> None:
        """Compare our deal scores with OpenSpiel's points (26 - its returns)."""
        if self.mismatch:
            return
        st = self.state
        if not st.is_terminal():
            self.mismatch = "OpenSpiel's hand is not over"
            return
        theirs = [26.0 - r for r in st.returns()]
        if [float(s) for s in scores] != theirs:
            self.mismatch = f"scores differ: ours {list(scores)}, OpenSpiel's {theirs}"


class IsmctsSeat:
    """OpenSpiel's ISMCTS bot in one seat of a mirrored hand (``table``): random-rollout
    evaluation, UCT constant ``uct_c``, ``simulations`` per decision, the most visited
    action."""

    name = "ismcts"

    def __init__(self, table: OpenSpielHand, seed: int, simulations: int = 10_000,
                 uct_c: float = 2.0) -> None:
        ps = table.ps
        self.table = table
        seed = seed & 0x7FFFFFFF
        self._evaluator = ps.RandomRolloutEvaluator(1, seed)
        self._bot = ps.ISMCTSBot(seed, self._evaluator, uct_c, simulations, -1,
                                 ps.ISMCTSFinalPolicyType.MAX_VISIT_COUNT, False, False)

    def choose(self, view: SeatView) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        if view.phase is Phase.PASSING:
            state = self.table._dealt(view.seat)
            picked = []
            for _ in range(3):
                a = self._bot.step(state)
                picked.append(our_card(a))
                state.apply_action(a)
            return PassCards(view.seat, tuple(sorted(picked)))
        if view.phase is Phase.PLAYING:
            state = self.table.state
            legal = state.legal_actions()
            if self.table.mismatch or state.current_player() != view.seat:
                return view.legal[0]  # counted as a mismatch by the table
            a = legal[0] if len(legal) == 1 else self._bot.step(state)
            return PlayCard(view.seat, our_card(a))
        return view.legal[0]  # pragma: no cover - classic rules have no other choices
