"""Random complete deals of Lamarckian Poker, checked after every event.

Every deal ends; no card is ever lost or doubled; the stored log replays to
the live state; no view or log entry shows a seat another seat's hidden
cards or an unrevealed mark; the legal actions offered are exactly the ones
accepted; the antes all go back out to the winners. Some players mistype a
card of another's hand into their own: a card is then in two hidden places
until it shows, and the player corrects it when the referee finds it.
"""

import json
import random
import re
from collections import Counter

from hypothesis import event, given, settings
from hypothesis import strategies as st

from referee.rules.core.cards import parse_card
from referee.rules.core.decks import deck
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST, visible_payload
from referee.rules.games.lamarckian.capture import matches
from referee.rules.games.lamarckian.clash import clash_cards, showdown_due
from referee.rules.games.lamarckian.game import LAMARCKIAN as GAME
from tests.support.lamarckian_table import Table, make_setup

CARD_IN_OUTPUT = re.compile(r"(?:10|[2-9JQKA])[♣♦♥♠]")


def cards_shown(data) -> set:
    """Every card named anywhere in a piece of JSON: as a value, or inside a sentence."""
    text = json.dumps(data, ensure_ascii=False)
    shown = {parse_card(match) for match in CARD_IN_OUTPUT.findall(text)}
    for value in re.findall(r'"([^"]*)"', text):
        try:
            shown.add(parse_card(value))
        except RuleError:
            pass
    return shown


class RandomDeal:
    """One deal from a shuffled deck: random order of entries, random legal marks."""

    def __init__(self, players: int, seed: int, ante: int, starve: bool, typos: bool = False):
        self.rng = random.Random(seed)
        self.starve = starve
        self.deck = list(deck().cards)
        self.rng.shuffle(self.deck)
        self.entered = {}  # seat -> the starting hand it entered last
        self.pooled = []
        self.public = set()  # every card the table has seen face up
        self.balances = Counter()
        setup = make_setup(players, ante=ante)
        self.seats = setup.seats
        self.hands = {seat: self.deal(4) for seat in self.seats}
        self.typos = {}  # seat -> (the card it entered, the card it holds), until corrected
        if typos:
            seat, other = self.rng.sample(self.seats, 2)
            self.typos[seat] = (self.rng.choice(self.hands[other]), self.rng.choice(self.hands[seat]))
        self.table = Table(setup, watch=self.check)

    def deal(self, count):
        cards, self.deck = self.deck[:count], self.deck[count:]
        return cards

    def texts(self, cards):
        # Players type cards in any of the accepted forms.
        return [self.rng.choice([card.code, str(card), card.code.lower()]) for card in cards]

    def play(self):
        for seat in self.rng.sample(self.seats, len(self.seats)):
            self.probe()
            if self.rng.random() < 0.2:  # a typo, corrected before the first pool
                self.enter_hand(seat, self.hands[seat][:3] + [self.deck[-1]])
            self.enter_hand(seat, self.as_entered(seat))
        while not GAME.is_finished(self.table.state):
            self.probe()
            cards = self.deal(4)
            self.pooled += cards
            dealer = self.rng.choice([HOST, f"seat:{self.table.state.dealer}"])
            self.table.act(dealer, {"type": "enter_pool", "cards": self.texts(cards)})
            for seat in self.rng.sample(self.table.state.alive, len(self.table.state.alive)):
                self.probe()
                self.correct()
                offer = next(a for a in GAME.legal_actions(self.table.state, seat) if a["type"] == "mark")
                self.table.act(f"seat:{seat}", {"type": "mark", "card": self.choose_mark(offer["cards"])})
            self.correct()
        self.probe()

    def as_entered(self, seat):
        wrong, right = self.typos.get(seat, (None, None))
        return [wrong if card == right else card for card in self.hands[seat]]

    def correct(self):
        """Whoever mistyped a card the referee found entered twice puts it right."""
        while self.table.state.phase == "clash":
            self.probe()
            seat = next(s for s, (wrong, _) in self.typos.items() if wrong in self.table.state.clash)
            wrong, right = self.typos.pop(seat)
            self.entered[seat] = self.entered[seat] - {wrong} | {right}
            self.table.act(f"seat:{seat}", {"type": "correct", "card": str(wrong), "is": right.code})

    def choose_mark(self, choices):
        if not self.starve:
            return self.rng.choice(choices)
        # Marks that match little in the pool make extinctions, which random marks seldom do.
        pool = self.table.state.pool
        return min(choices, key=lambda card: (sum(matches(parse_card(card), other) for other in pool), self.rng.random()))

    def enter_hand(self, seat, cards):
        self.entered[seat] = set(cards)
        self.table.act(f"seat:{seat}", {"type": "enter_hand", "cards": self.texts(cards)})

    def check(self, table, event):
        state = table.state
        held = [card for seat in self.seats for card in state.hand(seat)]
        held += list(state.pool) + list(state.marks.values()) + list(state.discard)
        twice = {card for card, count in Counter(held).items() if count > 1}
        assert twice <= {wrong for wrong, _ in self.typos.values()}, "a card is in two places"
        assert twice & state.public_cards() <= set(clash_cards(state)), "a card shows twice unnoticed"
        assert set(held) == set().union(*self.entered.values(), self.pooled), "a card was lost or made up"
        assert state.deck_left == len(self.deck)

        for source, target, amount in event.postings:
            self.balances[source] -= amount
            self.balances[target] += amount
        assert self.balances[state.pot_account] == state.pot

        self.public |= set(state.pool) | set(state.discard)
        if state.revealed:
            self.public |= set(state.marks.values())
        for viewer in (*self.seats, None):
            hidden = self.hidden_from(state, viewer)
            assert not cards_shown(GAME.view(state, viewer)) & hidden, f"the view leaks to {viewer}"
            assert not cards_shown(visible_payload(event, viewer)) & hidden, f"the log leaks to {viewer}"

    def hidden_from(self, state, viewer):
        """The cards `viewer` must not see now: others' start cards never shown, and unrevealed marks."""
        shown_down = showdown_due(state) or state.result is not None and state.result.outcome == "showdown"
        hidden = set()
        for seat in self.seats:
            if seat == viewer:
                continue
            if not shown_down:
                hidden |= (set(state.hand(seat)) & self.entered.get(seat, set())) - self.public
            if seat in state.marks and not state.revealed:
                hidden.add(state.marks[seat])
        # A mistyped card may be the viewer's own.
        return hidden - state.own_cards(viewer) if viewer is not None else hidden

    def probe(self):
        """What legal_actions offers is exactly what decide accepts, for every seat and the host."""
        state = self.table.state
        for seat in (*self.seats, None):
            actor = HOST if seat is None else f"seat:{seat}"
            offered = {(action["type"], action.get("in")): action for action in GAME.legal_actions(state, seat)}
            tries = [("enter_pool", {"type": "enter_pool", "cards": self.texts((self.deck or self.pooled)[:4])})]
            if seat is not None:
                tries.append(("enter_hand", {"type": "enter_hand", "cards": self.texts(self.hands[seat])}))
                tries += [("mark", {"type": "mark", "card": str(card)}) for card in state.hand(seat)]
            unseen = set(deck().cards) - state.public_cards() - state.own_cards(seat)
            # The cards in question during a clash, and otherwise a slip in one's own hand.
            questioned = state.clash or (sorted(state.hand(seat))[:1] if seat is not None else ())
            for card, right in zip(questioned, sorted(unseen)):
                tries.append(("correct", {"type": "correct", "card": str(card), "is": str(right)}))
                tries.append(("correct", {"type": "correct", "card": str(card), "is": str(right), "in": "pool"}))
            for kind, action in tries:
                offer = offered.get((kind, action.get("in")))
                listed = offer is not None and (kind not in ("mark", "correct") or action["card"] in offer["cards"])
                if kind == "correct" and listed and action.get("in") != "pool":
                    listed = parse_card(action["card"]) in state.own_cards(seat)
                assert accepted(state, actor, action) == listed, (actor, action, offered)
            if state.pool and seat is not None:
                assert not accepted(state, actor, {"type": "mark", "card": str(state.pool[0])})


def accepted(state, actor, action):
    try:
        GAME.decide(state, actor, action)
    except RuleError:
        return False
    return True


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32 - 1),
    ante=st.sampled_from([0, 5, 25, 35]),
    starve=st.booleans(),
    typos=st.booleans(),
)
def test_random_deals(players, seed, ante, starve, typos):
    game = RandomDeal(players, seed, ante, starve, typos)
    game.play()
    state, table = game.table.state, game.table

    assert table.replay() == state
    result = state.result
    event(f"ended by {result.outcome}")
    event(f"extinct players: {len(game.seats) - len(state.alive)}")
    event(f"clashes found: {sum(1 for e in table.events if e.type == 'clash' and e.payload['cards'])}")
    assert 1 <= state.turn <= state.turns == 13 - players
    if result.outcome == "showdown":
        assert state.turn == state.turns and state.deck_left == 0 and not game.deck
        assert set(result.winners) <= set(state.alive) and len(state.alive) >= 2
    elif result.outcome == "last_survivor":
        assert state.alive == result.winners and len(result.winners) == 1
    else:
        assert result.outcome == "all_extinct" and state.alive == () and result.winners
    assert state.pot == 0
    assert sum(result.payouts.values()) == ante * players
    assert set(result.payouts) <= set(result.winners)
    assert all(GAME.legal_actions(state, seat) == [] for seat in (*game.seats, None))
