"""Acey Deucey: one pot, bets sized against it, no showdown (see `game`)."""
