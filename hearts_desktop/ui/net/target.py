"""What a player types to find a table: an address (``192.168.1.20:52830``, ``[fe80::1]:52830``,
``ws://host:port``), a table code (``K7QM-4P``), or both (``192.168.1.20:52830 K7QM4P``,
``host:port/K7QM4P``). No Qt, no network."""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass

from ...net.table import CODE_ALPHABET, normalise_code

DEFAULT_PORT = 52830
"""The port a hosting program tries first (and the club server's default), so an address
without a port usually works."""

_HOST_NAME = re.compile(r"^[A-Za-z0-9]([A-Za-z0-9-]{0,62}[A-Za-z0-9])?"
                        r"(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*$")


class TargetError(ValueError):
    """What was typed is not an address or a code: ``reason`` is "empty", "address" or
    "code"."""

    def __init__(self, reason: str, text: str) -> None:
        super().__init__(f"{reason}: {text!r}")
        self.reason = reason
        self.text = text


@dataclass(frozen=True)
class Target:
    host: str | None = None
    port: int = DEFAULT_PORT
    code: str | None = None

    @property
    def url(self) -> str | None:
        if self.host is None:
            return None
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}"

    @property
    def address(self) -> str:
        if self.host is None:
            return ""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"


def _is_code(token: str) -> bool:
    code = normalise_code(token)
    return 4 <= len(code) <= 12 and all(ch in CODE_ALPHABET for ch in code)


def _address(token: str) -> tuple[str, int]:
    text = token.removeprefix("ws://").rstrip("/")
    port = DEFAULT_PORT
    if text.startswith("["):  # [IPv6]:port
        host, _, rest = text[1:].partition("]")
        if rest:
            if not rest.startswith(":"):
                raise TargetError("address", token)
            port = _port(rest[1:], token)
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
        port = _port(port_text, token)
    else:
        host = text
    try:
        host = str(ipaddress.ip_address(host))
    except ValueError:
        if not _HOST_NAME.match(host) or host.replace(".", "").isdigit():
            raise TargetError("address", token) from None
    return host, port


def _port(text: str, token: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise TargetError("address", token)
    return int(text)


def parse_target(text: str) -> Target:
    """The address and/or code in ``text`` (``TargetError`` says which part is wrong)."""
    tokens = text.replace("ws://", " ws://").split()
    if not tokens:
        raise TargetError("empty", text)
    if len(tokens) == 1 and "/" in tokens[0].removeprefix("ws://"):
        head, _, tail = tokens[0].removeprefix("ws://").partition("/")
        tokens = [head, tail] if tail else [head]
    host: str | None = None
    port = DEFAULT_PORT
    code: str | None = None
    for token in tokens:
        looks_like_address = (token.startswith(("ws://", "[")) or ":" in token
                              or "." in token or token.lower() == "localhost")
        if looks_like_address and host is None:
            host, port = _address(token)
        elif code is None and _is_code(token):
            code = normalise_code(token)
        elif code is None and not looks_like_address and len(tokens) > 1:
            raise TargetError("code", token)
        elif host is None and len(tokens) == 1 and not _is_code(token):
            # a single word that is no code: a host name on the network ("mina-pc")
            host, port = _address(token)
        else:
            raise TargetError("address" if looks_like_address else "code", token)
    return Target(host, port, code)


__all__ = ["DEFAULT_PORT", "Target", "TargetError", "parse_target"]
