"""Network play: a server-authoritative WebSocket protocol (``docs/network.md``).

- ``protocol``: the messages (``msgspec`` schemas), ``PROTOCOL_VERSION``.
- ``codec``: the JSON form of a game's events and views (``codec_for(game)``).
- ``table``, ``server``: ``GameServer`` (asyncio, no Qt) hosting several tables.
- ``client``: ``NetClient`` (asyncio) and ``ThreadedClient`` (for a GUI thread).
- ``scripted``: ``ScriptedPlayer``, a client playing by a policy (tests, the bench).
- ``discovery``: LAN announcement and browsing of tables (zeroconf).

Nothing here imports Qt.
"""
