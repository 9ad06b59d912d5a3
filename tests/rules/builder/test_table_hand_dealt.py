"""A table's hand dealt street by street with the players' cards, or made of the cards thrown away at the draw:
scenarios of deals played with set cards, and the catalogue's Five Stud Ghost Hand and Croaker defined and
played to their end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from tests.rules.builder.test_guts import pot, stacks, table
from tests.support.defined_play import played_to_its_end


def street(cards: int = 0) -> list[dict]:
    """"Deal one card up to each player. Deal one card face up to the table." (the first street also deals
    "one card face down to the table")."""
    first = {"kind": "deal", "down": 1, "up": 1} if cards else {"kind": "deal", "up": 1}
    return [first, {"kind": "table_hand", "cards": cards, "up": 1}, {"kind": "bet"}]


GHOST_STUD = {"name": "Five stud ghost hand", "stud": True, "most_players": 9, "ante": 25,
              "script": street(1) + street() + street() + street()}
SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
CROAKER = {**json.loads((SHIPPED / "croaker.json").read_text()), "ante": 25}


def play_deal(night, down: dict[int, str], up: dict[int, str] = {}, table_up: str = "", table_down: str = "",
              draws: dict[int, tuple[int, str]] = {}, folds=(), dealer: int = 3) -> dict:
    """One deal with set cards: everyone enters their face-down cards, the dealer deals the face-up ones and the
    table's, every betting round is checked round (those in `folds` fold at their first turn after the draw),
    each player draws as `draws` says (how many, and the hand after), the dealer turns up the table's hand when
    the showdown needs it and everyone still in shows; the referee's ruling."""
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": dealer})
    for seat, cards in down.items():
        night.do(f"seat:{seat}", {"type": "cards", "cards": cards.split()})
    ups = {seat: cards.split() for seat, cards in up.items()}
    table_cards = table_up.split()
    while night.live.deal is not None:
        state = night.live.deal.state
        offers = {offer["type"]: offer for offer in night.variant.legal_actions(state, dealer)}
        if "deal_up" in offers:
            night.do(f"seat:{dealer}", {"type": "deal_up", "cards": {
                str(seat): ups[seat].pop(0) for seat in offers["deal_up"]["seats"]}})
        elif "table_hand_up" in offers:
            count = offers["table_hand_up"]["count"]
            night.do(f"seat:{dealer}", {"type": "table_hand_up", "cards": table_cards[:count]})
            table_cards = table_cards[count:]
        elif "table_hand" in offers:
            night.do(f"seat:{dealer}", {"type": "table_hand", "cards": table_down.split()})
        else:
            seat = state.to_act()
            if seat is None:
                seat = next(seat for seat in state.contenders() if seat not in state.zones.shown)
            kinds = {offer["type"] for offer in night.variant.legal_actions(state, seat)}
            if "show" in kinds:
                night.do(f"seat:{seat}", {"type": "show"})
            elif "draw" in kinds:
                count, hand = draws.get(seat, (0, down[seat]))
                night.do(f"seat:{seat}", {"type": "draw", "count": count, "cards": hand.split()})
            elif seat in folds and seat in state.changed:  # after their draw
                night.do(f"seat:{seat}", {"type": "fold"})
                folds = tuple(other for other in folds if other != seat)
            else:
                night.do(f"seat:{seat}", {"type": "check" if "check" in kinds else "call"})
    return night.log[-1].payload


STUD_UP = {1: "Ah 9c 4d 2s", 2: "Kh Qc 8d 3s", 3: "7h 6c 5d Js"}


@pytest.mark.parametrize("down, table_down, after, next_pot, summary", [
    pytest.param({1: "As", 2: "Ks", 3: "Jh"}, "2c", {1: 1050, 2: 975, 3: 975}, 0,
                 "The pot of 75¢: seat 1 with pair of aces, nine kicker. The table's hand was high card, ten.",
                 id="a pair of aces beats the table's ten high: it takes the pot"),
    pytest.param({1: "Ad", 2: "Kd", 3: "Jd"}, "Tc", {1: 975, 2: 975, 3: 975}, 75,
                 "Nobody wins the pot: the table's hand, two pair, tens and eights",
                 id="the table's two pair beats every hand: the pot stays for the next deal"),
])
def test_five_stud_ghost_hand_is_dealt_street_by_street(down, table_down, after, next_pot, summary):
    """"Deal one card face down to the table. Deal one card face up to the table." and a card up to it after
    each of the players' streets; "You must beat the table hand to win. If no one beats the qualifier, redeal
    for all.\""""
    night = table(GHOST_STUD)
    ruling = play_deal(night, down, STUD_UP, table_up="Tc 8h 6s 3d" if table_down == "2c" else "Th 8h 8c 3d",
                       table_down=table_down)
    assert stacks(night) == after
    assert pot(night) == next_pot
    assert ruling["summary"].startswith(summary)
    assert rules.replay(night.log) == night.live


def test_every_phone_shows_the_table_hand_street_by_street():
    night = table(GHOST_STUD)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 3})
    night.do("seat:3", {"type": "deal_up", "cards": {"1": "Ah", "2": "Kh", "3": "7h"}})
    state = night.live.deal.state
    assert "table_hand_up" in {offer["type"] for offer in night.variant.legal_actions(state, 3)}
    assert "table_hand_up" not in {offer["type"] for offer in night.variant.legal_actions(state, 1)}
    with pytest.raises(RuleError, match="Only the dealer"):
        night.do("seat:1", {"type": "table_hand_up", "cards": ["Tc"]})
    with pytest.raises(RuleError, match="A♥ is already showing"):
        night.do("seat:3", {"type": "table_hand_up", "cards": ["Ah"]})
    night.do("seat:3", {"type": "table_hand_up", "cards": ["Tc"]})
    state = night.live.deal.state
    for viewer in (None, 1, 3):
        assert night.variant.view(state, viewer)["piles"] == {"the table's hand": {"cards": ["Tc"], "down": 1}}
    with pytest.raises(RuleError, match="No card of the table's hand is being dealt face up now"):
        night.do("seat:3", {"type": "table_hand_up", "cards": ["9d"]})


CROAKER_HANDS = {1: "As Ad Ac 7h 2c", 2: "Ks Kd 8c 5h 3d", 3: "Qs Qd 9c 6h 4d"}


@pytest.mark.parametrize("draws, folds, table_down, after, next_pot, summary", [
    pytest.param({1: (2, "As Ad Ac Jh Jc"), 2: (3, "Ks Kd Th 9h 2d"), 3: (3, "Qs Qd Js 2h 5c")}, (),
                 "7h 2c 8c 5h 3d 9c 6h 4d", {1: 1050, 2: 975, 3: 975}, 0,
                 "The pot of 75¢: seat 1 with full house, aces over jacks. The table's hand was straight, nine high.",
                 id="the discards make a straight: aces full beat it"),
    pytest.param({1: (2, "As Ad Ac Jh Jc"), 2: (3, "Ks Kd Th 9h 2d"), 3: (3, "Qs Qd Js 2h 5c")}, (),
                 "7h 2c 7c 7s 7d 9c 6h 4d", {1: 975, 2: 975, 3: 975}, 75,
                 "Nobody wins the pot: the table's hand, four of a kind, sevens, nine kicker, beats seat 1's full "
                 "house, aces over jacks; it stays for the next deal.", id="four sevens thrown away beat every hand"),
    pytest.param({1: (0, "As Ad Ac 7h 2c"), 2: (0, "Ks Kd 8c 5h 3d"), 3: (0, "Qs Qd 9c 6h 4d")}, (),
                 "", {1: 1050, 2: 975, 3: 975}, 0, "The pot of 75¢: seat 1 with three of a kind, aces, seven kicker.",
                 id="nobody draws: there is no table's hand to beat"),
    pytest.param({1: (2, "As Ad Ac Jh Jc"), 2: (3, "Ks Kd Th 9h 2d"), 3: (1, "Qs Qd 9c 6h Qh")}, (1,),
                 "7h 2c 8c 5h 3d 4d", {1: 975, 2: 975, 3: 1050}, 0,
                 "The pot of 75¢: seat 3 with three of a kind, queens, nine kicker. The table's hand was high card, "
                 "eight.",
                 id="the discards of a player who folds after the draw are the table's too"),
])
def test_croaker_plays_the_cards_thrown_away_at_the_draw(draws, folds, table_down, after, next_pot, summary):
    """"All cards discarded in order to draw go face down to the table." and "You must beat the table hand to
    win. If no one beats the qualifier, redeal for all.\""""
    night = table(CROAKER)
    ruling = play_deal(night, CROAKER_HANDS, draws=draws, folds=folds, table_down=table_down)
    assert stacks(night) == after
    assert pot(night) == next_pot
    assert ruling["summary"].startswith(summary)
    assert rules.replay(night.log) == night.live


def test_the_table_hand_of_discards_is_as_many_cards_as_were_thrown_away():
    night = table(CROAKER)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 3})
    for seat, cards in CROAKER_HANDS.items():
        night.do(f"seat:{seat}", {"type": "cards", "cards": cards.split()})
    for seat in (1, 2, 3):
        night.do(f"seat:{seat}", {"type": "check"})
    night.do("seat:1", {"type": "draw", "count": 2, "cards": "As Ad Ac Jh Jc".split()})
    night.do("seat:2", {"type": "draw", "count": 3, "cards": "Ks Kd Th 9h 2d".split()})
    state = night.live.deal.state
    assert night.variant.view(state, None)["piles"] == {"the table's hand": {"cards": [], "down": 5}}
    night.do("seat:3", {"type": "draw", "count": 0, "cards": CROAKER_HANDS[3].split()})
    for seat in (1, 2, 3):
        night.do(f"seat:{seat}", {"type": "check"})
    night.do("seat:1", {"type": "show"})
    with pytest.raises(RuleError, match="Enter the 5 different cards of the table's hand"):
        night.do("seat:3", {"type": "table_hand", "cards": "7h 2c 8c 5h".split()})


@pytest.mark.parametrize("definition, said", [
    ({**CROAKER, "script": [{"kind": "deal", "down": 5}, {"kind": "table_hand", "cards": 0}, {"kind": "bet"}]},
     ["Script step 2 (table_hand) deals the table's hand no card: give it cards, face down or up, or the cards "
      "thrown away at the draw (from_draws)."]),
    ({**CROAKER, "script": CROAKER["script"] + [{"kind": "draw", "most": 1}]},
     ["The cards thrown away at the draw go to the table's hand: the deal needs one draw, not 2."]),
    ({**CROAKER, "most_players": 7},
     ["7 players with 8 cards each and 0 in the middle and 4 in the table's hand need 60 cards; the deck has 52: "
      "allow at most 6 players."]),
    ({**GHOST_STUD, "most_players": 10},
     ["10 players with 5 cards each and 0 in the middle and 5 in the table's hand need 55 cards; the deck has 52: "
      "allow at most 9 players."]),
], ids=["no card", "two draws", "croaker deck", "ghost deck"])
def test_a_table_hand_the_deal_cannot_make_is_refused_in_words(definition, said):
    assert builder.problems(definition) == said


@pytest.mark.parametrize("players", [2, 6, 9])
@pytest.mark.parametrize("seed", [1, 2])
def test_five_stud_ghost_hand_is_defined_and_played_to_its_end(seed, players):
    played_to_its_end(GHOST_STUD, seed, players)


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("seed", [1, 2])
def test_croaker_is_defined_and_played_to_its_end(seed, players):
    played_to_its_end(CROAKER, seed, players)


def test_the_rule_text_says_how_the_table_hand_is_made():
    text = builder.rule_text(GHOST_STUD) + builder.rule_text(CROAKER)
    assert "Deal 1 card face down and 1 face up to the table: the table's hand, its face-down cards turned up at " \
           "the showdown when someone is in it (the dealer enters it as it is dealt). To win" in " ".join(text)
    assert "Deal 1 card face up to the table's hand, which a hand must beat to win (the dealer enters it as it " \
           "is dealt)" in " ".join(text)
    assert "The cards thrown away at the draw go face down to the table: the table's hand, its face-down cards " \
           "turned up at the showdown when someone is in it. To win" in " ".join(text)
