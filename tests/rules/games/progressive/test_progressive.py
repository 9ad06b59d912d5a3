"""Progressive Poker, rule by rule: given these cards and actions, expect this."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from referee.rules.core.cards import parse_card, parse_cards
from referee.rules.core.errors import Forbidden, NotNow, RuleError
from referee.rules.engine.events import HOST, Event, seat_actor
from referee.rules.engine.variant import Setup
from referee.rules.games.progressive.game import PROGRESSIVE as GAME
from referee.rules.games.progressive.state import REGULAR, new_round
from tests.support.progressive_night import next_round


class Table:
    """Plays actions the way the service does: decide, store as events, apply; each round is a deal."""

    def __init__(self, game, setup: Setup):
        self.game, self.setup = game, setup
        self.log: list[Event] = []
        self.deals = 1

    def deal_next(self) -> None:
        """The dealer starts the next round, a new deal of the same game, once this one is over."""
        self.setup = next_round(self.game, self.setup)
        self.game = GAME.start(self.setup)
        self.deals += 1
        for draft in GAME.opening(self.game):
            self.store(draft)

    def act(self, who, **action) -> dict:
        actor = who if isinstance(who, str) else seat_actor(who)
        drafts = GAME.decide(self.game, actor, action)
        for draft in drafts:
            self.store(draft)
        return {draft.type: draft for draft in drafts}

    def store(self, draft) -> None:
        stored = json.loads(json.dumps(draft.payload))
        event = Event(len(self.log) + 1, draft.type, draft.actor, stored, draft.postings)
        self.game = GAME.apply(self.game, event)
        self.log.append(event)

    def refused(self, who, **action) -> RuleError:
        before = self.game
        with pytest.raises(RuleError) as refusal:
            self.act(who, **action)
        assert self.game == before
        return refusal.value

    def seen(self, viewer=None) -> dict:
        return GAME.view(self.game, viewer)

    def counts(self) -> dict:
        return {p["seat"]: p["start_cards"] for p in self.seen()["players"] if p["in"]}

    def contribute(self, cards: dict) -> dict:
        for seat, card in cards.items():
            rulings = self.act(seat, type="contribute", card=card)
        return rulings

    def hands(self, hands: dict) -> None:
        for seat, cards in hands.items():
            self.act(seat, type="hand", cards=cards.split())

    def draw_all(self, draws: dict | None = None) -> dict:
        """Every player draws in turn; `draws` maps seat -> (discard, receive)."""
        draws = draws or {}
        rulings = {}
        while self.seen()["turn"] is not None:
            seat = self.seen()["turn"]
            discard, receive = draws.get(seat, ("", ""))
            rulings = self.act(seat, type="draw", discard=discard.split(), receive=receive.split())
        return rulings


def table(start: dict, *, dealer=None, pile=(), deck="short", ante=0, start_cards=3) -> Table:
    """A game whose players hold these start cards, at the start of a regular round."""
    seats = tuple(start)
    options = {"deck": deck, "ante": ante, "start_cards": start_cards}
    setup = Setup(seats, seats[-1] if dealer is None else dealer, {s: 1000 for s in seats}, options, deal_id=7,
                  pot="match:7")
    game = GAME.start(setup)
    game = replace(
        game,
        start={seat: frozenset(parse_cards(cards)) for seat, cards in start.items()},
        pile=tuple((seat, parse_card(card)) for seat, card in pile),
    )
    t = Table(new_round(game, 1, REGULAR, game.round.dealer, game.round.order), setup)
    for draft in GAME.opening(t.game):
        t.store(draft)
    return t


def firsts(start: dict) -> dict:
    return {seat: cards.split()[0] for seat, cards in start.items()}


def deal_hands(t: Table) -> None:
    """Deal everyone five cards from the pack, lowest first."""
    pack = sorted(t.game.round.pack)
    for seat in t.game.round.order:
        hand, pack = pack[:5], pack[5:]
        t.act(seat, type="hand", cards=[card.code for card in hand])


# Exchange eligibility: the start-card counts after contributing, who may exchange.
@pytest.mark.parametrize(
    "start, allowed",
    [
        ({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Qh"}, {1, 2, 3}),  # all equal: everyone
        ({1: "As Ks Qs Js", 2: "Ad Kd", 3: "Ah Kh"}, {2, 3}),  # one holds the most
        ({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh"}, {3}),  # two tied for most, not all
        ({1: "As Ks", 2: "Ad Kd", 3: "Ah Kh"}, {1, 2, 3}),  # all tied in a later round
        ({1: "As Ks Qs", 2: "Ad Kd", 3: "Ah Kh Qh", 4: "Ac Kc"}, {2, 4}),
    ],
)
def test_who_may_exchange(start, allowed):
    t = table(start)
    reveal = t.contribute(firsts(start))["reveal"]
    assert set(reveal.payload["may_exchange"]) == allowed
    deal_hands(t)
    for seat in start:
        may = any(a["type"] == "exchange" for a in GAME.legal_actions(t.game, seat))
        assert may == (seat in allowed)
        assert t.seen()["players"][seat - 1]["may_exchange"] == (seat in allowed)
        hand, kept = t.seen(seat)["you"]["hand"], t.seen(seat)["you"]["start"]
        swap = {"type": "exchange", "give": hand[:1], "take": kept[:1]}
        if seat in allowed:
            t.act(seat, **swap)
            assert sorted(t.seen(seat)["you"]["start"]) == sorted(kept[1:] + hand[:1])
        else:
            refusal = t.refused(seat, **swap)
            assert isinstance(refusal, Forbidden) and refusal.code == "exchange_not_allowed"
            assert "most start cards" in refusal.message


START3 = {1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Qh"}
HANDS3 = {1: "6c 7c 8c 9c Jh", 2: "6d 7d 8d 9d Jc", 3: "6h 7h 8h 9h Js"}


def dealt3() -> Table:
    t = table(START3)
    t.contribute(firsts(START3))
    t.hands(HANDS3)
    return t


@pytest.mark.parametrize(
    "give, take, code",
    [
        ("Jh 9c", "Ks", "exchange_count"),
        ("Jh", "Ks Qs", "exchange_count"),
        ("", "", "exchange_count"),
        ("Td", "Ks", "not_in_hand"),
        ("Jh", "Kd", "not_a_start_card"),
        ("Jh", "As", "not_a_start_card"),  # it went into the pile
        ("Jh Jh", "Ks Qs", "duplicate_card"),
    ],
)
def test_an_exchange_must_keep_five_in_hand_and_the_start_count(give, take, code):
    t = dealt3()
    refusal = t.refused(1, type="exchange", give=give.split(), take=take.split())
    assert refusal.code == code


def test_an_exchange_swaps_hand_and_start_cards():
    t = dealt3()
    t.act(1, type="exchange", give=["Jh", "9c"], take=["Ks", "Qs"])
    assert t.seen(1)["you"]["hand"] == ["6♣", "7♣", "8♣", "Q♠", "K♠"]
    assert t.seen(1)["you"]["start"] == ["9♣", "J♥"]
    assert t.counts() == {1: 2, 2: 2, 3: 2}


@pytest.mark.parametrize(
    "before, code",
    [
        ("draw", "exchange_after_draw"),
        ("nothing", "no_hand_yet"),
        ("contributions", "not_exchange_time"),
    ],
)
def test_no_exchange_outside_its_time(before, code):
    if before == "contributions":
        t = table(START3)
    elif before == "nothing":
        t = table(START3)
        t.contribute(firsts(START3))
        t.hands({2: HANDS3[2]})
    else:
        t = dealt3()
        t.act(1, type="draw", discard=[], receive=[])
    refusal = t.refused(1, type="exchange", give=["Jh"], take=["Ks"])
    assert isinstance(refusal, NotNow) and refusal.code == code


START4 = {1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Qh", 4: "Ac Kc Qc"}
HANDS4 = {1: "Js Ts 9s 8s 7s", 2: "Jd Td 9d 8d 7d", 3: "Jh Th 9h 8h 7h", 4: "Jc Tc 9c 8c 7c"}


def dealt4() -> Table:
    """Four players in the 36-card deck: the four sixes are all that is left."""
    t = table(START4)
    t.contribute(firsts(START4))
    t.hands(HANDS4)
    return t


def test_the_pack_runs_out_during_the_draw():
    t = dealt4()
    assert (t.seen()["pack"], t.seen()["discards"]) == (4, 0)
    assert t.refused(1, type="draw", discard=["Ts", "9s"], receive=["Ts", "6c"]).code == "card_discarded"
    t.act(1, type="draw", discard=["Ts", "9s"], receive=["6c", "6d"])
    assert (t.seen()["pack"], t.seen()["discards"]) == (2, 2)
    # Seat 2 cannot see seat 1's discards, nor which cards are left in the pack:
    # a draw naming them is taken (a wrong one is found if the card ever shows).
    for receive in (["Ts"], ["6h", "Ts", "Jd"], ["6h", "6s", "7s"]):
        discard = ["Jd", "Td", "9d"][: len(receive)]
        assert GAME.decide(t.game, "seat:2", {"type": "draw", "discard": discard, "receive": receive})
    assert t.refused(2, type="draw", discard="Jd Td 9d".split(), receive="6h 6s Ac".split()).code == "card_in_pile"
    t.act(2, type="draw", discard="Jd Td 9d".split(), receive="6h 6s Ts".split())
    assert t.seen()["reshuffled"] is True
    assert (t.seen()["pack"], t.seen()["discards"]) == (4, 0)
    assert t.refused(3, type="draw", discard=["Jh"], receive=["7h"]).code == "card_held"
    t.act(3, type="draw", discard=["Jh"], receive=["Jd"])  # seat 2's discard comes again
    assert (t.seen()["pack"], t.seen()["discards"]) == (3, 1)
    assert t.seen(3)["you"]["hand"] == ["7♥", "8♥", "9♥", "10♥", "J♦"]


@pytest.mark.parametrize(
    "seat, action, code",
    [
        (2, {"type": "draw", "discard": [], "receive": []}, "not_your_turn"),
        (1, {"type": "draw", "discard": ["Ts"], "receive": []}, "draw_count"),
        (1, {"type": "draw", "discard": ["Ad"], "receive": ["6c"]}, "not_in_hand"),
        (1, {"type": "hand", "cards": "6c 6d 6h 6s Js".split()}, "hand_entered"),
        (1, {"type": "contribute", "card": "Ks"}, "not_contribution_time"),
        (1, {"type": "start_cards", "cards": ["6c"]}, "start_cards_entered"),
        (1, {"type": "deal"}, "unknown_action"),
        (1, {"type": "sudden_death"}, "host_only"),
    ],
)
def test_actions_out_of_turn_or_shape_are_refused(seat, action, code):
    assert dealt4().refused(seat, **action).code == code


def test_a_tie_carries_the_pile_into_the_next_round():
    t = table({1: "As Ks Qs", 2: "Ad Kd Qd"})
    t.contribute({1: "As", 2: "Ad"})
    t.hands({1: "6c 7c 8c 9c Jh", 2: "6d 7d 8d 9h Jc"})
    showdown = t.draw_all()["showdown"].payload
    assert (showdown["best"], showdown["pile_to"]) == ([1, 2], None)
    assert GAME.is_finished(t.game) and GAME.next_deal(t.game).seats == (1, 2)
    assert t.refused(1, type="contribute", card="Ks").code == "round_over"  # the next round is its own deal
    t.deal_next()
    assert [p["card"] for p in t.seen()["pile"]] == ["A♠", "A♦"]
    assert t.counts() == {1: 2, 2: 2}
    t.contribute({2: "Kd", 1: "Ks"})
    assert [p["card"] for p in t.seen()["pile"]] == ["A♠", "A♦", "K♦", "K♠"]  # from the dealer's left
    t.hands({2: "6c 6d 6h 7c 7d", 1: "8c 8d 9c 9d Jc"})
    showdown = t.draw_all()["showdown"].payload
    assert (showdown["best"], showdown["pile_to"]) == ([2], 2)
    assert t.counts() == {1: 1, 2: 5} and t.seen()["pile"] == []


def test_a_player_without_a_start_card_is_out_and_the_last_one_wins():
    t = table({1: "As Ks", 2: "Ad Kd", 3: "Ah Kh", 4: "Ac"}, ante=25)
    t.contribute({1: "As", 2: "Ad", 3: "Ah", 4: "Ac"})
    t.hands({1: "6c 6d 6h 7c 7d", 2: "8c 8d 9c 9d Jc", 3: "6s 7s 8s 9s Js", 4: "Tc Td Th Ts Jd"})
    showdown = t.draw_all()["showdown"].payload
    assert (showdown["pile_to"], showdown["out"], showdown["removed"]) == (4, [], None)
    assert t.counts() == {1: 1, 2: 1, 3: 1, 4: 4}
    t.deal_next()
    assert GAME.opening(t.game) == [] and t.seen()["pot"] == 100  # the antes were paid once, at the first round
    t.contribute({1: "Ks", 2: "Kd", 3: "Kh", 4: "Ac"})
    t.hands({1: "6c 6d 6h 7c 7d", 2: "8c 8d 9c 9d Jc", 3: "6s 7s 8s 9s Js", 4: "Tc Td Th Ts Jd"})
    rulings = t.draw_all()
    assert rulings["showdown"].payload["out"] == [2, 3, 1]  # from the dealer's left
    over = rulings["game_over"]
    assert over.payload["winner"] == 4 and over.postings == (("match:7", "stack:4", 100),)
    assert GAME.is_finished(t.game) and t.seen()["winner"] == 4 and GAME.next_deal(t.game) is None
    assert t.refused(4, type="contribute", card="As").code == "game_over"


def test_a_player_who_is_out_may_no_longer_act():
    t = table({1: "As Ks", 2: "Ad Kd", 3: "Ah Kh", 4: "Ac"})
    t.contribute({1: "As", 2: "Ad", 3: "Ah", 4: "Ac"})
    t.hands({1: "6c 6d 6h 7c 7d", 2: "8c 8d 9c 9d Jc", 3: "6s 7s 8s 9s Js", 4: "Tc Td Th Jh 9h"})
    assert t.draw_all()["showdown"].payload["out"] == [4]
    t.deal_next()  # dealt to the players still in, by the first of them to the left of the last dealer
    assert t.setup.seats == (2, 3, 1) and [p["in"] for p in t.seen()["players"]] == [True, True, True, False]
    assert GAME.legal_actions(t.game, 4) == []
    assert t.refused(4, type="contribute", card="Tc").code == "out"
    assert t.seen()["dealer"] == 1 and t.game.round.order == (2, 3, 1)


# The parity rule: three players, one with no start card fails to win.
@pytest.mark.parametrize(
    "start, pile, best, removed, counts",
    [
        # 2 + 2 + a pile of 3 is odd: seat 3's ace of hearts leaves the game.
        ({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah"}, (), 1, "Ah", {1: 4, 2: 2}),
        # 1 + 2 + 3 is even: nothing is removed.
        ({1: "As Ks", 2: "Ad Kd Qd", 3: "Ah"}, (), 1, None, {1: 4, 2: 2}),
        # Seat 3 has two cards in a carried pile: the last it placed goes.
        ({1: "As Ks", 2: "Ad Kd Qd", 3: "Ah"}, ((1, "Js"), (3, "Jh"), (2, "Jd")), 2, "Ah", {1: 1, 2: 7}),
        # The leaving player's card goes even when the pile stays on a tie.
        ({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah"}, (), None, "Ah", {1: 2, 2: 2}),
    ],
)
def test_parity_when_three_players_become_two(start, pile, best, removed, counts):
    t = table(start, pile=pile)
    t.contribute(firsts(start))
    hands = {1: "8c 8d 9c 9d Tc", 2: "8h 8s 9h 9s Th", 3: "6s 7h Ts Jc Kc"}
    if best:
        hands[best] = "6c 6d 6h 7c 7d"
    t.hands(hands)
    showdown = t.draw_all()["showdown"].payload
    assert (showdown["out"], showdown["removed"]) == ([3], removed)
    t.deal_next()
    left = sum(counts.values()) + len(t.seen()["pile"])
    assert left % 2 == 0 and t.counts() == counts
    assert t.seen()["pack"] == 36 - left


def test_no_parity_when_four_players_become_two():
    t = table({1: "As Ks Qs", 2: "Ad Kd", 3: "Ah", 4: "Ac"})
    t.contribute({1: "As", 2: "Ad", 3: "Ah", 4: "Ac"})
    t.hands({1: "6c 6d 6h 7c 7d", 2: "8c 8d 9c 9d Jc", 3: "6s 7s 8s 9s Js", 4: "Tc Td Th Jh 9h"})
    showdown = t.draw_all()["showdown"].payload
    assert (showdown["out"], showdown["removed"]) == ([3, 4], None)
    t.deal_next()
    assert t.counts() == {1: 6, 2: 1}  # seven: odd, as the text leaves it


def test_when_everyone_would_go_out_the_tied_players_play_off_for_the_pile():
    t = table({1: "As", 2: "Ad", 3: "Ah"})
    t.contribute({1: "As", 2: "Ad", 3: "Ah"})
    t.hands({1: "6c 6d 7c 8c 9c", 2: "6h 6s 7d 8d 9d", 3: "Qc Th 9h 8s 7h"})
    showdown = t.draw_all()["showdown"].payload
    assert (showdown["best"], showdown["out"], showdown["removed"]) == ([1, 2], [3], "Ah")
    t.deal_next()
    assert (t.seen()["kind"], t.seen()["phase"]) == ("playoff", "hands")
    t.hands({2: "6c 6d 6h 7c 7d", 1: "8c 8d 9c 9d Jc"})
    rulings = t.draw_all()
    assert rulings["showdown"].payload["pile_to"] == 2
    assert rulings["game_over"].payload["winner"] == 2


def test_sudden_death():
    t = table({1: "As Ks Qs Js", 2: "Ad", 3: "Ah Kh"})
    t.act(HOST, type="sudden_death")
    assert (t.seen()["kind"], t.seen()["phase"]) == ("sudden_death", "hands")
    assert t.refused(2, type="contribute", card="Ad").code == "not_contribution_time"
    assert t.refused(HOST, type="sudden_death").code == "sudden_death_called"
    t.hands({1: "6c 7c 8c 9c Th", 2: "6d 7d 8d 9h Jc", 3: "6h 7h 8h Ts 6s"})
    assert all(p["may_exchange"] for p in t.seen()["players"])  # even the player with the most
    t.act(1, type="exchange", give="6c 7c 8c 9c".split(), take="As Ks Qs Js".split())
    t.act(3, type="exchange", give=["Ts"], take=["Ah"])
    rulings = t.draw_all()
    assert rulings["showdown"].payload["best"] == [1]
    assert rulings["game_over"].payload["winner"] == 1


def test_a_tie_in_sudden_death_is_played_again_by_the_tied_players():
    t = table({1: "As", 2: "Ad", 3: "Ah"})
    t.act(HOST, type="sudden_death")
    t.hands({1: "6c 6d 7c 8c 9c", 2: "6h 6s 7d 8d 9d", 3: "Qc Th 9h 8s 7h"})
    showdown = t.draw_all()["showdown"].payload
    assert (showdown["best"], showdown["out"], showdown["next_round"]) == ([1, 2], [3], "sudden_death")
    t.deal_next()
    assert t.seen()["kind"] == "sudden_death"
    assert [p["card"] for p in t.seen()["pile"]] == []
    t.hands({2: "6c 6d 6h 7c 7d", 1: "8c 8d 9c 9d Jc"})
    assert t.draw_all()["game_over"].payload["winner"] == 2


def test_sudden_death_only_between_rounds():
    t = table(START3)
    t.act(1, type="contribute", card="As")
    assert t.refused(HOST, type="sudden_death").code == "round_under_way"
    assert t.refused(HOST, type="contribute", card="As").code == "host_action"
    assert GAME.legal_actions(t.game, None) == []
