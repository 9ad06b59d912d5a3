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
