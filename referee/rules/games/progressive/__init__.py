"""Progressive Poker: a game of many rounds, each round its own deal at the table.

The rounds of one game form a match (`Variant.match`, see `night/deals.py`).
The match keeps the two things that outlive a round:

- the ante pot: each player antes once, at the first round, into the match's
  pot account (`Setup.pot_account`); the game's winner takes what it holds
  (`Setup.carried_pot`) at the last round;
- the cards: what a round hands the next (`match.next_deal`: the start cards,
  the winner pile left by a tie, who is out, the parity rule's record of who
  placed each pile card, the next round's kind) rides on the match too, and
  the next deal starts from it (`Setup.carried`).

Why on the match rather than the table's per-game carry (Martian Poker's
pieces, kept across every deal of that game for the whole night): these cards
belong to one game, not to the night. On the match they end with it when the
game is won, so a new game never finds an old one's start cards; and the
match knows who is still in: the next deal is dealt to them, with the first
deal's options, and the table deals no other game until this one is won.
Sudden death stays the host's call, at the start of a round.
"""
