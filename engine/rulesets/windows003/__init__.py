"""Seed 003 as a ruleset: a third TCG's player actions, action schemes, save/cancel and
response windows, passive abilities, lasting effects and "moribund" cards.

`model` holds the state (characters, locations, attachments, events; abilities as data),
`chars` the characteristics under lasting effects and the cost of an action, `effects` the one
vocabulary of effect steps, `scheme` the action scheme's steps 1-6 as tasks, `game` the player
action segments and the actions players send, `scenario` a builder for any position.
"""

from engine.rulesets.windows003.game import Game
from engine.rulesets.windows003.scenario import Scenario

__all__ = ["Game", "Scenario"]
