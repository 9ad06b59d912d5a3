"""The wild stud games of the house list through the API: listed with their options, and a whole deal of each."""

from __future__ import annotations

import pytest

from tests.api.test_deals import buy_in_everyone, watched

# A deal of each game for three seats, the dealer (seat 3) entering the face-up cards wave by wave
# and every player entering their own face-down cards as they get them: (options, up cards and
# down cards by seat, the middle card, the wild cards at the showdown, the pot paid).
DEALS = {
    "queen_and_what_follows": (
        {}, {1: ("Qc 3d 8h", "5c 5h Ks Kh"), 2: ("5d 7h 7c", "7s 7d 2c 3c"), 3: ("9s 8s 4s", "Qh 4c 6d Jd")}, "",
        "Fives and queens are wild", {"1": 15}),
    "man_with_the_axe": (
        {"order": "standard"},
        {1: ("7c 4d 9h Ts", "7d 3s 5s"), 2: ("Ac Ad Ah 6c", "As 2c Jc"), 3: ("9c Tc 3h 4h", "Kc Qc 8c")}, "",
        "Deuces, jacks and the K♦ are wild", {"1": 15}),
    "tiramisu": (
        {}, {1: ("7h 7d", "7s Ac 4d 9h"), 2: ("Kc Kd", "Ks 8h 8d 3c"), 3: ("5s 6s", "5h 6h 8c 9c")}, "7c",
        "Sevens are wild", {"1": 15}),
    "exclusive_war": (
        {}, {1: ("6c 6d 3h 4s 8c", "9h Td"), 2: ("Ah Kh Qh Jh 2c", "Th 3c"), 3: ("Tc Jc 8s 3s 4c", "5h 7d")}, "",
        "Deuces are wild", {"1": 15}),
    "hi_di_deu_wi": (
        {"stealth": False},
        {1: ("Ac Ah As 9c", "Kc Kh 3s"), 2: ("Qd 8c 5h 4s", "Jc Th 3c"), 3: ("Td 9s 6h 4c", "8s 7h 3h")}, "",
        "Deuces are wild", {"1": 10, "2": 5}),
}


def test_the_wild_stud_games_are_listed_with_their_options(client):
    variants = {v["key"]: v for v in client.get("/api/variants").json["variants"]}
    options = {key: {o["name"]: o for o in variants[key]["options"]} for key in DEALS}
    assert options["queen_and_what_follows"]["order"]["choices"] == ["house", "standard"]
    assert options["queen_and_what_follows"]["order"]["default"] == "house"
    assert options["man_with_the_axe"]["order"]["default"] == "house"
    assert options["hi_di_deu_wi"]["order"]["default"] == "standard"
    assert options["hi_di_deu_wi"]["stealth"]["kind"] == "bool"
    assert options["tiramisu"]["shared_wild"]["default"] is False
    assert "order" not in options["exclusive_war"]
    assert {key: variants[key]["max_players"] for key in DEALS} == {
        "queen_and_what_follows": 7, "man_with_the_axe": 7, "tiramisu": 8, "exclusive_war": 7, "hi_di_deu_wi": 7}
    assert all(options[key]["ante"]["default"] == 5 for key in DEALS)


@pytest.mark.parametrize("game", DEALS)
def test_a_whole_deal_through_the_api(table, game):
    options, hands, middle, wilds, paid = DEALS[game]
    buy_in_everyone(table)
    act = watched(table, {})
    act("host", {"type": "start_deal", "variant": game, "dealer": 3, "options": options})
    up = {seat: cards.split() for seat, (cards, _) in hands.items()}
    down = {seat: cards.split() for seat, (_, cards) in hands.items()}
    middle = middle.split()
    while (deal := table.get().json["deal"])["view"]["phase"] != "showdown":
        for seat in (1, 2, 3):
            mine = table.get(token=table.tokens[seat]).json["deal"]
            due = [a["count"] for a in mine["legal_actions"] if a["type"] == "cards"]
            if due and len(mine["view"]["your_cards"]) < due[0]:
                act(seat, {"type": "cards", "cards": down[seat][:due[0]]})
        dealer = {a["type"]: a for a in table.get(token=table.tokens[3]).json["deal"]["legal_actions"]}
        if deal["view"]["to_act"]:
            act(deal["view"]["to_act"], {"type": "check"})
        elif "deal_up" in dealer:
            act(3, {"type": "deal_up", "cards": {str(seat): up[seat].pop(0) for seat in dealer["deal_up"]["seats"]}})
        else:
            act(3, {"type": "community", "cards": [middle.pop(0)]})
    assert deal["view"]["wilds"] == wilds
    assert not any(up.values()) and not middle
    for seat in (1, 2):
        act(seat, {"type": "show"})  # what they entered
    ruling = act(3, {"type": "show", "cards": down[3]})["events"][-1]
    assert ruling["type"] == "showdown"
    assert ruling["payload"]["pots"][0]["paid"] == paid
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks == {seat: 995 + int(paid.get(str(seat), 0)) for seat in (1, 2, 3)}
    assert table.get("/verify").json["ok"] is True, table.get("/verify").json
