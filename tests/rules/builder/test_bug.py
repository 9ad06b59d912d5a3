"""The bug: a card that stands only for some cards. California draw's joker ("the jokers are bugs: bugs can be
used to complete a straight or a flush, or as an ace"), Bug stud's threes ("threes are bugs: they may complete a
straight, a flush, or count as an ace") and Sixty nine draw's sixes and nines ("sixes can count as nines; nines
can count as sixes"): the catalogue's games (ichabod801/poker_db), each written from its numbered rule text,
accepted and played to its end; the bug decides as its rule says, and the ruling says what it stood for."""

from __future__ import annotations

import json
import random
from itertools import combinations
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.cards import ACE, ALL_CARDS, JOKER, SUITS, Card, parse_cards
from referee.rules.core.hand_values import FLUSH, STRAIGHT, STRAIGHT_FLUSH, ranker
from referee.rules.core.hands import evaluate
from referee.rules.core.wilds import Bug, Wild
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
CALIFORNIA_DRAW = json.loads((SHIPPED / "california_draw_with_the_bug.json").read_text())
DRAW = [{"kind": "deal", "down": 5}, {"kind": "bet"}, {"kind": "draw", "most": 3, "most_with_ace": 4},
        {"kind": "bet"}]
SIXTY_NINE_DRAW = {  # #82
    "name": "Sixty nine draw", "most_players": 6, "script": DRAW,
    "wild": [{"kind": "bug", "ranks": ["6", "9"], "stands_for": ["6", "9"], "completes": False}],
}
FIVE_CARD_STUD = [{"kind": "deal", "down": 1, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 1}, {"kind": "bet"},
                  {"kind": "deal", "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 1}, {"kind": "bet"}]
BUG_STUD = {"name": "Bug stud", "stud": True, "most_players": 10, "script": FIVE_CARD_STUD,  # #106
            "wild": [{"kind": "bug", "ranks": ["3"]}]}
MEXICAN_STUD = json.loads((SHIPPED / "mexican_stud.json").read_text())
MEXICAN_POKER = {**MEXICAN_STUD, "name": "Mexican poker", "most_players": 8,  # the joker a bug, face down too
                 "without": ["8", "9", "10"], "wild": [{"kind": "bug", "count": 1}]}
GAMES = {"california_draw_with_the_bug": CALIFORNIA_DRAW, "sixty_nine_draw": SIXTY_NINE_DRAW, "bug_stud": BUG_STUD,
         "mexican_poker": MEXICAN_POKER}
JOKER_BUG = Wild(bugs=(Bug(jokers=True),))


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_catalogue_game_is_accepted_and_played_to_its_end(name, players):
    for seed in range(3):
        played_to_its_end(GAMES[name], f"{name}-{seed}", players)


def words(cards: str, wild: Wild = JOKER_BUG) -> str:
    return evaluate(parse_cards(cards), wild).words


def test_a_joker_bug_completes_a_flush_or_a_straight_and_is_otherwise_an_ace():
    assert words("Jk 9h 6h 4h 2h") == "Flush, ace high (the Jk as the ace of hearts)"
    assert words("Jk 5c 6d 7h 8s") == "Straight, nine high (the Jk as a nine)"
    assert words("Jk Kc Qd 7h 2s") == "High card, ace (the Jk as an ace)"
    assert words("Jk Kc Kd 7h 2s") == "Pair of kings, ace kicker (the Jk as an ace)"


def test_a_joker_bug_is_no_wild_card_beyond_its_ace_and_its_straights_and_flushes():
    """A joker fully wild makes four kings of three; a bug, kings full of aces at best."""
    assert words("Jk Kc Kd Kh 2s", Wild(jokers=True)) == "Four of a kind, kings, deuce kicker"
    assert words("Jk Kc Kd Kh 2s") == "Three of a kind, kings, ace kicker (the Jk as an ace)"
    assert words("Jk Kc Kd Ah As") == "Full house, aces over kings (the Jk as an ace)"


def test_a_bug_with_four_aces_is_five_aces_and_a_flush_it_completes_lacks_no_card_it_could_be():
    assert words("Jk Ac Ad Ah As") == "Five of a kind, aces (the Jk as an ace)"
    hand = evaluate(parse_cards("Jk Ah Kh 8h 2h"), JOKER_BUG)
    assert hand.words == "Flush, ace high (the Jk as the queen of hearts)"  # the ace of hearts is held: the highest it lacks
    assert [str(card) for card in hand.played] == ["A♥", "K♥", "Q♥", "8♥", "2♥"]


def test_a_bug_completes_a_straight_flush_rather_than_making_a_flush():
    assert words("Jk 9h Th Jh Qh") == "Straight flush, king high (the Jk as the king of hearts)"


def test_sixes_count_as_nines_and_nines_as_sixes_in_their_own_suits():
    sixty_nine = Wild(bugs=(Bug(frozenset({6, 9}), completes=False, ranks=frozenset({6, 9})),))
    assert words("6h 9c 9d Kc 2s", sixty_nine) == "Three of a kind, nines, king kicker (the 6♥ as a nine)"
    assert words("9h 6c 6d Kc 2s", sixty_nine) == "Three of a kind, nines, king kicker (the 6♦ as a nine, the 6♣ " \
                                                  "as a nine)"
    assert words("9h 5d 4c 3s 2s", sixty_nine) == "Straight, six high (the 9♥ as a six)"
    assert words("6h 7h 8h Th 5h", sixty_nine) == "Flush, ten high (the 6♥ as the nine of hearts)"
    assert words("9s 7c 8d Tc Jh", sixty_nine) == "Straight, jack high"  # a nine that stays a nine says nothing


def test_the_rules_say_what_a_bug_stands_for():
    text = " ".join(builder.rule_text(CALIFORNIA_DRAW))
    assert "1 joker in the deck; jokers are bugs: an ace, or any card to complete a straight or a flush" in text
    assert "Sixes and nines are bugs: each plays as itself or as a nine or a six of its suit." \
        in builder.rule_text(SIXTY_NINE_DRAW)
    assert "Threes are bugs: each plays as itself or as an ace of its suit, or any card to complete a straight " \
           "or a flush." in builder.rule_text(BUG_STUD)


def test_bug_stud_a_three_completes_the_straight_and_the_ruling_says_so(dealt):
    """Seat 1's 5-6-7-8 and a three make a nine-high straight; seat 2's three is no third king but an ace, the
    kicker of a pair of kings; seat 3's pair of queens loses to both."""
    stud = Stud(dealt({**BUG_STUD, "ante": 10}))
    stud.deal({1: "5c 6d 7h 8s", 2: "Kc Kd 3h 2s", 3: "Qc Qd 9h 4s"})
    ruling = stud.showdown({1: "3c", 2: "Jh", 3: "Js"})
    assert ruling["hands"]["1"]["words"] == "Straight, nine high (the 3♣ as a nine)"
    assert ruling["hands"]["2"]["words"] == "Pair of kings, ace kicker (the 3♥ as an ace)"
    assert ruling["pots"][0]["paid"] == {"1": 30}


def test_a_bug_named_without_a_card_or_beside_a_low_is_refused_in_the_tables_words():
    no_card = {**SIXTY_NINE_DRAW, "wild": [{"kind": "bug", "stands_for": ["9"]}]}
    assert builder.problems(no_card) == [
        "Wild rule 1 (bug) names no card to be the bug: add jokers to the deck (count), or name its ranks (ranks) "
        "or its cards (cards)."]
    low = {**BUG_STUD, "showdown": [{"kind": "high_low"}]}
    assert builder.problems(low) == [
        "A bug stands for a card of a high hand of five, and this game ranks hands otherwise (high_low): keep the "
        "bug or the high low, not both."]
    both = {**CALIFORNIA_DRAW, "wild": [{"kind": "jokers", "count": 1}, *CALIFORNIA_DRAW["wild"]]}
    assert "Jokers are wild and jokers are bugs: a joker is one or the other; keep one of the rules." \
        in builder.problems(both)


def test_a_joker_bug_is_worth_exactly_the_best_of_its_aces_and_of_every_card_completing_a_straight_or_flush():
    """Against every card of the deck tried in its place: an ace of each suit, or any card the hand lacks
    that makes a straight, a flush or a straight flush of five of its cards."""
    rng = random.Random(69)
    high = ranker()
    for _ in range(150):
        naturals = rng.sample(ALL_CARDS, rng.choice((4, 5, 6)))
        best = max(high.value(naturals + [Card(ACE, suit)], 0) for suit in SUITS)
        for card in set(ALL_CARDS) - set(naturals):
            for four in combinations(naturals, 4):
                value = high.value([*four, card], 0)
                if high.category(value) in (STRAIGHT, FLUSH, STRAIGHT_FLUSH):
                    best = max(best, value)
        assert evaluate([*naturals, JOKER], JOKER_BUG).value == best, naturals
