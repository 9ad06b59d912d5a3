"""Lamarckian Poker (James Ernest, Cheapass Games)."""
