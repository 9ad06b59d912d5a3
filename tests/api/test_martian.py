"""Martian Poker through the API: a whole deal with attacks and an ownership showdown, then a sale and a gift."""

from __future__ import annotations

import json

from referee.rules.core.cards import parse_card

HOLES = {1: "Ac", 2: "Kh", 3: "7s"}
WAVES = [{"1": "Ah", "2": "Kd", "3": "2c"}, {"1": "9c", "2": "Ks", "3": "7d"},
         {"1": "5d", "2": "Kc", "3": "7h"}, {"1": "3s", "2": "4h", "3": "8c"}]


def deal_of(table, seat):
    return table.get(token=table.tokens[seat]).json["deal"]


def assert_no_leaks(table, private):
    """No seat, and not the host, reads another seat's hole card, in the table view or the log, in either spelling."""
    for viewer in ("host", *table.tokens):
        token = table.host if viewer == "host" else table.tokens[viewer]
        text = json.dumps([table.get(token=token).json, table.get("/events", token=token).json], ensure_ascii=False)
        for owner, code in private.items():
            if owner != viewer:
                for spelling in (code, str(parse_card(code))):
                    assert f'"{spelling}"' not in text, f"{viewer} can see seat {owner}'s {spelling}"


def card(view, card_id):
    return next(c for c in view["icehouse"]["cards"] if c["id"] == card_id)


def test_martian_poker_is_listed(client):
    variants = {v["key"]: v for v in client.get("/api/variants").json["variants"]}
    martian = variants["martian_poker"]
    assert (martian["min_players"], martian["max_players"]) == (2, 6)
    assert {o["name"]: o["default"] for o in martian["options"]}["ante"] == 5


def test_a_night_of_martian_poker_through_the_api(table):
    for seat in (1, 2, 3):
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "martian_poker", "dealer": 3})
    for seat, hole in HOLES.items():
        table.act(seat, {"type": "cards", "cards": [hole]})
    table.act(3, {"type": "deal_up", "cards": WAVES[0]})

    # The Icehouse phase: Ann attacks Bob's king of diamonds, Cy attacks Bob's hole card, Bob defends in vain.
    assert {a["type"] for a in deal_of(table, 2)["legal_actions"]} >= {"defend", "attack", "done"}
    table.act(1, {"type": "attack", "card": "Kd", "pieces": [{"size": 3}]})
    table.act(3, {"type": "attack", "card": "hole:2", "pieces": [{"size": 3}]})
    table.act(2, {"type": "defend", "card": "Kd", "pieces": [{"size": 1}]})
    refused = table.post({"type": "attack", "card": "Kd", "pieces": [{"size": 1}]}, token=table.tokens[2])
    assert refused.status_code == 422 and refused.json["error"]["code"] == "own_card"
    refused = table.post({"type": "bet", "amount": 10}, token=table.tokens[1])
    assert refused.status_code == 409

    view = deal_of(table, 2)["view"]
    assert view["phase"] == "placement" and view["pot"] == 15
    assert card(view, "Kd")["owner"] == 1 and card(view, "Kd")["defence_pips"] == 1
    assert view["icehouse"]["final"] is False and view["icehouse"]["not_done"] == [1, 2, 3]
    assert card(view, "hole:2")["owner"] == 3 and card(view, "hole:2")["face"] is None
    assert {"owner": 2, "size": 1, "count": 4, "colour": "yellow"} in view["your_stash"]
    assert view["your_cards_owned"] == [] and view["your_hand"] is None  # both of his cards are taken
    assert view["icehouse"]["colours"] == {"1": "red", "2": "yellow", "3": "green"}
    assert_no_leaks(table, HOLES)

    for seat in (1, 2, 3):
        table.act(seat, {"type": "done"})
    assert deal_of(table, 1)["view"]["to_act"] == 1  # the ace showing bets first
    table.act(1, {"type": "bet", "amount": 10})
    table.act(2, {"type": "call"})
    table.act(3, {"type": "call"})
    for wave in WAVES[1:]:
        table.act(3, {"type": "deal_up", "cards": wave})
        for seat in (1, 2, 3):
            table.act(seat, {"type": "done"})
        for seat in (1, 2, 3):
            table.act(deal_of(table, seat)["view"]["to_act"], {"type": "check"})
    assert_no_leaks(table, HOLES)

    # Ownership is final; Cy plays Bob's hole card, so Bob must show it.
    view = deal_of(table, 2)
    assert view["view"]["icehouse"]["final"] is True
    assert {a["type"] for a in view["legal_actions"]} == {"cards", "show"}
    mucked = table.post({"type": "muck"}, token=table.tokens[2])
    assert mucked.status_code == 422 and mucked.json["error"]["code"] == "must_show"
    for seat in (1, 2):
        table.act(seat, {"type": "show"})
    result = table.act(3, {"type": "show"})["events"][-1]["payload"]
    assert len(result["hands"]["1"]["cards"]) == 6 and len(result["hands"]["2"]["cards"]) == 3
    assert result["hands"]["3"]["words"].startswith("Three of a kind, sevens")
    assert result["pots"][0]["winners"] == [3]
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks == {1: 985, 2: 985, 3: 1030}

    # The pieces went to Bob, whose cards they were on: he sells Ann's large piece back and returns Cy's.
    kept = table.get(token=table.tokens[2]).json["kept"]["martian_poker"]
    assert {"owner": 1, "size": 3, "count": 1, "colour": "red"} in kept["your_stash"]
    assert {"owner": 3, "size": 3, "count": 1, "colour": "green"} in kept["your_stash"]
    offer = table.act(2, {"type": "sell_pieces", "to": 1, "pieces": [{"owner": 1, "size": 3}], "price": 30})
    number = offer["version"]
    assert table.get(token=table.tokens[1]).json["kept"]["martian_poker"]["offers"][0]["offer"] == number
    refused = table.post({"type": "accept_offer", "offer": number}, token=table.tokens[3])
    assert refused.status_code == 403 and refused.json["error"]["code"] == "not_your_offer"
    table.act(1, {"type": "accept_offer", "offer": number})
    table.act(2, {"type": "give_pieces", "to": 3, "pieces": [{"owner": 3, "size": 3}]})
    assert table.get().json["balances"] == {"1": -45, "2": 15, "3": 30}
    settlement = table.get("/settlement").json
    assert sum(t["amount"] for t in settlement["transfers"]) == 45

    # The next deal starts with every stash whole again; Ann deals.
    table.act(1, {"type": "start_deal", "variant": "martian_poker"})
    stashes = deal_of(table, 1)["view"]["icehouse"]["stashes"]
    assert all(sum(item["count"] for item in stashes[str(seat)]) == 15 for seat in (1, 2, 3))
    assert table.get("/verify").json["ok"] is True, table.get("/verify").json
