"""The history windows: the list of past matches with a detail view (``window``), the
replay viewer (``replay``, frames from ``replay_model``), the statistics (``stats``) and the
main window's History menu (``menu``). Modules are imported when a window first opens."""
