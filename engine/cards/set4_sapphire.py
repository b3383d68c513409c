"""Set 4 sapphire cards of the starter decks: Anna, Rapunzel and Pascal, and deck songs.

Anna - Braving the Storm is not scripted yet: the stat its ability raises is missing from the
card data's text (see the report).
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import YOU, CardScript, Filter, Static, Trigger, have
from engine.steps import TOP, Choose, GainLore, Grant, Heal, If, LookAtTop, Modify

register("Anna - True-Hearted", CardScript(triggers=(
    Trigger("quest", (Modify(Filter(owner=YOU, other=True, classification="Hero"), 1,
                             stat="lore"),), name="LET ME HELP YOU"),
)))
register("Dig a Little Deeper", CardScript(effect=(
    LookAtTop(7, take=2, prompt="2 cards to put into your hand"),
)))
register("Flounder - Collector's Companion", CardScript(statics=(
    Static("cost", value=1, condition=have(Filter(owner=YOU, name="Ariel")), zone="hand",
           name="I'M NOT A GUPPY"),
)))
register("Pascal - Inquisitive Pet", CardScript(triggers=(
    Trigger("play", (LookAtTop(3, take=0, rest=TOP),), name="COLORFUL TACTICS"),
)))
register("Rapunzel - Appreciative Artist", CardScript(statics=(
    Static("keyword", keyword="Ward", condition=have(Filter(owner=YOU, name="Pascal")),
           name="PERCEPTIVE PARTNER"),
)))
register("Seldom All They Seem", CardScript(effect=(
    Choose("t", prompt="Character for -3 strength"), Modify("t", -3),
)))
register("Transformed Chef - Castle Stove", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to remove up to 2 damage from"),
                     Heal("t", 2)), name="A CULINARY MASTERPIECE"),
)))
register("Prince Phillip - Gallant Defender", CardScript(triggers=(
    Trigger("chosen_for_support", (Grant("subject", "Resist", 1),), subject="own",
            name="BEST DEFENSE"),
)))
register("Hans - Noble Scoundrel", CardScript(triggers=(
    Trigger("play", (If(have(Filter(any_of=("Princess", "Queen"))), (GainLore(1),)),),
            name="ROYAL SCHEMES"),
)))
