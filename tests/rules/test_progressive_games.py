"""Whole games of Progressive Poker dealt from a shuffled deck, with random legal choices.

Every game ends with one winner; every card is in exactly one place at every
step; replaying the stored events gives the live state; no view, log entry or
refusal shows anyone a card hidden from them.
"""

from __future__ import annotations

import copy
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.cards import Card, parse_card
from referee.rules.errors import RuleError
from referee.rules.events import HOST, Event, actor_seat, seat_actor, visible_payload
from referee.rules.progressive import PROGRESSIVE as GAME
from referee.rules.progressive_state import HANDS, phase
from referee.rules.variant import Setup

SUDDEN_DEATH_AFTER = 25  # rounds; the host calls it then, so that games end
SEAT_ACTIONS = ("start_cards", "contribute", "hand", "exchange", "draw")


def codes(cards) -> list[str]:
    return [card.code for card in cards]


def strings(value) -> set[str]:
    """Every string anywhere in a JSON value."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return set().union(set(), *(strings(item) for item in value))
    return set()


class Night:
    """One game at a real table: the referee's log, and the dealer's hands."""

    def __init__(self, setup: Setup, rng: random.Random):
        self.setup, self.rng = setup, rng
        self.game = GAME.start(setup)
        self.log: list[Event] = []
        deck = self.game.rules.deck
        self.labels = {str(card) for card in deck.cards} | set(codes(deck.cards))
        self.discard_pile: list[Card] = []
        self.stub = self.shuffled(deck.cards)
        self.dealt_start = {seat: self.deal(self.game.rules.start_count) for seat in setup.seats}
        self.dealt_hands: dict[int, list[Card]] = {}
        self.hands_round = None
        self.removed = 0
        for draft in GAME.opening(self.game):
            self.store(draft)

    def shuffled(self, cards) -> list[Card]:
        cards = sorted(cards)
        self.rng.shuffle(cards)
        return cards

    def deal(self, count: int) -> list[Card]:
        cards = []
        for _ in range(count):
            if not self.stub:  # the pack ran out: the discards are shuffled
                self.stub, self.discard_pile = self.shuffled(self.discard_pile), []
            cards.append(self.stub.pop())
        return cards

    def store(self, draft) -> None:
        stored = json.loads(json.dumps(draft.payload))
        event = Event(len(self.log) + 1, draft.type, draft.actor, stored, draft.postings)
        before = self.game
        self.game = GAME.apply(self.game, event)
        self.log.append(event)
        self.check_event(before, event)

    # -- the table's side: what each player does -------------------------
    def deal_hands_if_due(self) -> None:
        """Once the pile is revealed (or sudden death called), the dealer deals the hands."""
        game = self.game
        if phase(game) != HANDS or self.hands_round == game.round.number:
            return
        unentered = {c for seat, cards in self.dealt_start.items() if seat not in game.start for c in cards}
        self.stub = self.shuffled(game.round.pack - unentered)
        self.discard_pile = []
        self.dealt_hands = {seat: self.deal(5) for seat in game.round.order}
        self.hands_round = game.round.number

    def action(self, seat: int, legal: dict) -> dict:
        rng, own = self.rng, GAME.view(self.game, seat)["you"]
        kind = legal["type"]
        if kind == "start_cards":
            return {"type": kind, "cards": codes(self.dealt_start[seat])}
        if kind == "contribute":
            return {"type": kind, "card": rng.choice(legal["cards"])}
        if kind == "hand":
            return {"type": kind, "cards": codes(self.dealt_hands[seat])}
        if kind == "exchange":
            count = rng.randint(legal["min"], legal["max"])
            return {"type": kind, "give": rng.sample(own["hand"], count), "take": rng.sample(own["start"], count)}
        discard = rng.sample(own["hand"], rng.choice([0, 0, 1, 2, 3, 3, 4, 5]))
        self.discard_pile += [parse_card(card) for card in discard]
        return {"type": "draw", "discard": discard, "receive": codes(self.deal(len(discard)))}

    def step(self) -> None:
        self.deal_hands_if_due()
        game, rng = self.game, self.rng
        host = GAME.legal_actions(game, None)
        if host and (game.round.number >= SUDDEN_DEATH_AFTER or rng.random() < 0.01):
            self.play(HOST, {"type": "sudden_death"})
            return
        choices = [(seat, legal) for seat in game.rules.seats for legal in GAME.legal_actions(game, seat)]
        if rng.random() < 0.15:
            self.try_illegal(choices)
        if rng.random() < 0.1:
            self.try_a_hidden_card()
        seat, legal = rng.choice(choices)
        self.play(seat_actor(seat), self.action(seat, legal))

    def play(self, actor: str, action: dict) -> None:
        before = copy.deepcopy(self.game)
        drafts = GAME.decide(self.game, actor, action)
        assert self.game == before, "decide changed the state"
        for draft in drafts:
            self.store(draft)

    # -- the checks ------------------------------------------------------
    def try_illegal(self, choices) -> None:
        """An action the seat is not offered now is refused."""
        seat = self.rng.choice(self.game.rules.seats)
        offered = {legal["type"] for s, legal in choices if s == seat}
        kind = self.rng.choice([k for k in SEAT_ACTIONS if k not in offered] or ["deal"])
        own = GAME.view(self.game, seat)["you"]
        attempts = {
            "start_cards": {"cards": codes(self.dealt_start[seat])},
            "contribute": {"card": (own["start"] or ["As"])[0]},
            "hand": {"cards": codes(self.dealt_hands.get(seat, []))},
            "exchange": {"give": own["hand"][:1], "take": own["start"][:1]},
            "draw": {"discard": [], "receive": []},
        }
        self.refused(seat_actor(seat), {"type": kind, **attempts.get(kind, {})})

    def try_a_hidden_card(self) -> None:
        """Entering a card another seat holds secretly is refused without naming it or them."""
        game = self.game
        for seat, legal in ((s, l) for s in game.rules.seats for l in GAME.legal_actions(game, s)):
            others = [(s, c) for s in game.rules.seats if s != seat for c in self.secret_of(s)]
            if not others or legal["type"] not in ("start_cards", "hand", "draw"):
                continue
            holder, card = self.rng.choice(others)
            if legal["type"] == "draw":
                hand = GAME.view(game, seat)["you"]["hand"]
                action = {"type": "draw", "discard": hand[:1], "receive": [card.code]}
            else:
                dealt = self.dealt_start[seat] if legal["type"] == "start_cards" else self.dealt_hands[seat]
                action = {"type": legal["type"], "cards": [card.code] + codes(dealt[1:])}
            # The same entry naming a card nobody holds gets the same answer.
            named = {parse_card(text) for key in ("cards", "discard", "receive") for text in action.get(key, ())}
            free = sorted(game.round.pack - self.secret_of(seat) - {c for _, c in game.pile} - named)
            if free:
                unheld = json.loads(json.dumps(action).replace(f'"{card.code}"', f'"{free[0].code}"'))
                assert self.answer(seat_actor(seat), action) == self.answer(seat_actor(seat), unheld)
            return

    def answer(self, actor: str, action: dict):
        """What the sender and the other readers learn from an action: the refusal, or its record.
        (A showdown that follows may find the card twice: hands shown are public.)"""
        try:
            draft = GAME.decide(self.game, actor, action)[0]
        except RuleError as refusal:
            return refusal.code, refusal.message
        return draft.type, visible_payload(draft, None)

    def refused(self, actor: str, action: dict) -> RuleError:
        before = self.game
        try:
            GAME.decide(self.game, actor, action)
        except RuleError as refusal:
            assert self.game == before
            return refusal
        raise AssertionError(f"{actor} was allowed {action}")

    def secret_of(self, seat: int) -> set[Card]:
        game = self.game
        cards = set(game.start.get(seat, ())) | set(game.round.hands.get(seat, ()))
        if seat in game.round.contributions:
            cards.add(game.round.contributions[seat])
        return cards

    def known_to(self, viewer: int | None) -> set[str]:
        known = {card for _, card in self.game.pile}
        if viewer is not None:
            known |= self.secret_of(viewer)
        return {str(card) for card in known} | set(codes(known))

    def check_event(self, before, event: Event) -> None:
        game = self.game
        places = [*game.start.values(), *game.round.hands.values(), game.round.discards, game.round.pack]
        places += [frozenset(game.round.contributions.values()), frozenset(c for _, c in game.pile)]
        everywhere = [card for place in places for card in place]
        assert len(everywhere) == len(set(everywhere)) == len(game.rules.deck.cards), "a card is lost or doubled"
        if event.type == "showdown" and event.payload["removed"]:
            self.removed += 1
        in_game = sum(len(c) for c in game.start.values()) + len(game.round.contributions) + len(game.pile)
        entered = sum(len(self.dealt_start[s]) for s in game.rules.seats if s not in game.start)
        assert in_game + entered == game.rules.start_count * len(game.rules.seats) - self.removed
        for viewer in (*game.rules.seats, None):
            shown = strings(GAME.view(game, viewer)) & self.labels
            assert shown <= self.known_to(viewer), f"seat {viewer} sees a hidden card"
            if event.type != "showdown" and actor_seat(event.actor) != viewer:
                logged = strings(visible_payload(event, viewer)) & self.labels
                assert logged <= self.known_to(viewer), f"seat {viewer} reads a hidden card in the log"
        if event.type == "showdown":
            shown = {row["seat"]: set(row["cards"]) for row in event.payload["hands"]}
            assert shown == {s: set(codes(cards)) for s, cards in before.round.hands.items()}


games = st.tuples(
    st.integers(0, 2**32),
    st.sampled_from(["short", "standard"]),
    st.integers(2, 8),
    st.integers(1, 3),
    st.booleans(),
    st.sampled_from([0, 5, 25]),
).filter(lambda g: g[2] * (g[3] + 5) <= (36 if g[1] == "short" else 52) and (g[1] == "standard" or g[2] <= 4))


@settings(max_examples=100, deadline=None)
@given(games)
def test_random_games_end_with_one_winner_and_replay(game):
    seed, deck, players, start_cards, joker, ante = game
    rng = random.Random(seed)
    dealer = rng.randint(1, players)
    seats = tuple(range(dealer + 1, players + 1)) + tuple(range(1, dealer + 1))  # the dealer's left first
    options = {"deck": deck, "start_cards": start_cards, "joker": joker, "ante": ante}
    setup = Setup(seats, dealer, {s: 100 for s in seats}, options, deal_id=3)
    night = Night(setup, rng)
    while not GAME.is_finished(night.game):
        night.step()
    game = night.game
    assert game.winner is not None and set(seats) - set(game.out) == {game.winner}
    paid = [p for e in night.log for p in e.postings if p[1] == f"stack:{game.winner}"]
    assert paid == ([("pot:3", f"stack:{game.winner}", ante * players)] if ante else [])
    replayed = GAME.start(setup)
    for event in night.log:
        replayed = GAME.apply(replayed, event)
    assert replayed == game
