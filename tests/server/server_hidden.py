"""What "nothing hidden" means for the engine's views, as checks over received views.

Hidden information in Lorcana: cards in another player's hand, every deck's cards, and the
identity of inkwell cards (face down). The engine's views show those as counts. Beyond that
structural check, `check_cross` compares views of the *same* game version across audiences: a
card object id that sits in a seat's hand (or in that seat's private decision options) must not
appear anywhere in any other audience's view.
"""

from __future__ import annotations

from typing import Any

View = dict[Any, Any]
PRIVATE_ZONES = {"hand", "deck", "inkwell"}


def card_ids(tree: Any) -> set[int]:
    """Ids of every card object (a map with an id and a name) anywhere in `tree`."""
    found: set[int] = set()
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if "id" in node and "name" in node:
                found.add(node["id"])
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


def has_card_names(tree: Any) -> bool:
    if isinstance(tree, dict):
        return "name" in tree or any(has_card_names(v) for v in tree.values())
    if isinstance(tree, list):
        return any(has_card_names(v) for v in tree)
    return False


def check_structure(view: View, viewer: int | None) -> None:
    """Another player's hand, any deck and any inkwell appear as counts, never as cards."""
    assert view.get("you") == viewer
    for player in view["players"]:
        assert type(player["deck"]) is int, player
        assert not has_card_names(player["inkwell"]), player["inkwell"]
        if player["seat"] != viewer:
            assert type(player["hand"]) is int, f"seat {player['seat']} hand visible to {viewer}"
    decision = view.get("decision")
    if decision is not None and decision.get("player") != viewer:
        assert not has_card_names(decision), f"another seat's decision shown to {viewer}"
    if viewer is None:
        assert "legal" not in view


def private_ids(view: View, seat: int) -> set[int]:
    """Card ids only `seat` may know: its hand, and its decision's options from hidden zones."""
    ids = card_ids(view["players"][seat]["hand"])
    decision = view.get("decision")
    if decision is not None and decision.get("player") == seat:
        for option in decision.get("options") or []:
            if isinstance(option, dict) and option.get("zone") in PRIVATE_ZONES:
                ids |= card_ids(option)
    return ids


def check_cross(views: dict[int | None, View]) -> None:
    """`views`: audience (seat or None) -> its view, all at the same game version."""
    versions = {v["version"] for v in views.values()}
    assert len(versions) == 1, versions
    for seat, own in views.items():
        if seat is None:
            continue
        secret = private_ids(own, seat)
        for other, view in views.items():
            if other != seat:
                leaked = secret & card_ids(view)
                assert not leaked, f"seat {seat}'s private cards {leaked} visible to {other}"
