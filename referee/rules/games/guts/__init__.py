"""Guts and Gruts: three-card declarations over a pot that carries from deal to deal (see `game`)."""
