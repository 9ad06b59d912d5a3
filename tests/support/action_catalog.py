"""The catalog of deal actions: every action type the games offer, with the fields it takes.

The OpenAPI document describes the body of each deal action from this file
(referee/app/actions.json). It is made by playing every game of the catalog
from its own legal actions, as tests/rules/test_every_game.py does, and
noting every action offered and its fields (referee/rules/engine/specs.py).
A test fails when a game of the catalog is missing from the file, and
`make fuzz` (which CI runs) when anything the games offer differs from it;
then make it again:

    .venv/bin/python -m tests.support.action_catalog
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError

CATALOG = Path(__file__).resolve().parents[2] / "referee" / "app" / "actions.json"
SEEDS = 6


class Noting:
    """A variant that notes what it offers."""

    def __init__(self, variant, offers: list):
        self._variant, self._offers = variant, offers

    def __getattr__(self, name):
        return getattr(self._variant, name)

    def legal_actions(self, state, seat):
        offered = self._variant.legal_actions(state, seat)
        self._offers.extend(offered)
        return offered


def offers_of(key: str, seed: int) -> list[dict]:
    from tests.rules import test_every_game as every

    every.event = lambda *_: None  # Hypothesis's notes, outside a Hypothesis test
    rng = random.Random(seed)
    variant = VARIANTS[key]
    players = rng.randint(variant.min_players, min(variant.max_players, 7))
    offers: list[dict] = []
    night = every.Night(key, [rng.choice([100, 1000, 5000]) for _ in range(players)], rng)
    night.variant = Noting(variant, offers)
    try:
        every.start(night, players)
        every.play(night, greed=rng.choice([0.3, 0.9]))
    except (AssertionError, RuleError):
        pass  # what was offered until then is noted all the same
    return offers


def catalog(seeds: int = SEEDS) -> dict:
    """{action type: {"games": [...], "fields": {name: {"kinds": [...], "optional": bool}}}}."""
    found: dict[str, dict] = {}
    for key in sorted(VARIANTS):
        for seed in range(seeds):
            for offer in offers_of(key, seed):
                entry = found.setdefault(offer["type"], {"games": set(), "fields": {}, "offers": 0})
                entry["games"].add(key)
                entry["offers"] += 1
                for field in offer.get("fields", []):
                    noted = entry["fields"].setdefault(field["name"], {"kinds": set(), "seen": 0, "optional": False})
                    noted["kinds"].add(field["kind"])
                    noted["seen"] += 1
                    noted["optional"] |= bool(field.get("optional"))
    return {kind: {"games": sorted(entry["games"]),
                   "fields": {name: {"kinds": sorted(f["kinds"]),
                                     "optional": f["optional"] or f["seen"] < entry["offers"]}
                              for name, f in sorted(entry["fields"].items())}}
            for kind, entry in sorted(found.items())}


def main(argv: list[str]) -> int:
    made = json.dumps(catalog(), indent=1, sort_keys=True) + "\n"
    if "--check" in argv:
        if CATALOG.read_text() != made:
            print(f"{CATALOG} is out of date with the games: run python -m tests.support.action_catalog")
            return 1
        print(f"{CATALOG} describes every action the games offer")
        return 0
    CATALOG.write_text(made)
    print(f"wrote {CATALOG}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
