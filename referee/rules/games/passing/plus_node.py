"""Plus Node: five-card draw with four node cards face down in a plus and four in a minus.

Five down (and the nodes laid), bet, draw (the house limit), bet; then the
node phase: each player still in, in turn, turns a card of the plus or the
minus node, and every player still in answers for its rank
(`poker.phases.answers`): on the plus, each card of it shown stays in the
hand and earns one more card; on the minus, each is thrown away and
replaced. Bet, show: a hand of more than five plays its best five.
"""

from ...poker.deal import PokerGame
from ...poker.phases import Betting, Cards, Draw
from ...poker.phases.draw import LIMIT
from ...poker.phases.nodes import Layout, NodeBoard, NodeFlip
from ...poker.script import EachPlayer
from ..classic.named_wilds import OPTIONS, named_wilds

GAME = PokerGame(
    key="plus_node",
    title="Plus Node",
    description="Five-card draw with a plus and a minus node of four face-down cards each: after the draw, "
                "each player turns a node card; everyone holding its rank shows it and gains a card (plus) or "
                "throws it away for a new one (minus); bet, show.",
    phases=(Cards(down=5), Layout(), Betting(), Draw(most=3, most_with_ace=4), Betting(big=True),
            EachPlayer(NodeFlip()), Betting(big=True)),
    defaults={"ante": 5},
    options=tuple(option for option in OPTIONS if option.name != "jokers") + (LIMIT,),
    wilds=named_wilds,
    extension=NodeBoard(),
    max_players=6,
)
