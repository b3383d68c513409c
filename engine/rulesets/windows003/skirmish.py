"""Seed 003's game as a server hosts it: a skirmish of rounds of player action segments.

Seed 003 describes action windows, not a whole game, so a hosted game adds the least that
makes one: each player gets a shuffled deck of plain characters (invented names) whose action
is "kneel: this character gains power", and an opening hand. A round is one player action
segment in marshalling (the active player marshals with gold; anyone uses their standing
characters' actions). When every player has passed in a row the round ends: cards stand, each
player still in the game draws a card and gains gold, and the next player clockwise still in
is active and first. The 15-power win of the ruleset ends the game, or every other player
leaving it.

Card ids are a seeded permutation over all cards, so a card's id tells nothing of where it
was in its deck or when it was drawn.
"""

from __future__ import annotations

from typing import Any

from engine.core.seating import clockwise, next_in
from engine.core.wire import WireAction
from engine.rng import below, shuffle
from engine.rulesets.windows003.game import Game
from engine.rulesets.windows003.model import (
    CHARACTER,
    DECK,
    HAND,
    MARSHALLING,
    Ability,
    Card,
    State,
    Step,
)
from engine.rulesets.windows003.scheme import in_game

#: The characters decks are made of: (name, gold cost, strength, power its action gains).
CARDS = (("Squire", 1, 1, 1), ("Archer", 2, 1, 2), ("Knight", 3, 2, 3), ("Herald", 1, 0, 1),
         ("Sellsword", 2, 2, 2), ("Warden", 4, 3, 4))
_MASK = (1 << 64) - 1


def _character(cid: int, owner: int, card: tuple[str, int, int, int], zone: str) -> Card:
    name, cost, strength, gain = card
    action = Ability("action", (Step("gain_power", "self", gain),), kneel="self")
    return Card(cid, name, owner, owner, CHARACTER, zone, strength=strength, cost=cost,
                abilities=(action,), tag=name)


def new_game(players: int, seed: int, *, gold: int = 5, hand: int = 5,
             deck: int = 20) -> Skirmish:
    rng = (seed * 0x9E3779B97F4A7C15 + 0x6A09E667F3BCC909) & _MASK
    rng, first = below(rng, players)
    s = State(list(range(players)), first=first, active=first, phase=MARSHALLING,
              gold=dict.fromkeys(range(players), gold))
    ids = list(range(1, players * deck + 1))
    rng = shuffle(rng, ids)
    for seat in range(players):
        cards = [CARDS[i % len(CARDS)] for i in range(deck)]
        rng = shuffle(rng, cards)
        for i, card in enumerate(cards):
            cid = ids[seat * deck + i]
            s.cards[cid] = _character(cid, seat, card, HAND if i < hand else DECK)
    s.next_cid = players * deck + 1
    s.cards = dict(sorted(s.cards.items()))  # (in id order: insertion tells nothing)
    game = Skirmish(s)
    game.open_round()
    s.log.clear()
    return game


class Skirmish(Game):
    def apply(self, seat: int, action: WireAction) -> list[dict[str, Any]]:
        events = super().apply(seat, action)
        s = self.state
        if s.winner is None and s.segment is None and s.scheme is None and not s.tasks \
                and s.decision is None:
            self._next_round()
            events = [*events, {"type": "round", "active": s.active}]
        s.log.clear()  # returned, never kept: a snapshot stays the size of the table
        return events

    def open_round(self) -> None:
        """The round's player action segment opens (nobody acted: the version stays)."""
        s = self.state
        s.segment = self._open("actions", in_game(s, clockwise(s.seats, s.first)))
        self._advance()

    def _next_round(self) -> None:
        s = self.state
        for c in s.cards.values():
            c.knelt = False
        playing = s.playing()
        for seat in playing:
            deck = [c for c in s.cards.values() if c.owner == seat and c.zone == DECK]
            if deck:
                deck[0].zone = HAND  # the lowest id: a seeded random card
            s.gold[seat] = s.gold.get(seat, 0) + ROUND_GOLD
        s.active = s.first = next_in(s.seats, s.first, playing)
        self.open_round()


#: Gold each player gains at the start of every later round.
ROUND_GOLD = 3


Skirmish.known = Game.known
