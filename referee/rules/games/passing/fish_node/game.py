"""Fish Node: five-card draw (the dealer may name one wild rank); after the draw and its bet, each player in
turn lays a bait from their hand, declared plus or minus, acting on every holder of its rank (`bait`); bet;
show. With the Fish Flop (option): after that bet the fish flops (`flop`), then a final bet.
"""

from ....poker.deal import PokerGame
from ....poker.phases import Betting, Cards, Draw
from ....poker.phases.draw import LIMIT
from ....poker.script import EachPlayer, WithOption
from ...classic.named_wilds import OPTIONS, named_wilds
from .bait import FISH_FLOP, Bait
from .flop import FishBoard, FishFlop

GAME = PokerGame(
    key="fish_node",
    title="Fish Node",
    description="Five-card draw, one wild rank if the dealer names it: after the draw each player lays a bait "
                "card, plus or minus, and everyone holding its rank lays theirs in front and gains a card (plus) "
                "or throws them away for new ones (minus). Option: the Fish Flop.",
    phases=(Cards(down=5), Betting(), Draw(most=3, most_with_ace=4), Betting(big=True),
            EachPlayer(Bait()), Betting(big=True), WithOption(FISH_FLOP.name, (FishFlop(), Betting(big=True)))),
    defaults={"ante": 5},
    options=tuple(option for option in OPTIONS if option.name == "wild_rank") + (FISH_FLOP, LIMIT),
    wilds=named_wilds,
    extension=FishBoard(),
    max_players=6,
)
