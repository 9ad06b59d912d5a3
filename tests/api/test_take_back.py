"""Taking back a mistaken action: the author may, until another player acts; what it caused is void too."""

from __future__ import annotations

import pytest

HANDS = {1: ["As", "Ad", "Ac", "Kd", "2s"], 2: ["Qh", "Qd", "7c", "7d", "3s"], 3: ["9h", "8h", "5c", "4d", "2h"]}


@pytest.fixture
def betting(table):
    """Five-card draw: each has $10 and has entered their cards; Bob bets 25¢ and Cy folds."""
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act(1, {"type": "start_deal", "variant": "five_card_draw"})
    for seat, cards in HANDS.items():
        table.act(seat, {"type": "cards", "cards": cards})
    table.act(2, {"type": "bet", "amount": 25})
    table.act(3, {"type": "fold"})
    return table


def stacks(table) -> dict[int, int]:
    return {seat["seat"]: seat["stack"] for seat in table.get().json["seats"]}


def test_a_fold_that_ended_the_hand_is_taken_back_and_the_hand_reopens(betting):
    table = betting
    before = stacks(table)
    table.act(1, {"type": "fold"})  # Ann folds by mistake: Bob wins the pot uncontested
    assert table.get().json["deal"] is None and stacks(table) != before
    taken = table.act(1, {"type": "take_back"})
    assert taken["event"]["type"] == "take_back"
    assert taken["event"]["payload"]["says"] == "the fold is taken back, and void with it: uncontested"
    assert stacks(table) == before
    deal = table.get(token=table.tokens[1]).json["deal"]
    assert deal is not None and {a["type"] for a in deal["legal_actions"]} >= {"call", "fold"}
    table.act(1, {"type": "call"})
    log = [event["type"] for event in table.get("/events").json["events"]]
    assert log.count("fold") == 2 and "take_back" in log  # the log keeps everything
    assert table.get("/verify").json["ok"] is True


def test_only_the_author_takes_back_and_only_until_another_player_acts(betting):
    table = betting
    refused = table.post({"type": "take_back"}, token=table.tokens[2])
    assert refused.status_code == 403 and "Cy acted last" in refused.json["error"]["message"]
    table.act(1, {"type": "call"})
    late = table.post({"type": "take_back"}, token=table.tokens[3])
    assert late.status_code == 403 and "Ann acted last" in late.json["error"]["message"]
    table.act("host", {"type": "buy_in", "seat": 3, "amount": 500})  # an entry of the bank ends the chance too
    over = table.post({"type": "take_back"}, token=table.tokens[1])
    assert over.status_code == 409 and "nothing to take back" in over.json["error"]["message"]


def test_a_run_of_ones_own_actions_is_taken_back_one_at_a_time(betting):
    table = betting
    table.act(1, {"type": "call"})
    table.act(2, {"type": "draw", "count": 1})
    table.act(2, {"type": "cards", "cards": ["Qh", "Qd", "7c", "7d", "Qs"]})
    table.act(2, {"type": "take_back"})
    table.act(2, {"type": "take_back"})
    assert table.post({"type": "take_back"}, token=table.tokens[2]).status_code == 409
    assert {a["type"] for a in table.get(token=table.tokens[2]).json["deal"]["legal_actions"]} >= {"draw"}
    assert table.get("/verify").json["ok"] is True


def test_a_deal_started_by_mistake_is_taken_back_through_the_api_and_the_log_verifies(table):
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act(1, {"type": "start_deal", "variant": "holdem",
                  "options": {"betting": "no", "small_blind": 25, "big_blind": 50, "min_bet": 50}})
    assert table.get(token=table.tokens[1]).json["take_back_deal"] is True
    assert table.get(token=table.tokens[2]).json["take_back_deal"] is False
    refused = table.post({"type": "take_back_deal"}, token=table.tokens[2])
    assert refused.status_code == 403 and refused.json["error"]["message"] == \
        "Only Ann, who deals it, or the host can take back deal 1."
    taken = table.act(1, {"type": "take_back_deal"})
    assert taken["event"]["type"] == "take_back"
    assert stacks(table) == {1: 1000, 2: 1000, 3: 1000} and table.get().json["deal"] is None
    table.act(1, {"type": "start_deal", "variant": "five_card_draw"})
    table.act(2, {"type": "cards", "cards": HANDS[2]})
    late = table.post({"type": "take_back_deal"}, token=table.tokens[1])
    assert late.status_code == 409 and "cards have been entered or chips bet" in late.json["error"]["message"]
    assert table.post({"type": "take_back_deal", "deal": 1}).status_code == 400  # the command takes nothing more
    assert table.get("/verify").json["ok"] is True
    mapping = table.client.get("/api/openapi.json").json["components"]["schemas"]["Command"]["discriminator"]["mapping"]
    assert mapping["take_back_deal"] == "#/components/schemas/TakeBackDeal"


def test_a_deal_dealt_again_after_a_take_back_exports_as_it_was_played(table):
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act(1, {"type": "start_deal", "variant": "holdem", "options": {"betting": "no", "small_blind": 100,
                                                                        "big_blind": 200, "min_bet": 200}})
    table.act("host", {"type": "take_back_deal"})
    table.act(1, {"type": "start_deal", "variant": "holdem"})
    table.act(1, {"type": "fold"})
    table.act(2, {"type": "fold"})
    history = table.get("/deals/1/phh")
    assert history.status_code == 200, history.json
    text = history.get_data(as_text=True)
    assert "blinds_or_straddles = [5, 10, 0]" in text and "actions = " in text
