"""Whole games of Acey Deucey at random, through the night: the pot is never negative, money sums to zero,
replaying the stored events gives the live night, and every game that ends ends on a pot bet won (or, when
nobody has a chip left to bet, on the pot split)."""

from __future__ import annotations

import json
import random

from hypothesis import event, given, settings
from hypothesis import strategies as st

from referee.rules.catalog import VARIANTS
from referee.rules.engine.events import HOST, Event, seat_actor
from referee.rules.night import night as rules

GAME = VARIANTS["acey_deucey"]
BOUND = 1500  # actions; a game of small bets may outlast it


class Night:
    def __init__(self, stacks: list[int], stakes: dict):
        self.live = self.stored = rules.Night()
        self.log: list[Event] = []
        self.do(HOST, None, [rules.open_table("Acey", "USD", 5, [f"P{n}" for n in range(1, len(stacks) + 1)],
                                              stakes)])
        for seat, amount in enumerate(stacks, 1):
            self.do(HOST, {"type": "buy_in", "seat": seat, "amount": amount})

    def do(self, actor: str, command: dict | None, drafts=None) -> list:
        drafts = drafts if drafts is not None else rules.decide(self.live, actor, command)
        for draft in drafts:
            event = Event(self.live.version + 1, draft.type, draft.actor, draft.payload, tuple(draft.postings))
            stored = Event(event.version, draft.type, draft.actor, json.loads(json.dumps(draft.payload)),
                           tuple(tuple(p) for p in json.loads(json.dumps(draft.postings))))
            self.live, self.stored = rules.apply(self.live, event), rules.apply(self.stored, stored)
            self.log.append(stored)
            self.check()
        return drafts

    def check(self) -> None:
        accounts = self.live.accounts
        assert sum(accounts.values()) == 0, "money is made or lost"
        assert all(amount >= 0 for account, amount in accounts.items() if not account.startswith("player:"))
        assert self.stored == self.live
        deal = self.live.deal
        if deal is not None:
            assert deal.state.pot == self.live.balance(f"pot:{deal.number}") >= 0


def filled(offer: dict, game, rng: random.Random, greed: float) -> dict:
    action = {"type": offer["type"]}
    for field in offer["fields"]:
        if field["kind"] == "cards":  # the dealer turns up a card still in the deck
            action[field["name"]] = [rng.choice([c for c in game.rules.deck.cards if c not in game.out]).code]
        elif field["kind"] == "int":
            top, low = field["max"], field["min"]
            action[field["name"]] = top if rng.random() < greed else rng.randrange(low, top + 1, field["step"])
        else:
            action[field["name"]] = rng.choice(field["choices"])
    return action


@settings(max_examples=50, deadline=None)
@given(players=st.integers(2, 6), stacks=st.lists(st.sampled_from([10, 100, 500, 2000]), min_size=6, max_size=6),
       options=st.fixed_dictionaries({"ace_low": st.booleans(), "pass_unbeatable": st.booleans(),
                                      "palansky": st.booleans(), "escape": st.booleans(),
                                      "ante": st.sampled_from([5, 10])}),
       min_bet=st.sampled_from([5, 10]), greed=st.sampled_from([0.1, 0.5]), seed=st.integers(0, 2**32 - 1))
def test_random_games_keep_the_money_and_end_on_a_pot_bet_won(players, stacks, options, min_bet, greed, seed):
    rng = random.Random(seed)
    night = Night(stacks[:players], {"min_bet": min_bet, "max_bet": 25})
    night.do(HOST, {"type": "start_deal", "variant": "acey_deucey", "dealer": rng.randint(1, players),
                    "options": options})
    assert night.live.deal.state.rules.min_bet == min_bet  # the table's smallest bet
    for _ in range(BOUND):
        deal = night.live.deal
        if deal is None:
            break
        offers = [(seat, offer) for seat in deal.seats for offer in GAME.legal_actions(deal.state, seat)]
        assert offers, "the game waits, and nobody is offered anything"
        seat, offer = rng.choice(offers)
        night.do(seat_actor(seat), filled(offer, deal.state, rng, greed))
    assert rules.replay(night.log) == night.live
    event("went past the bound" if night.live.deal else f"ended by {night.log[-1].type}")
    event(f"reshuffles: {sum(e.type == 'reshuffle' for e in night.log)}")
    if night.live.deal is None:
        last = night.log[-1]
        before = rules.replay(night.log[:-1]).deal.state
        if last.type == "split":
            assert not any(before.stacks.values())
        else:
            assert last.type == "settled" and last.payload["outcome"] == "won" and last.payload["pot_bet"]
            assert last.payload["amount"] == before.pot
        assert night.live.balance(f"pot:{night.live.deals[-1].number}") == 0
