"""LAN discovery (zeroconf): the announcement's encoding, a real announce and browse, and
graceful degradation without multicast.

Multicast traffic must never leave this machine, so the real announce/browse runs in a
private network namespace (``unshare -n``) that has nothing but its own loopback; where
namespaces cannot be made, only the encoding is tested."""

from __future__ import annotations

import ipaddress
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hearts_desktop.net.discovery import (
    MAX_INSTANCE,
    SERVICE_TYPE,
    TableAd,
    lan_address,
    lan_addresses,
    service_info,
    table_from_info,
)
from hearts_desktop.net.protocol import PROTOCOL_VERSION

ROOT = Path(__file__).resolve().parents[2]
AD = TableAd(code="K7QM4P", game="hearts", title="Friday night", rules="classic", players=4,
             open_seats=2, host="192.168.1.20", port=52830, server="Mina's table")


def test_an_announced_table_reads_back_from_its_service_info() -> None:
    info = service_info(AD)
    assert info.type == SERVICE_TYPE and info.name == f"Mina's table K7QM4P.{SERVICE_TYPE}"
    assert info.port == 52830
    back = table_from_info(info)
    assert back == AD and back.compatible and back.url == "ws://192.168.1.20:52830"
    v6 = TableAd(**{**AD.__dict__, "host": "fd00::20"})
    assert table_from_info(service_info(v6)) == v6
    assert v6.url == "ws://[fd00::20]:52830"


def test_a_long_server_name_is_cut_to_a_dns_label_and_keeps_the_code() -> None:
    ad = TableAd(**{**AD.__dict__, "server": "É" * 80})
    assert len(ad.instance.encode("utf-8")) <= MAX_INSTANCE
    assert ad.instance.endswith(" K7QM4P")
    assert table_from_info(service_info(ad)) == TableAd(**{**ad.__dict__, "server": "É" * 60})


@pytest.mark.parametrize(("key", "value"), [
    ("code", "K7-QM"), ("code", ""), ("players", "many"), ("players", "0"), ("open", "9"),
    ("v", "one"),
])
def test_damaged_announcements_are_ignored(key: str, value: str) -> None:
    info = service_info(AD)
    props = dict(AD.properties())
    props[key] = value
    info._set_properties({k.encode(): v.encode() for k, v in props.items()})
    assert table_from_info(info) is None


def test_a_table_of_another_protocol_version_is_listed_as_incompatible() -> None:
    ad = TableAd(**{**AD.__dict__, "protocol": PROTOCOL_VERSION + 1})
    back = table_from_info(service_info(ad))
    assert back is not None and not back.compatible


def test_the_lan_address_is_a_local_network_address_or_loopback() -> None:
    for address in lan_addresses():
        ip = ipaddress.ip_address(address)
        assert not ip.is_loopback and not ip.is_link_local
    assert lan_address() in (*lan_addresses(), "127.0.0.1")


PROBE = textwrap.dedent("""
    import asyncio
    from hearts_desktop.net.discovery import Announcer, Browser, TableAd

    async def main():
        # No multicast on this address: both sides say so, nothing breaks.
        assert not await Announcer("203.0.113.7").start()
        assert await Browser("203.0.113.7").browse(0.1) == []
        announcer = Announcer("127.0.0.1")
        assert await announcer.start()
        ads = [TableAd(code=code, game="hearts", title=title, rules="classic", players=4,
                       open_seats=n, host="127.0.0.1", port=52830, server="Club")
               for code, title, n in (("K7QM4P", "Friday", 2), ("ABCD23", "Beginners", 3))]
        browser = Browser("127.0.0.1")
        assert await browser.start()
        assert all(await asyncio.gather(*(announcer.announce(ad) for ad in ads)))
        found = await browser.browse(0.5)
        assert found == sorted(ads, key=lambda a: a.title.lower()), found
        await announcer.withdraw("ABCD23")
        for _ in range(300):  # a ceiling of 30 s for a loaded machine
            await asyncio.sleep(0.1)
            if [t.code for t in browser.tables.values()] == ["K7QM4P"]:
                break
        else:
            raise AssertionError(f"withdrawn table still listed: {browser.tables}")
        await browser.stop()
        await announcer.stop()
        print("DISCOVERY OK")

    asyncio.run(main())
""")


def _namespace_command() -> list[str] | None:
    unshare = shutil.which("unshare")
    ip = shutil.which("ip")
    if unshare is None or ip is None:
        return None
    setup = (f"{ip} link set lo up && {ip} link set lo multicast on && "
             f"{ip} route add 224.0.0.0/4 dev lo")
    check = subprocess.run([unshare, "-n", "sh", "-c", setup], capture_output=True,
                           timeout=20, check=False)
    if check.returncode != 0:
        return None
    return [unshare, "-n", "sh", "-c", f'{setup} && exec "$0" -c "$1"', sys.executable, PROBE]


def test_announce_and_browse_for_real_in_a_private_network_namespace() -> None:
    command = _namespace_command()
    if command is None:
        pytest.skip("no private network namespace here (unshare -n): multicast could "
                    "leave the machine, so only the encoding is tested")
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60,
                            check=False, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert result.returncode == 0 and "DISCOVERY OK" in result.stdout, result.stderr[-3000:]
