"""A night at the table: seats, the bank, and the deals within it."""
