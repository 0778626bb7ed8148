"""Edge cases O-E10 to O-E25 of ombre.md section 13, each its own test, and the worked
examples of 6.4 as the engine refuses (and explains) a card."""

from __future__ import annotations

import pytest

from hearts_desktop.core.cards import Card, parse_cards
from hearts_desktop.core.rng import Stream
from hearts_desktop.games.ombre import (
    AllPass,
    Bid,
    CardPlayed,
    CardsExchanged,
    CardTurned,
    Contract,
    DealScored,
    DealThrownIn,
    Exchange,
    ForcedBy,
    IllegalActionError,
    MatchState,
    NameTrump,
    OmbreDeclared,
    Pass,
    Payment,
    PaymentReason,
    Phase,
    PlayCard,
    PlayStopped,
    Primeras,
    Result,
    Rules,
    Stop,
    Suit,
    Variant,
    Violation,
    apply,
    classify,
    honours,
    legal_actions,
    legal_cards,
    start_deal,
)
from hearts_desktop.games.ombre.cards import deck_cards
from hearts_desktop.games.ombre.scoring import OmbreOutcome, ombre_payments

from .helpers import build, declare, exchange_nothing, highest, lowest, of_type, play, run

C = Card.parse
S, H = Suit.SPADES, Suit.HEARTS


def received(payments: tuple[Payment, ...] | list[Payment], seat: int | None) -> int:
    return sum(p.amount for p in payments if p.payee == seat) - sum(
        p.amount for p in payments if p.payer == seat)


def scored(events: list[object]) -> DealScored:
    found = of_type(events, DealScored)
    assert len(found) == 1
    return found[0]


# --------------------------------------------------------------------------- results


def test_o_e10_result_table() -> None:
    """o/d1/d2 = 4/4/1 puesta; 1/4/4 puesta; 3/3/3 puesta; 4/3/2 sacada; 2/4/3 codille for
    d1; 4/5/0 codille."""
    assert classify(4, (4, 1)) == (Result.PUESTA, None)
    assert classify(1, (4, 4)) == (Result.PUESTA, None)
    assert classify(3, (3, 3)) == (Result.PUESTA, None)
    assert classify(4, (3, 2)) == (Result.SACADA, None)
    assert classify(2, (4, 3)) == (Result.CODILLE, 0)
    assert classify(4, (5, 0)) == (Result.CODILLE, 0)
    assert classify(4, (0, 5)) == (Result.CODILLE, 1)


def test_7_3_every_distribution_matches_the_spec_table() -> None:
    for o in range(10):
        for d1 in range(10 - o):
            d2 = 9 - o - d1
            result, _ = classify(o, (d1, d2))
            if o >= 5 or (o == 4 and max(d1, d2) == 3):
                assert result is Result.SACADA, (o, d1, d2)
            elif max(d1, d2) > o and d1 != d2:
                assert result is Result.CODILLE, (o, d1, d2)
            else:
                assert result is Result.PUESTA, (o, d1, d2)


def test_o_e11_honours() -> None:
    assert honours(parse_cards("AS 2S AC KS JS"), S) == (4, 0)
    assert honours(parse_cards("AS AC KS QS"), S) == (0, 0)
    assert honours(parse_cards("AS 7H AC AH KH QH 3D"), H) == (6, 0)
    assert honours(parse_cards("KS QS 3S 4H"), S) == (0, 3)
    assert honours(parse_cards("QS 3S 4H"), S) == (0, 4)
    # "without" is received only on a win
    lost = OmbreOutcome(0, Contract.ENTRADA, Result.PUESTA, None, (1, 2), (1, 2),
                        honours_without=3)
    assert received(ombre_payments(Rules(), lost, 15), 1) == 5
    won = OmbreOutcome(0, Contract.ENTRADA, Result.SACADA, None, (1, 2), (1, 2),
                       honours_without=3)
    assert received(ombre_payments(Rules(), won, 15), 1) == -8


def test_honour_cap_option() -> None:
    hand = parse_cards("AS 2S AC KS QS JS 7S")
    assert honours(hand, S) == (7, 0)
    assert honours(hand, S, cap=True) == (5, 0)
    assert honours(parse_cards("3S 4H"), S, cap=True) == (0, 5)


# --------------------------------------------------------------------------- payments


def test_o_e12_sacada_payment() -> None:
    """Entrada, H = 0, pot 15: 15 from the pot and 5 from each defender (25). Solo with
    H = 3: 18 from each defender, plus the pot."""
    entrada = OmbreOutcome(0, Contract.ENTRADA, Result.SACADA, None, (1, 2), (1, 2))
    pays = ombre_payments(Rules(), entrada, 15)
    assert received(pays, 0) == 25 and received(pays, None) == -15
    assert received(pays, 1) == received(pays, 2) == -5
    solo = OmbreOutcome(0, Contract.SOLO, Result.SACADA, None, (1, 2), (1, 2), honours_with=3)
    pays = ombre_payments(Rules(), solo, 15)
    assert received(pays, 1) == received(pays, 2) == -18
    assert received(pays, 0) == 36 + 15


def _trump_run_deal() -> MatchState:
    """Seat 0 (eldest) holds the nine highest spades trumps."""
    return build(Rules(), {0: "AS 2S AC KS QS JS 7S 6S 5S"})


def test_o_e13_primeras_stop() -> None:
    """Ombre wins tricks 1-5 and stops: sacada + 3 from each defender; tricks 6-9 are not
    played."""
    state, _ = declare(_trump_run_deal(), 0, Contract.ENTRADA)
    state, _ = run(state, Exchange(0, ()), NameTrump(0, S))
    state, _ = exchange_nothing(state)
    state, events = play(state)
    assert state.phase is Phase.PRIMERAS and len(state.deal.tricks) == 5
    assert legal_actions(state) == [Primeras(0, False), Primeras(0, True)]
    state, events = run(state, Primeras(0, False))
    assert not of_type(events, CardPlayed)
    assert of_type(events, PlayStopped) == [PlayStopped(Stop.PRIMERAS, 5)]
    ev = scored(events)
    assert ev.result is Result.SACADA and ev.primeras and not ev.vole
    assert ev.honours_with == 9
    for d in (1, 2):
        assert received(ev.payments, d) == -(5 + 9 + 3)
        assert Payment(d, 0, 3, PaymentReason.PRIMERAS) in ev.payments
    assert state.phase is Phase.DEAL_OVER and all(len(h) == 4 for h in state.deal.hands)


def test_o_e14_vole() -> None:
    """Entrada, H = 3, pot 15, all nine tricks: 15 from the pot and 18 from each defender,
    51 in total."""
    state = build(Rules(), {0: "AS 2S AC QS JS 7S KH KD KC", 2: "KS 6S", 1: "5S 4S 3S"})
    state, _ = declare(state, 0, Contract.ENTRADA)
    state, _ = run(state, Exchange(0, ()), NameTrump(0, S))
    state, _ = exchange_nothing(state)
    assert state.pot == 15
    state, _ = play(state)
    state, events = run(state, Primeras(0, True))
    state, more = play(state)
    ev = scored(events + more)
    assert ev.vole and ev.result is Result.SACADA and ev.tricks[0] == 9
    assert ev.honours_with == 3
    assert received(ev.payments, 0) == 51
    assert received(ev.payments, 1) == received(ev.payments, 2) == -18
    assert state.pot == 0


def test_o_e15_failed_vole() -> None:
    """Solo, H = 4: after losing trick 7 ombre pays each defender 30 - 10 - 4 = 16; play
    stops; the pot is unchanged."""
    state = build(Rules(), {0: "AS 2S AC KS JS 7S 4H 5H 6H", 2: "QS 6S KH", 1: "5S 4S 3S"})
    state, _ = declare(state, 0, Contract.SOLO)
    state, _ = exchange_nothing(state, S)
    defenders = {0: highest, 1: lowest, 2: lowest}
    state, _ = play(state, defenders)
    assert state.phase is Phase.PRIMERAS
    state, events = run(state, Primeras(0, True))
    state, more = play(state, defenders)
    events += more
    assert of_type(events, PlayStopped) == [PlayStopped(Stop.FAILED_VOLE, 7)]
    ev = scored(events)
    assert ev.failed_vole and ev.honours_with == 4 and ev.tricks[0] == 6
    assert received(ev.payments, 1) == received(ev.payments, 2) == 16
    assert all(p.reason is PaymentReason.FAILED_VOLE for p in ev.payments)
    assert ev.pot == 15 == state.pot


def test_o_e16_puesta() -> None:
    """Pot 15, H = 0: ombre pays 15 into the pot (pot 30) and 5 to each defender."""
    o = OmbreOutcome(0, Contract.TOURNE, Result.PUESTA, None, (1, 2), (1, 2))
    pays = ombre_payments(Rules(), o, 15)
    assert received(pays, None) == 15
    assert received(pays, 1) == received(pays, 2) == 5
    assert received(pays, 0) == -25


def test_o_e17_codille() -> None:
    """Pot 15, H = 3: ombre pays the codille winner 15 + 8 and the other defender 8; the
    pot stays 15."""
    o = OmbreOutcome(0, Contract.ENTRADA, Result.CODILLE, 2, (1, 2), (1, 2), honours_with=3)
    pays = ombre_payments(Rules(), o, 15)
    assert received(pays, 2) == 23 and received(pays, 1) == 8
    assert received(pays, None) == 0


def test_codille_split_and_loss_scaled_options() -> None:
    o = OmbreOutcome(0, Contract.SOLO, Result.CODILLE, 2, (1, 2), (1, 2), honours_with=3)
    split = ombre_payments(Rules(codille_split=True), o, 15)
    assert received(split, None) == -14  # 7 each, the odd chip stays
    assert received(split, 2) == 15 + 8 + 7 and received(split, 1) == 8 + 7
    scaled = ombre_payments(Rules(loss_scaled=True), o, 15)
    assert received(scaled, 1) == 5 + 10 + 3


# --------------------------------------------------------------------------- exchange


def test_o_e18_exchange_limits() -> None:
    """Ombre may not discard 9. Ombre exchanges 8: 5 left; the first defender exchanges 5:
    the second may exchange 0 only."""
    state, _ = declare(build(), 0, Contract.ENTRADA)
    hand = state.deal.hands[0]
    with pytest.raises(IllegalActionError) as err:
        apply(state, Exchange(0, hand))
    assert err.value.rule is Violation.TOO_MANY_DISCARDS and err.value.data["most"] == 8
    state, events = run(state, Exchange(0, hand[:8]))
    assert of_type(events, CardsExchanged)[0].talon_left == 5
    state, _ = run(state, NameTrump(0, S))
    assert state.to_move == 2  # the defender on ombre's right exchanges first (5.4)
    state, _ = run(state, Exchange(2, state.deal.hands[2][:5]))
    assert legal_actions(state) == [Exchange(1, ())]
    with pytest.raises(IllegalActionError) as err:
        apply(state, Exchange(1, state.deal.hands[1][:1]))
    assert err.value.rule is Violation.TOO_MANY_DISCARDS


def test_exchange_draws_from_the_top_and_keeps_nine() -> None:
    state, _ = declare(build(talon="3H 4H 5H"), 0, Contract.ENTRADA)
    gone = state.deal.hands[0][:2]
    state, events = run(state, Exchange(0, gone))
    ex = of_type(events, CardsExchanged)[0]
    assert ex.drawn == parse_cards("3H 4H") and ex.discards == tuple(sorted(gone))
    assert len(state.deal.hands[0]) == 9 and C("3H") in state.deal.hands[0]
    assert state.phase is Phase.TRUMP  # D4: trump after ombre's exchange


def test_must_buy_option() -> None:
    state, _ = declare(build(Rules(must_buy=True)), 0, Contract.ENTRADA)
    with pytest.raises(IllegalActionError) as err:
        apply(state, Exchange(0, ()))
    assert err.value.rule is Violation.MUST_BUY
    assert Exchange(0, ()) not in legal_actions(state)
    state, _ = declare(build(Rules(must_buy=True), talon="3H"), 0, Contract.TOURNE)
    with pytest.raises(IllegalActionError) as err:  # the turned card does not count
        apply(state, Exchange(0, state.deal.hands[0][:1]))
    assert err.value.rule is Violation.MUST_BUY and err.value.data["fewest"] == 2
    assert min(len(a.discards) for a in legal_actions(state)) == 2  # type: ignore[union-attr]


def test_o_e19_tourne() -> None:
    """The turned card is ♥3: hearts trump. Ombre discards 2: receives ♥3 and the next card.
    Ombre discards 0: ♥3 stays face up and is the first card the first defender draws."""
    state, events = declare(build(talon="3H 5D 6D"), 0, Contract.TOURNE)
    assert of_type(events, CardTurned) == [CardTurned(0, C("3H"))]
    assert state.deal.trump is H and state.phase is Phase.EXCHANGE
    two, events = run(state, Exchange(0, state.deal.hands[0][:2]))
    ex = of_type(events, CardsExchanged)[0]
    assert ex.drawn == parse_cards("3H 5D") and ex.turned == C("3H")
    assert ex.redacted(1).drawn == (C("3H"), None)  # the turned card was public
    assert two.deal.turned_holder == 0 and not two.deal.turned_on_talon
    zero, _ = run(state, Exchange(0, ()))
    assert zero.deal.turned_on_talon and zero.deal.talon[0] == C("3H")
    zero, events = run(zero, Exchange(2, zero.deal.hands[2][:1]))
    ex = of_type(events, CardsExchanged)[0]
    assert ex.seat == 2 and ex.drawn == (C("3H"),) and ex.turned == C("3H")
    assert zero.deal.turned_holder == 2


def test_turned_black_ace_makes_its_printed_suit_trump() -> None:
    state, _ = declare(build(talon="AC"), 0, Contract.TOURNE)
    assert state.deal.trump is Suit.CLUBS


# --------------------------------------------------------------------------- bidding


def test_o_e20_bidding() -> None:
    """After a solo no higher bid exists; a player who passed cannot bid later; an entrada
    after a tourné is rejected."""
    state = build()
    assert state.to_move == 0
    state, _ = run(state, Bid(0, Contract.TOURNE))
    with pytest.raises(IllegalActionError) as err:
        apply(state, Bid(2, Contract.ENTRADA))
    assert err.value.rule is Violation.BID_TOO_LOW
    state, _ = run(state, Pass(2))
    assert state.to_move == 1
    with pytest.raises(IllegalActionError) as err:
        apply(state, Bid(2, Contract.SOLO))
    assert err.value.rule is Violation.ALREADY_PASSED
    state, _ = run(state, Bid(1, Contract.SOLO))
    assert legal_actions(state) == [Pass(0)]
    state, events = run(state, Pass(0))
    assert of_type(events, OmbreDeclared) == [OmbreDeclared(1, Contract.SOLO)]
    assert state.phase is Phase.TRUMP and state.to_move == 1


def test_bidding_goes_counter_clockwise_and_ends_when_the_others_passed() -> None:
    state = build()
    assert state.deal.order == (0, 2, 1)
    state, _ = run(state, Pass(0), Pass(2))
    assert state.to_move == 1 and state.phase is Phase.BIDDING
    state, events = run(state, Bid(1, Contract.ENTRADA))
    assert of_type(events, OmbreDeclared) == [OmbreDeclared(1, Contract.ENTRADA)]


def test_priority_option_lets_an_earlier_bidder_take_over() -> None:
    state = build(Rules(priority=True))
    state, _ = run(state, Bid(0, Contract.ENTRADA), Bid(2, Contract.TOURNE), Pass(1))
    assert Bid(0, Contract.TOURNE) in legal_actions(state)
    state, _ = run(state, Bid(0, Contract.TOURNE))
    assert state.deal.high_seat == 0
    assert Bid(2, Contract.TOURNE) not in legal_actions(state)  # the later bidder must go up
    state, events = run(state, Pass(2))
    assert of_type(events, OmbreDeclared)[0].seat == 0
    plain = build()
    plain, _ = run(plain, Bid(0, Contract.ENTRADA), Bid(2, Contract.TOURNE), Pass(1))
    assert Bid(0, Contract.TOURNE) not in legal_actions(plain)


def test_all_pass_redeals_by_default() -> None:
    state, events = run(build(), Pass(0), Pass(2), Pass(1))
    assert of_type(events, DealThrownIn) == [DealThrownIn(1, "all_passed")]
    assert state.phase is Phase.DEAL_OVER and state.pot == 15
    assert state.history[-1].thrown_in


def test_o_e21_spadille_force_with_spadille_in_the_talon() -> None:
    """The basto holder plays the entrada; both black aces in the talon: redeal."""
    rules = Rules(all_pass=AllPass.FORCED)
    state, events = run(build(rules, {2: "AC"}, talon="AS"), Pass(0), Pass(2), Pass(1))
    assert of_type(events, OmbreDeclared) == [
        OmbreDeclared(2, Contract.ENTRADA, ForcedBy.BASTO)]
    assert state.phase is Phase.EXCHANGE and state.to_move == 2
    state, events = run(build(rules, {1: "AS"}), Pass(0), Pass(2), Pass(1))
    assert of_type(events, OmbreDeclared)[0] == OmbreDeclared(1, Contract.ENTRADA,
                                                              ForcedBy.SPADILLE)
    state, events = run(build(rules, talon="AC AS"), Pass(0), Pass(2), Pass(1))
    assert of_type(events, DealThrownIn) == [DealThrownIn(1, "black_aces_in_talon")]


def test_o_e22_gascarola() -> None:
    """The player keeps 1 card and draws 8: 5 talon cards remain for the defenders."""
    rules = Rules(gascarola=True)
    state, _ = run(build(rules), Pass(0), Pass(2), Pass(1))
    assert state.phase is Phase.ANNOUNCING and state.to_move == 0
    assert Bid(0, Contract.GASCAROLA) in legal_actions(state)
    state, _ = run(state, Pass(0), Bid(2, Contract.GASCAROLA))
    assert state.deal.ombre == 2 and state.phase is Phase.EXCHANGE
    hand = state.deal.hands[2]
    with pytest.raises(IllegalActionError) as err:
        apply(state, Exchange(2, hand[:5]))
    assert err.value.rule is Violation.WRONG_DISCARD_COUNT
    assert {len(a.discards) for a in legal_actions(state)} == {8, 9}  # type: ignore[union-attr]
    state, events = run(state, Exchange(2, hand[1:]))
    assert of_type(events, CardsExchanged)[0].talon_left == 5
    assert hand[0] in state.deal.hands[2]
    state, _ = run(state, NameTrump(2, S))
    assert state.to_move == 1
    assert max(len(a.discards) for a in legal_actions(state)) == 5  # type: ignore[union-attr]


def _contrabola_playout(seed: int) -> tuple[MatchState, list[object]]:
    rng = Stream(seed)
    cards = rng.shuffled(deck_cards())
    hands = [cards[0:9], cards[9:18], cards[18:27]]
    state = start_deal(Rules(contrabola=True), hands, cards[27:])
    state, events = run(state, Pass(0), Pass(2), Pass(1), Bid(0, Contract.CONTRABOLA))
    suit = rng.choice([a.suit for a in legal_actions(state)])  # type: ignore[union-attr]
    state, more = run(state, NameTrump(0, suit))
    events += more
    while state.phase is Phase.PLAYING:
        mover = state.to_move
        assert mover is not None
        state, more = apply(state, PlayCard(mover, rng.choice(legal_cards(state))))
        events += more
    return state, list(events)


def test_o_e23_contrabola_second_trick_stops_play() -> None:
    """The declarer wins a second trick at trick 6: play stops at once; a loss (paid as a
    puesta without honours)."""
    for seed in range(400):
        state, events = _contrabola_playout(seed)
        stops = of_type(events, PlayStopped)
        if stops and stops[0].trick_number == 6:
            break
    else:
        pytest.fail("no playout had the second trick at trick 6")
    assert stops == [PlayStopped(Stop.CONTRABOLA, 6)]
    assert all(len(state.deal.hands[s]) == 3 for s in (0, 1, 2))
    ev = scored(events)
    assert ev.tricks[0] == 2 and ev.result is Result.PUESTA and ev.contract is Contract.CONTRABOLA
    assert received(ev.payments, 1) == received(ev.payments, 2) == 5
    assert received(ev.payments, None) == 15  # the pot doubles
    assert not any(p.reason is PaymentReason.HONOURS for p in ev.payments)


def test_contrabola_zero_tricks_wins_and_one_trick_is_a_draw() -> None:
    outcomes = {}
    for seed in range(400):
        _, events = _contrabola_playout(seed)
        ev = scored(events)
        outcomes.setdefault(ev.tricks[0], ev)
        if 0 in outcomes and 1 in outcomes:
            break
    win, draw = outcomes[0], outcomes[1]
    assert win.result is Result.SACADA and received(win.payments, 0) == 10 + 15
    assert draw.result is Result.DRAW and draw.payments == () and draw.pot == 15


def test_contrabola_trump_must_be_a_suit_held_by_printed_suit() -> None:
    rules = Rules(contrabola=True)
    hand = "AS KS QS JS 7S 6S 5S 4S 3S"  # spadille counts as a spade (11.3, Q8)
    state, _ = run(build(rules, {0: hand}), Pass(0), Pass(2), Pass(1),
                   Bid(0, Contract.CONTRABOLA))
    assert legal_actions(state) == [NameTrump(0, S)]
    with pytest.raises(IllegalActionError) as err:
        apply(state, NameTrump(0, H))
    assert err.value.rule is Violation.NOT_A_SUIT


# --------------------------------------------------------------------------- play


def test_o_e24_turn_order() -> None:
    """Seats 0, 1, 2 clockwise: if seat 1 leads, seat 0 plays second and seat 2 third."""
    state, _ = declare(build(dealer=2), 1, Contract.SOLO)  # dealer 2: eldest is seat 1
    state, _ = exchange_nothing(state, S)
    state, events = play(state, until=lambda s: len(s.deal.tricks) == 1)
    assert [e.seat for e in of_type(events, CardPlayed)] == [1, 0, 2]


def test_ombre_leads_by_default_and_eldest_under_the_option() -> None:
    state, _ = declare(build(), 2, Contract.SOLO)
    state, _ = exchange_nothing(state, S)
    assert state.deal.trick is not None and state.deal.trick.leader == 2
    state, _ = declare(build(Rules(lead_eldest=True)), 2, Contract.SOLO)
    state, _ = exchange_nothing(state, S)
    assert state.deal.trick is not None and state.deal.trick.leader == 0


def _to_play(hands: dict[int, str], trump: Suit) -> MatchState:
    state, _ = declare(build(Rules(), hands), 0, Contract.SOLO)
    state, _ = exchange_nothing(state, trump)
    return state


def test_6_4_example_1_the_engine_refuses_and_explains() -> None:
    """♠2 led: the spadille holder may discard; basto alone must be played."""
    state = _to_play({0: "2S KD QD JD 7D 6D 5D 4D 3D", 2: "AS KH QH JH 7H 6H 5H 4H 3H",
                      1: "AC KC QC JC 7C 6C 5C 4C 3C"}, S)
    state, _ = run(state, PlayCard(0, C("2S")), PlayCard(2, C("3H")))
    with pytest.raises(IllegalActionError) as err:
        apply(state, PlayCard(1, C("KC")))
    e = err.value
    assert e.rule is Violation.MUST_PLAY_TRUMP
    assert e.data["led"] == C("2S") and e.data["protected"] == ()
    assert e.data["obliging"] == (C("AC"),)
    assert legal_cards(state) == [C("AC")]


def test_6_4_example_2_protected_spadille_may_still_follow() -> None:
    state = _to_play({0: "7S KD QD JD 7D 6D 5D 4D 3D", 2: "AS KS 4S QH JH 7H 6H 5H 4H"}, S)
    state, _ = run(state, PlayCard(0, C("7S")))
    assert set(legal_cards(state)) == set(parse_cards("AS KS 4S"))
    with pytest.raises(IllegalActionError) as err:
        apply(state, PlayCard(2, C("QH")))
    assert err.value.rule is Violation.MUST_PLAY_TRUMP
    assert err.value.data["protected"] == (C("AS"),)
    assert set(err.value.data["obliging"]) == set(parse_cards("KS 4S"))


def test_6_4_example_3_only_the_led_card_matters() -> None:
    state = _to_play({0: "5S KD QD JD 7D 6D 5D 4D 3D", 2: "AS KH QH JH 7H 6H 5H 4H 3H",
                      1: "AC KC QC JC 7C 6C 5C 4C 3C"}, S)
    state, _ = run(state, PlayCard(0, C("5S")), PlayCard(2, C("AS")))
    assert set(legal_cards(state)) == set(state.deal.hands[1])
    state, _ = run(state, PlayCard(1, C("3C")))
    assert state.deal.tricks[-1].winner == 2


def test_must_follow_suit_is_explained() -> None:
    state = _to_play({0: "KD QS JS 7S 6S 5S 4S 3S 2S", 2: "3D KH QH JH 7H 6H 5H 4H AH"}, S)
    state, _ = run(state, PlayCard(0, C("KD")))
    with pytest.raises(IllegalActionError) as err:
        apply(state, PlayCard(2, C("KH")))
    assert err.value.rule is Violation.MUST_FOLLOW_SUIT
    assert err.value.data["suit"] is Suit.DIAMONDS


def test_o_e25_two_player_four_four_is_a_puesta() -> None:
    """Two-player: 4-4 is a draw (paid as a puesta)."""
    assert classify(4, (4,)) == (Result.PUESTA, None)
    assert classify(5, (3,)) == (Result.SACADA, None)
    assert classify(3, (5,)) == (Result.CODILLE, 0)
    rules = Rules(variant=Variant.TWO)
    for seed in range(300):
        rng = Stream(seed)
        cards = rng.shuffled(deck_cards(Suit.DIAMONDS))
        state = start_deal(rules, [cards[:8], cards[8:16]], cards[16:])
        state, _ = declare(state, 0, Contract.SOLO)
        state, _ = exchange_nothing(state, S)
        state, events = play(state, lambda st, seat, cs, rng=rng: rng.choice(cs))
        if state.phase is Phase.PRIMERAS:
            continue
        ev = scored(events)
        if ev.tricks == (4, 4):
            break
    else:
        pytest.fail("no 4-4 deal found")
    assert ev.result is Result.PUESTA and ev.codille_winner is None
    assert received(ev.payments, None) == 10  # the pot (two antes) doubles
