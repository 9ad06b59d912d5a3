"""The host acts for a seat whose phone died: bets, folds, draws by count; never the seat's hidden cards."""

from __future__ import annotations

import pytest

HANDS = {1: ["As", "Ad", "Ac", "Kd", "2s"], 2: ["Qh", "Qd", "7c", "7d", "3s"], 3: ["9h", "8h", "5c", "4d", "2h"]}


@pytest.fixture
def dealt(table):
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act(1, {"type": "start_deal", "variant": "five_card_draw"})
    for seat, cards in HANDS.items():
        table.act(seat, {"type": "cards", "cards": cards})
    return table


def test_the_host_bets_for_a_seat_recorded_as_the_host_for_it(dealt):
    table = dealt
    done = table.act("host", {"type": "bet", "amount": 25, "for": 2})
    assert done["event"]["actor"] == "seat:2" and done["event"]["payload"]["entered_by"] == "host"
    table.act("host", {"type": "fold", "for": 3})
    table.act(1, {"type": "call"})
    table.act("host", {"type": "draw", "count": 1, "for": 2})
    assert table.get("/verify").json["ok"] is True


@pytest.mark.parametrize("command", [
    {"type": "cards", "cards": ["Qh", "Qd", "7c", "7d", "3s"], "for": 2},
    {"type": "draw", "count": 1, "keep": ["Qh"], "for": 2},
    {"type": "show", "for": 2},
])
def test_the_host_never_enters_or_shows_a_seats_cards(dealt, command):
    answer = dealt.post(command)
    assert answer.status_code == 403
    assert answer.json["error"]["message"].startswith("The host can bet, fold and draw by count for Bob, never")


def test_only_the_host_acts_for_another_seat(dealt):
    answer = dealt.post({"type": "bet", "amount": 25, "for": 2}, token=dealt.tokens[1])
    assert answer.status_code == 403 and answer.json["error"]["message"] == "Only the host can act for another player."

