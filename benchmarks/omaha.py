"""Omaha hands per second: ours against treys trying all 60 hands of two hole cards and three of the board.

Run from the repository root: `python benchmarks/omaha.py [deals]`. Each deal
is four hole cards and a board of five. The peer is treys evaluating every
two-and-three hand and keeping the best, which is how treys plays Omaha. It
prints the rate of our Omaha high, of our Omaha low (eight or better; treys
has no low, so its ratio is against treys' high, for scale; most random deals
have no low, which is found quickly), and of both together, as a hi-lo
showdown needs. The project aims for ours at least half
of treys' speed on the high hand. A benchmark, not a test: it asserts nothing.
"""

from __future__ import annotations

import random
import sys
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from treys import Card as TreysCard  # noqa: E402
from treys import Evaluator  # noqa: E402

from benchmarks.hands import measure  # noqa: E402
from referee.rules.core.cards import ALL_CARDS  # noqa: E402
from referee.rules.core.omaha import omaha_high, omaha_low  # noqa: E402


def main(count: int = 20_000) -> None:
    rng = random.Random(20240607)
    treys = Evaluator()
    as_treys = {card: TreysCard.new(card.code) for card in ALL_CARDS}
    ours = [(dealt[:4], dealt[4:]) for dealt in (rng.sample(ALL_CARDS, 9) for _ in range(count))]
    theirs = [([as_treys[card] for card in hole], [as_treys[card] for card in board]) for hole, board in ours]

    def treys_omaha(deal) -> int:
        hole, board = deal
        return min(treys.evaluate(list(two), list(three))
                   for two in combinations(hole, 2) for three in combinations(board, 3))

    rates = measure({
        "treys, high": (treys_omaha, theirs),
        "ours, high": (lambda deal: omaha_high(*deal), ours),
        "ours, low": (lambda deal: omaha_low(*deal), ours),
        "ours, high and low": (lambda deal: (omaha_high(*deal), omaha_low(*deal)), ours),
    })
    for who, (first, best) in rates.items():
        print(f"{who:>20}: {best:>10,.0f} Omaha hands per second (first pass {first:>10,.0f})")
    peer = rates["treys, high"]
    for who, goal in (("ours, high", "; goal 0.50"), ("ours, low", ""), ("ours, high and low", "")):
        print(f"{who} / treys, high = {rates[who][1] / peer[1]:.2f} (first pass {rates[who][0] / peer[0]:.2f}{goal})")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:]))
