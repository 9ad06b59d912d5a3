"""Lamarckian Poker refereed through the API: secret marks, captures, and nobody sees another's hand."""

from __future__ import annotations

import json

from referee.rules.cards import parse_card


def test_the_rule_texts_example_through_the_api(make_table):
    table = make_table(players=("Ann", "Bob", "Cy"))
    for seat in (1, 2, 3):
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 100})
    table.act("host", {"type": "start_deal", "variant": "lamarckian", "dealer": 3, "options": {"ante": 10}})
    hands = {1: ["As", "2c", "3c", "4c"], 2: ["10c", "2d", "3d", "4d"], 3: ["9h", "2h", "3h", "4h"]}
    for seat, cards in hands.items():
        table.act(seat, {"type": "enter_hand", "cards": cards})
    table.act(3, {"type": "enter_pool", "cards": ["Ah", "Qc", "9s", "5h"]})
    table.act(1, {"type": "mark", "card": "As"})
    table.act(2, {"type": "mark", "card": "10c"})
    # Nobody, the host included, sees a mark before all are in.
    for viewer in ("host", 2, 3):
        token = table.host if viewer == "host" else table.tokens[viewer]
        text = json.dumps([table.get(token=token).json, table.get("/events", token=token).json])
        assert '"As"' not in text and "A♠" not in text
    refused = table.post({"type": "mark", "card": "Kd"}, token=table.tokens[3])
    assert refused.status_code == 422
    answer = table.act(3, {"type": "mark", "card": "9h"})
    types = [event["type"] for event in answer["events"]]
    assert types[:2] == ["marked", "marks_revealed"] and types[-1] == "turn_ended"
    played = [e["payload"] for e in answer["events"] if e["type"] == "mark_played"]
    assert [(p["seat"], p["mark"], p["captured"], p["pool"]) for p in played] == [
        (1, "A♠", ["A♥", "9♠"], ["Q♣", "5♥", "A♠"]),
        (2, "10♣", ["Q♣"], ["5♥", "A♠", "10♣"]),
        (3, "9♥", ["5♥"], ["A♠", "10♣", "9♥"]),
    ]
    revealed = next(e["payload"] for e in answer["events"] if e["type"] == "marks_revealed")
    assert [m["seat"] for m in revealed["marks"]] == [1, 2, 3]
    mine = table.get(token=table.tokens[1]).json["deal"]["view"]
    assert sorted(mine["hand"]) == sorted(["2♣", "3♣", "4♣", "A♥", "9♠"])
    for viewer, other in ((1, 2), (2, 3), (3, 1)):
        text = json.dumps(table.get(token=table.tokens[viewer]).json)
        for code in hands[other][1:]:
            assert f'"{code}"' not in text and f'"{parse_card(code)}"' not in text
    view = table.get(token=table.tokens[1]).json["deal"]["view"]
    assert view is not None
    assert table.get("/verify").json["ok"] is True
