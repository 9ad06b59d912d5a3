"""Midnight baseball: seven unseen cards each; in turn each player turns up cards until their hand beats
the best hand showing, then a betting round; the best hand showing wins when nobody else can turn.

Three seats, dealer 3: seat 1 turns first. `turns` enters cards as they are turned up (by the player
whose turn it is), each betting round checked through.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError
from referee.rules.engine.variant import Setup, resolve_options
from tests.rules.poker.test_random_deals import play

SEATS = {1: 500, 2: 500, 3: 500}


def midnight(deal, stacks=None, **options):
    stacks = stacks or SEATS
    return deal("midnight_baseball", stacks, dealer=max(stacks), **options)


def checks(d):
    while d.state.current.name == "betting" and (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "check"})


def turns(d, text: str):
    """Cards in the order turned up, each by the player whose turn it is; betting checked through."""
    for code in text.split():
        checks(d)
        d.act(d.state.to_act(), {"type": "turn_up", "card": code})
    checks(d)


def offered(d, seat: int) -> list[dict]:
    """What the seat is offered, without the fields each action takes (engine/specs.py)."""
    return [{key: value for key, value in action.items() if key != "fields"}
            for action in d.variant.legal_actions(d.state, seat)]


def says(d, seat: int) -> str:
    return d.variant.view(d.state, None)["showing"][str(seat)]["says"]


def test_the_game_in_the_catalog():
    variant = VARIANTS["midnight_baseball"]
    options = {o.name: o.default for o in variant.options}
    assert {k: options[k] for k in ("buy_price", "wild_tax", "tax_price", "rainout", "ante")} == {
        "buy_price": 25, "wild_tax": False, "tax_price": 25, "rainout": False, "ante": 5}
    assert "order" not in options and variant.max_players == 7


def test_there_is_no_bring_in():
    variant = VARIANTS["midnight_baseball"]
    setup = Setup((1, 2), 2, {1: 500, 2: 500}, resolve_options(variant.options, {"bring_in": 5}))
    with pytest.raises(RuleError) as refused:
        variant.start(setup)
    assert refused.value.code == "bad_option"


def test_nobody_enters_unseen_cards_and_the_first_card_beats_the_empty_table(deal):
    d = midnight(deal)
    assert d.state.down_count(1) == 7 and d.legal(1) == {"turn_up"} and d.legal(2) == set()
    assert d.legal(3) == {"turn_up"}  # the dealer may enter it for them
    assert d.refuse(1, {"type": "cards", "cards": ["As"]}).code == "cards_unseen"
    drafts = d.act(1, {"type": "turn_up", "card": "5c"})
    assert [draft.type for draft in drafts] == ["turn_up", "beats"]
    assert drafts[1].payload["says"] == "Seat 1's high card, five beats every hand showing: a betting round."
    assert d.state.current.name == "betting" and d.state.to_act() == 1
    assert says(d, 1) == "High card, five — beating" and says(d, 2).endswith("7 cards left to turn")


# Each: the cards turned up in order (each by whoever's turn it is), then whose turn it is,
# how many betting rounds were opened, and what seat 2's hand says.
TURNS = [
    pytest.param("Kd Kh", 2, 1, "High card, king — turning up cards until it beats the best hand showing (6 left)",
                 id="a tie does not beat: turn again"),
    pytest.param("Kd Kh 2c", 3, 2, "High card, king — beating", id="a kicker beats the tie"),
    pytest.param("Kd Qh Jh Qc", 3, 2, "Pair of queens, jack kicker — beating", id="turning until it beats"),
    pytest.param("Kd 6c", 3, 1, "dead: 6♣: a black six turned up kills the hand", id="a black six: dead, no betting"),
    pytest.param("Kd 3h", 3, 2, "High card, ace, the 3♥ wild — beating", id="a wild three beats a king"),
    pytest.param("6s 8h", 3, 1, "High card, eight — beating", id="the first card a black six: the next beats"),
]


@pytest.mark.parametrize("turned, turn, rounds, words", TURNS)
def test_turns(deal, turned, turn, rounds, words):
    d = midnight(deal)
    turns(d, turned)
    assert d.state.to_act() == turn and d.state.rounds_played == rounds
    assert says(d, 2) == words
    assert d.replayed() == d.state


def test_a_hand_out_of_cards_is_out_and_the_best_hand_showing_wins_with_cards_unturned(deal):
    d = midnight(deal, {1: 500, 2: 500})
    d.act(1, {"type": "turn_up", "card": "Ah"})
    checks(d)
    for code in "Kc Qc Jc 8d 7h 5s".split():  # king high never beats an ace
        d.act(2, {"type": "turn_up", "card": code})
    drafts = d.act(2, {"type": "turn_up", "card": "2d"})  # the seventh card
    assert [draft.type for draft in drafts] == ["turn_up", "out", "uncontested"]
    assert drafts[1].payload["says"] == "Seat 2 is out of cards without beating the best hand showing."
    assert d.state.result is not None and d.state.result["pots"][0]["winners"] == [1]
    assert d.state.down_count(1) == 6  # the winner never turned the rest
    assert d.stack(1) == 505 and d.replayed() == d.state


def test_the_deal_ends_while_a_folded_hand_still_has_cards(deal):
    d = midnight(deal)
    turns(d, "9h")  # a wild nine: an ace
    d.act(2, {"type": "turn_up", "card": "Kd"})
    d.act(2, {"type": "turn_up", "card": "Kc"})  # a pair of kings beats it
    d.act(2, {"type": "bet", "amount": 25})
    d.act(3, {"type": "fold"})
    d.act(1, {"type": "call"})
    assert d.state.to_act() == 1  # seat 3 folded: seat 1 must beat the kings
    for code in "Qd Jc 7s 5h 2c 4d".split():  # a wild pair of queens at best
        d.act(1, {"type": "turn_up", "card": code})
    d.act(1, {"type": "decline"})  # the four, the last card: no more to turn
    assert d.state.result["pots"][0]["winners"] == [2] and d.state.down_count(3) == 7
    assert d.stack(2) == 500 - 30 + 65


def test_a_four_bought_joins_the_unturned_cards(deal):
    d = midnight(deal, {1: 500, 2: 500})
    d.act(1, {"type": "turn_up", "card": "Ah"})
    checks(d)
    for code in "Kc Qc Jc 8d 7h 5s".split():
        d.act(2, {"type": "turn_up", "card": code})
    d.act(2, {"type": "turn_up", "card": "4d"})  # the last card, and a four
    assert d.state.current.name == "purchase" and d.state.to_act() == 2
    d.act(2, {"type": "buy"})
    assert d.state.down_count(2) == 1 and d.state.pot == 35 and d.state.current.name == "turning"
    d.act(2, {"type": "turn_up", "card": "Kd"})  # the card bought: a pair of kings beats the ace
    assert d.state.current.name == "betting" and d.state.to_act() == 2


def test_a_four_declined_with_the_last_card_ends_the_hand(deal):
    d = midnight(deal, {1: 500, 2: 500})
    d.act(1, {"type": "turn_up", "card": "Ah"})
    checks(d)
    for code in "Kc Qc Jc 8d 7h 5s 4d".split():
        d.act(2, {"type": "turn_up", "card": code})
    drafts = d.act(2, {"type": "decline"})
    assert [draft.type for draft in drafts] == ["decline", "out", "uncontested"]


def test_a_four_that_cannot_be_afforded_is_not_offered(deal):
    d = midnight(deal, {1: 500, 2: 20})
    d.act(1, {"type": "turn_up", "card": "Ah"})
    checks(d)
    d.act(2, {"type": "turn_up", "card": "4d"})
    assert offered(d, 2) == [{"type": "decline"}]


TAXES = [
    # the answer to the tax on seat 2's 9♣, then whether it beats seat 1's king
    pytest.param("pay_tax", True, 30, id="paid: a wild ace beats the king"),
    pytest.param("decline_tax", False, 5, id="declined: a natural nine does not"),
]


@pytest.mark.parametrize("answer, beats, paid", TAXES)
def test_the_wild_tax_is_answered_before_the_next_card(deal, answer, beats, paid):
    d = midnight(deal, wild_tax=True)
    turns(d, "Kd 9c")
    assert d.state.current.name == "wild_tax" and d.state.to_act() == 2
    assert d.refuse(2, {"type": "turn_up", "card": "2c"}).code == "not_turning"
    d.act(2, {"type": answer})
    assert (d.state.current.name == "betting") == beats
    assert d.stack(2) == 500 - paid and d.replayed() == d.state


def test_a_rainout_deals_seven_again_to_the_players_still_in(deal):
    d = midnight(deal, rainout=True)
    d.act(1, {"type": "turn_up", "card": "Kd"})
    d.act(1, {"type": "bet", "amount": 10})
    d.act(2, {"type": "fold"})
    d.act(3, {"type": "call"})
    drafts = d.act(3, {"type": "turn_up", "card": "7d"})
    assert drafts[-1].type == "redeal" and drafts[-1].payload["players"] == [1, 3]
    assert d.state.pot == 35 and not d.state.zones.up and d.state.down_count(1) == 7
    assert d.state.down_count(2) == 0 and d.state.to_act() == 1  # seat 2 stays out; seat 1 turns first again


def test_the_dealer_may_enter_the_card_for_the_player_in_turn_and_nobody_else(deal):
    d = midnight(deal)
    assert d.refuse(2, {"type": "turn_up", "card": "Kd"}).code == "not_your_turn"
    assert d.refuse(3, {"type": "turn_up", "card": "Kd", "seat": 2}).code == "not_their_turn"
    d.act(3, {"type": "turn_up", "card": "Kd", "seat": 1})
    assert [c.code for c in d.state.zones.up[1]] == ["Kd"]
    assert d.refuse(1, {"type": "turn_up", "card": "Kh"}).code == "not_turning"  # the betting comes first
    checks(d)
    assert d.refuse(2, {"type": "turn_up", "card": "Kd"}).code == "card_in_play"
    assert d.refuse(2, {"type": "turn_up", "card": ["Kh", "Ks"]}).code == "one_card"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 6), wild_tax=st.booleans(), rainout=st.booleans())
def test_random_deals_conserve_money_and_replay(deal, seed, players, wild_tax, rainout):
    play(deal, "midnight_baseball", seed, players, wild_tax=wild_tax, rainout=rainout, bring_in=0)


def test_a_black_six_leaves_an_event_of_its_own_saying_the_hand_is_killed(deal):
    d = midnight(deal)
    turns(d, "Kd")
    drafts = d.act(2, {"type": "turn_up", "card": "6c"})
    assert [draft.type for draft in drafts][:2] == ["turn_up", "killed"]
    assert dict(drafts[1].payload) == {"seat": 2, "why": "6♣: a black six turned up kills the hand",
                                       "says": "Seat 2 is out of the deal: 6♣: a black six turned up kills the hand."}
    assert d.state.killed == {2} and d.replayed() == d.state


def test_a_kill_recorded_without_its_event_folds_the_same_and_is_not_said_late(deal):
    """Rules 1 killed a hand in the card's own event: such a log folds to the same deal, and the next
    command says nothing of the kill."""
    d = midnight(deal)
    turns(d, "Kd 6c")
    recorded = [event for event in d.events if event.type != "killed"]
    state = d.variant.start(d.setup)
    for event in recorded:
        state = d.variant.apply(state, event)
    assert state.killed == d.state.killed == {2} and state.in_hand == d.state.in_hand
    drafts = d.variant.decide(state, "seat:3", {"type": "turn_up", "card": "Ah"})
    assert "killed" not in [draft.type for draft in drafts]
