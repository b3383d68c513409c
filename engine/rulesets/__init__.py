"""Games other than Lorcana, built on the shared rules core (`engine.core`).

`sba704` is seed 001 (another TCG's state-based actions, comprehensive rules 704) and
`windows003` is seed 003 (a third TCG's player actions, action schemes, response windows and
"moribund" cards). Each is a small but complete model of what its seed speaks of, with a
scenario builder, so that every sentence of the seed can be tested.
"""
