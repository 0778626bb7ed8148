"""Network deals nobody chose (issue 32, part 4): the commit-reveal derivation of the match
seed, a correct match verified by every client in every game, and cheating servers (test
doubles of ``GameServer``) caught by the clients."""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import secrets
from typing import Any

import pytest

from hearts_desktop.core import fairness as fair
from hearts_desktop.core.fairness import DealCheck, commitment, derive_seed
from hearts_desktop.core.limits import MAX_SEED
from hearts_desktop.games import get_game
from hearts_desktop.net.client import MatchFinished, NetClient, ServerError, VersionMismatchError
from hearts_desktop.net.protocol import PROTOCOL_VERSION, SeatRequest
from hearts_desktop.net.server import GameServer
from hearts_desktop.net.table import Table

from .helpers import FAST, LOOPBACK, async_test, seated_table, serving
from .honesty import secrets_absent

SHORT: dict[str, tuple[str, str, dict[str, Any]]] = {
    # label: (game, preset, changes for a match of two deals)
    "hearts": ("hearts", "classic", {"deal_limit": 2}),
    "pinochle": ("pinochle", "pinochle", {"target": None, "deal_limit": 2}),
    "ombre": ("ombre", "ombre", {"deals": 2}),
    "quadrille": ("ombre", "quadrille", {"deals": 2}),
}


def _rules(label: str) -> tuple[str, Any]:
    game_name, preset, changes = SHORT[label]
    return game_name, dataclasses.replace(get_game(game_name).preset(preset), **changes)


# ---------------------------------------------------------------------------- derivation
SECRET = "11" * 32
A, B = "aa" * 32, "bb" * 32


def test_the_seed_derivation_is_fixed_domain_separated_and_bounded() -> None:
    # golden values: a seed derived today is the same in every later version; and the
    # bytes hashed are those docs/network.md spells out
    def field(data: bytes) -> bytes:
        return len(data).to_bytes(4, "big") + data

    secret = bytes.fromhex(SECRET)
    assert commitment(SECRET) == hashlib.sha256(
        field(b"hearts-desktop/deal-commitment/v1") + field(secret)).hexdigest() == (
        "770cb6834c10245596748bca803ea446ce219a74aed87090a66ea1ebc1fecff4")
    digest = hashlib.sha256(
        field(b"hearts-desktop/deal-seed/v1") + field(b"hearts") + field(secret)
        + (4).to_bytes(4, "big") + field(bytes.fromhex(A)) + field(b"")
        + field(bytes.fromhex(B)) + field(b"")).digest()
    assert derive_seed("hearts", SECRET, [A, "", B, ""]) == (
        int.from_bytes(digest[:8], "big") & MAX_SEED) == 8674698926732003798
    seed = derive_seed("hearts", SECRET, [A, "", B, ""])
    assert 0 <= seed <= MAX_SEED
    # every input matters: the game, the secret, each contribution and its seat
    others = {derive_seed("pinochle", SECRET, [A, "", B, ""]),
              derive_seed("hearts", "12" * 32, [A, "", B, ""]),
              derive_seed("hearts", SECRET, [B, "", A, ""]),
              derive_seed("hearts", SECRET, ["", A, B, ""]),
              derive_seed("hearts", SECRET, [A, "", B]),
              derive_seed("hearts", SECRET, [A, "", "", ""])}
    assert seed not in others and len(others) == 6
    # a commitment is never a seed's hash: other tags
    assert commitment(SECRET)[:16] != f"{seed:016x}"
    for bad in ("", "11" * 31, "GG" * 32, "AA" * 32):
        with pytest.raises(ValueError, match="hex"):
            commitment(bad)
    with pytest.raises(ValueError, match="seat 2"):
        derive_seed("hearts", SECRET, [A, "ab"])


def test_a_deal_check_is_stored_as_text_and_read_back() -> None:
    for check in (DealCheck(True), DealCheck(False, fair.WRONG_SECRET),
                  DealCheck(False, fair.CARDS_DIFFER, 2, 57)):
        assert DealCheck.from_text(check.to_text()) == check
    assert DealCheck(False, fair.CARDS_DIFFER, 2, 57).to_text() == \
        "not-verified:cards-differ:2:57"
    for bad in ("", "verified:1", "not-verified:nonsense", "not-verified:cards-differ:x:1"):
        with pytest.raises(ValueError):
            DealCheck.from_text(bad)


# ---------------------------------------------------------------------------- honest matches
@pytest.mark.parametrize("label", sorted(SHORT))
@async_test(timeout=120)
async def test_a_correct_match_verifies_at_every_seat(label: str) -> None:
    game_name, rules = _rules(label)
    async with serving() as server:
        table, host, players = await seated_table(server, game_name, rules, humans=2,
                                                  start=False)
        frames: list[list[str | bytes]] = [[], []]
        for p, mine in zip(players, frames, strict=True):
            p.client.frame_hook = mine.append
        await players[0].client.start(table.code, host)
        results = await asyncio.gather(*(p.play(timeout=100) for p in players))
        for p in players:
            await p.close()
    assert all(isinstance(r, MatchFinished) for r in results), results
    for seat, result in enumerate(results):
        assert isinstance(result, MatchFinished)
        assert result.deals == DealCheck(True), (seat, result.deals)
    # the seed is the derived one, from both persons' own contributions and the secret
    contributions = [p.client.deals.contribution for p in players]
    assert all(len(c) == 64 for c in contributions) and contributions[0] != contributions[1]
    assert table.contributions[:2] == contributions and not any(table.contributions[2:])
    record = results[0].record  # type: ignore[union-attr]
    assert record.seed == derive_seed(game_name, table.secret, table.contributions)
    assert players[0].client.deals.commitment == commitment(table.secret)
    # the match had more than one deal, each checked frame by frame
    game = table.game
    assert game.deal_start(game.replay(record)) > 0
    assert len(players[0].client.deals.seen) > 20
    # the secret is in no frame before the end
    for mine in frames:
        finished_at = next(i for i, f in enumerate(mine) if b'"type":"finished"' in _bytes(f))
        secrets_absent(mine[:finished_at], [table.secret])
        assert table.secret.encode() in _bytes(mine[finished_at])


def _bytes(frame: str | bytes) -> bytes:
    return frame.encode() if isinstance(frame, str) else frame


# ---------------------------------------------------------------------------- cheating servers
class ChangesSecret(GameServer):
    """Draws a new secret once everyone has contributed (it could pick one that deals a
    friend the best cards) and reveals that one."""

    def match_seed(self, table: Table) -> int:
        table.secret = secrets.token_hex(fair.SECRET_BYTES)
        return table.match_seed()


class DealsFromAnotherSecret(GameServer):
    """Keeps the committed secret to reveal, but deals from another one."""

    def match_seed(self, table: Table) -> int:
        table.match_seed()
        return derive_seed(table.game.name, secrets.token_hex(fair.SECRET_BYTES),
                           table.contributions)


class DealsOffTheDerivedDeal(GameServer):
    """Deals other cards than the derived deal and claims the derived seed in the record."""

    claimed = 0

    def match_seed(self, table: Table) -> int:
        self.claimed = table.match_seed()
        return self.claimed ^ 1

    def _send_finished(self, table: Table, seat: Any) -> None:
        assert table.record is not None
        table.record["seed"] = self.claimed
        super()._send_finished(table, seat)


class SwapsTwoCards(GameServer):
    """The derived deal, but one card of seat 2 swapped with one of seat 3 (both CPU
    players): the person at seat 0 never holds them, it sees them played."""

    def match_seed(self, table: Table) -> int:
        seed = table.match_seed()
        honest = table.new_match

        def crooked(s: int) -> Any:
            state = honest(s)
            hands = [list(h) for h in state.hands]
            hands[2][0], hands[3][0] = hands[3][0], hands[2][0]
            return dataclasses.replace(state, hands=tuple(tuple(h) for h in hands))

        table.new_match = crooked  # type: ignore[method-assign]
        return seed


class IgnoresContribution(GameServer):
    """Derives the seed without seat 1's contribution; ``admits`` says so in the list it
    sends at the end, else it sends the true list."""

    admits = False

    def match_seed(self, table: Table) -> int:
        table.match_seed()
        used = list(table.contributions)
        used[1] = ""
        if self.admits:
            table.contributions = used
        return derive_seed(table.game.name, table.secret, used)


class Admits(IgnoresContribution):
    admits = True


class NeverReveals(GameServer):
    def reveal(self, table: Table) -> str:
        return ""


async def _cheated(server_class: type[GameServer], label: str = "hearts"
                   ) -> list[DealCheck]:
    server = server_class(FAST, host=LOOPBACK, port=0)
    await server.start()
    try:
        game_name, rules = _rules(label)
        rules = dataclasses.replace(rules, **({"deal_limit": 1} if game_name != "ombre"
                                              else {"deals": 1}))
        _, _, players = await seated_table(server, game_name, rules, humans=2)
        results = await asyncio.gather(*(p.play(timeout=60) for p in players))
        for p in players:
            await p.close()
    finally:
        await server.stop()
    assert all(isinstance(r, MatchFinished) for r in results), results
    return [r.deals for r in results]  # type: ignore[union-attr]


@pytest.mark.parametrize(("cheat", "seat_0", "seat_1"), [
    (ChangesSecret, fair.WRONG_SECRET, fair.WRONG_SECRET),
    (DealsFromAnotherSecret, fair.OTHER_SEED, fair.OTHER_SEED),
    (IgnoresContribution, fair.OTHER_SEED, fair.OTHER_SEED),
    (Admits, None, fair.CONTRIBUTION_IGNORED),
    (NeverReveals, fair.NOT_REVEALED, fair.NOT_REVEALED),
])
@async_test(timeout=60)
async def test_a_cheating_server_is_caught_by_the_clients(
        cheat: type[GameServer], seat_0: str | None, seat_1: str) -> None:
    verdicts = await _cheated(cheat)
    # seat 0 cannot know what seat 1 sent: a server that openly leaves out seat 1's
    # contribution is caught by seat 1 alone
    assert [v.reason if not v.verified else None for v in verdicts] == [seat_0, seat_1]


@pytest.mark.parametrize("label", sorted(SHORT))
@async_test(timeout=60)
async def test_cards_from_outside_the_derived_deal_are_caught_in_every_game(
        label: str) -> None:
    verdicts = await _cheated(DealsOffTheDerivedDeal, label)
    for verdict in verdicts:
        assert (verdict.verified, verdict.reason, verdict.deal, verdict.step) == (
            False, fair.CARDS_DIFFER, 1, 0), verdict  # the first hand shown differs


@async_test(timeout=60)
async def test_two_cards_swapped_between_cpu_players_are_caught_when_played() -> None:
    verdicts = await _cheated(SwapsTwoCards)
    for verdict in verdicts:
        assert not verdict.verified and verdict.reason == fair.CARDS_DIFFER
        assert verdict.deal == 1 and verdict.step > 0  # not in the first hand shown


# ---------------------------------------------------------------------------- the protocol
@async_test(timeout=30)
async def test_the_start_waits_for_contributions_and_a_client_without_one_is_told() -> None:
    async with serving(contribution_wait=0.3) as server:
        game = get_game("hearts")
        rules = game.preset("classic").replace(deal_limit=1)
        table, host = server.create_table("hearts", rules, [SeatRequest("open")] + [
            SeatRequest("cpu", f"Bot {i}", "random") for i in range(3)])
        client = await NetClient.connect(server.url)
        client.contribute = False
        await client.join(table.code, 0, "Mina")
        assert table.info().commitment == commitment(table.secret) != ""
        await client.start(table.code, host)
        await asyncio.sleep(0.1)
        assert table.phase == "lobby"  # waiting for Mina's contribution ...
        await client.send_contribution("ab" * 32)  # ... which starts the match at once
        assert table.phase == "playing" and table.contributions[0] == "ab" * 32
        with pytest.raises(ServerError) as err:
            await client.send_contribution("cd" * 32)
        assert err.value.code == "started"
        await client.close()
        # a client that never contributes: the match starts after the wait, and its
        # check says why its deals are not verified
        table, host = server.create_table("hearts", rules, [SeatRequest("open")] + [
            SeatRequest("cpu", f"Bot {i}", "random") for i in range(3)])
        from hearts_desktop.net.scripted import ScriptedPlayer

        player = await ScriptedPlayer.connect(server.url, "Bea")
        player.client.contribute = False
        await player.join(table.code, 0)
        await player.client.start(table.code, host)
        result = await player.play(timeout=20)
        await player.close()
    assert isinstance(result, MatchFinished)
    assert result.deals == DealCheck(False, fair.NOT_CONTRIBUTED)


@async_test(timeout=20)
async def test_a_contribution_is_checked_and_an_older_program_is_told_the_versions() -> None:
    async with serving() as server:
        with pytest.raises(VersionMismatchError) as err:
            await NetClient.connect(server.url, protocol=4)
        text = str(err.value)
        # version 4 (fair deals) is older than 5 (identities, ratings, quick match)
        assert "protocol version 5" in text and "version 4, which is older" in text
        assert PROTOCOL_VERSION == 5
        client = await NetClient.connect(server.url)
        with pytest.raises(ServerError) as refused:
            await client.send_contribution("ab" * 32)
        assert refused.value.code == "not_seated"
        await client.send_raw(json.dumps({"type": "contribute", "value": "AB" * 32}))
        notice = await client.next_message(5)
        assert getattr(notice, "code", "") == "bad_frame" and "value" in notice.message  # type: ignore[union-attr]
        await client.close()

