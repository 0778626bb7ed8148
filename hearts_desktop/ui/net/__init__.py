"""Network play in the window (the player's side of ``hearts_desktop.net``).

- ``play``: ``NetworkPlay``, the Game menu's Host/Join entries and the match at a network
  table (one per window).
- ``host_dialog``, ``join_dialog``, ``lobby``: the dialogs.
- ``session``: ``NetworkSession``, one seat's connection (a ``ThreadedClient``) as queued
  Qt signals, with automatic reconnection.
- ``hosting``: ``HostedTable``, the server of a table this program hosts, and its LAN
  announcement.
- ``finder``: ``LanFinder`` (tables announced on the network) and its list model.
- ``remote``: ``RemoteMatch``, the session feeding the controller's remote mode.
- ``target``: what a player types to reach a table (address, code).
- ``texts``: the words (translation context "Network").
"""
