"""Hearts' part of the deal codes (``core.dealcodes``): the presets in code order (append
only) and the frozen deflate dictionary of custom rules; a code's deal is started alone with
``start_hand`` (its dealer, its pass, its cards)."""

from __future__ import annotations

from ...core.dealcodes import DealCodeSpec
from ...core.rng import PURPOSE_DEALER, Stream
from .game import deal_cards, start_hand
from .rules import Rules
from .state import MatchState

PRESETS = ("classic", "black_lady", "online_de", "online_de_tournament", "basic", "omnibus",
           "pink_lady", "spot", "complex", "club10", "kitty", "hilo_joker", "cancellation")
"""Index = the preset symbol of a code: never reorder, only append."""

ZDICT = (
    b'"players":"removal":"removed_cards":"packs":"passing":"pass_cycle":"pass_count":'
    b'"pass_ban":"dealer_choice_cap":"opening":"lead_exception":"queen_breaks_hearts":'
    b'"first_trick_ban":"end":"end_threshold":"deal_limit":"tie":"moon":"sun":'
    b'"heart_values":"queen_of_spades":"queen_of_hearts":"bonus_card":"bonus_value":'
    b'"club10_doubles":"target_reset":"complex_scoring":"complex_moon":"kitty":'
    b'"kitty_recipient":"jokers":"cancellation":"move_timer":"tournament":'
    b'"computers_unranked":"standard","korean","rotate","left","none","rotate_split",'
    b'"dealer_choice","lowest_club","dealer_left","hearts_only","penalty_only","exceeds",'
    b'"reaches","shared","play_on","others","self","book_reset","choice","off","one",'
    b'"spot_a","spot_b","signs","first_trick","first_penalty_trick",true,false,null,'
)
"""Frozen with format 2 of the codes (changing it changes what old codes mean)."""


def start(rules: Rules, seed: int, deal: int) -> MatchState:
    """Deal ``deal`` of the match ``seed`` alone: the dealer it had (the first dealer, then
    one seat to the left a deal), its pass and exactly its cards."""
    dealer = (Stream.derive(seed, PURPOSE_DEALER).below(rules.players) + deal - 1
              ) % rules.players
    hands, leftover = deal_cards(rules, seed, deal, dealer)
    return start_hand(rules, hands, dealer=dealer, leftover=leftover, deal_number=deal)


CODEC = DealCodeSpec(PRESETS, ZDICT, start)
