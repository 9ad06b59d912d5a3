"""Poker deals built from shared pieces: dealing, betting, draws, discards, showdown.

A game is declared as data (`PokerGame`) and played by one engine
(`PokerVariant`), so every betting game reads like its rules.
"""
