"""The table's hand (a ghost hand): cards dealt face down to the table that a winner must beat. Scenarios of
guts at a night of three, and the catalogue's games with a table's hand, each accepted and played to the end
of a deal from random legal actions."""

from __future__ import annotations

import random

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from tests.rules.builder.test_guts import pot, stacks, table
from tests.rules.test_every_game import Night, play

IN_TURN = {"kind": "in_out", "together": False}  # "Declare in/out one at a time, starting with the player to the left"
AT_ONCE = {"kind": "in_out"}  # "Declare in/out simultaneously"
MATCH = {"kind": "losers_match"}  # "Anyone who went in and lost must match the pot. If no one went in or ..."
THREE_CARD = {"kind": "three_card_hands"}  # "Use three card poker hands (straight flush beats three of a kind ..."
ACE_DRAW = {"kind": "draw", "most": 3, "most_with_ace": 4}  # "Each player may draw up to three cards (four if ..."
DEALER_LEFT = {"kind": "bet", "first": "dealer_left"}  # "Normal betting round, with the player to the left of ..."


def down(count: int) -> dict:
    return {"kind": "deal", "down": count}


def table_hand(count: int) -> dict:
    """"Deal three table cards face down." and "You must beat the table hand to win.\""""
    return {"kind": "table_hand", "cards": count}


def king_little(*wild: str) -> dict:
    return {"script": [down(5), table_hand(5), AT_ONCE, DEALER_LEFT, ACE_DRAW, DEALER_LEFT],
            "wild": [{"kind": "ranks", "ranks": list(wild)}, {"kind": "hole_card"}], "showdown": [MATCH]}


CATALOGUE = {  # id: (name, definition without its name)
    322: ("Beat the Deck", {"most_players": 12, "script": [down(3), table_hand(3), IN_TURN, {"kind": "draw", "most": 1}],
                            "showdown": [THREE_CARD, MATCH]}),
    330: ("Herbie", {"most_players": 8, "script": [down(3), table_hand(3), IN_TURN, {"kind": "draw", "most": 3}],
                     "showdown": [THREE_CARD, MATCH]}),
    356: ("Deadman's Dance", {"most_players": 5, "script": [down(5), table_hand(5), IN_TURN, ACE_DRAW],
                              "wild": [{"kind": "jokers", "count": 2, "table_only": True}], "showdown": [MATCH]}),
    368: ("King Little", {"most_players": 5, **king_little("K")}),
    768: ("Nuclear Guts", {"most_players": 25, "script": [down(2), table_hand(2),
                                                          {**IN_TURN, "nobody_in": "best_hand_matches"}],
                           "showdown": [MATCH]}),
    782: ("Jackson Five", {"most_players": 5, **king_little("5", "J")}),
}


@pytest.mark.parametrize("number", sorted(CATALOGUE))
def test_a_catalogue_game_with_a_table_hand_is_defined_and_played_to_its_end(number):
    name, definition = CATALOGUE[number]
    definition = {"name": f"{name} #{number}", **definition}
    assert builder.problems(definition) == []
    night = Night(builder.key_of(definition["name"]), [1000] * 4, random.Random(number), variant=True)
    night.do(HOST, {"type": "define_game", "definition": definition})
    night.variant = variant_of(night.live, night.key)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 4})
    play(night)
    assert night.live.deal is None
    assert rules.replay(night.log) == night.live


GHOST = {"name": "Beat the table", "ante": 25, "script": [down(3), table_hand(3), AT_ONCE],
         "showdown": [THREE_CARD, MATCH]}
ACES, KINGS, QUEENS, NOTHING = "As Ad 2c", "Ks Kd 3c", "Qs Qd 4c", "5s 7d 9c"


def deal(night: Night, hands: dict[int, str], words: dict[int, str], ghost: str, dealer: int = 3) -> dict:
    """One deal: everyone enters their cards and says their word, the dealer turns up the table's hand once the
    showdown needs it, and everyone still in shows; the referee's ruling."""
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": dealer})
    for seat, cards in hands.items():
        night.do(f"seat:{seat}", {"type": "cards", "cards": cards.split()})
    for seat, word in words.items():
        night.do(f"seat:{seat}", {"type": "in_out", "say": word})
    deal = night.live.deal
    if deal is not None and any(offer["type"] == "table_hand" for offer in night.variant.legal_actions(
            deal.state, dealer)):
        night.do(f"seat:{dealer}", {"type": "table_hand", "cards": ghost.split()})
    while night.live.deal is not None:
        state = night.live.deal.state
        seat = next(seat for seat in state.contenders() if seat not in state.zones.shown)
        night.do(f"seat:{seat}", {"type": "show"})
    return night.log[-1].payload


SCENARIOS = [
    pytest.param({1: ACES, 2: QUEENS, 3: NOTHING}, {1: "in", 2: "in", 3: "out"}, KINGS, {1: 1050, 2: 900, 3: 975}, 75,
                 "The pot of 75¢: seat 1 with pair of aces, deuce kicker. The table's hand was pair of kings, three "
                 "kicker. Seat 2 pays 75¢ into the pot of the next deal.",
                 id="the best hand beats the table's: it takes the pot, the other in matches it"),
    pytest.param({1: QUEENS, 2: NOTHING, 3: NOTHING.replace("5s", "6s")}, {1: "in", 2: "in", 3: "out"}, KINGS,
                 {1: 900, 2: 900, 3: 975}, 225,
                 "Nobody wins the pot: the table's hand, pair of kings, three kicker, beats seat 1's pair of queens, "
                 "four kicker; it stays for the next deal. Seat 1 and seat 2 each pay 75¢ into the pot of the next "
                 "deal.", id="the table's hand beats every hand: the pot stays and everyone in matches it"),
    pytest.param({1: QUEENS, 2: NOTHING, 3: ACES}, {1: "in", 2: "out", 3: "out"}, KINGS, {1: 900, 2: 975, 3: 975},
                 150, None, id="one in alone still plays the table's hand, and matches the pot when beaten"),
    pytest.param({1: ACES, 2: NOTHING, 3: QUEENS}, {1: "in", 2: "out", 3: "out"}, KINGS, {1: 1050, 2: 975, 3: 975},
                 0, None, id="one in beating the table's hand takes the pot: the game is over"),
    pytest.param({1: "Kh Kc 3d", 2: NOTHING, 3: QUEENS}, {1: "in", 2: "out", 3: "out"}, KINGS,
                 {1: 900, 2: 975, 3: 975}, 150, "Nobody wins the pot: the table's hand, pair of kings, three kicker, "
                 "ties seat 1's pair of kings, three kicker; it stays for the next deal. Seat 1 pays 75¢ into the "
                 "pot of the next deal.", id="a tie does not beat the table's hand"),
    pytest.param({1: ACES, 2: KINGS, 3: NOTHING}, {1: "out", 2: "out", 3: "out"}, QUEENS, {1: 975, 2: 975, 3: 975}, 75,
                 "Nobody wins the pot: nobody went in; it stays for the next deal.",
                 id="nobody in: the table's hand is never turned"),
]


@pytest.mark.parametrize("hands, words, ghost, after, next_pot, summary", SCENARIOS)
def test_a_deal_against_the_table_hand(hands, words, ghost, after, next_pot, summary):
    night = table(GHOST)
    ruling = deal(night, hands, words, ghost)
    assert stacks(night) == after
    assert pot(night) == next_pot
    if summary is not None:
        assert ruling["summary"] == summary
    assert rules.replay(night.log) == night.live


def test_every_phone_shows_the_table_hand_face_down_then_turned_up():
    night = table(GHOST)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 3})
    for seat, cards in {1: ACES, 2: QUEENS, 3: NOTHING}.items():
        night.do(f"seat:{seat}", {"type": "cards", "cards": cards.split()})
    state = night.live.deal.state
    assert night.variant.view(state, 1)["piles"] == {"the table's hand": {"cards": [], "down": 3}}
    for seat in (1, 2, 3):
        night.do(f"seat:{seat}", {"type": "in_out", "say": "in" if seat < 3 else "out"})
    state = night.live.deal.state
    assert [offer["type"] for offer in night.variant.legal_actions(state, 3)] == ["table_hand"]
    assert not night.variant.legal_actions(state, 1) or "table_hand" not in {
        offer["type"] for offer in night.variant.legal_actions(state, 1)}
    night.do("seat:3", {"type": "table_hand", "cards": KINGS.split()})
    state = night.live.deal.state
    for viewer in (None, 1, 2, 3):
        assert night.variant.view(state, viewer)["piles"] == {"the table's hand": {"cards": ["Ks", "Kd", "3c"],
                                                                                   "down": 0}}


def test_the_table_hand_is_refused_when_wrong():
    night = table(GHOST)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 3})
    for seat, cards in {1: ACES, 2: QUEENS, 3: NOTHING}.items():
        night.do(f"seat:{seat}", {"type": "cards", "cards": cards.split()})
    night.do("seat:1", {"type": "in_out", "say": "in"})
    night.do("seat:2", {"type": "in_out", "say": "in"})
    with pytest.raises(RuleError, match="turned up at the showdown"):
        night.do("seat:3", {"type": "table_hand", "cards": KINGS.split()})
    night.do("seat:3", {"type": "in_out", "say": "out"})
    night.do("seat:1", {"type": "show"})
    with pytest.raises(RuleError, match="Enter the 3 different cards"):
        night.do("seat:3", {"type": "table_hand", "cards": ["Ks", "Kd"]})
    with pytest.raises(RuleError, match="A♠ is already showing"):
        night.do("seat:3", {"type": "table_hand", "cards": ["As", "Kd", "3c"]})
    with pytest.raises(RuleError, match="Only the dealer"):
        night.do("seat:2", {"type": "table_hand", "cards": KINGS.split()})


@pytest.mark.parametrize("definition, said", [
    ({**GHOST, "script": [{"kind": "deal", "down": 3, "community": 1}, table_hand(3), AT_ONCE]},
     ["The table's hand plays its own cards alone: deal no cards to the middle beside it."]),
    ({**GHOST, "showdown": [{"kind": "hole_cards", "count": 2}]},
     ["A hand uses some of its player's own cards and the rest from the middle, but the script deals no card to "
      "the middle: deal some there, or leave the hole cards rule out.",
      "The table's hand plays as one hand of its own cards: leave out hole cards."]),
    ({**GHOST, "script": [down(3), AT_ONCE], "wild": [{"kind": "jokers", "count": 2, "table_only": True}]},
     ["Jokers are wild in the table's hand only, but there is no table's hand: add a table_hand step."]),
    ({**GHOST, "most_players": 17}, ["17 players with 3 cards each and 0 in the middle and 3 in the table's hand "
                                     "need 54 cards; the deck has 52: allow at most 16 players."]),
    ({**GHOST, "script": [down(3), table_hand(3), table_hand(0), AT_ONCE]},
     ["Script step 3 (table_hand) deals the table's hand no card: give it cards, face down or up, or the cards "
      "thrown away at the draw (from_draws)."]),
], ids=["middle", "hole cards", "jokers", "deck", "empty step"])
def test_a_table_hand_the_game_cannot_play_is_refused_in_words(definition, said):
    assert builder.problems(definition) == said
