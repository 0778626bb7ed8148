"""Contracts, their order and value, and the results of a deal (ombre.md 4.1, 7, 11, 12.3).

Ombre's bids, lowest first: ``ENTRADA`` (exchange, then name trump), ``TOURNE`` (the first
talon card's suit is trump), ``SOLO`` (no exchange). Quadrille's and Quintille's:
``ALLIANCE`` (name trump and call a king), ``SOLO``, ``VOLE``. ``GASCAROLA`` and
``CONTRABOLA`` are announced only after everyone has passed (11.2, 11.3).
"""

from __future__ import annotations

from enum import StrEnum

from .rules import Rules


class Contract(StrEnum):
    ENTRADA = "entrada"
    TOURNE = "tourne"
    SOLO = "solo"
    ALLIANCE = "alliance"
    VOLE = "vole"
    GASCAROLA = "gascarola"
    CONTRABOLA = "contrabola"


OMBRE_BIDS = (Contract.ENTRADA, Contract.TOURNE, Contract.SOLO)
QUADRILLE_BIDS = (Contract.ALLIANCE, Contract.SOLO, Contract.VOLE)
ANNOUNCEMENTS = (Contract.GASCAROLA, Contract.CONTRABOLA)

GAME_VALUE = {Contract.ENTRADA: 0, Contract.TOURNE: 2, Contract.SOLO: 10,
              Contract.GASCAROLA: 0, Contract.CONTRABOLA: 0}
"""G of section 9 (Ombre contracts only)."""


def biddable(rules: Rules) -> tuple[Contract, ...]:
    """The contracts of the bidding, lowest first."""
    return QUADRILLE_BIDS if rules.is_quadrille else OMBRE_BIDS


def level(rules: Rules, contract: Contract) -> int:
    """1, 2, 3 for the biddable contracts (higher beats lower); 0 for anything else."""
    bids = biddable(rules)
    return bids.index(contract) + 1 if contract in bids else 0


def announcements(rules: Rules) -> tuple[Contract, ...]:
    """What may be announced after everyone passed (O-GASCAROLA, O-CONTRABOLA)."""
    out = []
    if rules.gascarola:
        out.append(Contract.GASCAROLA)
    if rules.contrabola:
        out.append(Contract.CONTRABOLA)
    return tuple(out)


class Result(StrEnum):
    """How a deal ended for ombre (7.1; Quadrille 16.6)."""

    SACADA = "sacada"
    """Ombre (the declaring side) wins."""
    PUESTA = "puesta"
    """Ombre loses, nobody wins codille (Quadrille: remise)."""
    CODILLE = "codille"
    """Ombre loses and a defender (Quadrille: the defenders) wins codille."""
    DRAW = "draw"
    """No payments: contrabola with exactly one trick; Quadrille's vole with 6-9 tricks."""


class Stop(StrEnum):
    """Why play stopped before the last trick."""

    PRIMERAS = "primeras"
    """8.4: ombre won the first five tricks and stopped."""
    FAILED_VOLE = "failed_vole"
    """8.5: ombre went on for the vole and lost a trick."""
    CONTRABOLA = "contrabola"
    """11.3: the contrabola declarer won a second trick."""
    SURRENDER = "surrender"
    """16.5: ombre gave up and nobody took over."""
