"""Correcting one's face-down cards: free until betting follows the entry, then told to the table without
the cards; the cards shown at the showdown are on every phone; a card two players show is caught."""

from __future__ import annotations

import json

import pytest


@pytest.fixture
def holdem(table):
    """Hold'em: each has $10; Ann deals, Bob and Cy post the blinds; everyone has entered their cards."""
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act(1, {"type": "start_deal", "variant": "holdem"})
    for seat, cards in {1: ["As", "Kd"], 2: ["Qs", "Qc"], 3: ["7h", "2d"]}.items():
        table.act(seat, {"type": "cards", "cards": cards})
    return table


def corrections(table, token=None) -> dict:
    return table.get(token=token).json["deal"]["view"]["corrections"]


def test_a_correction_before_any_betting_is_not_announced(holdem):
    assert holdem.get(token=holdem.tokens[2]).json["deal"]["view"]["changes_told"] is False
    done = holdem.act(2, {"type": "cards", "cards": ["Qs", "Qh"]})
    assert "corrected" not in done["event"]["payload"] and corrections(holdem) == {}


def test_a_correction_after_betting_is_told_to_every_phone_without_the_cards(holdem):
    table = holdem
    table.act(1, {"type": "call"})  # betting follows Bob's entry
    assert table.get(token=table.tokens[2]).json["deal"]["view"]["changes_told"] is True  # his phone says so
    done = table.act(2, {"type": "cards", "cards": ["9s", "9h"]})
    assert done["event"]["payload"]["corrected"] == 2
    for token in (table.host, table.tokens[1], table.tokens[3]):
        assert corrections(table, token) == {"2": 2}
        log = json.dumps(table.get("/events", token=token).json)
        assert "9s" not in log and "9h" not in log and "Qs" not in log  # no leak: the count, not the cards
    own = json.dumps(table.get("/events", token=table.tokens[2]).json)
    assert "9s" in own  # the author still reads their own entry
    table.act(2, {"type": "cards", "cards": ["9s", "9d"]})
    assert corrections(table) == {"2": 3}


def play_to_the_showdown(table):
    table.act(1, {"type": "call"})
    table.act(2, {"type": "call"})
    table.act(3, {"type": "check"})
    for cards in (["Jc", "8s", "4h"], ["3c"], ["5s"]):
        table.act(1, {"type": "community", "cards": cards})
        for seat in (2, 3, 1):
            table.act(seat, {"type": "check"})


def test_the_cards_shown_are_on_every_phone_and_a_card_shown_twice_is_caught(holdem):
    table = holdem
    table.act(3, {"type": "cards", "cards": ["Qs", "2d"]})  # Cy mistypes his 7♥ as the Q♠ Bob holds
    play_to_the_showdown(table)
    table.act(2, {"type": "show"})  # Bob shows Q♠ Q♣
    shown = {s["seat"]: s["shown"] for s in table.get(token=table.tokens[3]).json["deal"]["view"]["seats"]}
    assert shown[2] == ["Qs", "Qc"]
    refused = table.post({"type": "cards", "cards": ["Qs", "7h"]}, token=table.tokens[3])
    assert refused.status_code == 422  # a card showing on the table can't be entered
    clash = table.post({"type": "show"}, token=table.tokens[3])
    assert clash.status_code == 422 and "Q♠ is already showing on the table" in clash.json["error"]["message"]
    assert table.get().json["deal"] is not None  # play waits for the correction
    table.act(3, {"type": "cards", "cards": ["7h", "2d"]})
    table.act(3, {"type": "show"})
    assert corrections(table) == {"3": 1}


def test_a_clash_with_a_card_shown_first_waits_until_that_player_corrects_it(holdem):
    table = holdem
    table.act(1, {"type": "cards", "cards": ["As", "Qc"]})  # Ann mistypes her K♦ as the Q♣ Bob holds
    play_to_the_showdown(table)
    table.act(1, {"type": "show"})
    clash = table.post({"type": "show"}, token=table.tokens[2])
    assert clash.status_code == 422 and "Q♣ is already showing on the table" in clash.json["error"]["message"]
    fixed = table.act(1, {"type": "correct", "card": "Qc", "is": "Kd"})
    assert fixed["event"]["payload"]["card"] == "Qc" and fixed["event"]["payload"]["is"] == "Kd"  # for all to see
    table.act(2, {"type": "show"})
    table.act(3, {"type": "show"})
    assert table.get().json["deal"] is None
    assert table.get("/verify").json["ok"] is True


def test_a_shown_card_is_corrected_only_before_the_ruling_and_only_by_its_player(holdem):
    table = holdem
    play_to_the_showdown(table)
    table.act(1, {"type": "show"})
    assert table.post({"type": "correct", "card": "As", "is": "Ah"}, token=table.tokens[2]).status_code == 409
    wrong = table.post({"type": "correct", "card": "Qs", "is": "Ah"}, token=table.tokens[1])
    assert wrong.status_code == 422 and "You did not show Q♠" in wrong.json["error"]["message"]
    taken = table.post({"type": "correct", "card": "As", "is": "Jc"}, token=table.tokens[1])
    assert taken.status_code == 422 and "J♣ is already showing on the table" in taken.json["error"]["message"]
