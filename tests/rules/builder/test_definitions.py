"""A table defines a game as data: every problem with a definition is refused in the table's words, and any
definition the referee accepts can be dealt and played to its end."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from referee.rules.builder.definition import key_of, problems, rule_text
from referee.rules.builder.pieces import FAMILIES
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from tests.support.defined_play import played_to_its_end
from tests.rules.test_every_game import Night, play

BAT_LADDERS = {
    "name": "Bat Ladders", "description": "Stud with a ladder of wild cards.", "stud": True, "most_players": 6,
    "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 1}, {"kind": "bet"},
               {"kind": "draw", "most": 2}, {"kind": "deal", "up": 1}, {"kind": "bet", "big": True}],
    "wild": [{"kind": "ranks", "ranks": ["5"]}, {"kind": "follows", "rank": "K"}],
    "showdown": [{"kind": "natural_pair_takes_all", "rank": "A"}],
    "on_cards": [{"kind": "kill", "cards": ["Jh", "Jd"]}, {"kind": "offer_card", "rank": "2", "price": 10}],
}
DEAL = [{"kind": "deal", "down": 5}, {"kind": "bet"}]


def test_a_definition_reads_as_its_rules():
    assert rule_text(BAT_LADDERS) == [
        "Stud betting: the best hand showing bets first, with stud's bring-in and odd-chip rules.",
        "Deal each player 2 down and 1 up.", "A betting round.", "Deal each player 1 up.", "A betting round.",
        "Draw up to 2.", "Deal each player 1 up.", "A betting round at the larger bet.", "Fives are wild.",
        "The rank turned up right after the last king turned up is wild.", "A pair of natural aces takes all.",
        "A red jack dealt face up kills the hand.", "A deuce dealt face up offers one more card for 10¢.",
    ]


NEW_PIECES = {  # each piece the language names since Bat Ladders, and the rule it reads as
    ("script", "pass"): ({"to": "right"}, "Everyone passes a card to the right."),
    ("script", "nodes"): ({"plus": 4, "minus": 0}, "Lay 4 in the plus node, face down."),
    ("script", "flip_nodes"): ({}, "Each player in turn turns a node card: everyone holding its rank shows it and "
                                   "gains a card (plus) or throws it away for a new one (minus)."),
    ("script", "show_lowest"): ({"wild_for": "owner"}, "Everyone still in shows their lowest card; its rank is "
                                                        "wild in that hand only."),
    ("wild", "lowest_showing"): ({}, "The lowest rank each player shows face up is wild in that hand only."),
    ("wild", "middle_card"): ({"which": "lowest"}, "The rank of the lowest card in the middle is wild in every "
                                                   "hand (aces high)."),
    ("wild", "hole_card"): ({"which": "highest"}, "Each player's highest face-down card is wild in that hand only, "
                                                  "with every card of its rank (aces high)."),
    ("showdown", "high_low"): ({"low": "8"}, "Half of each pot to the best hand, half to the best low, eight or "
                                             "better."),
    ("on_cards", "wild_tax"): ({"ranks": ["3", "9"], "price": 25, "if": "taxed"},
                               "With the option taxed, threes and nines turned up are wild once their owner pays "
                               "25¢."),
    ("on_cards", "rainout"): ({"cards": ["7d"], "shown_too": True},
                              "7♦ turned up rains the deal out: the cards are dealt again, the pot stays (a "
                              "face-down card too, when it is shown at the showdown)."),
    ("options", "yes_no"): ({"name": "taxed", "help": "Wild cards cost a quarter.", "default": True},
                            "Option taxed (on unless the dealer says otherwise): Wild cards cost a quarter."),
    ("options", "money"): ({"name": "stake", "help": "What a card costs.", "default": 50, "least": 10, "most": 100},
                           "Option stake (50¢ unless the dealer says otherwise, from 10¢ to $1.00): What a card "
                           "costs."),
    ("options", "number"): ({"name": "rounds", "help": "How many rounds.", "default": 2, "most": 3},
                            "Option rounds (2 unless the dealer says otherwise, from 0 to 3): How many rounds."),
    ("options", "choice"): ({"name": "style", "help": "Which way.", "choices": ["left", "right"], "default": "right"},
                            "Option style (left or right; right unless the dealer says otherwise): Which way."),
    ("script", "declare"): ({}, "Everyone still in declares high, low or both, all at once (a player who declares "
                                "both must win both halves, or gets nothing)."),
    ("script", "roll_up"): ({"count": 2}, "Everyone still in turns up 2 face-down cards of their choice, all at "
                                          "once (each chooses unseen)."),
    ("script", "pass"): ({"to": "across", "count": 3}, "Everyone passes 3 cards across the table (at an odd "
                                                       "table, to the nearer of the two players facing them on "
                                                       "their left)."),
    ("script", "take"): ({"from": "right", "count": 2}, "Everyone takes 2 face-down cards at random from the "
                                                        "player on their right, all at once."),
    ("script", "stack"): ({}, "Everyone still in puts their face-down cards in a stack, in the order of their "
                              "choice, unseen; the order can't change once made."),
    ("script", "flip_top"): ({"count": 2}, "Everyone still in turns up the top 2 cards of their stack, all at "
                                           "once."),
    ("script", "twist"): ({"price": 10}, "Each player in turn may replace one face-down card for 10¢, or stand "
                                         "pat."),
}


@pytest.mark.parametrize("family, kind", sorted(NEW_PIECES))
def test_each_new_piece_reads_as_its_rule(family, kind):
    values, said = NEW_PIECES[family, kind]
    laid = [{"kind": "nodes", "plus": 1, "minus": 1}] if kind == "flip_nodes" else []  # node cards to turn
    laid += [{"kind": "deal", "community": 1}] if kind == "middle_card" else []  # a card in the middle
    laid += [{"kind": "stack"}] if kind == "flip_top" else []  # a stack to turn cards from
    definition = {"name": "Go", "script": [{"kind": "deal", "down": 5}, *laid],
                  "options": [{"kind": "yes_no", "name": "taxed", "help": "Taxed."}]}
    kept = definition.get(family, []) if family != "options" else []  # a game's own option replaces "taxed"
    definition = {**definition, family: [*kept, {"kind": kind, **values}]}
    if kind == "declare":  # players declare over a high-low split
        definition["showdown"] = [{"kind": "high_low", "low": "8"}]
    assert said in rule_text(definition)
    assert problems(definition) == [], problems(definition)


BAD = [
    ([], "A game's definition is a set of named parts"),
    ({"script": DEAL}, "A game needs a name of 1 to 40 letters."),
    ({"name": "x" * 41, "script": DEAL}, "A game needs a name of 1 to 40 letters."),
    ({"name": "Go", "script": DEAL, "rules": []}, "A definition has no part called 'rules'."),
    ({"name": "Go", "script": DEAL, "deck": "pinochle"}, "The deck is standard (52 cards), short (36, six through ace) or piquet"),
    ({"name": "Go", "script": DEAL, "ante": -5}, "The game's ante is an amount of money from 0 (free) to $1000.00, like 5¢."),
    ({"name": "Go", "script": DEAL, "stud": "yes"}, "The game's stud is yes or no"),
    ({"name": "Go", "script": [{"kind": "shuffle"}]}, "Script step 1 must name its kind: one of deal, bet"),
    ({"name": "Go", "script": [{"kind": "deal", "down": 9}]}, "Script step 1 (deal): the down is a whole number "
                                                              "from 0 to 7."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 5, "sideways": 1}]}, "has no value called 'sideways'"),
    ({"name": "Go", "script": DEAL + [{"kind": "draw"}]}, "Script step 3 (draw) needs its most."),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "ranks", "ranks": ["1"]}]}, "is a list of ranks"),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "cards", "cards": ["Zz"]}]}, "'Zz' is not a card"),
    ({"name": "Go", "script": DEAL, "showdown": [{"kind": "half_to_highest_of_suit", "suit": "x"}]},
     "the suit is a suit: c, d, h or s"),
    ({"name": "Go", "script": [{"kind": "bet"}]}, "The script deals no cards: add a deal step."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 7}], "most_players": 8},
     "8 players with 7 cards each and 0 in the middle need 56 cards; the deck has 52: allow at most 7 players."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 5}], "deck": "short", "most_players": 8},
     "the deck has 36: allow at most 7 players."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 1, "up": 2}, {"kind": "discard", "count": 2}]},
     "Script step 2 (discard) throws away 2 cards, but each player holds 1 face down then."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 2}, {"kind": "draw", "most": 2, "most_with_ace": 3}]},
     "Script step 2 (draw) changes up to 3 cards, but each player holds 2 face down then."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 4}, {"kind": "draw", "most": 3, "most_with_ace": 4}]},
     "Script step 2 (draw) lets a player who shows an ace they keep change 4 cards, but each player holds 4 face "
     "down then: beside the ace they may change 3 at most."),
    ({"name": "Go", "stud": True, "script": DEAL}, "In a stud game the best hand showing bets first"),
    ({"name": "Go", "stud": True, "blinds": True, "script": [{"kind": "deal", "up": 1}, {"kind": "bet"}]},
     "A stud game's first bet is the best hand showing's, not the blinds': choose stud or blinds."),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "middle"}]}, "the script deals no card to the middle"),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "middle_card", "which": "lowest"}]},
     "the script deals no card to the middle"),
    ({"name": "Go", "script": [{"kind": "deal", "down": 1, "up": 4}, {"kind": "bet"}, {"kind": "roll_up"}],
      "wild": [{"kind": "hole_card"}]}, "nobody holds a face-down card at the showdown: deal one down"),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "follows", "rank": "Q"}, {"kind": "follows", "rank": "Q"}]},
     "Follows is named twice in the wild: name it once."),
    ({"name": "Go", "script": [{"kind": "deal", "up": 3}, {"kind": "pass", "to": "left"}]},
     "Script step 2 (pass) passes 1 card, but each player holds 0 face down then."),
    ({"name": "Go", "script": DEAL + [{"kind": "pass", "to": "sideways"}]}, "the to is left or right or across."),
    ({"name": "Go", "script": DEAL + [{"kind": "pass", "to": "left", "count": 8}]},
     "Script step 3 (pass): the count is a whole number from 1 to 7."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 2}, {"kind": "pass", "to": "left", "count": 3}]},
     "Script step 2 (pass) passes 3 cards, but each player holds 2 face down then."),
    ({"name": "Go", "script": DEAL + [{"kind": "flip_top"}]},
     "Script step 3 (flip_top) turns up the top of the stacks, but nobody has stacked their cards then: add a "
     "stack step before it."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 2}, {"kind": "stack"}, {"kind": "flip_top", "count": 3}]},
     "Script step 3 (flip_top) turns up 3 cards, but each player holds 2 face down then."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 5}, {"kind": "stack"}, {"kind": "flip_top"},
                               {"kind": "draw", "most": 2}, {"kind": "flip_top"}]},
     "Script step 4 (draw) comes after the stack (step 2), whose order can't change: only bets, deals of no "
     "card down, flip_top and declare may follow it."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 1, "up": 2}, {"kind": "roll_up", "count": 2}]},
     "Script step 2 (roll_up) turns up 2 cards, but each player holds 1 face down then."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 1, "up": 1}, {"kind": "roll_up"}, {"kind": "twist",
                                                                             "price": 5}]},
     "Script step 3 (twist) changes up to 1 card, but each player holds 0 face down then."),
    ({"name": "Go", "script": [{"kind": "deal", "up": 4}, {"kind": "twist", "price": 25}]},
     "Script step 2 (twist) changes up to 1 card, but each player holds 0 face down then."),
    ({"name": "Go", "script": DEAL + [{"kind": "twist", "price": 25}, {"kind": "bet"}, {"kind": "twist", "price": 50}]},
     "Every twist costs the same: give each twist step the same price."),
    ({"name": "Go", "script": DEAL + [{"kind": "flip_nodes"}]}, "no nodes are laid before: add a nodes step"),
    ({"name": "Go", "script": DEAL + [{"kind": "nodes", "plus": 0, "minus": 0}]}, "The nodes step lays no cards"),
    ({"name": "Go", "script": [{"kind": "deal", "down": 7}, {"kind": "nodes", "plus": 4, "minus": 4}]},
     "7 players with 7 cards each and 0 in the middle and 8 in the nodes need 57 cards; the deck has 52: allow "
     "at most 6 players."),
    ({"name": "Go", "script": DEAL, "showdown": [{"kind": "high_low", "low": "4"}]}, "make the qualifier 5"),
    ({"name": "Go", "script": DEAL, "showdown": [{"kind": "high_low", "low": "8"},
                                                 {"kind": "half_to_highest_of_suit", "suit": "d"}]},
     "Half to highest of suit and high low each split the pot: a game splits it one way, keep one."),
    ({"name": "Go", "script": DEAL, "on_cards": [{"kind": "rainout", "cards": ["7d"], "if": "rain"}]},
     "On cards rule 1 (rainout) applies if rain, but the game has no option of that name: add it to the options."),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "ranks", "ranks": ["2"], "if": "x y"}]},
     "'if' names one of the game's options, like wild_tax."),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "ranks", "ranks": ["2"], "if": "a1", "unless": "a1"}]},
     "applies if or unless an option: say one of them."),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "jokers", "count": 1, "if": "jo"}],
      "options": [{"kind": "yes_no", "name": "jo", "help": "Jokers."}]}, "The jokers in the deck can't depend"),
    ({"name": "Go", "script": DEAL, "options": [{"kind": "yes_no", "name": "ante", "help": "Pay."}]},
     "The option ante is one of the table's stakes, which the dealer sets as they deal: call yours something else."),
    ({"name": "Go", "script": DEAL, "on_cards": [{"kind": "pay_or_fold", "ranks": ["8"], "price": {"option": "max_bet"}}]},
     "On cards rule 1 (pay_or_fold): the price names the option max_bet, one of the table's stakes, which a price "
     "can't follow: add a money option of the game's own and name it."),
    ({"name": "Go", "script": DEAL, "options": [{"kind": "yes_no", "name": "x", "help": ""}]},
     "Options rule 1 (yes_no): the name is 2 to 30 small letters"),
    ({"name": "Go", "script": DEAL, "options": [{"kind": "yes_no", "name": "xy", "help": "Yes.", "if": "xy"}]},
     "Options rule 1 (yes_no) has no value called 'if'."),
    ({"name": "Go", "script": DEAL, "options": [{"kind": "yes_no", "name": "xy", "help": "Yes."}] * 2},
     "The option xy is named twice: name it once."),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "ranks", "ranks": ["3", "9", "J"]}],
      "on_cards": [{"kind": "wild_tax", "ranks": ["3", "9"], "price": 25, "if": "tax"}],
      "options": [{"kind": "yes_no", "name": "tax", "help": "A tax."}]},
     "On cards rule 1 (wild_tax) taxes threes and nines that wild rule 1 makes wild anyway: make wild rule 1 "
     "apply unless tax."),
    ({"name": "Go", "script": DEAL + [{"kind": "declare"}]},
     "Script step 3 (declare): players declare high or low only in a game that splits the pot high-low: add the "
     "high low rule to the showdown."),
    ({"name": "Go", "script": [{"kind": "declare"}, {"kind": "deal", "down": 5}, {"kind": "bet"}],
      "showdown": [{"kind": "high_low", "low": "8"}]},
     "Script step 1 (declare): players declare on the cards they hold: deal some before it."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 5}, {"kind": "declare", "sides": "all"}],
      "showdown": [{"kind": "high_low", "low": "8"}]},
     "Script step 2 (declare): the sides is high_low_both or high_or_low."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 4}, {"kind": "turn", "cards": ["top"]}]},
     "Script step 2 (turn) turns up cards of a layout, but the showdown lays none out: add a layout."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 4}, {"kind": "turn", "cards": ["top", "middle"]},
                               {"kind": "turn", "cards": ["left", "right", "top"]}],
      "wild": [{"kind": "layout_card", "places": ["corner"]}],
      "showdown": [{"kind": "layout", "shape": "cross", "lines": ["rows", "diagonals"]}]},
     ["Script step 2 (turn): a cross has the places top, left, centre, right, bottom; it has no place called "
      "'middle'.", "The top card of the layout is turned up 2 times: turn it once.",
      "No turn step turns up the centre and bottom cards of the layout: turn every place up.",
      "A cross has no diagonals: name its rows or columns.",
      "Wild rule 1 (layout_card): a cross has the places top, left, centre, right, bottom; it has no place called "
      "'corner'."]),
    ({"name": "Go", "script": [{"kind": "deal", "down": 2, "community": 1},
                               {"kind": "turn", "cards": ["top", "left", "centre", "right", "bottom"]}],
      "showdown": [{"kind": "layout", "shape": "cross"}]},
     ["The middle cards lie in a layout: turn them up place by place with turn steps, not as community cards "
      "of a deal step.", "The layout needs its lines: rows, columns, diagonals or arcs, or lines of places (also)."]),
    ({"name": "Go", "script": [{"kind": "deal", "down": 2},
                               {"kind": "turn", "cards": [f"top_{n}" for n in range(1, 6)]},
                               {"kind": "turn", "cards": [f"bottom_{n}" for n in range(1, 6)]}],
      "showdown": [{"kind": "layout", "shape": "two_boards", "lines": ["rows"], "split": True},
                   {"kind": "high_low"}]},
     "The layout splits each pot between its lines, and another rule splits it too: a game splits its pots one "
     "way, keep one."),
    ({"name": "Go", "script": DEAL + [{"kind": "declare"}], "showdown": [{"kind": "high_low", "low": "8", "if": "hl"}],
      "options": [{"kind": "yes_no", "name": "hl", "help": "High-low."}]},
     "Script step 3 (declare): the pot is split high-low only if hl: make the declaration apply if hl too."),
    ({"name": "Go", "script": DEAL + [{"kind": "buy", "price": {"option": "stake"}}]},
     "Script step 3 (buy): the price names the option stake, which the game doesn't have: add it to the options."),
    ({"name": "Go", "script": DEAL + [{"kind": "buy", "price": {"option": "style"}}],
      "options": [{"kind": "choice", "name": "style", "help": "Which way.", "choices": ["left", "right"]}]},
     "Script step 3 (buy): the price names the option style, which is a choice of words, not an amount of money: "
     "name a money option."),
    ({"name": "Go", "script": DEAL + [{"kind": "draw", "most": 3, "tax": {"option": "rounds"}}],
      "options": [{"kind": "number", "name": "rounds", "help": "Rounds.", "default": 2}]},
     "the tax names the option rounds, which is a number, not an amount of money"),
    ({"name": "Go", "script": DEAL + [{"kind": "buy", "price": "a quarter"}]},
     "Script step 3 (buy): the price is an amount of money from 1¢ to $1000.00, like 25¢, or names a money option of the game"),
    ({"name": "Go", "script": DEAL, "options": [{"kind": "money", "name": "stake", "help": "A price.", "default": 500,
                                                 "least": 10, "most": 100}]},
     "The option stake is $5.00 unless the dealer says otherwise, but goes from 10¢ to $1.00: make its default one "
     "of those."),
    ({"name": "Go", "script": DEAL, "options": [{"kind": "number", "name": "rounds", "help": "Rounds.", "default": 1,
                                                 "least": 3, "most": 2}]},
     "The option rounds goes from 3 to 2: make the least no more than the most."),
    ({"name": "Go", "script": DEAL, "options": [{"kind": "choice", "name": "style", "help": "Which way.",
                                                 "choices": ["left", "right"], "default": "up"}]},
     "The option style is left or right: make its default one of those, not up."),
    ({"name": "Go", "script": DEAL, "options": [{"kind": "choice", "name": "style", "help": "Which way.",
                                                 "choices": ["left"]}]},
     "Options rule 1 (choice): the choices is a list of 2 to 10 different words"),
    ({"name": "Go", "script": DEAL, "options": [{"kind": "choice", "name": "style", "help": "Which way.",
                                                 "choices": [[None, None], "left"], "default": "left"}]},
     "Options rule 1 (choice): the choices is a list of 2 to 10 different words"),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "ranks", "ranks": ["2"], "if": "style"}],
      "options": [{"kind": "choice", "name": "style", "help": "Which way.", "choices": ["left", "right"]}]},
     "Wild rule 1 (ranks) applies if style, which is no yes-or-no option: name one the dealer turns on or off."),
    ({"name": "Go", "script": DEAL, "wild": [{"kind": "ranks", "ranks": ["3"]}],
      "on_cards": [{"kind": "wild_tax", "ranks": ["3", "9"], "price": 25}]},
     "taxes threes that wild rule 1 makes wild anyway: take them out of wild rule 1."),
]


@pytest.mark.parametrize("definition,said", BAD)
def test_a_bad_definition_is_refused_with_its_sentence(definition, said):
    found = problems(definition)
    for sentence in [said] if isinstance(said, str) else said:  # every problem of the piece, each said
        assert any(sentence in problem for problem in found), found


def test_a_stud_game_may_bet_first_over_cards_rolled_up():
    flip = {"name": "Go", "stud": True, "script": [{"kind": "deal", "down": 4}, {"kind": "roll_up", "count": 2},
                                                   {"kind": "bet", "first": "best_showing"}]}
    assert problems(flip) == []


def test_a_step_asking_for_more_cards_than_are_held_is_refused_once_and_the_steps_after_it_count_from_none():
    over = {"name": "Go", "script": [{"kind": "deal", "down": 2}, {"kind": "discard", "count": 3}, {"kind": "bet"},
                                     {"kind": "draw", "most": 1}, {"kind": "bet"}]}
    assert problems(over) == ["Script step 2 (discard) throws away 3 cards, but each player holds 2 face down then.",
                              "Script step 4 (draw) changes up to 1 card, but each player holds 0 face down then."]


@pytest.mark.parametrize("taken", [{"kind": "pick", "first": "dealer_left"},
                                   [{"kind": "table", "count": 1}, {"kind": "take_table", "prices": [0]}]],
                         ids=["picked", "taken from the table"])
def test_a_card_every_player_takes_counts_in_a_draw_of_any_of_their_cards(taken):
    """Buddha's Folly: five down, the table card or the deck's top taken, one thrown away, then a draw of up to
    three of any cards (four beside an ace): each holds five then, one of them perhaps face up."""
    script = [{"kind": "deal", "down": 5}, *(taken if isinstance(taken, list) else [taken]),
              {"kind": "discard", "count": 1}, {"kind": "bet"}, {"kind": "draw", "most": 3, "most_with_ace": 4,
                                                                   "cards": "any"}, {"kind": "bet"}]
    assert problems({"name": "Go", "script": script}) == []
    script[-4] = {"kind": "discard", "count": 2}
    assert problems({"name": "Go", "script": [*script[:-2], {"kind": "draw", "most": 5, "cards": "any"}]}) == [
        f"Script step {len(script) - 1} (draw) changes up to 5 cards, but each player holds 4 then."]


def test_every_problem_is_listed_at_once():
    found = problems({"name": "", "script": [{"kind": "deal", "down": 9}], "wild": [{"kind": "ranks"}], "x": 1})
    assert len(found) == 4


def table(*definitions, unit: int = 5) -> rules.Night:
    night = rules.Night()
    for draft in [rules.open_table("Friday", "USD", unit, ["Ann", "Bob", "Cy"])]:
        night = rules.apply(night, rules.Event(1, draft.type, draft.actor, draft.payload))
    for definition in definitions:
        for draft in rules.decide(night, "seat:2", {"type": "define_game", "definition": definition}):
            night = rules.apply(night, rules.Event(night.version + 1, draft.type, draft.actor, draft.payload))
    return night


def test_a_defined_game_joins_the_tables_catalog_under_its_name():
    night = table(BAT_LADDERS)
    game = variant_of(night, "house:bat-ladders")
    assert game.title == "Bat Ladders" and game.max_players == 6
    assert {option.name for option in game.options} >= {"ante", "buy_price", "draw_limit"}
    assert variant_of(rules.Night(), "house:bat-ladders") is None  # another table does not have it


def test_a_name_is_taken_once_per_table():
    night = table(BAT_LADDERS)
    for name in ("Bat Ladders", "bat ladders!", "Texas hold'em"):
        with pytest.raises(RuleError) as refused:
            rules.decide(night, "host", {"type": "define_game", "definition": {**BAT_LADDERS, "name": name}})
        assert refused.value.code == "game_name_taken" and "give the new one another name" in refused.value.message


ODD_PRICES = {"name": "Odd prices", "script": [{"kind": "deal", "down": 5}, {"kind": "bet"},
                                              {"kind": "buy_rounds", "price": 1}, {"kind": "bet"}]}


def test_a_game_priced_in_no_whole_chips_of_the_table_is_refused_as_it_is_defined():
    with pytest.raises(RuleError) as refused:
        table(ODD_PRICES)
    assert refused.value.message == "The card price must be a multiple of 5¢ (the smallest chip)."
    night = table(ODD_PRICES, unit=1)  # a table whose smallest chip is 1¢ deals it
    assert variant_of(night, "house:odd-prices").title == "Odd prices"


def test_a_game_with_no_ante_is_played_to_its_end():
    night = played_to_its_end({"name": "Pay to fold", "ante": 0, "script": [{"kind": "deal", "down": 5},
                                                                          {"kind": "bet"}]}, 3, 3)
    assert night.live.deals[-1].options["ante"] == 0


def test_a_refused_definition_lists_every_problem_in_one_sentence():
    with pytest.raises(RuleError) as refused:
        rules.decide(table(), "host", {"type": "define_game", "definition": {"name": "", "script": []}})
    assert refused.value.message == ("This game can't be played as defined: 1. A game needs a name of 1 to 40 "
                                     "letters.")


def values(param, wild: bool) -> st.SearchStrategy:
    """Values for a piece's param: good ones, or (`wild`) now and then anything."""
    good = {"Count": lambda: st.integers(param.least, param.most), "Flag": lambda: st.booleans(),
            "Cents": lambda: st.sampled_from([5, 10, 25]), "Rank": lambda: st.sampled_from(["2", "7", "Q", "A"]),
            "Ranks": lambda: st.lists(st.sampled_from(["3", "9", "J"]), min_size=1, max_size=2),
            "Cards": lambda: st.lists(st.sampled_from(["6s", "6c", "Kd", "Ah"]), min_size=1, max_size=2),
            "Suit": lambda: st.sampled_from("cdhs"), "SuitOrder": lambda: st.permutations(["s", "h", "d", "c"]),
            "Choice": lambda: st.sampled_from(param.choices),
            "OptionName": lambda: st.sampled_from(OWN_OPTIONS), "Text": lambda: st.just("As the table says."),
            "OptionNames": lambda: st.lists(st.sampled_from(OWN_OPTIONS), min_size=1, max_size=2, unique=True),
            "Price": lambda: st.sampled_from([5, 10, 25, {"option": "stake"}]),
            "PriceList": lambda: st.lists(st.sampled_from([0, 5, 10, {"option": "stake"}]), min_size=1, max_size=3),
            "Words": lambda: st.just(["left", "right"]), "Word": lambda: st.sampled_from(["left", "right", "centre"]),
            "Places": lambda: st.lists(st.sampled_from(CROSS), min_size=1, max_size=3, unique=True),
            "Kinds": lambda: st.sampled_from([["rows"], ["rows", "columns"]]),
            "Lines": lambda: st.just([["left", "centre", "right"], ["top", "centre"]]),
            "Rows": lambda: st.just([["top_left", None, "top_right"], [None, "bottom", None]]),
            "BeatenBy": lambda: st.sampled_from([[{"hand": "pair", "times": 2}],
                                                 [{"hand": "pair", "times": 2}, {"hand": "pair", "rank": "A", "times": 3}]]),
            }[type(param).__name__]()
    anything = st.one_of(st.none(), st.integers(-3, 60), st.text(max_size=3), st.dictionaries(st.text(max_size=2),
                         st.integers(), max_size=1), st.lists(st.dictionaries(st.text(max_size=1), st.none()), max_size=1))
    return good | anything if wild else good


OWN_OPTIONS = ["wild_tax", "rainout", "lucky"]
CROSS = ["top", "left", "centre", "right", "bottom"]


@st.composite
def pieces(draw, family: str, most: int, wild: bool) -> list:
    chosen = []
    for piece in draw(st.lists(st.sampled_from(list(FAMILIES[family].values())), max_size=most)):
        entry = {"kind": piece.kind}
        for name, param in piece.params.items():
            if name not in piece.optional or draw(st.booleans()):
                entry[name] = draw(values(param, wild))
        if family != "options" and draw(st.integers(0, 3)) == 0:  # now and then, only with an option on or off
            entry[draw(st.sampled_from(["if", "unless"]))] = draw(st.sampled_from(OWN_OPTIONS))
        chosen.append(entry)
    return chosen


@st.composite
def definitions(draw) -> dict:
    wild = draw(st.booleans())
    first = {"kind": "deal", "down": draw(st.integers(1, 3)), "up": draw(st.integers(0, 2))}
    definition = {"name": draw(st.sampled_from(["Bat Ladders", "Go Fish"] + (["", "  "] if wild else []))),
                  "script": [first] + draw(pieces("script", 6, wild))}
    for family, most in (("wild", 3), ("showdown", 2), ("on_cards", 2), ("options", 2)):
        if draw(st.booleans()):
            definition[family] = draw(pieces(family, most, wild))
    for field in ("stud", "blinds"):
        if draw(st.booleans()):
            definition[field] = draw(st.booleans())
    if draw(st.booleans()):
        definition["most_players"] = draw(st.integers(1, 11) if wild else st.integers(2, 7))
    return definition if wild else sensible(definition)


def sensible(definition: dict) -> dict:
    """What a table writing a game with care would fix: node cards laid before any is turned, a declaration
    last and over a high-low split, and each option a piece depends on named once among the game's own."""
    script = definition["script"]
    if any(entry["kind"] == "flip_nodes" for entry in script) and not any(e["kind"] == "nodes" for e in script):
        script.insert(1, {"kind": "nodes", "plus": 2, "minus": 1})
    declared = [entry for entry in script if entry["kind"] == "declare"]
    if declared:  # declared once, over a high-low split
        script[:] = [entry for entry in script if entry["kind"] != "declare" or entry is declared[0]]
        split = [entry for entry in definition.get("showdown", []) if entry["kind"] == "high_low"]
        definition["showdown"] = split[:1] or [{"kind": "high_low", "low": "8"}]
        definition["showdown"][0] = {**definition["showdown"][0], **{c: declared[0][c] for c in ("if", "unless")
                                                                     if c in declared[0]}}
    _laid_out(definition)
    named = [entry.get(condition) for family in ("script", "wild", "showdown", "on_cards")
             for entry in definition.get(family, []) for condition in ("if", "unless")]
    named += [entry["name"] for entry in definition.get("options", [])]
    if any(named):
        definition["options"] = [{"kind": "yes_no", "name": name, "help": "As the table says."}
                                 for name in dict.fromkeys(filter(None, named))]
    definition["options"] = [entry for entry in definition.get("options", []) if entry["kind"] == "yes_no"]
    if "stake" in json.dumps(definition):  # a price names the game's money option
        definition["options"].append({"kind": "money", "name": "stake", "help": "A price.", "default": 25})
    return definition


def _laid_out(definition: dict) -> None:
    """A layout whose every place its turn steps turn up once, and no community card dealt beside it."""
    script = definition["script"]
    showdown = definition.get("showdown", [])
    if not any(entry["kind"] in ("turn", "layout", "layout_card") for entry in
               script + showdown + definition.get("wild", [])):
        return
    turns = [entry for entry in script if entry["kind"] == "turn"] or [{"kind": "turn"}]
    script[:] = [{k: v for k, v in entry.items() if k != "community"} for entry in script if entry["kind"] != "turn"]
    for place, turn in enumerate(turns):  # the cross's places shared among the turn steps, in the script's order
        script.insert(min(1 + 2 * place, len(script)), {"kind": "turn", "cards": CROSS[place::len(turns)]})
    layout = next((entry for entry in showdown if entry["kind"] == "layout"), {"kind": "layout", "shape": "cross"})
    layout = {k: v for k, v in layout.items() if k not in ("if", "unless", "split", "rows")} | {"lines": ["rows", "columns"]}
    definition["showdown"] = [entry for entry in showdown if entry["kind"] != "layout"] + [layout]
    definition["wild"] = [entry for entry in definition.get("wild", [])
                          if entry["kind"] != "layout_card" or set(entry["places"]) <= set(CROSS)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(definition=definitions(), seed=st.integers(0, 2**32 - 1))
def test_any_definition_is_refused_in_words_or_played_to_its_end(definition, seed):
    found = problems(definition)
    assert all(isinstance(problem, str) and problem.endswith(".") for problem in found)
    event("refused" if found else "played")
    if found:
        return
    night = Night(key_of(definition["name"]), [1000, 1000, 1000], random.Random(seed), variant=True)
    try:
        night.do("seat:1", {"type": "define_game", "definition": definition})
    except RuleError as refused:  # a price of no whole chips of this table (its smallest chip is 5¢)
        assert refused.code == "bad_option" and "smallest chip" in refused.message
        event("refused as defined: a price of no whole chips")
        return
    game = night.variant = variant_of(night.live, night.key)
    players = min(3, game.max_players)
    chosen = {entry["name"]: random.Random(seed).random() < 0.5 for entry in definition.get("options", [])
              if entry["kind"] == "yes_no"}
    night.do(HOST, {"type": "start_deal", "variant": game.key, "dealer": 1, "seats": list(range(1, players + 1)),
                    "options": chosen})
    play(night)
    assert rules.replay(night.log) == night.live


def test_every_piece_is_documented():
    documented = (Path(__file__).parents[3] / "docs" / "house-games.md").read_text()
    for family, pieces in FAMILIES.items():
        assert f"### `{family}`" in documented
        for kind in pieces:
            assert f"| `{kind}` |" in documented, kind
