"""Pinochle's part of the deal codes (``core.dealcodes``): the presets in code order (append
only) and the frozen deflate dictionary of custom rules; a code's deal is started alone with
``start_hand`` (its dealer and cards)."""

from __future__ import annotations

from ...core.dealcodes import DealCodeSpec
from ...core.rng import PURPOSE_DEALER, Stream
from .game import deal_hands, start_hand
from .rules import Rules
from .state import MatchState

PRESETS = ("pinochle", "pinochle_x10", "double_deck")
"""Index = the preset symbol of a code: never reorder, only append."""

ZDICT = (
    b'"pass_help":"first_forced":"no_run_bonus":"roundhouse":"x10":"head":"undertrump":'
    b'"set_defenders":"double_deck":"packet":"min_bid":"bid_step":"save_meld":'
    b'"set_loses_meld":"target":"deal_limit":"always","trump_lead_only","never","all",'
    b'"actual","one","five_from_60",true,false,null,'
)
"""Frozen with format 2 of the codes (changing it changes what old codes mean)."""


def start(rules: Rules, seed: int, deal: int) -> MatchState:
    """Deal ``deal`` of the match ``seed`` alone: the dealer it had (the first dealer, then
    one seat to the left a deal) and exactly its cards."""
    dealer = (Stream.derive(seed, PURPOSE_DEALER).below(4) + deal - 1) % 4
    return start_hand(rules, deal_hands(rules, seed, deal, dealer), dealer=dealer,
                      deal_number=deal)


CODEC = DealCodeSpec(PRESETS, ZDICT, start)
