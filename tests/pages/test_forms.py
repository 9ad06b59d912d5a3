"""A page's form becomes the same command the JSON API takes: a scenario table."""

from __future__ import annotations

import pytest
from werkzeug.datastructures import MultiDict

from referee.app.forms import command_from_form

CASES = [
    ({"type": "buy_in", "seat": "2", "money": "12.35"}, {"type": "buy_in", "seat": 2, "amount": 1235}),
    ({"type": "buy_in", "seat": "2", "money": "$20"}, {"type": "buy_in", "seat": 2, "amount": 2000}),
    ({"type": "buy_in", "seat": "2", "money": "0.035"}, {"type": "buy_in", "seat": 2, "amount": "0.035"}),
    ({"type": "cash_out", "seat": "1", "money": "lots"}, {"type": "cash_out", "seat": 1, "amount": "lots"}),
    ({"type": "bet", "amount": "25"}, {"type": "bet", "amount": 25}),
    ({"type": "raise", "money": "1"}, {"type": "raise", "amount": 100}),
    ({"type": "raise", "money": "1.5"}, {"type": "raise", "amount": 150}),
    ({"type": "raise", "money": "$1.50"}, {"type": "raise", "amount": 150}),
    ({"type": "raise", "money": ".5"}, {"type": "raise", "amount": 50}),
    ({"type": "cards", "cards": "As,10d,Q♣"}, {"type": "cards", "cards": ["As", "10d", "Q♣"]}),
    ({"type": "cards", "cards": ""}, {"type": "cards", "cards": []}),
    ({"type": "draw", "count": "2", "keep": "As,Ad,Ac", "show": ""},
     {"type": "draw", "count": 2, "keep": ["As", "Ad", "Ac"]}),
    ({"type": "deal_up", "up-1": "Kc", "up-2": "9d", "up-3": ""}, {"type": "deal_up", "cards": {"1": "Kc", "2": "9d"}}),
    ({"type": "deal_up", "up_seats": "2,3,1", "up": "Kc,9d,As"}, {"type": "deal_up", "cards": {"2": "Kc", "3": "9d", "1": "As"}}),
    ({"type": "deal_up", "up_seats": "2,3,1", "up": "Kc"}, {"type": "deal_up", "cards": {"2": "Kc"}}),
    ({"type": "mark", "card": "A♠"}, {"type": "mark", "card": "A♠"}),
    ({"type": "exchange", "give": "9s,8d", "take": "As,Ah"}, {"type": "exchange", "give": ["9s", "8d"], "take": ["As", "Ah"]}),
    ({"type": "attack", "card": "hole:2", "piece": "1:3", "piece_count": "2", "join": ""},
     {"type": "attack", "card": "hole:2", "pieces": [{"owner": 1, "size": 3, "count": 2}]}),
    ({"type": "trade_pieces", "to": "2", "piece": "2:1", "piece_count": "1", "get": "1:3", "get_count": "1"},
     {"type": "trade_pieces", "to": 2, "give": [{"owner": 2, "size": 1, "count": 1}],
      "get": [{"owner": 1, "size": 3, "count": 1}]}),
    ({"type": "sell_pieces", "to": "1", "piece": "1:3", "piece_count": "1", "price_dollars": "0.30"},
     {"type": "sell_pieces", "to": 1, "price": 30, "pieces": [{"owner": 1, "size": 3, "count": 1}]}),
    ({"type": "start_deal", "variant": "holdem", "opt-holdem-big_blind": "20", "opt-holdem-betting": "no",
      "opt-progressive-joker": "true"},
     {"type": "start_deal", "variant": "holdem", "options": {"big_blind": 20, "betting": "no"}}),
    ({"type": "start_deal", "variant": "progressive", "opt-progressive-joker": "true"},
     {"type": "start_deal", "variant": "progressive", "options": {"joker": True}}),
]


@pytest.mark.parametrize("form,command", CASES)
def test_a_form_becomes_a_command(form, command):
    assert command_from_form(MultiDict(form)) == command


def test_page_fields_stay_on_the_page():
    form = MultiDict({"type": "check", "csrf": "x", "key": "k", "next": "deal", "form": "check"})
    assert command_from_form(form) == {"type": "check"}
