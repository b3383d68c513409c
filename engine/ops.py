"""Primitive game operations: moving cards, damage, lore, drawing, and raising triggers.

Every rule that changes a card's zone goes through `move`, so "states are lost on a zone change",
"a new identity on every zone change" and "a stack moves with its top card" hold everywhere.
Triggered abilities are collected by `emit` straight into the bag; they never resolve here.
"""

from __future__ import annotations

from typing import Any

from engine import query
from engine.cards.registry import script
from engine.dsl.conditions import put_under_key
from engine.dsl.script import Trigger
from engine.state import DECK, DISCARD, HAND, INKWELL, NO_CARDS, PLAY, BagItem, Card, GameState

Event = dict[str, Any]


def remove_from_zone(s: GameState, card: Card) -> None:
    owner = s.players[card.owner]
    zone = owner.zone(card.zone)
    for i, c in enumerate(zone):
        if c is card:
            del zone[i]
            return
    raise AssertionError(f"card {card.iid} not found in {card.zone}")


def move(s: GameState, card: Card, to: str, *, bottom: bool = False, index: int = -1,
         exerted: bool = False, facedown: bool = False) -> None:
    """Move a card (and the stack under it) to a zone of its owner."""
    left_play = card.zone == PLAY
    left_discard = card.zone == DISCARD
    old_iid = card.iid
    remove_from_zone(s, card)
    card.reset_states()
    s.new_iid(card)
    card.zone = to
    card.exerted = exerted
    card.facedown = facedown or to in (DECK, INKWELL)
    dest = s.players[card.owner].zone(to)
    if bottom:
        dest.append(card)
    elif to == DECK or index >= 0:
        dest.insert(max(index, 0), card)
    else:
        dest.append(card)
    if to == DISCARD:
        _count_put_in_discard(s, card)
    if left_play:
        stack, card.under = card.under, NO_CARDS
        for under in stack:
            under.reset_states()
            s.new_iid(under)
            under.zone = to
            under.facedown = to in (DECK, INKWELL)
            s.players[under.owner].zone(to).append(under)
            if to == DISCARD:
                _count_put_in_discard(s, under)
        if card.facts.is_location:
            # Its characters are no longer at a location (compare the id it had in play).
            for c in s.players[card.owner].play:
                if c.location == old_iid:
                    c.location = 0
        if "leave_play" in s.pool.events:
            emit(s, "leave_play", card, also=(card,))
    elif left_discard:
        _left_discard(s, card)


def _count_put_in_discard(s: GameState, card: Card) -> None:
    """A card was put into its owner's discard (discarded, banished, a resolved action, milled,
    from under a card that left play): the owner's per-turn counter 'put_in_discard' ("if 2 or
    more cards were put into your discard this turn")."""
    counters = s.players[card.owner].counters
    counters["put_in_discard"] = counters.get("put_in_discard", 0) + 1


def _left_discard(s: GameState, card: Card) -> None:
    """A card left its owner's discard: the owner's per-turn counter 'left_discard' ("if a
    card left a player's discard this turn") and the 'leave_discard' event ("whenever a card
    leaves your discard"; the subject is the card where it went)."""
    counters = s.players[card.owner].counters
    counters["left_discard"] = counters.get("left_discard", 0) + 1
    emit(s, "leave_discard", card)


def move_to_location(s: GameState, card: Card, loc: Card, events: list[Event]) -> None:
    """A character moves to a location (4.7), by the turn action or an effect."""
    card.location = loc.iid
    events.append({"type": "move", "card": card.iid, "location": loc.iid})
    emit(s, "move", card, other=loc)


def return_to_hand(s: GameState, card: Card) -> None:
    """Return a card to its owner's hand; "whenever ... is returned to your hand" sees it."""
    from_play = card.zone == PLAY
    move(s, card, HAND)
    if from_play:
        emit(s, "return_to_hand", card)


def ready(s: GameState, card: Card) -> None:
    """Ready a card unless something says it can't (a 'cant_ready' restriction);
    "whenever you ready this character" triggers when it actually readies."""
    if card.exerted and not query.restricted(s, card, "cant_ready"):
        card.exerted = False
        emit(s, "ready", card)


def exert(s: GameState, card: Card) -> None:
    """Exert a ready card (5.1.1.2: turn it sideways), to quest, challenge, sing, pay {E} or by
    an effect; "whenever this character exerts" sees it. Entering play exerted is not
    exerting (the card was never ready in play)."""
    if not card.exerted:
        card.exerted = True
        emit(s, "exert", card)


def put_under(s: GameState, card: Card, onto: Card) -> None:
    """Put a card facedown under a card in play (Boost, 8.4): it is not in play (8.4.3). A
    card put there from play leaves play, and the cards under it go with it (5.1.1.7)."""
    from_play = card.zone == PLAY and card in s.players[card.owner].play
    left_discard = card.zone == DISCARD
    remove_from_zone(s, card)
    card.reset_states()
    s.new_iid(card)
    card.zone, card.facedown = PLAY, True
    stack: list[Card] = []
    if from_play:
        stack, card.under = card.under, NO_CARDS
        for under in stack:
            s.new_iid(under)
    onto.under = [*onto.under, *stack, card]
    # "If you put a card under him this turn" (`PutUnderThisTurn`).
    s.players[onto.owner].counters[put_under_key(onto.iid)] = 1
    if from_play and "leave_play" in s.pool.events:
        emit(s, "leave_play", card, also=(card,))
    if left_discard:
        _left_discard(s, card)
    emit(s, "put_under", onto)


def take_from_under(s: GameState, holder: Card, card: Card, to: str, *,
                    exerted: bool = False) -> None:
    """Move a card from under `holder` (a stack in play, 8.4.3: the card is not in play) to a
    zone of its owner ("put cards from under your characters into your inkwell")."""
    holder.under = [u for u in holder.under if u is not card]
    card.reset_states()
    s.new_iid(card)
    card.zone = to
    card.exerted = exerted
    card.facedown = to in (DECK, INKWELL)
    s.players[card.owner].zone(to).append(card)
    if to == INKWELL:
        emit(s, "ink", card)  # "whenever a card is put into your inkwell"
    elif to == DISCARD:
        _count_put_in_discard(s, card)


def draw(s: GameState, seat: int, events: list[Event]) -> Card | None:
    p = s.players[seat]
    if not p.deck:
        p.drew_from_empty = True
        events.append({"type": "draw_empty", "player": seat})
        return None
    card = p.deck[0]
    move(s, card, HAND)
    events.append({"type": "draw", "player": seat, "private": {"card": card.name}})
    return card


def gain_lore(s: GameState, seat: int, amount: int) -> None:
    if amount > 0:
        s.players[seat].lore += amount


def lose_lore(s: GameState, seat: int, amount: int) -> None:
    p = s.players[seat]
    p.lore = max(0, p.lore - max(0, amount))


def deal_damage(s: GameState, target: Card, amount: int, by: int, *, in_challenge: bool,
                events: list[Event]) -> int:
    """Deal damage, reduced by Resist (8.8); remembers who dealt it for banish credit (1.8.1.4)."""
    if target.zone != PLAY or target.facts.is_item:
        return 0
    amount -= query.keyword(s, target, "Resist") or 0
    if amount <= 0 or ("no_first_damage" in s.pool.kinds and _no_damage(s, target)):
        return 0
    target.damage += amount
    if by:
        target.damaged_by = by
        target.damaged_in_challenge = in_challenge
    events.append({"type": "damage", "card": target.iid, "amount": amount})
    return amount


def put_damage(s: GameState, target: Card, amount: int, events: list[Event], *,
               moved_from: int = 0) -> int:
    """Put (1.9.1.2) or move (1.9.1.4) damage counters onto a card: taking damage, but not
    dealing it, so Resist does not apply (8.8.3)."""
    if target.zone != PLAY or target.facts.is_item or amount <= 0 or (
            "no_first_damage" in s.pool.kinds and _no_damage(s, target)):
        return 0
    target.damage += amount
    event: Event = {"type": "damage", "card": target.iid, "amount": amount, "put": True}
    if moved_from:
        event["moved_from"] = moved_from
    events.append(event)
    return amount


def _no_damage(s: GameState, target: Card) -> bool:
    """A 'no_first_damage' static ("the first time this character would take damage during
    each opponent's turn, she takes no damage instead", 1.9.1.5: dealt, put or moved) stops
    this damage: the first time in the turn while it applies (a per-turn counter of the
    card's owner marks it used)."""
    if not query.restricted(s, target, "no_first_damage"):
        return False
    counters = s.players[target.owner].counters
    key = f"no_damage:{target.iid}"
    if key in counters:
        return False
    counters[key] = 1
    return True


def remove_damage(target: Card, amount: int) -> int:
    removed = min(target.damage, max(0, amount))
    target.damage -= removed
    return removed


def add_to_bag(s: GameState, controller: int, ref: tuple[str, str, int], source: int,
               subject: int = 0, *, other: int = 0, extra: dict[str, Any] | None = None) -> None:
    """`extra`: more facts of the event the effect may use (the singers of a song)."""
    if not s.players[controller].alive:
        return
    s.bag.append(BagItem(s.next_bag_id, controller, ref, source,
                         {"subject": subject, "other": other, **(extra or {})}))
    s.next_bag_id += 1


def _subject_ok(s: GameState, trig: Trigger, holder: Card, subject: Card | None) -> bool:
    if trig.subject == "any":
        ok = True
    elif subject is None:
        return trig.subject in ("none", "self")
    elif trig.subject == "self":
        ok = subject is holder
    elif trig.subject == "own":
        ok = subject.owner == holder.owner
    elif trig.subject == "other_own":
        ok = subject.owner == holder.owner and subject is not holder
    elif trig.subject == "opposing":
        ok = subject.owner != holder.owner
    else:
        ok = False
    if ok and trig.filter is not None and subject is not None:
        ok = trig.filter.matches(subject, holder.owner, holder.iid, s)
    return ok


def _fire(s: GameState, holder: Card, on: str, subject: Card | None, *, other: Card | None,
          info: dict[str, Any]) -> None:
    """Put the holder's triggered abilities that this event triggers into the bag."""
    for i, trig in enumerate(script(holder.name).triggers):
        if trig.on == on and _subject_ok(s, trig, holder, subject) and (
            trig.condition is None or trig.condition.test(
                s, holder.owner, holder,
                {**info, "subject": subject.iid if subject else 0,
                 "other": other.iid if other else 0})
        ):
            add_to_bag(s, holder.owner, (holder.name, "trigger", i), holder.iid,
                       subject.iid if subject else 0, other=other.iid if other else 0,
                       extra=info.get("vars"))


def emit(s: GameState, on: str, subject: Card | None, *, other: Card | None = None,
         also: tuple[Card, ...] = (), **info: Any) -> None:
    """Raise an event: every matching triggered ability goes into the bag (7.7.3).

    `also`: cards that just left play in the same event, whose "when ... banished" abilities still
    trigger (last known information).
    """
    if on not in s.pool.events:
        return  # no card of the game triggers on it: one set lookup
    listening, only_self = s.pool.listeners(on)
    support = on == "quest"
    if listening and not support and subject is not None and only_self:
        # Only the event's own card can trigger: no need to look at every card in play.
        if subject.name in listening and (subject.zone == PLAY or subject in also):
            _fire(s, subject, on, subject, other=other, info=info)
    elif listening or support:
        for p in s.players:
            if p.lost:
                continue
            for holder in p.play:
                if holder.name in listening:
                    _fire(s, holder, on, subject, other=other, info=info)
                if support and subject is holder and query.has(s, holder, "Support"):
                    add_to_bag(s, holder.owner, ("@Support", "trigger", 0), holder.iid,
                               holder.iid)
        for holder in also:
            if holder.zone != PLAY and holder.name in listening:
                _fire(s, holder, on, subject, other=other, info=info)
    for e in s.effects:
        if e.kind == "delayed" and e.waiting_for < 0 and isinstance(e.value, str):
            name, _, idx = e.value.rpartition("#")
            trig = script(name).delayed[int(idx)]
            if trig.on != on:
                continue
            if subject is None:
                # A turn event ("at the end of your turn, banish them"): an ability granted
                # to a card fires for that card while it is in play.
                gained = s.card(e.target) if trig.subject == "self" else None
                if gained is not None and gained.zone == PLAY and holds_for(trig, s, gained):
                    add_to_bag(s, gained.owner, (name, "delayed", int(idx)), gained.iid,
                               gained.iid)
                continue
            if trig.subject == "own" and subject.owner != e.controller:
                continue
            if trig.subject == "self":
                # An ability granted to a card: it watches that card (by the id it had
                # when it left play, too) and its owner controls it.
                if e.target not in (subject.iid, info.get("was")) or (
                        trig.condition is not None
                        and not trig.condition.test(
                            s, subject.owner, subject,
                            {**info, "other": other.iid if other else 0})):
                    continue
                add_to_bag(s, subject.owner, (name, "delayed", int(idx)), subject.iid,
                           subject.iid, other=other.iid if other else 0)
                continue
            if trig.filter is not None and not trig.filter.matches(subject, e.controller,
                                                                   e.target, s):
                continue
            if trig.condition is not None and not trig.condition.test(
                    s, e.controller, s.card(e.target), {**info, "subject": subject.iid,
                                                        "other": other.iid if other else 0}):
                continue
            add_to_bag(s, e.controller, (name, "delayed", int(idx)), e.target,
                       subject.iid, other=other.iid if other else 0)


def holds_for(trig: Trigger, s: GameState, holder: Card) -> bool:
    """A turn event's trigger condition, for the card holding the ability."""
    return trig.condition is None or trig.condition.test(s, holder.owner, holder, {})


def banish_many(s: GameState, cards: list[Card], events: list[Event]) -> None:
    """Banish several cards as one simultaneous action, then raise their triggers (1.8.4)."""
    defender = s.challenge[1] if s.challenge else 0
    infos = [
        (card, card.damaged_by, card.damaged_in_challenge, card.iid == defender, card.location)
        for card in cards
    ]
    by_cards: dict[int, Card | None] = {
        by: s.card(by) for _, by, _, _, _ in infos if by
    }
    # Last known strength (6.7.6), for "the {S} he had in play": only when a card of the
    # game triggers on banishing.
    lki = {card.iid: query.strength(s, card) for card in cards if card.facts.is_character} \
        if "banish" in s.pool.events else {}
    # A location's exerted characters, before it leaves ("if there was an exerted character
    # here"), by the location's id in play.
    exerted_here = {card.iid for card in cards if card.facts.is_location and any(
        c.exerted and c.location == card.iid for c in s.players[card.owner].play)}
    was: dict[int, int] = {}  # the id each card had in play, by its id in the discard
    at: dict[int, int] = {}  # where each was ("while here"), by its id in the discard
    under: dict[int, list[int]] = {}  # the cards under each, by its id in the discard
    strength: dict[int, int] = {}  # last known strength, by its id in the discard
    gained = _gained_classes(s, cards)
    for card, *_, location in infos:
        old = card.iid
        stack = card.under
        counters = s.players[card.owner].counters  # "if a character was banished this turn"
        key = "banished:" + card.facts.type
        counters[key] = counters.get(key, 0) + 1
        if card.facts.is_character:
            # "If one of your Toy characters was banished this turn": 'banished:Toy' (the
            # classifications it had as it left play, 6.7.6).
            for cls in (*card.facts.classifications, *gained.get(card.iid, ())):
                key = "banished:" + cls
                counters[key] = counters.get(key, 0) + 1
        move(s, card, DISCARD)
        was[card.iid] = old
        at[card.iid] = location
        under[card.iid] = [u.iid for u in stack]
        strength[card.iid] = lki.get(old, 0)
        events.append({"type": "banish", "card": old, "name": card.name, "now": card.iid})
        if gained and old in gained:
            s.lki_classes[card.iid] = gained[old]
    left = tuple(c for c, *_ in infos)
    for card, by, in_ch, defending, location in infos:
        if in_ch and card.facts.is_character:
            _count_banished_in_challenge(s, card.owner)
        banisher = by_cards.get(by) if by else None
        # The effect sees `Var("under")`: "for each card that was under him".
        emit(s, "banish", card, other=banisher, also=left, in_challenge=in_ch,
             defending=defending and in_ch, was=was[card.iid], location=location,
             vars={"under": len(under[card.iid]), "was_under": under[card.iid],
                   "strength": strength[card.iid]},
             exerted_here=was[card.iid] in exerted_here)
        if banisher is not None and banisher is not card:
            emit(s, "banishes", banisher, other=card, also=left, in_challenge=in_ch,
                 location=at.get(banisher.iid, banisher.location))
    if s.lki_classes:
        s.lki_classes = {}


def _gained_classes(s: GameState, cards: list[Card]) -> dict[int, tuple[str, ...]]:
    """The classifications effects give the cards about to be banished, by their ids in play
    (empty when no card of the game gives any and no timed effect is on)."""
    if not s.effects and "classification" not in s.pool.kinds:
        return {}
    out: dict[int, tuple[str, ...]] = {}
    for card in cards:
        found = [e.value for e in s.effects if e.target == card.iid
                 and e.kind == "classification" and e.waiting_for < 0
                 and isinstance(e.value, str)]
        if "classification" in s.pool.kinds:
            found += query.static_classifications(s, card)
        if found:
            out[card.iid] = tuple(found)
    return out


def _count_banished_in_challenge(s: GameState, owner: int) -> None:
    """Per-turn counters of every player for "if a character was banished in a challenge
    this turn" ('banished_in_challenge') and "if an opposing character was ..."
    ('opposing_banished_in_challenge', for the players other than its owner)."""
    for p in s.players:
        counters = p.counters
        counters["banished_in_challenge"] = counters.get("banished_in_challenge", 0) + 1
        if p.seat != owner:
            counters["opposing_banished_in_challenge"] = counters.get(
                "opposing_banished_in_challenge", 0) + 1


def ready_all(s: GameState, seat: int, *, characters: bool = True) -> None:
    """The Ready step (3.2.1): the active player's cards ready, except those that can't
    (`characters=False`: all but the characters, which a limit leaves to the player)."""
    p = s.players[seat]
    skip = "cant_ready_at_start" in s.pool.kinds  # "can't ready at the start of your turn"
    for c in p.play:
        if c.exerted and (characters or not c.facts.is_character):
            if skip and query.restricted(s, c, "cant_ready_at_start"):
                continue
            ready(s, c)
    for c in p.inkwell:
        c.exerted = False


def pay_ink(s: GameState, seat: int, amount: int) -> None:
    p = s.players[seat]
    for c in p.inkwell:
        if amount <= 0:
            break
        if not c.exerted:
            c.exerted = True
            amount -= 1
    assert amount <= 0, "not enough ink (legality should have been checked)"


def put_into_inkwell(s: GameState, card: Card, *, exerted: bool) -> None:
    move(s, card, INKWELL, exerted=exerted, facedown=True)
    emit(s, "ink", card)  # "whenever a card is put into your inkwell"
