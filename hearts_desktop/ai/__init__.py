"""CPU players. A bot sees one seat's view (``engine.seat_view``) and its own seeded random
stream, never another hand: that is what makes the computer honest."""

from .random_bot import RandomBot

__all__ = ["RandomBot"]
