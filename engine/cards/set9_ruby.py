"""Set 9 ruby cards of the starter decks: rock stars and fans.

Not scripted yet: Max Goof - Rockin' Teen (can't move to locations), Powerline - World's
Greatest Rock Star (playing a looked-at song) and I2I (who sang it).
"""

from __future__ import annotations

from engine.cards.facts import SONG
from engine.cards.registry import register
from engine.dsl import YOU, CardScript, DidThisTurn, Filter, Static, Trigger, have
from engine.steps import Modify

HAVE_A_SINGER = have(Filter(owner=YOU, keyword="Singer"))

register("P.J. Pete - Caught Up in the Music", CardScript(triggers=(
    Trigger("play", (Modify("self", 2),), subject="own", filter=Filter(types=(SONG,)),
            name="SHOUT OUT LOUD!"),
)))
register("Powerline - Musical Superstar", CardScript(statics=(
    Static("keyword", keyword="Rush", condition=DidThisTurn("played:" + SONG),
           name="ELECTRIC MOVE"),
)))
register("Roxanne - Powerline Fan", CardScript(statics=(
    Static("strength", value=1, condition=HAVE_A_SINGER, name="CONCERT LOVER"),
    Static("lore", value=1, condition=HAVE_A_SINGER, name="CONCERT LOVER"),
)))
