"""Lamarckian Poker's rulings, played through the variant protocol as the table plays it."""

from dataclasses import replace

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.games.lamarckian.game import LAMARCKIAN as GAME
from referee.rules.games.lamarckian.rulings import split_pot
from tests.support.lamarckian_table import HANDS, Table, cards, make_setup, midgame

# --- The rule text's worked example, through the whole protocol --------------


def test_worked_example_rulings():
    table = Table(make_setup())
    table.hand(1, "As 2c 3c 4c")
    table.hand(2, "10c 2d 3d 4d")
    table.hand(3, "9h 2h 3h 4h")
    table.pool("Ah Qc 9s 5h")
    table.marks({3: "9h", 1: "As"})
    events = table.mark(2, "10c")
    assert [e.type for e in events] == [
        "marked", "marks_revealed", "mark_played", "mark_played", "mark_played", "pool_discarded", "turn_ended",
    ]
    assert events[1].payload["marks"] == [
        {"seat": 1, "card": "A♠"}, {"seat": 2, "card": "10♣"}, {"seat": 3, "card": "9♥"},
    ]
    played = [(e.payload["seat"], e.payload["mark"], set(e.payload["captured"]), set(e.payload["pool"]))
              for e in events[2:5]]
    assert played == [
        (1, "A♠", {"A♥", "9♠"}, {"A♠", "Q♣", "5♥"}),
        (2, "10♣", {"Q♣"}, {"A♠", "5♥", "10♣"}),
        (3, "9♥", {"5♥"}, {"A♠", "10♣", "9♥"}),
    ]
    assert set(events[5].payload["cards"]) == {"A♠", "10♣", "9♥"}
    assert events[6].payload == {"turn": 1, "extinct": [], "alive": [1, 2, 3]}
    assert {seat: cards(table.state.hand(seat)) for seat in HANDS} == {
        1: cards("2c 3c 4c Ah 9s"), 2: cards("2d 3d 4d Qc"), 3: cards("2h 3h 4h 5h"),
    }
    view = GAME.view(table.state, 2)
    assert view["captures"] == [
        {"seat": 1, "mark": "A♠", "captured": ["A♥", "9♠"]},
        {"seat": 2, "mark": "10♣", "captured": ["Q♣"]},
        {"seat": 3, "mark": "9♥", "captured": ["5♥"]},
    ]
    assert (view["pool"], view["phase"], view["turn"], view["deck_left"]) == ([], "pool", 1, 36)


# --- End of turn: extinction, the last survivor, all extinct, the showdown ----

ENDINGS = [
    # (hands before the turn, turns played, pool, marks, extinct, outcome, winners, hand sizes after)
    pytest.param({1: "2c", 2: "As Ks", 3: "Ah Kh"}, 3, "6d 7d 8d 9d", {1: "2c", 2: "As", 3: "Kh"},
                 [1], None, None, {1: 0, 2: 1, 3: 1}, id="extinction"),
    pytest.param({1: "2c", 2: "As", 3: "Ah Kh"}, 3, "6d 7d 8d 9d", {1: "2c", 2: "As", 3: "Ah"},
                 [1, 2], "last_survivor", [3], {1: 0, 2: 0, 3: 2}, id="last survivor wins at once"),
    pytest.param({1: "2c", 2: "As", 3: "Ah Kh"}, 9, "6d 7d 8d 9d", {1: "2c", 2: "As", 3: "Ah"},
                 [1, 2], "last_survivor", [3], {1: 0, 2: 0, 3: 2}, id="last survivor on the last turn"),
    pytest.param({1: "2c", 2: "3h", 3: ""}, 5, "6d 7d 8d 9d", {1: "2c", 2: "3h"},
                 [1, 2], "all_extinct", [1, 2], {1: 0, 2: 0, 3: 0}, id="all extinct at once tie"),
    pytest.param({1: "Ac Ad Kc", 2: "2s 3s 4s 5s 7s 9h", 3: "Qh Qd"}, 9, "6d 8c 10h Jd", {1: "Kc", 2: "9h", 3: "Qd"},
                 [], "showdown", [2], {1: 3, 2: 6, 3: 3}, id="showdown with hands of different sizes"),
    pytest.param({1: "Ah Kh 3d", 2: "As Ks 4h"}, 10, "5c 6c 7c 8c", {1: "3d", 2: "4h"},
                 [], "showdown", [1, 2], {1: 2, 2: 2}, id="showdown tie"),
]


@pytest.mark.parametrize("hands, turn, pool, marks, extinct, outcome, winners, sizes", ENDINGS)
def test_end_of_turn(hands, turn, pool, marks, extinct, outcome, winners, sizes):
    table = midgame(hands, turn)
    table.pool(pool)
    ended = table.marks(marks)[-1]
    assert ended.type == "turn_ended"
    assert ended.payload["extinct"] == extinct
    assert {seat: len(table.state.hand(seat)) for seat in hands} == sizes
    assert GAME.is_finished(table.state) == (outcome is not None)
    result = GAME.view(table.state, None)["result"]
    if outcome is None:
        assert result is None and "result" not in ended.payload
    else:
        assert (result["outcome"], result["winners"]) == (outcome, winners)
        assert GAME.legal_actions(table.state, None) == []
        assert all(GAME.legal_actions(table.state, seat) == [] for seat in hands)


SHOWDOWNS = [
    # (hands before the last turn, turns played, pool, marks, winners, each hand after: cards, best five, words)
    pytest.param(
        {1: "Ac Ad Kc", 2: "2s 3s 4s 5s 7s 9h", 3: "Qh Qd"}, 9, "6d 8c 10h Jd", {1: "Kc", 2: "9h", 3: "Qd"}, [2],
        {
            1: ("Ac Ad 8c", "Ac Ad 8c", "Pair of aces, eight kicker"),
            2: ("2s 3s 4s 5s 7s 10h", "2s 3s 4s 5s 7s", "Flush, seven high"),
            3: ("Qh Jd 6d", "Qh Jd 6d", "High card, queen"),
        },
        id="six cards play their best five, three cards play all three",
    ),
    pytest.param(
        {1: "Ac Ad 3h", 2: "2s 4c 6d 8h 10s Qc Kh"}, 10, "9d Jd 5h 7h", {1: "3h", 2: "2s"}, [1],
        {
            1: ("Ac Ad 7h 5h", "Ac Ad 7h 5h", "Pair of aces, seven kicker"),
            2: ("Kh Qc 10s 8h 6d 4c", "Kh Qc 10s 8h 6d", "High card, king"),
        },
        id="four cards beat six",
    ),
]


@pytest.mark.parametrize("hands, turn, pool, marks, winners, shown", SHOWDOWNS)
def test_the_showdown_shows_every_survivors_hand_in_words(hands, turn, pool, marks, winners, shown):
    table = midgame(hands, turn)
    table.pool(pool)
    table.marks(marks)
    result = GAME.view(table.state, 1)["result"]
    assert result["winners"] == winners
    assert {hand["seat"]: (cards(hand["cards"]), cards(hand["best"]), hand["words"]) for hand in result["hands"]} == {
        seat: (cards(held), cards(best), words) for seat, (held, best, words) in shown.items()
    }


# --- Antes ------------------------------------------------------------------

ANTES = [
    # (seats clockwise from the dealer's left, dealer, hands, turns played, pool, marks, ante, paid out)
    pytest.param((1, 2, 3), 3, {1: "2c", 2: "As", 3: "Ah Kh"}, 3, "6d 7d 8d 9d", {1: "2c", 2: "As", 3: "Ah"},
                 25, {3: 75}, id="the last survivor takes every ante"),
    pytest.param((2, 3, 1), 1, {1: "2c", 2: "", 3: "3h"}, 5, "6d 7d 8d 9d", {1: "2c", 3: "3h"},
                 25, {3: 40, 1: 35}, id="a tie splits; the odd unit goes first clockwise from the dealer's left"),
    pytest.param((1, 2), 2, {1: "Ah Kh 3d", 2: "As Ks 4h"}, 10, "5c 6c 7c 8c", {1: "3d", 2: "4h"},
                 25, {1: 25, 2: 25}, id="a showdown tie splits evenly"),
    pytest.param((1, 2, 3), 3, {1: "2c", 2: "As", 3: "Ah Kh"}, 3, "6d 7d 8d 9d", {1: "2c", 2: "As", 3: "Ah"},
                 0, {}, id="no ante, no money moves"),
]


@pytest.mark.parametrize("seats, dealer, hands, turn, pool, marks, ante, paid", ANTES)
def test_antes_are_taken_at_the_start_and_won_at_the_end(seats, dealer, hands, turn, pool, marks, ante, paid):
    table = midgame(hands, turn, ante=ante, seats=seats, dealer=dealer)
    taken = [posting for event in table.events for posting in event.postings]
    assert taken == [(f"stack:{seat}", "pot:7", ante) for seat in seats if ante]
    table.pool(pool)
    ended = table.marks(marks)[-1]
    assert ended.postings == tuple(("pot:7", f"stack:{seat}", amount) for seat, amount in paid.items())
    assert table.state.pot == 0
    payouts = GAME.view(table.state, None)["result"]["payouts"]
    assert payouts == [{"seat": seat, "amount": amount} for seat, amount in paid.items()]


@pytest.mark.parametrize(
    "amount, won, unit, shares",
    [
        (75, [3, 1], 5, {3: 40, 1: 35}),
        (30, [1, 2, 3, 4], 5, {1: 10, 2: 10, 3: 5, 4: 5}),
        (60, [2, 1, 3], 5, {2: 20, 1: 20, 3: 20}),
        (10, [1, 2, 3], 5, {1: 5, 2: 5, 3: 0}),
        (7, [1, 2], 1, {1: 4, 2: 3}),
        (0, [1, 2], 5, {1: 0, 2: 0}),
    ],
)
def test_split_pot(amount, won, unit, shares):
    assert split_pot(amount, won, unit) == shares


def test_a_seat_that_cannot_cover_the_ante_is_refused_at_the_start():
    setup = replace(make_setup(ante=25), stacks={1: 100, 2: 20, 3: 25})
    with pytest.raises(RuleError) as refused:
        GAME.start(setup)
    assert refused.value.code == "stack_below_ante" and refused.value.fields == {"seats": [2]}


@pytest.mark.parametrize("players", [1, 7])
def test_two_to_six_players(players):
    with pytest.raises(RuleError) as refused:
        GAME.start(make_setup(players))
    assert refused.value.code == "player_count"
