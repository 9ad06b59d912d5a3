"""Table cards taken in turn: Cash Register and The Deck of the public catalogue of home variants
(ichabod801/poker_db, all_md/stud), each written step by step from its numbered rule text, accepted and played
to its end; each take decides as the rule says, the money moving exactly, the refusals in the table's words."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.poker.phases.table_cards import TABLE_CARDS
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
CASH_REGISTER = json.loads((SHIPPED / "cash_register.json").read_text())
BUY = {"kind": "take_table", "prices": [5, 10, 25]}  # "the oldest for the ante, the second for double ante, …"
PICK = {"kind": "take_table", "prices": [0], "deck": "up"}  # "may pick a table card or the top card off the deck"
THE_DECK = {
    "name": "The deck", "stud": True, "most_players": 10,
    "description": "One down and one card face up on the table; four times each player in turn takes the table "
                   "card or the deck's top card, face up, then a bet.",
    "script": [{"kind": "deal", "down": 1}, {"kind": "table", "count": 1},
               PICK, {"kind": "bet"}, PICK, {"kind": "bet"}, PICK, {"kind": "bet"}, PICK, {"kind": "bet"}],
}
GAMES = {"cash_register": CASH_REGISTER, "the_deck": THE_DECK}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_table_card_game_is_accepted_and_played_to_its_end(name):
    definition, taken = GAMES[name], Counter()
    assert builder.problems(definition) == []
    for seed in range(2):
        night = played_to_its_end(definition, seed, 3 + seed, chairs=5)
        taken.update(event.type for event in night.log)
    assert taken["take_card"] and taken["take_deck"]  # both ways of taking a card were played


def cash_register(dealt, stacks=None):
    """A deal of Cash Register to its first take: the 5♠, 9♦, K♣ on the table, oldest first."""
    d = dealt(CASH_REGISTER, stacks)
    stud = Stud(d)
    stud.turn("2c 7d Ah")
    stud.checks()
    d.act(d.dealer, {"type": "lay", "cards": ["5s", "9d", "Kc"]})
    return d


def table(d) -> list[str]:
    return [card.code for card in d.state.zones.pile(TABLE_CARDS)]


def test_a_table_card_is_bought_at_its_place_and_replaced_as_the_newest(dealt):
    d = cash_register(dealt)
    assert d.state.to_act() == 1
    offered = {offer["type"]: offer for offer in d.variant.legal_actions(d.state, 1)}
    assert offered["take_card"]["prices"] == {"5s": 5, "9d": 10, "Kc": 25}
    d.act(1, {"type": "take_card", "card": "9d"})  # the second oldest, for double ante
    assert d.stack(1) == 500 - 5 - 10 and d.state.zones.face_up(1)[-1].code == "9d"
    assert d.state.to_act() is None and d.legal(3) >= {"lay"}  # the dealer replaces it first
    d.act(d.dealer, {"type": "lay", "cards": ["Qh"]})
    assert table(d) == ["5s", "Kc", "Qh"]  # the king is now the second oldest, the queen the newest
    d.act(2, {"type": "take_card", "card": "Qh"})
    assert d.stack(2) == 500 - 5 - 25
    d.act(d.dealer, {"type": "lay", "cards": ["3d"]})
    d.act(3, {"type": "take_deck"})  # free, dealt face down: its owner enters it
    assert d.stack(3) == 500 - 5 and d.state.down_count(3) == 3 and table(d) == ["5s", "Kc", "3d"]
    assert d.state.current.name == "betting" and d.replayed() == d.state


def test_refusals_name_the_card_and_the_dollars(dealt):
    d = cash_register(dealt, {1: 25, 2: 500, 3: 500})  # 20¢ behind after the ante
    assert "is not on the table: take one of 5♠ (5¢), 9♦ (10¢), K♣ (25¢), or the deck's top card" in \
        d.refuse(1, {"type": "take_card", "card": "Qh"}).message
    assert d.refuse(1, {"type": "take_card", "card": "Kc"}).message == \
        "K♣ is the newest table card and costs 25¢; you have 20¢ behind. Take the deck's top card for free."
    offered = {offer["type"]: offer for offer in d.variant.legal_actions(d.state, 1)}
    assert offered["take_card"]["prices"] == {"5s": 5, "9d": 10}  # the king is not offered
    assert "not_your_turn" == d.refuse(2, {"type": "take_deck"}).code


def test_the_deck_deals_the_deck_card_face_up_and_a_free_table_card(dealt):
    d = dealt(THE_DECK)
    d.act(d.dealer, {"type": "lay", "cards": ["Js"]})
    d.act(1, {"type": "take_deck"})
    assert d.legal(3) >= {"deal_up"} and d.state.to_act() is None
    d.act(d.dealer, {"type": "deal_up", "cards": {"1": "4h"}})
    d.act(2, {"type": "take_card", "card": "Js"})
    assert d.stack(2) == 500 - 5  # free: only the ante is in
    d.act(d.dealer, {"type": "lay", "cards": ["8c"]})
    d.act(3, {"type": "take_card", "card": "8c"})
    d.act(d.dealer, {"type": "lay", "cards": ["2s"]})
    assert [d.state.zones.face_up(seat)[0].code for seat in (1, 2, 3)] == ["4h", "Js", "8c"]
    assert d.state.to_act() == 2  # the jack showing bets first
    assert d.variant.view(d.state, None)["piles"] == {
        "table cards": {"cards": ["2s"], "down": 0, "lying": ["2♠ free"]}}  # every phone sees them


@pytest.mark.parametrize("script, said", [
    ([{"kind": "deal", "down": 2, "up": 1}, BUY, {"kind": "bet"}],
     "Script step 2 (take_table): players take table cards, but none are laid before it: add a table step "
     "before it."),
    ([{"kind": "deal", "down": 2, "up": 1}, {"kind": "table", "count": 2}, BUY, {"kind": "bet"}],
     "Script step 3 (take_table) prices 3 table cards, but the table step lays 2: give a price for each, the "
     "oldest card's first."),
    ([{"kind": "deal", "down": 2, "up": 1}, {"kind": "table", "count": 3}, BUY, {"kind": "bet"},
      {**BUY, "prices": [5, 10, 50]}],
     "Each place on the table costs the same at every take: give each take_table step the same prices."),
    ([{"kind": "deal", "down": 2, "up": 1}, {"kind": "table", "count": 3}, {"kind": "bet"}],
     "The table cards are laid, but nobody takes them: add a take_table step after the table step."),
])
def test_a_take_needs_its_table_cards_priced_alike(script, said):
    assert said in builder.problems({"name": "Shop", "stud": True, "script": script})


def test_prices_are_whole_chips_and_said_in_the_rule_text():
    assert "prices" in " ".join(builder.problems({"name": "Shop", "stud": True, "script": [
        {"kind": "deal", "down": 2, "up": 1}, {"kind": "table", "count": 1},
        {"kind": "take_table", "prices": [-5]}]}))
    assert "Each player in turn takes the oldest table card for 5¢, the second oldest table card for 10¢, " \
           "the newest table card for 25¢, or the deck's top card for free, dealt face down" in \
           builder.variant(CASH_REGISTER).game.description
