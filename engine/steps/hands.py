"""Steps on players and their whole hands: "chosen opponent reveals their hand", "choose any
number of players; they discard their hands"."""

from __future__ import annotations

from dataclasses import dataclass

from engine import ops
from engine.dsl.amounts import Amount
from engine.dsl.players import EACH_PLAYER, ME, Who, seats
from engine.dsl.script import Ctx, Step
from engine.rng import below
from engine.state import DISCARD, Decision
from engine.steps.deck import reveal


@dataclass(frozen=True, slots=True)
class RevealHand(Step):
    """The players in `who` reveal their hands to every player (6.1.14)."""

    who: Who

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        for seat in seats(self.who, s, ctx.controller, ctx.frame.vars):
            reveal(ctx, list(s.players[seat].hand))
        return None


@dataclass(frozen=True, slots=True)
class ChoosePlayers(Step):
    """"Choose any number of players": stores the list of seats in `var`, which
    `chosen_player(var)` then means (none chosen: nobody)."""

    var: str
    among: Who = EACH_PLAYER
    prompt: str = "Choose any number of players"

    def run(self, ctx: Ctx) -> Decision | None:
        if ctx.answer is not None:
            ctx.frame.vars[self.var] = sorted(int(p[1:]) for p in ctx.answer
                                              if isinstance(p, str))
            return None
        found = seats(self.among, ctx.state, ctx.controller, ctx.frame.vars)
        ctx.frame.vars[self.var] = []
        if not found:
            return None
        return Decision(ctx.controller, "player", [f"p{seat}" for seat in found], 0,
                        len(found), self.prompt, ctx.source)


@dataclass(frozen=True, slots=True)
class DiscardHand(Step):
    """The players in `who` discard their whole hands."""

    who: Who

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        for seat in seats(self.who, s, ctx.controller, ctx.frame.vars):
            for card in list(s.players[seat].hand):
                ops.move(s, card, DISCARD)
        return None


@dataclass(frozen=True, slots=True)
class DiscardRandom(Step):
    """"Discard N cards at random": each player in `who` discards cards picked at random
    from their hand by the game (no one chooses; all of it if the hand is smaller). `out`
    records how many were discarded."""

    amount: Amount = 1
    who: Who = ME
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        from engine.steps.base import record, value

        s = ctx.state
        n = value(ctx, self.amount)
        done = 0
        for seat in seats(self.who, s, ctx.controller, ctx.frame.vars):
            hand = s.players[seat].hand
            for _ in range(min(n, len(hand))):
                s.rng, i = below(s.rng, len(hand))
                ops.move(s, hand[i], DISCARD)
                done += 1
        record(ctx, self.out, done)
        return None


@dataclass(frozen=True, slots=True)
class MayDraw(Step):
    """"Each player may draw a card": each player in `who`, in turn order, decides."""

    amount: int = 1
    who: Who = EACH_PLAYER

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        vars = ctx.frame.vars
        order = vars.setdefault("_maydraw", seats(self.who, s, ctx.controller, vars))
        i = vars.get("_maydraw_i", 0)
        if ctx.answer is not None:
            if ctx.answer and ctx.answer[0] == "yes":
                for _ in range(self.amount):
                    ops.draw(s, order[i], ctx.events)
            i += 1
            vars["_maydraw_i"] = i
        if i < len(order):
            return Decision(order[i], "may", ["yes", "no"], 1, 1,
                            f"Draw {self.amount} card(s)?", ctx.source)
        vars.pop("_maydraw")
        vars.pop("_maydraw_i", None)
        return None
