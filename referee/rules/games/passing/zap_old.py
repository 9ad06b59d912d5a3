"""Zap (old): as Zap, but the struck player pays nothing, a full player is passed over in turn and gives a card
up only when struck, every card given up is greased, and lightning with every player full costs nothing."""

from ...poker.phases.lightning import PRICE
from .zap import zap

GAME = zap("zap_old", "Zap (old)", "The old Zap: the lightning's zaps cost a nickel, the struck player pays "
           "nothing and gets a card up; a card given up goes to the first player with fewer than three up.",
           False, (PRICE,))
