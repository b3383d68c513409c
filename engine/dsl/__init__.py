"""The ability DSL (version 2): cards are data built from these frozen values.

One typed vocabulary, and one evaluator, per concept:

| module | vocabulary | evaluator |
|---|---|---|
| `filters` | `Filter`, `Cmp` | `Filter.matches`, `cards` |
| `amounts` | `int`, `Count`, `StatOf`, `Var`, `Lore`, `Scaled` | `amount` |
| `conditions` | `YourTurn`, `Event`, `ThisCard`, `Compare`, `DidThisTurn`, `All`, ... | `holds` |
| `players` | `Who` (`ME`, `EACH_OPPONENT`, `EACH_PLAYER`, ...) | `seats` |
| `durations` | `THIS_TURN`, `THEIR_NEXT_TURN`, `UNTIL_YOUR_NEXT_TURN`, ... | `set_duration` |
| `script` | `Trigger`, `Activated`, `Static`, `CardScript` | `engine.ops.emit`, `engine.query` |

Effect steps are in `engine.steps`; docs/CARDS_DSL.md is the card writer's guide. The few
cards the vocabulary cannot express use `Custom(name)` (`engine.cards.custom`).
"""

from engine.dsl.amounts import (
    Amount,
    Count,
    Lore,
    Most,
    MostOpponent,
    Scaled,
    StatOf,
    Total,
    Var,
    amount,
)
from engine.dsl.conditions import (
    DEFENDING,
    IN_CHALLENGE,
    OPPONENTS_TURN,
    YOUR_TURN,
    All,
    AnyOf,
    ByYou,
    Challenging,
    Chosen,
    Compare,
    Condition,
    DidThisTurn,
    Event,
    HadGranted,
    Not,
    ThisCard,
    TopOfDeck,
    WasHere,
    YourTurn,
    did,
    have,
    have_none,
    holds,
)
from engine.dsl.durations import (
    THEIR_NEXT_TURN,
    THIS_TURN,
    UNTIL_YOUR_NEXT_TURN,
    WHILE_IN_PLAY,
    Duration,
)
from engine.dsl.filters import (
    ALL_TYPES,
    ANY,
    ANY_CARD,
    CHARACTERS,
    ITEMS,
    OPPONENT,
    OPPOSING_CHARACTERS,
    YOU,
    YOUR_CHARACTERS,
    Cmp,
    Filter,
    cards,
)
from engine.dsl.players import EACH_OPPONENT, EACH_PLAYER, ME, Who, chosen_player, owner_of, seats
from engine.dsl.script import (
    EMPTY_SCRIPT,
    RESTRICTIONS,
    STAT_KINDS,
    Activated,
    CardScript,
    Ctx,
    Static,
    Step,
    Target,
    Trigger,
)

__all__ = [
    "ALL_TYPES",
    "ANY",
    "ANY_CARD",
    "CHARACTERS",
    "DEFENDING",
    "EACH_OPPONENT",
    "EACH_PLAYER",
    "EMPTY_SCRIPT",
    "IN_CHALLENGE",
    "ITEMS",
    "ME",
    "OPPONENT",
    "OPPONENTS_TURN",
    "OPPOSING_CHARACTERS",
    "RESTRICTIONS",
    "STAT_KINDS",
    "THEIR_NEXT_TURN",
    "THIS_TURN",
    "UNTIL_YOUR_NEXT_TURN",
    "WHILE_IN_PLAY",
    "YOU",
    "YOUR_CHARACTERS",
    "YOUR_TURN",
    "Activated",
    "All",
    "Amount",
    "AnyOf",
    "ByYou",
    "CardScript",
    "Challenging",
    "Chosen",
    "Cmp",
    "Compare",
    "Condition",
    "Count",
    "Ctx",
    "DidThisTurn",
    "Duration",
    "Event",
    "Filter",
    "HadGranted",
    "Lore",
    "Most",
    "MostOpponent",
    "Not",
    "Scaled",
    "StatOf",
    "Static",
    "Step",
    "Target",
    "ThisCard",
    "TopOfDeck",
    "Total",
    "Trigger",
    "Var",
    "WasHere",
    "Who",
    "YourTurn",
    "amount",
    "cards",
    "chosen_player",
    "did",
    "have",
    "have_none",
    "holds",
    "owner_of",
    "seats",
]
