"""Fish Node: five-card draw in which each player lays a bait from their hand; the Fish Flop as an option."""

from .game import GAME

__all__ = ["GAME"]
