"""Per-ink card tests: each card of the built-in decks shown working, and where it stops."""
