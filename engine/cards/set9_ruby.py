"""Set 9 ruby cards of the starter decks: rock stars and fans.

Not scripted yet: Max Goof - Rockin' Teen (can't move to locations), Powerline - World's
Greatest Rock Star (playing a looked-at song) and I2I (who sang it).
"""

from __future__ import annotations

from engine.cards.facts import SONG
from engine.cards.registry import register
from engine.dsl import (
    EACH_PLAYER,
    YOU,
    YOUR_TURN,
    CardScript,
    Cmp,
    Compare,
    DidThisTurn,
    Filter,
    Static,
    Trigger,
    Var,
    have,
)
from engine.steps import Draw, GainLore, If, LookAtTop, Modify, PlayFree, Ready, Restrict

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
register("Max Goof - Rockin' Teen", CardScript(statics=(
    Static("cant_move", name="I JUST WANNA STAY HOME"),
)))

register("Powerline - World's Greatest Rock Star", CardScript(triggers=(
    Trigger("sing", (
        LookAtTop(4, Filter(types=(SONG,), zone="deck", where=(Cmp("cost", "<=", 9),)),
                  optional=True, reveal=True, var="song",
                  prompt="Song card with cost 9 or less to play for free"),
        PlayFree("song"),
    ), condition=YOUR_TURN, once_per_turn=True, name="MASH-UP"),
)))

register("I2I", CardScript(effect=(
    Draw(2, who=EACH_PLAYER),
    GainLore(2, who=EACH_PLAYER),
    If(Compare(Var("singers"), ">=", 2), (Ready("singers"), Restrict("singers", "cant_quest"))),
)))

