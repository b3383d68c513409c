"""Steps on decks and hidden cards: look at the top N and place them, shuffle, reveal, play a
card for free.

Looked-at cards are remembered in the frame, so an answer applies to exactly what was shown;
the looking player's decision lists them as `seen`, and it exists whenever a card was looked
at, so opponents cannot learn from whether it exists what was there. Revealed cards are
announced to everyone in a public 'reveal' event (6.1.14).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import ops
from engine.dsl.amounts import Amount
from engine.dsl.filters import CHARACTERS, Filter
from engine.dsl.players import EACH_PLAYER, ME, Who, seats
from engine.dsl.script import Ctx, Step, Target
from engine.rng import shuffle
from engine.state import DECK, DISCARD, HAND, INKWELL, Card, Decision
from engine.steps.base import record, resolve_targets, value

# Where the cards not taken go.
BOTTOM, TOP, TOP_OR_BOTTOM, TO_DISCARD = "bottom", "top", "top_or_bottom", "discard"


def reveal(ctx: Ctx, cards: list[Card]) -> None:
    """Show cards to every player: a public event naming them, and every view shows them
    while the effect resolves (`GameState.revealed`, 6.1.14)."""
    for card in cards:
        ctx.events.append({"type": "reveal", "player": card.owner, "name": card.name})
        if card.zone in (HAND, DECK):
            ctx.state.revealed.append(card.iid)


@dataclass(frozen=True, slots=True)
class LookAtTop(Step):
    """"Look at the top N cards of your deck. You may put (up to `take`) matching card(s)
    into your hand (`to`). Put the rest on the bottom / top of your deck in any order."

    `count` and `take` are amounts (as many as the cards under this one: `StatOf("self",
    "under")`). `take`: how many may be taken (0: none, e.g.
    Reflection); `filter`: which may (None: any card); `optional`: the player may take fewer
    ("you may"); `reveal`: taken cards are revealed (`reveal_all`: all the looked-at cards
    are, "reveal the top N"); `rest`: BOTTOM, TOP (the player orders them, 7.2.3),
    TOP_OR_BOTTOM (the player puts them all on top or all on the bottom) or TO_DISCARD.
    """

    count: Amount  # "look at a number of cards equal to ...": evaluated as the step starts
    filter: Filter | None = None
    optional: bool = False
    reveal: bool = False
    prompt: str = "Choose a card to put into your hand"
    take: Amount = 1
    to: str = HAND
    rest: str = BOTTOM
    reveal_all: bool = False
    var: str = ""  # remembers the taken cards ("... and play it for free")
    # Whose deck: "look at the top card of chosen player's deck" is `chosen_player(var)`
    # (the controller still decides; the cards go back to their owner's deck).
    whose: Who = ME
    # Cards matching this may be taken too ("a Toy character card or a location card named
    # Andy's Room").
    either: Filter | None = None

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        vars = ctx.frame.vars
        phase = vars.get("_look", 0)
        if phase == 0:
            if self.whose.kind == "you":
                deck = s.players[ctx.controller].deck
            else:
                found = seats(self.whose, s, ctx.controller, vars)
                if not found:
                    return None
                deck = s.players[found[0]].deck
            count = self.count
            looked = deck[:count if isinstance(count, int) else value(ctx, count)]
            if not looked:
                return None
            take = value(ctx, self.take)
            vars["looked"] = [c.iid for c in looked]
            vars["_look"] = 1
            ctx.events.append({"type": "look", "player": ctx.controller, "count": len(looked),
                               "private": {"cards": [c.name for c in looked]}})
            if self.reveal_all:
                reveal(ctx, looked)
            options: list[int | str] = [
                c.iid for c in looked
                if self.filter is None or self.filter.matches(c, ctx.controller, 0, s)
                or (self.either is not None and self.either.matches(c, ctx.controller, 0, s))
            ] if take else []
            # With nothing to take and every card revealed, there is nothing to hide by
            # asking anyway.
            if take and (options or not self.reveal_all):
                # A kind of card searched for in the private deck may be failed to find
                # (7.1.4), unless every card looked at is revealed.
                least = 0 if (self.optional or not options or (self.filter is not None
                              and not self.reveal_all)) else min(take, len(options))
                # Every revealed match must be taken ("put all revealed character cards
                # into your hand"): nothing to decide, and nothing hidden to protect.
                most = least if self.reveal_all and least == len(options) else take
                return Decision(ctx.controller, "cards", options, least, most,
                                self.prompt, ctx.source, hidden=True,
                                seen=[c.iid for c in looked])
            ctx.answer = []
        if phase <= 1:
            taken = [c for c in self._still(ctx, [a for a in ctx.answer or []
                                                  if isinstance(a, int)])]
            if self.reveal:
                reveal(ctx, taken)
            for card in taken:
                if self.to == INKWELL:
                    ops.put_into_inkwell(s, card, exerted=True)  # "facedown and exerted"
                else:
                    ops.move(s, card, self.to)
            if self.var:
                vars[self.var] = [c.iid for c in taken]
            vars["_look"] = 2
            vars["_placed"] = []
            ctx.answer = None
        return self._place_rest(ctx)

    def _still(self, ctx: Ctx, iids: list[int]) -> list[Card]:
        """The looked-at cards among `iids` that are still in the deck."""
        looked = set(ctx.frame.vars.get("looked", []))
        cards = [ctx.state.card(i) for i in iids if i in looked]
        return [c for c in cards if c is not None and c.zone == DECK]

    def _place_rest(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        vars = ctx.frame.vars
        placed: list[int] = vars["_placed"]
        if ctx.answer and isinstance(ctx.answer[0], int):
            placed.append(ctx.answer[0])
        rest = [c for c in self._still(ctx, vars["looked"]) if c.iid not in placed]
        where = self.rest
        if where == TOP_OR_BOTTOM:
            if "_where" not in vars:
                if not rest:
                    return self._done(ctx, [])
                if ctx.answer is None:
                    return Decision(ctx.controller, "top_or_bottom", [TOP, BOTTOM], 1, 1,
                                    "Put them on the top or the bottom of your deck?",
                                    ctx.source, seen=[c.iid for c in rest])
                vars["_where"] = str(ctx.answer[0])
                ctx.answer = None
            where = vars["_where"]
        if where == TO_DISCARD:
            for card in rest:
                ops.move(s, card, DISCARD)
            return self._done(ctx, [])
        if len(rest) > 1:
            return Decision(ctx.controller, "order", [c.iid for c in rest], 1, 1,
                            f"Choose the next card to put on the {where} of your deck",
                            ctx.source, hidden=True, seen=[c.iid for c in rest])
        order = self._still(ctx, placed) + rest
        return self._done(ctx, order, top=where == TOP)

    def _done(self, ctx: Ctx, order: list[Card], top: bool = False) -> Decision | None:
        """Put `order` (first: highest) on the top or the bottom of the deck."""
        s = ctx.state
        if top:
            for i, card in enumerate(order):
                ops.move(s, card, DECK, index=i)
        else:
            for card in order:
                ops.move(s, card, DECK, bottom=True)
        for key in ("_look", "_placed", "_where"):
            ctx.frame.vars.pop(key, None)
        return None


@dataclass(frozen=True, slots=True)
class Mill(Step):
    """"Puts the top N cards of their deck into their discard" for a `Who` (public from
    then: each card is named in a 'mill' event)."""

    amount: Amount
    who: Who = ME
    var: str = ""  # remembers (and reveals) the milled cards: "if its card type is ..."

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        n = value(ctx, self.amount)
        milled: list[int] = []
        for seat in seats(self.who, s, ctx.controller, ctx.frame.vars):
            for card in list(s.players[seat].deck[:n]):
                ops.move(s, card, DISCARD)
                milled.append(card.iid)
                ctx.events.append({"type": "mill", "player": seat, "name": card.name})
        if self.var:
            # Later steps look at them ("if its card type is ..."): they are public in the
            # discard now, so they are revealed to everyone (6.1.14).
            ctx.frame.vars[self.var] = milled
            reveal(ctx, [c for c in (s.card(i) for i in milled) if c is not None])
        return None


@dataclass(frozen=True, slots=True)
class Shuffle(Step):
    """Shuffle the cards (e.g. from a discard, or chosen characters in play) into their
    owners' decks, or with no target shuffle the decks of `who`. `out` records how many
    cards were shuffled in ("if you do")."""

    target: Target = ""
    who: Who = ME
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        owners: set[int] = set()
        if self.target:
            moved = 0
            for card in resolve_targets(ctx, self.target):
                if card.zone != DECK:
                    ops.move(s, card, DECK)
                    owners.add(card.owner)
                    moved += 1
                    ctx.events.append({"type": "shuffle_into_deck", "player": card.owner,
                                       "name": card.name})
            record(ctx, self.out, moved)
        else:
            owners.update(seats(self.who, s, ctx.controller, ctx.frame.vars))
        for seat in sorted(owners):
            s.rng = shuffle(s.rng, s.players[seat].deck)
        return None


@dataclass(frozen=True, slots=True)
class Reveal(Step):
    """Reveal the chosen cards (from a hand or the top of a deck) to every player."""

    target: Target

    def run(self, ctx: Ctx) -> Decision | None:
        reveal(ctx, resolve_targets(ctx, self.target))
        return None


@dataclass(frozen=True, slots=True)
class PlayFree(Step):
    """Play chosen card(s) (from a hand or a discard) without paying (`reduce` < 0) or for
    `reduce` less. Playing follows the usual rules of playing a card (4.3) except paying:
    it triggers 'play' abilities, actions resolve, characters enter drying; `exerted`:
    "they enter play exerted". Payment that cannot be made means the card is not played.
    `by_owner`: each card's owner plays it ("that player may play a character from their
    discard for free"), else only the controller's own cards are played. `out`: the played
    cards' ids in play, for later steps ("they gain Rush")."""

    target: Target
    reduce: int = -1
    exerted: bool = False
    by_owner: bool = False
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        from engine import query, turn_actions

        s = ctx.state
        played: list[int] = []
        if self.out:
            ctx.frame.vars[self.out] = played
        for card in resolve_targets(ctx, self.target):
            seat = card.owner if self.by_owner else ctx.controller
            if card.zone not in (HAND, DISCARD) or card.owner != seat:
                continue
            p = s.players[seat]
            cost = 0 if self.reduce < 0 else max(0, query.cost_to_play(s, p, card)
                                                 - self.reduce)
            if cost > p.ready_ink():
                continue
            ops.pay_ink(s, seat, cost)
            turn_actions.put_into_play(s, seat, card, ctx.events, exerted=self.exerted,
                                       paid=-1 if self.reduce < 0 else cost)
            played.append(card.iid)
        return None


@dataclass(frozen=True, slots=True)
class RevealTop(Step):
    """"Each player reveals the top card of their deck": the players of `who` reveal their
    top cards (6.1.14; they stay on top), remembered in `var` ("... revealed this way")."""

    who: Who = EACH_PLAYER
    var: str = "revealed"

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        tops = [s.players[seat].deck[0] for seat in seats(self.who, s, ctx.controller,
                                                          ctx.frame.vars)
                if s.players[seat].deck]
        reveal(ctx, tops)
        ctx.frame.vars[self.var] = [c.iid for c in tops]
        return None


@dataclass(frozen=True, slots=True)
class RevealTopMayPlay(Step):
    """"Each player reveals the top card of their deck. Each player who reveals a character
    card may play that character for free. Otherwise, put the revealed cards on the bottom":
    the players in `who` reveal their top cards together, then in turn order each whose card
    matches `filter` decides whether to play it (under their own control, ignoring its cost,
    6.1.7); a card that does not match goes to the bottom of its deck, one not played stays
    on top."""

    filter: Filter = CHARACTERS
    who: Who = ME

    def run(self, ctx: Ctx) -> Decision | None:
        from engine import query, turn_actions

        s = ctx.state
        vars = ctx.frame.vars
        if "_rtp" not in vars:
            order = seats(self.who, s, ctx.controller, vars)
            vars["_rtp"] = [s.players[seat].deck[0].iid for seat in order
                            if s.players[seat].deck]
            vars["_rtp_i"] = 0
            reveal(ctx, [c for c in (s.card(i) for i in vars["_rtp"]) if c is not None])
        shown: list[int] = vars["_rtp"]
        i: int = vars["_rtp_i"]
        if ctx.answer is not None:
            card = s.card(shown[i])
            if ctx.answer and ctx.answer[0] == "yes" and card is not None and card.zone == DECK:
                turn_actions.put_into_play(s, card.owner, card, ctx.events)
            i += 1
        while i < len(shown):
            card = s.card(shown[i])
            if card is not None and card.zone == DECK:
                if self.filter.matches(card, card.owner, ctx.source, s):
                    if query.can_play(s, card):
                        vars["_rtp_i"] = i
                        return Decision(card.owner, "may", ["yes", "no"], 1, 1,
                                        f"Play {card.name} for free?", ctx.source)
                else:
                    ops.move(s, card, DECK, bottom=True)
            i += 1
        del vars["_rtp"], vars["_rtp_i"]
        return None
