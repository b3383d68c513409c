"""The engine's scheduler: runs effects, the bag and the turn structure until input is needed.

Work that must happen later is kept as data: `state.frames` (effects being resolved, top last)
and `state.agenda` (a stack of small tasks such as ["gsc"], ["bag"], ["challenge_damage"]).
`advance` runs frames before tasks and stops when a decision is pending, when the active player
may take a turn action, or when the game is over. Nothing here blocks or calls out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from engine import ops, query
from engine.cards.registry import steps
from engine.core.triggers import next_resolver
from engine.dsl.script import Ctx
from engine.options import EMPTY_DECK_END_OF_TURN
from engine.rng import shuffle
from engine.state import DISCARD, EVERY_CHARACTER, PLAY, Decision, Frame, GameState
from engine.statecheck import eliminate, state_check

Event = ops.Event
Task = list[Any]


def push(s: GameState, *tasks: Task) -> None:
    """Schedule tasks to run in the order given."""
    s.agenda.extend(reversed(tasks))


def after_action(s: GameState) -> None:
    """After a turn action or effect: a game state check, then the bag (1.8, 7.7)."""
    push(s, ["gsc"], ["bag"])


def start_frame(s: GameState, ref: tuple[str, str, int], controller: int, source: int,
                **vars: Any) -> None:
    s.frames.append(Frame(ref, controller, source, 0, dict(vars)))


def _run_frame(s: GameState, events: list[Event]) -> None:
    frame = s.frames[-1]
    program = steps(frame.ref)
    while frame.pc < len(program) and not frame.vars.get("_stop"):
        answer, s.answer = s.answer, None
        ctx = Ctx(s, frame, answer, events)
        decision = program[frame.pc].run(ctx)
        if s.over:
            return
        if ctx.jump >= 0:
            frame.pc = ctx.jump
            continue
        if decision is not None:
            if not s.players[decision.player].alive:
                # A player who left the game makes no more choices (9.2.3): do the rest.
                frame.pc += 1
                continue
            if _auto_answer(s, decision):
                continue
            s.decision = decision
            return
        frame.pc += 1
        if s.frames[-1] is not frame:
            # The step started another effect (an action played for free): it resolves
            # first, then this one goes on.
            return
    s.frames.pop()
    if not s.frames and s.revealed:
        s.revealed = []  # revealed only while the effect resolves (6.1.14.2)


def _auto_answer(s: GameState, d: Decision) -> bool:
    """A mandatory choice with exactly one way to answer is made for the player."""
    if d.min == d.max == len(d.options) and d.kind != "may":
        s.answer = list(d.options)
        return True
    return False


def advance(s: GameState, events: list[Event]) -> None:
    while not s.over and s.decision is None:
        if s.frames:
            _run_frame(s, events)
        elif s.agenda:
            task = s.agenda.pop()
            TASKS[task[0]](s, events, *task[1:])
        else:
            return


# --- tasks -----------------------------------------------------------------------------------

def _gsc(s: GameState, events: list[Event]) -> None:
    state_check(s, events)


def _bag(s: GameState, events: list[Event]) -> None:
    """Resolve one bag item, choosing the resolving player by rulebook 7.7.4."""
    if not s.bag:
        s.bag_resolver = -1
        return
    # The last resolver goes on while they have triggers; then the bag passes to the next
    # player in turn order after them (7.7.4.3-4), starting with the active player.
    n = len(s.players)
    resolver = next_resolver(Counter(b.controller for b in s.bag),
                             [(s.active + i) % n for i in range(n)], s.bag_resolver)
    assert resolver is not None  # the bag is not empty
    mine = [b for b in s.bag if b.controller == resolver]
    answer, s.answer = s.answer, None
    if len(mine) > 1 and answer is None:
        push(s, ["bag"])
        s.decision = Decision(resolver, "bag", [b.id for b in mine], 1, 1,
                              "Choose which triggered ability resolves next")
        return
    item = mine[0] if answer is None else next(b for b in mine if b.id == answer[0])
    s.bag.remove(item)
    s.bag_resolver = resolver
    push(s, ["gsc"], ["bag"])
    start_frame(s, item.ref, item.controller, item.source, **item.vars)


def _to_discard(s: GameState, events: list[Event], iid: int) -> None:
    card = s.card(iid)
    if card is not None and card.zone == PLAY:
        ops.move(s, card, DISCARD)


def _bodyguard(s: GameState, events: list[Event], iid: int) -> None:
    """Bodyguard (8.3.2): the player may have the character enter play exerted."""
    card = s.card(iid)
    if card is None or card.zone != PLAY:
        return
    answer, s.answer = s.answer, None
    if answer is None:
        push(s, ["bodyguard", iid])
        prompt = "Bodyguard: enter play exerted?" if query.has(s, card, "Bodyguard") \
            else "Enter play exerted?"
        s.decision = Decision(card.owner, "bodyguard", ["ready", "exerted"], 1, 1, prompt, iid)
        return
    card.exerted = answer[0] == "exerted"


def _challenge_damage(s: GameState, events: list[Event]) -> None:
    """Challenge Damage step (4.6.6): both deal damage simultaneously."""
    if not s.challenge:
        return
    a, d = (s.card(i) for i in s.challenge)
    if a is None or d is None or a.zone != PLAY or d.zone != PLAY:
        return
    to_defender = max(0, query.strength(s, a))
    to_attacker = max(0, query.strength(s, d)) if d.facts.is_character else 0
    if "damage_with_willpower" in s.pool.kinds:
        # "During challenges, your characters deal damage with their {W} instead of their {S}."
        if query.restricted(s, a, "damage_with_willpower"):
            to_defender = max(0, query.willpower(s, a))
        if d.facts.is_character and query.restricted(s, d, "damage_with_willpower"):
            to_attacker = max(0, query.willpower(s, d))
    # "Takes no damage from the challenge" (a static or timed 'no_challenge_damage').
    if query.restricted(s, a, "no_challenge_damage"):
        to_attacker = 0
    if query.restricted(s, d, "no_challenge_damage"):
        to_defender = 0
    ops.deal_damage(s, d, to_defender, a.iid, in_challenge=True, events=events)
    ops.deal_damage(s, a, to_attacker, d.iid, in_challenge=True, events=events)


def _challenge_end(s: GameState, events: list[Event]) -> None:
    s.challenge = []


def _main(s: GameState, events: list[Event]) -> None:
    s.phase = "main"


def _start_turn(s: GameState, events: list[Event], seat: int) -> None:
    """Start-of-Turn phase (3.2): Ready, Set, Draw, each step followed by a state check."""
    s.active = seat
    s.turn += 1
    s.phase = "start"
    p = s.players[seat]
    p.inked_this_turn = 0
    # Effects of a turn that ended without its End-of-Turn phase (its player left the game)
    # are over too.
    s.effects = [e for e in s.effects if not (0 < e.until_turn < s.turn and e.waiting_for < 0)
                 and e.until_start_of != seat]
    for q in s.players:
        if q.counters:
            q.counters = {}
    events.append({"type": "turn", "player": seat, "turn": s.turn})
    # Effects "during their next turn" start first, so that one saying a card can't ready
    # at the start of that turn holds at the Ready step.
    for e in s.effects:
        if e.waiting_for == seat:
            e.waiting_for = -1
            e.until_turn = s.turn
    limit = query.ready_limit(s, seat) if s.effects else None
    ops.ready_all(s, seat, characters=limit is None)
    ops.emit(s, "turn_start", None)  # "at the start of your turn" (resolved after Set, 3.2.2)
    if limit is not None:
        push(s, ["limited_ready", seat, limit])
    push(s, ["gsc"], ["set_step"], ["gsc"], ["bag"], ["draw_step"], ["gsc"], ["bag"], ["main"])


def _limited_ready(s: GameState, events: list[Event], seat: int, limit: int) -> None:
    """The Ready step under "can't ready more than N of their characters" (3.2.1.1 with a
    restriction, 1.2.2): the player readies N of the exerted characters that can ready, their
    choice when there are more."""
    p = s.players[seat]
    can = [c for c in p.play if c.facts.is_character and c.exerted
           and not query.restricted(s, c, "cant_ready")
           and not query.restricted(s, c, "cant_ready_at_start")]
    answer, s.answer = s.answer, None
    if answer is None and len(can) > limit:
        push(s, ["limited_ready", seat, limit])
        s.decision = Decision(seat, "target", [c.iid for c in can], limit, limit,
                              f"Choose {limit} character(s) to ready", 0)
        return
    picked = set(answer) if answer is not None else {c.iid for c in can}
    for c in can:
        if c.iid in picked:
            ops.ready(s, c)


def _set_step(s: GameState, events: list[Event]) -> None:
    p = s.players[s.active]
    for c in p.play:
        c.drying = False
        if c.facts.is_location:
            ops.gain_lore(s, p.seat, query.lore(s, c))


def _draw_step(s: GameState, events: list[Event]) -> None:
    if not (s.turn == 1 and s.active == s.starting):
        ops.draw(s, s.active, events)


def _end_turn(s: GameState, events: list[Event]) -> None:
    """End-of-Turn phase (3.4): end-of-turn triggers, then "this turn" effects end."""
    s.phase = "end"
    ops.emit(s, "turn_end", None)
    push(s, ["bag"], ["expire"], ["bag"], ["turn_over"])


_PLAYER_EFFECTS = (query.PLAYER_CANT_PLAY, query.READY_LIMIT)


def _expire(s: GameState, events: list[Event]) -> None:
    s.effects = [
        e for e in s.effects
        if not (e.until_turn == s.turn and e.waiting_for < 0) and (
            e.waiting_for >= 0 or e.until_turn != 0 or e.target in s.by_iid
            or e.kind in _PLAYER_EFFECTS  # a player's, not a card's
            or e.target == EVERY_CHARACTER  # every character's (`steps.RestrictAll`)
        ) and not (e.source and e.source not in s.by_iid)
    ]


def _turn_over(s: GameState, events: list[Event]) -> None:
    seat = s.active
    if s.options.empty_deck == EMPTY_DECK_END_OF_TURN and not s.players[seat].deck:
        eliminate(s, seat, "empty_deck", events)
    state_check(s, events)
    if not s.over and s.players[seat].alive:  # else leaving already passed the turn on
        push(s, ["start_turn", query.next_seat(s, seat)])


def _alter_hands(s: GameState, events: list[Event], waiting: list[int]) -> None:
    """Setup (2.2.2): each player in turn order may alter their hand once.

    `waiting` lists the seats still to decide, so a player who concedes meanwhile is skipped.
    """
    waiting = [seat for seat in waiting if s.players[seat].alive]
    if not waiting:
        for p in s.players:
            if p.alive and p.altered_hand:
                s.rng = shuffle(s.rng, p.deck)
        push(s, ["start_turn", s.starting if s.players[s.starting].alive
                 else query.next_seat(s, s.starting)])
        return
    seat = waiting[0]
    p = s.players[seat]
    answer, s.answer = s.answer, None
    if answer is None:
        push(s, ["alter_hands", waiting])
        s.decision = Decision(seat, "alter_hand", [c.iid for c in p.hand], 0, len(p.hand),
                              "Choose cards to put on the bottom of your deck", hidden=True)
        return
    chosen = [c for c in p.hand if c.iid in set(answer)]
    for card in chosen:
        ops.move(s, card, "deck", bottom=True)
    for _ in chosen:
        ops.draw(s, seat, events)
    p.altered_hand = bool(chosen)
    events.append({"type": "alter_hand", "player": seat, "count": len(chosen)})
    push(s, ["alter_hands", waiting[1:]])


TASKS: dict[str, Callable[..., None]] = {
    "gsc": _gsc,
    "bag": _bag,
    "to_discard": _to_discard,
    "bodyguard": _bodyguard,
    "limited_ready": _limited_ready,
    "challenge_damage": _challenge_damage,
    "challenge_end": _challenge_end,
    "main": _main,
    "start_turn": _start_turn,
    "set_step": _set_step,
    "draw_step": _draw_step,
    "end_turn": _end_turn,
    "expire": _expire,
    "turn_over": _turn_over,
    "alter_hands": _alter_hands,
}
