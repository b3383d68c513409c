"""The one vocabulary of effect steps, and "moribund" cards.

A card killed, discarded or returned to hand during an action scheme (as an effect or to pay a
cost) becomes moribund: it has left play for the purpose of triggering responses and passive
abilities, and is in play for every other purpose (its strength counts, it keeps its
abilities, it can kneel to pay a cost) until the scheme's step 6. It cannot be removed again,
nor be chosen to be, until then; other changes to it (power, kneeling) still happen.
"""

from __future__ import annotations

from engine.core.durations import Lasting
from engine.rulesets.windows003.model import (
    CHARACTER,
    DEAD,
    DECK,
    DISCARD,
    HAND,
    PLAY,
    Ability,
    Card,
    Item,
    Mod,
    Occasion,
    State,
    Step,
)

REMOVAL = {"kill": DEAD, "discard": DISCARD, "return": HAND, "to_deck": DECK}
OCCASION = {"kill": "killed", "discard": "discarded", "return": "returned",
            "to_deck": "returned_to_deck"}


def subjects(s: State, item: Item, step: Step) -> list[Card]:
    if step.target == "self":
        ids: tuple[int, ...] = (item.source,)
    elif step.target == "subject":
        ids = (item.occasion.card,) if item.occasion is not None else ()
    else:
        ids = item.targets
    return [s.cards[c] for c in ids if c in s.cards]


def make_moribund(s: State, card: Card, how: str, by: int, item: Item) -> None:
    """`card` is removed by `how` (kill, discard, return): moribund until step 6."""
    assert s.scheme is not None
    s.scheme.moribund[card.cid] = REMOVAL[how]
    raise_occasion(s, Occasion(OCCASION[how], card.cid, by), item)


def removable(s: State, card: Card) -> bool:
    return card.zone == PLAY and not s.moribund(card.cid)


def perform(s: State, item: Item) -> None:
    for step in item.steps:
        if step.what in ("cancel", "save"):
            _against(s, item, step)
            continue
        if step.what == "shuffle_dead":
            for c in s.cards.values():
                if c.zone == DEAD:  # a moribund card is not in its dead pile yet
                    c.zone = DECK
            s.log.append({"type": "shuffle_dead"})
            continue
        cards = [s.cards[item.source]] if step.what == "enter_play" else subjects(s, item, step)
        for card in cards:
            _one(s, item, step, card)


def _one(s: State, item: Item, step: Step, card: Card) -> None:
    if step.what in REMOVAL:
        if card.cid in item.saved or not removable(s, card):
            return
        make_moribund(s, card, step.what, item.controller, item)
    elif step.what == "gain_power":
        card.power += step.amount
        raise_occasion(s, Occasion("power_gained", card.cid, item.controller), item)
    elif step.what == "enter_play":
        card.zone = PLAY
        card.attached_to = item.targets[0] if item.targets else None
        raise_occasion(s, Occasion("entered", card.cid, item.controller), item)
    elif step.what in ("kneel", "stand"):
        card.knelt = step.what == "kneel"
        raise_occasion(s, Occasion(f"{step.what}s", card.cid, item.controller), item)
    elif step.what == "strength":
        s.lasting.append(Lasting(Mod(card.cid, strength=step.amount, condition=step.condition),
                                 step.until, _tick(s)))
    elif step.what == "icon":
        s.lasting.append(Lasting(Mod(card.cid, icon=step.icon, delta=step.amount,
                                     condition=step.condition), step.until, _tick(s)))
    else:
        raise ValueError(f"unknown step {step.what!r}")


def _against(s: State, item: Item, step: Step) -> None:
    """Cancel the item this one responds to, or save its targets from being removed by it."""
    target = find_item(s, item.occasion.item if item.occasion is not None else 0)
    if target is None:
        return
    if step.what == "cancel":
        target.cancelled = True
        s.log.append({"type": "cancelled", "item": target.iid})
    else:
        target.saved.update(item.targets)
        s.log.append({"type": "saved", "cards": list(item.targets)})


def find_item(s: State, iid: int) -> Item | None:
    for task in s.tasks:
        for x in task[1:]:
            if isinstance(x, Item) and x.iid == iid:
                return x
    return None


def raise_occasion(s: State, occasion: Occasion, item: Item) -> None:
    """A door opens for responses (until the scheme ends) and passives trigger."""
    assert s.scheme is not None
    s.scheme.doors.append(occasion)
    s.log.append({"type": occasion.what, "card": occasion.card, "by": occasion.by})
    for card in s.in_play():
        for i, ab in enumerate(card.abilities):
            if ab.kind == "passive" and matches(s, card, ab, occasion):
                item.triggered.append(Item(_next_iid(s), "passive", card.controller, card.cid, i,
                                           steps=ab.steps, occasion=occasion))


def matches(s: State, card: Card, ab: Ability, occasion: Occasion) -> bool:
    """Whether `occasion` opens `card`'s response or triggers its passive `ab`."""
    return ab.when == occasion.what and concerns(ab.match, card, s.cards.get(occasion.card))


def concerns(match: str, card: Card, subject: Card | None) -> bool:
    """Whether an ability of `card` with this `match` cares about `subject`: itself (self),
    anything (any), its controller's (mine), an opponent's (theirs), or a card with one of the
    traits of "trait:A|B"."""
    if match == "any":
        return True
    if subject is None:
        return False
    if match == "self":
        return subject.cid == card.cid
    if match.startswith("trait:"):
        return bool(set(match[6:].split("|")) & subject.traits)
    if match == "mine":
        return subject.controller == card.controller
    if match == "theirs":
        return subject.controller != card.controller
    return False


def leave_play(s: State) -> None:
    """Step 6: moribund cards physically leave, to their owner's piles whoever controlled them;
    attachments on them are discarded; their power is discarded; they lose their abilities
    (they are no longer in play)."""
    assert s.scheme is not None
    for cid, where in s.scheme.moribund.items():
        card = s.cards[cid]
        card.zone = where
        card.power = 0
        card.knelt = False
        card.controller = card.owner
        if card.kind == CHARACTER:
            for other in s.cards.values():
                if other.attached_to == cid and other.zone == PLAY:
                    other.zone = DISCARD
                    other.attached_to = None
                    other.controller = other.owner
        s.log.append({"type": "left_play", "card": cid, "to": where})


def _tick(s: State) -> int:
    s.clock += 1
    return s.clock


def _next_iid(s: State) -> int:
    s.next_iid += 1
    return s.next_iid - 1
