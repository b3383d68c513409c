"""Seed 001 as a ruleset: another TCG's state-based actions (comprehensive rules 704).

A game model just large enough for every sentence of the seed (`model`), characteristics and
attachment legality (`chars`), the generic judge actions that create any situation (`actions`),
the state-based actions themselves (`sba`), priority, the stack and the cleanup step
(`procedure`) and a scenario builder (`scenario`).
"""

from engine.rulesets.sba704.procedure import Game
from engine.rulesets.sba704.scenario import Scenario

__all__ = ["Game", "Scenario"]
