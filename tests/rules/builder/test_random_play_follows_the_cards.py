"""The random player (tests/support/any_table.py) holds the cards the referee says each seat holds, so a deal
it plays ends: seeds whose deals stalled when its model of the deck lost track of a card.

A stall looked like a rule's fault (the referee waited for a card the player could no longer enter), so each
case here is a deal that must end, and the event that used to lose the card must be in it.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.defined_play import played_to_its_end

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"


def shipped(name: str) -> dict:
    return json.loads((SHIPPED / f"{name}.json").read_text())


def test_a_card_chosen_to_turn_up_with_everyone_stays_in_the_hand_until_all_are_turned_up():
    """Flip seven: everyone chooses two of their four down cards at once, and may change the choice until all
    have chosen. The player kept the chosen cards out of its hand before the referee turned them up, was
    dealt others for them, and ran out of deck."""
    night = played_to_its_end(shipped("flip_seven"), 15, 6)
    chosen, changed = set(), 0
    for event in night.log:
        if event.type == "roll_up":
            changed += event.actor in chosen
            chosen.add(event.actor)
        elif event.type in ("rolled_up", "take_back"):
            chosen = set()
    assert changed  # a player changed their choice before the cards were turned up


def test_cards_taken_in_a_trade_of_the_whole_hand_are_the_cards_given():
    """Trees: a trade of all five cards. Once a seat had given its five, the player was dealt five fresh ones
    to take the trade's cards into, held ten, and the referee refused every hand it entered."""
    night = played_to_its_end(shipped("trees"), 11, 3)
    offered = None
    whole = False
    for event in night.log:
        if event.type == "offer_trade":
            offered = event.payload["count"]
        elif event.type == "agree_trade":
            whole = whole or offered == 5
    assert whole


PASS_DOWN = {  # the catalogue's Take One Down, Pass it Around as first written: every pass but one card
    "name": "Take One Down, Pass it Around", "most_players": 7,
    "description": "Seven cards down; a bet, then pass six cards to the right; a bet, pass five; and so on down "
                   "to one; a last bet.",
    "script": [{"kind": "deal", "down": 7}, {"kind": "bet"}]
    + [step for count in range(6, 0, -1) for step in ({"kind": "pass", "to": "right", "count": count},
                                                       {"kind": "bet"})],
}


def test_cards_passed_are_taken_into_the_hand_they_were_passed_to():
    """A pass of six of seven cards: the player was dealt fresh cards to take the six passed to it into, and
    after a few passes the deal ran out of its steps with the referee refusing every hand entered."""
    night = played_to_its_end(PASS_DOWN, 2, 3)
    assert any(event.type == "receive" and len(event.payload["hidden"]["cards"]) == 6 for event in night.log)
