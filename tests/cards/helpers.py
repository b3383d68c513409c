"""Small helpers shared by the card tests (import with `from .helpers import ...`).

Cards get a new instance id on every zone change, so tests look cards up by name and zone
instead of holding on to ids across moves.
"""

from __future__ import annotations

from engine import Choose, Game
from engine.scenario import Scenario
from engine.state import Card

# Cards the tests use as ink, opponents, targets and the like (their printed facts in comments).
INK = "Kida - Atlantean"  # 2/2, cost 1, inkable, a Hero and Princess, no abilities
MICKEY = "Mickey Mouse - True Friend"  # 3/3, cost 3, lore 2, a Hero, no abilities
SVEN = "Sven - Official Ice Deliverer"  # 5/7, cost 6, lore 1, no abilities
STITCH = "Stitch - New Dog"  # 2/2, cost 1, lore 1, no abilities
LAGOON = "Never Land - Mermaid Lagoon"  # location: willpower 4, lore 1, move cost 1
ITEM = "Dinglehopper"  # an item, cost 1
SONG = "This Is My Family"  # a song, cost 2: gain 1 lore, draw a card
OWL = "Owl - Logical Lecturer"  # 2/2, cost 1, inkable, an Ally, no abilities
AURORA = "Aurora - Regal Princess"  # 2/2, cost 2, lore 2, a Hero and Princess, no abilities
ISLAND = "Hundred Acre Island - Pooh's Home"  # location: willpower 5, move cost 1


def names(game: Game, seat: int, zone: str) -> list[str]:
    """The names of the cards in one of a player's zones, in zone order."""
    return [c.name for c in game.state.players[seat].zone(zone)]


def find(game: Game, seat: int, zone: str, name: str) -> Card:
    """The (first) card called `name` in the zone; fails the test if there is none."""
    for card in game.state.players[seat].zone(zone):
        if card.name == name:
            return card
    raise AssertionError(f"{name!r} not in seat {seat}'s {zone}: {names(game, seat, zone)}")


def card(game: Game, iid: int) -> Card:
    """The card with this instance id; fails the test if the id is no longer in use."""
    found = game.state.card(iid)
    assert found is not None, f"no card with id {iid}"
    return found


def choose(game: Game, seat: int, *picks: int | str) -> None:
    """Answer the pending decision, checking it is that player's."""
    assert game.state.decision is not None, "no decision pending"
    assert game.state.decision.player == seat, game.state.decision
    game.apply(seat, Choose(tuple(picks)))


def options(game: Game) -> list[int | str]:
    """The options of the pending decision."""
    assert game.state.decision is not None, "no decision pending"
    return list(game.state.decision.options)


def idle(game: Game) -> bool:
    """Nothing is pending: the active player may take a turn action."""
    s = game.state
    return s.decision is None and not s.frames and not s.agenda and not s.bag


def keep_order(game: Game, seat: int) -> None:
    """Answer "put them in any order" decisions by keeping the order the cards were in."""
    while game.state.decision is not None and game.state.decision.kind == "order":
        choose(game, seat, game.state.decision.options[0])


def remove(game: Game, seat: int, amount: int | None = None) -> None:
    """Answer a "remove up to N damage" decision with how much to remove (None: the most)."""
    d = game.state.decision
    assert d is not None and d.kind == "amount", d
    choose(game, seat, str(amount) if amount is not None else d.options[-1])


def hand_and_ink(name: str, *, ink: int = 9, active: int = 0) -> tuple[Scenario, int]:
    """A scenario where the active player has the card in hand and `ink` ready ink cards;
    returns it and the card's id."""
    sc = Scenario(active=active)
    iid = sc.add(active, "hand", name)
    sc.add(active, "inkwell", INK, count=ink)
    return sc, iid
