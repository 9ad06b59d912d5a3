"""Daytime baseball through the API: a whole deal with a purchase, the wild tax up and in the hole,
a black six, each hand showing in words, and the chips each rule moved in the log."""

from __future__ import annotations

from tests.api.test_deals import buy_in_everyone, watched


def test_daytime_baseball_is_listed_with_its_options(client):
    variants = {v["key"]: v for v in client.get("/api/variants").json["variants"]}
    daytime = variants["daytime_baseball"]
    options = {o["name"]: o["default"] for o in daytime["options"]}
    assert {k: options[k] for k in ("buy_price", "wild_tax", "tax_price", "rainout", "order")} == {
        "buy_price": 25, "wild_tax": False, "tax_price": 25, "rainout": False, "order": "house"}
    assert daytime["max_players"] == 7 and daytime["title"] == "Daytime baseball"


def test_a_whole_deal_of_daytime_baseball_through_the_api(table):
    buy_in_everyone(table)
    act = watched(table, {})
    act("host", {"type": "start_deal", "variant": "daytime_baseball", "dealer": 3,
                 "options": {"wild_tax": True, "rainout": True}})

    def legal(seat):
        return {a["type"]: a for a in table.get(token=table.tokens[seat]).json["deal"]["legal_actions"]}

    def showing():
        view = table.get().json["deal"]["view"]
        return {int(seat): hand["says"] for seat, hand in view["showing"].items()}

    act(3, {"type": "deal_up", "cards": {"1": "4h", "2": "9c", "3": "Kd"}})
    assert legal(1)["buy"] == {"type": "buy", "amount": 25, "rule": "4♥: a four dealt face up: one more card, face down",
                               "fields": []}
    assert "pay_tax" not in legal(2)  # the purchase first, then the tax, in playing order
    bought = act(1, {"type": "buy"})["events"][0]
    assert bought["type"] == "buy" and bought["postings"] == [["stack:1", "pot:1", 25]]
    assert legal(2)["pay_tax"]["card"] == "9c"
    taxed = act(2, {"type": "pay_tax"})["events"][0]
    assert taxed["payload"]["rule"] == "9♣: the wild tax" and taxed["payload"]["amount"] == 25
    assert taxed["postings"] == [["stack:2", "pot:1", 25]]
    assert showing() == {1: "High card, four", 2: "High card, ace, the 9♣ wild", 3: "High card, king"}
    act(1, {"type": "cards", "cards": ["Ah", "Ad", "2s"]})  # the bought card with the two first
    act(2, {"type": "cards", "cards": ["3h", "Kh"]})
    act(3, {"type": "cards", "cards": ["Qc", "Jc"]})

    assert table.get().json["deal"]["view"]["to_act"] == 2  # the wild ace showing bets first
    act(2, {"type": "bet", "amount": 10})
    act(3, {"type": "call"})
    act(1, {"type": "call"})
    for seat in (2, 3, 1):  # two more down each
        act(seat, {"type": "check"})
    act(1, {"type": "cards", "cards": ["Ah", "Ad", "2s", "5s", "5d"]})
    act(2, {"type": "cards", "cards": ["3h", "Kh", "5c", "8c"]})
    act(3, {"type": "cards", "cards": ["Qc", "Jc", "Ts", "2h"]})
    act(3, {"type": "deal_up", "cards": {"1": "6c", "2": "Ks", "3": "Qd"}})
    assert showing()[1] == "dead: 6♣: a black six dealt face up kills the hand"
    for seat in (2, 3):
        act(seat, {"type": "check"})
    act(3, {"type": "deal_up", "cards": {"2": "Qs", "3": "Jd"}})
    for seat in (2, 3):
        act(seat, {"type": "check"})

    act(2, {"type": "show"})  # the 3♥ in the hole is taxed before the ruling
    assert table.get().json["deal"]["view"]["phase"] == "wild_tax"
    act(2, {"type": "pay_tax"})
    ruling = act(3, {"type": "show"})["events"][-1]
    assert ruling["type"] == "showdown" and ruling["payload"]["pots"][0] == {
        "amount": 120, "eligible": [2, 3], "winners": [2], "paid": {"2": 120}}
    assert ruling["payload"]["hands"]["2"]["words"].startswith("Four of a kind, kings")
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks == {1: 960, 2: 1055, 3: 985}
    log = table.get("/events").json["events"]
    moved = [(e["type"], e["postings"]) for e in log if e["type"] in ("buy", "pay_tax")]
    assert moved == [("buy", [["stack:1", "pot:1", 25]]), ("pay_tax", [["stack:2", "pot:1", 25]]),
                     ("pay_tax", [["stack:2", "pot:1", 25]])]
    assert table.get("/verify").json["ok"] is True, table.get("/verify").json


def test_a_deal_of_midnight_baseball_through_the_api(table):
    buy_in_everyone(table)
    act = watched(table, {})
    act("host", {"type": "start_deal", "variant": "midnight_baseball", "dealer": 3})

    def legal(seat):
        return table.get(token=table.tokens[seat]).json["deal"]["legal_actions"]

    assert legal(1) == [{"type": "turn_up", "seat": 1, "left": 7, "fields": [
        {"name": "card", "kind": "card"}, {"name": "seat", "kind": "seat", "choices": [1], "optional": True}]}]
    assert legal(2) == []
    refused = table.post({"type": "cards", "cards": ["As"]}, token=table.tokens[1])
    assert refused.status_code == 409 and refused.json["error"]["code"] == "cards_unseen"
    events = act(1, {"type": "turn_up", "card": "Qs"})["events"]
    assert [e["type"] for e in events] == ["turn_up", "beats"]
    for seat in (1, 2, 3):
        act(seat, {"type": "check"})
    act(3, {"type": "turn_up", "card": "Jd", "seat": 2})  # the dealer enters it
    act(2, {"type": "turn_up", "card": "Kh"})  # a king beats the queen
    act(2, {"type": "bet", "amount": 20})
    act(3, {"type": "fold"})
    act(1, {"type": "fold"})
    deal = table.get().json
    assert deal["deal"] is None and {s["seat"]: s["stack"] for s in deal["seats"]} == {1: 995, 2: 1010, 3: 995}
    assert table.get("/verify").json["ok"] is True
