"""Contact Hold'em: each hand plays from its own four cards and its neighbours' face-up cards."""

from .game import GAME

__all__ = ["GAME"]
