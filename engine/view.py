"""The one projection function: what a given viewer may see of the game.

Views and (in the server) diffs are built only from `project`. Hidden information is removed
here and nowhere else: other players' hands and every deck are counts, inkwell cards are
facedown even to their owner (seed 004, 5.1.1.10), facedown cards under others show no face,
hidden cards carry no ids, so a viewer cannot follow a card through a hidden zone, and a pending
decision shows its options only to the deciding player.

`ViewBuilder` (what the server uses, through `Game.views`) returns exactly what `project` does
for each viewer, but builds what viewers see alike once and reuses unchanged parts of its
previous views, so that consecutive views share every unchanged subtree.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from operator import attrgetter, is_, itemgetter
from typing import Any

from engine import query
from engine.cards.facts import CHARACTER, LOCATION, CardFacts
from engine.cards.registry import script
from engine.state import DISCARD, HAND, PLAY, Card, GameState, Player


def _card_in_play(s: GameState, c: Card, scan: query.KeywordScan) -> dict[str, Any]:
    f = c.facts
    out: dict[str, Any] = {"id": c.iid, "name": c.name, "type": f.type}
    if f.is_character:
        out.update(
            exerted=c.exerted, damage=c.damage, drying=c.drying,
            strength=query.strength(s, c), willpower=query.willpower(s, c),
            lore=query.lore(s, c), location=c.location,
        )
    elif f.is_location:
        out.update(damage=c.damage, willpower=query.willpower(s, c), lore=query.lore(s, c),
                   move_cost=f.move_cost)
    else:
        out.update(exerted=c.exerted)
    keywords = scan.names(c, _KEYWORDS)
    if keywords:
        out["keywords"] = keywords
    if c.under:
        out["under"] = [{"facedown": True} if u.facedown else {"name": u.name} for u in c.under]
    return out


#: Keywords a card in play shows, in the order shown (alphabetical).
_KEYWORDS = tuple(sorted(("Alert", "Bodyguard", "Evasive", "Reckless", "Rush", "Support", "Vanish",
                          "Ward", "Challenger", "Resist", "Singer")))


def _option(s: GameState, value: int | str) -> Any:
    """An option or seen card as the deciding player sees it."""
    if isinstance(value, str):
        return value
    card = s.card(value)
    if card is None:
        return value
    return {"id": value, "name": card.name, "zone": card.zone}


def _decision(s: GameState, viewer: int | None) -> dict[str, Any] | None:
    """Everyone sees whose decision is pending, its kind and prompt and the public card it
    comes from. Only the deciding player sees the rest: options, how many to pick and the
    cards looked at. Options can be hidden cards, and even their number, or the bounds of the
    pick, could tell what a hidden zone holds (rulebook 7.1.4: a player searching a hidden zone
    may always fail to find, and the others learn only that a choice is being made)."""
    d = s.decision
    if d is None:
        return None
    out: dict[str, Any] = {"player": d.player, "kind": d.kind, "prompt": d.prompt,
                           "source": _public_id(s, d.source)}
    if viewer != d.player:
        return out
    out["min"] = d.min
    out["max"] = d.max
    if d.kind == "bag":
        out["options"] = [_bag_item(s, b) for b in s.bag if b.id in d.options]
    else:
        out["options"] = [_option(s, o) for o in d.options]
    out["seen"] = [_option(s, iid) for iid in d.seen]
    return out


def _public_id(s: GameState, iid: int) -> int:
    card = s.card(iid)
    return iid if card is not None and card.zone in (PLAY, DISCARD) and not card.facedown else 0


def _bag_item(s: GameState, b: Any) -> dict[str, Any]:
    name, slot, index = b.ref
    sc = script(name)
    trig = (sc.triggers if slot == "trigger" else sc.delayed)[index] if slot != "effect" else None
    return {"id": b.id, "controller": b.controller, "source": _public_id(s, b.source),
            "card": name, "ability": trig.name if trig else ""}


def _card_name(c: Card) -> dict[str, Any]:
    return {"id": c.iid, "name": c.name}


def _name(c: Card, old: dict[str, Any] | None) -> dict[str, Any]:
    """`_card_name(c)`, or `old` (an earlier one) if that is exactly the same."""
    if old is not None and old["id"] is c.iid and old["name"] is c.name:
        return old  # built from these very objects
    new = _card_name(c)
    return old if old is not None and _exact(old, new) else new


def _inkwell(p: Player) -> dict[str, Any]:
    return {"total": len(p.inkwell), "ready": p.ready_ink()}


def _player(p: Player, hand: list[dict[str, Any]] | int, inkwell: dict[str, Any],
            play: list[dict[str, Any]], discard: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "seat": p.seat,
        "lore": p.lore,
        "lost": p.lost or None,
        "deck": len(p.deck),
        "hand": hand,
        "inkwell": inkwell,
        "play": play,
        "discard": discard,
        "inked_this_turn": p.inked_this_turn,
    }


def _result(s: GameState) -> dict[str, Any] | None:
    return {"winner": s.winner, "reason": s.end_reason} if s.over else None


def _view(s: GameState, viewer: int | None, players: list[dict[str, Any]], *,
          bag: list[dict[str, Any]], decision: dict[str, Any] | None,
          challenge: list[int] | None, result: dict[str, Any] | None) -> dict[str, Any]:
    out = {
        "version": s.version,
        "turn": s.turn,
        "active": s.active,
        "starting": s.starting,
        "phase": s.phase,
        "you": viewer,
        "players": players,
        "bag": bag,
        "decision": decision,
        "challenge": challenge,
        "result": result,
    }
    if s.revealed:
        out["revealed"] = _revealed(s)
    return out


def _revealed(s: GameState) -> list[dict[str, Any]]:
    """Revealed cards (6.1.14), shown to every viewer by name and owner only: they are in a
    hidden zone, whose ids never leave the engine."""
    found = (s.card(iid) for iid in s.revealed)
    return [{"player": c.owner, "name": c.name} for c in found if c is not None]


def project(s: GameState, viewer: int | None) -> dict[str, Any]:
    """The view of seat `viewer` (None: a spectator), as plain msgpack-ready data."""
    scan = query.KeywordScan(s)
    players = [
        _player(
            p,
            [_card_name(c) for c in p.hand] if viewer == p.seat else len(p.hand),
            _inkwell(p),
            [_card_in_play(s, c, scan) for c in p.play],
            [_card_name(c) for c in p.discard],
        )
        for p in s.players
    ]
    return _view(s, viewer, players, bag=[_bag_item(s, b) for b in s.bag],
                 decision=_decision(s, viewer), challenge=list(s.challenge) or None,
                 result=_result(s))


class ViewBuilder:
    """Builds the views of several viewers of a game at once, each exactly what
    `project(state, viewer)` returns (value for value, type for type), only cheaper:

    * what every viewer sees alike (each player's section as the others see it, the bag, the
      decision as the non-deciders see it, ...) is built once per call and shared by the views;
    * any part exactly equal to the same part of the previous call's views is replaced by that
      earlier object, so the unchanged parts of consecutive views are the same objects, and
      diffing them (`protocol.diff` skips identical subtrees at once) costs next to nothing.

    Views therefore share containers with each other and with earlier views: they must be
    treated as read-only (only each view's top-level dict is its own). The builder keeps the
    parts of its last call only for comparing; it never changes an object it has returned, so
    a stale memory can cost sharing but never correctness.
    """

    __slots__ = ("_cards", "_own", "_parts", "_players", "_public", "_zones")

    def __init__(self) -> None:
        # iid -> the card in play in the last call: (its key, the card)
        self._cards: dict[int, tuple[tuple[Any, ...], dict[str, Any]]] = {}
        # (seat, zone) -> a hand or discard in the last call
        self._zones: dict[tuple[int, str], list[dict[str, Any]]] = {}
        self._public: dict[int, dict[str, Any]] = {}  # seat -> its section as others see it
        self._own: dict[int, dict[str, Any]] = {}  # seat -> its section as it sees it
        self._parts: dict[str, Any] = {}  # bag, decision (two variants), challenge, result
        self._players: dict[int | None, list[dict[str, Any]]] = {}  # viewer -> "players"

    def _play(self, zone: list[Card], scan: query.KeywordScan, stats: query.StatScan,
              cards: dict[int, tuple[tuple[Any, ...], dict[str, Any]]],
              ) -> list[dict[str, Any]]:
        """`[_card_in_play(s, c, scan) for c in zone]`, each card being the last call's card
        when that is exactly the same.

        A card is summed up by a flat key of every value its dict is made of; an equal key
        whose values have the same types (so `True` never stands in for `1`) means an equal
        dict, byte for byte, without building one and comparing it deeply. (Nested in the key
        are only tuples of strings: keyword names and the names of the cards under it.) The
        loop is written out for the whole zone, with the lookups in locals, as it runs for
        every card in play on every action."""
        out = []
        before = self._cards.get
        only_printed, stat, printed = scan.only_printed, stats.stats, _PRINTED.get
        lost = scan.lost
        for c in zone:
            f = c.facts
            gained = None if only_printed(c) else scan.gained(c)
            if not gained and (not lost or c.iid not in lost):
                cached = printed(f.full_name)
                keywords = cached[1] if cached is not None and cached[0] is f else _printed(f)
            else:
                keywords = tuple(scan.names(c, _KEYWORDS))
            under = tuple([None if u.facedown else u.name for u in c.under]) if c.under else ()
            kind = f.type
            if kind == CHARACTER:
                strength, willpower, lore = stat(c)
                key: tuple[Any, ...] = (
                    _CHARACTER, c.iid, c.name, kind, c.exerted, c.damage, c.drying, strength,
                    willpower, lore, c.location, keywords, under)
            elif kind == LOCATION:
                _, willpower, lore = stat(c)
                key = (_LOCATION, c.iid, c.name, kind, c.damage, willpower, lore, f.move_cost,
                       keywords, under)
            else:
                key = (_OTHER, c.iid, c.name, kind, c.exerted, keywords, under)
            old = before(c.iid)
            # The very same values (the usual case: a card's ints are small, its keywords the
            # cached tuple) are exactly equal at once; the key's first value tells its length.
            if old is not None and (all(map(is_, old[0], key)) or (
                old[0] == key and all(map(is_, map(type, old[0]), map(type, key)))
                and float not in map(type, key)
            )):
                cards[c.iid] = old
                out.append(old[1])
                continue
            like = old[1] if old is not None and old[0][-2:] == key[-2:] else None
            card = _card_from_key(key, like)
            cards[c.iid] = (key, card)
            out.append(card)
        return out

    def _zone(self, key: tuple[int, str], cards: list[Card],
              zones: dict[tuple[int, str], list[dict[str, Any]]],
              ) -> list[dict[str, Any]]:
        """`[_card_name(c) for c in cards]`, or the last call's list for this zone when its
        ids and names are the very objects of these cards (checked a whole zone at a time, at
        C speed; the same objects make the same dicts, so no type can differ). Otherwise each
        card still in the zone keeps its last dict: a card has a new id in every zone it
        enters, so its last dict can only be in this zone's last list."""
        old = self._zones.get(key)
        if old is None:
            zone = [_card_name(c) for c in cards]
        elif len(old) == len(cards) and all(map(is_, map(_ID_OF, old), map(_IID, cards))) \
                and all(map(is_, map(_NAME_OF, old), map(_NAME, cards))):
            zone = old
        else:
            by_id = {card["id"]: card for card in old}
            zone = _same_items(old, [_name(c, by_id.get(c.iid)) for c in cards])
        zones[key] = zone
        return zone

    def _part(self, parts: dict[str, Any], key: str, new: Any) -> Any:
        old = self._parts.get(key, _MISSING)
        if old is not _MISSING and _exact(old, new):
            new = old
        parts[key] = new
        return new

    def build(self, s: GameState, viewers: Sequence[int | None]) -> list[dict[str, Any]]:
        scan = query.KeywordScan(s)
        stats = query.StatScan(s)
        wanted = set(viewers)
        cards: dict[int, tuple[tuple[Any, ...], dict[str, Any]]] = {}
        public: dict[int, dict[str, Any]] = {}
        own = dict(self._own)
        zones: dict[tuple[int, str], list[dict[str, Any]]] = {}
        for p in s.players:
            play = self._play(p.play, scan, stats, cards)
            discard = self._zone((p.seat, DISCARD), p.discard, zones)
            inkwell = _inkwell(p)
            before = self._public.get(p.seat)
            if before is not None:
                play = _same_items(before["play"], play)
                discard = _same_items(before["discard"], discard)
                if _flat_exact(before["inkwell"], inkwell):
                    inkwell = before["inkwell"]
            section = _player(p, len(p.hand), inkwell, play, discard)
            if before is not None and _flat_exact(before, section):
                section = before
            public[p.seat] = section
            if p.seat in wanted:
                hand = self._zone((p.seat, HAND), p.hand, zones)
                before = self._own.get(p.seat)
                if before is not None:
                    hand = _same_items(before["hand"], hand)
                section = _player(p, hand, inkwell, play, discard)
                own[p.seat] = before if before is not None and _flat_exact(before, section) \
                    else section
        parts: dict[str, Any] = {}
        bag = self._part(parts, "bag", [_bag_item(s, b) for b in s.bag])
        decider = s.decision.player if s.decision is not None else None
        others = self._part(parts, "decision", _decision(s, None))
        mine = others
        if decider is not None and decider in wanted:
            mine = self._part(parts, "mine", _decision(s, decider))
        elif "mine" in self._parts:
            parts["mine"] = self._parts["mine"]
        challenge = self._part(parts, "challenge", list(s.challenge) or None)
        result = self._part(parts, "result", _result(s))
        views = []
        players_of: dict[int | None, list[dict[str, Any]]] = dict(self._players)
        for viewer in viewers:
            players = [own[p.seat] if viewer == p.seat else public[p.seat] for p in s.players]
            before_players = self._players.get(viewer)
            if before_players is not None:
                players = _same_items(before_players, players)
            players_of[viewer] = players
            decision = mine if decider is not None and viewer == decider else others
            views.append(_view(s, viewer, players, bag=bag, decision=decision,
                               challenge=challenge, result=result))
        self._cards, self._public, self._own = cards, public, own
        self._zones = zones
        self._parts, self._players = parts, players_of
        return views


_MISSING: Any = object()
_CHARACTER, _LOCATION, _OTHER = 0, 1, 2
_IID, _NAME = attrgetter("iid"), attrgetter("name")
_ID_OF, _NAME_OF = itemgetter("id"), itemgetter("name")
_PRINTED: dict[str, tuple[CardFacts, tuple[str, ...]]] = {}


def _printed(f: CardFacts) -> tuple[str, ...]:
    """The keywords among `_KEYWORDS` printed on the card, cached by card."""
    cached = _PRINTED.get(f.full_name)
    if cached is None or cached[0] is not f:
        cached = _PRINTED[f.full_name] = (f, tuple(k for k in _KEYWORDS if k in f.keywords))
    return cached[1]


def _card_from_key(key: tuple[Any, ...], like: dict[str, Any] | None) -> dict[str, Any]:
    """The card in play (as `_card_in_play` builds it) from `ViewBuilder._card`'s key; its
    keyword and under lists are taken from `like`, whose key ended alike, if given."""
    kind = key[0]
    if kind == _CHARACTER:
        (_, iid, name, type_, exerted, damage, drying, strength, willpower, lore, location,
         keywords, under) = key
        out: dict[str, Any] = {
            "id": iid, "name": name, "type": type_, "exerted": exerted, "damage": damage,
            "drying": drying, "strength": strength, "willpower": willpower, "lore": lore,
            "location": location}
    elif kind == _LOCATION:
        _, iid, name, type_, damage, willpower, lore, move_cost, keywords, under = key
        out = {"id": iid, "name": name, "type": type_, "damage": damage,
               "willpower": willpower, "lore": lore, "move_cost": move_cost}
    else:
        _, iid, name, type_, exerted, keywords, under = key
        out = {"id": iid, "name": name, "type": type_, "exerted": exerted}
    if keywords:
        out["keywords"] = like["keywords"] if like is not None else list(keywords)
    if under:
        out["under"] = like["under"] if like is not None else [
            {"facedown": True} if u is None else {"name": u} for u in under]
    return out


def _flat_exact(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether `a` can stand in for `b` (as `_exact` tells), for dicts whose containers were
    already replaced by earlier ones where possible: the same keys in the same order, the same
    containers, and exactly equal ints, strings, bools and Nones. (A container equal but not
    the same only costs the sharing, never correctness.)"""
    if len(a) != len(b):
        return False
    if all(map(is_, a.values(), b.values())) and all(map(is_, a, b)):
        return True  # the very same keys and values (at C speed: the usual case)
    if a != b:
        return False  # also at C speed: what differs is usually found in a few values
    for (ka, va), (kb, vb) in zip(a.items(), b.items(), strict=True):
        if ka is not kb and (type(ka) is not str or type(kb) is not str or ka != kb):
            return False
        if va is not vb and (type(va) is not type(vb) or type(va) not in _ATOMS or va != vb):
            return False
    return True


_ATOMS = frozenset({int, str, bool, type(None)})


def _same_items(old: list[Any], new: list[Any]) -> list[Any]:
    """`old` if it holds the very same objects as `new`, else `new`."""
    if len(old) == len(new) and all(map(is_, old, new)):
        return old
    return new


def _exact(a: Any, b: Any) -> bool:
    """Equal value for value *and* type for type, with dict keys in the same order: whether `a`
    can stand in for `b` in a view without changing a byte of its encoding (`1`, `1.0` and
    `True` are equal in Python but not on the wire)."""
    return a is b or (type(a) is type(b) and a == b and _same_types(a, b))


def _same_types(a: Any, b: Any) -> bool:
    """Given `a == b` and `type(a) is type(b)`: whether every part has the same type too."""
    t = type(a)
    if t is dict:
        for (ka, va), (kb, vb) in zip(a.items(), b.items(), strict=True):
            if ka is not kb and (ka != kb or type(ka) is not type(kb)):
                return False
            if va is not vb and (type(va) is not type(vb) or not _same_types(va, vb)):
                return False
        return True
    if t is list or t is tuple:
        return all(
            x is y or (type(x) is type(y) and _same_types(x, y))
            for x, y in zip(a, b, strict=True)
        )
    if t is float:
        return math.copysign(1.0, a) == math.copysign(1.0, b)
    return True
