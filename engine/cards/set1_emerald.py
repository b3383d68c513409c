"""Set 1 emerald cards (filled in by the card family modules)."""
