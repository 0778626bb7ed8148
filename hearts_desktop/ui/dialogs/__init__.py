"""The game's dialogs: new game, options, about."""
