"""Daytime baseball: seven-card stud, 3s and 9s wild, a black six kills, a four up buys a card;
options: the wild tax and the rainout, which reach face-down cards shown at the showdown.

Three seats, dealer 3, so every wave is turned up for seats 1, 2, 3 in turn (`Stud.turn`),
two down with the first card up, two more down, then one up and one up: the house order.
"""

from __future__ import annotations

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError
from referee.rules.engine.variant import Setup, resolve_options
from tests.support.stud import Stud

SEATS = {1: 500, 2: 500, 3: 500}


def daytime(deal, stacks=None, **options):
    stacks = stacks or SEATS
    d = deal("daytime_baseball", stacks, dealer=max(stacks), **options)
    return d, Stud(d)


def answer(d, *answers):
    """Each (seat, action type) in turn: the seat the deal waits for answers an offer or a tax."""
    for seat, kind in answers:
        assert d.state.to_act() == seat, (d.state.current.name, d.state.to_act())
        d.act(seat, {"type": kind})


def offered(d, seat: int) -> list[dict]:
    """What the seat is offered, without the fields each action takes (engine/specs.py)."""
    return [{key: value for key, value in action.items() if key != "fields"}
            for action in d.variant.legal_actions(d.state, seat)]


def says(d, seat: int) -> str:
    return d.variant.view(d.state, None)["showing"][str(seat)]["says"]


def test_the_game_and_its_options_in_the_catalog():
    variant = VARIANTS["daytime_baseball"]
    options = {o.name: o.default for o in variant.options}
    assert {k: options[k] for k in ("order", "buy_price", "wild_tax", "tax_price", "rainout", "ante")} == {
        "order": "house", "buy_price": 25, "wild_tax": False, "tax_price": 25, "rainout": False, "ante": 5}
    assert variant.max_players == 7 and variant.game.stud


@pytest.mark.parametrize("option", ["buy_price", "tax_price"])
def test_a_price_must_be_a_whole_number_of_chips(option):
    variant = VARIANTS["daytime_baseball"]
    setup = Setup((1, 2), 2, {1: 500, 2: 500}, resolve_options(variant.options, {option: 30}), unit=5)
    assert variant.start(setup).pot == 0
    setup = Setup((1, 2), 2, {1: 500, 2: 500}, resolve_options(variant.options, {option: 27}), unit=5)
    with pytest.raises(RuleError) as refused:
        variant.start(setup)
    assert refused.value.code == "bad_option" and option.replace("_", " ") in refused.value.message


# Threes and nines, without the wild tax: wild in every hand, face up or in the hole.
def test_threes_and_nines_are_wild_up_and_in_the_hole(deal):
    d, stud = daytime(deal)
    stud.turn("3h Kd 9c")
    assert d.variant.view(d.state, None)["wilds"] == "Threes and nines are wild"
    assert says(d, 1) == "High card, ace, the 3♥ wild" and says(d, 3) == "High card, ace, the 9♣ wild"
    assert d.state.to_act() == 3  # two wild cards showing as aces: the 9♣ is the higher card
    stud.turn("Kh Ks 2c 5d 5c 7h")
    ruling = stud.showdown({1: "9d Kc 4c 8s", 2: "Ac Ad Jh Th", 3: "Qd Qs Js Tc"})
    assert ruling["pots"][0]["winners"] == [1]  # K♥ K♣ and the 3♥ and 9♦: four kings
    assert ruling["hands"]["1"]["words"].startswith("Four of a kind, kings")


# A black six: dealt face up it kills at once; in the hole it kills when shown at the showdown.
BLACK_SIXES = [
    # turned up (in order, round the table, to the hands still in), the face-down cards shown, the winners
    pytest.param("6s Kd Qc 2h 2d 5c 8h", {2: "Ad Ac 4s 5h", 3: "Qd Qh 7s Th"}, [3],
                 id="up on the first wave: dead at once, out of the deal"),
    pytest.param("Ks Kd Qc 6c 2d 2c 8h 8d", {2: "Ad Ac 4s 5h", 3: "Qd Qh 7s Th"}, [3],
                 id="up on a later wave: dead at once"),
    pytest.param("Ks Kd Qc 5h 2d 2c 8h 8d 8c", {1: "Kh Kc 6s 5c", 2: "Ah Ac 4s 5d", 3: "Qd Qh 7s Th"}, [3],
                 id="in the hole: a full house killed when shown"),
    pytest.param("Ks Kd Qc 5h 2d 2c 8h 8d 8c", {1: "Kh Kc Jh 5c", 2: "Ah Ac 4s 5d", 3: "Qd Qh 6c Th"}, [1],
                 id="in the hole of another hand"),
    pytest.param("Ks Kd Qc 5h 2d 2c 8h 8d 8c", {1: "Kh 6c Jh 5c", 2: "Ah Ac 4s 5d", 3: "Qd Qh 6s Th"}, [2],
                 id="two hands dead in the hole: the third wins"),
]


@pytest.mark.parametrize("turned, shown, winners", BLACK_SIXES)
def test_a_black_six(deal, turned, shown, winners):
    d, stud = daytime(deal)
    stud.turn(turned)
    ruling = stud.showdown(shown)
    assert ruling["pots"][0]["winners"] == winners
    for seat in set(SEATS) - set(shown):
        assert seat in d.state.killed and "dealt face up kills" in says(d, seat)
    for seat, text in shown.items():
        if "6s" in text.split() or "6c" in text.split():
            assert ruling["hands"][str(seat)]["verdict"].endswith("in the hole: a black six kills the hand")
            assert says(d, seat).startswith("dead: 6")
    assert d.replayed() == d.state


def test_a_black_six_up_kills_at_once_and_leaves_the_last_hand_the_pot(deal):
    d, stud = daytime(deal, {1: 500, 2: 500})
    drafts = d.act(2, {"type": "deal_up", "cards": {"1": "6c", "2": "Qd"}})
    assert [draft.type for draft in drafts] == ["deal_up", "killed", "uncontested"]  # the log says the kill
    assert drafts[1].payload["says"] == "Seat 1 is out of the deal: 6♣: a black six dealt face up kills the hand."
    assert d.state.result is not None and d.stack(2) == 505
    assert d.state.result["summary"] == "The pot of 10¢: seat 2."


def test_two_black_sixes_in_one_entry_the_first_leaves_one_hand_and_it_has_won(deal):
    d, stud = daytime(deal, {1: 500, 2: 500})
    d.act(2, {"type": "deal_up", "cards": {"1": "6c", "2": "6s"}})  # dealt from the dealer's left: seat 1 first
    assert d.state.killed == {1} and d.state.result["pots"][0]["winners"] == [2]


def test_a_hand_killed_with_more_chips_in_than_the_hand_left_gets_back_the_side_pot_only_it_reached(deal):
    d, stud = daytime(deal, {1: 25, 2: 500, 3: 500})
    stud.turn("Kd Ks Qc")
    d.act(2, {"type": "bet", "amount": 25})
    d.act(3, {"type": "call"})
    d.act(1, {"type": "all_in"})  # 20 more: 25 in all
    d.act(2, {"type": "bet", "amount": 25})  # two more down
    d.act(3, {"type": "fold"})
    stud.turn("Qh 6s")  # seat 2, with 30 in that seat 3 called, is dead; seat 1 is all-in for 25
    ruling = d.state.result
    assert [(p["amount"], p["eligible"], p["paid"]) for p in ruling["pots"]] == [
        (75, [1], {"1": 75}), (10, [2], {"2": 10})]
    assert ruling["refunds"] == {"2": 25}  # the last bet nobody called
    assert (d.stack(1), d.stack(2), d.stack(3)) == (75, 500 - 55 + 25 + 10, 470)


def test_a_black_six_up_after_bets_keeps_them_in_the_pot(deal):
    d, stud = daytime(deal)
    stud.turn("Ks Kd Qc")
    d.act(1, {"type": "bet", "amount": 25})
    d.act(2, {"type": "call"})
    d.act(3, {"type": "call"})
    stud.turn("6s")
    assert d.state.in_hand == {2, 3} and d.state.pot == 90
    assert says(d, 1) == "dead: 6♠: a black six dealt face up kills the hand"
    assert "deal_up" in d.legal(3) and offered(d, 1) == []


# A four dealt face up: its owner may buy one more card, face down, which they enter themselves.
def test_a_four_bought_is_dealt_face_down_and_paid_into_the_pot(deal):
    d, stud = daytime(deal)
    stud.turn("4h Kd Qc")
    assert d.state.current.name == "purchase" and d.state.to_act() == 1
    offers = offered(d, 1)
    assert {"type": "buy", "amount": 25, "rule": "4♥: a four dealt face up: one more card, face down"} in offers
    assert d.legal(2) == {"cards"} and d.refuse(2, {"type": "buy"}).code == "no_offer"
    drafts = d.act(1, {"type": "buy"})
    assert drafts[0].postings == (("stack:1", "pot:1", 25),)
    assert d.stack(1) == 470 and d.state.pot == 40 and d.state.down_count(1) == 3
    assert d.state.current.name == "betting" and d.state.to_act() == 2  # the king bets first
    d.act(1, {"type": "cards", "cards": ["As", "Ad", "Ac"]})  # the bought card, entered by its owner
    stud.turn("Kh Ks 2c 5d 5c 7h")
    ruling = stud.showdown({1: "As Ad Ac 8c 8s", 2: "Th Jh 2s 2d", 3: "Qd Qh Td Jd"})
    assert ruling["pots"][0]["winners"] == [1] and ruling["pots"][0]["amount"] == 40
    assert not ruling["refunds"]  # the price is in the pot for good, not a bet to give back
    assert d.stack(1) == 470 + 40
    assert d.replayed() == d.state


def test_a_four_declined_deals_nothing(deal):
    d, stud = daytime(deal)
    stud.turn("Kd 4s Qc")
    answer(d, (2, "decline"))
    assert d.state.down_count(2) == 2 and d.state.pot == 15 and d.stack(2) == 495


def test_a_four_that_cannot_be_afforded_is_not_offered(deal):
    d, stud = daytime(deal, {1: 25, 2: 500, 3: 500})
    stud.turn("4d Kd Qc")
    assert offered(d, 1) == [{"type": "cards", "count": 2}, {"type": "decline"}]
    refused = d.refuse(1, {"type": "buy"})
    assert refused.code == "cannot_afford" and refused.message == "The card costs 25¢ and you have 20¢ behind."
    answer(d, (1, "decline"))
    assert d.state.current.name == "betting"


def test_fours_in_one_wave_are_offered_in_playing_order_at_the_table_price(deal):
    d, stud = daytime(deal, buy_price=50)
    stud.turn("Kd 4s 4c")
    answer(d, (2, "buy"), (3, "decline"))
    assert d.stack(2) == 445 and d.state.down_count(2) == 3 and d.state.down_count(3) == 2
    stud.turn("4h")  # a later wave's four, checked through to it
    assert d.state.current.name == "dealing"  # the wave is not over: the offer waits for it
    stud.turn("7h 8h")
    answer(d, (1, "buy"))
    assert d.state.pot == 15 + 50 + 50


# The wild tax: a 3 or 9 is wild only once its owner pays; declined, it stays natural.
def test_a_tax_paid_makes_the_card_wild_in_its_owners_hand_only(deal):
    d, stud = daytime(deal, wild_tax=True)
    assert d.variant.view(d.state, None)["wilds"] == \
        "Threes and nines are wild once their owner pays the wild tax (25¢ each)"
    stud.turn("3h 9d Qc")
    assert says(d, 1) == "High card, three"  # not wild until paid
    offers = offered(d, 1)
    assert {"type": "pay_tax", "card": "3h", "amount": 25, "rule": "3♥: the wild tax"} in offers
    drafts = d.act(1, {"type": "pay_tax"})
    assert drafts[0].payload == {"rule": "3♥: the wild tax", "amount": 25}
    assert drafts[0].postings == (("stack:1", "pot:1", 25),)
    assert d.state.to_act() == 2 and d.state.current.name == "wild_tax"
    answer(d, (2, "decline_tax"))
    assert says(d, 1) == "High card, ace, the 3♥ wild"
    assert says(d, 2) == "High card, nine, the 9♦ natural: the wild tax declined"
    assert d.state.wild(1).is_wild(d.state.zones.up[1][0]) and not d.state.wild(2)
    assert d.state.to_act() == 1  # the paid wild card is an ace: it bets first
    assert d.state.pot == 40 and d.stack(1) == 470 and d.stack(2) == 495
    stud.turn("Kh Ks 2c 5d 5c 7h")
    stud.checks()
    d.act(1, {"type": "show", "cards": ["9c", "2s", "4c", "8h"]})
    assert d.state.current.name == "wild_tax" and d.state.to_act() == 1  # the 9♣ in the hole is asked about
    answer(d, (1, "decline_tax"))
    d.act(2, {"type": "show", "cards": ["Ac", "Ad", "Jh", "Th"]})
    d.act(3, {"type": "show", "cards": ["Qd", "Qs", "Js", "Tc"]})
    ruling = d.state.result
    assert ruling["pots"][0]["winners"] == [3] and ruling["pots"][0]["amount"] == 40
    assert ruling["hands"]["1"]["words"].startswith("Pair of kings")  # the 3♥ wild, the 9♣ not
    assert d.replayed() == d.state


SHOWDOWN_TAXES = [
    # seat 1's answers to the tax on its 3♦ and 9♠ in the hole, its hand, the winners, what it paid
    pytest.param(["pay_tax", "pay_tax"], "Four of a kind, kings", [1], 50, id="both paid"),
    pytest.param(["pay_tax", "decline_tax"], "Three of a kind, kings", [2], 25, id="one paid"),
    pytest.param(["decline_tax", "decline_tax"], "Pair of kings", [2], 0, id="both declined"),
]


@pytest.mark.parametrize("answers, words, winners, paid", SHOWDOWN_TAXES)
def test_the_tax_on_threes_and_nines_in_the_hole_is_decided_before_the_ruling(deal, answers, words, winners, paid):
    d, stud = daytime(deal, wild_tax=True)
    stud.turn("Kh Qd 2c Ks Qs 5c 7h 7d 8c")
    stud.checks()
    d.act(1, {"type": "show", "cards": ["3d", "9s", "4c", "Jd"]})
    assert d.state.current.name == "wild_tax" and not d.state.at_showdown
    refused = d.refuse(2, {"type": "show", "cards": ["Qh", "Tc", "4h", "Td"]})
    assert refused.message == "A player is deciding whether to pay the wild tax."
    for kind in answers:
        answer(d, (1, kind))
    assert d.state.at_showdown
    d.act(2, {"type": "show", "cards": ["Qh", "Tc", "4h", "Td"]})  # queens full of tens
    d.act(3, {"type": "muck"})
    ruling = d.state.result
    assert ruling["hands"]["1"]["words"].startswith(words) and ruling["pots"][0]["winners"] == winners
    assert d.stack(1) == 495 - paid + (15 + paid if winners == [1] else 0)
    assert d.replayed() == d.state


def test_a_tax_that_cannot_be_afforded_is_not_offered(deal):
    d, stud = daytime(deal, {1: 20, 2: 500, 3: 500}, wild_tax=True)
    stud.turn("9h Kd Qc")
    assert offered(d, 1) == [{"type": "cards", "count": 2},
                                                   {"type": "decline_tax", "card": "9h"}]
    assert d.refuse(1, {"type": "pay_tax"}).code == "cannot_afford"
    answer(d, (1, "decline_tax"))
    assert d.state.current.name == "betting"


def test_a_hand_dead_in_the_hole_is_not_asked_for_the_tax(deal):
    d, stud = daytime(deal, wild_tax=True)
    stud.turn("Kh Qd 2c Ks Qs 5c 7h 7d 8c")
    stud.checks()
    d.act(1, {"type": "show", "cards": ["3d", "6s", "4c", "Jd"]})
    assert d.state.at_showdown and says(d, 1) == "dead: 6♠ in the hole: a black six kills the hand"


# The rainout: the 7♦ deals everything again to the players still in; the pot stays.
def test_a_rainout_deals_again_to_the_players_still_in(deal):
    d, stud = daytime(deal, rainout=True, wild_tax=True)
    stud.turn("9h Kd Qc")
    answer(d, (1, "pay_tax"))
    d.act(1, {"type": "bet", "amount": 10})  # a wild ace showing bets first
    d.act(2, {"type": "call"})
    d.act(3, {"type": "fold"})
    stud.checks()
    drafts = d.act(3, {"type": "deal_up", "cards": {"1": "7d"}})
    assert drafts[-1].type == "redeal" and drafts[-1].payload == {
        "why": "7♦: rainout: the cards are dealt again", "players": [1, 2]}
    assert d.state.pot == 15 + 25 + 20 and d.state.in_hand == {1, 2}
    assert d.state.zones.up == {} and d.state.down_count(1) == 2 and d.state.down_count(3) == 0
    assert not d.state.wild(1)  # the tax paid went with the cards
    assert offered(d, 3)[0] == {"type": "deal_up", "seats": [1, 2]}
    stud.turn("Kd 6c")  # dealt again: a black six for seat 2 leaves seat 1 the pot
    assert d.state.result["summary"] == "The pot of 60¢: seat 1."
    assert d.replayed() == d.state


def test_after_a_rainout_a_card_whose_tax_was_declined_is_asked_again(deal):
    d, stud = daytime(deal, rainout=True, wild_tax=True)
    stud.turn("3h Kd Qc")
    answer(d, (1, "decline_tax"))
    stud.turn("7d")
    assert "natural" not in says(d, 1)
    stud.turn("3h Kd Qc")
    answer(d, (1, "pay_tax"))
    assert says(d, 1) == "High card, ace, the 3♥ wild"


def test_without_the_rainout_the_seven_of_diamonds_is_a_card(deal):
    d, stud = daytime(deal)
    stud.turn("7d Kd Qc")
    assert d.state.current.name == "betting" and [c.code for c in d.state.zones.up[1]] == ["7d"]


def test_a_seven_of_diamonds_shown_at_the_showdown_rains_out_a_hand_mucked_before_it_is_dealt_again(deal):
    d, stud = daytime(deal, rainout=True)
    stud.turn("Kh Qd 2c Ks Qs 5c 8h 8d 8c")
    d.act(1, {"type": "bet", "amount": 10})  # a pair of kings showing
    d.act(2, {"type": "fold"})
    d.act(3, {"type": "call"})
    d.act(3, {"type": "muck"})
    drafts = d.act(1, {"type": "show", "cards": ["7d", "Ts", "4c", "Jd"]})
    assert drafts[-1].type == "redeal" and drafts[-1].payload["players"] == [1, 3]
    assert d.state.in_hand == {1, 3} and not d.state.mucked and d.state.pot == 35  # folded stays out
    assert d.state.current.name == "dealing" and d.state.result is None
    stud.turn("Kh Qd 2c Ks 5c 8h")
    ruling = stud.showdown({1: "Ah Ad 4c Jd", 3: "Jh Tc 4h 2d"})
    assert ruling["pots"][0]["winners"] == [1] and d.stack(1) == 500 - 5 - 10 + 35
    assert d.replayed() == d.state
