"""The game state check (seeds 000 and 002, rulebook 1.8), on the shared core's loop.

One `state_check` call runs the core `StateCheck` until a pass changes nothing. Its two groups
are Lorcana's: first win/lose conditions, then, only if none was met, banishing of characters
and locations with damage >= willpower, all at once as a single combined action. Results are
performed in turn order from the active player; a player who would win and lose in the same
check wins (`WinLose.WIN_BEATS_LOSE`). Triggers raised meanwhile only go into the bag; the
caller resolves the bag afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import ops, query
from engine.cards.facts import CHARACTER, LOCATION
from engine.core.statecheck import StateCheck, WinLose, verdict
from engine.options import EMPTY_DECK_DRAW
from engine.state import Card, GameState

Event = ops.Event


def end_game(s: GameState, winner: int, reason: str, events: list[Event]) -> None:
    s.phase = "over"
    s.winner = winner
    s.end_reason = reason
    s.decision = None
    s.answer = None
    s.frames.clear()
    s.agenda.clear()
    s.bag.clear()
    events.append({"type": "game_over", "winner": winner, "reason": reason})


def eliminate(s: GameState, seat: int, reason: str, events: list[Event]) -> None:
    """A player who loses leaves the game with their cards and bag triggers (1.10, 9.2.3)."""
    p = s.players[seat]
    if p.lost:
        return
    p.lost = reason
    events.append({"type": "player_lost", "player": seat, "reason": reason})
    s.bag = [b for b in s.bag if b.controller != seat]
    s.effects = [e for e in s.effects if e.controller != seat or e.kind != "delayed"]
    for card in p.play:
        s.by_iid.pop(card.iid, None)
        for u in card.under:
            s.by_iid.pop(u.iid, None)
    p.play.clear()
    # Effects they were resolving cease; a choice pending inside one goes with it.
    if s.frames and s.frames[-1].controller == seat:
        s.decision = None
        s.answer = None
    s.frames = [f for f in s.frames if f.controller != seat]
    alive = [q.seat for q in s.players if q.alive]
    if len(alive) == 1:
        end_game(s, alive[0], "last_player_standing" if len(s.players) > 2 else reason_for_win(
            reason), events)
    elif seat == s.active and s.phase != "setup":
        # The active player left: their turn is over and the next player's starts. Nothing
        # scheduled for the rest of that turn happens; other players' bag triggers wait.
        s.agenda.clear()
        s.challenge = []
        s.decision = None
        s.answer = None
        s.bag_resolver = -1
        s.agenda.append(["start_turn", query.next_seat(s, seat)])


def reason_for_win(loser_reason: str) -> str:
    return {"conceded": "opponent_conceded", "empty_deck": "opponent_decked"}.get(
        loser_reason, f"opponent_{loser_reason}"
    )


@dataclass(slots=True)
class _Check:
    """One check's state and event list: what the core's conditions and performer see."""

    s: GameState
    events: list[Event]


# A result: (seat, card) for a banishment, (seat, None) for a player who drew from an empty
# deck, (seat, True) for a player with enough lore to win.
_Result = tuple[int, "Card | bool | None"]


def _win_lose(c: _Check) -> list[_Result]:
    s = c.s
    win = s.options.win_lore
    decked = s.options.empty_deck == EMPTY_DECK_DRAW
    out: list[_Result] = []
    for p in s.players:
        if p.alive:
            if p.lore >= win:
                out.append((p.seat, True))
            if decked and p.drew_from_empty:
                out.append((p.seat, None))
    return out


def _doomed(c: _Check) -> list[_Result]:
    s = c.s
    if not query.statics(s, "willpower") and not (
            s.effects and any(e.kind == "willpower" for e in s.effects)):
        # Only printed willpower counts (what most checks see): no per-card sums to make.
        return [(card.owner, card) for p in s.players if not p.lost for card in p.play
                if card.damage >= card.facts.willpower and card.facts.type in _WILLPOWER]
    willpower = query.StatScan(s).willpower  # the timed effects summed once, not once a card
    return [
        (card.owner, card) for card in query.in_play(s)
        if card.facts.type in _WILLPOWER and card.damage >= willpower(card)
    ]


#: The card types with willpower, which damage banishes (1.8.1.4).
_WILLPOWER = frozenset({CHARACTER, LOCATION})


def _perform(c: _Check, results: list[_Result]) -> None:
    s, events = c.s, c.events
    if results[0][1] is True or results[0][1] is None:
        order = query.turn_order(s)
        v = verdict((seat for seat, r in results if r is True),
                    (seat for seat, r in results if r is None), order, WinLose.WIN_BEATS_LOSE)
        if v.winners:
            end_game(s, v.winners[0], "lore", events)
        elif v.draw:
            # Everyone left loses at once: nobody remains to win, so the game is a draw.
            for seat in v.losers:
                s.players[seat].lost = "empty_deck"
            end_game(s, -1, "draw", events)
        else:
            for seat in v.losers:
                eliminate(s, seat, "empty_deck", events)
        return
    ops.banish_many(s, [card for _, card in results if isinstance(card, Card)], events)


def _checked(c: _Check) -> None:
    for p in c.s.players:
        p.drew_from_empty = False


def _settled(c: _Check) -> None:
    for p in c.s.players:
        for card in p.play:
            if card.damaged_by or card.damaged_in_challenge:
                card.damaged_by = 0
                card.damaged_in_challenge = False


CHECK: StateCheck[_Check, _Result] = StateCheck(
    groups=((_win_lose,), (_doomed,)),
    perform=_perform,
    seat_of=lambda r: r[0],
    turn_order=lambda c: query.turn_order(c.s),
    is_over=lambda c: c.s.phase == "over",  # GameState.over, without a property call
    checked=_checked,
    settled=_settled,
)


def state_check(s: GameState, events: list[Event]) -> None:
    CHECK.run(_Check(s, events))
