"""Low hands per second: our ace-to-five, deuce-to-seven and badugi evaluators against PokerKit's.

Run from the repository root: `python benchmarks/lowball.py [hands]`. The
peer is PokerKit, the reference library for these games' hand histories,
measured in the same run on the same random hands: its `RegularLowHand`
(ace-to-five, seven cards as razz deals them and five as A-5 draw does),
`StandardLowHand` (deuce-to-seven, five cards) and `BadugiHand` (four cards),
each made with `from_game` as PokerKit makes a showdown's hands. It prints
each rate and ours over PokerKit's. A benchmark, not a test: it asserts
nothing.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pokerkit import BadugiHand, RegularLowHand, StandardLowHand  # noqa: E402

from benchmarks.hands import measure  # noqa: E402
from referee.rules.core.ace_to_five import ace_to_five  # noqa: E402
from referee.rules.core.badugi import badugi  # noqa: E402
from referee.rules.core.cards import ALL_CARDS  # noqa: E402
from referee.rules.core.deuce_to_seven import deuce_to_seven  # noqa: E402

RANKINGS = [  # what is measured, our evaluator, PokerKit's hand, cards a hand
    ("ace-to-five, 7 cards", ace_to_five, RegularLowHand, 7),
    ("ace-to-five, 5 cards", ace_to_five, RegularLowHand, 5),
    ("deuce-to-seven, 5 cards", deuce_to_seven, StandardLowHand, 5),
    ("badugi, 4 cards", badugi, BadugiHand, 4),
]


def main(count: int = 20_000) -> None:
    rng = random.Random(20240607)
    for name, ours, theirs, size in RANKINGS:
        hands = [tuple(rng.sample(ALL_CARDS, size)) for _ in range(count)]
        as_pokerkit = ["".join(card.code for card in hand) for hand in hands]
        rates = measure({"ours": (ours, hands), "pokerkit": (theirs.from_game, as_pokerkit)})
        (first, best), (peer_first, peer) = rates["ours"], rates["pokerkit"]
        print(f"{name:>24}: ours {best:>9,.0f} hands per second (first pass {first:>9,.0f}), "
              f"pokerkit {peer:>9,.0f} (first pass {peer_first:>9,.0f}); ours / pokerkit = {best / peer:.2f} "
              f"(first pass {first / peer_first:.2f})")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:]))
