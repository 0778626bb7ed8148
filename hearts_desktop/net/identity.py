"""A player's identity on a server: an Ed25519 key pair kept in the player's data folder.

The private key never leaves the computer and no password exists. The server's ``welcome``
carries a fresh random ``challenge``; the client answers ``identify`` with its name, its
public key and its signature of the challenge, the name and the key (``proof_message``).
The server checks the signature against the public key, so a recorded ``identify`` is
worth nothing on another connection (its challenge differs). A name belongs on a server to
the first key that claims it (names are unique per server, compared case-folded); a
rating belongs to the key, so nobody can take over another person's rating without
their key file::

    identity = PlayerIdentity.load_or_create(data_folder)   # identity.json, made once
    identity.public_key                                      # base64url text, 43 chars
    identity.sign(challenge, "Mina")                         # base64url text, 86 chars
    verify(public_key, signature, challenge, "Mina")         # on the server

The same file keeps the client token the hello says (``Hello.token``: the server counts
the tables a client opens by it), random and the same across restarts.

A damaged identity file is never overwritten: ``IdentityError`` says which file and why,
and the player moves it away (then a new identity is made) or restores it.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

IDENTITY_FILE = "identity.json"
IDENTITY_VERSION = 1
KEY_TEXT = 43
"""A public key's length as base64url text without padding (32 bytes)."""
SIGNATURE_TEXT = 86
"""A signature's length as base64url text without padding (64 bytes)."""
CHALLENGE_BYTES = 24
PROOF_CONTEXT = b"hearts-desktop identify v1\0"


class IdentityError(Exception):
    """The identity file cannot be read or written (the message says which and why)."""


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str, size: int) -> bytes | None:
    if not isinstance(text, str) or len(text) > 2 * size:
        return None
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        return None
    return data if len(data) == size else None


def new_challenge() -> str:
    """A fresh random challenge for one connection (the server's ``welcome``)."""
    return secrets.token_urlsafe(CHALLENGE_BYTES)


def proof_message(challenge: str, name: str, public_key: str) -> bytes:
    """What a client signs to identify: the connection's challenge, the name it claims and
    its public key, after a context string (a signature made for this is good for nothing
    else)."""
    return b"\0".join((PROOF_CONTEXT, challenge.encode("utf-8"), name.encode("utf-8"),
                       public_key.encode("ascii", "replace")))


def verify(public_key: str, signature: str, challenge: str, name: str) -> bool:
    """Is ``signature`` the key's signature of ``proof_message(challenge, name, key)``?"""
    raw_key = _unb64(public_key, 32)
    raw_sig = _unb64(signature, 64)
    if raw_key is None or raw_sig is None or not challenge:
        return False
    try:
        Ed25519PublicKey.from_public_bytes(raw_key).verify(
            raw_sig, proof_message(challenge, name, public_key))
    except (InvalidSignature, ValueError):
        return False
    return True


@dataclass(frozen=True)
class PlayerIdentity:
    """The player's key pair and client token (``identity.json`` in the data folder)."""

    private_bytes: bytes
    token: str

    @property
    def _key(self) -> Ed25519PrivateKey:
        return Ed25519PrivateKey.from_private_bytes(self.private_bytes)

    @property
    def public_key(self) -> str:
        from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

        return _b64(self._key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw))

    def sign(self, challenge: str, name: str) -> str:
        return _b64(self._key.sign(proof_message(challenge, name, self.public_key)))

    @classmethod
    def generate(cls) -> PlayerIdentity:
        from cryptography.hazmat.primitives.serialization import (
            Encoding,
            NoEncryption,
            PrivateFormat,
        )

        key = Ed25519PrivateKey.generate()
        raw = key.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())
        return cls(raw, secrets.token_urlsafe(24))

    @classmethod
    def load(cls, path: Path) -> PlayerIdentity:
        """Read ``path``; ``IdentityError`` if it is damaged (the file is left as it is)."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            raise IdentityError(f"The player identity file {path} cannot be read ({exc}). "
                                f"It was left as it is: restore it from a backup, or move "
                                f"it away to start a new identity (ratings stay with the "
                                f"old one).") from None
        version = data.get("version") if isinstance(data, dict) else None
        raw = _unb64(data.get("key", ""), 32) if isinstance(data, dict) else None
        token = data.get("token") if isinstance(data, dict) else None
        if version != IDENTITY_VERSION or raw is None or not isinstance(token, str) \
                or not 16 <= len(token) <= 64:
            raise IdentityError(f"The player identity file {path} is damaged or of another "
                                f"version. It was left as it is: restore it from a backup, "
                                f"or move it away to start a new identity (ratings stay "
                                f"with the old one).")
        return cls(raw, token)

    def save(self, path: Path) -> None:
        """Write the file readable by its owner only (atomically: a crash leaves the old)."""
        text = json.dumps({"version": IDENTITY_VERSION, "key": _b64(self.private_bytes),
                           "token": self.token}, indent=1)
        tmp = path.with_name(path.name + ".tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(text)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, path)
        except OSError as exc:
            raise IdentityError(f"The player identity file {path} cannot be written ({exc})."
                                ) from None

    @classmethod
    def load_or_create(cls, folder: Path | str) -> PlayerIdentity:
        """The identity kept in ``folder`` (made and saved the first time)."""
        path = Path(folder) / IDENTITY_FILE
        if path.exists():
            return cls.load(path)
        identity = cls.generate()
        identity.save(path)
        return identity


__all__ = ["CHALLENGE_BYTES", "IDENTITY_FILE", "IdentityError", "PlayerIdentity",
           "new_challenge", "proof_message", "verify"]
