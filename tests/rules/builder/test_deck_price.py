"""The deck's top card at a price of its own at a take of table cards: 3 Up of the public catalogue of home
variants (ichabod801/poker_db, all_md/stud): "each player in turn may buy the oldest table card for the ante, the
second oldest for double ante, the newest table card for triple ante, or the top card of the deck for max bet.
If the deck card is bought it stays down, otherwise deal a new table card." Each case what the player pays and
sees; Cash Register's free deck card is as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.rules.builder.test_table_cards import CASH_REGISTER
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
THREE_UP = json.loads((SHIPPED / "3_up.json").read_text())


def three_up(dealt, stacks=None, **options):
    """A deal of 3 Up to its first take: the 5♠, 9♦, K♣ on the table, oldest first; seat 1 takes first."""
    d = dealt(THREE_UP, stacks, **options)
    stud = Stud(d)
    stud.turn("2c 7d Ah")
    stud.checks()
    d.act(d.dealer, {"type": "lay", "cards": ["5s", "9d", "Kc"]})
    assert d.state.to_act() == 1
    return d


def offers(d, seat: int) -> dict:
    return {offer["type"]: offer for offer in d.variant.legal_actions(d.state, seat)}


CASES = [  # seat 1's stack before the ante, the deck card's option, what seat 1 pays and the label's price
    (500, {}, 25),
    (25, {}, 20),  # 20¢ behind after the ante: all of it
    (5, {}, 0),  # all in with the ante: the card comes free, as to a player all in
    (500, {"deck_price": 50}, 50),  # the dealer raised the largest bet
]


@pytest.mark.parametrize("stack, options, paid", CASES)
def test_the_deck_card_costs_the_largest_bet_or_all_the_taker_has(dealt, stack, options, paid):
    d = three_up(dealt, {1: stack, 2: 500, 3: 500}, **options)
    assert offers(d, 1)["take_deck"]["price"] == paid
    pot = d.state.pot
    d.act(1, {"type": "take_deck"})
    assert d.stack(1) == stack - 5 - paid and d.state.pot == pot + paid
    assert d.state.down_count(1) == 3  # dealt face down, entered by its owner
    assert d.replayed() == d.state


def test_table_cards_keep_their_prices_and_the_refusal_names_the_deck_cards_price(dealt):
    d = three_up(dealt, {1: 15, 2: 500, 3: 500})  # 10¢ behind after the ante
    assert offers(d, 1)["take_card"]["prices"] == {"5s": 5, "9d": 10}
    assert d.refuse(1, {"type": "take_card", "card": "Kc"}).message == \
        "K♣ is the newest table card and costs 15¢; you have 10¢ behind. Take the deck's top card for 10¢."
    d.act(1, {"type": "take_card", "card": "9d"})
    assert d.stack(1) == 0
    view = d.variant.view(d.state, None)["piles"]["table cards"]
    assert view["lying"] == ["5♠ 5¢", "K♣ 10¢", "the deck's top card 25¢"]  # the king moved up a place


def test_a_free_deck_card_is_as_it_was(dealt):
    d = dealt(CASH_REGISTER)
    Stud(d).turn("2c 7d Ah")
    Stud(d).checks()
    d.act(d.dealer, {"type": "lay", "cards": ["5s", "9d", "Kc"]})
    assert "price" not in offers(d, 1)["take_deck"]
    taken = d.act(1, {"type": "take_deck"})
    assert d.stack(1) == 500 - 5 and not taken[0].postings and d.events[-1].payload.get("price") is None
    assert "the deck's top card" not in " ".join(d.variant.view(d.state, None)["piles"]["table cards"]["lying"])


def test_the_rule_in_words_and_its_check():
    assert "or the deck's top card for 25¢ (all they have behind, if less), dealt face down" in \
        " ".join(builder.rule_text(THREE_UP))
    bad = {**THREE_UP, "script": [{**step, "deck_price": -1} if step["kind"] == "take_table" else step
                                  for step in THREE_UP["script"]]}
    assert "Script step 4 (take_table): the deck price is an amount of money from 0 (free) to $1000.00, like 0¢, " \
           "or names a money option of the game, like {\"option\": \"tax\"}." in builder.problems(bad)
    named = {**THREE_UP, "options": [{"kind": "money", "name": "largest_bet", "default": 25,
                                      "help": "The largest bet."}],
             "script": [{**step, "deck_price": {"option": "largest_bet"}} if step["kind"] == "take_table" else step
                        for step in THREE_UP["script"]]}
    assert builder.problems(named) == []
    assert "or the deck's top card for the largest bet (an option of the game)" in " ".join(builder.rule_text(named))
    unknown = {**named, "options": []}
    assert any("largest_bet" in problem for problem in builder.problems(unknown))


@pytest.mark.parametrize("seed", range(3))
def test_three_up_is_played_to_its_end(seed):
    night = played_to_its_end(THREE_UP, seed, 3 + seed)
    assert any(event.type == "take_deck" for event in night.log)
