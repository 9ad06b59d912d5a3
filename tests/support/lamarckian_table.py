"""The table the Lamarckian tests play at, and deals at their usual moments.

`Table` stores a deal the way the service does: decide, number the drafts as
events (their payloads through JSON, as the store returns them), apply.
"""

import copy
import json
from dataclasses import replace

from referee.rules.core.cards import parse_cards
from referee.rules.engine.events import Event
from referee.rules.engine.variant import Setup
from referee.rules.games.lamarckian.game import LAMARCKIAN as GAME


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
