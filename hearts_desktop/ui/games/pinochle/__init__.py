"""Pinochle at the table: the presentation of ``hearts_desktop.games.pinochle``."""
