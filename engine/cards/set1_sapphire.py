"""Set 1 sapphire cards: ramp (extra ink), healing, card selection and protection.

Vanilla sapphire cards (Aurora - Regal Princess, Flounder, Jasmine - Disguised, both
vanilla Maleficents, Mufasa) need no script.
"""

from __future__ import annotations

from engine import ops
from engine.cards.custom import custom
from engine.cards.registry import register
from engine.dsl import YOU, Activated, CardScript, Ctx, Filter, Static, Trigger
from engine.effects import OPPONENT, Choose, Custom, Heal, Ink, InkFromDeck, Modify
from engine.state import DECK, HAND, Decision


@custom("develop_your_brain")
def develop_your_brain(ctx: Ctx) -> Decision | None:
    """Look at the top two cards: one to hand, the rest to the bottom of the deck.

    The looked-at cards are remembered in the frame so the answer is checked against exactly
    what was shown, and the choice is hidden from opponents (they only learn a card was taken).
    """
    s = ctx.state
    deck = s.players[ctx.controller].deck
    if ctx.answer is None:
        looked = [c.iid for c in deck[:2]]
        ctx.frame.vars["looked"] = looked
        if not looked:
            return None
        return Decision(ctx.controller, "cards", list(looked), 1, 1,
                        "Choose a card to put into your hand", ctx.source, hidden=True)
    looked = ctx.frame.vars.get("looked", [])
    for iid in looked:
        card = s.card(iid)
        if card is None or card.zone != DECK:
            continue
        if iid in ctx.answer:
            ops.move(s, card, HAND)
        else:
            ops.move(s, card, DECK, bottom=True)
    return None


register("Aurora - Briar Rose", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Choose a character to get -2 strength"),
                     Modify("t", -2)), name="DISARMING BEAUTY"),
)))
register("Aurora - Dreaming Guardian", CardScript(statics=(
    Static("keyword", applies_to=Filter(owner=YOU, other=True), keyword="Ward",
           name="PROTECTIVE EMBRACE"),
)))
register("Gramma Tala - Storyteller", CardScript(triggers=(
    Trigger("banish", (Ink("self"),), optional=True, name="I WILL BE WITH YOU"),
)))
register("Mickey Mouse - Detective", CardScript(triggers=(
    Trigger("play", (InkFromDeck(),), optional=True, name="GET A CLUE"),
)))
register("Scar - Mastermind", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT),
                            "Choose an opposing character to get -5 strength"),
                     Modify("t", -5)), name="INSIDIOUS PLOT"),
)))
register("Develop Your Brain", CardScript(effect=(Custom("develop_your_brain"),)))
register("One Jump Ahead", CardScript(effect=(InkFromDeck(),)))
register("Coconut Basket", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Choose a character to remove up to 2 damage from"),
                     Heal("t", 2)),
            subject="own", filter=Filter(), optional=True, name="CONSIDER THE COCONUT"),
)))
register("Magic Golden Flower", CardScript(activated=(
    Activated((Choose("t", prompt="Choose a character to remove up to 3 damage from"),
               Heal("t", 3)), exert=False, banish_self=True, name="HEALING POLLEN"),
)))
