"""Poker hand histories (PHH): reading, writing, exporting and replaying them."""
