"""The Beat It family (`beat_it`): cards nobody looks at, turned up one at a time by each player in turn until
their hand beats the best hand showing, then a bet; a player who runs out of cards without beating it folds.
The catalogue's games (ichabod801/poker_db, all_md/flip/07-card.md) turn a card up on the table first, the
first hand to beat. Each is written from its numbered rule text, accepted, and played to its end; the turns
decide as the texts say, with set cards. (Midnight baseball, written with the same step, plays like the built-in
game: `definitions/midnight_baseball.json`, in the shipped definitions' test.)"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from tests.rules.builder.test_definitions import pieces, sensible
from tests.support.defined_play import played_to_its_end

SEVEN_UNSEEN = {"kind": "deal", "down": 7}  # "Deal seven cards down to each player. No player may look at them."
TURNS = {"kind": "beat_it", "table_card": True}  # "Deal one card face up to the table. The next player …"
BEAT_IT = {"name": "Beat it", "stud": True, "script": [SEVEN_UNSEEN, TURNS]}
DAWN = {  # "Deal two cards down to each player. Deal five cards down … No player may look at these cards."
    "name": "Dawn", "stud": True, "script": [{"kind": "deal", "down": 2}, {"kind": "deal", "down": 5}, TURNS],
    "description": "Beat it; two of your seven cards you may look at, and turn up when you choose.",
}
GYMNASTICS = {**BEAT_IT, "name": "Gymnastics",  # "Queens are wild. The card flipped after the last flipped queen …"
              "wild": [{"kind": "ranks", "ranks": ["Q"]}, {"kind": "follows", "rank": "Q"}]}
NO_PEEK_GUTS = {**BEAT_IT, "name": "No peek guts",  # "Your low card is wild for you, as are all other cards …"
                "wild": [{"kind": "lowest_showing"}]}
# The catalogue's Midnight Baseball: a table card, threes and nines wild, and "if any player ever flips a four face
# up, they may buy another down card for max bet" (the house's built-in game has no table card, and a black six kills).
MIDNIGHT_AS_CATALOGUED = {**BEAT_IT, "name": "Catalogue midnight", "wild": [{"kind": "ranks", "ranks": ["3", "9"]}],
                          "on_cards": [{"kind": "offer_card", "rank": "4", "price": 25}]}
# Spanish Fly as near as the pieces go: its sevens fold the hand, but its twos cost the ante and its sixes the
# largest bet to be wild, two prices no single wild tax has: here both cost what the dealer sets.
SPANISH_FLY_NEAR = {**BEAT_IT, "name": "Spanish fly", "on_cards": [
    {"kind": "kill", "cards": ["7c", "7d", "7h", "7s"]},
    {"kind": "wild_tax", "ranks": ["2", "6"], "price": {"option": "wild_price"}}],
    "options": [{"kind": "money", "name": "wild_price", "help": "What a two or six costs to be wild.", "default": 25}]}


CATALOGUE = [BEAT_IT, DAWN, GYMNASTICS, NO_PEEK_GUTS, MIDNIGHT_AS_CATALOGUED, SPANISH_FLY_NEAR]


@pytest.mark.parametrize("definition", CATALOGUE, ids=lambda d: d["name"])
def test_the_catalogue_games_are_accepted_and_played_to_their_end(definition):
    said = Counter()
    for seed, players in ((0, 2), (1, 4), (2, 7)):
        night = played_to_its_end(definition, seed, players)
        said.update(event.type for event in night.log)
    assert said["lay"] == 3 and said["turn_up"] and said["beats"]


def test_the_turns_read_as_their_rule():
    assert builder.rule_text(DAWN)[-1] == (
        "The dealer turns up a card on the table, a hand showing to beat; then from the dealer's left, each player "
        "in turn turns up their face-down cards one at a time (nobody looks at them) until their hand beats the "
        "best hand showing (a tie does not), then a betting round, their hand first; a player out of cards without "
        "beating the best hand showing folds. Again until one hand is left in: it takes the pot.")


def turn(d, *codes):
    """Cards turned up in order, each by the player whose turn it is."""
    for code in codes:
        d.act(d.state.to_act(), {"type": "turn_up", "card": code})


def says(d, seat: int) -> str:
    return d.variant.view(d.state, None)["showing"][str(seat)]["says"]


def test_nobody_enters_their_cards_and_the_dealer_turns_up_the_table_card_first(dealt):
    d = dealt(BEAT_IT)
    assert d.legal(1) == set() and d.legal(3) == {"lay"}
    assert d.refuse(1, {"type": "cards", "cards": ["As"]}).code == "cards_unseen"
    d.act(3, {"type": "lay", "cards": ["Ks"]})
    assert d.legal(1) == {"turn_up"} and d.state.to_act() == 1
    assert d.variant.view(d.state, 2)["piles"] == {"table card": {"cards": ["Ks"], "down": 0}}
    turn(d, "Qh")
    assert d.state.current.name == "turning" and d.state.to_act() == 1  # a queen does not beat the king
    assert says(d, 1) == "High card, queen — turning up cards until it beats the best hand showing (6 left)"
    turn(d, "Kh")
    assert d.state.to_act() == 1  # king-queen beats the king alone
    assert d.state.current.name == "betting" and says(d, 1) == "High card, king — beating"
    assert d.replayed() == d.state


def test_a_tie_with_the_table_card_does_not_beat_it(dealt):
    d = dealt(BEAT_IT)
    d.act(3, {"type": "lay", "cards": ["Ks"]})
    drafts = d.act(1, {"type": "turn_up", "card": "Kh"})
    assert [draft.type for draft in drafts] == ["turn_up"] and d.state.to_act() == 1
    drafts = d.act(1, {"type": "turn_up", "card": "2c"})
    assert drafts[-1].type == "beats" and d.state.current.name == "betting"


def test_a_player_out_of_cards_without_beating_the_table_card_folds_and_the_last_hand_in_wins(dealt):
    d = dealt(BEAT_IT, {1: 500, 2: 500})
    d.act(2, {"type": "lay", "cards": ["As"]})
    turn(d, "Kc", "Qc", "Jc", "9d", "8h", "5s")  # king high never beats the ace
    drafts = d.act(1, {"type": "turn_up", "card": "2d"})  # the seventh card
    assert [draft.type for draft in drafts] == ["turn_up", "out", "uncontested"]
    assert d.state.result["pots"][0]["winners"] == [2] and d.state.down_count(2) == 7
    assert d.stack(2) == 505 and d.replayed() == d.state



def test_a_card_that_wins_at_once_ends_the_turns_with_the_deal(dealt):
    d = dealt({**BEAT_IT, "on_cards": [{"kind": "wins", "cards": ["6c"]}]})
    d.act(3, {"type": "lay", "cards": ["As"]})
    drafts = d.act(1, {"type": "turn_up", "card": "6c"})  # it does not beat the ace: no turn goes on after the win
    assert [draft.type for draft in drafts] == ["turn_up", "won_at_once", "uncontested"]
    assert d.state.result["pots"][0]["winners"] == [1] and d.replayed() == d.state

def test_without_the_bet_the_next_player_turns_at_once(dealt):
    d = dealt({**BEAT_IT, "script": [SEVEN_UNSEEN, {"kind": "beat_it", "bet": False}]})
    turn(d, "5c")  # the first card beats the empty table
    assert d.state.current.name == "turning" and d.state.to_act() == 2 and d.state.rounds_played == 0
    turn(d, "4d", "5d")  # five-four beats the five alone
    assert d.state.to_act() == 3 and says(d, 2) == "High card, five — beating" and d.state.rounds_played == 0


def test_the_gymnastics_wild_follows_the_last_queen_turned_up(dealt):
    d = dealt(GYMNASTICS)
    d.act(3, {"type": "lay", "cards": ["Qs"]})  # the table card is a queen: the next card turned up is wild
    turn(d, "5c")
    assert d.state.current.name == "turning"  # a wild five (an ace) does not beat a wild queen (an ace)
    turn(d, "2c")  # the wild five pairs the deuce
    assert d.state.current.name == "betting" and says(d, 1) == "Pair of deuces, the 5♣ wild — beating"


REFUSED = [
    pytest.param({**BEAT_IT, "stud": False}, "Script step 2 (beat_it): the hand that beats the rest bets first: "
                                             "make the game stud.", id="stud"),
    pytest.param({**BEAT_IT, "script": [SEVEN_UNSEEN, TURNS, {"kind": "bet"}]},
                 "Script step 3 (bet) comes after the turns, which end the deal with one hand left in: make beat_it "
                 "the last step.", id="last"),
    pytest.param({**BEAT_IT, "script": [SEVEN_UNSEEN, {"kind": "draw", "most": 2}, TURNS]},
                 "Script step 2 (draw) comes before the turns, in a game where nobody looks at their face-down "
                 "cards: only deals to the players and bets may come before beat_it.", id="before"),
    pytest.param({**BEAT_IT, "script": [{"kind": "deal", "up": 2}, TURNS]},
                 "Script step 2 (beat_it): players turn up face-down cards, but nobody holds one then: deal some "
                 "down before it.", id="none down"),
    pytest.param({**BEAT_IT, "showdown": [{"kind": "natural_pair_takes_all", "rank": "7"}]},
                 "The last hand left in after the turns takes the pot, with no showdown: leave out natural pair "
                 "takes all.", id="showdown"),
    pytest.param({**BEAT_IT, "script": [SEVEN_UNSEEN, {**TURNS, "if": "lucky"}],
                  "options": [{"kind": "yes_no", "name": "lucky", "help": "Lucky."}]},
                 "Script step 2 (beat_it) can't depend on an option: nobody looks at their face-down cards in any "
                 "deal of the game.", id="option"),
    pytest.param({**BEAT_IT, "most_players": 8},
                 "8 players with 7 cards each and 0 in the middle need 57 cards; the deck has 52: allow at most 7 "
                 "players.", id="the table card"),
]


@pytest.mark.parametrize("definition, said", REFUSED)
def test_a_game_of_turns_is_refused_in_the_tables_words(definition, said):
    assert said in builder.problems(definition)


@st.composite
def games_of_turns(draw) -> dict:
    """Turns after deals and bets, with any wild cards and rules on cards turned up a table may add."""
    before = draw(st.lists(st.sampled_from([{"kind": "bet", "first": "dealer_left"},
                                            {"kind": "deal", "down": 1}, {"kind": "deal", "up": 1}]), max_size=2))
    turns = {"kind": "beat_it", "table_card": draw(st.booleans()), "bet": draw(st.booleans())}
    definition = {"name": "Any turns", "stud": True,
                  "script": [{"kind": "deal", "down": draw(st.integers(1, 5))}, *before, turns]}
    for family, most in (("wild", 2), ("on_cards", 3)):
        definition[family] = draw(pieces(family, most, False))
    return sensible(definition)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(definition=games_of_turns(), seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5))
def test_any_game_of_turns_is_refused_in_words_or_played_to_its_end(definition, seed, players):
    if not builder.problems(definition):
        played_to_its_end(definition, seed, players)


def test_turns_with_a_joker_that_counts_for_nothing_are_refused_in_words():
    dead = {"name": "Dead turns", "stud": True, "script": [{"kind": "deal", "down": 3}, {"kind": "beat_it"}],
            "wild": [{"kind": "jokers", "count": 1, "dead": True}]}
    assert builder.problems(dead) == ["Script step 2 (beat_it): a hand turned up must be compared with the best "
                                      "showing, and a joker that counts for nothing (dead) can't be: leave dead "
                                      "out, or the jokers."]
