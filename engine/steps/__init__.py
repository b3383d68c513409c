"""The DSL's effect steps (see docs/CARDS_DSL.md), by what they do:

- `cards`: Damage, Heal, MoveDamage, Modify, Grant, Restrict, Ready, Exert, Banish, ToHand,
  Discard, Ink, InkFromDeck, PutUnder, TakeFromUnder, MoveTo, ToDeck, CostNext;
- `choices`: May, Choose, ChooseCards, ChooseEach, ChoosePlayer, ChooseMode;
- `players`: Draw, GainLore, LoseLore, PayInk;
- `hands`: ChoosePlayers, DiscardHand, DiscardRandom, MayDraw, RevealHand;
- `deck`: LookAtTop, Mill, Shuffle, Reveal, RevealTop, PlayFree;
- `grants`: BlockPlays, GrantActivated, RestrictAll, LimitReady;
- `keywords`: LoseKeyword;
- `under`: FromUnder;
- `play`: TopCards, MayPlay;
- `control`: If, Announce, Collect, Delayed, Once, Custom (and `flatten`, which the registry
  applies).
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
    TakeFromUnder,
    ToDeck,
    ToHand,
)
from engine.steps.choices import Choose, ChooseCards, ChooseEach, ChooseMode, ChoosePlayer, May
from engine.steps.control import Announce, Collect, Custom, Delayed, If, Once, flatten
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
    RevealTop,
    RevealTopMayPlay,
    Shuffle,
)
from engine.steps.grants import BlockPlays, GrantActivated, LimitReady, RestrictAll
from engine.steps.hands import ChoosePlayers, DiscardHand, DiscardRandom, MayDraw, RevealHand
from engine.steps.identity import GainClassification
from engine.steps.keywords import LoseKeyword
from engine.steps.play import MayPlay, ShiftFree, TopCards
from engine.steps.players import Draw, GainLore, LoseLore, PayInk
from engine.steps.under import FromUnder

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
    "ChooseEach",
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
    "DiscardRandom",
    "Draw",
    "Exert",
    "ExertCost",
    "FromUnder",
    "GainClassification",
    "GainLore",
    "Grant",
    "GrantActivated",
    "Heal",
    "If",
    "Ink",
    "InkFromDeck",
    "LimitReady",
    "LookAtTop",
    "LoseKeyword",
    "LoseLore",
    "May",
    "MayDraw",
    "MayPlay",
    "Mill",
    "Modify",
    "MoveDamage",
    "MoveTo",
    "Once",
    "PayInk",
    "PlayFree",
    "PutUnder",
    "Ready",
    "Restrict",
    "RestrictAll",
    "Reveal",
    "RevealHand",
    "RevealTop",
    "RevealTopMayPlay",
    "ShiftFree",
    "Shuffle",
    "TakeFromUnder",
    "ToDeck",
    "ToHand",
    "TopCards",
    "add_timed",
    "flatten",
    "resolve_targets",
    "value",
]
