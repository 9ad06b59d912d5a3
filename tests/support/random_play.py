"""Deals of a game played through the API by three players who know no game (tests/support/any_table.py)."""

from __future__ import annotations

import random

from tests.support.any_table import Table as Cards
from tests.support.any_table import deck_of

SEATS = (1, 2, 3)


def play(table, game: str, options: dict, rng: random.Random, actions: int, fold: float = 1.0) -> None:
    """Random legal actions by the seats, dealing the game again whenever a deal is over; a fold is taken
    `fold` times as often as another action (less: more deals reach their showdown)."""
    for _ in steps(table, game, options, rng, actions, fold):
        pass


def steps(table, game: str, options: dict, rng: random.Random, actions: int, fold: float = 1.0):
    """`play` a step at a time: yields the table as the host reads it before each step."""
    cards = None
    for _ in range(actions):
        read = table.get().json
        yield read
        if read["deal"] is None:  # the next deal: the game's next round, if it plays on over several
            going_on = read["under_way"]
            command = {"type": "start_deal", "variant": going_on or game, **({} if going_on else {"options": options})}
            if table.post(command).status_code != 201:
                return  # nobody has chips left to play
            cards = None
        cards = cards or Cards(deck_of(None), rng)
        offered = {seat: (table.get(token=table.tokens[seat]).json["deal"] or {}).get("legal_actions", [])
                   for seat in SEATS}
        choices = [(seat, offer) for seat in SEATS for offer in offered[seat]]
        if not choices:
            return
        for seat in SEATS:
            cards.top_up(seat, offered[seat])
        weights = [fold if offer["type"] == "fold" else 1.0 for _, offer in choices]
        seat, offer = rng.choices(choices, weights)[0]
        before = cards.saved()
        action = cards.realise(seat, offer)
        if action is None or table.post(action, token=table.tokens[seat]).status_code != 201:
            cards.restore(before)
