"""Two-player and four-player Ombre, Quadrille, Quintille (ombre.md section 12 and 16.6,
16.9), the deal's packets, and O-SURRENDER (16.5)."""

from __future__ import annotations

import itertools

import pytest

from hearts_desktop.core.cards import Card, Suit, parse_cards
from hearts_desktop.core.rng import PURPOSE_DEAL, Stream
from hearts_desktop.games.ombre import (
    Bid,
    CallCard,
    CardPlayed,
    CardsExchanged,
    Contract,
    Exchange,
    ForcedBy,
    HonoursAnnounced,
    IllegalActionError,
    NameTrump,
    OmbreDeclared,
    PartnerRevealed,
    Pass,
    Phase,
    PlayStopped,
    Primeras,
    Result,
    Rules,
    SitOut,
    Stop,
    Surrender,
    TakenOver,
    TakeOver,
    TalonTaken,
    Variant,
    Violation,
    VoleStakesPaid,
    apply,
    classify,
    deal_cards,
    deck_cards,
    legal_actions,
    new_match,
    seat_view,
)
from hearts_desktop.games.ombre.scoring import (
    QuadrilleOutcome,
    classify_quadrille,
    quadrille_payments,
    quadrille_value,
)

from .helpers import build, declare, exchange_nothing, highest, lowest, of_type, play, run
from .test_edge_cases import received, scored

C = Card.parse
S, H = Suit.SPADES, Suit.HEARTS
QUADRILLE = Rules.preset("quadrille")
QUINTILLE = Rules.preset("quintille")
FOUR = Rules.preset("ombre_four")
TWO = Rules.preset("ombre_two")


# --------------------------------------------------------------------------- dealing


@pytest.mark.parametrize(("preset", "packets", "hand", "talon"), [
    ("ombre", (3, 3, 3), 9, 13), ("ombre_two", (2, 2, 2, 2), 8, 14),
    ("ombre_four", (3, 3, 3), 9, 13), ("quadrille", (3, 4, 3), 10, 0),
    ("quintille", (2, 2, 2, 2), 8, 0)])
def test_deals_go_counter_clockwise_in_the_variants_packets(
        preset: str, packets: tuple[int, ...], hand: int, talon: int) -> None:
    rules = Rules.preset(preset)
    assert rules.packets == packets
    dealer = 2 % rules.players
    hands, top = deal_cards(rules, 9, 4, dealer)
    cards = Stream.derive(9, PURPOSE_DEAL, 4).shuffled(deck_cards(rules.removed))
    order = [s for s in ((dealer - k) % rules.players for k in range(1, rules.players + 1))
             if not (rules.variant is Variant.FOUR and s == dealer)]
    assert order[0] == (dealer - 1) % rules.players  # eldest: the dealer's right
    expected: dict[int, list[Card]] = {s: [] for s in order}
    i = 0
    for p in packets:
        for s in order:
            expected[s] += cards[i:i + p]
            i += p
    for s in range(rules.players):
        assert hands[s] == tuple(sorted(expected.get(s, [])))
        assert len(hands[s]) == (hand if s in order else 0)
    assert top == tuple(cards[i:]) and len(top) == talon


def test_the_dealer_moves_right_each_deal() -> None:
    state = new_match(Rules(deals=5), 2)
    dealers = [state.dealer]
    while state.deal_number < 4:
        number = state.deal_number
        state, _ = apply(state, legal_actions(state)[0])  # everyone passes: redeals
        if state.deal_number != number:
            dealers.append(state.dealer)
    assert len(dealers) == 4
    assert all(b == (a - 1) % 3 for a, b in itertools.pairwise(dealers))
    assert state.pot == 4 * 15  # the pot carries over from deal to deal


# --------------------------------------------------------------------------- two players


def test_two_player_pack_deal_and_exchange() -> None:
    state = new_match(TWO, 1)
    assert all(len(h) == 8 for h in state.deal.hands) and len(state.deal.talon) == 14
    assert all(c.suit is not Suit.DIAMONDS for h in state.deal.hands for c in h)
    assert state.pot == 10
    hearts_out = new_match(TWO.replace(removed_suit="H"), 1)
    assert all(c.suit is not Suit.HEARTS for h in hearts_out.deal.hands for c in h)
    state, _ = declare(build(TWO), 0, Contract.ENTRADA)
    assert max(len(a.discards) for a in legal_actions(state)) == 8  # type: ignore[union-attr]
    state, _ = run(state, Exchange(0, state.deal.hands[0][:8]))
    assert [a.suit for a in legal_actions(state)] == [S, Suit.CLUBS, H]  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError) as err:
        apply(state, NameTrump(0, Suit.DIAMONDS))
    assert err.value.rule is Violation.NOT_A_SUIT
    state, _ = run(state, NameTrump(0, S))
    assert max(len(a.discards) for a in legal_actions(state)) == 6  # type: ignore[union-attr]


def test_two_player_defender_announces_honours() -> None:
    """TP.5: before play the defender announces the honours in their hand."""
    state = build(TWO, {0: "KH QH JH 7H 6H 5H 4H 3H", 1: "AS 2S AC KS 2H 3C 4C 5C"})
    state, _ = declare(state, 0, Contract.SOLO)
    state, events = exchange_nothing(state, S)
    assert of_type(events, HonoursAnnounced) == [HonoursAnnounced(1, 4, 0)]
    assert seat_view(state, 0).defender_honours == (1, 4, 0)


# --------------------------------------------------------------------------- four players


def test_four_player_sitter_out_is_the_dealer_or_opposite() -> None:
    state = new_match(FOUR, 3)
    d = state.deal
    assert d.sitter_out == d.dealer and d.hands[d.dealer] == ()
    assert len(d.order) == 3 and d.dealer not in d.order and state.pot == 15
    opposite = new_match(FOUR.replace(sit_out=SitOut.OPPOSITE), 3)
    o = opposite.deal
    assert o.sitter_out == (o.dealer + 2) % 4 and o.hands[o.sitter_out] == ()
    assert o.order == ((o.dealer - 1) % 4, (o.dealer + 1) % 4, o.dealer)


def test_four_player_sitter_out_pays_and_is_paid_as_a_defender() -> None:
    """FP.2: the sitter-out pays ombre like a defender (seat 1 deals and sits out)."""
    state = build(FOUR, {0: "AS 2S AC KS QS JS 7S 6S 5S"})
    assert state.deal.order == (0, 3, 2)
    state, _ = declare(state, 0, Contract.ENTRADA)
    state, _ = run(state, Exchange(0, ()), NameTrump(0, S))
    state, _ = exchange_nothing(state)
    state, _ = play(state)
    state, events = run(state, Primeras(0, False))
    ev = scored(events)
    for d in (1, 2, 3):
        assert received(ev.payments, d) == -(5 + 9 + 3)
    assert received(ev.payments, 0) == 3 * 17 + 15


def test_four_player_fourth_plays_when_all_pass() -> None:
    """FP.3: the sitter-out takes the 13 talon cards, discards 4, names trump and plays 9
    tricks of four cards against the other three."""
    rules = FOUR.replace(fourth_plays=True)
    state, events = run(build(rules), Pass(0), Pass(3), Pass(2))
    taken = of_type(events, TalonTaken)
    assert len(taken) == 1 and taken[0].seat == 1 and len(taken[0].cards) == 13
    assert of_type(events, OmbreDeclared) == [OmbreDeclared(1, Contract.ENTRADA,
                                                            ForcedBy.FOURTH)]
    assert taken[0].redacted(0).cards == (None,) * 13
    hand = state.deal.hands[1]
    assert len(hand) == 13 and state.deal.talon == ()
    assert {len(a.discards) for a in legal_actions(state)} == {4}  # type: ignore[union-attr]
    state, events = run(state, Exchange(1, hand[:4]))
    assert of_type(events, CardsExchanged)[0].drawn == ()
    state, _ = run(state, NameTrump(1, S))
    assert state.phase is Phase.PLAYING and state.deal.play_order == (0, 3, 2, 1)
    state, events = play(state)
    if state.phase is Phase.PRIMERAS:
        state, more = run(state, Primeras(1, False))
        events += more
    ev = scored(events)
    assert all(len(t.plays) == 4 for t in state.deal.tricks)
    assert sum(ev.tricks) == len(state.deal.tricks)
    if ev.stop is None:
        assert (ev.result, ev.codille_winner) == (
            lambda r: (r[0], None if r[1] is None else (0, 3, 2)[r[1]]))(
            classify(ev.tricks[1], [ev.tricks[s] for s in (0, 3, 2)]))


# --------------------------------------------------------------------------- Quadrille


def test_quadrille_bids_and_alliance_call() -> None:
    state = build(QUADRILLE, {0: "AS 2S AC 3S KD QD JD 7D 6D KC",
                              2: "KH 5D 4D 3D 2D AD 7H 6H 5H 4H"})
    assert all(len(h) == 10 for h in state.deal.hands) and state.deal.talon == ()
    assert state.pot == 4
    assert [a.contract for a in legal_actions(state)[1:]] == [  # type: ignore[union-attr]
        Contract.ALLIANCE, Contract.SOLO, Contract.VOLE]
    with pytest.raises(IllegalActionError) as err:
        apply(state, Bid(0, Contract.ENTRADA))
    assert err.value.rule is Violation.NOT_A_BID
    state, _ = declare(state, 0, Contract.ALLIANCE)
    assert state.phase is Phase.TRUMP
    state, _ = run(state, NameTrump(0, S))
    assert state.phase is Phase.CALLING
    assert {a.card for a in legal_actions(state)} == set(  # type: ignore[union-attr]
        parse_cards("KS KH"))
    with pytest.raises(IllegalActionError) as err:
        apply(state, CallCard(0, C("KD")))
    assert err.value.rule is Violation.BAD_CALL
    state, events = run(state, CallCard(0, C("KH")))
    assert state.deal.partner == 2 and state.phase is Phase.PLAYING
    assert seat_view(state, 2).partner == 2
    assert seat_view(state, 0).partner is None and seat_view(state, 3).partner is None
    state, events = play(state, until=lambda s: s.deal.partner_revealed)
    assert of_type(events, PartnerRevealed) == [PartnerRevealed(2, C("KH"), 0)]
    assert seat_view(state, 3).partner == 2 and seat_view(state, 3).partner_revealed


def test_quadrille_all_four_kings_call_a_queen() -> None:
    state = build(QUADRILLE, {0: "KS KH KD KC AS 2S AC QS 3D 4D"})
    state, _ = declare(state, 0, Contract.ALLIANCE)
    state, _ = run(state, NameTrump(0, S))
    assert {a.card for a in legal_actions(state)} == set(  # type: ignore[union-attr]
        parse_cards("QH QD QC"))


def test_quadrille_bid_vole_stakes_and_win() -> None:
    """QD.6: every player adds 3 to the pot; ten tricks win V = 1 + 4 + 1 (matadors) + 1
    (first six) + 2 (vole) = 9 from each defender, and the pot."""
    state = build(QUADRILLE, {0: "AS 2S AC KS QS JS 7S 6S 5S 4S"})
    state, _ = declare(state, 0, Contract.VOLE)
    state, events = run(state, NameTrump(0, S))
    stakes = of_type(events, VoleStakesPaid)
    assert len(stakes) == 1 and stakes[0].pot == 4 + 12
    state, events = play(state)
    ev = scored(events)
    assert ev.result is Result.SACADA and ev.vole and ev.value == 9
    assert received(ev.payments, 0) == 3 * 9 + 16
    assert state.pot == 0


def test_quadrille_first_six_stop_before_the_king_appears() -> None:
    """16.6: no vole before the called king has appeared: after the first six tricks the
    game is won and play stops; the partner shares the win and the pot."""
    state = build(QUADRILLE, {0: "AS 2S AC KS QS JS 7S 6S 5S 4S",
                              2: "KH QC JC 7C 6C 5C 4C 3C 2C KC"})
    state, _ = declare(state, 0, Contract.ALLIANCE)
    state, _ = run(state, NameTrump(0, S), CallCard(0, C("KH")))
    state, events = play(state, {0: highest, 2: lowest, 3: lowest, 1: lowest})
    assert of_type(events, PlayStopped) == [PlayStopped(Stop.PRIMERAS, 6)]
    ev = scored(events)
    assert ev.partner == 2 and of_type(events, PartnerRevealed)[-1].seat == 2
    assert ev.result is Result.SACADA and ev.value == 1 + 1 + 1
    assert received(ev.payments, 0) == 2 * 3 + 2 and received(ev.payments, 2) == 2 * 3 + 2


def test_quadrille_partner_known_to_all_when_play_stops_before_the_king() -> None:
    """QD.4 with 16.6: the partnership becomes known when the called king is played; when
    play stops before it appears (the first six won), the settlement names the partner, and
    from then on every seat's view knows it, as the event said. Before the stop, only the
    holder knows."""
    state = build(QUADRILLE, {0: "AS 2S AC KS QS JS 7S 6S 5S 4S",
                              2: "KH QC JC 7C 6C 5C 4C 3C 2C KC"})
    state, _ = declare(state, 0, Contract.ALLIANCE)
    state, _ = run(state, NameTrump(0, S), CallCard(0, C("KH")))
    assert [seat_view(state, s).partner for s in range(4)] == [None, None, 2, None]
    state, events = play(state, {0: highest, 2: lowest, 3: lowest, 1: lowest})
    assert C("KH") not in {e.card for e in of_type(events, CardPlayed)}
    revealed = of_type(events, PartnerRevealed)
    assert revealed == [PartnerRevealed(2, C("KH"), 0)]
    assert events.index(revealed[0]) < events.index(scored(events))
    assert state.deal.partner_revealed
    assert [seat_view(state, s).partner for s in range(4)] == [2, 2, 2, 2]
    assert all(seat_view(state, s).partner_revealed for s in range(4))


def test_quadrille_vole_attempt_after_the_king_appeared() -> None:
    state = build(QUADRILLE, {0: "AS 2S AC KS QS JS 7S 6S 5S 4S",
                              2: "KH QC JC 7C 6C 5C 4C 3C 2C 3D"})
    state, _ = declare(state, 0, Contract.ALLIANCE)
    state, _ = run(state, NameTrump(0, S), CallCard(0, C("KH")))
    state, _ = play(state)  # the partner throws KH at once
    assert state.phase is Phase.PRIMERAS
    state, events = run(state, Primeras(0, True))
    state, more = play(state)
    ev = scored(events + more)
    assert ev.vole and ev.value == 1 + 1 + 1 + 2


def test_quadrille_forced_alliance_and_no_vole() -> None:
    """QD.7: all pass, the spadille holder must play an alliance (no vole for them)."""
    state = build(QUADRILLE, {3: "AS 2S AC KS QS JS 7S 6S 5S 4S"})
    state, events = run(state, Pass(0), Pass(3), Pass(2), Pass(1))
    assert of_type(events, OmbreDeclared) == [OmbreDeclared(3, Contract.ALLIANCE,
                                                            ForcedBy.SPADILLE)]
    state, _ = run(state, NameTrump(3, S), CallCard(3, C("KH")))
    state, events = play(state)
    assert of_type(events, PlayStopped) == [PlayStopped(Stop.PRIMERAS, 6)]


def test_quadrille_results_and_settlement() -> None:
    assert classify_quadrille(QUADRILLE, 6) is Result.SACADA
    assert classify_quadrille(QUADRILLE, 5) is Result.PUESTA
    assert classify_quadrille(QUADRILLE, 4) is Result.PUESTA
    assert classify_quadrille(QUADRILLE, 3) is Result.CODILLE
    assert quadrille_value(QUADRILLE, Contract.SOLO, 2, True, False) == 1 + 4 + 2 + 1
    won = QuadrilleOutcome(0, 2, Contract.ALLIANCE, Result.SACADA, (1, 3), 3, 4, False)
    pays = quadrille_payments(QUADRILLE, won, 5)
    assert received(pays, 0) == 6 + 2 and received(pays, 2) == 6 + 2
    assert received(pays, None) == -4 and received(pays, 1) == -6
    remise = QuadrilleOutcome(0, 2, Contract.ALLIANCE, Result.PUESTA, (1, 3), 3, 3, False)
    pays = quadrille_payments(QUADRILLE, remise, 5)
    assert received(pays, None) == 5 and received(pays, 0) == -(6 + 3)
    assert received(pays, 2) == -(6 + 2) and received(pays, 1) == 6
    codille = QuadrilleOutcome(0, None, Contract.SOLO, Result.CODILLE, (1, 2, 3), 5, 2, False)
    pays = quadrille_payments(QUADRILLE, codille, 7)
    assert received(pays, None) == 0 and received(pays, 1) == 5 + 2
    assert received(pays, 0) == -(15 + 6)


def test_quadrille_partner_of_a_weak_declarer_pays_nothing() -> None:
    """QD.9: the declarer took fewer than 3 tricks: the partner pays nothing and is paid by
    the declarer; not when the declarer was forced by spadille."""
    lost = QuadrilleOutcome(0, 2, Contract.ALLIANCE, Result.CODILLE, (1, 3), 3, 2, False)
    pays = quadrille_payments(QUADRILLE, lost, 4)
    assert received(pays, 2) == 3
    assert received(pays, 0) == -(3 * 3 + 4)
    forced = QuadrilleOutcome(0, 2, Contract.ALLIANCE, Result.CODILLE, (1, 3), 3, 2, True)
    assert received(quadrille_payments(QUADRILLE, forced, 4), 2) < 0


def test_quadrille_bid_vole_with_six_to_nine_tricks_changes_nothing() -> None:
    state = build(QUADRILLE, {0: "AS 2S AC KS QS JS 3D 4D 5D 6D", 3: "KD QD JD AD"})
    state, _ = declare(state, 0, Contract.VOLE)
    state, _ = run(state, NameTrump(0, S))
    state, events = play(state)
    ev = scored(events)
    assert 6 <= ev.tricks[0] < 10 and ev.result is Result.DRAW
    assert ev.payments == () and ev.pot == 16


def test_quintille_deal_and_target() -> None:
    state = new_match(QUINTILLE, 5)
    assert state.players == 5 and all(len(h) == 8 for h in state.deal.hands)
    assert QUINTILLE.target == 5 and QUINTILLE.replace(quintille_literal=True).target == 6
    assert classify_quadrille(QUINTILLE, 5) is Result.SACADA
    assert classify_quadrille(QUINTILLE, 3) is Result.PUESTA
    assert classify_quadrille(QUINTILLE, 2) is Result.CODILLE


def test_quintille_plays_tricks_of_five() -> None:
    state = build(QUINTILLE, {0: "AS 2S AC KS QS JS 7S 6S"})
    state, _ = declare(state, 0, Contract.SOLO)
    state, _ = run(state, NameTrump(0, S))
    state, events = play(state, until=lambda s: len(s.deal.tricks) == 1)
    assert len(of_type(events, CardPlayed)) == 5


# --------------------------------------------------------------------------- surrender


def _surrender_deal(rules: Rules, contract: Contract):  # type: ignore[no-untyped-def]
    state, _ = declare(build(rules.replace(surrender=True)), 0, contract)
    if contract is Contract.SOLO:
        return exchange_nothing(state, S)[0]
    if contract is Contract.ENTRADA:
        state, _ = run(state, Exchange(0, ()), NameTrump(0, S))
    else:
        state, _ = run(state, Exchange(0, ()))
    return exchange_nothing(state)[0]


def test_surrender_is_offered_only_as_the_option_allows() -> None:
    state = _surrender_deal(Rules(), Contract.ENTRADA)
    assert Surrender(0) in legal_actions(state)
    assert Surrender(0) in legal_actions(_surrender_deal(Rules(), Contract.TOURNE))
    solo = _surrender_deal(Rules(), Contract.SOLO)
    assert Surrender(0) not in legal_actions(solo)
    with pytest.raises(IllegalActionError) as err:
        apply(solo, Surrender(0))
    assert err.value.rule is Violation.CANNOT_SURRENDER
    fourth, _ = play(state, until=lambda s: len(s.deal.tricks) == 3 and s.to_move == 0)
    assert fourth.deal.trick is not None and fourth.deal.trick.number == 4
    assert Surrender(0) in legal_actions(fourth)  # not yet played to trick 4
    fifth, _ = play(state, until=lambda s: len(s.deal.tricks) == 4 and s.to_move == 0)
    assert fifth.phase is Phase.PLAYING and Surrender(0) not in legal_actions(fifth)
    plain, _ = declare(build(), 0, Contract.ENTRADA)
    plain, _ = run(plain, Exchange(0, ()), NameTrump(0, S))
    plain, _ = exchange_nothing(plain)
    assert Surrender(0) not in legal_actions(plain)


def test_surrender_without_take_over_is_a_puesta() -> None:
    state = _surrender_deal(Rules(), Contract.ENTRADA)
    state, events = run(state, Surrender(0))
    assert state.phase is Phase.TAKE_OVER and state.to_move == 2
    assert legal_actions(state) == [Pass(2), TakeOver(2)]
    state, more = run(state, Pass(2), Pass(1))
    events += more
    assert of_type(events, PlayStopped) == [PlayStopped(Stop.SURRENDER, 0)]
    ev = scored(events)
    assert ev.result is Result.PUESTA and ev.surrendered == 0
    assert received(ev.payments, None) == 15
    assert received(ev.payments, 1) == received(ev.payments, 2) == 5 + ev.honours_with


def test_a_defender_takes_over_after_a_surrender() -> None:
    state = _surrender_deal(Rules(), Contract.ENTRADA)
    state, events = run(state, Surrender(0), TakeOver(2))
    assert of_type(events, TakenOver) == [TakenOver(2, 0)]
    assert state.deal.ombre == 2 and state.phase is Phase.PLAYING and state.to_move == 0
    state, events = play(state)
    ev = scored(events)
    assert ev.ombre == 2 and ev.surrendered == 0
    puesta = [p for p in ev.payments if p.payer == 0 and p.payee is None]
    assert puesta and puesta[0].amount == 15
    assert sum(ev.tricks) == 9
