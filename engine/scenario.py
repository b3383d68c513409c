"""A scenario builder for tests and tools: place given cards in given zones and states.

It skips setup and leaves the game in the main phase of the active player with nothing pending,
as if the start of turn had already happened. Returned ids are the cards' current instance ids.

    sc = Scenario(active=0)
    hero = sc.add(0, "play", "Mickey Mouse - True Friend")
    sc.add(0, "inkwell", "Stitch - New Dog", count=3)
    smash = sc.add(0, "hand", "Smash")
    game = sc.build()
"""

from __future__ import annotations

from engine.cards.facts import facts
from engine.game import Game
from engine.options import RulesOptions
from engine.state import DECK, INKWELL, PLAY, Card, GameState, Player

FILLER = "Stitch - New Dog"


class Scenario:
    def __init__(self, players: int = 2, active: int = 0, turn: int = 3,
                 options: RulesOptions | None = None, deck_size: int = 10) -> None:
        self.state = GameState(
            players=[Player(seat, altered_hand=True) for seat in range(players)],
            options=options or RulesOptions(), rng=0x1234_5678, starting=0, active=active,
            turn=turn, phase="main",
        )
        self._explicit_deck: set[int] = set()
        self._deck_size = deck_size

    def add(self, seat: int, zone: str, name: str, *, exerted: bool = False, damage: int = 0,
            drying: bool = False, count: int = 1, under: tuple[str, ...] = (),
            location: int = 0) -> int:
        """Add `count` copies of a card; returns the iid of the last one added."""
        facts(name)  # fail fast on unknown names
        s = self.state
        iid = 0
        for _ in range(count):
            card = Card(s.fresh_iid(), name, seat, zone, exerted=exerted, damage=damage,
                        drying=drying, facedown=zone in (DECK, INKWELL), location=location)
            for u in under:
                below = Card(s.fresh_iid(), u, seat, PLAY)
                card.under = [*card.under, below]
            s.players[seat].zone(zone).append(card)
            if zone == DECK:
                self._explicit_deck.add(seat)
            iid = card.iid
        return iid

    def lore(self, seat: int, amount: int) -> Scenario:
        self.state.players[seat].lore = amount
        return self

    def build(self) -> Game:
        s = self.state
        for p in s.players:
            if p.seat not in self._explicit_deck:
                for _ in range(self._deck_size):
                    p.deck.append(Card(s.fresh_iid(), FILLER, p.seat, DECK, facedown=True))
        s.index_cards()
        return Game(s)
