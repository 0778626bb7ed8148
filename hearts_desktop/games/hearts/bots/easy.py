"""The Easy CPU player: plays legally and mostly sensibly, with human-like mistakes.

It uses the Normal rules but, decision by decision and as often as its personality's
``mistake_rate`` says, forgets parts of them: it loses count of the cards played and of
the voids shown, forgets about Q♠ (plays its highest safe card, keeps A♠/K♠ unguarded),
throws hearts early, ignores moon threats and never tries the moon itself. Now and then
it passes a random card instead of the best one, or plays a random legal card.

All of it is drawn from a stream derived from its seed and the public position, so the
same view and seed give the same decision.
"""

from __future__ import annotations

from ....core.rng import Stream
from .. import Action, PassCards, Phase, SeatView
from .base import Reason, decision_stream, first_legal_pass
from .normal import Style, decide, pass_scores
from .personalities import DEFAULT, Personality

_DRAW_SCALE = float(1 << 53)


def _draw(stream: Stream) -> float:
    """A uniform float in [0, 1) from the stream."""
    return (stream.next64() >> 11) / _DRAW_SCALE


class EasyBot:
    name = "easy"

    def __init__(self, seed: int = 0, personality: Personality | None = None) -> None:
        self.seed = seed
        self.personality = personality or DEFAULT
        self.name = "easy" if personality is None else self.personality.key

    @property
    def mistake_rate(self) -> float:
        """How often a part of the strategy is forgotten: the personality's rate plus a
        beginner's share."""
        return min(0.8, 0.15 + self.personality.mistake_rate)

    def choose(self, view: SeatView) -> Action:
        return self.choose_with_reason(view)[0]

    def choose_with_reason(self, view: SeatView) -> tuple[Action, str]:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has nothing to do in phase {view.phase}")
        if len(view.legal) == 1:
            return view.legal[0], Reason.ONLY_CHOICE
        stream = decision_stream(self.seed, view, salt=0xEA5)
        rate = self.mistake_rate
        if view.phase is Phase.PASSING:
            return self._pass(view, stream, rate)
        if view.phase is Phase.PLAYING and _draw(stream) < rate * 0.25:
            return stream.choice(view.legal), Reason.MISTAKE
        style = Style(
            counting=_draw(stream) >= min(0.9, rate * 2.0),
            queen_care=_draw(stream) >= rate,
            moon_watch=_draw(stream) >= 0.8,
            moon_try=False,
            patience=_draw(stream) >= min(0.9, rate * 1.5),
        )
        return decide(view, style, self.personality)

    def _pass(self, view: SeatView, stream: Stream, rate: float) -> tuple[Action, str]:
        sloppy = rate * (1.5 if self.personality.pass_style == "random" else 1.0)
        style = Style(queen_care=_draw(stream) >= rate, moon_try=False)
        scores, reason = pass_scores(view, style, self.personality)
        ranked = sorted(view.hand, key=lambda c: (-scores[c], -c.rank, c.suit))
        if _draw(stream) < sloppy:
            # Swap one of the chosen cards for a random other one.
            need = sum(count for _, count in view.pass_plan or ())
            if 0 < need < len(ranked):
                out = stream.below(need)
                into = need + stream.below(len(ranked) - need)
                ranked[out], ranked[into] = ranked[into], ranked[out]
                reason = Reason.MISTAKE
        action: PassCards = first_legal_pass(view, ranked)
        return action, reason
