"""What players and the dealer may do in Lamarckian Poker, what they see, and the refusals."""

import json

import pytest

from referee.rules.core.errors import Forbidden, NotNow, RuleError
from referee.rules.engine.events import visible_payload
from referee.rules.games.lamarckian.game import LAMARCKIAN as GAME
from tests.support.lamarckian_table import (
    HANDS,
    cards,
    deal_over,
    fresh,
    one_hand_in,
    one_mark_in,
    one_turn_played,
    pool_in,
    seat_1_extinct,
    with_hands,
)


def hand(cards):
    return {"type": "enter_hand", "cards": cards.split()}


def pool(cards):
    return {"type": "enter_pool", "cards": cards.split()}


def mark(card):
    return {"type": "mark", "card": card}


REFUSALS = [
    # (the table so far, actor, action, refusal, code)
    pytest.param(fresh, "seat:1", hand("As Ks Qs"), RuleError, "wrong_count", id="three cards for a hand"),
    pytest.param(fresh, "seat:1", hand("As Ks Qs 1x"), RuleError, "bad_card", id="not a card"),
    pytest.param(fresh, "seat:1", hand("As Ks Qs Jk"), RuleError, "not_in_deck", id="no jokers in this game"),
    pytest.param(fresh, "seat:1", hand("As Ks Qs as"), RuleError, "duplicate_card", id="one card twice in a hand"),
    pytest.param(with_hands, "seat:3", pool("2d 3d 2d 4d"), RuleError, "duplicate_card", id="one card twice in a pool"),
    pytest.param(fresh, "host", hand("As Ks Qs Js"), Forbidden, "players_only", id="the host enters a hand"),
    pytest.param(fresh, "seat:9", hand("As Ks Qs Js"), Forbidden, "not_in_deal", id="a seat not in the deal"),
    pytest.param(pool_in, "seat:1", hand("As Ks Qs 10s"), NotNow, "hands_closed", id="a correction after the pool"),
    pytest.param(one_hand_in, "seat:3", pool("2d 3d 4d 5d"), NotNow, "hands_missing", id="a pool before every hand"),
    pytest.param(with_hands, "seat:1", pool("2d 3d 4d 5d"), Forbidden, "dealer_enters_pool", id="a pool by a player"),
    pytest.param(with_hands, "seat:3", pool("2d 3d 4d Kc"), RuleError, "card_held",
                 id="a pool card in the dealer's own hand"),
    pytest.param(one_turn_played, "seat:3", pool("6d 7d 8d 3d"), RuleError, "card_showing",
                 id="a pool card already discarded"),
    pytest.param(one_turn_played, "host", pool("6d 7d 8d Ah"), RuleError, "card_showing",
                 id="a pool card taken by a mark"),
    pytest.param(pool_in, "host", pool("6d 7d 8d 9d"), NotNow, "pool_in_play", id="a second pool in one turn"),
    pytest.param(with_hands, "seat:1", mark("As"), NotNow, "no_pool", id="a mark before the pool"),
    pytest.param(pool_in, "seat:1", mark("Ah"), RuleError, "mark_not_in_hand", id="a mark not in hand"),
    pytest.param(pool_in, "seat:1", mark("2d"), RuleError, "mark_not_in_hand", id="a mark from the pool"),
    pytest.param(one_mark_in, "seat:1", mark("Ks"), NotNow, "already_marked", id="a mark twice"),
    pytest.param(one_mark_in, "seat:1", mark("As"), NotNow, "already_marked", id="the same mark twice"),
    pytest.param(seat_1_extinct, "seat:1", mark("2c"), Forbidden, "extinct", id="a mark from an extinct player"),
    pytest.param(pool_in, "host", mark("As"), Forbidden, "players_only", id="a mark by the host"),
    pytest.param(deal_over, "seat:3", mark("Kh"), NotNow, "deal_over", id="a mark after the end"),
    pytest.param(deal_over, "host", pool("10d Jd Qd Kd"), NotNow, "deal_over", id="a pool after the end"),
    pytest.param(pool_in, "seat:1", {"type": "fold"}, RuleError, "unknown_action", id="an action the game lacks"),
    pytest.param(pool_in, "seat:1", {"type": "mark"}, RuleError, "missing_card", id="a mark without a card"),
]


@pytest.mark.parametrize("table, actor, action, refusal, code", REFUSALS)
def test_refusals(table, actor, action, refusal, code):
    table = table()
    before = len(table.events)
    with pytest.raises(refusal) as refused:
        table.act(actor, action)
    assert refused.value.code == code
    assert refused.value.message
    assert len(table.events) == before


# --- Corrections, views and legal actions -------------------------------------


def test_a_hand_can_be_corrected_until_the_first_pool():
    table = fresh()
    table.hand(1, "As Ks Qs Js")
    corrected = table.hand(1, "As Ks Qs 10s")[0]
    assert corrected.payload["correction"] is True
    assert visible_payload(corrected, 2) == {"correction": True}
    table.hand(2, "Js Kh Qh Jh")  # the jack of spades is free again
    assert cards(GAME.view(table.state, 1)["hand"]) == cards("As Ks Qs 10s")
    assert cards(GAME.view(table.state, 2)["hand"]) == cards("Js Kh Qh Jh")


def test_who_has_marked_is_public_and_what_is_not():
    table = pool_in()
    table.mark(1, "As")
    own, other, host = (GAME.view(table.state, viewer) for viewer in (1, 2, None))
    assert own["my_mark"] == "A♠" and "A♠" not in own["hand"]
    assert other["my_mark"] is None and other["marked"] == [1] and host["marked"] == [1]
    assert other["hand"] == GAME.view(table.state, 2)["hand"] and host["hand"] is None
    assert "A♠" not in json.dumps(other, ensure_ascii=False) + json.dumps(host, ensure_ascii=False)
    assert visible_payload(table.events[-1], 2) == {"turn": 1}


@pytest.mark.parametrize(
    "table, seat, types",
    [
        (fresh, 1, ["enter_hand"]),
        (fresh, None, []),
        (one_hand_in, 3, ["enter_hand"]),
        (with_hands, 3, ["enter_hand", "enter_pool"]),
        (with_hands, 1, ["enter_hand"]),
        (with_hands, None, ["enter_pool"]),
        (pool_in, 1, ["mark", "correct"]),
        (pool_in, None, []),
        (one_mark_in, 1, ["correct"]),
        (one_mark_in, 2, ["mark", "correct"]),
        (one_turn_played, 3, ["enter_pool", "correct"]),
        (one_turn_played, 2, ["correct"]),
        (seat_1_extinct, 1, []),
        (seat_1_extinct, 2, ["mark", "correct"]),
        (deal_over, 3, []),
    ],
)
def test_legal_actions(table, seat, types):
    assert [action["type"] for action in GAME.legal_actions(table().state, seat)] == types


def test_a_mark_is_offered_from_the_cards_in_hand():
    table = pool_in()
    offer, slip = GAME.legal_actions(table.state, 2)
    assert cards(offer["cards"]) == cards(HANDS[2])
    assert slip == {"type": "correct", "cards": offer["cards"], "clash": False,  # a slip of one's own, any time
                    "fields": [{"name": "card", "kind": "card", "choices": offer["cards"]}, {"name": "is", "kind": "card"}]}
