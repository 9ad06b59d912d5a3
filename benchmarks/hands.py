"""Evaluations per second of our evaluator and of treys, on the same random hands.

Run from the repository root: `python benchmarks/hands.py [hands]`. It prints
the rate of each and the ratios the project aims for: ours at least treys'
speed on 7-card hands, at least half of it on 5-card hands, and 7-card hands
with two wild cards at least a third of treys' 7-card speed. A benchmark, not
a test: it asserts nothing.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from treys import Card as TreysCard  # noqa: E402
from treys import Evaluator  # noqa: E402

from referee.rules.core.cards import ALL_CARDS, JOKERS  # noqa: E402
from referee.rules.core.hands import evaluate  # noqa: E402
from referee.rules.core.wilds import jokers  # noqa: E402


def measure(runs: dict, rounds: int = 5) -> dict:
    """Evaluations per second of each run: on its first pass, and the best pass.

    The runs take turns, round after round, so a machine busy with something
    else slows them alike. Our evaluator remembers the value of each rank
    pattern it has met, so its first pass over fresh hands pays for working
    those out; the best pass is the speed of a process that has been dealing
    for a while.
    """
    times: dict = {name: [] for name in runs}
    for _ in range(rounds):
        for name, (function, hands) in runs.items():
            start = time.perf_counter()
            for hand in hands:
                function(hand)
            times[name].append(time.perf_counter() - start)
    return {name: (len(runs[name][1]) / spent[0], len(runs[name][1]) / min(spent)) for name, spent in times.items()}


def main(count: int = 100_000) -> None:
    rng = random.Random(20240607)
    treys = Evaluator()
    as_treys = {card: TreysCard.new(card.code) for card in ALL_CARDS}
    runs = {}
    for size in (5, 7):
        ours = [tuple(rng.sample(ALL_CARDS, size)) for _ in range(count)]
        theirs = [[as_treys[card] for card in hand] for hand in ours]
        runs["ours", size] = (evaluate, ours)
        runs["treys", size] = (lambda hand: treys.evaluate(hand, []), theirs)
    wild = jokers()
    with_wilds = [tuple(rng.sample(ALL_CARDS, 5)) + JOKERS for _ in range(count)]
    runs["ours, two wilds", 7] = (lambda hand: evaluate(hand, wild), with_wilds)
    rates = measure(runs)

    for (who, size), (first, best) in rates.items():
        print(f"{who:>16}, {size} cards: {best:>12,.0f} per second (first pass {first:>12,.0f})")
    for label, ours, theirs, goal in [
        ("5 cards: ours / treys", rates["ours", 5], rates["treys", 5], 0.5),
        ("7 cards: ours / treys", rates["ours", 7], rates["treys", 7], 1.0),
        ("7 cards, two wilds: ours / treys' 7 cards", rates["ours, two wilds", 7], rates["treys", 7], 1 / 3),
    ]:
        print(f"{label} = {ours[1] / theirs[1]:.2f} (first pass {ours[0] / theirs[0]:.2f}; goal {goal:.2f})")

if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:]))
