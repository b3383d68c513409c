"""A summary of a scripted card's abilities in short words of our own (what fires them, what
they cost, their names), for `GET /cards` (`server.cards_api`), so that a client can say what a
card does and name its activated abilities. Never a card's rules text, which is not part of the
project.
"""

from __future__ import annotations

#: When a triggered ability fires, in the project's words, by (event, whose event).
_WHEN = {
    ("play", "self"): "When played", ("quest", "self"): "When it quests",
    ("challenge", "self"): "When it challenges", ("challenged", "self"): "When challenged",
    ("banish", "self"): "When banished", ("banishes", "self"): "When it banishes a character",
    ("turn_end", "self"): "At the end of your turn", ("exert", "self"): "When it exerts",
    ("chosen_by_opponent", "self"): "When an opponent chooses it",
}
_WHOSE = {"own": "one of your characters", "other_own": "another of your characters",
          "opposing": "an opposing character", "any": "a character"}
_EVENT = {"play": "is played", "quest": "quests", "challenge": "challenges",
          "challenged": "is challenged", "banish": "is banished", "banishes": "banishes another"}


def _trigger_summary(on: str, subject: str, name: str) -> str:
    when = _WHEN.get((on, subject)) or (
        f"When {_WHOSE.get(subject, 'a card')} {_EVENT.get(on, on.replace('_', ' '))}")
    return f"{when}: {name}" if name else when


def _activated_summary(exert: bool, ink: int, banish: bool, name: str) -> str:
    costs = [c for c in ("exert" if exert else "", f"{ink} ink" if ink else "",
                         "banish it" if banish else "") if c]
    return f"{', '.join(costs) or 'free'}: {name or 'ability'}"


def summaries(full_name: str) -> tuple[list[str], list[str]]:
    """A card's abilities in short words of our own (what fires them, what they cost, their
    names), never its rules text: (every ability, the activated ones in `activate` order)."""
    from engine.cards.registry import script

    sc = script(full_name)
    activated = [_activated_summary(a.exert, a.ink, a.banish_self, a.name)
                 for a in sc.activated]
    triggers = [_trigger_summary(t.on, t.subject, t.name) for t in sc.triggers]
    statics = [f"While in play: {st.name}" for st in sc.statics if st.name]
    return triggers + activated + statics, activated
