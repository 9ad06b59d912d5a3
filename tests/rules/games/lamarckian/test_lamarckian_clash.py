"""A card entered twice in Lamarckian Poker: no entry is refused for what another
player holds; the clash is found when the card shows, and corrected."""

import pytest

from referee.rules.core.errors import Forbidden, NotNow, RuleError
from referee.rules.engine.events import visible_payload
from referee.rules.games.lamarckian.game import LAMARCKIAN as GAME
from tests.support.lamarckian_table import Table, cards, make_setup, midgame

OWN = {1: "As Ks Qs Js", 3: "Ac Kc Qc Jc"}


def table_where_seat_1_holds(held, pool=None, hand_2="Ah Kh Qh Jh"):
    """Three players; seat 1's hand is "As Ks Qs" plus `held`; optionally the first pool is in."""
    table = Table(make_setup())
    table.hand(1, f"As Ks Qs {held}")
    table.hand(2, hand_2)
    table.hand(3, OWN[3])
    if pool:
        table.pool(pool)
    return table


def outcome(table, actor, action):
    """What the sender, and each other reader, learn from sending `action`."""
    try:
        drafts = GAME.decide(table.state, actor, action)
    except RuleError as refusal:
        return ("refused", refusal.code, refusal.message, refusal.fields)
    first = drafts[0]
    return ("accepted", first.type, [visible_payload(first, seat) for seat in (None, 1, 2, 3)])


def in_clash_on_2d():
    """Seat 2 entered 2♦ in its hand (it holds 7♦), and 2♦ came in the pool."""
    return table_where_seat_1_holds("Js", pool="2d 3d 4d 5d", hand_2="Ah Kh Qh 2d")


PROBES = [
    # (the table, given what seat 1 holds as its fourth card, who sends, what)
    pytest.param(lambda held: table_where_seat_1_holds(held), "seat:2",
                 {"type": "enter_hand", "cards": ["Ah", "Kh", "Qh", "Jd"]}, id="a hand correction"),
    pytest.param(lambda held: _one_hand(held), "seat:2",
                 {"type": "enter_hand", "cards": ["Ah", "Kh", "Qh", "Jd"]}, id="a first hand"),
    pytest.param(lambda held: table_where_seat_1_holds(held), "seat:3",
                 {"type": "enter_pool", "cards": ["2d", "3d", "4d", "Jd"]}, id="a pool by the dealer"),
    pytest.param(lambda held: table_where_seat_1_holds(held), "host",
                 {"type": "enter_pool", "cards": ["2d", "3d", "4d", "Jd"]}, id="a pool by the host"),
    pytest.param(lambda held: _clash_with(held), "seat:2",
                 {"type": "correct", "card": "2d", "is": "Jd"}, id="a correction of a hand card"),
    pytest.param(lambda held: _clash_with(held), "seat:3",
                 {"type": "correct", "card": "2d", "is": "Jd", "in": "pool"}, id="a correction of the pool"),
    pytest.param(lambda held: table_where_seat_1_holds(held, pool="2d 3d 4d 5d"), "seat:2",
                 {"type": "mark", "card": "Jd"}, id="a mark not in hand"),
]


def _one_hand(held):
    table = Table(make_setup())
    table.hand(1, f"As Ks Qs {held}")
    return table


def _clash_with(held):
    table = table_where_seat_1_holds(held, pool="2d 3d 4d 5d", hand_2="Ah Kh Qh 2d")
    assert table.state.clash
    return table


@pytest.mark.parametrize("table, actor, action", PROBES)
def test_an_entry_gets_the_same_answer_whether_or_not_another_player_holds_the_card(table, actor, action):
    # Jd is the probe; seat 1 holds it in one deal and 10s in the other.
    assert outcome(table("Jd"), actor, action) == outcome(table("10s"), actor, action)


def test_a_hidden_entry_naming_a_held_card_leaves_no_trace():
    probed = table_where_seat_1_holds("Jd")
    events = probed.hand(2, "Ah Kh Qh Jd")
    assert [event.type for event in events] == ["hand_entered"]
    assert probed.state.clash == ()


# --- How a clash shows, and how it is put right -------------------------------


def test_a_pool_card_entered_in_a_hand_stops_play_until_the_hand_is_corrected():
    table = in_clash_on_2d()
    clash = table.events[-1]
    assert (clash.type, clash.payload["cards"]) == ("clash", ["2♦"])
    assert clash.payload["says"] == (
        "2♦ is on the table, and a player also entered it in their hand. One entry is wrong: "
        "play stops until the player who entered it wrongly corrects it."
    )
    assert GAME.view(table.state, 1)["phase"] == "clash" and GAME.view(table.state, 1)["clash"] == ["2♦"]
    with pytest.raises(NotNow) as refused:
        table.mark(1, "As")
    assert refused.value.code == "clash"
    assert [a["type"] for a in GAME.legal_actions(table.state, 2)] == ["correct"]
    assert GAME.legal_actions(table.state, 1) == []
    fixed = table.act("seat:2", {"type": "correct", "card": "2d", "is": "7d"})
    assert [e.type for e in fixed] == ["corrected", "clash"]
    assert visible_payload(fixed[0], 1) == {} and visible_payload(fixed[0], None) == {}
    assert fixed[1].payload == {"cards": [], "says": "The entries agree again; play goes on."}
    assert cards(GAME.view(table.state, 2)["hand"]) == cards("Ah Kh Qh 7d")
    table.marks({1: "As", 2: "7d", 3: "Ac"})
    assert table.state.captures[-1].taken  # the 7♦ took the pool's diamonds
    assert table.replay() == table.state


def test_a_mistyped_pool_is_corrected_by_the_dealer():
    table = in_clash_on_2d()
    assert [a.get("in") for a in GAME.legal_actions(table.state, None)] == ["pool"]
    fixed = table.act("host", {"type": "correct", "card": "2d", "is": "6d", "in": "pool"})
    assert fixed[0].payload == {"card": "2♦", "is": "6♦", "in": "pool"}
    assert fixed[1].payload["cards"] == [] and GAME.view(table.state, 1)["pool"] == ["6♦", "3♦", "4♦", "5♦"]
    assert table.state.phase == "marking" and table.replay() == table.state


def test_a_revealed_mark_entered_in_another_hand():
    table = table_where_seat_1_holds("Js", pool="6d 7d 8d 9d", hand_2="Ah Kh Qh Js")
    events = table.marks({1: "Js", 2: "Ah", 3: "Ac"})
    assert [e.type for e in events][-2:] == ["marks_revealed", "clash"]
    assert events[-1].payload["says"].startswith("J♠ is seat 1's mark, and a player also entered it in their hand.")
    assert "seat 2" not in events[-1].payload["says"]
    fixed = table.act("seat:2", {"type": "correct", "card": "Js", "is": "Jh"})
    assert [e.type for e in fixed][:3] == ["corrected", "clash", "mark_played"]
    assert table.state.phase == "pool" and table.replay() == table.state


def test_one_card_marked_twice():
    table = table_where_seat_1_holds("Js", pool="6d 7d 8d 9d", hand_2="Ah Kh Qh Js")
    events = table.marks({1: "Js", 2: "Js", 3: "Ac"})
    assert events[-1].payload["says"].startswith("J♠ was marked by both seat 1 and seat 2.")
    # Seat 2 first says its mark is the ace of spades, which seat 1 holds unseen: found at once.
    again = table.act("seat:2", {"type": "correct", "card": "Js", "is": "As"})
    assert again[0].payload == {"card": "J♠", "is": "A♠", "in": "mark"}
    assert again[1].payload["cards"] == ["A♠"]
    assert again[1].payload["says"].startswith("A♠ is seat 2's mark, and a player also entered it")
    with pytest.raises(RuleError) as refused:
        table.act("seat:2", {"type": "correct", "card": "As", "is": "Js"})
    assert refused.value.code == "card_showing"
    done = table.act("seat:2", {"type": "correct", "card": "As", "is": "Jh"})
    assert [e.type for e in done][:2] == ["corrected", "clash"] and table.state.phase == "pool"
    assert table.replay() == table.state


def test_two_hands_shown_at_the_showdown_with_one_card():
    table = midgame({1: "As 2c", 2: "As 3h", 3: "Kh 4s"}, 9)
    table.pool("6d 7d 8d 9d")
    events = table.marks({1: "2c", 2: "3h", 3: "4s"})
    assert events[-1].type == "clash"
    assert events[-1].payload["says"].startswith("A♠ is in the hands of seat 1 and seat 2, shown at the showdown.")
    assert table.state.result is None
    fixed = table.act("seat:2", {"type": "correct", "card": "As", "is": "Ad"})
    assert [e.type for e in fixed] == ["corrected", "clash", "turn_ended"]
    assert table.state.result.outcome == "showdown" and table.state.result.winners == (1, 2)
    assert cards(table.state.result.shown[1].cards) == cards("Ad")


CORRECTION_REFUSALS = [
    pytest.param("seat:1", {"card": "2d", "is": "7d"}, RuleError, "not_entered", id="a card the player never entered"),
    pytest.param("seat:2", {"card": "3d", "is": "7d"}, RuleError, "not_in_question", id="a card not in question"),
    pytest.param("seat:2", {"card": "2d", "is": "3d"}, RuleError, "card_showing", id="into a card on the table"),
    pytest.param("seat:2", {"card": "2d", "is": "Ah"}, RuleError, "card_held", id="into a card the player holds"),
    pytest.param("seat:2", {"card": "2d", "is": "Jk"}, RuleError, "not_in_deck", id="into a joker"),
    pytest.param("seat:2", {"card": "2d"}, RuleError, "missing_card", id="without the right card"),
    pytest.param("seat:1", {"card": "2d", "is": "7d", "in": "pool"}, Forbidden, "dealer_enters_pool",
                 id="the pool by a player"),
    pytest.param("host", {"card": "2d", "is": "7d"}, Forbidden, "players_only", id="a hand by the host"),
]


@pytest.mark.parametrize("actor, fix, refusal, code", CORRECTION_REFUSALS)
def test_correction_refusals(actor, fix, refusal, code):
    table = in_clash_on_2d()
    before = len(table.events)
    with pytest.raises(refusal) as refused:
        table.act(actor, {"type": "correct", **fix})
    assert refused.value.code == code and len(table.events) == before


def test_without_a_clash_a_player_corrects_only_their_own_hidden_cards():
    table = table_where_seat_1_holds("Js", pool="2d 3d 4d 5d")
    with pytest.raises(NotNow) as refused:
        table.act("seat:3", {"type": "correct", "card": "2d", "is": "7d", "in": "pool"})
    assert refused.value.code == "no_clash"
    with pytest.raises(RuleError) as refused:
        table.act("seat:2", {"type": "correct", "card": "As", "is": "7d"})
    assert refused.value.code == "not_entered"
    table.act("seat:2", {"type": "correct", "card": "Ah", "is": "7h"})  # a slip Bob found himself
    assert cards("7h Kh Qh Jh") == cards(table.state.hand(2)) and not table.state.clash
