"""The DSL's effect steps (see docs/CARDS_DSL.md), by what they do:

- `cards`: Damage, Heal, MoveDamage, Modify, Grant, Restrict, Ready, Exert, Banish, ToHand,
  Discard, Ink, InkFromDeck, PutUnder, MoveTo, ToDeck, CostNext;
- `choices`: May, Choose, ChooseCards, ChoosePlayer, ChooseMode;
- `players`: Draw, GainLore, LoseLore, PayInk;
- `deck`: LookAtTop, Mill, Shuffle, Reveal, PlayFree;
- `grants`: BlockPlays, GrantActivated;
- `keywords`: LoseKeyword;
- `control`: If, Announce, Collect, Delayed, Custom (and `flatten`, which the registry applies).
"""

from engine.steps.base import add_timed, resolve_targets, value
from engine.steps.cards import (
    Banish,
    CostNext,
    Damage,
    Discard,
    Exert,
    Grant,
    Heal,
    Ink,
    InkFromDeck,
    Modify,
    MoveDamage,
    MoveTo,
    PutUnder,
    Ready,
    Restrict,
    ToDeck,
    ToHand,
)
from engine.steps.choices import Choose, ChooseCards, ChooseMode, ChoosePlayer, May
from engine.steps.control import Announce, Collect, Custom, Delayed, If, flatten
from engine.steps.costs import ExertCost
from engine.steps.deck import (
    BOTTOM,
    TO_DISCARD,
    TOP,
    TOP_OR_BOTTOM,
    LookAtTop,
    Mill,
    PlayFree,
    Reveal,
    RevealTopMayPlay,
    Shuffle,
)
from engine.steps.grants import BlockPlays, GrantActivated
from engine.steps.hands import ChoosePlayers, DiscardHand, MayDraw, RevealHand
from engine.steps.identity import GainClassification
from engine.steps.keywords import LoseKeyword
from engine.steps.players import Draw, GainLore, LoseLore, PayInk

__all__ = [
    "BOTTOM",
    "TOP",
    "TOP_OR_BOTTOM",
    "TO_DISCARD",
    "Announce",
    "Banish",
    "BlockPlays",
    "Choose",
    "ChooseCards",
    "ChooseMode",
    "ChoosePlayer",
    "ChoosePlayers",
    "Collect",
    "CostNext",
    "Custom",
    "Damage",
    "Delayed",
    "Discard",
    "DiscardHand",
    "Draw",
    "Exert",
    "ExertCost",
    "GainClassification",
    "GainLore",
    "Grant",
    "GrantActivated",
    "Heal",
    "If",
    "Ink",
    "InkFromDeck",
    "LookAtTop",
    "LoseKeyword",
    "LoseLore",
    "May",
    "MayDraw",
    "Mill",
    "Modify",
    "MoveDamage",
    "MoveTo",
    "PayInk",
    "PlayFree",
    "PutUnder",
    "Ready",
    "Restrict",
    "Reveal",
    "RevealHand",
    "RevealTopMayPlay",
    "Shuffle",
    "ToDeck",
    "ToHand",
    "add_timed",
    "flatten",
    "resolve_targets",
    "value",
]
