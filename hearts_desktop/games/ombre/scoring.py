"""Results and payments: honours (8.1), the result table (7.1), Ombre's payments (section 9
and its options) and Quadrille's settlement (12.3, 16.6). Pure functions over numbers and
hands; the engine calls them when a deal ends.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...core.cards import Card, Suit
from .cards import matadors, punto, trump_order
from .contracts import GAME_VALUE, Contract, Result
from .events import POT, Payment, PaymentReason
from .rules import Rules

PRIMERAS_BONUS = 3
VOLE_BONUS = 10
FAILED_VOLE_BASE = 30
BASE = 5
HONOUR_CAP = 5
QUADRILLE_VOLE_STAKE = 3
QUADRILLE_SOLO_BONUS = 4
QUADRILLE_VOLE_BONUS = 2
QUADRILLE_PARTNER_MIN = 3
"""QD.9: a declarer with fewer own tricks than this pays for the partner on a loss."""


# --------------------------------------------------------------------------- honours


def honours(hand: Iterable[Card], trump: Suit, cap: bool = False) -> tuple[int, int]:
    """(with, without) for ``hand`` with ``trump`` (8.1): *with* needs all three matadors and
    counts the unbroken run of trumps held from spadille down; *without* needs none of them
    and counts the unbroken run of top trumps missing. Runs shorter than 3 do not count
    (they cannot be: the run starts with the three matadors). ``cap``: O-HONOUR-CAP.

    >>> from hearts_desktop.core.cards import parse_cards
    >>> honours(parse_cards("AS 2S AC KS JS"), Suit.SPADES)
    (4, 0)
    """
    held = {c.face for c in hand}
    top = matadors(trump)
    run = 0
    if all(m in held for m in top):
        for c in trump_order(trump):
            if c not in held:
                break
            run += 1
        with_ = run
        without = 0
    elif not any(m in held for m in top):
        for c in trump_order(trump):
            if c in held:
                break
            run += 1
        with_, without = 0, run
    else:
        return 0, 0
    if cap:
        with_, without = min(with_, HONOUR_CAP), min(without, HONOUR_CAP)
    return with_, without


def quadrille_matador_bonus(hand: Iterable[Card], trump: Suit) -> int:
    """QD.8: +1 for the three matadors, +2 for the three matadors and punto (red trumps)."""
    held = {c.face for c in hand}
    if not all(m in held for m in matadors(trump)):
        return 0
    p = punto(trump)
    return 2 if p is not None and p in held else 1


# --------------------------------------------------------------------------- results


def classify(ombre_tricks: int, defender_tricks: Sequence[int]) -> tuple[Result, int | None]:
    """7.1 (generalised to any number of defenders, FP.3, TP.4): sacada if ombre has more
    tricks than every defender; codille if one defender has more than every other player
    (returns that defender's index in ``defender_tricks``); otherwise puesta.

    >>> [(r.value, w) for r, w in (classify(4, (3, 2)), classify(2, (4, 3)), classify(4, (4, 1)))]
    [('sacada', None), ('codille', 0), ('puesta', None)]
    """
    if all(ombre_tricks > d for d in defender_tricks):
        return Result.SACADA, None
    for i, d in enumerate(defender_tricks):
        others = [x for j, x in enumerate(defender_tricks) if j != i]
        if d > ombre_tricks and all(d > x for x in others):
            return Result.CODILLE, i
    return Result.PUESTA, None


def classify_quadrille(rules: Rules, side_tricks: int) -> Result:
    """16.6: the declaring side with ``target`` tricks or more wins; with at most
    tricks - target - 1 (Quadrille: 3 or fewer) it is codille; in between a remise
    (``PUESTA``)."""
    if side_tricks >= rules.target:
        return Result.SACADA
    if side_tricks <= rules.tricks - rules.target - 1:
        return Result.CODILLE
    return Result.PUESTA


# --------------------------------------------------------------------------- payments


@dataclass(frozen=True)
class OmbreOutcome:
    """What the payments of one Ombre game depend on."""

    ombre: int
    contract: Contract
    result: Result
    codille_winner: int | None
    defenders: tuple[int, ...]
    """Everyone who pays or is paid as a defender (the sitter-out included, FP.2)."""
    active_defenders: tuple[int, ...]
    """Defenders who played (they divide the pot under O-CODILLE-SPLIT)."""
    honours_with: int = 0
    honours_without: int = 0
    primeras: bool = False
    vole: bool = False
    failed_vole: bool = False


def _pay(out: list[Payment], payer: int | None, payee: int | None, amount: int,
         reason: PaymentReason) -> None:
    if amount > 0:
        out.append(Payment(payer, payee, amount, reason))


def ombre_payments(rules: Rules, o: OmbreOutcome, pot: int) -> list[Payment]:
    """Section 9 with its options, for a pot holding ``pot`` chips before the settlement."""
    g = GAME_VALUE.get(o.contract, 0)
    h, hw = o.honours_with, o.honours_without
    out: list[Payment] = []
    if o.contract is Contract.CONTRABOLA:
        h = hw = 0
    if o.result is Result.DRAW:
        return out
    if o.failed_vole:
        for d in o.defenders:
            _pay(out, o.ombre, d, max(0, FAILED_VOLE_BASE - g - h - hw), PaymentReason.FAILED_VOLE)
        return out
    if o.result is Result.SACADA:
        for d in o.defenders:
            _pay(out, d, o.ombre, BASE + g, PaymentReason.GAME)
            _pay(out, d, o.ombre, h, PaymentReason.HONOURS)
            _pay(out, d, o.ombre, hw, PaymentReason.HONOURS_WITHOUT)
            if o.primeras:
                _pay(out, d, o.ombre, PRIMERAS_BONUS, PaymentReason.PRIMERAS)
            if o.vole:
                _pay(out, d, o.ombre, VOLE_BONUS, PaymentReason.VOLE)
        _pay(out, POT, o.ombre, pot, PaymentReason.POT_WON)
        return out
    loss = BASE + (g if rules.loss_scaled else 0)
    for d in o.defenders:
        _pay(out, o.ombre, d, loss, PaymentReason.GAME)
        _pay(out, o.ombre, d, h, PaymentReason.HONOURS)
    if o.result is Result.PUESTA:
        _pay(out, o.ombre, POT, pot, PaymentReason.PUESTA)
    else:
        assert o.codille_winner is not None
        _pay(out, o.ombre, o.codille_winner, pot, PaymentReason.CODILLE)
        if rules.codille_split and o.active_defenders:
            share = pot // len(o.active_defenders)
            for d in o.active_defenders:
                _pay(out, POT, d, share, PaymentReason.CODILLE_SPLIT)
    return out


@dataclass(frozen=True)
class QuadrilleOutcome:
    declarer: int
    partner: int | None
    contract: Contract
    result: Result
    defenders: tuple[int, ...]
    value: int
    """V = 1 + bonuses (QD.8, QD.10)."""
    declarer_tricks: int
    forced: bool
    failed_vole: bool = False


def quadrille_value(rules: Rules, contract: Contract, matador_bonus: int, first_tricks: bool,
                    vole: bool) -> int:
    """QD.8 and QD.10: V = 1, +4 played alone (solo or vole), +1/+2 matadors, +1 the first
    ``target`` tricks, +2 a vole."""
    del rules
    v = 1 + matador_bonus
    if contract in (Contract.SOLO, Contract.VOLE):
        v += QUADRILLE_SOLO_BONUS
    if first_tricks:
        v += 1
    if vole:
        v += QUADRILLE_VOLE_BONUS
    return v


def _split_pair(amount: int) -> tuple[int, int]:
    """A side's share of ``amount``: (declarer, partner); the declarer pays the odd chip."""
    return amount - amount // 2, amount // 2


def quadrille_payments(rules: Rules, q: QuadrilleOutcome, pot: int) -> list[Payment]:
    """The settlement of QD.10 with 16.6's results (see the module docs of ``engine``)."""
    del rules
    out: list[Payment] = []
    side = (q.declarer,) if q.partner is None else (q.declarer, q.partner)
    if q.result is Result.DRAW:
        return out
    if q.result is Result.SACADA:
        for d in q.defenders:
            for m in side:
                _pay(out, d, m, q.value, PaymentReason.GAME)
        if q.failed_vole:
            for m in side:
                for d in q.defenders:
                    _pay(out, m, d, QUADRILLE_VOLE_BONUS, PaymentReason.FAILED_VOLE)
        share = pot // len(side)
        for m in side:
            _pay(out, POT, m, share, PaymentReason.POT_WON)
        return out
    # A loss (remise or codille). QD.9: the partner of a declarer who took fewer than 3
    # tricks pays nothing and is paid by the declarer instead (not when forced by spadille).
    refund = (q.partner is not None and q.declarer_tricks < QUADRILLE_PARTNER_MIN
              and not q.forced)
    payers = (q.declarer,) if refund else side
    for m in payers:
        for d in q.defenders:
            _pay(out, m, d, q.value, PaymentReason.GAME)
    if refund:
        assert q.partner is not None
        _pay(out, q.declarer, q.partner, q.value, PaymentReason.PARTNER_REFUND)

    def side_pays(amount: int, payee: int | None, reason: PaymentReason) -> None:
        if len(payers) == 1:
            _pay(out, payers[0], payee, amount, reason)
        else:
            a, b = _split_pair(amount)
            _pay(out, payers[0], payee, a, reason)
            _pay(out, payers[1], payee, b, reason)

    if q.result is Result.PUESTA:
        side_pays(pot, POT, PaymentReason.PUESTA)
    else:
        share = pot // len(q.defenders)
        for d in q.defenders:
            side_pays(share, d, PaymentReason.CODILLE)
    return out


def apply_payments(chips: Sequence[int], pot: int, payments: Iterable[Payment]
                   ) -> tuple[tuple[int, ...], int]:
    """Chips and pot after ``payments`` (the total is conserved by construction)."""
    out = list(chips)
    for p in payments:
        if p.payer is None:
            pot -= p.amount
        else:
            out[p.payer] -= p.amount
        if p.payee is None:
            pot += p.amount
        else:
            out[p.payee] += p.amount
    return tuple(out), pot


def net_change(players: int, payments: Iterable[Payment]) -> tuple[int, ...]:
    out = [0] * players
    for p in payments:
        if p.payer is not None:
            out[p.payer] -= p.amount
        if p.payee is not None:
            out[p.payee] += p.amount
    return tuple(out)


def competition_ranking(chips: Sequence[int]) -> tuple[int, ...]:
    """Place per seat, 1 = most chips; ties share the better place (1, 1, 3)."""
    return tuple(1 + sum(1 for other in chips if other > mine) for mine in chips)
