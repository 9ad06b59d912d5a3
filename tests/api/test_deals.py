"""Full hands of the classic games through the API, three seats, each with its own token."""

from __future__ import annotations

import json

import pytest

HANDS = {
    1: ["As", "Ad", "Ac", "Kd", "2s"],
    2: ["Qh", "Qd", "7c", "7d", "3s"],
    3: ["9h", "8h", "5c", "4d", "2h"],
}


def seen_by(table, seat):
    """Everything a seat (or "host") can read: the table view and the whole log."""
    token = table.host if seat == "host" else table.tokens[seat]
    return json.dumps([table.get(token=token).json, table.get("/events", token=token).json])


def assert_no_leaks(table, private):
    """No seat, and not the host, reads another seat's private cards before they are shown."""
    for viewer in [*table.tokens, "host"]:
        text = seen_by(table, viewer)
        for owner, cards in private.items():
            if owner != viewer:
                for card in cards:
                    assert f'"{card}"' not in text, f"{viewer} can see {card} of seat {owner}"


def watched(table, secret):
    """`table.act`, checking after every action that nobody reads a card of `secret` it should not.

    `secret` maps a seat to the face-down cards it entered; a card stops being
    secret when its seat shows it, never when it is folded, discarded or mucked.
    """
    def act(seat, command):
        answer = table.act(seat, command)
        if command["type"] == "cards" or command["type"] == "draw" and "cards" in command:
            secret[seat] = secret.get(seat, []) + command["cards"]
        if command["type"] == "show":
            shown = answer["events"][0]["payload"]["cards"]
            secret[seat] = [card for card in secret.get(seat, []) if card not in shown]
        assert_no_leaks(table, secret)
        return answer
    return act


def buy_in_everyone(table, amount=1000):
    for seat in table.tokens:
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": amount})


def test_variants_are_listed_with_their_options(client):
    variants = {v["key"]: v for v in client.get("/api/variants").json["variants"]}
    assert {"five_card_draw", "seven_card_stud", "holdem", "pineapple"} <= set(variants)
    options = {o["name"]: o for o in variants["holdem"]["options"]}
    assert options["big_blind"]["default"] == 10
    assert options["betting"]["choices"] == ["spread", "fixed", "pot", "no"]
    for variant in variants.values():
        assert variant["title"] and variant["description"].strip()
        assert "\n" not in variant["description"], f"{variant['key']} needs a one-line description"
        assert all(o["help"] and "default" in o for o in variant["options"])


def test_a_deal_starts_with_its_options_checked_and_the_defaults_filled_in(table):
    buy_in_everyone(table)
    for options, code in [({"wilds": "deuces"}, "unknown_option"), ({"ante": "five"}, "bad_option"),
                          ({"betting": "half"}, "bad_option"), ({"max_raises": -1}, "bad_option"),
                          ({"ante": 3}, "bad_option")]:
        refused = table.post({"type": "start_deal", "variant": "five_card_draw", "options": options})
        assert refused.status_code == 422 and refused.json["error"]["code"] == code, refused.json
        assert refused.json["error"]["message"].endswith(".")
    started = table.act("host", {"type": "start_deal", "variant": "holdem", "options": {"betting": "no"}})
    options = started["events"][0]["payload"]["options"]
    assert options["betting"] == "no" and options["small_blind"] == 5 and options["big_blind"] == 10
    assert options["min_bet"] == 5 and options["ante"] == 0


def test_five_card_draw_through_the_api(table):
    buy_in_everyone(table)
    act = watched(table, {})
    act("host", {"type": "start_deal", "variant": "five_card_draw", "dealer": 3})
    for seat, cards in HANDS.items():
        act(seat, {"type": "cards", "cards": cards})
    mine = table.get(token=table.tokens[1]).json["deal"]
    assert mine["view"]["your_cards"] == HANDS[1]
    assert mine["view"]["your_hand"].startswith("Three of a kind, aces")
    assert {a["type"] for a in mine["legal_actions"]} >= {"check", "bet", "fold"}
    offered = {a["type"]: a for a in mine["legal_actions"]}
    assert offered["bet"]["fields"] == [{"name": "amount", "kind": "int", "min": 5, "max": 25, "step": 5}]
    assert offered["bet"]["min"] == 5 and offered["check"]["fields"] == []  # the keys the pages read stay
    assert offered["cards"]["fields"] == [{"name": "cards", "kind": "cards", "count": 5, "own": "down"}]
    act(1, {"type": "bet", "amount": 10})
    act(2, {"type": "call"})
    act(3, {"type": "fold"})
    act(1, {"type": "draw", "count": 1, "cards": ["As", "Ad", "Ac", "Kd", "Ks"]})
    drawn = table.get(token=table.tokens[2]).json["deal"]["view"]["seats"]
    assert [s["changed"] for s in drawn] == [1, None, None]
    act(2, {"type": "draw", "count": 1, "cards": ["Qh", "Qd", "7c", "7d", "4c"]})
    act(1, {"type": "check"})
    act(2, {"type": "check"})
    act(1, {"type": "show"})
    result = act(2, {"type": "show", "cards": ["Qh", "Qd", "7c", "7d", "4c"]})
    ruling = result["events"][-1]
    assert ruling["type"] == "showdown"
    assert ruling["payload"]["pots"][0]["winners"] == [1]
    assert "Full house, aces over kings" in ruling["payload"]["hands"]["1"]["words"]
    seats = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert seats == {1: 1020, 2: 985, 3: 995}  # 15 in antes and 10 from each of two
    assert table.get().json["deal"] is None
    assert table.get("/verify").json["ok"] is True, table.get("/verify").json


def test_seven_card_stud_through_the_api(table):
    buy_in_everyone(table)
    act = watched(table, {})
    act("host", {"type": "start_deal", "variant": "seven_card_stud", "dealer": 1})
    dealer = 1
    act(1, {"type": "cards", "cards": ["Qd", "Jd"]})
    act(dealer, {"type": "deal_up", "cards": {"1": "Kc", "2": "9d", "3": "4s"}})
    act(3, {"type": "cards", "cards": ["5s", "3s"]})
    for seat in (1, 2, 3):
        act(seat, {"type": "check"})
    act(2, {"type": "cards", "cards": ["Ah", "Ac", "9h", "9s"]})
    act(3, {"type": "cards", "cards": ["5s", "3s", "Js", "Ts"]})
    act(1, {"type": "cards", "cards": ["Qd", "Jd", "2d", "2h"]})
    for seat in (1, 2, 3):
        act(seat, {"type": "check"})
    act(dealer, {"type": "deal_up", "cards": {"1": "2c", "2": "5d", "3": "6s"}})
    for seat in (1, 2, 3):
        act(seat, {"type": "check"})
    act(dealer, {"type": "deal_up", "cards": {"1": "3c", "2": "8d", "3": "7s"}})
    for seat in (1, 2, 3):
        act(seat, {"type": "check"})
    act(1, {"type": "muck"})
    act(3, {"type": "show", "cards": ["5s", "3s", "Js", "Ts"]})
    result = act(2, {"type": "show"})  # shows what seat 2 entered privately
    ruling = result["events"][-1]["payload"]
    assert ruling["pots"][0]["winners"] == [3]
    assert ruling["hands"]["3"]["words"].startswith("Straight flush, seven high")
    assert ruling["hands"]["2"]["words"].startswith("Full house, nines over aces")
    assert table.get("/verify").json["ok"] is True, table.get("/verify").json


@pytest.mark.parametrize("game,holes", [
    ("holdem", {1: ["As", "Ks"], 2: ["7d", "7c"], 3: ["2h", "9c"]}),
    ("pineapple", {1: ["As", "Ks", "3c"], 2: ["7d", "7c", "Jh"], 3: ["2h", "9c", "4d"]}),
])
def test_holdem_and_pineapple_through_the_api(table, game, holes):
    buy_in_everyone(table)
    act = watched(table, {})
    act("host", {"type": "start_deal", "variant": game, "dealer": 3})
    for seat, cards in holes.items():
        act(seat, {"type": "cards", "cards": cards})
    act(3, {"type": "call"})
    act(1, {"type": "call"})
    act(2, {"type": "check"})
    if game == "pineapple":
        for seat in (1, 2, 3):
            act(seat, {"type": "discard", "cards": [holes[seat][2]]})
    for board in (["Qs", "Js", "2d"], ["8h"], ["Ts"]):
        act(3, {"type": "community", "cards": board})
        for seat in (1, 2, 3):
            act(seat, {"type": "check"})
    act(1, {"type": "show", "cards": holes[1][:2]})
    act(2, {"type": "show", "cards": holes[2][:2]})
    result = act(3, {"type": "muck"})
    ruling = result["events"][-1]["payload"]
    assert ruling["pots"][0]["winners"] == [1]
    assert ruling["hands"]["1"]["words"].startswith("Royal flush")
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks == {1: 1020, 2: 990, 3: 990}
    assert table.get("/verify").json["ok"] is True, table.get("/verify").json


def test_deal_actions_are_refused_with_the_rule(table):
    buy_in_everyone(table)
    assert table.post({"type": "check"}, token=table.tokens[1]).json["error"]["code"] == "no_deal"
    table.act("host", {"type": "start_deal", "variant": "five_card_draw", "dealer": 3})
    again = table.post({"type": "start_deal", "variant": "holdem"})
    assert again.status_code == 409 and again.json["error"]["code"] == "deal_in_progress"
    wrong = table.post({"type": "check"}, token=table.tokens[2])
    assert wrong.status_code == 409 and "turn" in wrong.json["error"]["message"]
    draw = table.post({"type": "draw", "count": 4}, token=table.tokens[1])
    assert draw.status_code == 409
    cash = table.post({"type": "cash_out", "seat": 1, "amount": 100}, token=table.tokens[1])
    assert cash.status_code == 409 and cash.json["error"]["code"] == "in_a_deal"
    bad = table.post({"type": "cards", "cards": ["As", "Zq", "Kd", "Qc", "2h"]}, token=table.tokens[1])
    assert bad.status_code == 422 and "'Zq' is not a card" in bad.json["error"]["message"]
    short = table.post({"type": "cards", "cards": ["As", "Kd"]}, token=table.tokens[1])  # as the page refuses it
    assert short.status_code == 422 and short.json["error"] == {
        "code": "too_few_cards", "message": "Pick your 5 face-down cards.", "fields": {}}
    table.act(1, {"type": "cards", "cards": HANDS[1]})


def test_the_button_moves_left_each_deal_and_the_dealer_chooses(table):
    buy_in_everyone(table)
    table.act("host", {"type": "start_deal", "variant": "five_card_draw", "dealer": 1})
    for seat in (2, 3):
        table.act(seat, {"type": "fold"})
    assert table.get().json["deal"] is None
    refused = table.post({"type": "start_deal", "variant": "holdem"}, token=table.tokens[1])
    assert refused.status_code == 403 and "Bob's deal" in refused.json["error"]["message"]
    table.act(2, {"type": "start_deal", "variant": "holdem"})
    assert table.get().json["deal"]["dealer"] == 2


@pytest.mark.parametrize("game", ["five_card_draw", "seven_card_stud", "holdem", "pineapple"])
def test_the_dealer_of_draw_stud_and_holdem_may_name_wild_cards(client, game):
    variants = {v["key"]: v for v in client.get("/api/variants").json["variants"]}
    options = {o["name"]: o for o in variants[game]["options"]}
    assert {"wild_deuces", "wild_one_eyed_jacks", "wild_suicide_king", "wild_rank", "jokers"} <= set(options)
    assert options["wild_rank"]["choices"][:3] == ["none", "2", "3"]
    assert options["jokers"]["maximum"] == 2
