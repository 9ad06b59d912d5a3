"""A game of Progressive Poker at the table: each round its own deal, the rounds one match.

Played through the night as the service plays it: the ante is paid once into
the match's pot and stays there until the game's winner takes it; the cards
that carry (start cards, the pile, who is out) go from one round's deal to
the next; each round is dealt to the players still in, by the first of them to
the left of the last dealer; no other game is dealt until the game is won.
"""

from __future__ import annotations

import pytest

from referee.rules.core.errors import Forbidden, RuleError
from referee.rules.engine.events import HOST, Event, seat_actor
from referee.rules.night import night as rules

FLUSH, NOTHING, TWO_PAIR = "6c 7c 8c 9c Jc", "6d 7d 8d 9h Jh", "6s 6h 7s 7h 8s"


class Table:
    def __init__(self):
        opened = rules.open_table("t", "USD", 5, ["Ann", "Bob", "Cy"])
        self.log: list[Event] = []
        self.night = rules.Night()
        self.store(opened)
        for seat in (1, 2, 3):
            self.do(HOST, {"type": "buy_in", "seat": seat, "amount": 500})

    def store(self, draft) -> None:
        event = Event(self.night.version + 1, draft.type, draft.actor, dict(draft.payload), draft.postings)
        self.log.append(event)
        self.night = rules.apply(self.night, event)
        assert sum(self.night.accounts.values()) == 0

    def do(self, actor, command) -> list:
        actor = actor if isinstance(actor, str) else seat_actor(actor)
        drafts = rules.decide(self.night, actor, command)
        for draft in drafts:
            self.store(draft)
        return drafts

    def refused(self, actor, command) -> RuleError:
        before = self.night
        with pytest.raises(RuleError) as refusal:
            self.do(actor, command)
        assert self.night == before
        return refusal.value

    def view(self) -> dict:
        return self.night.deal.rules.view(self.night.deal.state, None)

    def round(self, order, contributions, hands) -> list:
        """Everyone contributes, enters a hand and stands pat, in turn from the dealer's left."""
        for seat in order:
            if contributions:
                self.do(seat, {"type": "contribute", "card": contributions[seat]})
        for seat in order:
            self.do(seat, {"type": "hand", "cards": hands[seat].split()})
        for seat in order:
            drafts = self.do(seat, {"type": "draw", "discard": [], "receive": []})
        return drafts


@pytest.mark.parametrize("ante", [0, 25])
def test_the_rounds_of_a_game_are_deals_of_one_match(ante):
    t = Table()
    t.do(HOST, {"type": "start_deal", "variant": "progressive", "dealer": 3,
                "options": {"ante": ante, "start_cards": 2}})
    for seat, cards in {1: "As Ks", 2: "Ad Kd", 3: "Ah Kh"}.items():
        t.do(seat, {"type": "start_cards", "cards": cards.split()})
    t.round((1, 2, 3), {1: "As", 2: "Ad", 3: "Ah"}, {1: FLUSH, 2: NOTHING, 3: TWO_PAIR})

    # Round 1 is over, and with it deal 1; the game goes on, and its antes stay in the match's pot.
    assert t.night.deal is None and [d.number for d in t.night.deals] == [1]
    match = t.night.matches["progressive"]
    assert (match.account, t.night.balance("match:1"), match.next.seats) == ("match:1", 3 * ante, (1, 2, 3))
    assert t.refused(1, {"type": "start_deal", "variant": "five_card_draw"}).code == "game_under_way"
    assert isinstance(t.refused(2, {"type": "start_deal", "variant": "progressive"}), Forbidden)  # Ann deals
    assert t.refused(2, {"type": "cash_out", "seat": 2, "amount": 0}).code == "in_a_game"
    if ante:
        assert t.refused(HOST, {"type": "settle_pot"}).code == "game_under_way"
        assert "its winner takes it when the game is over" in rules.closing_problem(t.night)

    # Round 2: Ann deals it; the options she sends are not the game's, which stay those of its first round.
    t.do(1, {"type": "start_deal", "variant": "progressive", "options": {"ante": 5, "start_cards": 1}})
    started = t.log[-1]
    assert started.type == "deal_started" and started.payload["options"]["ante"] == ante and started.payload["seats"] == [2, 3, 1]
    assert [e.type for e in t.log].count("ante") == (1 if ante else 0)  # each player antes once
    assert (t.view()["round"], t.view()["pot"]) == (2, 3 * ante)
    assert {p["seat"]: p["start_cards"] for p in t.view()["players"]} == {1: 4, 2: 1, 3: 1}
    drafts = t.round((2, 3, 1), {2: "Kd", 3: "Kh", 1: "Ks"}, {1: TWO_PAIR, 2: NOTHING, 3: FLUSH})
    assert [d.payload["out"] for d in drafts if d.type == "showdown"] == [[2]]

    # Round 3 is dealt to the players still in, by the first of them to the left of Ann: Cy. Bob, out, may leave.
    assert t.night.matches["progressive"].next.seats == (1, 3)
    assert t.refused(1, {"type": "cash_out", "seat": 1, "amount": 0}).code == "in_a_game"
    t.do(2, {"type": "cash_out", "seat": 2, "amount": 500 - ante})
    assert t.refused(2, {"type": "start_deal", "variant": "progressive"}).code == "not_the_dealer"
    assert t.refused(HOST, {"type": "start_deal", "variant": "progressive", "seats": [1, 2, 3]}).code == \
        "match_players"
    t.do(3, {"type": "start_deal", "variant": "progressive"})
    assert t.night.deal.seats == (1, 3) and [p["in"] for p in t.view()["players"]] == [True, False, True]
    assert isinstance(t.refused(2, {"type": "contribute", "card": "Kd"}), Forbidden)

    # The host calls sudden death; its winner wins the game and takes the pot, and the match is over.
    t.do(HOST, {"type": "sudden_death"})
    for seat, hand in ((1, FLUSH), (3, NOTHING)):
        t.do(seat, {"type": "hand", "cards": hand.split()})
    t.do(1, {"type": "draw", "discard": [], "receive": []})
    over = t.do(3, {"type": "draw", "discard": [], "receive": []})[-1]
    assert over.type == "game_over" and over.payload["winner"] == 1
    assert over.postings == ((("match:1", "stack:1", 75),) if ante else ())
    assert t.night.deal is None and t.night.matches == {} and len(t.night.deals) == 3
    assert [t.night.balance(f"stack:{seat}") for seat in (1, 2, 3)] == [500 + 2 * ante, 0, 500 - ante]
    assert rules.replay(t.log) == t.night

    # A new game starts afresh, dealt to everyone still at the table: start cards are dealt again.
    t.do(1, {"type": "start_deal", "variant": "progressive", "options": {"start_cards": 1}})
    assert t.night.deal.seats == (3, 1) and t.view()["round"] == 1 and not any(p["start_entered"] for p in t.view()["players"])
    assert t.night.deal.rules.legal_actions(t.night.deal.state, 3)[0]["type"] == "start_cards"


def test_another_game_waits_only_for_a_game_that_is_not_over():
    t = Table()
    t.do(HOST, {"type": "start_deal", "variant": "progressive", "dealer": 3, "options": {"start_cards": 1}})
    for seat, card in {1: "As", 2: "Ad", 3: "Ah"}.items():
        t.do(seat, {"type": "start_cards", "cards": [card]})
    drafts = t.round((1, 2, 3), {1: "As", 2: "Ad", 3: "Ah"}, {1: FLUSH, 2: NOTHING, 3: TWO_PAIR})
    assert drafts[-1].type == "game_over"  # one start card each: won in a single round
    assert t.night.matches == {}
    t.do(1, {"type": "start_deal", "variant": "five_card_draw"})
    assert t.night.deal.variant == "five_card_draw"
