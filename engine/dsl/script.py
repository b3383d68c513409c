"""The shapes of a card's abilities: `Trigger`, `Activated`, `Static`, and the `CardScript`
that holds them, plus `Step` and `Ctx`, what every effect step is and sees.

A card's abilities are a `CardScript`: keyword-free triggered abilities (`Trigger`), activated
abilities (`Activated`), static abilities (`Static`) and, for actions and songs, the effect that
resolves when played. Effects are tuples of `Step`s (`engine.steps`). Steps run inside a
`Frame` (plain data in the game state); a step that needs a player's choice returns a
`Decision` and is run again with the answer, so resolution can stop and resume at any point
without suspended code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.dsl.amounts import Amount
from engine.dsl.conditions import Condition
from engine.dsl.filters import Filter

if TYPE_CHECKING:
    from engine.state import Decision, Frame, GameState

# A step's target: "self" (the source card), "subject" (the card the trigger is about),
# "other" (the trigger's other card, e.g. the challenger), the name of a variable set by an
# earlier choice, or a Filter meaning "each such card".
Target = str | Filter


class Ctx:
    """What a step sees while running: the game state, its frame, and the pending answer.
    A control step sets `jump` to the index of the step to run next."""

    __slots__ = ("answer", "events", "frame", "jump", "state")

    def __init__(self, state: GameState, frame: Frame, answer: list[Any] | None,
                 events: list[dict[str, Any]]) -> None:
        self.state = state
        self.frame = frame
        self.answer = answer
        self.events = events
        self.jump = -1

    @property
    def controller(self) -> int:
        return self.frame.controller

    @property
    def source(self) -> int:
        return self.frame.source


class Step:
    """One instruction of an effect. `run` returns a Decision to wait for a choice, else None."""

    __slots__ = ()

    def run(self, ctx: Ctx) -> Decision | None:
        raise NotImplementedError(type(self).__name__)


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability (rulebook 6.2).

    `on`: the event ('play', 'quest', 'challenge', 'challenged', 'banish', 'banishes',
    'leave_play', 'return_to_hand', 'ready', 'exert' (the subject was exerted: to quest,
    challenge, sing, pay {E} or by an effect), 'sing', 'move', 'put_under' (a card was put
    under the subject: Boost), 'turn_start', 'turn_end', 'chosen_by_opponent').
    `subject`: whose event it is relative to this card:
    'self', 'own', 'other_own', 'opposing', 'any' or 'none' (turn events), narrowed by
    `filter` (evaluated for this card's controller). `condition` must hold when the event
    happens ("during your turn, whenever ..."); a condition checked on resolution ("..., if
    you have ...") is an `If` step in the effect. `once_per_turn`: after it has resolved
    once this turn, it resolves with no effect (6.1.13.2).
    """

    on: str
    effect: tuple[Step, ...]
    subject: str = "self"
    filter: Filter | None = None
    optional: bool = False
    condition: Condition | None = None
    name: str = ""
    once_per_turn: bool = False


@dataclass(frozen=True, slots=True)
class Activated:
    """An activated ability (rulebook 6.3): `{E}` and/or ink and/or banishing this card, usable
    only while `condition` holds, and with `once_per_turn` once a turn for each card.
    `exert_one`: the cost also exerts one other card of yours matching it ("{E} one of your
    characters", 4.4.2.1). `free_if`: while it holds the ability may be used "for free", all
    costs but {E} ignored (1.5.5.4; only ink is such a cost here)."""

    effect: tuple[Step, ...]
    exert: bool = True
    ink: int = 0
    banish_self: bool = False
    condition: Condition | None = None
    name: str = ""
    once_per_turn: bool = False
    exert_one: Filter | None = None
    free_if: Condition | None = None


@dataclass(frozen=True, slots=True)
class Static:
    """A static ability (rulebook 6.4): one general modifier.

    `kind` says what it changes (the modifiers, all evaluated in `engine.query`):
    - 'keyword': the cards gain `keyword` (with `value` for +N keywords);
    - 'strength' / 'willpower' / 'lore': the cards get +`value` (an Amount; negative lowers);
    - restrictions: 'cant_quest', 'cant_challenge', 'cant_be_challenged', 'cant_ready',
      'cant_sing', 'cant_play' (cards in a hand that can't be played), 'enters_exerted',
      'cant_move' (can't move to locations), 'must_quest' ("must quest if able": the turn
      can't end while it can quest);
    - 'cost': matching cards cost `value` less to play for this card's controller
      (payment modifier, 4.3.2.3); with `zone='hand'` and `applies_to='self'`, the card
      makes itself cheaper.
    `applies_to`: 'self' or a Filter (evaluated for this card's controller; its zone is where
    the affected cards are). `condition`: while it holds. `zone`: where this card must be for
    the ability to work ('play'; 'hand' or 'discard' for abilities that work from there).
    """

    kind: str
    applies_to: Filter | str = "self"
    keyword: str = ""
    value: Amount = 0
    condition: Condition | None = None
    zone: str = "play"
    name: str = ""
    # 'cant_be_challenged_by': the attackers the restriction is about (evaluated for this
    # card's controller): "damaged characters can't challenge this character".
    by: Filter | None = None

    def __post_init__(self) -> None:
        if self.kind not in STATIC_KINDS:
            raise ValueError(f"unknown static kind {self.kind!r}")


STAT_KINDS = frozenset({"strength", "willpower", "lore"})
#: The ability "can challenge ready characters", granted like a keyword (`Grant`, or a
#: 'keyword' static).
READY_TARGETS = "can challenge ready characters"
RESTRICTIONS = frozenset({"cant_quest", "cant_challenge", "cant_be_challenged", "cant_ready",
                          "cant_sing", "cant_play", "enters_exerted", "cant_move",
                          "must_quest"})
STATIC_KINDS = STAT_KINDS | RESTRICTIONS | {"keyword", "cost", "cant_be_challenged_by"}
# 'shift_cost' (with zone='hand'): the card's Shift costs `value` less ("for each item card in
# your discard, you pay 1 {I} less to play this character using her Shift ability").
STATIC_KINDS |= {"shift_cost"}
# 'play_by_banishing' (zone='hand'): the card may be played for free by banishing a card of
# yours in play that matches `applies_to`, while `condition` holds (an alternate cost).
STATIC_KINDS |= {"play_by_banishing"}
# 'activated': the cards matching `applies_to` gain this card's activated ability number
# `value` (an int) while it is in play ("your characters with Reckless gain '{E} - ...'").
STATIC_KINDS |= {"activated"}
# 'enters_damaged': the cards enter play with `value` damage counters on them ("this character
# enters play with 2 damage", 6.7.8: put as it enters play, not dealt).
# 'no_challenge_damage': the cards take no damage in the Challenge Damage step (4.6.6.1), e.g.
# with `condition=Challenging(...)` "whenever he challenges ..., he takes no damage from the
# challenge" (a restriction kind: a timed `Restrict` of it works too).
# 'strength_floor': the cards' {S} can't be reduced below their printed value (6.6.4).
STATIC_KINDS |= {"enters_damaged", "no_challenge_damage", "strength_floor"}
# 'ink_from': this card's controller may ink the cards matching `applies_to` (a Filter whose
# zone is where they are, e.g. the discard) as the turn's ink action, as from the hand
# ("you can ink cards from your discard"; the inkwell symbol is still needed, 4.2.1).
STATIC_KINDS |= {"ink_from"}
# 'play_free' (zone='hand'): while `condition` holds the card may be played for free, an
# alternate cost (1.5.5.3), e.g. while you have a character of some name in play.
STATIC_KINDS |= {"play_free"}
# 'cost_once': like 'cost', but only for the first matching card its controller plays after
# each of their turns starts, for each card with it (a "once during your turn" payment
# modifier for the next card of a kind, 6.1.13.2).
STATIC_KINDS |= {"cost_once"}
# 'gain_shift' (zone='hand'): while `condition` holds the card has Shift `value` (an int),
# by name, like a printed Shift ("if ..., this card gains Shift 0 {I}").
STATIC_KINDS |= {"gain_shift"}
# 'classification': the cards matching `applies_to` gain the classification named in
# `keyword` ("all opposing characters gain the Villain classification"); every filter with
# `classification` sees it.
STATIC_KINDS |= {"classification"}
# 'challenge_ready': the cards matching `applies_to` can challenge ready characters that match
# `by` ("this character can challenge ready Villain characters"); Bodyguard still applies.
STATIC_KINDS |= {"challenge_ready"}
# 'no_first_damage': the first time in a turn (while `condition` holds) that a matching card
# would take damage (dealt, put or moved, 1.9.1.5), it takes none instead.
STATIC_KINDS |= {"no_first_damage"}
# 'must_be_chosen': opponents must choose the matching cards for their actions' and
# abilities' choices if able ("opponents must choose this character ...", `Choose`).
STATIC_KINDS |= {"must_be_chosen"}
# 'lose_ability': the cards matching `applies_to` lose their static abilities named `keyword`
# ("your Gargoyle characters lose the Stone by Day ability"), see `engine.query._drop_lost`.
STATIC_KINDS |= {"lose_ability"}
# 'quest_while_drying': the cards can quest while drying ("this character can quest the turn
# he's played", 1.7.5 / 5.1.1.11; challenging still needs Rush).
# 'may_enter_exerted': the character may enter play exerted, its player's choice as it is
# played, as with Bodyguard (8.3.2: "this character may enter play exerted").
# 'cant_ready_at_start': the cards don't ready in their player's Ready step (3.2.1.1: "your
# characters not named X can't ready at the start of your turn"); effects still ready them.
# 'move_free' (on a location): the characters matching `applies_to` may move to this location
# for free, its move cost not paid (4.7: "your exerted characters can move here for free").
STATIC_KINDS |= {"quest_while_drying", "may_enter_exerted", "cant_ready_at_start", "move_free"}
# 'damage_with_willpower': in the Challenge Damage step the matching characters deal damage
# equal to their {W} instead of their {S} (4.6.6.1).
STATIC_KINDS |= {"damage_with_willpower"}


@dataclass(frozen=True, slots=True)
class CardScript:
    """Everything a card does beyond its printed facts and printed keywords.

    `shift`: how Shift finds its base: 'name' (8.10.1), 'classification:X' (8.10.8.1) or
    'universal' (8.10.8.2); the printed keywords '<Classification> Shift' and 'Universal
    Shift' set it too. `delayed`: triggered abilities that a `Delayed` step creates.
    """

    triggers: tuple[Trigger, ...] = ()
    activated: tuple[Activated, ...] = ()
    statics: tuple[Static, ...] = ()
    effect: tuple[Step, ...] = ()
    shift: str = "name"
    delayed: tuple[Trigger, ...] = ()
    # "This character also counts as being named X for Shift" (a base for X's Shift).
    shift_alias: str = ""


EMPTY_SCRIPT = CardScript()

