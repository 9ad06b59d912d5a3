"""History as a replayer: a deal steps through the table as the viewer may see it after each of its events,
with every seat's chips, what each has won or lost in the deal so far and the pot, as the log's postings
say; it works for every kind of game, with and without the script (?step=k)."""

from __future__ import annotations

import html as markup
import random
import re
from collections import Counter

import pytest

from tests.support.amounts import cents
from tests.support.random_play import play

SEATS = (1, 2, 3)
NAMES = {1: "Ann", 2: "Bob", 3: "Cy"}


def expected_steps(log: list[dict], number: int) -> list[dict]:
    """From the log alone: after each event of deal `number`, every seat's chips and what its pots hold (a
    game of several deals names its pot as the deal starts: it may hold chips from the deals before)."""
    accounts, steps = Counter(), []
    touched = {a for e in log if e["payload"].get("deal") == number for p in e["postings"] for a in p[:2]
               if not a.startswith(("stack:", "player:")) and a not in ("kitty", "table")}
    touched |= {e["payload"]["pot"] for e in log if e["type"] == "deal_started" and e["payload"]["deal"] == number
                and e["payload"].get("pot")}
    for event in log:
        for source, target, amount in event["postings"]:
            accounts[source] -= amount
            accounts[target] += amount
        if event["payload"].get("deal") == number:
            steps.append({"pot": sum(accounts[a] for a in touched),
                          "chips": {seat: accounts[f"stack:{seat}"] for seat in SEATS}})
    return steps


def shown(page: str) -> dict:
    """What a step of the replayer shows: the step, its pot and each seat's chips."""
    replay = re.search(r'<section id="replay".*?</section>', page, re.S).group(0)
    rows = re.findall(r"<tr><td>(\w+)</td><td class=\"num\">([^<]+)</td>", replay)
    pots = re.findall(r'<td class="num" colspan="2"[^>]*>([^<]+)<', replay)  # the pot, and any other beside it
    return {"step": re.search(r"Step (\d+) of (\d+)", replay).groups(), "pot": sum(map(cents, pots)),
            "chips": {name: cents(amount) for name, amount in rows}}


def test_each_step_of_a_holdem_deal_shows_the_pot_and_the_chips_the_log_says(make_table, phones):
    table = make_table()
    for seat in SEATS:
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 3})
    for seat, action in ((3, {"type": "raise", "amount": 25}), (1, {"type": "call"}), (2, {"type": "fold"}),
                         (3, {"type": "community", "cards": ["Qs", "Js", "2d"]}), (1, {"type": "bet", "amount": 10}),
                         (3, {"type": "fold"})):
        table.act(seat, action)
    seen = phones(table)
    steps = expected_steps(table.get("/events").json["events"], 1)
    assert [step["pot"] for step in steps] == [0, 15, 40, 60, 60, 60, 70, 70, 0]
    for index, step in enumerate(steps, 1):
        page = seen.clients[1].get(f"/t/{table.id}/history/1?step={index}").get_data(as_text=True)
        found = shown(page)
        assert found["step"] == (str(index), str(len(steps)))
        assert found["pot"] == step["pot"]
        assert found["chips"] == {NAMES[seat]: step["chips"][seat] for seat in SEATS}
    last = markup.unescape(seen.clients[2].get(f"/t/{table.id}/history/1").get_data(as_text=True))
    assert "Step 9 of 9" in last
    this_deal = re.findall(r'<td class="num">([^<]+)</td>\s*</tr>', last)
    assert [cents(amount) for amount in this_deal] == [35, -10, -25] and this_deal[0].startswith("+")


def test_previous_and_next_are_links_that_stop_at_either_end(make_table, phones):
    table = make_table()
    table.act("host", {"type": "start_deal", "variant": "lamarckian", "dealer": 3})
    table.act(1, {"type": "enter_hand", "cards": ["As", "2c", "3c", "4c"]})
    seen = phones(table)
    first = seen.clients[1].get(f"/t/{table.id}/history/1?step=1").get_data(as_text=True)
    assert 'rel="prev"' not in first and f'href="/t/{table.id}/history/1?step=2"' in first
    last = seen.clients[1].get(f"/t/{table.id}/history/1").get_data(as_text=True)
    assert "Step 2 of 2" in last and 'rel="next"' not in last and 'rel="prev"' in last
    for odd in ("0", "99", "x", "-1", "2.5"):  # any other step shows the last, never an error
        assert "Step 2 of 2" in seen.clients[1].get(f"/t/{table.id}/history/1?step={odd}").get_data(as_text=True)
    missing = seen.clients[1].get(f"/t/{table.id}/history/7")
    assert missing.status_code == 404


GAMES = {  # each kind of game, played at random, with an option or two
    "five_card_draw": {}, "seven_card_stud": {}, "holdem": {"rake_percent": 10}, "lamarckian": {"ante": 10},
    "progressive": {"deck": "standard", "ante": 5}, "martian_poker": {}, "guts": {}, "gruts": {}, "acey_deucey": {},
    "indian_midnight_baseball": {}, "zap": {}, "monte_carlo": {},
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_step_of_every_game_shows_the_pot_the_log_says(make_table, phones, game):
    table = make_table()
    for seat in SEATS:
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    play(table, game, GAMES[game], random.Random(game), 60)
    seen = phones(table)
    log = table.get("/events").json["events"]
    numbers = sorted({e["payload"]["deal"] for e in log if isinstance(e["payload"].get("deal"), int)})
    assert numbers
    for number in numbers:
        steps = expected_steps(log, number)
        for who in (1, "host"):
            for index, step in enumerate(steps, 1):
                response = seen.clients[who].get(f"/t/{table.id}/history/{number}?step={index}")
                assert response.status_code == 200, (number, index)
                found = shown(response.get_data(as_text=True))
                assert found["step"] == (str(index), str(len(steps)))
                assert (found["pot"], found["chips"]) == (step["pot"], {NAMES[s]: step["chips"][s] for s in SEATS
                                                                         if NAMES[s] in found["chips"]})
