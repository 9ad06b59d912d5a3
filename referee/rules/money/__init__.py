"""Money at the table: stakes, betting rounds and pots."""
