"""Set 1 amber cards (filled in by the card family modules)."""
