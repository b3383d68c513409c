"""The game-agnostic rules core shared by Lorcana and the other rulesets (`engine.rulesets`).

Each module is one mechanism that several trading card games share, written without any game's
names so that a ruleset supplies only its conditions, its effects and its order of players:
`seating` (turn order, clockwise, APNAP), `statecheck` (the state check looping to a fixed
point), `triggers` (triggered abilities waiting and grouped by who orders them), `windows`
(decision windows that close when every player has passed in a row), `durations` (lasting
effects, their ends, conditional effects that loop, last known information), `wire`
(actions as frozen values with a wire form), `leaving` (conceding and timing out: the two
actions, their checks and reasons) and `table` (a game object holding one state, with
snapshots as values).
"""
