"""Turn actions: which ones are legal now (a cheap, complete query) and how each one happens.

`legal_actions` is the single source of truth for legality: `perform` only ever runs an action
that `legal_actions` offered, so a rule is written once, in the enumerator.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from engine import flow, ops, query
from engine.actions import (
    Action,
    Activate,
    Challenge,
    Choose,
    Concede,
    EndTurn,
    InkCard,
    MoveTo,
    PlayCard,
    Quest,
)
from engine.cards.facts import CHARACTER, LOCATION, CardFacts, facts
from engine.cards.registry import script
from engine.dsl.filters import SELF_MOVED
from engine.dsl.script import Activated
from engine.state import NO_CARDS, PLAY, Card, GameState, Player
from engine.steps.control import once_key
from engine.steps.costs import exert_cost_options

MAX_CHOICE_COMBOS = 512
BOOST = -1


def idle(s: GameState) -> bool:
    """The active player may take a turn action: main phase, nothing resolving or pending."""
    return s.phase == "main" and s.decision is None and not s.frames and not s.agenda


def _singer_cost(s: GameState, card: Card) -> int:
    singer = query.keyword(s, card, "Singer")
    return singer if singer is not None else card.facts.cost


def _can_exert_to_sing(s: GameState, card: Card) -> bool:
    return (card.facts.type == CHARACTER and not card.exerted and not card.drying
            and query.can_sing(s, card))


def shift_mode(card: Card) -> str:
    """How Shift finds its base (8.10): the printed '<Classification> Shift' and 'Universal
    Shift' keywords (8.10.8), else the script's `shift` ('name' by default)."""
    mode = _shift(card)[1]
    return mode or script(card.name).shift


def shift_cost(card: Card) -> int | None:
    """The printed Shift cost of any Shift variant, or None."""
    return _shift(card)[0]


def _shift(card: Card) -> tuple[int | None, str]:
    """(Shift cost, base mode from a printed variant or '') of a card, cached by name (for
    these very facts)."""
    f = card.facts
    cached = _SHIFT.get(card.name)
    if cached is None or cached[0] is not f:
        cost: int | None = None
        mode = ""
        for kw, n in card.facts.keywords.items():
            if kw == "Shift" or kw.endswith(" Shift"):
                cost = n
            if kw == "Universal Shift":
                mode = "universal"
            elif kw.endswith(" Shift") and kw != "Shift":
                mode = "classification:" + kw[: -len(" Shift")]
        cached = _SHIFT[card.name] = (f, (cost, mode))
    return cached[1]


_SHIFT: dict[str, tuple[CardFacts, tuple[int | None, str]]] = {}


def _shift_bases(s: GameState, p: Player, card: Card) -> list[Card]:
    mode = shift_mode(card)
    f = card.facts
    out = []
    for c in p.play:
        if c.facts.type != CHARACTER:
            continue
        if mode == "universal" or (mode == "name" and (
                c.facts.name == f.name or script(c.name).shift_alias == f.name)) or (
            mode.startswith("classification:")
            and mode.split(":", 1)[1] in c.facts.classifications
        ):
            out.append(c)
    return out


def _shift_cost(card: Card, ink_cost: int, s: GameState | None = None) -> int:
    """Shift is an alternate cost (8.10.1); payment modifiers apply to it as to the ink cost
    (4.3.2.3), so it is reduced by as much as `ink_cost` (from `query.cost_to_play`) was, and
    by the card's own reductions of its Shift cost."""
    less = query.shift_reduction(s, card) if s is not None else 0
    printed = shift_cost(card)
    if printed is None and s is not None:
        printed = query.gained_shift(s, card)
    return max(0, (printed or 0) - (card.facts.cost - ink_cost) - less)


def _play_actions(s: GameState, p: Player, out: list[Action]) -> None:
    ink = p.ready_ink()
    singers = [c for c in p.play if _can_exert_to_sing(s, c)]
    # A 'cant_play' static in play ("opponents can't play actions"), a card's own from the
    # hand ("you can't play this action unless ..."), or a player's timed one.
    blocked = ("cant_play" in s.pool.kinds and (bool(query.statics(s, "cant_play"))
                                                or bool(s.pool.own_names("cant_play")))) or (
        bool(s.effects) and any(e.kind == query.PLAYER_CANT_PLAY for e in s.effects))
    by_banishing = s.pool.own_names("play_by_banishing")
    gains_shift = s.pool.own_names("gain_shift")
    for card in p.hand:
        f = card.facts
        if blocked and not query.can_play(s, card):
            continue
        cost = query.cost_to_play(s, p, card)
        if cost <= ink:
            out.append(PlayCard(card.iid))
        has_shift = f.keywords and f.is_character and shift_cost(card) is not None
        if (has_shift or (card.name in gains_shift and query.gained_shift(s, card) is not None)) \
                and _shift_cost(card, cost, s) <= ink:
            out.extend(PlayCard(card.iid, shift=b.iid) for b in _shift_bases(s, p, card))
        if f.is_song:
            out.extend(
                PlayCard(card.iid, singers=(c.iid,)) for c in singers
                if _singer_cost(s, c) >= f.cost
            )
            together = f.keywords.get("Sing Together")
            if together is not None:
                out.extend(_sing_together(s, card, singers, together))
        if card.name in by_banishing:
            out.extend(PlayCard(card.iid, banish=c.iid)
                       for c in query.to_banish_for_play(s, p.seat, card))


def _sing_together(s: GameState, song: Card, singers: list[Card], need: int) -> list[Action]:
    """Every group of two or more singers whose costs add up to `need` or more (8.12.2: any
    number of ready characters, so a player may exert more than needed, e.g. for "whenever
    this character sings" abilities, 8.12.3); up to 8 singers, the most a wire action names,
    and at most MAX_CHOICE_COMBOS groups, smallest groups first."""
    out: list[Action] = []
    costs = {c.iid: _singer_cost(s, c) for c in singers}
    if sum(costs.values()) < need:
        return out
    for size in range(2, min(8, len(singers)) + 1):
        for group in combinations(singers, size):
            if sum(costs[c.iid] for c in group) >= need:
                out.append(PlayCard(song.iid, singers=tuple(c.iid for c in group)))
                if len(out) >= MAX_CHOICE_COMBOS:
                    return out
    return out


def granted_abilities(s: GameState, card: Card) -> list[tuple[str, int]]:
    """Activated abilities a card gained for a while ("your characters gain '{E}, 1 {I} -
    ...' this turn", `GrantActivated`) or gains from a static in play ('activated' statics):
    (granting card's name, its ability index), usable as ability numbers after the card's
    own."""
    out: list[tuple[str, int]] = []
    for e in s.effects:
        if e.kind == "activated" and e.target == card.iid and isinstance(e.value, str):
            name, _, idx = e.value.rpartition("#")
            out.append((name, int(idx)))
    return out + query.static_grants(s, card) if card.zone == PLAY else out


@cache
def _own_abilities(name: str) -> tuple[tuple[str, int, Activated], ...]:
    return tuple((name, i, ab) for i, ab in enumerate(script(name).activated))


def _abilities(s: GameState, card: Card, granted: bool,
               ) -> tuple[tuple[str, int, Activated], ...]:
    own = _own_abilities(card.name)
    if granted:
        own += tuple((n, i, script(n).activated[i]) for n, i in granted_abilities(s, card))
    return own


def _ink_cost(s: GameState, seat: int, card: Card, ab: Activated) -> int:
    """The ink an activated ability costs now: none while its "for free" condition holds
    (1.5.5.4: an alternate cost; paying less is never worse, so it is always taken)."""
    if ab.free_if is not None and ab.free_if.test(s, seat, card, {}):
        return 0
    return ab.ink


def _activate_actions(s: GameState, p: Player, out: list[Action]) -> None:
    ink = p.ready_ink()
    granted = (bool(s.effects) and any(e.kind == "activated" for e in s.effects)) \
        or bool(query.statics(s, "activated"))
    for card in p.play:
        for i, (name, index, ab) in enumerate(_abilities(s, card, granted)):
            if ab.exert and (card.exerted or (card.facts.type == CHARACTER and card.drying)):
                continue
            if ab.condition is not None and not ab.condition.test(s, p.seat, card, {}):
                continue
            if ab.once_per_turn and once_key((name, "activated", index), card.iid) \
                    in p.counters:
                continue
            if ab.exert_one is not None and not exert_cost_options(s, p.seat, card.iid,
                                                                   ab.exert_one):
                continue
            if ab.ink <= ink or not _ink_cost(s, p.seat, card, ab):
                out.append(Activate(card.iid, i))
        boost = query.keyword(s, card, "Boost")
        if boost is not None and card.boosted_turn != s.turn and boost <= ink and p.deck:
            out.append(Activate(card.iid, BOOST))


def _reckless_blocks_end(s: GameState, p: Player) -> bool:
    """Reckless (8.7.3): can't end the turn while a ready Reckless character can challenge;
    likewise while a character that "must quest if able" (a 'must_quest' effect) can quest."""
    if any(
        query.has(s, c, "Reckless") and query.can_challenge_with(s, c)
        and query.challenge_targets(s, c)
        for c in p.play if c.facts.is_character
    ):
        return True
    return bool(s.effects) and any(e.kind == "must_quest" for e in s.effects) and any(
        query.restricted(s, c, "must_quest") and query.can_quest(s, c)
        for c in p.play if c.facts.is_character
    )


def _main_phase_actions(s: GameState, p: Player) -> list[Action]:
    out: list[Action] = []
    if p.inked_this_turn < 1:
        out.extend(InkCard(c.iid) for c in p.hand if c.facts.inkwell)
        if "ink_from" in s.pool.kinds:  # "you can ink cards from your discard"
            out.extend(InkCard(c.iid) for c in query.inkable_elsewhere(s, p))
    _play_actions(s, p, out)
    locations = [c for c in p.play if c.facts.type == LOCATION]
    ink = p.ready_ink()
    for c in p.play:
        if c.facts.type != CHARACTER:
            continue
        if query.can_quest(s, c):
            out.append(Quest(c.iid))
        if query.can_challenge_with(s, c):
            out.extend(Challenge(c.iid, d.iid) for d in query.challenge_targets(s, c))
        if locations and not query.restricted(s, c, "cant_move"):
            if "move_free" in s.pool.kinds:  # "... can move here for free"
                out.extend(MoveTo(c.iid, loc.iid) for loc in locations
                           if c.location != loc.iid and query.move_cost(s, c, loc) <= ink)
                continue
            out.extend(
                MoveTo(c.iid, loc.iid) for loc in locations
                if c.location != loc.iid and loc.facts.move_cost <= ink
            )
    _activate_actions(s, p, out)
    if not _reckless_blocks_end(s, p):
        out.append(EndTurn())
    return out


def choice_actions(s: GameState) -> list[Action]:
    d = s.decision
    assert d is not None
    if d.max == 1:
        out: list[Action] = [Choose((o,)) for o in d.options]
        if d.min == 0:
            out.append(Choose(()))
        return out
    out = []
    for r in range(d.min, min(d.max, len(d.options)) + 1):
        for combo in combinations(d.options, r):
            out.append(Choose(combo))
            if len(out) >= MAX_CHOICE_COMBOS:
                return out
    return out


def legal_actions(s: GameState, seat: int) -> list[Action]:
    if s.over or not 0 <= seat < len(s.players) or not s.players[seat].alive:
        return []
    if s.decision is not None:
        out = choice_actions(s) if s.decision.player == seat else []
    elif idle(s) and s.active == seat:
        out = _main_phase_actions(s, s.players[seat])
    else:
        out = []
    out.append(Concede())
    return out


def valid_choice(s: GameState, picks: tuple[int | str, ...]) -> bool:
    d = s.decision
    return (
        d is not None and d.min <= len(picks) <= d.max and len(set(picks)) == len(picks)
        and all(p in d.options for p in picks)
    )


# --- performing ------------------------------------------------------------------------------

def perform(s: GameState, seat: int, action: Action, events: list[ops.Event]) -> None:
    """Carry out an action already known to be legal, then run the game until input is needed."""
    if isinstance(action, Choose):
        s.decision = None
        s.answer = list(action.picks)
    elif isinstance(action, InkCard):
        card = _card(s, action.card)
        ops.put_into_inkwell(s, card, exerted=False)
        s.players[seat].inked_this_turn += 1
        events.append({"type": "ink", "player": seat, "card": card.name})
        flow.after_action(s)
    elif isinstance(action, PlayCard):
        _play(s, seat, action, events)
    elif isinstance(action, Quest):
        card = _card(s, action.card)
        ops.exert(s, card)
        gained = max(0, query.lore(s, card))
        ops.gain_lore(s, seat, gained)
        # "If no other character has quested this turn" (counted after the lore is gained).
        counters = s.players[seat].counters
        counters["quested"] = counters.get("quested", 0) + 1
        events.append({"type": "quest", "card": card.iid, "lore": gained})
        ops.emit(s, "quest", card)
        flow.after_action(s)
    elif isinstance(action, Challenge):
        a, d = _card(s, action.attacker), _card(s, action.defender)
        ops.exert(s, a)
        s.challenge = [a.iid, d.iid]
        counters = s.players[seat].counters
        counters["challenges"] = counters.get("challenges", 0) + 1
        events.append({"type": "challenge", "attacker": a.iid, "defender": d.iid})
        ops.emit(s, "challenge", a, other=d)
        ops.emit(s, "challenged", d, other=a)
        flow.push(s, ["gsc"], ["bag"], ["challenge_damage"], ["gsc"], ["bag"],
                  ["challenge_end"])
    elif isinstance(action, MoveTo):
        card, loc = _card(s, action.card), _card(s, action.location)
        ops.pay_ink(s, seat, query.move_cost(s, card, loc))
        ops.move_to_location(s, card, loc, events)
        flow.after_action(s)
    elif isinstance(action, Activate):
        _activate(s, seat, action, events)
    elif isinstance(action, EndTurn):
        flow.push(s, ["end_turn"])
    flow.advance(s, events)


def _card(s: GameState, iid: int) -> Card:
    card = s.card(iid)
    assert card is not None
    return card


def _play(s: GameState, seat: int, action: PlayCard, events: list[ops.Event]) -> None:
    p = s.players[seat]
    card = _card(s, action.card)
    base = s.card(action.shift) if action.shift else None
    paid = -1  # the ink paid, when the card's ink or Shift cost was paid
    if action.singers:
        for iid in action.singers:
            singer = _card(s, iid)
            ops.exert(s, singer)
            ops.emit(s, "sing", singer)
    elif base is not None:
        paid = _shift_cost(card, query.cost_to_play(s, p, card), s)
        ops.pay_ink(s, seat, paid)
    elif action.banish:
        # The alternate cost is paid first (4.3.2.2); the banished card's triggers wait in
        # the bag while the played card enters play.
        ops.banish_many(s, [_card(s, action.banish)], events)
    else:
        paid = query.cost_to_play(s, p, card)
        ops.pay_ink(s, seat, paid)
        if not paid and "play_free" in s.pool.kinds and query.plays_free(s, card):
            paid = -1  # played for free, an alternate cost: nothing was paid (1.5.5.3)
    _used_cost_next(s, seat, card)
    if "cost_once" in s.pool.kinds:
        query.use_cost_once(s, seat, card)
    put_into_play(s, seat, card, events, base=base, singers=list(action.singers), paid=paid)
    if action.singers:
        # "Whenever one or more of your characters sings a song": once per song, with the
        # singers for "those characters" (the song is the subject).
        ops.emit(s, "sung", card, vars={"singers": list(action.singers)})


def _used_cost_next(s: GameState, seat: int, card: Card) -> None:
    """A one-use reduction for "the next <type> you play this turn" is used up (4.3.2.3)."""
    counters = s.players[seat].counters
    if query.COST_NEXT in counters:
        for key in query.cost_next_keys(counters, card):
            del counters[key]
        if not any(key.startswith("cost_next:") for key in counters):
            del counters[query.COST_NEXT]


def put_into_play(s: GameState, seat: int, card: Card, events: list[ops.Event], *,
                  base: Card | None = None, exerted: bool = False,
                  singers: list[int] | None = None, paid: int = -1) -> None:
    """The part of playing a card after paying (4.3.2.5-6), shared by the turn action and
    effects that play cards for free: it enters play, 'play' triggers, an action resolves
    (and is then discarded), a Bodyguard may enter exerted."""
    f = card.facts
    ops.move(s, card, PLAY)
    events.append({"type": "play", "player": seat, "card": card.iid, "name": card.name})
    counters = s.players[seat].counters
    key = "played:" + f.type
    counters[key] = counters.get(key, 0) + 1
    if f.is_character:
        for key in _played_keys(card.name):  # "if you played a Hero character this turn"
            counters[key] = counters.get(key, 0) + 1
        card.drying = True
        if base is not None:
            _put_on_top(s, card, base)
        if exerted or query.restricted(s, card, "enters_exerted"):
            card.exerted = True
    elif f.is_item and query.restricted(s, card, "enters_exerted"):
        card.exerted = True
    if "enters_damaged" in s.pool.kinds and not f.is_item and not f.is_action:
        card.damage += query.enters_damage(s, card)  # "enters play with 2 damage" (6.7.8)
    if paid >= 0:
        # "Whenever you pay 2 {I} or less to play a card": the event's facts `paid_ink` and
        # `paid` (ink or Shift cost paid, not an alternate cost such as singing or free).
        ops.emit(s, "play", card, vars={"shifted": 1} if base is not None else None,
                 paid_ink=1, paid=paid)
    elif base is None:
        ops.emit(s, "play", card)
    else:  # "if you used Shift to play her" (`dsl.SHIFTED`)
        ops.emit(s, "play", card, vars={"shifted": 1})
    if f.is_action:
        flow.push(s, ["to_discard", card.iid], ["gsc"], ["bag"])
        if singers:
            # A song's effect may count the characters that sang it (Sing Together, 8.12).
            flow.start_frame(s, (card.name, "effect", 0), seat, card.iid, singers=singers)
        else:
            flow.start_frame(s, (card.name, "effect", 0), seat, card.iid)
        return
    flow.after_action(s)
    if f.is_character and not card.exerted and (
            query.has(s, card, "Bodyguard")
            or ("may_enter_exerted" in s.pool.kinds
                and query.restricted(s, card, "may_enter_exerted"))):
        # Bodyguard works while the card is being played (8.3.2): decide how it enters play
        # before any triggered ability resolves. A shifted Bodyguard may enter exerted even on a
        # ready base (8.10.3); on an exerted base it is exerted anyway (8.10.2). A
        # 'may_enter_exerted' static ("this character may enter play exerted") works the same.
        flow.push(s, ["bodyguard", card.iid])


@cache
def _played_keys(name: str) -> tuple[str, ...]:
    """The per-turn counters a played character adds to besides 'played:Character': one per
    printed classification, 'played:<classification>' (`DidThisTurn("played:Hero")`)."""
    return tuple("played:" + c for c in sorted(facts(name).classifications))


def _put_on_top(s: GameState, card: Card, base: Card) -> None:
    """Shift (8.10): the new card takes the base's place, states and damage."""
    card.exerted, card.damage, card.drying = base.exerted, base.damage, base.drying
    card.location = base.location
    # 8.10.5: it keeps the effects that applied to the base ("+2 {S} this turn", granted
    # keywords, restrictions); delayed triggers stay with the card that created them.
    for e in s.effects:
        if e.target == base.iid and e.kind != "delayed":
            e.target = card.iid
    owner = s.players[base.owner]
    owner.play.remove(base)
    # The cards in play changed without a zone change: drawing an id marks that for caches
    # keyed on `id_count` (`query._InPlayStatics`); the id itself is never used.
    s.fresh_iid()
    card.under = [*base.under, base]
    base.under = NO_CARDS
    base.exerted = False
    base.damage = 0


def _activate(s: GameState, seat: int, action: Activate, events: list[ops.Event]) -> None:
    card = _card(s, action.card)
    p = s.players[seat]
    if action.ability == BOOST:
        ops.pay_ink(s, seat, query.keyword(s, card, "Boost") or 0)
        ops.put_under(s, p.deck[0], card)
        card.boosted_turn = s.turn
        events.append({"type": "boost", "card": card.iid})
        ops.emit(s, "boost", card)  # "whenever you use the Boost ability of a character"
        flow.after_action(s)
        return
    name, index, ab = _abilities(s, card, True)[action.ability]
    if ab.once_per_turn:
        p.counters[once_key((name, "activated", index), card.iid)] = 1
    if ab.exert:
        ops.exert(s, card)
    ops.pay_ink(s, seat, _ink_cost(s, seat, card, ab))
    events.append({"type": "activate", "card": card.iid, "ability": ab.name})
    source = card.iid
    flow.after_action(s)
    if ab.banish_self:
        ops.banish_many(s, [card], events)
        # "Another card" from the discard is not this one (now in the discard, a new id).
        flow.start_frame(s, (name, "activated", index), seat, source,
                         **{SELF_MOVED: card.iid})
        return
    flow.start_frame(s, (name, "activated", index), seat, source)

