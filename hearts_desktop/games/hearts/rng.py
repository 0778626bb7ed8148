"""The engine's random stream: SplitMix64 from ``core.rng`` (pinned by a golden test)."""

from ...core.rng import PURPOSE_DEAL, PURPOSE_DEALER, PURPOSE_TIMER, Stream

__all__ = ["PURPOSE_DEAL", "PURPOSE_DEALER", "PURPOSE_TIMER", "Stream"]
