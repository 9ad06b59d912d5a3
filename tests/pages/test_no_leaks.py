"""Every page and live fragment, opened by every seat and the host at every step of every game,
shows no card another seat holds hidden."""

from __future__ import annotations

import pytest

STUD_WAVES = [{"1": "Kc", "2": "9d", "3": "4s"}, {"1": "2c", "2": "5d", "3": "6s"}, {"1": "3c", "2": "8d", "3": "7s"}]


def start(table, game, **options):
    for seat in (1, 2, 3):
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": game, "dealer": 3, "options": options})


def test_five_card_draw(make_table, phones):
    table = make_table()
    start(table, "five_card_draw")
    hands = {1: ["As", "Ad", "Ac", "Kd", "2s"], 2: ["Qh", "Qd", "7c", "7d", "3s"], 3: ["9h", "8h", "5c", "4d", "2h"]}
    seen = phones(table)
    for seat, cards in hands.items():
        table.act(seat, {"type": "cards", "cards": cards})
        seen.assert_hidden(hands)
    for seat, action in ((1, {"type": "bet", "amount": 10}), (2, {"type": "call"}), (3, {"type": "fold"}),
                         (1, {"type": "draw", "count": 1}), (2, {"type": "draw", "count": 1})):
        table.act(seat, action)
        seen.assert_hidden(hands)
    table.act(1, {"type": "cards", "cards": ["As", "Ad", "Ac", "Kd", "Ks"]})
    table.act(2, {"type": "cards", "cards": ["Qh", "Qd", "7c", "7d", "Jc"]})
    seen.assert_hidden({1: ["Ks"], 2: ["Jc"], 3: hands[3]})
    table.act(1, {"type": "check"})
    table.act(2, {"type": "check"})
    table.act(1, {"type": "show"})
    seen.assert_hidden({2: hands[2], 3: hands[3]})
    table.act(2, {"type": "muck"})
    seen.assert_hidden({2: ["Jc", "Qh", "Qd", "7c", "7d"], 3: hands[3]})  # a mucked hand stays unseen


def test_seven_card_stud(make_table, phones):
    table = make_table()
    start(table, "seven_card_stud")
    holes = {1: ["Ah", "Ac"], 2: ["Qs", "Qc"], 3: ["Jd", "Jh"]}
    seen = phones(table)
    for seat, cards in holes.items():
        table.act(seat, {"type": "cards", "cards": cards})
    table.act(3, {"type": "deal_up", "cards": STUD_WAVES[0]})
    seen.assert_hidden(holes)
    for _ in range(6):  # two betting rounds, two cards down between them
        table.act(table.get().json["deal"]["view"]["to_act"], {"type": "check"})
    table.act(2, {"type": "cards", "cards": holes[2] + ["Qd", "5c"]})
    seen.assert_hidden({**holes, 2: holes[2] + ["Qd", "5c"]})


@pytest.mark.parametrize("game,holes", [
    ("holdem", {1: ["As", "Ks"], 2: ["7d", "7c"], 3: ["2h", "9c"]}),
    ("pineapple", {1: ["As", "Ks", "3c"], 2: ["7d", "7c", "Jh"], 3: ["2h", "9c", "4d"]}),
])
def test_holdem_and_pineapple(make_table, phones, game, holes):
    table = make_table()
    start(table, game)
    seen = phones(table)
    for seat, cards in holes.items():
        table.act(seat, {"type": "cards", "cards": cards})
    seen.assert_hidden(holes)
    table.act(3, {"type": "call"})
    table.act(1, {"type": "call"})
    table.act(2, {"type": "check"})
    if game == "pineapple":
        for seat in (1, 2, 3):
            table.act(seat, {"type": "discard", "cards": [holes[seat][2]]})
            seen.assert_hidden(holes)
    table.act(3, {"type": "community", "cards": ["Qs", "Js", "2d"]})
    seen.assert_hidden(holes)


def test_omaha_hi_lo(make_table, phones):
    table = make_table()
    start(table, "omaha_hi_lo")
    holes = {1: ["As", "2d", "Jc", "Jd"], 2: ["Kh", "Qh", "7d", "7s"], 3: ["Tc", "Ts", "9c", "9s"]}
    seen = phones(table)
    for seat, cards in holes.items():
        table.act(seat, {"type": "cards", "cards": cards})
    table.act(3, {"type": "call"})
    table.act(1, {"type": "call"})
    table.act(2, {"type": "check"})
    for board in (["Ah", "6h", "4c"], ["8h"], ["Kd"]):
        table.act(3, {"type": "community", "cards": board})
        for seat in (1, 2, 3):
            table.act(seat, {"type": "check"})
    seen.assert_hidden(holes)  # each phone says its own high and low, and nobody else's
    table.act(1, {"type": "show"})
    seen.assert_hidden({2: holes[2], 3: holes[3]})


def test_lamarckian_poker(make_table, phones):
    table = make_table()
    start(table, "lamarckian")
    hands = {1: ["As", "2c", "3c", "4c"], 2: ["10c", "2d", "3d", "4d"], 3: ["9h", "2h", "3h", "4h"]}
    seen = phones(table)
    for seat, cards in hands.items():
        table.act(seat, {"type": "enter_hand", "cards": cards})
    table.act(3, {"type": "enter_pool", "cards": ["Ah", "Qc", "9s", "5h"]})
    seen.assert_hidden(hands)
    table.act(1, {"type": "mark", "card": "As"})
    table.act(2, {"type": "mark", "card": "10c"})
    seen.assert_hidden(hands)  # marks stay secret until all are in, from the host too
    table.act(3, {"type": "mark", "card": "9h"})
    seen.assert_hidden({seat: cards[1:] for seat, cards in hands.items()})  # the marks are shown now


def test_progressive_poker(make_table, phones):
    table = make_table(players=("Ann", "Bob"))
    table.act("host", {"type": "start_deal", "variant": "progressive", "dealer": 2})
    starts = {1: ["As", "Ah", "6c"], 2: ["Ks", "Kh", "7c"]}
    seen = phones(table)
    for seat, cards in starts.items():
        table.act(seat, {"type": "start_cards", "cards": cards})
    table.act(1, {"type": "contribute", "card": "6c"})
    seen.assert_hidden(starts)  # a contribution stays secret until all are in
    table.act(2, {"type": "contribute", "card": "7c"})
    hands = {1: ["Ac", "Ad", "9s", "8d", "6h"], 2: ["Kc", "Kd", "9h", "8c", "6d"]}
    for seat, cards in hands.items():
        table.act(seat, {"type": "hand", "cards": cards})
    seen.assert_hidden({seat: hands[seat] + starts[seat][:2] for seat in (1, 2)})
    table.act(1, {"type": "exchange", "give": ["9s", "8d"], "take": ["As", "Ah"]})
    seen.assert_hidden({1: ["9s", "8d", "As", "Ah"], 2: hands[2] + starts[2][:2]})


def test_martian_poker(make_table, phones):
    table = make_table()
    start(table, "martian_poker")
    holes = {1: ["Ac"], 2: ["Kh"], 3: ["7s"]}
    seen = phones(table)
    for seat, cards in holes.items():
        table.act(seat, {"type": "cards", "cards": cards})
    table.act(3, {"type": "deal_up", "cards": {"1": "Ah", "2": "Kd", "3": "2c"}})
    table.act(3, {"type": "attack", "card": "hole:2", "pieces": [{"size": 3}]})
    seen.assert_hidden(holes)


def test_daytime_baseball_with_a_card_bought_and_the_wild_tax(make_table, phones):
    table = make_table()
    start(table, "daytime_baseball", wild_tax=True)
    holes = {1: ["Ah", "9c"], 2: ["Qs", "Qc"], 3: ["Jd", "3h"]}
    seen = phones(table)
    for seat, cards in holes.items():
        table.act(seat, {"type": "cards", "cards": cards})
    table.act(3, {"type": "deal_up", "cards": {"1": "4c", "2": "Kd", "3": "8s"}})
    table.act(1, {"type": "buy"})
    table.act(1, {"type": "cards", "cards": holes[1] + ["Ks"]})  # the card bought, seen by its owner only
    holes[1].append("Ks")
    seen.assert_hidden(holes)
    for _ in range(6):  # two betting rounds, two cards down between them
        table.act(table.get().json["deal"]["view"]["to_act"], {"type": "check"})
    table.act(3, {"type": "deal_up", "cards": {"1": "2c", "2": "5d", "3": "6h"}})
    seen.assert_hidden(holes)



def test_a_high_low_declaration_stays_secret_until_everyone_has_declared(make_table, phones):
    table = make_table()
    definition = {"name": "Draw declare", "script": [{"kind": "deal", "down": 5}, {"kind": "bet"}, {"kind": "declare"}],
                  "showdown": [{"kind": "high_low", "low": "8"}]}
    table.act(1, {"type": "define_game", "definition": definition})
    start(table, "house:draw-declare")
    for seat in (1, 2, 3):
        table.act(seat, {"type": "check"})
    seen = phones(table)
    secret = {1: "both", 2: "low"}
    for seat, side in secret.items():
        table.act(seat, {"type": "declare", "side": side})
    for who in seen.clients:
        pages = seen.pages(who)
        for path, html in pages.items():
            for seat, side in secret.items():
                for told in (f"You declared <strong>{side}</strong>", f"all are in: {side})", f"declared {side}</span>"):
                    assert seat == who or told not in html, f"{who} sees seat {seat}'s declaration on {path}"
        assert "Declared: Ann, Bob." in pages["/deal"]
    assert "You declared <strong>both</strong>" in seen.pages(1)["/deal"]
    assert 'name="side" value="high"' in seen.pages(3)["/deal"]  # one tap: High, Low or Both
    table.act(3, {"type": "declare", "side": "high"})
    for who in seen.clients:  # now everyone sees every declaration
        assert all(f"declared {side}</span>" in seen.pages(who)["/deal"] for side in ("both", "low", "high"))
