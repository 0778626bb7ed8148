"""The card table: layout (pure geometry), card pixmaps, card items, the scene and the
animator that plays engine events on it. Nothing here decides a rule."""
