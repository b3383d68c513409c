"""Set 1 steel cards (filled in by the card family modules)."""
