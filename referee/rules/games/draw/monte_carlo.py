"""Monte Carlo: five-card draw in which someone must open with a pair of jacks or better, else the cards are
dealt again; bet, draw, bet, show. The opener must show openers. If nobody shows three of a kind or better,
nobody wins: the pot stays, and the next deal (everyone antes again) plays for it: a match with a carried pot.
"""

from ...core.hand_values import PAIR, THREE_OF_A_KIND
from ...poker.deal import PokerGame, PokerState
from ...poker.openers import Opened, Openers, must_show_openers
from ...poker.phases import Betting, Cards, Draw
from ...poker.phases.draw import LIMIT


def needs_three_of_a_kind(state: PokerState, hands) -> str | None:
    """Why nobody wins this deal: no hand shown holds three of a kind or better."""
    if any(hand.value[0] >= THREE_OF_A_KIND for hand in hands.values()):
        return None
    return "nobody holds three of a kind or better"


JACKS_OR_BETTER = Opened(least=(PAIR, 11, 11), words="a pair of jacks or better")

GAME = PokerGame(
    key="monte_carlo",
    title="Monte Carlo",
    description="Five-card draw: someone must open with jacks or better, else the cards are dealt again; bet, draw, "
                "bet, show. Nobody with three of a kind or better: the pot stays for the next deal.",
    phases=(Cards(down=5), Openers(), Betting(), Draw(most=3, most_with_ace=4), Betting(big=True)),
    defaults={"ante": 5},
    options=(LIMIT,),
    judge=must_show_openers,
    extension=JACKS_OR_BETTER,
    match=True,
    pot_stays=needs_three_of_a_kind,
    max_players=7,
)
