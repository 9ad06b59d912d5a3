"""Whole deals of Martian Poker in the engine: final ownership, the showdown from owned cards, and the pieces after."""

from __future__ import annotations

import pytest

from referee.rules.games.martian.pieces import Piece


def piece(size: int, count: int = 1) -> dict:
    return {"size": size, "count": count}


def play_waves(d, waves, placements=None, bets=None):
    """Deal each wave of up cards, make that wave's placements, say done, and check (or bet) around."""
    placements = placements or {}
    bets = bets or {}
    for number, ups in enumerate(waves):
        d.up(ups)
        for seat, action in placements.get(number, ()):
            d.act(seat, action)
        d.all_done()
        for seat, action in bets.get(number, ()):
            assert d.state.to_act() == seat
            d.act(seat, action)
        d.all_check()


def ruling(d):
    assert d.events[-1].type == "showdown"
    return d.events[-1].payload


def settled(d):
    return next(e.payload for e in d.events if e.type == "disputes_settled")


def test_a_player_owning_six_cards_and_one_owning_three(martian):
    d = martian({1: 500, 2: 500, 3: 500}, dealer=3)
    for seat, hole in {1: "Ac", 2: "Kh", 3: "7s"}.items():
        d.act(seat, {"type": "cards", "cards": [hole]})
    play_waves(d, [{1: "Ah", 2: "Kd", 3: "2c"}, {1: "9c", 2: "Ks", 3: "7d"},
                   {1: "5d", 2: "Kc", 3: "7h"}, {1: "3s", 2: "4h", 3: "8c"}],
               placements={0: [(1, {"type": "attack", "card": "Kd", "pieces": [piece(3)]}),
                               (3, {"type": "attack", "card": "hole:2", "pieces": [piece(3)]})]})
    final = {card["card"]: card["owner"] for card in settled(d)["cards"]}
    assert final["Kd"] == 1 and final["hole:2"] == 3
    assert d.variant.view(d.state, 2)["icehouse"]["final"] is True
    # Seat 3 plays seat 2's hole card: seat 2 must show it, and cannot muck.
    assert "muck" not in d.legal(2)
    assert d.refuse(2, {"type": "muck"}).code == "must_show"
    for seat in (1, 2, 3):
        d.act(seat, {"type": "show"})
    result = ruling(d)
    assert len(result["hands"]["1"]["cards"]) == 6
    assert len(result["hands"]["2"]["cards"]) == 3
    assert result["hands"]["1"]["words"].startswith("Pair of aces")
    assert result["hands"]["2"]["words"].startswith("Pair of kings")  # four kings dealt, two of them owned
    assert result["hands"]["3"]["words"].startswith("Three of a kind, sevens")
    assert result["pots"][0]["winners"] == [3]
    assert d.stack(3) == 510 and d.stack(1) == d.stack(2) == 495


def test_a_card_of_a_folded_player_is_won_by_an_attacker(martian):
    d = martian({1: 500, 2: 500, 3: 500}, dealer=3)
    d.up({1: "Qh", 2: "Jd", 3: "9s"})
    d.all_done()
    d.act(1, {"type": "bet", "amount": 10})
    d.act(2, {"type": "call"})
    d.act(3, {"type": "fold"})
    play_waves(d, [{1: "9d", 2: "3c"}, {1: "4s", 2: "5c"}, {1: "6h", 2: "Th"}],
               placements={0: [(1, {"type": "attack", "card": "9s", "pieces": [piece(1)]}),
                               (2, {"type": "defend", "card": "9s", "pieces": [piece(1)]})],
                           1: [(1, {"type": "attack", "card": "9s", "pieces": [piece(1)], "join": 1}),
                               (1, {"type": "attack", "card": "hole:3", "pieces": [piece(2)]})]})
    assert d.owner("9s") == 1 and d.owner("hole:3") == 1
    # The folded player shows the hole card seat 1 plays; they play for nothing themselves.
    assert d.legal(3) == {"show"}
    d.act(1, {"type": "show", "cards": ["2c"]})
    d.act(2, {"type": "show", "cards": ["Jc"]})
    assert d.events[-1].type == "show"  # still waiting for seat 3's hole card
    d.act(3, {"type": "show", "cards": ["9h"]})
    result = ruling(d)
    assert set(result["hands"]) == {"1", "2"}
    assert result["hands"]["1"]["words"].startswith("Three of a kind, nines")
    assert result["pots"][0]["winners"] == [1]


def test_a_card_nobody_owns_is_played_by_nobody(martian):
    d = martian({1: 500, 2: 500, 3: 500}, dealer=3)
    play_waves(d, [{1: "Ah", 2: "Kd", 3: "Ad"}, {1: "2c", 2: "Kc", 3: "3c"},
                   {1: "7h", 2: "8d", 3: "9s"}, {1: "Js", 2: "4h", 3: "5s"}],
               placements={0: [(1, {"type": "attack", "card": "Kd", "pieces": [piece(2)]}),
                               (3, {"type": "attack", "card": "Kd", "pieces": [piece(2)]})]})
    assert d.owner("Kd") is None
    for seat, hole in ((1, "Tc"), (2, "6d"), (3, "Qd")):
        d.act(seat, {"type": "show", "cards": [hole]})
    result = ruling(d)
    assert "K♦" not in result["hands"]["2"]["cards"] and "Kd" not in result["hands"]["2"]["cards"]
    assert result["hands"]["2"]["words"].startswith("High card, king")  # the king of clubs alone


def test_a_player_who_owns_no_card_plays_nothing_and_loses(martian):
    d = martian({1: 500, 2: 500}, dealer=2)
    waves = [{1: "2c", 2: "3d"}, {1: "4h", 2: "5s"}, {1: "7c", 2: "8h"}, {1: "9s", 2: "Jd"}]
    placements = {number: [(1, {"type": "attack", "card": list(ups.values())[1], "pieces": [piece(1)]})]
                  for number, ups in enumerate(waves)}
    placements[0].append((1, {"type": "attack", "card": "hole:2", "pieces": [piece(1)]}))
    play_waves(d, waves, placements)
    d.act(1, {"type": "show", "cards": ["Kc"]})
    d.act(2, {"type": "show", "cards": ["Kd"]})
    result = ruling(d)
    assert result["hands"]["2"]["cards"] == []
    assert result["hands"]["1"]["words"].startswith("Pair of kings")
    assert result["pots"][0]["winners"] == [1]


def test_a_contender_may_muck_a_hole_card_nobody_else_plays(martian):
    d = martian({1: 500, 2: 500}, dealer=2)
    play_waves(d, [{1: "Ah", 2: "2d"}, {1: "Ac", 2: "3d"}, {1: "As", 2: "4d"}, {1: "Kh", 2: "5c"}])
    assert "muck" in d.legal(2)
    d.act(1, {"type": "show", "cards": ["Ad"]})
    d.act(2, {"type": "muck"})
    assert ruling(d)["pots"][0]["winners"] == [1]


def test_after_the_deal_every_piece_on_a_card_goes_to_the_player_it_was_dealt_to(martian):
    d = martian({1: 500, 2: 500, 3: 500}, dealer=3)
    d.up({1: "Qh", 2: "Jd", 3: "9s"})
    d.act(1, {"type": "attack", "card": "Jd", "pieces": [piece(3, 2)]})
    d.act(3, {"type": "defend", "card": "Jd", "pieces": [piece(1)]})
    d.act(2, {"type": "defend", "card": "Qh", "pieces": [piece(2)]})
    d.all_done()
    d.act(1, {"type": "bet", "amount": 10})
    d.act(2, {"type": "fold"})
    d.act(3, {"type": "fold"})
    assert d.events[-1].type == "uncontested"
    carried = d.variant.carry(d.state)
    held = {(item["holder"], item["owner"], item["size"]): item["count"] for item in carried["pieces"]}
    assert held[(2, 1, 3)] == 2  # red's two large pieces, now held by seat 2
    assert held[(2, 3, 1)] == 1  # green's small defender
    assert held[(1, 2, 2)] == 1  # yellow's medium defender went to seat 1, whose queen it stood on
    assert held[(1, 1, 3)] == 3
    assert sum(held.values()) == 45
    # The next deal starts from what the table kept.
    again = martian({1: 500, 2: 500, 3: 500}, dealer=1, carried=carried)
    assert again.state.extra.stashes[2][Piece(1, 3)] == 2
    assert again.state.extra.stashes[1][Piece(1, 3)] == 3


def test_a_newcomer_brings_their_own_stash(martian):
    carried = {"pieces": [{"holder": 1, "owner": 1, "size": size, "count": 5} for size in (1, 2, 3)]
               + [{"holder": 2, "owner": 2, "size": size, "count": 5} for size in (1, 2, 3)]}
    d = martian({1: 500, 2: 500, 4: 500}, dealer=4, carried=carried)
    assert d.state.extra.stashes[4] == {Piece(4, 1): 5, Piece(4, 2): 5, Piece(4, 3): 5}
    assert d.variant.view(d.state, 4)["icehouse"]["colours"]["4"] == "blue"


def test_a_player_sitting_the_deal_out_still_sees_the_pieces_they_hold(martian):
    carried = {"pieces": [{"holder": seat, "owner": seat, "size": size, "count": 5}
                          for seat in (1, 2, 3) for size in (1, 2, 3)]}
    d = martian({1: 500, 2: 500}, dealer=2, carried=carried)
    d.up({1: "Qh", 2: "Jd"})
    d.act(1, {"type": "attack", "card": "Jd", "pieces": [piece(3)]})
    for viewer in (1, 3, None):
        stashes = d.variant.view(d.state, viewer)["icehouse"]["stashes"]
        assert sum(item["count"] for item in stashes["3"]) == 15
        assert sum(item["count"] for item in stashes["1"]) == 14
    seen = d.variant.view(d.state, 3)
    assert {"owner": 3, "size": 3, "count": 5, "colour": "green"} in seen["your_stash"]
    assert "your_cards_owned" not in seen and "your_hand" not in seen
    assert d.refuse(3, {"type": "defend", "card": "Jd", "pieces": [piece(1)]}).code == "not_in_deal"


@pytest.mark.parametrize("bring_in,first", [(0, 1), (5, 3)])
def test_stud_betting_starts_with_the_best_hand_showing_after_the_icehouse_phase(martian, bring_in, first):
    d = martian({1: 500, 2: 500, 3: 500}, dealer=3, bring_in=bring_in, min_bet=10, max_bet=50)
    d.up({1: "Kd", 2: "4c", 3: "Qs"})
    assert d.state.to_act() is None
    d.act(2, {"type": "attack", "card": "Kd", "pieces": [piece(3)]})  # ownership does not move the cards
    d.all_done()
    assert d.state.to_act() == first  # the king showing, or left of the four's bring-in
