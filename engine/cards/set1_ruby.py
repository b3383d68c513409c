"""Set 1 ruby cards: lore swings, readying and direct removal.

Vanilla and keyword-only ruby cards (Captain, Donald Duck, Pongo, Scar - Fiery Usurper,
Sergeant Tibbs, Stitch - Abomination) need no script: their facts say everything.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import IN_CHALLENGE, YOUR_TURN, Activated, All, CardScript, Step, Trigger
from engine.steps import Banish, Choose, GainLore, LoseLore, Modify, Ready, Restrict

# LeFou's FAN THE FLAMES and Shield of Virtue's FIREPROOF are the same effect: the readied
# character may still challenge but must not get a second quest out of it.
READY_NO_QUEST: tuple[Step, ...] = (
    Choose("t", prompt="Choose a character to ready"),
    Ready("t"),
    Restrict("t", "cant_quest"),
)

register("Aladdin - Heroic Outlaw", CardScript(triggers=(
    Trigger("banishes", (GainLore(2), LoseLore(2)), condition=All((YOUR_TURN, IN_CHALLENGE)),
            name="DARING EXPLOIT"),
)))
register("Aladdin - Street Rat", CardScript(triggers=(
    Trigger("play", (LoseLore(1),), name="IMPROVISE"),
)))
register("LeFou - Instigator", CardScript(triggers=(
    Trigger("play", READY_NO_QUEST, name="FAN THE FLAMES"),
)))
register("Rapunzel - Letting Down Her Hair", CardScript(triggers=(
    Trigger("play", (LoseLore(1),), name="TANGLE"),
)))
register("Dragon Fire", CardScript(effect=(
    Choose("t", prompt="Choose a character to banish"),
    Banish("t"),
)))
register("He's Got a Sword!", CardScript(effect=(
    Choose("t", prompt="Choose a character to get +2 strength"),
    Modify("t", 2),
)))
register("Shield of Virtue", CardScript(activated=(
    Activated(READY_NO_QUEST, exert=True, ink=3, name="FIREPROOF"),
)))
