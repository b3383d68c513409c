"""Set 11 emerald cards."""

from __future__ import annotations

from engine.cards.boost import YOUR_BOOSTERS
from engine.cards.facts import ACTION, CHARACTER, ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    EACH_OPPONENT,
    EACH_PLAYER,
    OPPONENT,
    OPPONENTS_TURN,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    AnyOf,
    CardScript,
    Compare,
    Count,
    Event,
    Filter,
    FirstTurn,
    Scaled,
    Static,
    StatOf,
    Trigger,
    Var,
    chosen_player,
    did,
    have,
    owner_of,
)
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    ChooseMode,
    ChoosePlayer,
    Damage,
    Discard,
    Draw,
    Exert,
    GainLore,
    Grant,
    If,
    May,
    Modify,
    Once,
    PlayFree,
    PutUnder,
    Ready,
    RevealHand,
    Shuffle,
    ToDeck,
)

YOUR_ITEMS_IN_DISCARD = Filter(types=(ITEM,), owner=YOU, zone="discard")
EACH_OPPONENT_DISCARDS = (ChooseCards("d", prompt="Card to discard", who=EACH_OPPONENT),
                          Discard("d"))
DRAW_2_DISCARD_1 = (Draw(2), ChooseCards("d", prompt="Card to discard"), Discard("d"))

# --- characters -------------------------------------------------------------------------------

register("Mulan - Resourceful Recruit", CardScript(triggers=(
    Trigger("quest", (GainLore(Scaled(StatOf("self", "strength"), at_most=6)),),
            name="RIGOROUS TRAINING"),
)))

register("Stitch - Naughty Experiment", CardScript(activated=(
    Activated((Choose("t", Filter(owner=OPPONENT), "Opposing character to gain Reckless"),
               Grant("t", "Reckless", duration=UNTIL_YOUR_NEXT_TURN)), name="I DARE YOU!"),
)))
register("Yao - Snow Warrior", CardScript(statics=(
    Static("keyword", keyword="Resist", value=2, condition=OPPONENTS_TURN,
           name="OOH, I'M SCARED"),
)))
register("Ling - Snow Warrior", CardScript(activated=(
    Activated((Choose("t", prompt="Character to get +1 strength"), Modify("t", 1)),
              exert=False, ink=1, name="BUILDING MUSCLES"),
)))
register("Boomer - Has the Beak", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(damaged=True), "Damaged character to exert"),
                     Exert("t")), optional=True, name="SPOTTED HIM!"),
)))
register("Chernabog - Unnatural Force", CardScript(triggers=(
    Trigger("play", (
        Choose("t", Filter(owner=OPPONENT), "Opposing character to shuffle into their deck"),
        Shuffle("t", out="n"),
        If(did("n"), (
            ChooseCards("c", zone="discard", filter=Filter(zone="discard"), up_to=True,
                        who=owner_of("t"),
                        prompt="You may play a character from your discard for free"),
            PlayFree("c", by_owner=True),
        )),
    ), optional=True, name="DARK DANCE"),
)))
register("Dinky - Has the Brains", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=YOU), "One of your characters to take 1 damage",
                            chooser=EACH_OPPONENT),
                     Damage("t", 1)), name="GET HIM!"),
)))
register("Stegmutt - Clumsy Dinosaur", CardScript(
    statics=(Static("cost", value=Count(YOUR_ITEMS_IN_DISCARD), zone="hand",
                    name="WAKE OF DESTRUCTION"),),
    triggers=(Trigger("play", (If(Compare(Count(YOUR_ITEMS_IN_DISCARD), ">=", 3), (
        ChooseCards("i", zone="discard", filter=Filter(types=(ITEM,), zone="discard"),
                    count=3, prompt="3 item cards to put on the bottom of your deck "
                                    "(the first chosen goes to the bottom first)"),
        ToDeck("i", bottom=True, out="n"),
        If(Compare(Var("n"), ">=", 3), (Choose("t", prompt="Character to deal 3 damage to"),
                                        Damage("t", 3))),
    )),), optional=True, name="COLLATERAL DAMAGE"),),
))
register("Aladdin - On the Edge of Adventure", CardScript(triggers=(
    Trigger("play", (Grant("self", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),), subject="own",
            filter=Filter(types=(ACTION,)), name="QUICK ON HIS FEET"),
)))
register("Mushu - Sneaky Dragon", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to deal 2 damage to"), Damage("t", 2)),
            name="SNOWY SURPRISE"),
)))
register("Goofy - Ghost of Jacob Marley", CardScript(triggers=(
    Trigger("banish", (ChooseCards("d", count=Var("under"), who=EACH_OPPONENT,
                                   prompt="Cards to discard"), Discard("d")),
            name="GRAVE OUTCOME"),
)))
register("Copper - Champion of the Forest", CardScript(triggers=(
    Trigger("quest", (Modify(Filter(owner=YOU, keyword="Evasive"), 1, stat="lore"),),
            name="MORE TO EXPLORE"),
)))
register("Copper - Hound Pup", CardScript(triggers=(
    Trigger("play", (ChoosePlayer("p", among=EACH_PLAYER,
                                  prompt="Player who reveals their hand"),
                     RevealHand(chosen_player("p"))), name="FOUND YA"),
)))
register("Vixey - Forest Friend", CardScript(statics=(
    Static("cost", value=1, condition=have(Filter(owner=YOU, name="Tod")), zone="hand",
           name="SHOWIN' UP"),
)))
register("Minnie Mouse - Mrs. Cratchit", CardScript(triggers=(
    Trigger("play", (
        Choose("t", YOUR_BOOSTERS, "Card with Boost to put the top card of your deck under"),
        PutUnder("t", from_deck=1, out="n"),
        If(did("n"), (Draw(1),)),
    ), optional=True, name="A MOTHER'S LOVE"),
)))
register("White Rabbit - Late Again", CardScript(statics=(
    Static("cost", value=1, condition=FirstTurn(starting=False), zone="hand",
           name="UNDERDOG"),
)))
register("Tod - Playful Kit", CardScript(triggers=(
    Trigger("quest", (ChooseMode((
        ("Gain 1 lore", (GainLore(1),)),
        ("Your character gains Evasive",
         (Choose("t", Filter(owner=YOU), "Character of yours to gain Evasive"),
          Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN))),
    )),), name="LOOK AT THIS!"),
)))
register("Mickey Mouse - Snowboard Ace", CardScript(triggers=(
    Trigger("play", EACH_OPPONENT_DISCARDS, name="SLIPPERY SLOPE"),
    Trigger("leave_play", EACH_OPPONENT_DISCARDS, name="SLIPPERY SLOPE"),
)))
register("Tod - Knows All the Tricks", CardScript(triggers=(
    Trigger("chosen", (Once(times=2), May("IMPRESSIVE LEAPS"), Ready("self")),
            condition=All((YOUR_TURN, AnyOf((Event("by_action"), Event("by_item"))))),
            name="IMPRESSIVE LEAPS"),
)))
register("Donald Duck - Fred Honeywell", CardScript(triggers=(
    Trigger("boost", (PutUnder("subject", from_deck=1),), subject="own",
            filter=Filter(types=(CHARACTER,)), optional=True, name="SPIRIT OF GIVING"),
    Trigger("banish", (Draw(Var("under")),), subject="other_own", condition=OPPONENTS_TURN,
            optional=True, name="WELL WISHES"),
)))

# --- actions and songs -------------------------------------------------------------------------

register("Strike A Good Match", CardScript(effect=DRAW_2_DISCARD_1))
register("Snowball Fight", CardScript(effect=(
    *EACH_OPPONENT_DISCARDS,
    If(have(Filter(owner=YOU, keyword="Evasive")), (GainLore(1),)),
)))
register("Freeze the Vine", CardScript(effect=(
    Banish(Filter(types=(LOCATION,))),
    *DRAW_2_DISCARD_1,
)))
register("Education or Elimination", CardScript(effect=(ChooseMode((
    ("Draw; +1 lore and Evasive",
     (Draw(1),
      Choose("t", Filter(owner=YOU), "Character of yours to get +1 lore and Evasive"),
      Modify("t", 1, stat="lore", duration=UNTIL_YOUR_NEXT_TURN),
      Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN))),
    ("Banish chosen damaged character",
     (Choose("t", Filter(damaged=True), "Damaged character to banish"), Banish("t"))),
)),)))

# --- items and locations -----------------------------------------------------------------------

register("Snow Fort", CardScript(statics=(
    Static("strength", Filter(owner=YOU), value=1, name="THE HIGH GROUND"),
    Static("keyword", Filter(owner=YOU), keyword="Resist", value=1, condition=OPPONENTS_TURN,
           name="BARRICADE"),
)))
register("Rafiki's Bakora Staff", CardScript(activated=(
    Activated((Draw(1), ChooseCards("d", prompt="Card to discard"), Discard("d")), ink=1,
              name="READ THE OMENS"),
    Activated((Choose("t", prompt="Character to deal 1 damage to"), Damage("t", 1)),
              exert=False, ink=1, banish_self=True, name="BONK!"),
)))
register("Retro Evolution Device", CardScript(activated=(
    Activated((
        Choose("b", Filter(owner=YOU), "Character of yours to banish"),
        # Chosen while the banished character is still known: banishing it does not change
        # the hand the new character comes from.
        ChooseCards("c", filter=Filter(zone="hand"),
                    max_cost=Scaled(StatOf("b", "cost"), plus=2),
                    prompt="Character to play for free"),
        Banish("b"),
        PlayFree("c"),
    ), ink=1, condition=have(Filter(owner=YOU)), name="TURN INTO DINOSAUR"),
)))
register("Battering Ram", CardScript(activated=(
    Activated((Choose("t", Filter(damaged=True), "Damaged character to deal 1 damage to"),
               Damage("t", 1)), name="FULL FORCE"),
    Activated((Choose("t", Filter(types=(LOCATION,)), "Location to banish"), Banish("t")),
              banish_self=True, name="BREAK THROUGH"),
)))
register("Game Preserve - Protected Land", CardScript(statics=(
    Static("keyword", keyword="Evasive", condition=have(Filter(here=True, keyword="Evasive")),
           name="EASY TO MISS"),
)))
