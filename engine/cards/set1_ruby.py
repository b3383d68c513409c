"""Set 1 ruby cards (filled in by the card family modules)."""
