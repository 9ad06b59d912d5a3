"""A card entry of nothing, or of fewer cards than the deal needs, is refused with a sentence."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("cards", ["", "As"])
def test_a_short_entry_from_the_page_is_refused(seats, table, cards):
    seats[1].do("start_deal", "", variant="holdem")
    before = table.get().json["version"]
    response = seats[2].send("cards", cards=cards)
    assert response.status_code == 422
    assert "Pick your 2 face-down cards." in response.get_data(as_text=True)
    assert table.get().json["version"] == before


def test_an_empty_entry_is_refused_by_the_referee_too(seats, table):
    seats[1].do("start_deal", "", variant="holdem")
    answer = table.post({"type": "cards", "cards": []}, token=table.tokens[2])
    assert answer.status_code == 422 and answer.json["error"]["message"] == "Pick your 2 face-down cards."


def test_a_card_shown_wrongly_is_corrected_from_the_deal_page_in_front_of_everyone(seats, table):
    seats[1].do("start_deal", "", variant="holdem")
    for seat, cards in {1: "As,Qc", 2: "Qs,Qc", 3: "7h,2d"}.items():
        seats[seat].do("cards", cards=cards)  # Ann mistypes her K♦ as the Q♣ Bob holds: nobody can know yet
    table.act(1, {"type": "call"})
    table.act(2, {"type": "call"})
    table.act(3, {"type": "check"})
    for cards in (["Jc", "8s", "4h"], ["3c"], ["5s"]):
        table.act(1, {"type": "community", "cards": cards})
        for seat in (2, 3, 1):
            table.act(seat, {"type": "check"})
    seats[1].do("show")
    assert "already showing on the table" in seats[2].send("show").get_data(as_text=True)  # the clash
    seats[1].do("correct", card="Q♣", **{"is": "Kd"})
    assert "Ann: the Q♣ entered is really the K♦" in seats[3].page("/history/1")
    seats[2].do("show")
