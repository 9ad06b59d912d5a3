"""The pieces a table may name when it defines a game: each is a rule some game of the house already plays,
with the values it takes, what it reads as in words, and the part of a game it makes.

Five families, one list each in a definition:

- `script`: the steps of a deal, in order (deal, bet, draw, pass, nodes, …;
  `steps`);
- `wild`: which cards are wild;
- `showdown`: rules of the showdown beyond the best hand (kills, automatic
  wins, half the pot to a card, a high-low split);
- `on_cards`: what a card does as it is dealt face up (a kill, a purchase, a
  rainout);
- `options`: the game's own options, with their defaults: yes-or-no ones
  (a piece of any family that names one in its `if`, or `unless`, applies
  only in a deal where the dealer turned it on, or left it off), amounts of
  money (a piece's price may name one: `{"option": "stake"}`), numbers,
  choices of words and ranks the dealer names (`options`).

A new piece is one entry in `steps`, `card_rules` or `options` over a hook a
game module already has.
"""

from .card_rules import ON_CARDS, SHOWDOWN, WILD
from .options import OPTIONS
from .part import CONDITIONS
from .steps import SCRIPT

RULES = ("wild", "showdown", "on_cards")  # the families whose pieces a game names once each
FAMILIES = {"script": SCRIPT, "wild": WILD, "showdown": SHOWDOWN, "on_cards": ON_CARDS, "options": OPTIONS}
__all__ = ["CONDITIONS", "FAMILIES", "RULES", "where"]


def where(family: str, place: int) -> str:
    """How a sentence names an entry: "Script step 2", "Wild rule 1"."""
    return f"{family.replace('_', ' ').capitalize()} {'step' if family == 'script' else 'rule'} {place}"
