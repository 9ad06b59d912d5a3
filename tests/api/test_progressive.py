"""Progressive Poker refereed through the API: secret contributions, the pile, and private cards."""

from __future__ import annotations

import json

from referee.rules.cards import parse_card


def visible_to(table, seat):
    token = table.tokens[seat]
    return json.dumps([table.get(token=token).json, table.get("/events", token=token).json], ensure_ascii=False)


def hidden_from(table, seat, codes):
    text = visible_to(table, seat)
    return all(f'"{code}"' not in text and f'"{parse_card(code)}"' not in text for code in codes)


def test_a_round_of_progressive_poker_through_the_api(make_table):
    table = make_table(players=("Ann", "Bob"))
    table.act("host", {"type": "start_deal", "variant": "progressive", "dealer": 2})
    starts = {1: ["As", "Ah", "6c"], 2: ["Ks", "Kh", "7c"]}
    for seat, cards in starts.items():
        table.act(seat, {"type": "start_cards", "cards": cards})
    table.act(1, {"type": "contribute", "card": "6c"})
    assert hidden_from(table, 2, starts[1])
    answer = table.act(2, {"type": "contribute", "card": "7c"})
    reveal = next(e for e in answer["events"] if e["type"] == "reveal")
    assert reveal["actor"] == "referee"
    hands = {1: ["Ac", "Ad", "9s", "8d", "6h"], 2: ["Kc", "Kd", "9h", "8c", "6d"]}
    for seat, cards in hands.items():
        table.act(seat, {"type": "hand", "cards": cards})
    assert hidden_from(table, 2, hands[1] + ["As", "Ah"])
    assert hidden_from(table, 1, hands[2] + ["Ks", "Kh"])
    view = table.get(token=table.tokens[1]).json["deal"]["view"]
    assert {p["seat"]: p["start_cards"] for p in view["players"]} == {1: 2, 2: 2}
    refused = table.post({"type": "exchange", "give": ["9s"], "take": ["Ks"]}, token=table.tokens[1])
    assert refused.status_code == 422
    table.act(1, {"type": "exchange", "give": ["9s", "8d"], "take": ["As", "Ah"]})
    table.act(1, {"type": "draw", "discard": [], "receive": []})
    after_draw = table.post({"type": "exchange", "give": ["6h"], "take": ["9s"]}, token=table.tokens[1])
    assert after_draw.status_code in (409, 422)
    answer = table.act(2, {"type": "draw", "discard": ["6d"], "receive": ["Qh"]})
    showdown = next(e for e in answer["events"] if e["type"] == "showdown")
    assert "Four of a kind, aces" in json.dumps(showdown["payload"], ensure_ascii=False)
    assert table.get("/verify").json["ok"] is True
