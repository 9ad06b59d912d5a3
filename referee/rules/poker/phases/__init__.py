"""The phases a poker deal is scripted from: dealing, betting, draw, discard, placement, showdown.

Each is one class on the phase protocol (`..phase`); a game names them in its
script, and a game with a phase of its own writes it beside them.
"""

from .betting import Betting
from .cards import Cards
from .discard import Discard
from .draw import Draw
from .placement import Placement
from .showdown import Showdown

__all__ = ["Betting", "Cards", "Discard", "Draw", "Placement", "Showdown"]
