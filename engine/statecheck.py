"""The game state check (seeds 000 and 002, rulebook 1.8).

One `state_check` call runs checks until one changes nothing: first win/lose conditions, then,
only if none was met, banishing of characters and locations with damage >= willpower, all at
once as a single combined action. Players are treated in turn order from the active player; a
player who would win and lose in the same check wins. Triggers raised meanwhile only go into the
bag; the caller resolves the bag afterwards.
"""

from __future__ import annotations

from engine import ops, query
from engine.cards.facts import CHARACTER, LOCATION
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


def _win_lose(s: GameState, events: list[Event]) -> bool:
    order = query.turn_order(s)
    for seat in order:
        if s.players[seat].lore >= s.options.win_lore:
            end_game(s, seat, "lore", events)
            return True
    losers = []
    for seat in order:
        p = s.players[seat]
        if p.drew_from_empty and s.options.empty_deck == EMPTY_DECK_DRAW:
            losers.append(seat)
        p.drew_from_empty = False
    if losers and len(losers) == len(order):
        # Everyone left loses at once: nobody remains to win, so the game is a draw.
        for seat in losers:
            s.players[seat].lost = "empty_deck"
        end_game(s, -1, "draw", events)
        return True
    for seat in losers:
        eliminate(s, seat, "empty_deck", events)
    return bool(losers)


_DAMAGEABLE = frozenset({CHARACTER, LOCATION})


def _doomed(s: GameState) -> list[Card]:
    willpower = query.StatScan(s).willpower  # the timed effects summed once, not once a card
    return [
        c for p in s.players if not p.lost for c in p.play
        if c.facts.type in _DAMAGEABLE and c.damage >= willpower(c)
    ]


def state_check(s: GameState, events: list[Event]) -> None:
    while not s.over:
        if _win_lose(s, events):
            continue
        doomed = _doomed(s)
        if not doomed:
            break
        order = {seat: i for i, seat in enumerate(query.turn_order(s))}
        doomed.sort(key=lambda c: order.get(c.owner, 0))
        ops.banish_many(s, doomed, events)
    for p in s.players:
        for c in p.play:
            c.damaged_by = 0
            c.damaged_in_challenge = False
