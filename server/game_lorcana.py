"""Lorcana's `GameFactory`: decks and rules options from a create request, and the engine.

Everything Lorcana-specific the server knows is here, not in the room or the HTTP layer:
decks (a built-in deck's name, deck text of "4 Card Name" lines, or a list of card names;
without decks, built-in decks are dealt round-robin), `RulesOptions`, and the engine's
`Game`, whose `timeout` action the turn clock applies.
"""

from __future__ import annotations

from typing import Any

from server.games import GameFactory, Match, Setup, SetupError
from server.store.base import JsonDict, MatchMeta

NAME = "lorcana"


def parse_decks(body: JsonDict) -> tuple[list[list[str]], list[str | None]]:
    """Decks from a create request. Sizes are checked before anything is expanded
    (`parse_deck_text` adds up the counts first)."""
    from engine import BUILTIN_DECKS, MAX_DECK_CARDS, DeckError, builtin_deck, parse_deck_text

    players = body.get("players")
    decks = body.get("decks")
    if players is not None and (type(players) is not int or not 2 <= players <= 4):
        raise SetupError("'players' must be an integer from 2 to 4")
    if decks is None:
        count = players or 2
        names = sorted(BUILTIN_DECKS)
        decks = [names[i % len(names)] for i in range(count)]
    if not isinstance(decks, list) or not 2 <= len(decks) <= 4:
        raise SetupError("'decks' must be a list of 2 to 4 decks")
    if players is not None and players != len(decks):
        raise SetupError("'players' does not match the number of decks")
    cards: list[list[str]] = []
    labels: list[str | None] = []
    for i, deck in enumerate(decks):
        try:
            if isinstance(deck, str) and "\n" not in deck:
                cards.append(builtin_deck(deck))
                labels.append(deck)
            elif isinstance(deck, str):
                cards.append(parse_deck_text(deck))
                labels.append(None)
            elif isinstance(deck, list) and all(isinstance(c, str) for c in deck):
                if len(deck) > MAX_DECK_CARDS:
                    raise SetupError(f"deck {i}: a deck may hold at most {MAX_DECK_CARDS} cards")
                cards.append(list(deck))
                labels.append(None)
            else:
                raise SetupError(
                    f"deck {i} must be a built-in deck name, deck text or a list of card names"
                )
        except DeckError as exc:
            raise SetupError(f"deck {i}: {str(exc)[:300]}") from None
    return cards, labels


def setup(body: JsonDict) -> Setup:
    """The engine is the judge of legality (the deck rules `Game.new` applies); the game itself
    is set up once, when the room loads."""
    from engine import DeckError, RulesOptions, validate_decks

    decks, labels = parse_decks(body)
    raw_options = body.get("options") or {}
    if not isinstance(raw_options, dict):
        raise SetupError("'options' must be an object")
    try:
        options = RulesOptions.from_data(raw_options)
        validate_decks(decks, options)
    except (DeckError, ValueError, TypeError) as exc:
        raise SetupError(str(exc)[:300]) from None
    return Setup(tuple(tuple(d) for d in decks), tuple(labels), options.to_data())


def lorcana_factory() -> GameFactory:
    from engine import Game, RulesOptions, action_from_wire

    def new(meta: MatchMeta) -> Match:
        decks = [list(deck) for deck in meta.decks]
        options = RulesOptions.from_data(meta.options)
        return Game.new(decks, seed=meta.seed, options=options)

    def restore(data: dict[str, Any]) -> Match:
        return Game.restore(data)

    return GameFactory(name=NAME, setup=setup, new=new, restore=restore,
                       action_from_wire=action_from_wire, clock=True)
