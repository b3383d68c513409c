"""Set 1 sapphire cards (filled in by the card family modules)."""
