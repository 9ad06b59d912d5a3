"""Poker as everyone plays it: draw, stud, hold'em, Pineapple, and the wilds a dealer names."""
