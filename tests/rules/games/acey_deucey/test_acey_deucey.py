"""Acey Deucey, rule by rule: given these posts, bets and middle cards, expect this pot and these chips.

Three players (seats 2, 3 and 1, seat 1 dealing) with 500 each ante 5¢: the
pot starts at 15¢ and every stack at 495.
"""

from __future__ import annotations

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from tests.rules.games.acey_deucey.table import GAME, Table, action

PALANSKY, ESCAPE = {"palansky": True}, {"escape": True}


@pytest.mark.parametrize("options, steps, pot, bettor, says", [
    pytest.param({}, ["post 4h", "post Jd", "bet 10", "middle 9c"], 5, 505,
                 "Seat 2 wins 10¢ from the pot: the 9♣ falls between the posts.", id="between"),
    pytest.param({}, ["post 4h", "post Jd", "bet 10", "middle 4c"], 25, 485,
                 "Seat 2 adds 10¢ to the pot: the 4♣ falls on a post.", id="on a post"),
    pytest.param({}, ["post 4h", "post Jd", "bet 10", "middle Kc"], 25, 485,
                 "Seat 2 adds 10¢ to the pot: the K♣ falls outside the posts.", id="outside"),
    pytest.param({}, ["post 9d", "post Ah", "bet 10", "middle Kc"], 5, 505,
                 "Seat 2 wins 10¢ from the pot: the K♣ falls between the posts.", id="an ace as second post is high"),
    pytest.param({}, ["post Ac", "call high", "post 5d", "bet 10", "middle Kc"], 5, 505,
                 "Seat 2 wins 10¢ from the pot: the K♣ falls between the posts.", id="ace called high"),
    pytest.param({}, ["post Ac", "call low", "post 9d", "bet 10", "middle 5s"], 5, 505,
                 "Seat 2 wins 10¢ from the pot: the 5♠ falls between the posts.", id="ace called low"),
    pytest.param({}, ["post Ac", "call low", "post 9d", "bet 10", "middle Kc"], 25, 485,
                 "Seat 2 adds 10¢ to the pot: the K♣ falls outside the posts.", id="ace called low, a king outside"),
    pytest.param({}, ["post Ac", "call low", "post Kd", "bet 10", "middle As"], 25, 485,
                 "Seat 2 adds 10¢ to the pot: the A♠ falls on a post.", id="an ace in the middle is high"),
    pytest.param({"ace_low": False}, ["post Ac", "post 2d", "bet 10", "middle 7s"], 5, 505,
                 "Seat 2 wins 10¢ from the pot: the 7♠ falls between the posts.", id="aces always high"),
    pytest.param({}, ["post 7h", "post 8d", "bet 5"], 20, 490,
                 "Seat 2 adds 5¢ to the pot: the posts cannot be beaten.", id="adjacent posts force the minimum"),
    pytest.param({}, ["post 7h", "post 7d", "bet 5"], 20, 490,
                 "Seat 2 adds 5¢ to the pot: the posts cannot be beaten.", id="equal posts force the minimum"),
    pytest.param({"pass_unbeatable": True}, ["post 7h", "post 7d", "pass"], 15, 495, None,
                 id="equal posts passed"),
    pytest.param(PALANSKY, ["post 7h", "post 7d", "outer 3c", "bet 10", "middle Qs", "outer Kd", "bet 5",
                            "middle 9c"], 20, 490,
                 "Seat 2 wins 5¢ from the pot: the 9♣ falls between the posts.", id="Palansky's two spreads"),
    pytest.param({**PALANSKY, "pass_unbeatable": True}, ["post 7h", "post 7d", "outer 3c", "bet 5", "middle 4s",
                                                         "outer 8d", "pass"], 10, 500,
                 "Seat 2 wins 5¢ from the pot: the 4♠ falls between the posts.",
                 id="Palansky decides a pair even when posts may be passed"),
    pytest.param(ESCAPE, ["post 6h", "post 7d", "escape second", "post 7s", "escape first", "post 2c", "bet 10",
                          "middle 4d"], 55, 455,
                 "Seat 2 wins 10¢ from the pot: the 4♦ falls between the posts.", id="escape chance paid twice"),
    pytest.param({**ESCAPE, **PALANSKY}, ["post 7h", "post 7d", "outer 8c", "escape outer", "outer Qc", "bet 5",
                                          "middle 9h", "outer 2d", "bet 5", "middle 4c"], 30, 480,
                 "Seat 2 wins 5¢ from the pot: the 4♣ falls between the posts.", id="escape from a Palansky spread"),
    pytest.param({}, ["post 2c", "post Ac", "bet 15", "middle 8h"], 0, 510,
                 "Seat 2 bet the whole pot, 15¢, and won it: the 8♥ falls between the posts. The game is over.",
                 id="the game ends on a pot bet won"),
])
def test_a_turn(options, steps, pot, bettor, says):
    table = Table(options)
    table.play(*steps)
    assert table.pot == pot == table.game.pot
    assert table.chips[2] == bettor == table.game.stacks[2]
    assert sum(table.chips.values()) + table.pot == 1500
    assert table.game.last == says
    assert GAME.is_finished(table.game) == (pot == 0)
    assert table.game.turn.seat == 3 or pot == 0  # the turn is over: seat 3 plays next


@pytest.mark.parametrize("options, stacks, steps, step, code, says", [
    pytest.param(PALANSKY, None, ["post 4h", "post Jd"], "bet 15", "bad_amount",
                 "You may bet at most 10¢. The pot is 15¢; on the first go-round you may bet at most 10¢.",
                 id="pot bet refused on the first go-round with Palansky"),
    pytest.param(ESCAPE, None, ["post 4h", "post Jd"], "bet 15", "bad_amount",
                 "You may bet at most 10¢. The pot is 15¢; on the first go-round you may bet at most 10¢.",
                 id="pot bet refused on the first go-round with escape chance"),
    pytest.param({}, {2: 15, 3: 500, 1: 500}, ["post 4h", "post Jd"], "bet 15", "bad_amount",
                 "You may bet at most 10¢. The pot is 15¢; you may bet at most 10¢, all the chips you have.",
                 id="a bet larger than the stack refused"),
    pytest.param({}, None, ["post 4h", "post Jd"], "bet 20", "bad_amount",
                 "You may bet at most 15¢. The pot is 15¢; you may bet up to the whole pot, 15¢.",
                 id="a bet larger than the pot refused"),
    pytest.param({"min_bet": 10}, None, ["post 4h", "post Jd"], "bet 5", "bad_amount",
                 "You may bet at least 10¢. The pot is 15¢; you may bet up to the whole pot, 15¢.",
                 id="a bet under the table's smallest refused"),
    pytest.param({}, None, ["post 7h", "post 8d"], "bet 10", "bad_amount",
                 "You may bet at most 5¢. These posts cannot be beaten: you must bet the smallest bet, 5¢.",
                 id="unbeatable posts take only the minimum"),
    pytest.param({}, None, ["post 7h", "post 8d"], "pass", "must_bet",
                 "You must bet: this table plays every turn, even on posts that cannot be beaten",
                 id="no pass without the option"),
    pytest.param({"pass_unbeatable": True}, None, ["post 4h", "post 8d"], "pass", "must_bet",
                 "You must bet: only posts that cannot be beaten may be passed", id="beatable posts can't be passed"),
    pytest.param(ESCAPE, None, ["post 4h", "post 8d"], "escape first", "no_escape",
                 "Escape chance replaces a post only when the posts cannot be beaten (equal or adjacent).",
                 id="no escape from beatable posts"),
    pytest.param({}, None, ["post 7h", "post 8d"], "escape first", "no_escape",
                 "This table does not play escape chance.", id="no escape without the option"),
    pytest.param({}, None, ["post 4h"], "bet 10", "not_now",
                 "You bet once the dealer has turned up the posts, before the middle card.",
                 id="no bet before both posts"),
    pytest.param({}, None, ["post Ac"], "post 9d", "not_now", "No card is due now: seat 2 decides first.",
                 id="the second post waits for the ace's call"),
    pytest.param({}, None, ["post 4h", "post Jd", "bet 10"], "middle 4h", "card_in_play",
                 "4♥ has been turned up since the last shuffle: the deck holds one 4♥. Enter the card you turned up.",
                 id="a card turned up twice"),
])
def test_a_refusal(options, stacks, steps, step, code, says):
    table = Table(options, stacks)
    table.play(*steps)
    refusal = table.refused(step)
    assert (refusal.code, refusal.message) == (code, says)


def test_the_offers_follow_the_turn():
    table = Table(ESCAPE)
    assert set(table.offers(1)) == {"post"} and not table.offers(2) and not table.offers(3)
    table.play("post 6h", "post 7d")
    offers = table.offers(2)
    assert offers["bet"]["min"] == offers["bet"]["max"] == 5
    assert offers["escape"]["fields"] == [{"name": "replace", "kind": "choice", "choices": ["first", "second"]}]
    assert not table.offers(1) and not table.offers(3)
    assert table.offers(2)["bet"]["says"] == "These posts cannot be beaten: you must bet the smallest bet, 5¢"


def test_an_escape_needs_chips_left_to_bet_after_it():
    table = Table(ESCAPE, {2: 30, 3: 500, 1: 500})  # 25¢ after the ante: all of it for the escape
    table.play("post 6h", "post 7d")
    assert "escape" not in table.offers(2)
    assert table.refused("escape first").message.startswith("Escape chance costs 25¢")


def test_the_pot_bet_comes_with_the_second_go_round():
    table = Table(PALANSKY)
    for cards in ("4h Jd Kc", "4c Js Kd", "4d Jh Ks"):  # each player adds 5¢ on the first go-round
        first, second, middle = cards.split()
        table.play(f"post {first}", f"post {second}", "bet 5", f"middle {middle}")
    assert table.game.turn.number == 3 and table.pot == 30
    table.play("post 2h", "post Qd")
    assert table.offers(2)["bet"]["max"] == 30
    assert table.offers(2)["bet"]["says"] == "The pot is 30¢; you may bet up to the whole pot, 30¢"


def test_a_player_who_cannot_bet_is_passed_over():
    table = Table(PALANSKY)
    table.play("post 4h", "post Jd", "bet 10", "middle 9c")  # seat 2 takes 10¢ of 15¢: 5¢ left
    assert table.game.turn.number == 3 and table.game.turn.seat == 2  # seats 3 and 1 could not bet short of it
    assert table.game.last == ("Seat 1 cannot bet: on the first go-round a bet must be short of the pot, 5¢. "
                               "The turn passes.")


def test_nobody_with_chips_left_splits_the_pot():
    table = Table({}, {2: 10, 3: 5, 1: 5})  # after the antes only seat 2 holds a nickel
    table.play("post 7h", "post 8d", "bet 5")  # forced and lost: nobody has a chip
    assert GAME.is_finished(table.game) and table.pot == 0
    assert table.chips == {2: 10, 3: 5, 1: 5}
    assert table.game.over == "Nobody has a chip left to bet: the pot of 20¢ is split evenly and the game is over."


@pytest.mark.parametrize("posts, middle", [(("7h", "8d"), ()), (("4h", "Jd"), ("middle Kc",))],
                         ids=["posts that cannot be beaten", "a card outside"])
def test_a_forced_smallest_bet_larger_than_the_stack_takes_the_stack_and_says_how_much_was_short(posts, middle):
    table = Table({"min_bet": 25}, {2: 15, 3: 500, 1: 500})  # 10¢ left after the ante
    table.play(*(f"post {card}" for card in posts))
    assert table.offers(2)["bet"]["min"] == table.offers(2)["bet"]["max"] == 10
    table.play("bet 10", *middle)
    assert table.chips[2] == 0 and table.pot == 25
    assert table.game.last.endswith(" It took all seat 2's chips, 15¢ short of the smallest bet of 25¢ "
                                    "(table stakes).")


def test_the_dealer_reshuffles_when_the_deck_runs_out():
    table = Table({}, dict.fromkeys((2, 3, 1), 10000))
    for suit in "cdhs":  # 16 turns lost on a card outside the posts: every card but the aces is out
        for first, second, middle in ("35K", "46Q", "79J", "8T2"):
            table.play(f"post {first}{suit}", f"post {second}{suit}", "bet 5", f"middle {middle}{suit}")
    table.play("post Ac", "call high", "post Ad", "bet 5")  # a pair of aces: the forced bet, lost
    table.play("post Ah", "call low", "post As", "bet 5")
    assert GAME.view(table.game, None)["deck_left"] == 0
    assert set(table.offers(1)) == {"reshuffle"}
    assert table.refused("middle 7c").code == "deck_out"
    table.play("reshuffle")
    assert GAME.view(table.game, None)["deck_left"] == 50  # the posts on the table stay out
    assert table.refused("middle Ah").code == "card_in_play"
    table.play("middle 7c")
    assert table.game.last == "Seat 1 wins 5¢ from the pot: the 7♣ falls between the posts."
    assert table.pot == 15 + 17 * 5 - 5


def test_the_host_may_turn_up_the_dealers_cards():
    table = Table()
    table.act({"type": "post", "cards": ["4h"]}, HOST)
    assert table.game.turn.first.code == "4h"
    assert table.refused("bet 5").code == "not_now"


@pytest.mark.parametrize("actor, step, code, says", [
    ("seat:3", "bet 5", "not_your_turn", "It is seat 2's turn: only they decide on their posts."),
    ("seat:2", "middle 9c", "not_the_dealer", "Only the dealer (seat 1) turns up the cards."),
    ("host", "bet 5", "not_your_turn", "It is seat 2's turn: only they decide on their posts."),
    ("seat:4", "bet 5", "not_in_game", "Only the players of this game act in it."),
])
def test_only_the_dealer_turns_cards_and_only_the_player_bets(actor, step, code, says):
    table = Table()
    table.play("post 4h", "post Jd")
    before = table.game
    with pytest.raises(RuleError) as refusal:
        table.act(action(step), actor)
    assert (refusal.value.code, refusal.value.message) == (code, says) and table.game == before
