"""Chaos Wilds: chaos cards turned up between the bets, then one last card whose rank is wild for all."""

from .game import GAME

__all__ = ["GAME"]
