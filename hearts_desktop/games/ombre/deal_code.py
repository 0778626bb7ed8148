"""Ombre's part of the deal codes (``core.dealcodes``, Quadrille and Quintille too): the
presets in code order (append only) and the frozen deflate dictionary of custom rules; a
code's deal is started alone with ``start_deal`` (its dealer, cards and talon; an empty
pot before the ante)."""

from __future__ import annotations

from ...core.dealcodes import DealCodeSpec
from ...core.rng import PURPOSE_DEALER, Stream
from .engine import deal_cards, start_deal
from .rules import Rules
from .state import MatchState

PRESETS = ("ombre", "ombre_eldest", "quadrille", "quintille", "ombre_two", "ombre_four")
"""Index = the preset symbol of a code: never reorder, only append."""

ZDICT = (
    b'"variant":"sit_out":"removed_suit":"ante":"dealer_antes":"start_chips":"deals":'
    b'"chip_target":"priority":"lead_eldest":"must_buy":"all_pass":"gascarola":'
    b'"contrabola":"fourth_plays":"honour_cap":"codille_split":"loss_scaled":"surrender":'
    b'"quintille_literal":"three","two","four","quadrille","quintille","dealer","opposite",'
    b'"redeal","forced",true,false,null,'
)
"""Frozen with format 2 of the codes (changing it changes what old codes mean)."""


def start(rules: Rules, seed: int, deal: int) -> MatchState:
    """Deal ``deal`` of the session ``seed`` alone: the dealer it had (the first dealer, then
    one seat to the right a deal) and exactly its cards and talon."""
    n = rules.players
    dealer = (Stream.derive(seed, PURPOSE_DEALER).below(n) - (deal - 1)) % n
    hands, talon = deal_cards(rules, seed, deal, dealer)
    return start_deal(rules, hands, talon, dealer=dealer, deal_number=deal)


CODEC = DealCodeSpec(PRESETS, ZDICT, start)
