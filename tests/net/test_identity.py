"""Player identity: the key file in the data folder, the signed challenge, names unique per
server, a rating that nobody else can take over, and the client token the hello says."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from hearts_desktop.net.client import NetClient, ServerError
from hearts_desktop.net.identity import (
    IDENTITY_FILE,
    IdentityError,
    PlayerIdentity,
    proof_message,
    verify,
)
from hearts_desktop.net.protocol import SeatRequest

from .helpers import async_test, serving


def test_the_identity_is_made_once_and_kept_in_the_data_folder(tmp_path: Path) -> None:
    first = PlayerIdentity.load_or_create(tmp_path)
    again = PlayerIdentity.load_or_create(tmp_path)
    assert again == first
    path = tmp_path / IDENTITY_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600  # the owner's alone
    assert len(first.public_key) == 43 and first.token
    other = PlayerIdentity.load_or_create(tmp_path / "other")
    assert other.public_key != first.public_key and other.token != first.token


@pytest.mark.parametrize("content", [b"", b"{not json", b'{"version": 1}', b"\xff\xfe",
                                     b'{"version": 9, "key": "AAAA", "token": "x"}'])
def test_a_damaged_identity_file_is_a_clear_message_and_is_left_as_it_is(
        tmp_path: Path, content: bytes) -> None:
    path = tmp_path / IDENTITY_FILE
    path.write_bytes(content)
    with pytest.raises(IdentityError, match=r"identity file .* left as it is"):
        PlayerIdentity.load_or_create(tmp_path)
    assert path.read_bytes() == content  # nothing lost


def test_a_signature_proves_the_key_for_one_challenge_and_one_name() -> None:
    me, other = PlayerIdentity.generate(), PlayerIdentity.generate()
    signature = me.sign("challenge-1", "Mina")
    assert verify(me.public_key, signature, "challenge-1", "Mina")
    assert not verify(me.public_key, signature, "challenge-2", "Mina")  # replayed elsewhere
    assert not verify(me.public_key, signature, "challenge-1", "Mino")
    assert not verify(other.public_key, signature, "challenge-1", "Mina")
    assert not verify("garbage", signature, "challenge-1", "Mina")
    assert not verify(me.public_key, "x" * 86, "challenge-1", "Mina")
    assert not verify(me.public_key, signature, "", "Mina")
    assert b"Mina" in proof_message("c", "Mina", me.public_key)


@async_test()
async def test_a_name_belongs_to_its_key_on_the_server() -> None:
    async with serving() as server:
        mina, thief = PlayerIdentity.generate(), PlayerIdentity.generate()
        a = await NetClient.connect(server.url, token=mina.token)
        assert a.welcome.challenge and a.welcome.ratings
        identified = await a.identify(mina, "Mina")
        assert identified.name == "Mina"
        b = await NetClient.connect(server.url)
        assert b.welcome.challenge != a.welcome.challenge
        with pytest.raises(ServerError) as refused:
            await b.identify(thief, "mina")  # case does not make another name
        assert refused.value.code == "name_taken"
        # The same key comes back on a new connection (after a restart) and is Mina again.
        c = await NetClient.connect(server.url)
        assert (await c.identify(mina, "Mina")).name == "Mina"
        for client in (a, b, c):
            await client.close()


@async_test()
async def test_a_recorded_identify_is_worthless_on_another_connection() -> None:
    async with serving() as server:
        mina = PlayerIdentity.generate()
        a = await NetClient.connect(server.url)
        signature = mina.sign(a.welcome.challenge, "Mina")
        b = await NetClient.connect(server.url)
        frame = json.dumps({"type": "identify", "name": "Mina", "key": mina.public_key,
                            "signature": signature, "ref": 7})
        await b.send_raw(frame)  # an eavesdropper replays Mina's frame on its connection
        notice = await b.next_message(5)
        assert getattr(notice, "code", "") == "bad_identity"
        # the same frame is good on the connection whose challenge it signed
        await a.send_raw(frame)
        ratings = await a.ratings()
        assert ratings.name == "Mina"
        await a.close()
        await b.close()


@async_test()
async def test_nobody_sits_under_a_persons_name_without_the_key() -> None:
    async with serving() as server:
        table, _ = server.create_table("hearts", "classic", [SeatRequest("open")] * 4)
        mina = PlayerIdentity.generate()
        owner = await NetClient.connect(server.url)
        await owner.identify(mina, "Mina")
        impostor = await NetClient.connect(server.url)
        with pytest.raises(ServerError) as refused:
            await impostor.join(table.code, 1, "MINA")
        assert refused.value.code == "name_taken"
        assert table.seats[1].kind == "open"
        seated = await owner.join(table.code, 0, "whatever I type")
        assert seated.table.seats[0].name == "Mina"  # an identified person sits as themself
        assert table.seats[0].person is not None
        assert seated.table.seats[0].rating == 25.0
        # an unidentified player with a free name still sits (a LAN game)
        await impostor.join(table.code, 1, "Bea")
        assert table.seats[1].person is None and table.seats[1].rating is None
        await owner.close()
        await impostor.close()


@async_test()
async def test_identify_is_strict_and_bounded() -> None:
    async with serving() as server:
        client = await NetClient.connect(server.url)
        for frame in (
            {"type": "identify", "name": "Mina", "key": "k" * 65, "signature": "s"},
            {"type": "identify", "name": "Mina", "key": "k", "signature": "s" * 129},
            {"type": "identify", "name": "M" * 97, "key": "k", "signature": "s"},
            {"type": "identify", "name": "Mina", "key": "k", "signature": "s", "extra": 1},
            {"type": "identify", "name": "Mina"},
        ):
            await client.send_raw(json.dumps(frame))
            notice = await client.next_message(5)
            assert getattr(notice, "code", "") == "bad_frame", frame
        mina = PlayerIdentity.generate()
        with pytest.raises(ServerError) as refused:
            await client.identify(mina, "   ")
        assert refused.value.code == "bad_name"
        await client.close()
