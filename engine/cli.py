"""Watch the engine play itself: `python -m engine.cli` (or `glimmer-selfplay`).

Until the server exists this is the quickest way to see a whole game: two (up to four) built-in
decks, a simple policy for every seat, and a running commentary of turns, actions (with card
names), banishes and lore totals, ending with the winner and why. The engine does not know it is
being watched: the commentary is built from the public `Game` API and the events it returns.

    python -m engine.cli --decks amber-amethyst emerald-ruby --seed 7
    python -m engine.cli --players 4 --policy random --quiet
    python -m engine.cli --decks my-deck.txt set01-sapphire-steel   # a deck list file
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from engine import (
    BUILTIN_DECKS,
    Action,
    Activate,
    Challenge,
    Choose,
    Concede,
    DeckError,
    EndTurn,
    Game,
    InkCard,
    MoveTo,
    PlayCard,
    Quest,
    complete_builtin_decks,
    resolve_deck,
)
from engine.query import strength, willpower
from engine.state import Card, GameState

Policy = Callable[[Game, int, list[Action], random.Random], Action]
MAX_ACTIONS = 20_000
SEAT_STYLES = ("bold cyan", "bold magenta", "bold green", "bold yellow")


# --- policies ----------------------------------------------------------------------------------

def random_policy(game: Game, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """Any legal action except conceding, uniformly."""
    return rng.choice([a for a in legal if not isinstance(a, Concede)])


def greedy_policy(game: Game, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """Ink first, take free banishes, quest, play the biggest card, then end the turn.

    It never concedes. Decisions get simple answers: use "may" abilities, keep the opening hand
    except very expensive cards, and otherwise take the first option.
    """
    s = game.state
    options = [a for a in legal if not isinstance(a, Concede)]
    d = s.decision
    if d is not None:
        return _greedy_choice(s, seat, options)
    return max(options, key=lambda a: (_score(s, seat, a), -options.index(a)))


def _greedy_choice(s: GameState, seat: int, options: list[Action]) -> Action:
    d = s.decision
    assert d is not None
    picks = {a.picks: a for a in options if isinstance(a, Choose)}
    if d.kind == "alter_hand":
        expensive = tuple(o for o in d.options if isinstance(o, int) and _cost(s, o) >= 6)
        return picks.get(expensive, picks.get((), options[0]))
    for preferred in (("yes",), ("exerted",), ("top",)):
        if preferred in picks:
            return picks[preferred]
    return options[0]


def _cost(s: GameState, iid: int | str) -> int:
    card = s.card(iid) if isinstance(iid, int) else None
    return card.facts.cost if card is not None else 0


def _score(s: GameState, seat: int, a: Action) -> float:
    p = s.players[seat]
    if isinstance(a, InkCard):
        card = s.card(a.card)
        # Ink early, and prefer inking the card we could least afford to play.
        return 50 + (card.facts.cost if card is not None else 0) / 10
    if isinstance(a, Challenge):
        att, dfn = s.card(a.attacker), s.card(a.defender)
        if att is None or dfn is None:
            return -1
        kills = strength(s, att) >= willpower(s, dfn) - dfn.damage
        dies = dfn.facts.is_character and strength(s, dfn) >= willpower(s, att) - att.damage
        if kills and not dies:
            return 40 + dfn.facts.cost
        if kills and dfn.facts.cost >= att.facts.cost:
            return 20 + dfn.facts.cost - att.facts.cost
        return -1
    if isinstance(a, Quest):
        card = s.card(a.card)
        return 30 + (card.facts.lore if card is not None else 0)
    if isinstance(a, PlayCard):
        card = s.card(a.card)
        cost = card.facts.cost if card is not None else 0
        free = 3 if a.singers else 0
        return 10 + cost + free + (1 if a.shift else 0)
    if isinstance(a, Activate):
        return 5
    if isinstance(a, MoveTo):
        return 2 if p.ready_ink() > 2 else -1
    if isinstance(a, EndTurn):
        return 0
    return -2


POLICIES: dict[str, Policy] = {"greedy": greedy_policy, "random": random_policy}


# --- commentary -------------------------------------------------------------------------------

class Commentary:
    """Turns actions and events into lines of text, naming cards while they are still known."""

    def __init__(self, console: Console, game: Game, deck_names: Sequence[str],
                 quiet: bool) -> None:
        self.console = console
        self.game = game
        self.decks = list(deck_names)
        self.quiet = quiet

        self.known: dict[int, str] = {}

    def seat(self, seat: int, deck: bool = False) -> Text:
        label = f"P{seat} ({self.decks[seat]})" if deck else f"P{seat}"
        return Text(label, style=SEAT_STYLES[seat % 4])

    def remember(self) -> None:
        """Note the names of the cards in play: an event may mention one that has just left."""
        self.known = {c.iid: c.name for p in self.game.state.players for c in p.play}

    def name(self, iid: int) -> str:
        card: Card | None = self.game.state.card(iid)
        return card.name if card is not None else self.known.get(iid, f"card #{iid}")

    def say(self, *parts: str | Text) -> None:
        if not self.quiet:
            self.console.print(Text.assemble(*parts))

    def describe(self, seat: int, action: Action) -> list[str | Text]:
        """The action in words, using names from before it happens (ids change on moves)."""
        s = self.game.state
        who = self.seat(seat)
        if isinstance(action, InkCard):
            return [who, " inks a card"]
        if isinstance(action, PlayCard):
            how = ""
            if action.shift:
                how = f" shifting onto {self.name(action.shift)}"
            elif action.singers:
                how = " sung by " + " and ".join(self.name(i) for i in action.singers)
            return [who, " plays ", Text(self.name(action.card), style="bold"), how]
        if isinstance(action, Quest):
            card = s.card(action.card)
            return [who, " quests with ", Text(self.name(action.card), style="bold"),
                    f" ({card.facts.lore if card else 0} lore)"]
        if isinstance(action, Challenge):
            return [who, "'s ", Text(self.name(action.attacker), style="bold"), " challenges ",
                    Text(self.name(action.defender), style="bold")]
        if isinstance(action, MoveTo):
            return [who, " moves ", self.name(action.card), " to ", self.name(action.location)]
        if isinstance(action, Activate):
            what = "Boost" if action.ability < 0 else "an ability"
            return [who, f" uses {what} of ", self.name(action.card)]
        if isinstance(action, Choose):
            return [who, " chooses ", self._picks(action)]
        if isinstance(action, EndTurn):
            return [who, " ends the turn"]
        return [who, " concedes"]

    def _picks(self, action: Choose) -> str:
        d = self.game.state.decision
        if d is not None and d.kind == "alter_hand":
            return f"to put {len(action.picks)} card(s) back"
        if d is not None and d.kind == "bag":
            return "which trigger resolves next"
        names = [p if isinstance(p, str) else self.name(p) for p in action.picks]
        return ", ".join(names) if names else "nothing"

    def events(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            kind = e["type"]
            if kind == "turn":
                self.turn_header(e["player"], e["turn"])
            elif kind == "banish":
                self.say("    ", Text(e["name"], style="bold red"), " is banished")
            elif kind == "damage":
                self.say(f"    {self.name(e['card'])} takes {e['amount']} damage")
            elif kind == "player_lost":
                self.say("    ", self.seat(e["player"]), Text(f" is out: {e['reason']}",
                                                              style="red"))
            elif kind == "draw_empty":
                self.say("    ", self.seat(e["player"]), " tries to draw from an empty deck")

    def turn_header(self, seat: int, turn: int) -> None:
        if self.quiet:
            return
        s = self.game.state
        lore = "  ".join(f"P{p.seat}:{p.lore}" for p in s.players if p.alive)
        self.console.rule(Text.assemble(f"Turn {turn} - ", self.seat(seat, deck=True),
                                        f"   lore {lore}"))


# --- the match ----------------------------------------------------------------------------------

def _deck_file(value: str) -> Path | None:
    """The deck list file a command-line deck argument names, if it is one."""
    path = Path(value)
    return path if value not in BUILTIN_DECKS and "\n" not in value and path.is_file() else None


def deck_argument(value: str) -> str:
    """A deck as given on a command line: a built-in deck's name or a pasted deck list are kept
    as they are, a path to a deck list file ('COUNT Full Name' lines) becomes its text."""
    path = _deck_file(value)
    return value if path is None else path.read_text(encoding="utf-8")


def deck_label(value: str) -> str:
    """How the commentary names a deck argument."""
    path = _deck_file(value)
    if path is not None:
        return path.stem
    return value if value in BUILTIN_DECKS else "custom deck"


def play_match(deck_names: Sequence[str], seed: int, policy: Policy, console: Console,
               quiet: bool = False) -> Game:
    """Play one match; each deck is a built-in deck's name, a deck list file or a pasted list."""
    decks = [resolve_deck(deck_argument(n)) for n in deck_names]
    game = Game.new(decks, seed=seed)
    deck_names = [deck_label(n) for n in deck_names]
    talk = Commentary(console, game, deck_names, quiet)
    rng = random.Random(seed)
    talk.say("Starting player: ", talk.seat(game.state.starting, deck=True))
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        seat = game.to_act()[0]
        action = policy(game, seat, game.legal_actions(seat), rng)
        line = talk.describe(seat, action)
        talk.remember()
        lore_before = game.state.players[seat].lore
        events = game.apply(seat, action)
        if not isinstance(action, EndTurn | Choose) or game.state.players[seat].lore != \
                lore_before:
            gained = game.state.players[seat].lore - lore_before
            tail = f"  [lore {game.state.players[seat].lore}]" if gained else ""
            talk.say("  ", *line, tail)
        elif isinstance(action, Choose) and not quiet:
            talk.say("  ", *line)
        talk.events(events)
    return game


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m engine.cli",
        description="Play a self-play Lorcana match with the built-in decks and watch it.",
    )
    parser.add_argument("--decks", nargs="+", default=["amber-amethyst", "emerald-ruby"],
                        metavar="DECK",
                        help="decks, one per seat, reused in order if there are more players: "
                             "built-in deck names (complete now: "
                             f"{', '.join(complete_builtin_decks())}; `python -m engine.coverage` "
                             "lists all) or deck list files ('COUNT Full Name' lines)")
    parser.add_argument("--seed", type=int, default=1, help="game seed (default 1)")
    parser.add_argument("--policy", choices=sorted(POLICIES), default="greedy",
                        help="how every seat picks its actions (default greedy)")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=None,
                        help="number of players (default: one per deck given, at least 2)")
    parser.add_argument("--quiet", action="store_true", help="print only the result")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(argv)
    players = args.players or max(2, min(4, len(args.decks)))
    decks = [args.decks[i % len(args.decks)] for i in range(players)]
    console = Console(highlight=False, soft_wrap=True)
    try:
        game = play_match(decks, args.seed, POLICIES[args.policy], console, quiet=args.quiet)
    except DeckError as exc:
        console.print(f"Bad deck: {exc}", style="bold red")
        return 2
    result = game.result
    if result is None:
        console.print(f"No result after {MAX_ACTIONS} actions.", style="bold red")
        return 1
    lore = ", ".join(f"P{p.seat} {p.lore}" for p in game.state.players)
    if result.winner is None:
        console.print(Text(f"Draw ({result.reason}); lore: {lore}", style="bold"))
    else:
        console.print(Text.assemble(
            "Winner: ", Text(f"P{result.winner} ({deck_label(decks[result.winner])})",
                             style=SEAT_STYLES[result.winner % 4]),
            f" by {result.reason} after {game.state.turn} turns; lore: {lore}"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
