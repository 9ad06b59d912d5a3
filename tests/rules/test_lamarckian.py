"""Lamarckian Poker played through the variant protocol, as the table plays it."""

import copy
import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.cards import parse_card, parse_cards
from referee.rules.decks import deck
from referee.rules.errors import Forbidden, NotNow, RuleError
from referee.rules.events import Event, actor_seat, visible_payload
from referee.rules.lamarckian import LAMARCKIAN as GAME
from referee.rules.lamarckian_actions import IN_PLAY
from referee.rules.lamarckian_rulings import split_pot
from referee.rules.variant import Setup


def make_setup(players=3, ante=0, unit=5, seats=None, dealer=None, stack=1000):
    seats = tuple(seats or range(1, players + 1))
    return Setup(
        seats=seats,
        dealer=seats[-1] if dealer is None else dealer,
        stacks={seat: stack for seat in seats},
        options={"ante": ante},
        unit=unit,
        deal_id=7,
    )


class Table:
    """A deal stored the way the service stores it: decide, number the drafts, apply."""

    def __init__(self, setup, state=None, watch=None):
        self.setup = setup
        self.state = GAME.start(setup) if state is None else state
        self.events = []
        self.watch = watch
        self._store(GAME.opening(self.state))

    def act(self, actor, action):
        before = copy.deepcopy(self.state)
        drafts = GAME.decide(self.state, actor, action)
        assert self.state == before, "decide changed the state"
        return self._store(drafts)

    def _store(self, drafts):
        stored = []
        for draft in drafts:
            # The store hands payloads back as JSON: apply must take them in that form.
            payload = json.loads(json.dumps(draft.payload))
            event = Event(len(self.events) + 1, draft.type, draft.actor, payload, tuple(draft.postings))
            self.events.append(event)
            stored.append(event)
            self.state = GAME.apply(self.state, event)
            if self.watch:
                self.watch(self, event)
        return stored

    def replay(self):
        state = GAME.start(self.setup)
        for event in self.events:
            state = GAME.apply(state, event)
        return state

    def hand(self, seat, cards):
        return self.act(f"seat:{seat}", {"type": "enter_hand", "cards": cards.split()})

    def pool(self, cards, actor=None):
        return self.act(actor or f"seat:{self.state.dealer}", {"type": "enter_pool", "cards": cards.split()})

    def mark(self, seat, card):
        return self.act(f"seat:{seat}", {"type": "mark", "card": card})

    def marks(self, marks):
        events = []
        for seat, card in marks.items():
            events += self.mark(seat, card)
        return events


def midgame(hands, turn, ante=0, seats=None, dealer=None):
    """A table in the middle of a deal: these hands (an empty one is extinct), `turn` turns played."""
    seats = tuple(seats or sorted(hands))
    setup = make_setup(ante=ante, seats=seats, dealer=dealer)
    state = replace(
        GAME.start(setup),
        hands={seat: parse_cards(cards) for seat, cards in hands.items()},
        alive=tuple(seat for seat in seats if hands[seat]),
        turn=turn,
    )
    return Table(setup, state)


def cards(entered):
    """A set of card texts in output form, from "As 10d" or a sequence of cards or texts."""
    return {str(card) for card in (parse_cards(entered) if isinstance(entered, str) else entered)}


HANDS = {1: "As Ks Qs Js", 2: "Ah Kh Qh Jh", 3: "Ac Kc Qc Jc"}


def with_hands():
    table = Table(make_setup())
    for seat, hand in HANDS.items():
        table.hand(seat, hand)
    return table


# --- The rule text's worked example, through the whole protocol --------------


def test_worked_example_rulings():
    table = Table(make_setup())
    table.hand(1, "As 2c 3c 4c")
    table.hand(2, "10c 2d 3d 4d")
    table.hand(3, "9h 2h 3h 4h")
    table.pool("Ah Qc 9s 5h")
    table.marks({3: "9h", 1: "As"})
    events = table.mark(2, "10c")
    assert [e.type for e in events] == [
        "marked", "marks_revealed", "mark_played", "mark_played", "mark_played", "pool_discarded", "turn_ended",
    ]
    assert events[1].payload["marks"] == [
        {"seat": 1, "card": "A♠"}, {"seat": 2, "card": "10♣"}, {"seat": 3, "card": "9♥"},
    ]
    played = [(e.payload["seat"], e.payload["mark"], set(e.payload["captured"]), set(e.payload["pool"]))
              for e in events[2:5]]
    assert played == [
        (1, "A♠", {"A♥", "9♠"}, {"A♠", "Q♣", "5♥"}),
        (2, "10♣", {"Q♣"}, {"A♠", "5♥", "10♣"}),
        (3, "9♥", {"5♥"}, {"A♠", "10♣", "9♥"}),
    ]
    assert set(events[5].payload["cards"]) == {"A♠", "10♣", "9♥"}
    assert events[6].payload == {"turn": 1, "extinct": [], "alive": [1, 2, 3]}
    assert {seat: cards(table.state.hand(seat)) for seat in HANDS} == {
        1: cards("2c 3c 4c Ah 9s"), 2: cards("2d 3d 4d Qc"), 3: cards("2h 3h 4h 5h"),
    }
    view = GAME.view(table.state, 2)
    assert view["captures"] == [
        {"seat": 1, "mark": "A♠", "captured": ["A♥", "9♠"]},
        {"seat": 2, "mark": "10♣", "captured": ["Q♣"]},
        {"seat": 3, "mark": "9♥", "captured": ["5♥"]},
    ]
    assert (view["pool"], view["phase"], view["turn"], view["deck_left"]) == ([], "pool", 1, 36)


# --- End of turn: extinction, the last survivor, all extinct, the showdown ----

ENDINGS = [
    # (hands before the turn, turns played, pool, marks, extinct, outcome, winners, hand sizes after)
    pytest.param({1: "2c", 2: "As Ks", 3: "Ah Kh"}, 3, "6d 7d 8d 9d", {1: "2c", 2: "As", 3: "Kh"},
                 [1], None, None, {1: 0, 2: 1, 3: 1}, id="extinction"),
    pytest.param({1: "2c", 2: "As", 3: "Ah Kh"}, 3, "6d 7d 8d 9d", {1: "2c", 2: "As", 3: "Ah"},
                 [1, 2], "last_survivor", [3], {1: 0, 2: 0, 3: 2}, id="last survivor wins at once"),
    pytest.param({1: "2c", 2: "As", 3: "Ah Kh"}, 9, "6d 7d 8d 9d", {1: "2c", 2: "As", 3: "Ah"},
                 [1, 2], "last_survivor", [3], {1: 0, 2: 0, 3: 2}, id="last survivor on the last turn"),
    pytest.param({1: "2c", 2: "3h", 3: ""}, 5, "6d 7d 8d 9d", {1: "2c", 2: "3h"},
                 [1, 2], "all_extinct", [1, 2], {1: 0, 2: 0, 3: 0}, id="all extinct at once tie"),
    pytest.param({1: "Ac Ad Kc", 2: "2s 3s 4s 5s 7s 9h", 3: "Qh Qd"}, 9, "6d 8c 10h Jd", {1: "Kc", 2: "9h", 3: "Qd"},
                 [], "showdown", [2], {1: 3, 2: 6, 3: 3}, id="showdown with hands of different sizes"),
    pytest.param({1: "Ah Kh 3d", 2: "As Ks 4h"}, 10, "5c 6c 7c 8c", {1: "3d", 2: "4h"},
                 [], "showdown", [1, 2], {1: 2, 2: 2}, id="showdown tie"),
]


@pytest.mark.parametrize("hands, turn, pool, marks, extinct, outcome, winners, sizes", ENDINGS)
def test_end_of_turn(hands, turn, pool, marks, extinct, outcome, winners, sizes):
    table = midgame(hands, turn)
    table.pool(pool)
    ended = table.marks(marks)[-1]
    assert ended.type == "turn_ended"
    assert ended.payload["extinct"] == extinct
    assert {seat: len(table.state.hand(seat)) for seat in hands} == sizes
    assert GAME.is_finished(table.state) == (outcome is not None)
    result = GAME.view(table.state, None)["result"]
    if outcome is None:
        assert result is None and "result" not in ended.payload
    else:
        assert (result["outcome"], result["winners"]) == (outcome, winners)
        assert GAME.legal_actions(table.state, None) == []
        assert all(GAME.legal_actions(table.state, seat) == [] for seat in hands)


def test_showdown_shows_every_survivors_hand_in_words():
    table = midgame({1: "Ac Ad Kc", 2: "2s 3s 4s 5s 7s 9h", 3: "Qh Qd"}, 9)
    table.pool("6d 8c 10h Jd")
    table.marks({1: "Kc", 2: "9h", 3: "Qd"})
    result = GAME.view(table.state, 1)["result"]
    shown = {hand["seat"]: hand for hand in result["hands"]}
    assert {seat: cards(hand["cards"]) for seat, hand in shown.items()} == {
        1: cards("Ac Ad 8c"), 2: cards("2s 3s 4s 5s 7s 10h"), 3: cards("Qh 6d Jd"),
    }
    assert cards(shown[2]["best"]) == cards("2s 3s 4s 5s 7s")
    assert cards(shown[1]["best"]) == cards("Ac Ad 8c")  # fewer than five: all of them play
    assert all(hand["words"] for hand in shown.values())


# --- Antes ------------------------------------------------------------------

ANTES = [
    # (seats clockwise from the dealer's left, dealer, hands, turns played, pool, marks, ante, paid out)
    pytest.param((1, 2, 3), 3, {1: "2c", 2: "As", 3: "Ah Kh"}, 3, "6d 7d 8d 9d", {1: "2c", 2: "As", 3: "Ah"},
                 25, {3: 75}, id="the last survivor takes every ante"),
    pytest.param((2, 3, 1), 1, {1: "2c", 2: "", 3: "3h"}, 5, "6d 7d 8d 9d", {1: "2c", 3: "3h"},
                 25, {3: 40, 1: 35}, id="a tie splits; the odd unit goes first clockwise from the dealer's left"),
    pytest.param((1, 2), 2, {1: "Ah Kh 3d", 2: "As Ks 4h"}, 10, "5c 6c 7c 8c", {1: "3d", 2: "4h"},
                 25, {1: 25, 2: 25}, id="a showdown tie splits evenly"),
    pytest.param((1, 2, 3), 3, {1: "2c", 2: "As", 3: "Ah Kh"}, 3, "6d 7d 8d 9d", {1: "2c", 2: "As", 3: "Ah"},
                 0, {}, id="no ante, no money moves"),
]


@pytest.mark.parametrize("seats, dealer, hands, turn, pool, marks, ante, paid", ANTES)
def test_antes_are_taken_at_the_start_and_won_at_the_end(seats, dealer, hands, turn, pool, marks, ante, paid):
    table = midgame(hands, turn, ante=ante, seats=seats, dealer=dealer)
    taken = [posting for event in table.events for posting in event.postings]
    assert taken == [(f"stack:{seat}", "pot:7", ante) for seat in seats if ante]
    table.pool(pool)
    ended = table.marks(marks)[-1]
    assert ended.postings == tuple(("pot:7", f"stack:{seat}", amount) for seat, amount in paid.items())
    assert table.state.pot == 0
    payouts = GAME.view(table.state, None)["result"]["payouts"]
    assert payouts == [{"seat": seat, "amount": amount} for seat, amount in paid.items()]


@pytest.mark.parametrize(
    "amount, won, unit, shares",
    [
        (75, [3, 1], 5, {3: 40, 1: 35}),
        (30, [1, 2, 3, 4], 5, {1: 10, 2: 10, 3: 5, 4: 5}),
        (60, [2, 1, 3], 5, {2: 20, 1: 20, 3: 20}),
        (10, [1, 2, 3], 5, {1: 5, 2: 5, 3: 0}),
        (7, [1, 2], 1, {1: 4, 2: 3}),
    ],
)
def test_split_pot(amount, won, unit, shares):
    assert split_pot(amount, won, unit) == shares


def test_a_seat_that_cannot_cover_the_ante_is_refused_at_the_start():
    setup = replace(make_setup(ante=25), stacks={1: 100, 2: 20, 3: 25})
    with pytest.raises(RuleError) as refused:
        GAME.start(setup)
    assert refused.value.code == "stack_below_ante" and refused.value.fields == {"seats": [2]}


@pytest.mark.parametrize("players", [1, 7])
def test_two_to_six_players(players):
    with pytest.raises(RuleError) as refused:
        GAME.start(make_setup(players))
    assert refused.value.code == "player_count"


# --- Refusals ----------------------------------------------------------------


def fresh():
    return Table(make_setup())


def one_hand_in():
    table = fresh()
    table.hand(1, HANDS[1])
    return table


def pool_in():
    table = with_hands()
    table.pool("2d 3d 4d 5d")
    return table


def one_mark_in():
    table = pool_in()
    table.mark(1, "As")
    return table


def one_turn_played():
    table = pool_in()
    table.marks({1: "As", 2: "Ah", 3: "Ac"})
    return table


def seat_1_extinct():
    table = midgame({1: "2c", 2: "As Ks", 3: "Ah Kh"}, 3)
    table.pool("6d 7d 8d 9d")
    table.marks({1: "2c", 2: "As", 3: "Kh"})
    table.pool("10d Jd Qd Kd")
    return table


def deal_over():
    table = midgame({1: "2c", 2: "As", 3: "Ah Kh"}, 3)
    table.pool("6d 7d 8d 9d")
    table.marks({1: "2c", 2: "As", 3: "Ah"})
    return table


def hand(cards):
    return {"type": "enter_hand", "cards": cards.split()}


def pool(cards):
    return {"type": "enter_pool", "cards": cards.split()}


def mark(card):
    return {"type": "mark", "card": card}


REFUSALS = [
    # (the table so far, actor, action, refusal, code)
    pytest.param(one_hand_in, "seat:2", hand("Ah Kh Qh As"), RuleError, "card_in_play", id="a card in another's hand"),
    pytest.param(fresh, "seat:1", hand("As Ks Qs"), RuleError, "wrong_count", id="three cards for a hand"),
    pytest.param(fresh, "seat:1", hand("As Ks Qs 1x"), RuleError, "bad_card", id="not a card"),
    pytest.param(fresh, "host", hand("As Ks Qs Js"), Forbidden, "players_only", id="the host enters a hand"),
    pytest.param(fresh, "seat:9", hand("As Ks Qs Js"), Forbidden, "not_in_deal", id="a seat not in the deal"),
    pytest.param(pool_in, "seat:1", hand("As Ks Qs 10s"), NotNow, "hands_closed", id="a correction after the pool"),
    pytest.param(one_hand_in, "seat:3", pool("2d 3d 4d 5d"), NotNow, "hands_missing", id="a pool before every hand"),
    pytest.param(with_hands, "seat:1", pool("2d 3d 4d 5d"), Forbidden, "dealer_enters_pool", id="a pool by a player"),
    pytest.param(with_hands, "seat:3", pool("2d 3d 4d Kh"), RuleError, "card_in_play", id="a pool card in a hand"),
    pytest.param(one_turn_played, "seat:3", pool("6d 7d 8d 3d"), RuleError, "card_in_play",
                 id="a pool card already discarded"),
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


@pytest.mark.parametrize(
    "table, actor, action, entered",
    [
        (one_hand_in, "seat:2", hand("Ah Kh Qh As"), ["A♠"]),
        (with_hands, "seat:3", pool("2d 3d Kh Qs"), ["K♥", "Q♠"]),
    ],
)
def test_a_card_in_play_is_refused_without_saying_whose(table, actor, action, entered):
    table = table()
    with pytest.raises(RuleError) as refused:
        table.act(actor, action)
    assert refused.value.message == IN_PLAY
    assert refused.value.fields == {"cards": entered}


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
        (pool_in, 1, ["mark"]),
        (pool_in, None, []),
        (one_mark_in, 1, []),
        (one_mark_in, 2, ["mark"]),
        (one_turn_played, 3, ["enter_pool"]),
        (one_turn_played, 2, []),
        (seat_1_extinct, 1, []),
        (seat_1_extinct, 2, ["mark"]),
        (deal_over, 3, []),
    ],
)
def test_legal_actions(table, seat, types):
    assert [action["type"] for action in GAME.legal_actions(table().state, seat)] == types


def test_a_mark_is_offered_from_the_cards_in_hand():
    table = pool_in()
    (offer,) = GAME.legal_actions(table.state, 2)
    assert cards(offer["cards"]) == cards(HANDS[2])
