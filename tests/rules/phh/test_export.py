"""A deal played through the API, exported as PHH and replayed through `replay-phh`."""

from __future__ import annotations

import re

import pytest

from referee.rules.phh.notation import parse_history


def act(table, seat, command):
    token = table.host if seat == "host" else table.tokens[seat]
    response = table.post(command, token=token)
    assert response.status_code == 201, response.json
    return response.json


def buy_in(table, amounts):
    for seat, amount in amounts.items():
        act(table, seat, {"type": "buy_in", "seat": seat, "amount": amount})


def history(table, number=1, token=None):
    return table.get(f"/deals/{number}/phh", token=token)


def stacks(table):
    return {seat["seat"]: seat["stack"] for seat in table.get().json["seats"]}


def replayed(app, tmp_path, text):
    path = tmp_path / "deal.phh"
    path.write_text(text, encoding="utf-8")
    result = app.test_cli_runner().invoke(args=["replay-phh", str(path)])
    return result.exit_code, result.stdout


def card_codes(text):
    return set(re.findall(r"[2-9TJQKA][cdhs]", text))


def play_no_limit_with_side_pots(table):
    """Three stacks, everyone all-in before the flop: a main pot and a side pot; Ann mucks."""
    buy_in(table, {1: 1000, 2: 500, 3: 300})
    act(table, "host", {"type": "start_deal", "variant": "holdem", "dealer": 3,
                        "options": {"betting": "no", "min_bet": 10, "small_blind": 5, "big_blind": 10, "ante": 5}})
    act(table, 1, {"type": "cards", "cards": ["As", "Kh"]})
    act(table, 2, {"type": "cards", "cards": ["7d", "7c"]})
    act(table, 3, {"type": "cards", "cards": ["9c", "9d"]})
    act(table, 3, {"type": "all_in"})
    act(table, 1, {"type": "all_in"})
    act(table, 2, {"type": "all_in"})
    for board in (["9s", "7h", "2d"], ["3c"], ["4s"]):
        act(table, 3, {"type": "community", "cards": board})
    act(table, 3, {"type": "show"})
    act(table, 2, {"type": "show"})
    act(table, 1, {"type": "muck"})


def test_a_no_limit_deal_exports_as_nt_with_everything_the_table_saw(table):
    play_no_limit_with_side_pots(table)
    response = history(table, token=table.tokens[2])
    assert response.status_code == 200
    assert response.mimetype == "text/plain"
    assert response.text.splitlines()[:2] == ["# Friday, deal 1: Texas hold'em, no limit.",
                                              "# Amounts are in cents (USD)."]
    phh = parse_history(response.text)
    assert phh.variant == "NT"
    assert [a.notation() for a in phh.actions] == [
        "d dh p1 ????", "d dh p2 7d7c", "d dh p3 9c9d",
        "p3 cbr 295", "p1 cbr 995", "p2 cc",
        "d db 9s7h2d", "d db 3c", "d db 4s",
        "p3 sm 9c9d", "p2 sm 7d7c", "p1 sm",
    ]
    assert phh.players == ("Ann", "Bob", "Cy") and phh.seats == (1, 2, 3) and phh.hand == 1
    assert [int(s) for s in phh.starting_stacks] == [1000, 500, 300]
    assert [int(s) for s in phh.finishing_stacks] == [stacks(table)[seat] for seat in (1, 2, 3)]


def test_a_no_limit_deal_replays_to_the_tables_stacks(app, table, tmp_path):
    play_no_limit_with_side_pots(table)
    code, out = replayed(app, tmp_path, history(table).text)
    assert code == 0
    now = stacks(table)
    assert out.splitlines() == [f"p1 (Ann, seat 1): {now[1]}", f"p2 (Bob, seat 2): {now[2]}",
                                f"p3 (Cy, seat 3): {now[3]}"]


def test_a_heads_up_fixed_limit_deal_exports_as_ft_and_replays_to_the_tables_stacks(app, make_table, tmp_path):
    table = make_table(players=("Ann", "Bob"))
    buy_in(table, {1: 500, 2: 500})
    act(table, "host", {"type": "start_deal", "variant": "holdem", "dealer": 2,
                        "options": {"betting": "fixed", "small_bet": 10, "big_bet": 20,
                                    "small_blind": 5, "big_blind": 10}})
    act(table, 2, {"type": "raise", "amount": 20})  # the button posts the small blind and acts first
    act(table, 1, {"type": "raise", "amount": 30})
    act(table, 2, {"type": "call"})
    act(table, 2, {"type": "community", "cards": ["Qs", "Js", "2d"]})
    act(table, 1, {"type": "bet", "amount": 10})
    act(table, 2, {"type": "raise", "amount": 20})
    act(table, 1, {"type": "call"})
    act(table, 2, {"type": "community", "cards": ["8h"]})
    act(table, 1, {"type": "check"})
    act(table, 2, {"type": "bet", "amount": 20})
    act(table, 1, {"type": "call"})
    act(table, 2, {"type": "community", "cards": ["3c"]})
    act(table, 1, {"type": "check"})
    act(table, 2, {"type": "check"})
    act(table, 1, {"type": "show", "cards": ["Ah", "Qd"]})
    act(table, 2, {"type": "show", "cards": ["Jd", "Jc"]})
    text = history(table).text
    phh = parse_history(text)
    assert phh.variant == "FT"
    assert [int(b) for b in phh.blinds_or_straddles] == [5, 10]
    assert (int(phh.small_bet), int(phh.big_bet)) == (10, 20)
    assert [a.notation() for a in phh.actions][2:5] == ["p2 cbr 20", "p1 cbr 30", "p2 cc"]
    code, out = replayed(app, tmp_path, text)
    assert code == 0
    assert out.splitlines() == [f"p1 (Ann, seat 1): {stacks(table)[1]}", f"p2 (Bob, seat 2): {stacks(table)[2]}"]
    assert stacks(table)[2] == 570  # Bob's set of jacks took the 70 Ann put in


def test_the_history_never_shows_a_card_that_was_not_shown(table):
    play_no_limit_with_side_pots(table)
    readers = [table.host, *table.tokens.values()]
    texts = {history(table, token=token).text for token in readers}
    assert len(texts) == 1, "every reader gets the same history: only what the whole table saw"
    seen = card_codes(texts.pop())
    assert not seen & {"As", "Kh"}, "Ann entered her cards privately and mucked them"
    assert {"7d", "7c", "9c", "9d", "9s", "7h", "2d", "3c", "4s"} <= seen


def test_the_history_of_a_deal_won_without_a_showdown_shows_no_hole_card(table):
    buy_in(table, {1: 1000, 2: 1000, 3: 1000})
    act(table, "host", {"type": "start_deal", "variant": "holdem", "dealer": 3, "options": {"betting": "no"}})
    act(table, 1, {"type": "cards", "cards": ["As", "Kh"]})
    act(table, 3, {"type": "cards", "cards": ["Qc", "Qd"]})
    act(table, 3, {"type": "raise", "amount": 40})
    act(table, 1, {"type": "fold"})
    act(table, 2, {"type": "fold"})
    text = history(table).text
    assert not card_codes(text) & {"As", "Kh", "Qc", "Qd"}
    assert [a.notation() for a in parse_history(text).actions] == [
        "d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 40", "p1 f", "p2 f"]


# The seats that fold in turn in a stud deal whose up cards are K♣, 9♦, 4♠: after the best hand showing (the
# king), the bring-in of the highest card (razz, the king again) or of the lowest (stud hi-lo, the four).
STUD_FOLDS = {"seven_card_stud": (1, 2), "razz": (2, 3), "stud_hi_lo": (1, 2)}


def fold_out(table, game):
    """A deal of `game`, dealer seat 3 (seat 1 in stud), that ends with folds."""
    options = {"betting": game.split(":")[1]} if ":" in game else {}
    game = game.split(":")[0]
    if game in STUD_FOLDS:
        act(table, "host", {"type": "start_deal", "variant": game, "dealer": 1, "options": options})
        act(table, 1, {"type": "deal_up", "cards": {"1": "Kc", "2": "9d", "3": "4s"}})
        for seat in STUD_FOLDS[game]:
            act(table, seat, {"type": "fold"})
        return
    act(table, "host", {"type": "start_deal", "variant": game, "dealer": 3, "options": options})
    if game.startswith("five_card_draw"):
        act(table, 1, {"type": "fold"})
        act(table, 2, {"type": "fold"})
    else:
        act(table, 3, {"type": "fold"})
        act(table, 1, {"type": "fold"})


@pytest.mark.parametrize("game,code,stakes", [
    ("five_card_draw", "_five_card_draw", ["min_bet = 5", "_betting = \"spread\"", "_max_bet = 25", "_max_raises = 3"]),
    ("seven_card_stud", "_seven_card_stud", ["bring_in = 0", "min_bet = 5", "_betting = \"spread\""]),
    ("pineapple", "_pineapple", ["blinds_or_straddles = [5, 10, 0]", "_betting = \"spread\""]),
    ("holdem", "_holdem", ["blinds_or_straddles = [5, 10, 0]", "min_bet = 5", "_max_bet = 25"]),
    ("holdem:pot", "_holdem", ["min_bet = 5", "_betting = \"pot\""]),
    ("holdem:fixed", "FT", ["small_bet = 10", "big_bet = 20", "_max_raises = 3"]),
    ("razz", "FR", ["bring_in = 5", "small_bet = 10", "big_bet = 20"]),
    ("stud_hi_lo", "F7S/8", ["antes = [5, 5, 5]", "bring_in = 5"]),
    ("stud_hi_lo:spread", "_stud_hi_lo", ["bring_in = 5", "_betting = \"spread\""]),
    ("deuce_to_seven_single_draw", "N2L1D", ["blinds_or_straddles = [5, 10, 0]", "min_bet = 10"]),
    ("deuce_to_seven_triple_draw", "F2L3D", ["blinds_or_straddles = [5, 10, 0]", "big_bet = 20"]),
    ("badugi", "FB", ["blinds_or_straddles = [5, 10, 0]", "small_bet = 10"]),
    ("ace_to_five_triple_draw", "_ace_to_five_triple_draw", ["_betting = \"fixed\"", "small_bet = 10"]),
])
def test_every_deal_of_the_classic_games_exports_and_replays(app, table, tmp_path, game, code, stakes):
    buy_in(table, {1: 1000, 2: 1000, 3: 1000})
    fold_out(table, game)
    text = history(table, token=table.tokens[1]).text
    assert parse_history(text).variant == code
    assert set(stakes) <= set(text.splitlines())
    assert ("docs/phh.md" in text.splitlines()[2]) == code.startswith("_")
    exit_code, out = replayed(app, tmp_path, text)
    assert exit_code == 0, out
    now = stacks(table)
    assert out.splitlines() == [f"p{n} ({name}, seat {seat}): {now[seat]}" for n, (seat, name) in
                                enumerate(zip(parse_history(text).seats, parse_history(text).players), start=1)]


def test_a_house_stud_deal_is_written_wave_by_wave(app, table, tmp_path):
    """The house deal: 2 down and 1 up, bet; 2 down, bet; 1 up, bet; 1 up, bet."""
    buy_in(table, {1: 1000, 2: 1000, 3: 1000})
    act(table, "host", {"type": "start_deal", "variant": "seven_card_stud", "dealer": 1,
                        "options": {"bring_in": 5, "ante": 5}})
    act(table, 2, {"type": "cards", "cards": ["Ah", "Ac"]})
    act(table, 1, {"type": "deal_up", "cards": {"1": "Kc", "2": "9d", "3": "4s"}})
    act(table, 1, {"type": "fold"})  # the 4s brought it in for 5¢; Ann, on its left, is first
    act(table, 2, {"type": "raise", "amount": 10})
    act(table, 3, {"type": "call"})
    act(table, 2, {"type": "bet", "amount": 25})  # the nine showing is first from now on
    act(table, 3, {"type": "call"})
    for up in ({"2": "5d", "3": "6s"}, {"2": "8d", "3": "7s"}):
        act(table, 1, {"type": "deal_up", "cards": up})
        act(table, 2, {"type": "check"})
        act(table, 3, {"type": "check"})
    act(table, 3, {"type": "show", "cards": ["5s", "3s", "Js", "Ts"]})
    act(table, 2, {"type": "muck"})
    text = history(table).text
    assert [a.notation() for a in parse_history(text).actions] == [  # p1 is Bob (seat 2), p3 Ann
        "d dh p1 ????9d", "d dh p2 5s3s4s", "d dh p3 ????Kc", "p2 pb", "p3 f", "p1 cbr 10", "p2 cc",
        "d dh p1 ????", "d dh p2 JsTs", "p1 cbr 25", "p2 cc",
        "d dh p1 5d", "d dh p2 6s", "p1 cc", "p2 cc",
        "d dh p1 8d", "d dh p2 7s", "p1 cc", "p2 cc",
        "p2 sm 5s3s4sJsTs6s7s", "p1 sm",
    ]
    assert not card_codes(text) & {"Ah", "Ac"}
    exit_code, out = replayed(app, tmp_path, text)
    assert exit_code == 0, out
    assert out.splitlines() == ["p1 (Bob, seat 2): 960", "p2 (Cy, seat 3): 1045", "p3 (Ann, seat 1): 995"]
    assert stacks(table) == {1: 995, 2: 960, 3: 1045}


def test_a_draw_deal_writes_the_ace_shown_and_the_cards_changed(app, table, tmp_path):
    buy_in(table, {1: 1000, 2: 1000, 3: 1000})
    act(table, "host", {"type": "start_deal", "variant": "five_card_draw", "dealer": 3})
    act(table, 1, {"type": "bet", "amount": 10})
    act(table, 2, {"type": "call"})
    act(table, 3, {"type": "fold"})
    act(table, 1, {"type": "draw", "count": 4, "show": "As"})
    act(table, 2, {"type": "draw", "count": 0})
    act(table, 1, {"type": "bet", "amount": 20})
    act(table, 2, {"type": "call"})
    act(table, 1, {"type": "show", "cards": ["As", "Ad", "Kc", "Kd", "2s"]})
    act(table, 2, {"type": "show", "cards": ["Qh", "Qd", "7c", "7d", "3s"]})
    text = history(table).text
    assert [a.notation() for a in parse_history(text).actions] == [
        "d dh p1 As????????", "d dh p2 ??????????", "d dh p3 ??????????", "p1 cbr 10", "p2 cc", "p3 f",
        "p1 sd ????????", "p2 sd", "d dh p1 ????????", "p1 cbr 20", "p2 cc",  # the new cards once all drew
        "p1 sm AsAdKcKd2s", "p2 sm QhQd7c7d3s",
    ]
    exit_code, out = replayed(app, tmp_path, text)
    assert exit_code == 0, out
    assert out.splitlines()[0] == "p1 (Ann, seat 1): 1040" == f"p1 (Ann, seat 1): {stacks(table)[1]}"


def test_an_unknown_or_unfinished_deal_has_no_history(table):
    buy_in(table, {1: 1000, 2: 1000, 3: 1000})
    for number in (0, 1):
        missing = history(table, number)
        assert missing.status_code == 404
        assert missing.json["error"] == {"code": "no_such_deal", "fields": {},
                                         "message": f"There is no deal {number} at this table."}
    act(table, "host", {"type": "start_deal", "variant": "holdem", "dealer": 3, "options": {"betting": "no"}})
    playing = history(table, 1)
    assert playing.status_code == 404
    assert playing.json["error"]["code"] == "deal_not_over"
    assert history(table, 2).json["error"]["code"] == "no_such_deal"


def test_the_history_needs_a_token_of_the_table(table, make_table):
    assert table.client.get(f"/api/tables/{table.id}/deals/1/phh").status_code == 401
    other = make_table()
    assert history(table, token=other.host).status_code == 401


def test_a_deal_with_wild_cards_has_no_phh_history(table):
    buy_in(table, {1: 1000, 2: 1000, 3: 1000})
    act(table, "host", {"type": "start_deal", "variant": "holdem", "dealer": 3, "options": {"wild_deuces": True}})
    act(table, 3, {"type": "fold"})
    act(table, 1, {"type": "fold"})
    refused = history(table)
    assert refused.status_code == 409
    assert refused.json["error"]["message"] == ("PHH has no wild cards, and this deal was played with some "
                                                "(deuces are wild).")


QUICK_STUD = {"name": "Quick Stud", "stud": True, "script": [{"kind": "deal", "down": 1, "up": 1}, {"kind": "bet"}],
              "wild": [{"kind": "follows", "rank": "Q"}]}


def test_a_deal_of_a_game_the_table_defined_carries_the_game_and_replays(app, table, tmp_path):
    """The card turned up after a queen is wild: the file deals the up cards in the order they were turned."""
    buy_in(table, {1: 1000, 2: 1000, 3: 1000})
    act(table, 2, {"type": "define_game", "definition": QUICK_STUD})
    act(table, "host", {"type": "start_deal", "variant": "house:quick-stud", "dealer": 3})
    for up in ({"2": "Qs"}, {"3": "7h"}, {"1": "Kd"}):  # sevens are wild: Cy's is best showing
        act(table, 3, {"type": "deal_up", "cards": up})
    act(table, 3, {"type": "bet", "amount": 25})
    act(table, 1, {"type": "call"})
    act(table, 2, {"type": "fold"})
    act(table, 3, {"type": "show", "cards": ["2c"]})
    act(table, 1, {"type": "show", "cards": ["Jh"]})
    text = history(table, token=table.tokens[1]).text
    assert text.splitlines()[2] == "# A game the table defined: _house:quick-stud, its rules in _definition, as " \
                                   "docs/phh.md describes."
    phh = parse_history(text)
    assert (phh.variant, phh.definition, phh.options) == ("_house:quick-stud", QUICK_STUD, {})
    assert [a.notation() for a in phh.actions] == ["d dh p2 ??Qs", "d dh p3 2c7h", "d dh p1 JhKd", "p3 cbr 25",
                                                   "p1 cc", "p2 f", "p3 sm 2c7h", "p1 sm JhKd"]
    exit_code, out = replayed(app, tmp_path, text)
    assert exit_code == 0, out
    assert out.splitlines() == [f"p{n} ({name}, seat {n}): {stacks(table)[n]}" for n, name in
                                enumerate(("Ann", "Bob", "Cy"), start=1)]
    assert stacks(table)[3] == 1035  # Cy's two and wild seven pair up, beating Ann's king high
    assert text in table.get("/phhs").text.replace("[1]\n", "")


SPLIT = {"name": "Split", "script": [{"kind": "deal", "down": 2}, {"kind": "bet"}, {"kind": "declare"}],
         "showdown": [{"kind": "high_low", "low": "8"}]}


def test_a_deal_phh_has_no_action_for_is_refused_in_words_on_the_api_and_the_history_page(app, table):
    buy_in(table, {1: 1000, 2: 1000, 3: 1000})
    act(table, 1, {"type": "define_game", "definition": SPLIT})
    act(table, "host", {"type": "start_deal", "variant": "house:split", "dealer": 3})
    for seat in (1, 2, 3):
        act(table, seat, {"type": "check"})
    for seat, side in ((1, "high"), (2, "low"), (3, "high")):
        act(table, seat, {"type": "declare", "side": side})
    for seat, cards in ((1, ["As", "Ad"]), (2, ["3c", "2d"]), (3, ["Kc", "Kd"])):
        act(table, seat, {"type": "show", "cards": cards})
    refused = history(table)
    assert refused.status_code == 409
    assert refused.json["error"]["message"] == "PHH has no action for Ann's declare in this deal."
    assert table.get("/phhs").status_code == 404
    phone = app.test_client()
    assert phone.get(f"/t/{table.id}/as/{table.tokens[2]}").status_code == 303
    page = phone.get(f"/t/{table.id}/history.phhs")
    assert page.status_code == 404 and page.mimetype == "text/html"
    assert "No finished deal of this table has a PHH hand history" in page.get_data(as_text=True)
