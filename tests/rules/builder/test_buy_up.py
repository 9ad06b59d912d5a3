"""A card bought face up: Texas Reach Around of the public catalogue of home variants (ichabod801/poker_db,
all_md/common/07-card.md), written step by step from its numbered rule text, accepted and played to its end;
the buy-up decides as its text says, the money moving exactly."""

from __future__ import annotations

from collections import Counter

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end

BET, TURN = {"kind": "bet"}, {"kind": "deal", "community": 1}  # "Deal one common card face up to the table."
TEXAS_REACH_AROUND = {
    "name": "Texas reach around", "most_players": 16,
    "description": "Hold'em of two down and four in the middle, one at a time, with a third card down that you "
                   "may buy face up; your lowest face-down card is wild for you, with its rank.",
    "script": [{"kind": "deal", "down": 2}, BET, TURN, BET, TURN, BET,
               {"kind": "deal", "down": 1}, {"kind": "buy_up", "price": 25}, BET, TURN, BET, TURN, BET],
    "wild": [{"kind": "hole_card", "which": "lowest"}],  # "Your low hole card is wild for you, as are all …"
}


def test_texas_reach_around_is_accepted_and_played_to_its_end():
    assert builder.problems(TEXAS_REACH_AROUND) == []
    said = Counter()
    for seed in range(2):
        night = played_to_its_end(TEXAS_REACH_AROUND, seed, 4, chairs=7)
        said.update(event.type for event in night.log)
    assert said["buy_up"] and said["keep_down"]


def to_the_buy_up(dealt, stacks=None):
    """A deal of Texas Reach Around checked through to the third card, each player's hand entered."""
    d = dealt(TEXAS_REACH_AROUND, stacks)
    hands = {1: ["2c", "9d"], 2: ["Kh", "Ks"], 3: ["4d", "7s"]}
    for seat, cards in hands.items():
        d.act(seat, {"type": "cards", "cards": cards})
    for card in ("Jc", "Jd", None):
        while d.state.current.name == "betting":
            d.act(d.state.to_act(), {"type": "check"})
        if card:
            d.act(d.dealer, {"type": "community", "cards": [card]})
    for seat, card in ((1, "3h"), (2, "8c"), (3, "Qs")):
        d.act(seat, {"type": "cards", "cards": hands[seat] + [card]})
    return d


def test_a_player_pays_to_turn_up_the_card_just_dealt_or_keeps_it_down(dealt):
    d = to_the_buy_up(dealt, {1: 500, 2: 20, 3: 500})
    assert d.refuse(1, {"type": "buy_up", "cards": ["9d"]}).message == \
        "You held 9♦ before the last deal: turn up one of the cards just dealt to you."
    d.act(1, {"type": "buy_up", "cards": ["3h"]})
    assert d.stack(1) == 500 - 5 - 25 and [card.code for card in d.state.zones.face_up(1)] == ["3h"]
    assert d.refuse(2, {"type": "buy_up", "cards": ["8c"]}).message == \
        "Turning your card up costs 25¢ and you have 15¢ behind: keep it face down."
    assert d.legal(2) >= {"keep_down"} and "buy_up" not in d.legal(2)
    d.act(2, {"type": "keep_down"})
    d.act(3, {"type": "keep_down"})
    assert d.stack(2) == 15 and d.state.current.name == "betting" and d.replayed() == d.state
