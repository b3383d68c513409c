"""The DSL's vocabulary of effect steps, and how each one changes the game.

Each step is a frozen value (so card definitions are data) with a `run` that performs it. Steps
follow the golden rule's "do as much as you can" (seed 002, 1.2): a target that is gone or was
never chosen makes the step do nothing instead of failing the whole effect.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import ops, query
from engine.dsl import (
    CHARACTERS,
    OPPONENT,
    THEIR_NEXT_TURN,
    THIS_TURN,
    YOU,
    Ctx,
    Filter,
    Step,
    Target,
)
from engine.state import DECK, DISCARD, HAND, PLAY, Card, Decision, TimedEffect


def resolve_targets(ctx: Ctx, target: Target) -> list[Card]:
    """The cards a step acts on, skipping any that are no longer where they were chosen."""
    s = ctx.state
    if isinstance(target, Filter):
        return [
            c for p in s.players if p.alive for c in p.zone(target.zone)
            if target.matches(c, ctx.controller, ctx.source)
        ]
    if target == "self":
        iid = ctx.source
    elif target == "subject":
        iid = ctx.frame.vars.get("subject", 0)
    else:
        iid = ctx.frame.vars.get(target) or 0
    if isinstance(iid, list):
        return [c for c in (s.card(i) for i in iid) if c is not None]
    card = s.card(iid) if iid else None
    return [card] if card is not None else []


def add_timed(ctx: Ctx, kind: str, card: Card, *, amount: int = 0, value: int | str = 0,
              duration: str = THIS_TURN) -> None:
    s = ctx.state
    effect = TimedEffect(kind, card.iid, value, amount, controller=ctx.controller)
    if duration == THIS_TURN:
        effect.until_turn = s.turn
    elif duration == THEIR_NEXT_TURN:
        effect.waiting_for = card.owner
    s.effects.append(effect)


@dataclass(frozen=True, slots=True)
class May(Step):
    """'You may ...': ask first; 'no' ends the effect."""

    name: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        if ctx.answer is None:
            return Decision(ctx.controller, "may", ["yes", "no"], 1, 1,
                            f"Use {self.name or 'this ability'}?", ctx.source)
        if ctx.answer[0] == "no":
            ctx.frame.vars["_stop"] = True
        return None


@dataclass(frozen=True, slots=True)
class Choose(Step):
    """'Chosen character': the controller picks a card in play (Ward respected, 8.15).

    With no legal choice the variable stays empty and later steps on it do nothing.
    `optional` makes the choice skippable (min 0).
    """

    var: str
    filter: Filter = CHARACTERS
    prompt: str = "Choose a character"
    optional: bool = False

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        if ctx.answer is not None:
            picked = ctx.answer[0] if ctx.answer else 0
            ctx.frame.vars[self.var] = picked
            card = s.card(picked) if isinstance(picked, int) and picked else None
            if card is not None and card.owner != ctx.controller and ctx.frame.ref[1] == "effect":
                ops.emit(s, "chosen_by_opponent", card)
                if query.has(s, card, "Vanish"):
                    ops.add_to_bag(s, card.owner, ("@Vanish", "trigger", 0), card.iid, card.iid)
            return None
        options: list[int | str] = [
            c.iid for c in resolve_targets(ctx, self.filter)
            if query.can_be_chosen(s, c, ctx.controller)
        ]
        if not options:
            ctx.frame.vars[self.var] = 0
            return None
        return Decision(ctx.controller, "target", options, 0 if self.optional else 1, 1,
                        self.prompt, ctx.source)


@dataclass(frozen=True, slots=True)
class ChooseCards(Step):
    """Choose `count` cards from one of your own zones (hand or discard); hidden from others
    when the zone is the hand."""

    var: str
    zone: str = HAND
    filter: Filter | None = None
    count: int = 1
    prompt: str = "Choose cards"

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        if ctx.answer is not None:
            ctx.frame.vars[self.var] = [a for a in ctx.answer if isinstance(a, int)]
            return None
        zone = s.players[ctx.controller].zone(self.zone)
        options: list[int | str] = [
            c.iid for c in zone
            if self.filter is None or c.facts.type in self.filter.types
        ]
        n = min(self.count, len(options))
        if n == 0:
            ctx.frame.vars[self.var] = []
            return None
        return Decision(ctx.controller, "cards", options, n, n, self.prompt, ctx.source,
                        hidden=self.zone in (HAND, DECK))


@dataclass(frozen=True, slots=True)
class Damage(Step):
    target: Target
    amount: int

    def run(self, ctx: Ctx) -> Decision | None:
        source = ctx.state.card(ctx.source)
        by = ctx.source if source is not None and source.facts.is_character else 0
        for card in resolve_targets(ctx, self.target):
            ops.deal_damage(ctx.state, card, self.amount, by, in_challenge=False,
                            events=ctx.events)
        return None


@dataclass(frozen=True, slots=True)
class Heal(Step):
    """'Remove up to N damage': removes as much as possible up to N."""

    target: Target
    amount: int

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            ops.remove_damage(card, self.amount)
        return None


@dataclass(frozen=True, slots=True)
class Modify(Step):
    """'gets +N {S} this turn'; `alt` gives a different amount to targets matching a filter."""

    target: Target
    amount: int
    stat: str = "strength"
    duration: str = THIS_TURN
    alt: Filter | None = None
    alt_amount: int = 0

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            amount = self.amount
            if self.alt is not None and self.alt.matches(card, ctx.controller, ctx.source):
                amount = self.alt_amount
            add_timed(ctx, self.stat, card, amount=amount, duration=self.duration)
        return None


@dataclass(frozen=True, slots=True)
class Grant(Step):
    """'gains <Keyword> ...' for a duration."""

    target: Target
    keyword: str
    value: int = 0
    duration: str = THIS_TURN

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            add_timed(ctx, "keyword", card, amount=self.value, value=self.keyword,
                      duration=self.duration)
        return None


@dataclass(frozen=True, slots=True)
class Restrict(Step):
    """"can't quest" / "can't challenge" for a duration; kind 'cant_quest' or 'cant_challenge'."""

    target: Target
    kind: str
    duration: str = THIS_TURN

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            add_timed(ctx, self.kind, card, duration=self.duration)
        return None


@dataclass(frozen=True, slots=True)
class Ready(Step):
    target: Target

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            if not card.facts.is_location:
                card.exerted = False
        return None


@dataclass(frozen=True, slots=True)
class Banish(Step):
    target: Target

    def run(self, ctx: Ctx) -> Decision | None:
        cards = [c for c in resolve_targets(ctx, self.target) if c.zone == PLAY]
        if cards:
            ops.banish_many(ctx.state, cards, ctx.events)
        return None


@dataclass(frozen=True, slots=True)
class ToHand(Step):
    """Return a card (from play or discard) to its owner's hand."""

    target: Target

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            if card.zone in (PLAY, DISCARD):
                ops.move(ctx.state, card, HAND)
        return None


@dataclass(frozen=True, slots=True)
class Draw(Step):
    amount: int = 1

    def run(self, ctx: Ctx) -> Decision | None:
        for _ in range(self.amount):
            ops.draw(ctx.state, ctx.controller, ctx.events)
        return None


@dataclass(frozen=True, slots=True)
class Discard(Step):
    """Discard the cards chosen into a variable by ChooseCards."""

    target: Target

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            if card.zone == HAND:
                ops.move(ctx.state, card, DISCARD)
        return None


@dataclass(frozen=True, slots=True)
class GainLore(Step):
    amount: int

    def run(self, ctx: Ctx) -> Decision | None:
        ops.gain_lore(ctx.state, ctx.controller, self.amount)
        return None


@dataclass(frozen=True, slots=True)
class LoseLore(Step):
    """'each opponent loses N lore' (who=OPPONENT) or the controller (who=YOU)."""

    amount: int
    who: str = OPPONENT

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        for seat in query.turn_order(s):
            if (self.who == OPPONENT) == (seat != ctx.controller):
                ops.lose_lore(s, seat, self.amount)
        return None


@dataclass(frozen=True, slots=True)
class InkFromDeck(Step):
    """Put the top card of your deck into your inkwell facedown and exerted."""

    def run(self, ctx: Ctx) -> Decision | None:
        deck = ctx.state.players[ctx.controller].deck
        if deck:
            ops.put_into_inkwell(ctx.state, deck[0], exerted=True)
        return None


@dataclass(frozen=True, slots=True)
class Ink(Step):
    """Put a card (e.g. this card, now in the discard) into its owner's inkwell."""

    target: Target
    exerted: bool = True

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            if card.owner == ctx.controller:
                ops.put_into_inkwell(ctx.state, card, exerted=self.exerted)
        return None


@dataclass(frozen=True, slots=True)
class Delayed(Step):
    """Create the card's delayed triggered ability number `index` for this turn."""

    index: int = 0

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        name = ctx.frame.ref[0]
        s.effects.append(TimedEffect("delayed", ctx.source, f"{name}#{self.index}", 0,
                                     until_turn=s.turn, controller=ctx.controller))
        return None


@dataclass(frozen=True, slots=True)
class Custom(Step):
    """The escape hatch: run the named function from `engine.cards.custom`."""

    name: str

    def run(self, ctx: Ctx) -> Decision | None:
        from engine.cards.custom import CUSTOM

        return CUSTOM[self.name](ctx)


__all__ = [
    "OPPONENT", "YOU", "Banish", "Choose", "ChooseCards", "Custom", "Damage", "Delayed",
    "Discard", "Draw", "GainLore", "Grant", "Heal", "Ink", "InkFromDeck", "LoseLore", "May",
    "Modify", "Ready", "Restrict", "ToHand",
]


@dataclass(frozen=True, slots=True)
class Collect(Step):
    """Remember every card matching `filter` now, so later steps act on exactly those cards.

    Needed when a step changes what the filter would match: after readying exerted characters
    they no longer match an `exerted=True` filter, so a follow-up restriction uses this list.
    """

    var: str
    filter: Filter

    def run(self, ctx: Ctx) -> Decision | None:
        ctx.frame.vars[self.var] = [c.iid for c in resolve_targets(ctx, self.filter)]
        return None


__all__ += ["Collect"]


@dataclass(frozen=True, slots=True)
class LookAtTop(Step):
    """Deck-top selection: the player sees `count` cards, keeps one, the others go under the deck.

    Only cards matching `take` (a Filter's types; None: any card) may be taken; `optional` lets
    the player take none. The decision is hidden from opponents and the looked-at cards are
    remembered in the frame, so the answer is applied to exactly what was shown. The rest go to
    the bottom in the order they had on top: a fixed order keeps the result deterministic
    without an extra ordering decision. `reveal` announces the taken card to everyone (for
    effects that say "reveal"). Shared by "look at the top N" cards such as Develop Your Brain
    and Be Our Guest.
    """

    count: int
    take: Filter | None = None
    optional: bool = False
    reveal: bool = False
    prompt: str = "Choose a card to put into your hand"

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        if ctx.answer is None:
            looked = s.players[ctx.controller].deck[:self.count]
            ctx.frame.vars["looked"] = [c.iid for c in looked]
            ctx.events.append({"type": "look", "player": ctx.controller, "count": len(looked),
                               "private": {"cards": [c.name for c in looked]}})
            options: list[int | str] = [
                c.iid for c in looked if self.take is None or c.facts.type in self.take.types
            ]
            if looked:
                # Asked even when nothing matches: whether anyone is asked must not tell the
                # others what was found, and a search for a kind of card may always fail to
                # find (7.1.4), so with `take` picking nothing is allowed too.
                least = 0 if self.optional or self.take is not None else 1
                return Decision(ctx.controller, "cards", options, least, 1, self.prompt,
                                ctx.source, hidden=True, seen=[c.iid for c in looked])
            ctx.answer = []
        for iid in ctx.frame.vars.get("looked", []):
            card = s.card(iid)
            if card is None or card.zone != DECK:
                continue
            if iid in ctx.answer:
                if self.reveal:
                    ctx.events.append({"type": "reveal", "player": ctx.controller,
                                       "name": card.name})
                ops.move(s, card, HAND)
            else:
                ops.move(s, card, DECK, bottom=True)
        return None


__all__ += ["LookAtTop"]
