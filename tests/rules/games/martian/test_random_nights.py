"""Random nights of Martian Poker: deals with random legal placements and bets, and pieces changing hands between.

Every action is built from what `legal_actions` offers, so it must be
accepted; random junk in between is refused with a RuleError that changes
nothing. After every event money is conserved, the night folded from the
stored events (as JSON) equals the night folded from the events as they were
decided (the driver checks both), and every piece is in exactly one place; at
the end a replay of the whole log from nothing equals the live night.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.catalog import VARIANTS
from referee.rules.core.cards import ALL_CARDS
from referee.rules.core.errors import RuleError
from referee.rules.games.martian.pieces import PER_SIZE, SIZES
from referee.rules.night import night as night_rules

MARTIAN = VARIANTS["martian_poker"]
PLACEMENTS = 12  # a deal's random placements stop here, so the Icehouse phases end

JUNK = [
    {"type": "attack", "card": "hole:1", "pieces": [{"size": 3, "count": 9}]},
    {"type": "defend", "card": "Zz", "pieces": [{"size": 1}]},
    {"type": "attack", "card": "hole:2", "pieces": [{"size": 1}], "join": 7},
    {"type": "regroup", "card": "hole:3", "from": 1, "pieces": [{"size": 1}]},
    {"type": "done"}, {"type": "check"}, {"type": "muck"}, {"type": "show", "cards": ["As", "Kd"]},
    {"type": "give_pieces", "to": 1, "pieces": [{"size": 2}]},
    {"type": "accept_offer", "offer": 1}, {"type": "cancel_offer", "offer": 3},
    {"type": "sell_pieces", "to": 2, "pieces": [{"size": 3, "owner": 4}], "price": 10},
]


def assert_pieces_in_one_place(n) -> None:
    """Every owner's fifteen pieces are each held by one seat or on one card; nobody holds more than exist."""
    deal = n.night.deal
    kept = n.kept()
    places: list[tuple[int | None, tuple[int, int], int]] = []
    if deal is not None and deal.variant == "martian_poker":
        ice = deal.state.extra
        places += [(holder, piece, number) for holder, held in ice.stashes.items() for piece, number in held.items()]
        places += [(None, placed.piece, 1) for on in ice.cards.values() for placed in on.pieces()]
    else:
        places += [(item["holder"], (item["owner"], item["size"]), item["count"]) for item in kept.get("pieces", [])]
    total = Counter()
    for holder, piece, number in places:
        assert 0 < number <= PER_SIZE
        total[tuple(piece)] += number
    owners = {owner for owner, _ in total}
    assert total == Counter({(owner, size): PER_SIZE for owner in owners for size in SIZES})
    for holder in {holder for holder, _, _ in places if holder is not None}:
        assert sum(number for who, _, number in places if who == holder) <= PER_SIZE * len(SIZES) * len(owners)


class Player:
    """The physical table: the deck, each seat's hole card, and a random player's choices."""

    def __init__(self, n, rng):
        self.n, self.rng = n, rng
        self.deck = []
        self.hole = {}
        self.placed = 0

    def choices(self) -> list[tuple[int, dict]]:
        deal = self.n.night.deal
        state = deal.state
        return [(seat, legal) for seat in deal.seats for legal in MARTIAN.legal_actions(state, seat)]

    def realize(self, seat: int, legal: dict) -> dict | None:
        rng, kind = self.rng, legal["type"]
        if kind == "cards":
            return {"type": kind, "cards": [self.hole[seat]]}
        if kind == "deal_up":
            return {"type": kind, "cards": {str(s): self.deck.pop().code for s in legal["seats"]}}
        if kind in ("defend", "attack", "regroup"):
            if self.placed >= PLACEMENTS:
                return None
            self.placed += 1
        if kind in ("defend", "attack"):
            item = rng.choice(legal["pieces"])
            action = {"type": kind, "card": rng.choice(legal["cards"]),
                      "pieces": [{"owner": item["owner"], "size": item["size"], "count": rng.randint(1, item["count"])}]}
            joinable = legal.get("join", {}).get(action["card"])
            if joinable and rng.random() < 0.5:
                action["join"] = rng.choice(joinable)
            return action
        if kind == "regroup":
            card = rng.choice(sorted(legal["attacks"]))
            source = rng.choice(sorted(legal["attacks"][card]))
            item = rng.choice(legal["attacks"][card][source])
            action = {"type": kind, "card": card, "from": int(source),
                      "pieces": [{"owner": item["owner"], "size": item["size"], "count": 1}]}
            others = [int(number) for number in legal["attacks"][card] if number != source]
            if others and rng.random() < 0.5:
                action["to"] = rng.choice(others)
            return action
        if kind in ("bet", "raise", "complete"):
            return {"type": kind, "amount": rng.randrange(legal["min"], legal["max"] + 1, 5)}
        if kind == "show":
            return {"type": kind, "cards": [self.hole[seat]]}
        return {"type": kind}

    def play_deal(self) -> None:
        """A deal of the seats that can pay the ante (the others sit out, holding their pieces)."""
        seats = [seat for seat in self.n.night.seat_numbers() if self.n.night.balance(f"stack:{seat}") >= 5]
        if len(seats) < 2:
            return
        self.deck = list(ALL_CARDS)
        self.rng.shuffle(self.deck)
        self.n.do("host", {"type": "start_deal", "variant": "martian_poker", "seats": seats})
        self.hole = {seat: self.deck.pop().code for seat in self.n.night.deal.seats}
        self.placed = 0
        for _ in range(600):
            if self.n.night.deal is None:
                return
            if self.rng.random() < 0.1:
                self.junk()
                continue
            choices = self.choices()
            moving = [c for c in choices if c[1]["type"] not in ("cards", "regroup")] or choices
            seat, legal = self.rng.choice(moving if self.rng.random() < 0.7 else choices)
            if legal["type"] == "deal_up" and seat != self.n.night.deal.dealer:
                continue
            if legal["type"] == "fold" and self.rng.random() < 0.8:
                continue  # so that most deals reach the showdown
            action = self.realize(seat, legal)
            if action is None:
                continue
            try:
                self.n.do(seat, action)
            except RuleError as refusal:
                # The one offered move that can be refused: a whole attack regrouped into a new one.
                assert refusal.code == "changes_nothing", refusal.message
            assert_pieces_in_one_place(self.n)
        raise AssertionError("the deal should end within 600 actions")

    def junk(self) -> None:
        seat = self.rng.choice(list(self.n.night.seat_numbers()))
        before = self.n.night
        try:
            self.n.do(seat, self.rng.choice(JUNK))
        except RuleError as refusal:
            assert refusal.code and refusal.message
            assert self.n.night == before
        assert_pieces_in_one_place(self.n)

    def between(self) -> None:
        """A few gifts, offers and answers, some of them impossible (refused without changing anything)."""
        seats = list(self.n.night.seat_numbers())
        for _ in range(self.rng.randint(0, 6)):
            seat, other = self.rng.sample(seats, 2)
            held = self.n.held(seat)
            if not held:
                continue
            (owner, size), count = self.rng.choice(sorted(held.items()))
            pieces = [{"owner": owner, "size": size, "count": self.rng.randint(1, count + 1)}]
            offers = self.n.kept().get("offers", [])
            command = self.rng.choice([
                {"type": "give_pieces", "to": other, "pieces": pieces},
                {"type": "sell_pieces", "to": other, "pieces": pieces, "price": self.rng.randint(1, 200)},
                {"type": "trade_pieces", "to": other, "give": pieces, "get": [{"size": self.rng.choice([1, 2, 3])}]},
                *({"type": self.rng.choice(["accept_offer", "cancel_offer"]), "offer": offer["offer"]}
                  for offer in offers),
            ])
            actor = other if command["type"] in ("accept_offer", "cancel_offer") and self.rng.random() < 0.7 else seat
            before = self.n.night
            try:
                self.n.do(actor, command)
            except RuleError:
                assert self.n.night == before
            assert_pieces_in_one_place(self.n)


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 5), deals=st.integers(1, 3))
def test_random_nights_keep_every_piece_and_every_cent(night, seed, players, deals):
    rng = random.Random(seed)
    n = night(players, chips=rng.choice([40, 200, 1000]))
    table = Player(n, rng)
    table.between()
    for _ in range(deals):
        table.play_deal()
        table.between()
    assert night_rules.replay(n.events) == n.live
    assert sum(n.night.balance(f"stack:{seat}") for seat in n.night.seat_numbers()) == players * n.chips
    assert all(n.night.balance(f"stack:{seat}") >= 0 for seat in n.night.seat_numbers())
