"""The night's ledger: the settle page gives each player's buy-ins, cash-outs and net, a chart of every player's
balance after each deal and a CSV of every money movement that sums to zero and ends on the settle page's
balances; the deal list gives each deal's pot and winners."""

from __future__ import annotations

import csv
import html as markup
import io
import random
import re
from decimal import Decimal

import pytest

from tests.support.amounts import cents as written
from tests.support.random_play import play

NAMES = {1: "Ann", 2: "Bob", 3: "Cy"}


@pytest.fixture
def night(make_table, phones):
    """Two deals of hold'em with a rake, rebuys, a cash-out, a host's count that differs and an adjustment."""
    table = make_table()
    for seat, amount in ((1, 1000), (2, 1000), (3, 500), (1, 500)):
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": amount})
    table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 3, "options": {"rake_percent": 10}})
    for seat, cards in ((1, ["As", "Ks"]), (2, ["7d", "7c"]), (3, ["2h", "9c"])):
        table.act(seat, {"type": "cards", "cards": cards})
    for seat, action in ((3, {"type": "call"}), (1, {"type": "call"}), (2, {"type": "check"}),
                         (3, {"type": "community", "cards": ["Qs", "Js", "2d"]}), (1, {"type": "bet", "amount": 20}),
                         (2, {"type": "call"}), (3, {"type": "fold"}), (3, {"type": "community", "cards": ["Th"]}),
                         (1, {"type": "check"}), (2, {"type": "check"}), (3, {"type": "community", "cards": ["3d"]}),
                         (1, {"type": "check"}), (2, {"type": "check"}), (1, {"type": "show"}), (2, {"type": "show"})):
        table.act(seat, action)
    table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 1})
    table.act(1, {"type": "fold"})
    table.act(2, {"type": "fold"})  # Cy's big blind wins Bob's small one; the 5¢ nobody called goes back
    table.act(2, {"type": "cash_out", "seat": 2, "amount": table.get().json["seats"][1]["stack"]})
    table.act("host", {"type": "cash_out", "seat": 3, "amount": 400})  # the host counts other chips than the referee
    table.act("host", {"type": "adjust", "seat": 1, "amount": 50, "reason": "paid for the pizza"})
    return table, phones(table)


def rows_of(text: str) -> list[dict]:
    return list(csv.DictReader(io.StringIO(text)))


def cents(dollars: str) -> int:
    return int(Decimal(dollars) * 100)


def test_the_settle_page_lists_each_players_buy_ins_cash_outs_and_net(night):
    table, seen = night
    page = markup.unescape(seen.clients[1].get(f"/t/{table.id}/settle").get_data(as_text=True))
    ledger = re.search(r'<table id="ledger">.*?</table>', page, re.S).group(0)
    rows = {name: [written(amount) for amount in re.findall(r'<td class="num">([^<]+)</td>', row)]
            for name, row in re.findall(r"<tr><td>(\w+)(.*?)</tr>", ledger, re.S)}
    # Ann won 35¢ net of the 5¢ rake in deal 1, then got 50¢ from the host; Bob lost 30¢ and 5¢; Cy lost 10¢,
    # won 5¢, and the host counted 95¢ less than the $4.95 the referee held for Cy.
    assert rows == {"Ann": [1500, 0, 85], "Bob": [1000, 965, -35], "Cy": [500, 400, -100]}
    assert {name: net for name, (_, _, net) in rows.items()} == {
        NAMES[int(seat)]: amount for seat, amount in table.get("/settlement").json["balances"].items() if seat != "0"}
    assert ledger.count("still holds") == 1 and "still holds $15.35 in chips" in ledger  # Ann alone has chips


def test_the_csv_has_every_money_movement_sums_to_zero_and_ends_on_the_settle_pages_balances(night):
    table, seen = night
    response = seen.clients[2].get(f"/t/{table.id}/ledger.csv")
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert "attachment" in response.headers["Content-Disposition"]
    rows = rows_of(response.get_data(as_text=True))
    assert list(rows[0]) == ["deal", "time (UTC)", "player", "what", "amount ($)", "balance after ($)"]
    assert sum(cents(row["amount ($)"]) for row in rows) == 0
    last = {row["player"]: cents(row["balance after ($)"]) for row in rows}
    settled = table.get("/settlement").json
    assert {NAMES[int(seat)]: amount for seat, amount in settled["balances"].items() if seat != "0"} == \
           {name: last[name] for name in NAMES.values()}
    assert last["the kitty"] == settled["balances"]["0"] > 0
    for name in NAMES.values():  # each row's balance is the one before it plus its amount
        running = 0
        for row in (row for row in rows if row["player"] == name):
            running += cents(row["amount ($)"])
            assert cents(row["balance after ($)"]) == running
    said = [(row["deal"], row["player"], row["what"], row["amount ($)"]) for row in rows]
    assert ("", "Ann", "Ann bought in for $10.00: money traded for chips, the balance is as it was",
            "0.00") in said
    assert ("", "Ann", "Ann's balance adjusted by $0.50: paid for the pizza", "0.50") in said
    assert ("", "Cy", "Cy cashed out $4.00, entered by the host: $0.95 less than the $4.95 in chips the referee "
            "held", "-0.95") in said
    assert ("", "the table", "Cy cashed out $4.00, entered by the host: $0.95 less than the $4.95 in chips the "
            "referee held", "0.95") in said
    assert {row["deal"] for row in rows} == {"", "1", "2"}
    assert [row["what"] for row in rows if row["deal"] == "1" and row["player"] == "Ann"] == [
        "won in deal 1, Texas hold'em"]


def test_the_chart_draws_every_players_balance_after_each_deal_in_dollars(night):
    table, seen = night
    page = seen.clients[3].get(f"/t/{table.id}/settle").get_data(as_text=True)
    svg = re.search(r'<svg class="chart".*?</svg>', page, re.S).group(0)
    assert 'viewBox="0 0 360' in svg and 'width="100%"' in svg  # scales to a phone 390 px wide
    assert "Deals played" in svg and "Up or down ($)" in svg
    lines = re.findall(r'<polyline points="([^"]+)"', svg)
    assert len(lines) == 3 and all(len(line.split()) == 3 for line in lines)  # the start, then after deals 1, 2
    legend = re.findall(r"<text x=\"\d+\" y=\"[\d.]+\">(\w+)</text>", svg)
    assert legend == ["Ann", "Bob", "Cy"]
    ticks = re.findall(r'text-anchor="end">([^<]+)</text>', svg)
    assert ticks and all(re.fullmatch(r"-?(\$[\d,]+\.\d\d|\d+¢)", tick) for tick in ticks)


def test_the_deal_list_gives_each_deals_pot_and_winner(night):
    table, seen = night
    page = markup.unescape(seen.clients[2].get(f"/t/{table.id}/history").get_data(as_text=True))
    results = re.findall(r"Deal (\d): Texas hold'em</a>,\s+dealt by (\w+).\s+<span class=\"deal-result\">Pot ([^,]+), "
                         r"won by (\w+).</span>", page)
    assert [(number, dealer, written(pot), winner) for number, dealer, pot, winner in results] == [
        ("1", "Cy", 70, "Ann"), ("2", "Ann", 10, "Cy")]  # the pot without the big blind nobody called


@pytest.mark.parametrize("game", ["guts", "gruts", "monte_carlo", "acey_deucey", "martian_poker", "progressive"])
def test_for_any_game_the_csv_sums_to_zero_and_ends_on_the_settle_up(make_table, phones, game):
    table = make_table()
    for seat in NAMES:
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    options = {"deck": "standard", "ante": 5} if game == "progressive" else {}
    play(table, game, options, random.Random(game), 80)
    rows = rows_of(phones(table).clients["host"].get(f"/t/{table.id}/ledger.csv").get_data(as_text=True))
    assert sum(cents(row["amount ($)"]) for row in rows) == 0
    last = {row["player"]: cents(row["balance after ($)"]) for row in rows}
    balances = table.get("/settlement").json["balances"]
    assert {name: last.get(name, 0) for name in NAMES.values()} == {NAMES[int(s)]: a for s, a in balances.items()}
