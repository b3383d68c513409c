"""Steps that give players or cards abilities and restrictions beyond a card's own: a
player's "can't play actions until ..." and an activated ability gained for a while."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards.facts import ACTION
from engine.dsl.durations import (
    THEIR_NEXT_TURN,
    THIS_TURN,
    UNTIL_YOUR_NEXT_TURN,
    Duration,
    set_duration,
)
from engine.dsl.players import EACH_OPPONENT, Who, seats
from engine.dsl.script import Ctx, Step, Target
from engine.state import EVERY_CHARACTER, Decision, TimedEffect
from engine.steps.base import resolve_targets


@dataclass(frozen=True, slots=True)
class BlockPlays(Step):
    """"<Players> can't play <type> cards until ...": a timed effect on each player
    (`engine.query.player_blocked`); 'Action' includes songs."""

    type: str = ACTION
    who: Who = EACH_OPPONENT
    duration: Duration = UNTIL_YOUR_NEXT_TURN

    def run(self, ctx: Ctx) -> Decision | None:
        from engine.query import PLAYER_CANT_PLAY

        s = ctx.state
        for seat in seats(self.who, s, ctx.controller, ctx.frame.vars):
            effect = TimedEffect(PLAYER_CANT_PLAY, 0, self.type, seat,
                                 controller=ctx.controller)
            set_duration(effect, self.duration, s, ctx.controller, seat)
            s.effects.append(effect)
        return None


@dataclass(frozen=True, slots=True)
class RestrictAll(Step):
    """A restriction (the kinds of `Restrict`, e.g. no character can challenge until the start
    of your next turn) on every character of the players in `whose` (None: of every player)
    for the duration, characters played later included: a continuous static ability from a
    resolved effect (6.4.2.1), where `Restrict` on a filter affects only the cards in play as
    it resolves (6.4.2.2). A timed effect on no card (`engine.query.restricted`)."""

    kind: str
    duration: Duration = UNTIL_YOUR_NEXT_TURN
    whose: Who | None = None

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        owners = [-1] if self.whose is None else seats(self.whose, s, ctx.controller,
                                                       ctx.frame.vars)
        for seat in owners:
            effect = TimedEffect(self.kind, EVERY_CHARACTER, 0, seat, controller=ctx.controller)
            set_duration(effect, self.duration, s, ctx.controller,
                         ctx.controller if seat < 0 else seat)
            s.effects.append(effect)
        return None


@dataclass(frozen=True, slots=True)
class GrantActivated(Step):
    """The target cards gain this card's activated ability number `index` for a while:
    "your characters gain '{E}, 1 {I} - Deal 1 damage to chosen character' this turn". The
    granting card's script holds the ability; the gaining card pays its cost and is its
    source."""

    target: Target
    index: int = 0
    duration: Duration = THIS_TURN

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        name = ctx.frame.ref[0]
        for card in resolve_targets(ctx, self.target):
            effect = TimedEffect("activated", card.iid, f"{name}#{self.index}", 0,
                                 controller=ctx.controller)
            set_duration(effect, self.duration, s, ctx.controller, card.owner)
            s.effects.append(effect)
        return None


@dataclass(frozen=True, slots=True)
class LimitReady(Step):
    """"<Players> can't ready more than N of their characters at the start of their next
    turn": a timed effect on each player (`engine.query.ready_limit`); in that Ready step the
    player picks which N of their exerted characters ready."""

    n: int = 1
    who: Who = EACH_OPPONENT
    duration: Duration = THEIR_NEXT_TURN

    def run(self, ctx: Ctx) -> Decision | None:
        from engine.query import READY_LIMIT

        s = ctx.state
        for seat in seats(self.who, s, ctx.controller, ctx.frame.vars):
            effect = TimedEffect(READY_LIMIT, 0, self.n, seat, controller=ctx.controller)
            set_duration(effect, self.duration, s, ctx.controller, seat)
            s.effects.append(effect)
        return None
