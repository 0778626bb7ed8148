"""Network deals nobody chose: the commit-reveal derivation of a network match's seed, the
same code on the server and every client (``docs/network.md``, "Fair deals").

Before the first deal the server draws a secret of ``SECRET_BYTES`` random bytes and
publishes only its commitment (``commitment``). Every seated client then sends a
contribution of its own (``CONTRIBUTION_BYTES`` random bytes); a CPU seat's is empty (the
server's secret, fixed by the commitment before any contribution arrived, stands for its
CPU players, so the server cannot try out CPU contributions). The match seed is
``derive_seed(game, secret, contributions)``. At the end the server reveals the secret and
each client checks it against the commitment and replays every deal (``net.fairness``).

Both hashes are SHA-256 with a domain tag and length-prefixed fields, so a commitment can
never be read as a seed (or the other way round), and no two different inputs run together
into the same bytes. Pure: no random numbers here (the server and clients draw them with
``secrets``), no I/O, no clock.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from .limits import MAX_SEED

SECRET_BYTES = 32
CONTRIBUTION_BYTES = 32
COMMIT_TAG = b"hearts-desktop/deal-commitment/v1"
SEED_TAG = b"hearts-desktop/deal-seed/v1"


def _field(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


def from_hex(text: str, size: int, what: str) -> bytes:
    """``text`` (lower-case hex of exactly ``size`` bytes) as bytes; ``ValueError``
    naming ``what`` otherwise."""
    if (not isinstance(text, str) or len(text) != 2 * size
            or any(ch not in "0123456789abcdef" for ch in text)):
        raise ValueError(f"{what} must be {2 * size} lower-case hex digits ({size} bytes)")
    return bytes.fromhex(text)


def commitment(secret: str) -> str:
    """The commitment to ``secret`` (hex): ``SHA-256(len+COMMIT_TAG, len+secret bytes)``,
    as lower-case hex."""
    raw = from_hex(secret, SECRET_BYTES, "the secret")
    return hashlib.sha256(_field(COMMIT_TAG) + _field(raw)).hexdigest()


def derive_seed(game: str, secret: str, contributions: Sequence[str]) -> int:
    """The match seed of a network match of ``game`` (its registry name) from the server's
    ``secret`` and one contribution per seat, in seat order ("" for a CPU seat or a seat
    that gave none): the first 8 bytes of
    ``SHA-256(SEED_TAG, game, secret, seats, contribution 0, 1, ...)`` (each field
    length-prefixed), big-endian, masked to the engines' seed range 0..``MAX_SEED``."""
    raw = from_hex(secret, SECRET_BYTES, "the secret")
    parts = [_field(SEED_TAG), _field(game.encode("utf-8")), _field(raw),
             len(contributions).to_bytes(4, "big")]
    for i, text in enumerate(contributions):
        value = b"" if text == "" else from_hex(text, CONTRIBUTION_BYTES,
                                                 f"the contribution of seat {i + 1}")
        parts.append(_field(value))
    digest = hashlib.sha256(b"".join(parts)).digest()
    return int.from_bytes(digest[:8], "big") & MAX_SEED


# ---------------------------------------------------------------------------- the verdict
NOT_REVEALED = "not-revealed"
"""The server revealed no secret (or a malformed one)."""
WRONG_SECRET = "wrong-secret"
"""The revealed secret is not the one committed to before the match."""
COMMITMENT_CHANGED = "commitment-changed"
"""The server announced another commitment after this client contributed."""
CONTRIBUTION_IGNORED = "contribution-ignored"
"""This client's contribution is not the one the server says it used for its seat."""
OTHER_SEED = "other-seed"
"""The match was dealt from another seed than the derived one."""
CARDS_DIFFER = "cards-differ"
"""What this seat was shown differs from the derived deals (``DealCheck.deal``)."""
NOT_CONTRIBUTED = "not-contributed"
"""This client sent no contribution (it sat down after the start, or could not)."""
REASONS = (NOT_REVEALED, WRONG_SECRET, COMMITMENT_CHANGED, CONTRIBUTION_IGNORED,
           OTHER_SEED, CARDS_DIFFER, NOT_CONTRIBUTED)


@dataclass(frozen=True)
class DealCheck:
    """A client's verdict on a finished network match's deals: ``verified``, or the
    ``reason`` (one of ``REASONS``) and, for ``CARDS_DIFFER``, the ``deal`` (1-based) and
    action ``step`` where what the seat was shown first differs."""

    verified: bool
    reason: str = ""
    deal: int = 0
    step: int = 0

    def to_text(self) -> str:
        """The stored form: ``"verified"``, or ``"not-verified:<reason>[:<deal>:<step>]"``."""
        if self.verified:
            return "verified"
        tail = f":{self.deal}:{self.step}" if self.deal or self.step else ""
        return f"not-verified:{self.reason}{tail}"

    @classmethod
    def from_text(cls, text: str) -> DealCheck:
        """``to_text``'s form back (``ValueError`` for anything else)."""
        if text == "verified":
            return cls(True)
        parts = text.split(":") if isinstance(text, str) else []
        if (len(parts) not in (2, 4) or parts[0] != "not-verified"
                or parts[1] not in REASONS):
            raise ValueError(f"not a deal check: {text!r}")
        deal = step = 0
        if len(parts) == 4:
            if not (parts[2].isdigit() and parts[3].isdigit()):
                raise ValueError(f"not a deal check: {text!r}")
            deal, step = int(parts[2]), int(parts[3])
        return cls(False, parts[1], deal, step)


__all__ = [
    "COMMIT_TAG",
    "CONTRIBUTION_BYTES",
    "REASONS",
    "SECRET_BYTES",
    "SEED_TAG",
    "DealCheck",
    "commitment",
    "derive_seed",
    "from_hex",
]
