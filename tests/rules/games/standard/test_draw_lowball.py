"""The draw lowball games dealt through the engine: 2-7 single and triple draw, A-5 triple draw and badugi.
Blinds left of the dealer, draws of any number of cards, and the lowest hand wins."""

from __future__ import annotations

import pytest

from tests.rules.games.standard.streets import called_down, showdown


def drawn(d, draws: int, counts: dict[int, int]) -> None:
    """Each betting round called or checked, and at each draw every seat changes its count of cards."""
    for _ in range(draws):
        called_down(d)
        while d.state.current.name == "draw" and (seat := d.state.to_act()) is not None:
            d.act(seat, {"type": "draw", "count": counts[seat]})
    called_down(d)


# Three players, seat 3 deals: seat 1 posts the small blind, seat 2 the big, seat 3 acts first.
DEALS = [
    # game, draws, the hands shown, the winners, the winning words, the loser's words
    pytest.param("deuce_to_seven_single_draw", 1, {1: "7c 5d 4h 3s 2c", 2: "As 2d 3h 4c 5s", 3: "9h 8h 6h 5h 2h"},
                 [1], "Seven-five low (7-5-4-3-2)", {"2": "Ace-five low (A-5-4-3-2)", "3": "Flush, nine high"},
                 id="2-7: the best hand beats ace high and a flush"),
    pytest.param("deuce_to_seven_triple_draw", 3, {1: "8c 6d 5h 4s 2c", 2: "8d 6c 5d 4h 3c", 3: "6s 5s 4d 3d 2d"},
                 [1], "Eight-six low (8-6-5-4-2)", {"2": "Eight-six low (8-6-5-4-3)", "3": "Straight, six high"},
                 id="2-7: the next card down decides; a straight loses"),
    pytest.param("ace_to_five_triple_draw", 3, {1: "7c 5d 4h 3s 2c", 2: "As 2s 3h 4c 5s", 3: "6d 4d 3d 2d Ad"},
                 [2], "Five-four low (5-4-3-2-A)", {"3": "Six-four low (6-4-3-2-A)"},
                 id="A-5: the wheel is the best hand; a flush is no bar"),
    pytest.param("badugi", 3, {1: "Kc Qd Jh Ts", 2: "4c 3d 2h 2s", 3: "8c 7c 5h 3s"},
                 [1], "King-queen badugi (K-Q-J-10)", {"2": "Three-card badugi (4-3-2)",
                                                       "3": "Three-card badugi (7-5-3)"},
                 id="badugi: four cards beat three"),
    pytest.param("badugi", 3, {1: "4c 3d 2h Ks", 2: "4d 3h 2s Ac", 3: "Kh Kd Kc Qh"},
                 [2], "Number one badugi (4-3-2-A)", {"1": "King-four badugi (K-4-3-2)",
                                                       "3": "Two-card badugi (K-Q)"},
                 id="badugi: aces low, number one wins"),
]


@pytest.mark.parametrize("game, draws, hands, winners, words, others", DEALS)
def test_the_lowest_hand_wins(deal, game, draws, hands, winners, words, others):
    d = deal(game, {1: 500, 2: 500, 3: 500}, dealer=3)
    assert d.state.paid == {1: 5, 2: 10, 3: 0} and d.state.to_act() == 3
    drawn(d, draws, {1: 0, 2: 2, 3: len(hands[3].split())})
    ruling = showdown(d, hands)
    assert ruling["pots"][0]["winners"] == winners
    assert ruling["hands"][str(winners[0])]["words"] == words
    assert {seat: ruling["hands"][seat]["words"] for seat in others} == others


@pytest.mark.parametrize("game, cards, draws, betting", [("deuce_to_seven_single_draw", 5, 1, "no"),
                                                          ("deuce_to_seven_triple_draw", 5, 3, "fixed"),
                                                          ("ace_to_five_triple_draw", 5, 3, "fixed"),
                                                          ("badugi", 4, 3, "fixed")])
def test_each_draw_may_change_every_card(deal, game, cards, draws, betting):
    d = deal(game, {1: 500, 2: 500, 3: 500}, dealer=3)
    assert d.state.stakes.structure.kind == betting and d.state.down_count(1) == cards
    seen = 0
    for _ in range(draws):
        called_down(d)
        offer = next(a for a in d.variant.legal_actions(d.state, d.state.to_act()) if a["type"] == "draw")
        assert offer["max"] == cards and "max_with_ace" not in offer
        assert d.refuse(d.state.to_act(), {"type": "draw", "count": cards + 1}).code == "too_many_drawn"
        while d.state.current.name == "draw" and (seat := d.state.to_act()) is not None:
            d.act(seat, {"type": "draw", "count": cards})
        seen += 1
    called_down(d)
    assert seen == draws and d.state.at_showdown


def test_a_phone_says_the_low_its_cards_make(deal):
    d = deal("badugi", {1: 500, 2: 500}, dealer=2)
    d.act(1, {"type": "cards", "cards": ["7c", "5c", "2h", "As"]})
    assert d.variant.view(d.state, 1)["your_hand"] == "Three-card badugi (5-2-A)"
