"""Martian Poker: five-card stud with Icehouse pieces placed on the cards.

`pieces` (sizes, colours, stashes), `disputes` (a card's pieces and who owns
it), `table` (the pieces of a deal and the cards they go on), `placements`
(the Icehouse phase), `game` (the game declared on the poker engine), `view`,
`between` (gives, trades and sales between deals) and `variant` (the table's
entry point, a `Keeper`).
"""
