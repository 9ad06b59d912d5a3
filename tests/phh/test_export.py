"""A deal played through the API, exported as PHH and replayed through `replay-phh`."""

from __future__ import annotations

import re

import pytest

from referee.rules.phh import parse_history


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
    assert out.splitlines() == [f"p1 (Ann): {now[1]}", f"p2 (Bob): {now[2]}", f"p3 (Cy): {now[3]}"]


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
    assert out.splitlines() == [f"p1 (Ann): {stacks(table)[1]}", f"p2 (Bob): {stacks(table)[2]}"]
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


def fold_out(table, game):
    """A deal of `game`, dealer seat 3 (seat 1 in stud), that ends with folds."""
    if game == "seven_card_stud":
        act(table, "host", {"type": "start_deal", "variant": game, "dealer": 1})
        act(table, 1, {"type": "deal_up", "cards": {"1": "Kc", "2": "9d", "3": "4s"}})
        act(table, 1, {"type": "fold"})
        act(table, 2, {"type": "fold"})
        return
    options = {"betting": game.split(":")[1]} if ":" in game else {}
    act(table, "host", {"type": "start_deal", "variant": game.split(":")[0], "dealer": 3, "options": options})
    if game.startswith("five_card_draw"):
        act(table, 1, {"type": "fold"})
        act(table, 2, {"type": "fold"})
    else:
        act(table, 3, {"type": "fold"})
        act(table, 1, {"type": "fold"})


@pytest.mark.parametrize("game,reason", [
    ("five_card_draw", "PHH has no five-card draw: its draw games are deuce-to-seven lowball (N2L1D, F2L3D) "
                       "and badugi (FB)."),
    ("seven_card_stud", "PHH's seven-card stud (F7S) is dealt 2 down and 1 up, then 1 up three times and 1 down"),
    ("pineapple", "PHH has no code for Pineapple."),
    ("holdem", "PHH has Texas hold'em only in no limit (NT) and fixed limit (FT), and this deal was spread limit."),
    ("holdem:pot", "and this deal was pot limit."),
])
def test_a_deal_phh_cannot_express_is_refused_with_the_reason(table, game, reason):
    buy_in(table, {1: 1000, 2: 1000, 3: 1000})
    fold_out(table, game)
    response = history(table, token=table.tokens[1])
    assert response.status_code == 409
    assert response.json["error"]["code"] == "not_in_phh"
    assert reason in response.json["error"]["message"]


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
