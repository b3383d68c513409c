"""Glimmer's rules engine for Disney Lorcana: pure, deterministic, serialisable.

The server, the protocol, tests and tools use only the names exported here.
"""

from engine.actions import (
    Action,
    Activate,
    Challenge,
    Choose,
    Concede,
    EndTurn,
    InkCard,
    MoveTo,
    PlayCard,
    Quest,
    TimeOut,
    action_from_wire,
)
from engine.decks import (
    BUILTIN_DECKS,
    MAX_DECK_CARDS,
    builtin_deck,
    complete_builtin_decks,
    parse_deck_text,
    resolve_deck,
    validate_deck,
    validate_decks,
)
from engine.errors import DeckError, EngineError, IllegalAction, InvalidAction
from engine.game import Game, GameResult
from engine.options import OPTION_RANGES, RulesOptions

__all__ = [
    "BUILTIN_DECKS", "MAX_DECK_CARDS", "OPTION_RANGES",
    "Action", "Activate", "Challenge", "Choose", "Concede", "DeckError",
    "EndTurn", "EngineError", "Game", "GameResult", "IllegalAction", "InkCard", "InvalidAction",
    "MoveTo", "PlayCard", "Quest", "RulesOptions", "action_from_wire", "builtin_deck",
    "complete_builtin_decks", "parse_deck_text", "resolve_deck", "validate_deck",
    "validate_decks",
]
__all__ += ["TimeOut"]  # (apart: the server's turn clock; see `engine.actions.TimeOut`)
