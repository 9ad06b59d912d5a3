"""Omaha and Omaha hi-lo dealt through the engine: exactly two hole cards and three of the board at the
showdown, and every pot of the hi-lo game split between the best hand and the best low."""

from __future__ import annotations

import pytest

from referee.rules.core.errors import RuleError


def called_down(d) -> None:
    """Everyone still in calls or checks, until the deal waits for cards."""
    while (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "call"} if "call" in d.legal(seat) else {"type": "check"})


def board(d, *cards: str) -> None:
    """The flop, the turn and the river, each after a round everyone calls or checks."""
    for laid in cards:
        called_down(d)
        d.act(d.dealer, {"type": "community", "cards": laid.split()})
    called_down(d)


def showdown(d, shown: dict[int, str]) -> dict:
    """Each seat shows its hole cards; the referee's ruling."""
    for seat, cards in shown.items():
        drafts = d.act(seat, {"type": "show", "cards": cards.split()})
    assert drafts[-1].type == "showdown"
    return drafts[-1].payload


HIGHS = [
    # Each seat's hole cards, the board, the winners, the winning hand; in brackets what a best five of all
    # nine cards would have said.
    ({1: "Ah Kc 7d 2s", 2: "Qc Qd 8s 9s"}, ("Jh 9h 5h", "3h", "2c"), [2], "Pair of queens, jack kicker"),  # [1: flush]
    ({1: "2c 2d 7h 9s", 2: "Kh Qs Jd Tc"}, ("As Ad Ah", "Ac", "Kd"), [1], "Full house, aces over deuces"),  # [a split]
    ({1: "Kc Kd Kh 4s", 2: "Qc Qd 8s 9s"}, ("Ks 9d 7c", "3h", "2s"), [1], "Three of a kind, kings, nine kicker"),
    ({1: "Qc Jd 3h 3s", 2: "Kc Kd 2h 2s"}, ("5s 6d 7c", "8h", "9s"), [2], "Pair of kings, nine kicker"),  # [a split]
]


@pytest.mark.parametrize("hole, laid, winners, words", HIGHS)
def test_omaha_plays_exactly_two_hole_cards_and_three_of_the_board(deal, hole, laid, winners, words):
    d = deal("omaha", {1: 500, 2: 500}, dealer=2)
    board(d, *laid)
    ruling = showdown(d, hole)
    assert ruling["pots"][0]["winners"] == winners
    assert ruling["hands"][str(winners[0])]["words"] == words


def test_omaha_is_pot_limit_with_blinds_by_default(deal):
    d = deal("omaha", {1: 500, 2: 500, 3: 500}, dealer=3)
    assert d.state.stakes.structure.kind == "pot" and d.state.paid == {1: 5, 2: 10, 3: 0}
    raise_to = next(a for a in d.variant.legal_actions(d.state, 3) if a["type"] == "raise")
    assert raise_to["max"] == 35  # the pot: the blinds, and the call of 10


def test_five_card_omaha_deals_five_and_plays_two_of_them(deal):
    d = deal("omaha", {1: 500, 2: 500}, dealer=2, hole_cards=5)
    assert d.state.down_count(1) == 5
    board(d, "Jh 9h 5h", "3h", "2c")
    ruling = showdown(d, {1: "Ah Kh 7d 2s 4c", 2: "Qc Qd 8s 9s 9c"})
    assert ruling["hands"]["1"]["words"] == "Flush, ace high" and ruling["pots"][0]["winners"] == [1]


def test_five_card_omaha_takes_the_players_the_deck_deals_to(deal):
    with pytest.raises(RuleError) as refused:
        deal("omaha", {seat: 500 for seat in range(1, 11)}, hole_cards=5)
    assert refused.value.message == ("Dealt 5 cards each with 5 on the board, the deck is enough for at most 9 "
                                     "players, not 10.")
    assert deal("omaha", {seat: 500 for seat in range(1, 11)}).state.down_count(1) == 4


# Omaha hi-lo: three players, the blinds 5¢ and 10¢ and fixed limit; seat 3 deals, so seat 1 is left of them.

SPLITS = [
    # Each seat's hole cards, the board, what each seat is paid; the ruling's words for each hand.
    pytest.param({1: "Kh Qh 7d 7s", 2: "As 2d Jc Jd", 3: "Tc Ts 9c 9s"}, ("Ah 6h 4c", "8h", "Kd"),
                 {"1": 15, "2": 15}, {"1": ("Flush, ace high", "No low"), "2": ("Pair of aces, king kicker",
                                                                              "Eight-six low (8-6-4-2-A)")},
                 id="half to the flush, half to the only low"),
    pytest.param({1: "Kh Qh 7d 7s", 2: "As 2d Jc Jd", 3: "9c 9s 3c 3s"}, ("Ah 6h Kc", "Th", "Kd"),
                 {"1": 30}, {"1": ("Flush, ace high", "No low"), "2": ("Two pair, aces and kings, jack kicker",
                                                                       "No low")},
                 id="two low cards on the board: no low, the best hand takes the pot"),
    pytest.param({1: "As 2s Kh Qh", 2: "Kc Ks 7c 8c", 3: "Tc Ts 9d 9h"}, ("3s 4s 5d", "Kd", "9s"),
                 {"1": 30}, {"1": ("Flush, ace high", "Five-four low (5-4-3-2-A)"),
                             "2": ("Three of a kind, kings, nine kicker", "Eight-seven low (8-7-5-4-3)")},
                 id="a scoop: the best hand and the best low"),
    pytest.param({1: "As 3s Ks 9d", 2: "Ah 3h Jc Jd", 3: "Qc Qh 8c 8d"}, ("2c 4d 7h", "Kd", "Qs"),
                 {"3": 15, "1": 10, "2": 5}, {"1": ("Pair of kings, ace kicker", "Seven-four low (7-4-3-2-A)"),
                                              "3": ("Three of a kind, queens, king kicker", "No low")},
                 id="quartered: tied lows split their half, its odd chip left of the dealer"),
    pytest.param({1: "As Kd Qc Jh", 2: "7c 8d Kh Ks", 3: "Jc Js 9c 9s"}, ("2c 3d 4h", "5s", "Td"),
                 {"2": 30}, {"1": ("High card, ace", "No low"), "2": ("Pair of kings, ten kicker",
                                                                      "Eight-seven low (8-7-4-3-2)")},
                 id="one low card in the hand makes no low, nor an ace a wheel"),
]


@pytest.mark.parametrize("hole, laid, paid, said", SPLITS)
def test_omaha_hi_lo_splits_each_pot_between_the_best_hand_and_the_best_low(deal, hole, laid, paid, said):
    d = deal("omaha_hi_lo", {1: 500, 2: 500, 3: 500}, dealer=3)
    board(d, *laid)
    ruling = showdown(d, hole)
    assert ruling["pots"][0]["paid"] == paid
    for seat, (words, low) in said.items():
        assert (ruling["hands"][seat]["words"], ruling["hands"][seat]["verdict"]) == (words, low)


def test_omaha_hi_lo_is_fixed_limit_with_blinds_by_default(deal):
    d = deal("omaha_hi_lo", {1: 500, 2: 500, 3: 500}, dealer=3)
    assert d.state.stakes.structure.kind == "fixed" and d.state.paid == {1: 5, 2: 10, 3: 0}
    raise_to = next(a for a in d.variant.legal_actions(d.state, 3) if a["type"] == "raise")
    assert raise_to["min"] == raise_to["max"] == 20


def test_the_odd_chip_goes_with_the_high_half(deal):
    d = deal("omaha_hi_lo", {1: 500, 2: 500, 3: 500}, dealer=3)
    d.act(3, {"type": "call"})
    d.act(1, {"type": "fold"})  # the small blind's 5¢ stays: 25¢, five chips
    board(d, "Ah 6h 4c", "8h", "Kd")
    ruling = showdown(d, {2: "Kh Qh 7d 7s", 3: "As 2d Jc Jd"})
    assert ruling["pots"][0]["paid"] == {"2": 15, "3": 10}
    assert ruling["summary"] == ("The pot of 25¢: seat 2 takes 15¢, the high half, with flush, ace high; "
                                 "seat 3 takes 10¢, the low half, with eight-six low (8-6-4-2-A).")


def test_each_side_pot_is_split_high_low_among_the_players_it_is_for(deal):
    d = deal("omaha_hi_lo", {1: 10, 2: 200, 3: 200}, dealer=3)
    called_down(d)  # seat 1 is all in with the big blind's 10¢
    d.act(d.dealer, {"type": "community", "cards": ["2c", "5d", "7h"]})
    d.act(2, {"type": "bet", "amount": 10})
    d.act(3, {"type": "call"})
    board(d, "Kd", "Qs")
    ruling = showdown(d, {1: "As 3c Jh Jd", 2: "Kh Ks 9c 9d", 3: "4s 6s Th Tc"})
    assert [(pot["amount"], pot["paid"]) for pot in ruling["pots"]] == [
        (30, {"2": 15, "1": 15}),  # three of a kind high; 7-5-3-2-A beats 7-6-5-4-2 low
        (20, {"2": 10, "3": 10}),  # seat 1 is out of it: 7-6-5-4-2 is the best low left
    ]
    assert ruling["summary"] == (
        "The main pot of 30¢: seat 2 takes 15¢, the high half, with three of a kind, kings, queen kicker; "
        "seat 1 takes 15¢, the low half, with seven-five low (7-5-3-2-A). Side pot 1 of 20¢: seat 2 takes 10¢, "
        "the high half, with three of a kind, kings, queen kicker; seat 3 takes 10¢, the low half, with "
        "seven-six low (7-6-5-4-2).")
    assert d.stack(1) == 15 and d.stack(2) == 205 and d.stack(3) == 190


def test_each_phone_says_the_high_and_the_low_a_hand_makes(deal):
    d = deal("omaha_hi_lo", {1: 500, 2: 500, 3: 500}, dealer=3)
    d.act(1, {"type": "cards", "cards": ["As", "2d", "Jc", "Jd"]})
    assert d.variant.view(d.state, 1)["your_hand"] == "Pair of jacks"  # no low before the flop
    board(d, "3h 6h 4c", "Kd", "Qs")
    assert d.variant.view(d.state, 1)["your_hand"] == "Pair of jacks, king kicker; six-four low (6-4-3-2-A)"
    d.act(2, {"type": "show", "cards": ["Kh", "Qh", "7d", "7s"]})
    assert d.variant.view(d.state, 3)["showing"] == {
        "2": {"cards": ["Kh", "Qh", "7d", "7s"], "says": "Two pair, kings and queens, six kicker; no low"}}
