"""Set 1 amethyst cards (filled in by the card family modules)."""
