"""The pieces a definition names, each at work in a deal of a game a table defined: a high-low split, the
lowest card showing wild for its owner, a rule the table's own option turns on or off, and mechanics of
several pieces in one game."""

from __future__ import annotations

import random

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_card
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.poker.buying import Prices
from referee.rules.poker.extensions import Extensions, mechanics
from referee.rules.poker.openers import Opened
from tests.rules.test_every_game import Night, play
from tests.support.stud import Stud

SEATS = {1: 500, 2: 500, 3: 500}
STUD = [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 2}, {"kind": "bet"}]


HIGH_LOW = {"name": "Stud high-low", "stud": True, "script": STUD, "showdown": [{"kind": "high_low", "low": "8"}]}
FULL_HOUSE = ("Ac Ah As", "Kc Kh")

# Each hand: (3 up cards, 2 down cards shown). Pot: three 5¢ antes; half is 5¢, the odd chip goes high.
SPLITS = [
    pytest.param({1: FULL_HOUSE, 2: ("2c 4d 6h", "7s 8c"), 3: ("3c 5d 7h", "9s Jc")}, {"1": 10, "2": 5},
                 id="half to the only eight-or-better low"),
    pytest.param({1: FULL_HOUSE, 2: ("2c 4d 6h", "9s 8c"), 3: ("3c 5d 7h", "9h Jc")}, {"1": 15},
                 id="no low qualifies: the best hand takes all"),
    pytest.param({1: FULL_HOUSE, 2: ("2c 4d 6h", "7s 8c"), 3: ("2d 4h 6s", "7c 8d")}, {"1": 10, "3": 5},
                 id="tied lows split their half: its one chip to the highest card by suit, the 8♦"),
    pytest.param({1: ("Kd Qd Jd", "9d 8d"), 2: ("2c 3d 4h", "5s Ac"), 3: ("7c 7d 7h", "9s Jc")},
                 {"1": 10, "2": 5}, id="a pair of sevens in the hand is no low of five ranks"),
    pytest.param({1: ("Kd Qd Jd", "9d 8d"), 2: ("2c 3d 4h", "5s Ac"), 3: ("6c 6d 6h", "9s Jc")},
                 {"1": 10, "2": 5}, id="the wheel is the best low; the flush the best hand"),
]


@pytest.mark.parametrize("hands, paid", SPLITS)
def test_a_high_low_split(dealt, hands, paid):
    ruling = Stud(dealt(HIGH_LOW)).play(hands)
    assert ruling["pots"][0]["paid"] == paid


def test_the_summary_credits_the_low_half_to_its_winner_with_its_low(dealt):
    ruling = Stud(dealt(HIGH_LOW)).play({1: FULL_HOUSE, 2: ("2c 4d 6h", "7s 8c"), 3: ("3c 5d 7h", "9s Jc")})
    assert ruling["summary"] == ("The pot of 15¢: seat 1 takes 10¢, the high half, with full house, aces over "
                                 "kings; seat 2 takes 5¢, the low half, with eight-seven low (8-7-6-4-2).")


def test_each_shown_low_is_said_in_the_ruling(dealt):
    ruling = Stud(dealt(HIGH_LOW)).play({1: FULL_HOUSE, 2: ("Ad 4d 6h", "7s 4c"), 3: ("3c 5d 7h", "2s 8c")})
    assert {seat: hand.get("verdict") for seat, hand in ruling["hands"].items()} == {
        "1": None, "2": None, "3": "Eight-seven low (8-7-5-3-2)"}


def test_a_wild_card_stands_for_the_lowest_rank_a_low_lacks(dealt):
    wild = {**HIGH_LOW, "wild": [{"kind": "ranks", "ranks": ["K"]}]}
    ruling = Stud(dealt(wild)).play({1: FULL_HOUSE, 2: ("Ks 4d 6h", "7s 8c"), 3: ("3c 5d 9h", "2s Jh")})
    assert ruling["hands"]["2"]["verdict"] == "Eight-seven low (8-7-6-4-A)"  # the wild king plays as an ace
    assert ruling["pots"][0]["paid"] == {"1": 10, "2": 5}


def test_the_lowest_rank_showing_is_wild_for_its_owner_only(dealt):
    d = dealt({"name": "Low wild", "stud": True, "script": STUD, "wild": [{"kind": "lowest_showing"}]})
    stud = Stud(d)
    stud.turn("4c 9d Ah")
    assert d.state.wild(1).is_wild(parse_card("4s")) and not d.state.wild(2).is_wild(parse_card("4s"))
    stud.turn("Kc 2d Kh")
    assert [d.state.zones.face_up(seat) for seat in (2, 3)] == [(parse_card("9d"), parse_card("2d")),
                                                               (parse_card("Ah"), parse_card("Kh"))]
    assert d.state.wild(2).words == "Deuces are wild"
    assert d.state.wild(3).words == "Kings are wild"  # aces count high


# Each hand: (3 up cards, 2 down cards shown); a wild card takes the rank that helps its hand most.
HOLE_WILDS = [
    pytest.param("lowest", {"1": "Three of a kind, aces, king kicker", "2": "Three of a kind, kings, nine kicker",
                            "3": "Three of a kind, queens, jack kicker"},
                 id="the lowest: seat 1's threes are wild in seat 1's hand, not in seat 3's"),
    pytest.param("highest", {"1": "Three of a kind, aces, king kicker", "2": "Three of a kind, kings, eight kicker",
                             "3": "Three of a kind, queens, four kicker"},
                 id="the highest: each player's highest face-down card"),
]


@pytest.mark.parametrize("which, said", HOLE_WILDS)
def test_a_players_own_face_down_card_is_wild_in_their_hand_only(dealt, which, said):
    d = dealt({"name": "Hole wild", "stud": True, "script": STUD, "wild": [{"kind": "hole_card", "which": which}]})
    stud, hands = Stud(d), {1: ("Ac Ah Kd", "3c 7d"), 2: ("Kc Kh 5s", "9c 8d"), 3: ("Qc Qh 3s", "Jc 4d")}
    stud.deal({seat: up for seat, (up, _) in hands.items()})
    assert not any(d.state.wild(seat) for seat in (1, 2, 3))  # no face-down card tells anything before the showdown
    ruling = stud.showdown({seat: down for seat, (_, down) in hands.items()})
    assert {seat: hand["words"] for seat, hand in ruling["hands"].items()} == said
    assert ruling["pots"][0]["paid"] == {"1": 15}


@pytest.mark.parametrize("which, said", [("last", ["Aces are wild", "Nines are wild"]),
                                         ("lowest", ["Kings are wild", "Nines are wild"])])
def test_the_last_or_the_lowest_card_in_the_middle_is_wild_in_every_hand(dealt, which, said):
    script = [{"kind": "deal", "down": 2}, {"kind": "bet"}, {"kind": "deal", "community": 2}, {"kind": "bet"},
              {"kind": "deal", "community": 1}, {"kind": "bet"}]
    d = dealt({"name": "Middle wild", "script": script, "wild": [{"kind": "middle_card", "which": which}]})
    stud = Stud(d)
    stud.turn("Kd Ah")  # aces count high
    assert [d.state.wild(seat).words for seat in (None, 1)] == [said[0]] * 2
    stud.turn("9c")
    assert [d.state.wild(seat).words for seat in (None, 1)] == [said[1]] * 2


def test_the_lowest_card_a_player_shows_may_be_wild_in_their_hand_only(dealt):
    d = dealt({"name": "Own limbo", "script": [{"kind": "deal", "down": 5}, {"kind": "bet"},
                                               {"kind": "show_lowest", "wild_for": "owner"}, {"kind": "bet"}]})
    Stud(d).checks()
    d.act(1, {"type": "show_lowest", "card": "4c"})
    d.act(2, {"type": "show_lowest", "card": "9d"})
    assert d.state.wild(1).words == "Fours are wild" and d.state.wild(2).words == "Nines are wild"
    assert not d.state.wild(3) and not d.state.wild(None)


RAIN = {
    "name": "Rain check", "stud": True, "script": STUD,
    "on_cards": [{"kind": "rainout", "cards": ["7d"], "if": "rain"}],
    "options": [{"kind": "yes_no", "name": "rain", "help": "The 7♦ turned up rains the deal out."}],
}


@pytest.mark.parametrize("rain", [True, False])
def test_a_rule_applies_only_when_the_dealer_turns_the_tables_option_on(dealt, rain):
    d = dealt(RAIN, rain=rain)
    drafts = d.act(3, {"type": "deal_up", "cards": {"1": "7d", "2": "2s", "3": "Qd"}})
    assert (drafts[-1].type == "redeal") == rain
    assert bool(d.state.zones.up) != rain
    assert d.replayed() == d.state


def test_the_tables_option_is_offered_with_its_default(dealt):
    game = builder.variant({**RAIN, "options": [{**RAIN["options"][0], "default": True}]})
    option = next(option for option in game.options if option.name == "rain")
    assert (option.kind, option.default, option.help) == ("bool", True, "The 7♦ turned up rains the deal out.")


EVERYTHING = {  # mechanics of four pieces in one game
    "name": "Kitchen sink", "most_players": 5,
    "script": [{"kind": "deal", "down": 5}, {"kind": "openers"}, {"kind": "bet"},
               {"kind": "draw", "most": 3}, {"kind": "second_deck"}, {"kind": "buy", "price": 10},
               {"kind": "deal", "community": 1}, {"kind": "bet"}],
    "wild": [{"kind": "middle"}],
}


def test_pieces_with_mechanics_of_their_own_combine():
    assert builder.problems(EVERYTHING) == []
    extension = builder.game(EVERYTHING).extension
    assert isinstance(extension, Extensions) and len(extension.parts) == 4
    assert mechanics(builder.game(EVERYTHING), Opened).words == "a pair of jacks or better"
    assert mechanics(builder.game(EVERYTHING), Prices).prices == ("card_price",)


@pytest.mark.parametrize("seed", range(6))
def test_a_game_of_combined_mechanics_is_played_to_its_end(seed):
    night = Night(builder.key_of(EVERYTHING["name"]), [1000, 1000, 1000], random.Random(seed), variant=True)
    night.do("seat:1", {"type": "define_game", "definition": EVERYTHING})
    game = night.variant = builder.variant(EVERYTHING)
    night.do(HOST, {"type": "start_deal", "variant": game.key, "dealer": 1,
                    "options": {"shared_wild": seed % 2 == 1}})
    view = game.view(night.live.deal.state, 1)
    assert view["openers"] == "a pair of jacks or better" and "your_hand" in view
    play(night)
    assert night.live.deal is None or night.live.deal.state.result is not None


TAXED_BY_THE_DEALER = {
    "name": "Dealer's tax", "stud": True, "script": STUD,
    "on_cards": [{"kind": "wild_tax", "ranks": ["3"], "price": {"option": "stake"}},
                 {"kind": "offer_card", "rank": "4", "price": {"option": "stake"}}],
    "options": [{"kind": "money", "name": "stake", "help": "What the wild tax and the extra card cost.",
                 "default": 50, "least": 10, "most": 100},
                {"kind": "choice", "name": "mood", "help": "How the table feels.", "choices": ["calm", "wild"]}],
}


@pytest.mark.parametrize("stake", [None, 10, 100])
def test_a_price_that_names_a_money_option_costs_what_the_dealer_set(dealt, stake):
    d = dealt(TAXED_BY_THE_DEALER, **({"stake": stake} if stake else {}))
    d.act(3, {"type": "deal_up", "cards": {"1": "3c", "2": "4d", "3": "Qd"}})
    paid = stake or 50  # the option's default
    assert {(a["type"], a.get("amount")) for a in d.variant.legal_actions(d.state, 1)} >= {("pay_tax", paid)}
    d.act(1, {"type": "pay_tax"})
    assert d.stack(1) == 500 - 5 - paid
    assert {(a["type"], a.get("amount")) for a in d.variant.legal_actions(d.state, 2)} >= {("buy", paid)}


def test_the_tables_money_and_choice_options_are_offered_with_their_bounds(dealt):
    game = builder.variant(TAXED_BY_THE_DEALER)
    own = {option.name: option for option in game.options}
    assert (own["stake"].kind, own["stake"].default, own["stake"].minimum, own["stake"].maximum) == ("int", 50, 10, 100)
    assert (own["mood"].kind, own["mood"].default, own["mood"].choices) == ("choice", "calm", ("calm", "wild"))
    assert "tax_price" not in own and "buy_price" not in own  # the prices are the table's own option
    assert dealt(TAXED_BY_THE_DEALER, mood="wild").state.options["mood"] == "wild"


@pytest.mark.parametrize("script", [
    [{"kind": "deal", "up": 2, "community": 3}, {"kind": "bet"}],
    [{"kind": "deal", "down": 1, "up": 2}, {"kind": "bet"}, {"kind": "discard", "count": 1}],
], ids=["community and face-up cards only", "every face-down card discarded"])
def test_a_hand_with_no_face_down_card_shows_nothing_and_the_pot_goes_to_a_showdown(dealt, script):
    d = dealt({"name": "Open hands", "script": script}, {1: 500, 2: 500})
    seats = (1, 2)
    for kind in [step["kind"] for step in script]:
        if kind == "deal":
            up = {"1": "Ah", "2": "Kd"}
            d.act(d.dealer, {"type": "deal_up", "cards": up})
            d.act(d.dealer, {"type": "deal_up", "cards": {"1": "As", "2": "Kc"}})
            if script[0].get("community"):
                d.act(d.dealer, {"type": "community", "cards": ["2c", "7d", "9h"]})
            if script[0].get("down"):
                for seat, card in zip(seats, ("3c", "4c")):
                    d.act(seat, {"type": "cards", "cards": [card]})
        elif kind == "bet":
            for seat in seats:
                d.act(seat, {"type": "check"})
        else:
            for seat, card in zip(seats, ("3c", "4c")):
                d.act(seat, {"type": "discard", "cards": [card]})
    assert all(d.state.down_count(seat) == 0 for seat in seats)
    show = next(a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "show")
    assert show["fields"][0].get("optional") is True
    d.act(1, {"type": "show"})
    ruling = d.act(2, {"type": "show"})[-1]
    assert ruling.type == "showdown" and ruling.payload["pots"][0]["winners"] == [1]


JACKPOTS = {"name": "Jackpots", "script": [{"kind": "deal", "down": 5}, {"kind": "openers", "nobody_opens": "pass"},
                                           {"kind": "bet"}, {"kind": "draw", "most": 3}, {"kind": "bet"}]}


def test_a_deal_nobody_opens_may_be_passed_out_its_pot_going_to_the_next_deal():
    night = Night(builder.key_of(JACKPOTS["name"]), [1000, 1000, 1000], random.Random(1), variant=True)
    night.do("seat:1", {"type": "define_game", "definition": JACKPOTS})
    night.variant = builder.variant(JACKPOTS)
    night.do(HOST, {"type": "start_deal", "variant": night.variant.key, "dealer": 3})
    for seat in (1, 2, 3):
        night.do(f"seat:{seat}", {"type": "pass"})
    ruling = night.log[-1]
    assert ruling.type == "uncontested" and night.live.deal is None
    assert ruling.payload["summary"] == ("Nobody wins the pot of 15¢: nobody opened with a pair of jacks or better; "
                                         "it is carried into the pot of the next deal.")
    night.do(HOST, {"type": "start_deal", "variant": night.variant.key, "dealer": 1})
    assert night.live.deal.state.pot == 30  # the pot passed out, and everyone's ante again
    assert night.live.accounts["stack:1"] == 990


def test_by_default_a_deal_nobody_opens_is_dealt_again():
    redealt = {**JACKPOTS, "script": [JACKPOTS["script"][0], {"kind": "openers"}, *JACKPOTS["script"][2:]]}
    assert "else the cards are dealt again" in " ".join(builder.rule_text(redealt))
    night = Night(builder.key_of(redealt["name"]), [1000, 1000], random.Random(1), variant=True)
    night.do("seat:1", {"type": "define_game", "definition": redealt})
    night.variant = builder.variant(redealt)
    night.do(HOST, {"type": "start_deal", "variant": night.variant.key, "dealer": 2})
    for seat in (1, 2):
        night.do(f"seat:{seat}", {"type": "pass"})
    assert night.log[-1].type == "redeal" and night.live.deal.state.pot == 10


def opened_by(first: str, stud: bool = False) -> dict:
    return {"name": "Who opens", "stud": stud, "script": [
        {"kind": "deal", "down": 1, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 1},
        {"kind": "bet", "first": first}]}


FIRST = [  # dealer 3; up cards 5♣ 9♦ K♥, then 2♠ Q♣ 3♦; in the first round seat 2 bets, and the others call
    pytest.param(opened_by("best_showing"), 3, id="the best hand showing: the king"),
    pytest.param(opened_by("last_raiser"), 2, id="the last to bet or raise before"),
    pytest.param(opened_by("dealer_left", stud=True), 1, id="left of the dealer, in a stud game too"),
    pytest.param(opened_by("last_raiser", stud=True), 2, id="the last raiser, in a stud game too"),
]


@pytest.mark.parametrize("definition, first", FIRST)
def test_a_betting_round_opens_with_the_player_the_game_says(dealt, definition, first):
    d = dealt(definition)
    d.act(3, {"type": "deal_up", "cards": {"1": "5c", "2": "9d", "3": "Kh"}})
    while d.state.to_act() != 2:
        d.act(d.state.to_act(), {"type": "check"})
    d.act(2, {"type": "bet", "amount": 10})
    while d.state.to_act() is not None:
        d.act(d.state.to_act(), {"type": "call"})
    d.act(3, {"type": "deal_up", "cards": {"1": "2s", "2": "Qc", "3": "3d"}})
    assert d.state.to_act() == first


TWISTED = {"name": "Twisted stud", "stud": True, "script": [
    {"kind": "deal", "down": 1, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 3}, {"kind": "bet"},
    {"kind": "twist", "price": 25}, {"kind": "bet"}]}


def _at_the_twist(dealt, stacks=SEATS, **options):
    d = dealt(TWISTED, stacks, **options)
    Stud(d).turn("5c 9d Kh 2s Qc 3d 4h 8c 6d 7s Jc Td")
    while d.state.current.name == "betting":
        d.act(d.state.to_act(), {"type": "check"})
    assert d.state.current.name == "twist"
    return d


def twist_offer(d, seat: int) -> dict:
    return next(a for a in d.variant.legal_actions(d.state, seat) if a["type"] == "draw")


def test_a_twist_replaces_one_face_down_card_for_its_price_or_stands_pat(dealt):
    d = _at_the_twist(dealt)
    assert twist_offer(d, 1)["max"] == 1 and twist_offer(d, 1)["tax_each"] == 25
    pot = d.state.pot
    d.act(1, {"type": "draw", "count": 1, "cards": ["Ah"]})
    d.act(2, {"type": "draw", "count": 0})
    assert d.stack(1) == 470 and d.stack(2) == 495 and d.state.pot == pot + 25
    assert d.state.zones.entered[1] == (parse_card("Ah"),) and d.state.down_count(1) == 1
    refused = d.refuse(3, {"type": "draw", "count": 2})
    assert refused.message == "You may draw at most 1 card."
    d.act(3, {"type": "draw", "count": 1})
    assert d.state.current.name == "betting" and d.replayed() == d.state


def test_the_twist_costs_what_the_dealer_set(dealt):
    d = _at_the_twist(dealt, twist_price=50)
    assert (twist_offer(d, 1)["max"], twist_offer(d, 1)["tax_each"]) == (1, 50)


def test_a_player_who_cannot_pay_the_twist_may_only_stand_pat(dealt):
    d = _at_the_twist(dealt, {1: 500, 2: 500, 3: 25})
    d.act(1, {"type": "draw", "count": 0})
    d.act(2, {"type": "draw", "count": 0})
    assert twist_offer(d, 3)["max"] == 0
    refused = d.refuse(3, {"type": "draw", "count": 1})
    assert refused.message == "A card replaced at the twist: a card costs 25¢ and you have 20¢ behind."


FLIP = {"name": "Flip", "stud": True, "script": [{"kind": "deal", "down": 3}, {"kind": "roll_up", "count": 1},
                                                 {"kind": "bet"}, {"kind": "deal", "up": 1}, {"kind": "bet"}],
        "on_cards": [{"kind": "kill", "cards": ["6s"]}]}


def test_cards_rolled_up_together_stay_unseen_until_everyone_chose(dealt):
    d = dealt(FLIP)
    d.act(1, {"type": "cards", "cards": ["Ah", "4c", "9d"]})
    d.act(1, {"type": "roll_up", "cards": ["4c"]})
    refused = d.refuse(1, {"type": "roll_up", "cards": ["Kd"]})
    assert refused.message.startswith("K♦ is not among the cards you entered")
    d.act(1, {"type": "roll_up", "cards": ["Ah"]})  # changed before the last choice is in
    d.act(2, {"type": "roll_up", "cards": ["Kc"]})
    assert not d.state.zones.up and "Ah" not in str(d.variant.view(d.state, 2))
    drafts = d.act(3, {"type": "roll_up", "cards": ["6s"]})
    assert [draft.type for draft in drafts] == ["roll_up", "rolled_up", "killed"]
    assert drafts[1].payload["cards"] == {"1": ["Ah"], "2": ["Kc"], "3": ["6s"]}
    assert [line["says"] for line in drafts[1].payload["lines"]] == ["turns up A♥", "turns up K♣", "turns up 6♠"]
    assert [d.state.zones.face_up(seat) for seat in (1, 2)] == [(parse_card("Ah"),), (parse_card("Kc"),)]
    assert d.state.down_count(1) == 2 and d.state.zones.entered[1] == (parse_card("4c"), parse_card("9d"))
    assert 3 not in d.state.in_hand  # the black six turned up kills the hand
    assert d.state.current.name == "betting" and d.state.to_act() == 1  # the ace showing bets first
    assert d.replayed() == d.state


def test_cards_rolled_up_in_turn_are_turned_up_at_once_from_the_dealers_left(dealt):
    d = dealt({**FLIP, "script": [FLIP["script"][0], {"kind": "roll_up", "together": False}, *FLIP["script"][2:]]})
    assert "roll_up" not in d.legal(2) and "roll_up" in d.legal(1)
    d.act(1, {"type": "roll_up", "cards": ["2c"]})
    assert d.state.zones.face_up(1) == (parse_card("2c"),)
    assert d.refuse(3, {"type": "roll_up", "cards": ["Kd"]}).code == "not_your_turn"
    d.act(2, {"type": "roll_up", "cards": ["Kd"]})
    d.act(3, {"type": "roll_up", "cards": ["Qd"]})
    assert d.state.current.name == "betting" and d.state.to_act() == 2


def test_a_twist_may_replace_a_face_up_card_with_one_the_dealer_deals_face_up(dealt):
    any_card = {**TWISTED, "script": [*TWISTED["script"][:4], {"kind": "twist", "price": 25, "cards": "any"},
                                      TWISTED["script"][5]], "on_cards": [{"kind": "kill", "cards": ["6s"]}]}
    d = dealt(any_card)
    Stud(d).turn("5c 9d Kh 2s Qc 3d 4h 8c 7d 7s Jc Td")
    while d.state.current.name == "betting":
        d.act(d.state.to_act(), {"type": "check"})
    assert {"draw", "twist_up"} <= d.legal(1)
    refused = d.refuse(1, {"type": "twist_up", "card": "Kh"})
    assert refused.message == "K♥ is not face up in front of you: replace one of your face-up cards."
    d.act(1, {"type": "twist_up", "card": "2s"})
    assert d.stack(1) == 470 and d.state.to_act() is None and d.legal(3) == {"deal_up", "cards"}
    assert d.refuse(3, {"type": "deal_up", "cards": {"1": "Qc"}}).code == "card_in_play"
    d.act(3, {"type": "deal_up", "cards": {"1": "6s"}})  # the black six kills the hand it is dealt to
    assert d.state.zones.face_up(1) == tuple(parse_card(c) for c in ("5c", "4h", "7s", "6s"))
    assert 1 not in d.state.in_hand and d.state.to_act() == 2
    d.act(2, {"type": "draw", "count": 0})
    d.act(3, {"type": "draw", "count": 0})
    assert d.state.current.name == "betting" and d.replayed() == d.state


def test_an_ace_shown_to_draw_more_is_kept_so_a_draw_never_changes_every_card(dealt, monkeypatch):
    """A four-card game drawing "up to 3, 4 showing an ace": the check refuses such a definition since rules 3;
    a table that defined it before still holds a player to keeping their ace."""
    monkeypatch.setattr(builder, "problems", lambda definition: [])
    d = dealt({"name": "Four down", "script": [{"kind": "deal", "down": 4}, {"kind": "bet"},
                                                 {"kind": "draw", "most": 3, "most_with_ace": 4}, {"kind": "bet"}]})
    d.act(1, {"type": "cards", "cards": ["As", "Kd", "9c", "4h"]})
    for seat in (1, 2, 3):
        d.act(seat, {"type": "check"})
    refusal = d.refuse(1, {"type": "draw", "count": 4, "show": "As"})
    assert refusal.code == "too_many_drawn"
    assert refusal.message == "You hold 4 cards face down and keep the A♠ you show: you may change at most 3."
    d.act(1, {"type": "draw", "count": 3, "show": "As"})


@pytest.mark.parametrize("step, said", [
    ({"kind": "twist", "price": 1}, "The twist price must be a multiple of 5¢ (the smallest chip)."),
    ({"kind": "draw", "most": 3, "tax": 7}, "The draw tax must be a multiple of 5¢ (the smallest chip)."),
])
def test_a_twist_or_a_draw_tax_is_paid_in_whole_chips(dealt, step, said):
    with pytest.raises(RuleError) as refused:
        dealt({"name": "Odd prices", "script": [{"kind": "deal", "down": 5}, {"kind": "bet"}, step, {"kind": "bet"}]})
    assert refused.value.message == said
