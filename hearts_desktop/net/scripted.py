"""A scripted player: a real ``NetClient`` that sits at a seat and plays by a policy until
the match is over. Tests and the load bench (``python -m hearts_desktop.bench net``) use it::

    player = await ScriptedPlayer.connect(server.url, name="Ann")
    await player.join(code, seat=1)
    finished = await player.play()              # a MatchFinished

The policy gets the seat's view (the game's value) and returns an action, or None to let
the move timer run out. By default it is one of the game's own CPU players ("random").
``player.messages`` keeps every message received; ``player.received`` the time each
update arrived, by step (the bench's latency).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from .client import (
    ConnectionLost,
    GameUpdate,
    MatchFinished,
    Message,
    NetClient,
    QuickMatched,
    ServerError,
    TableSnapshot,
)

Policy = Callable[[Any], Any]


class ScriptedPlayer:
    def __init__(self, client: NetClient, name: str, *, policy: Policy | None = None,
                 bot_kind: str = "random", seed: int = 0, keep_messages: bool = True) -> None:
        self.client = client
        self.name = name
        self.policy = policy
        self.bot_kind = bot_kind
        self.seed = seed
        self.keep_messages = keep_messages
        self.messages: list[Message] = []
        self.received: dict[int, float] = {}
        """``perf_counter()`` when the update of each step arrived."""
        self.sent: dict[int, float] = {}
        """``perf_counter()`` when this player sent the action that made each step."""
        self.refused: list[ServerError] = []
        self.actions = 0
        client.listener = self._heard

    @classmethod
    async def connect(cls, url: str, name: str, *, decode_views: bool = True,
                      identity: Any = None, **options: Any) -> ScriptedPlayer:
        """Connect (and identify as ``name`` with ``identity``, a
        ``net.identity.PlayerIdentity``, when one is given)."""
        client = await NetClient.connect(url, client_name=f"scripted {name}",
                                         decode_views=decode_views,
                                         token=identity.token if identity else "")
        if identity is not None:
            await client.identify(identity, name)
        return cls(client, name, **options)

    async def quick_match(self, game: str, rules: str = "any", timeout: float = 60.0
                          ) -> QuickMatched:
        """Ask for a quick match and wait until it seats this player."""
        await self.client.quick_match(game, rules)
        return await self.client.wait_for(QuickMatched, timeout)

    def _heard(self, message: Message) -> None:
        if isinstance(message, GameUpdate):
            self.received.setdefault(message.step, time.perf_counter())
        if self.keep_messages:
            self.messages.append(message)

    async def join(self, code: str, seat: int) -> None:
        await self.client.join(code, seat, self.name)

    def _choose(self, view: Any) -> Any:
        if self.policy is None:
            game = self.client.game
            kinds = game.bot_kinds()
            kind = self.bot_kind if self.bot_kind in kinds else kinds[0]
            bot = game.make_bot(kind, self.seed)
            self.policy = bot.choose
        return self.policy(view)

    def my_turn(self) -> bool:
        ticket = self.client.ticket
        return (ticket is not None and self.client.view is not None
                and ticket.seat in self.client.to_act)

    async def play(self, timeout: float = 120.0, *, stop: Callable[[Message], bool] | None = None
                   ) -> MatchFinished | Message:
        """Play until the match is over (its ``MatchFinished``), the connection is lost, or
        ``stop(message)`` is true for a message (then that message)."""
        async with asyncio.timeout(timeout):
            await self.move_if_due()  # a turn from a message read before
            while True:
                message = await self.client.next_message()
                if isinstance(message, (MatchFinished, ConnectionLost)):
                    return message
                if stop is not None and stop(message):
                    return message
                if isinstance(message, (GameUpdate, TableSnapshot)):
                    await self.move_if_due()

    async def move_if_due(self) -> bool:
        """Act once if the latest view says this seat must; True if it acted."""
        if not self.my_turn():
            return False
        view = self.client.decode_view(self.client.view)
        action = self._choose(view)
        if action is None:
            return False
        t0 = time.perf_counter()
        try:
            update = await self.client.act(action)
        except ServerError as exc:
            self.refused.append(exc)
            return False
        self.sent[update.step] = t0
        self.actions += 1
        return True

    async def close(self) -> None:
        await self.client.close()
