"""Set 4 sapphire cards of the starter decks: Heroes together, Support and card selection.

Vanilla and keyword-only sapphire cards (Aurora - Tranquil Princess: Ward; Sisu - Wise Friend)
need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import YOU, CardScript, Filter, Static, Trigger, have
from engine.steps import TOP, Choose, GainLore, Grant, Heal, LookAtTop, Modify

OTHER_HEROES = Filter(owner=YOU, other=True, classification="Hero")

register("Anna - Braving the Storm", CardScript(statics=(
    Static("lore", value=1, condition=have(OTHER_HEROES), name="I WAS BORN READY"),
)))
register("Anna - True-Hearted", CardScript(triggers=(
    Trigger("quest", (Modify(OTHER_HEROES, 1, stat="lore"),), name="LET ME HELP YOU"),
)))
register("Dig a Little Deeper", CardScript(effect=(
    LookAtTop(7, take=2, prompt="2 cards to put into your hand"),
)))
register("Flounder - Collector's Companion", CardScript(statics=(
    Static("cost", value=1, zone="hand", condition=have(Filter(owner=YOU, name="Ariel")),
           name="I'M NOT A GUPPY"),
)))
register("Pascal - Inquisitive Pet", CardScript(triggers=(
    Trigger("play", (LookAtTop(3, take=0, rest=TOP),), name="COLORFUL TACTICS"),
)))
register("Prince Phillip - Gallant Defender", CardScript(triggers=(
    Trigger("chosen_for_support", (Grant("subject", "Resist", 1),), subject="own",
            name="BEST DEFENSE"),
)))
register("Rapunzel - Appreciative Artist", CardScript(statics=(
    Static("keyword", keyword="Ward", condition=have(Filter(owner=YOU, name="Pascal")),
           name="PERCEPTIVE PARTNER"),
)))
register("Seldom All They Seem", CardScript(effect=(
    Choose("t", prompt="Character to get -3 strength this turn"), Modify("t", -3),
)))
register("Transformed Chef - Castle Stove", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to remove up to 2 damage from"),
                     Heal("t", 2)), name="A CULINARY MASTERPIECE"),
)))
register("Hans - Noble Scoundrel", CardScript(triggers=(
    Trigger("play", (GainLore(1),), condition=have(Filter(any_of=("Princess", "Queen"))),
            name="ROYAL SCHEMES"),
)))

