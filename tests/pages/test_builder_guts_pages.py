"""A phone builds Two card guts III on the builder page: the times a loser matches the pot, by the hand they
lost to, typed as hands and numbers ("pair 2; pair A 3"), said back in the game's rules, and refused in words
when it is no list of hands."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined

STEPS = [{"op": "add:script:deal", "script-deal-down": "2"},
         {"op": "add:script:table_hand", "script-table_hand-cards": "2"},
         {"op": "add:script:in_out", "script-in_out-nobody_in": "best_hand_antes"}]


def _built(phone, times: str) -> str:
    return built(phone, [*STEPS, {"op": "add:showdown:losers_match", "showdown-losers_match-beaten_by": times}],
                 name="Twos")


def test_a_phone_types_the_times_a_loser_matches_by_the_hand_they_lost_to(seats, table):
    ann = seats[1]
    page = _built(ann, "pair 2; pair A 3")
    said = text(page)
    assert "twice that if they lost to a pair or better, three times that to a pair of aces or better" in said
    assert "the best hand antes once for every player" in said
    assert defined(ann, page, name="Twos").status_code == 303
    assert table.get("/variants").json["variants"][-1]["key"] == "house:twos"


def test_times_that_are_no_list_of_hands_are_refused_beside_the_piece(seats, table):
    said = text(_built(seats[1], "pairs twice"))
    assert "beaten by is a list of hands and the times a loser to each pays" in said.replace("_", " ")
