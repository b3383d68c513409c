"""Steps that change cards: damage, stats, keywords, restrictions, readying, zones.

Steps follow the golden rule's "do as much as you can" (1.2): a target that is gone or was
never chosen makes the step do nothing instead of failing the whole effect. Steps that may
or may not happen record how many cards they affected under `out` ("if you do", "this way").
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import ops
from engine.dsl.amounts import Amount
from engine.dsl.durations import THIS_TURN, Duration
from engine.dsl.filters import Filter
from engine.dsl.script import Ctx, Step, Target
from engine.state import DECK, DISCARD, HAND, INKWELL, PLAY, Card, Decision
from engine.steps.base import add_timed, record, resolve_targets, value


@dataclass(frozen=True, slots=True)
class Damage(Step):
    """"Deal N damage" (reduced by Resist, 8.8.1), or with `put=True` "put N damage
    counters" (1.9.1.2: not dealt, so Resist does not reduce it, 8.8.3)."""

    target: Target
    amount: Amount
    put: bool = False
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        source = ctx.state.card(ctx.source)
        by = ctx.source if source is not None and source.facts.is_character else 0
        n = value(ctx, self.amount)
        hit = 0
        for card in resolve_targets(ctx, self.target):
            if self.put:
                done = ops.put_damage(ctx.state, card, n, ctx.events)
            else:
                done = ops.deal_damage(ctx.state, card, n, by, in_challenge=False,
                                       events=ctx.events)
            hit += done > 0
        record(ctx, self.out, hit)  # "if you do": the cards that took damage
        return None


@dataclass(frozen=True, slots=True)
class Heal(Step):
    """"Remove up to N damage": for each damaged target the controller picks how much, from 0
    to N (6.1.3: "up to" includes 0); `exactly=True` removes as much as possible."""

    target: Target
    amount: Amount
    exactly: bool = False
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        n = value(ctx, self.amount)
        targets = [c for c in resolve_targets(ctx, self.target) if c.damage > 0]
        if self.exactly:
            total = 0
            for c in targets:
                removed = ops.remove_damage(c, n)
                total += removed
                if removed:
                    _healed(ctx, c, removed)
            record(ctx, self.out, total)
            return None
        done = ctx.frame.vars.setdefault("_healed", [])
        if ctx.answer is not None:
            card = ctx.state.card(done[-1]) if done else None
            picked = ctx.answer[0] if ctx.answer else "0"
            if card is not None and isinstance(picked, str) and picked.isdigit():
                removed = ops.remove_damage(card, int(picked))
                ctx.frame.vars["_removed"] = ctx.frame.vars.get("_removed", 0) + removed
                if removed:
                    _healed(ctx, card, removed)
        for card in targets:
            if card.iid not in done and n > 0:
                done.append(card.iid)
                most = min(n, card.damage)
                return Decision(ctx.controller, "amount", [str(i) for i in range(most + 1)],
                                1, 1, f"Remove how much damage from {card.name}?", card.iid)
        record(ctx, self.out, ctx.frame.vars.pop("_removed", 0))
        del ctx.frame.vars["_healed"]
        return None


#: The controller's per-turn counter of damage removals by their effects: "if you removed
#: damage from a character this turn" is `DidThisTurn(REMOVED_DAMAGE)`.
REMOVED_DAMAGE = "removed_damage"


def _healed(ctx: Ctx, card: Card, removed: int) -> None:
    """Damage was removed from `card` by an effect of the controller (1.9.1.3): the 'healed'
    event carries how much (`Var("removed")`: "gain 1 lore for each 1 damage removed"); the
    controller's per-turn counters count the removal (`REMOVED_DAMAGE`), and from one of their
    own cards also `removed_damage:<type>` ("if you removed damage from one of your characters
    this turn")."""
    counters = ctx.state.players[ctx.controller].counters
    counters[REMOVED_DAMAGE] = counters.get(REMOVED_DAMAGE, 0) + 1
    if card.owner == ctx.controller:
        key = REMOVED_DAMAGE + ":" + card.facts.type
        counters[key] = counters.get(key, 0) + 1
    ops.emit(ctx.state, "healed", card, by=ctx.controller, vars={"removed": removed})


@dataclass(frozen=True, slots=True)
class MoveDamage(Step):
    """"Move up to N damage from chosen character to chosen opposing character": moved
    damage is not dealt, so Resist does not reduce it (8.8.2). `each`: N damage moves from
    every source card but the receiving one ("move 1 damage from each other character to
    them")."""

    source: Target
    to: Target
    amount: Amount
    up_to: bool = False  # "move up to N": the player picks 0..N (6.1.3)
    each: bool = False

    def run(self, ctx: Ctx) -> Decision | None:
        froms = resolve_targets(ctx, self.source)
        tos = [c for c in resolve_targets(ctx, self.to) if c.zone == PLAY]
        if not froms or not tos:
            return None
        n = value(ctx, self.amount)
        if self.each:
            for card in froms:
                moved = ops.remove_damage(card, n) if card is not tos[0] else 0
                if moved:
                    ops.put_damage(ctx.state, tos[0], moved, ctx.events, moved_from=card.iid)
            return None
        if self.up_to:
            most = min(n, froms[0].damage)
            if ctx.answer is None and most > 0:
                return Decision(ctx.controller, "amount", [str(i) for i in range(most + 1)],
                                1, 1, f"Move how much damage from {froms[0].name}?",
                                froms[0].iid)
            picked = ctx.answer[0] if ctx.answer else "0"
            n = int(picked) if isinstance(picked, str) and picked.isdigit() else 0
        moved = ops.remove_damage(froms[0], n)
        if moved:
            ops.put_damage(ctx.state, tos[0], moved, ctx.events, moved_from=froms[0].iid)
        return None


@dataclass(frozen=True, slots=True)
class Modify(Step):
    """'gets +N {S} this turn'; `alt` gives a different amount to targets matching a filter."""

    target: Target
    amount: Amount
    stat: str = "strength"
    duration: Duration = THIS_TURN
    alt: Filter | None = None
    alt_amount: int = 0

    def run(self, ctx: Ctx) -> Decision | None:
        n = value(ctx, self.amount)
        for card in resolve_targets(ctx, self.target):
            amount = n
            if self.alt is not None and self.alt.matches(card, ctx.controller, ctx.source,
                                                         ctx.state):
                amount = self.alt_amount
            add_timed(ctx, self.stat, card, amount=amount, duration=self.duration)
        return None


@dataclass(frozen=True, slots=True)
class Grant(Step):
    """'gains <Keyword> ...' for a duration."""

    target: Target
    keyword: str
    value: int = 0
    duration: Duration = THIS_TURN

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            add_timed(ctx, "keyword", card, amount=self.value, value=self.keyword,
                      duration=self.duration)
        return None


@dataclass(frozen=True, slots=True)
class Restrict(Step):
    """A restriction for a duration: 'cant_quest', 'cant_challenge', 'cant_be_challenged',
    'cant_ready' (the same kinds as static restrictions); `unless_at_location`: it does not
    apply while the card is at a location ("... unless they're at a location")."""

    target: Target
    kind: str
    duration: Duration = THIS_TURN
    unless_at_location: bool = False

    def run(self, ctx: Ctx) -> Decision | None:
        from engine.query import UNLESS_AT_LOCATION

        flag = UNLESS_AT_LOCATION if self.unless_at_location else 0
        for card in resolve_targets(ctx, self.target):
            add_timed(ctx, self.kind, card, value=flag, duration=self.duration)
        return None


@dataclass(frozen=True, slots=True)
class Ready(Step):
    target: Target

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            if not card.facts.is_location and card.zone == PLAY:
                ops.ready(ctx.state, card)
        return None


@dataclass(frozen=True, slots=True)
class Exert(Step):
    """Exert cards in play. `entering`: "this character may enter play exerted to ..." (an
    optional 'play' trigger of its own): the card is turned sideways without exerting, as
    entering play exerted is not exerting (5.1.1.2: no 'exert' event); `out` records how
    many cards are exerted this way ("to give ...": follow with `If(did(out))`)."""

    target: Target
    entering: bool = False
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        n = 0
        for card in resolve_targets(ctx, self.target):
            if not card.facts.is_location and card.zone == PLAY:
                if self.entering:
                    card.exerted = True
                else:
                    ops.exert(ctx.state, card)
                n += 1
        record(ctx, self.out, n)
        return None


@dataclass(frozen=True, slots=True)
class Banish(Step):
    target: Target
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        cards = [c for c in resolve_targets(ctx, self.target) if c.zone == PLAY]
        if cards:
            ops.banish_many(ctx.state, cards, ctx.events)
        record(ctx, self.out, len(cards))
        return None


@dataclass(frozen=True, slots=True)
class ToHand(Step):
    """Return a card (from play or discard) to its owner's hand, or put one chosen from a
    deck there ("search your deck for ...")."""

    target: Target
    out: str = ""
    # Remembers the cards as they are in the hand (each has a new id there), for later steps
    # on the returned card ("if it is named X, you may play it for free").
    var: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        moved: list[int] = []
        for card in resolve_targets(ctx, self.target):
            if card.zone in (PLAY, DISCARD, DECK):
                ops.return_to_hand(ctx.state, card)
                moved.append(card.iid)
        record(ctx, self.out, len(moved))
        if self.var:
            ctx.frame.vars[self.var] = moved
        return None


@dataclass(frozen=True, slots=True)
class Discard(Step):
    """Discard the cards chosen into a variable by ChooseCards."""

    target: Target
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        moved = 0
        for card in resolve_targets(ctx, self.target):
            if card.zone == HAND:
                ops.move(ctx.state, card, DISCARD)
                moved += 1
        record(ctx, self.out, moved)
        return None


@dataclass(frozen=True, slots=True)
class Ink(Step):
    """Put cards (this card from the discard, chosen cards from hand, ...) into their owner's
    inkwell facedown (7.5.6: not revealed, no inkwell symbol needed). Only the controller's
    own cards unless `any_owner` ("put chosen item into its player's inkwell")."""

    target: Target
    exerted: bool = True
    out: str = ""
    any_owner: bool = False

    def run(self, ctx: Ctx) -> Decision | None:
        moved = 0
        for card in resolve_targets(ctx, self.target):
            if (self.any_owner or card.owner == ctx.controller) and card.zone != INKWELL:
                ops.put_into_inkwell(ctx.state, card, exerted=self.exerted)
                moved += 1
        record(ctx, self.out, moved)
        return None


@dataclass(frozen=True, slots=True)
class InkFromDeck(Step):
    """Put the top card of your deck into your inkwell facedown (exerted by default)."""

    exerted: bool = True

    def run(self, ctx: Ctx) -> Decision | None:
        deck = ctx.state.players[ctx.controller].deck
        if deck:
            ops.put_into_inkwell(ctx.state, deck[0], exerted=self.exerted)
        return None


@dataclass(frozen=True, slots=True)
class PutUnder(Step):
    """Put cards (the top card of your deck with `from_deck`, or chosen cards, or this card
    from play: "put this character facedown under ...") facedown under a card in play (Boost
    and "put ... under" effects, 8.4). `each`: `from_deck` cards under each of the `onto`
    cards, in turn, while the deck lasts ("under each of your other characters"). `out`
    records the cards that got a card under them ("those characters"; as an amount, how
    many: "if you do")."""

    onto: Target
    cards: Target = ""
    from_deck: int = 0
    each: bool = False
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        onto = [c for c in resolve_targets(ctx, self.onto) if c.zone == PLAY]
        deck = s.players[ctx.controller].deck
        got: list[int] = []
        for target in onto if self.each else onto[:1]:
            moving = list(deck[:self.from_deck])
            if self.cards and not self.each:
                moving += resolve_targets(ctx, self.cards)
            moved = False
            for card in moving:
                if card.zone in (DECK, HAND, DISCARD) or (
                        card.zone == PLAY and card is not target and card in s.players[
                            card.owner].play):
                    ops.put_under(s, card, target)
                    moved = True
            if moved:
                got.append(target.iid)
        if self.out:
            ctx.frame.vars[self.out] = got
        return None


@dataclass(frozen=True, slots=True)
class MoveTo(Step):
    """Move characters (yours) to a location of yours for free (4.7 without the cost):
    "move up to 2 characters of yours to the same location for free"; `out` records how many
    moved ("for each character you moved")."""

    target: Target
    location: Target
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        locs = [c for c in resolve_targets(ctx, self.location)
                if c.zone == PLAY and c.facts.is_location]
        moved = 0
        for card in resolve_targets(ctx, self.target) if locs else ():
            if card.zone == PLAY and card.facts.is_character and card.owner == locs[0].owner \
                    and card.location != locs[0].iid:
                ops.move_to_location(s, card, locs[0], ctx.events)
                moved += 1
        record(ctx, self.out, moved)
        return None


@dataclass(frozen=True, slots=True)
class ToDeck(Step):
    """Put cards (from a discard, hand or play) on the top (or `bottom`, in the order
    chosen) of their owners' decks: "put an item card from your discard on the top of your
    deck". On top, a card still in the deck moves too ("shuffle your deck and put that card
    on top of it"). `out` records how many moved ("for each card moved this way").
    `order`: "on the bottom of your deck in any order": with several cards to move, the
    controller picks the next card to put on the bottom, one at a time (7.2.3)."""

    target: Target
    bottom: bool = False
    out: str = ""
    order: bool = False

    def run(self, ctx: Ctx) -> Decision | None:
        if self.order and self.bottom:
            return self._in_order(ctx)
        moved = 0
        for card in resolve_targets(ctx, self.target):
            if not self.bottom:
                ops.move(ctx.state, card, DECK, index=0)
                moved += 1
            elif card.zone != DECK:
                ops.move(ctx.state, card, DECK, bottom=True)
                moved += 1
        record(ctx, self.out, moved)
        return None

    def _in_order(self, ctx: Ctx) -> Decision | None:
        """Put the cards on the bottom one by one, the controller choosing the next."""
        vars = ctx.frame.vars
        if "_todeck" not in vars:
            vars["_todeck"] = [c.iid for c in resolve_targets(ctx, self.target)
                               if c.zone != DECK]
            vars["_todeck_n"] = 0
        left: list[Card] = [c for c in (ctx.state.card(i) for i in vars["_todeck"])
                            if c is not None and c.zone != DECK]
        if ctx.answer and isinstance(ctx.answer[0], int):
            picked = [c for c in left if c.iid == ctx.answer[0]]
            for card in picked:
                ops.move(ctx.state, card, DECK, bottom=True)
                vars["_todeck_n"] += 1
            left = [c for c in left if c not in picked]
            ctx.answer = None
        if len(left) > 1:
            return Decision(ctx.controller, "order", [c.iid for c in left], 1, 1,
                            "Choose the next card to put on the bottom of your deck",
                            ctx.source)
        for card in left:
            ops.move(ctx.state, card, DECK, bottom=True)
            vars["_todeck_n"] += 1
        record(ctx, self.out, vars.pop("_todeck_n"))
        del vars["_todeck"]
        return None


@dataclass(frozen=True, slots=True)
class CostNext(Step):
    """"You pay N {I} less for the next <type> you play this turn" (a one-use payment
    modifier, 4.3.2.3); `type` is a card type ('Character', 'Item', 'Action', ...), narrowed
    by `classification` ("the next Pirate character")."""

    type: str
    amount: Amount = 1  # any amount: "1 less for each damage removed" is `Var(...)`
    any_of: tuple[str, ...] = ()  # "the next Princess or Queen character": classifications

    def run(self, ctx: Ctx) -> Decision | None:
        # A per-turn counter of the player: cleared when the next turn starts, used up by
        # `turn_actions` when a card of the type (and classification) is played.
        n = value(ctx, self.amount)
        if n <= 0:
            return None  # nothing to pay less: no reduction waits to be used up
        counters = ctx.state.players[ctx.controller].counters
        key = "cost_next:" + self.type + (":" + "+".join(self.any_of) if self.any_of else "")
        counters["cost_next"] = 1  # `query.COST_NEXT`: a reduction is waiting
        counters[key] = counters.get(key, 0) + n
        return None



@dataclass(frozen=True, slots=True)
class TakeFromUnder(Step):
    """"Put any number of cards from under your characters and locations into your inkwell
    facedown and exerted": for each card matching `filter` with cards under it, the
    controller picks how many of them (0 to all) go to `to` (the inkwell: exerted unless
    `exerted=False`). The cards under are facedown and alike (8.4.2), so the pick is a number
    per stack; the most recently put under go first. `out` records how many moved."""

    filter: Filter
    to: str = INKWELL
    exerted: bool = True
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        vars = ctx.frame.vars
        done = vars.setdefault("_from_under", [])
        if ctx.answer is not None:
            holder = s.card(done[-1]) if done else None
            picked = ctx.answer[0] if ctx.answer else "0"
            if holder is not None and isinstance(picked, str) and picked.isdigit():
                n = min(int(picked), len(holder.under))
                for card in list(reversed(holder.under))[:n]:
                    ops.take_from_under(s, holder, card, self.to,
                                        exerted=self.exerted and self.to == INKWELL)
                vars["_from_under_n"] = vars.get("_from_under_n", 0) + n
        for holder in resolve_targets(ctx, self.filter):
            if holder.under and holder.iid not in done:
                done.append(holder.iid)
                return Decision(ctx.controller, "amount",
                                [str(i) for i in range(len(holder.under) + 1)], 1, 1,
                                f"How many cards from under {holder.name}?", holder.iid)
        record(ctx, self.out, vars.pop("_from_under_n", 0))
        del vars["_from_under"]
        return None
