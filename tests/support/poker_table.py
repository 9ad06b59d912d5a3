"""The physical cards of a random poker deal: a shuffled deck, who holds what, what each action deals."""

from __future__ import annotations

from referee.rules.core.cards import ALL_CARDS


class Table:
    """The physical cards: who holds what, and the rest of the deck.

    `d` is anything with the deal's `state` and `setup` (read afresh each time).
    """

    def __init__(self, d, rng):
        self.d, self.rng = d, rng
        self.deck = self.every_card()
        rng.shuffle(self.deck)
        self.hands = {seat: [] for seat in d.setup.seats}
        self.discards = []
        self.turned = 0  # cards turned up so far: fewer later means the cards were gathered

    def every_card(self):
        """The natural cards of the deal's deck (the short deck has no two to five)."""
        return [card for card in ALL_CARDS if card in self.d.state.deck]

    def next_card(self):
        """The top card; when the deck runs out, the discards are shuffled in, as at the table."""
        if not self.deck:
            self.deck, self.discards = self.discards, []
            self.rng.shuffle(self.deck)
        return self.deck.pop()

    def top_up(self):
        """Deal the face-down cards of every wave the deal has reached."""
        state = self.d.state
        if len(state.zones.turned) < self.turned or any(len(self.hands[s]) > state.down_count(s) for s in state.in_hand):
            self.gather()  # the deal was called off and is dealt again (a rainout)
        self.turned = len(state.zones.turned)
        for seat in state.in_hand:
            while len(self.hands[seat]) < state.down_count(seat):
                self.hands[seat].append(self.next_card())

    def gather(self):
        """Every card back in the deck, shuffled."""
        self.deck = self.every_card()
        self.rng.shuffle(self.deck)
        self.hands = {seat: [] for seat in self.hands}
        self.discards = []

    def realize(self, seat: int, legal: dict) -> dict | None:
        kind, rng = legal["type"], self.rng
        if kind == "cards":
            return {"type": kind, "cards": [c.code for c in self.hands[seat]]}
        if kind == "turn_up":  # the next of the turner's unseen cards
            return {"type": kind, "card": self.hands[legal["seat"]].pop(rng.randrange(legal["left"])).code}
        if kind == "deal_up":
            return {"type": kind, "cards": {str(s): self.next_card().code for s in legal["seats"]}}
        if kind == "community":
            return {"type": kind, "cards": [self.next_card().code for _ in range(rng.randint(1, legal["count"]))]}
        if kind in ("bet", "raise", "complete"):
            unit = self.d.setup.unit
            return {"type": kind, "amount": rng.randrange(legal["min"], legal["max"] + 1, unit)}
        if kind == "draw":
            aces = [c for c in self.hands[seat] if c.rank == 14 and c not in self.d.state.public_cards()]
            action = {"type": kind, "count": rng.randint(0, legal["max"])}
            if aces and legal.get("max_with_ace") and rng.random() < 0.5:
                action = {"type": kind, "count": legal["max_with_ace"], "show": aces[0].code}
            keep = [c for c in self.hands[seat] if action.get("show") == c.code]
            rest = [c for c in self.hands[seat] if c not in keep]
            rng.shuffle(rest)
            self.hands[seat] = keep + rest[action["count"]:] + [self.next_card() for _ in range(action["count"])]
            self.discards += rest[:action["count"]]  # after the new cards: nobody is dealt back what they threw
            if rng.random() < 0.5:  # the new hand entered with the draw, privately
                action["cards"] = [c.code for c in self.hands[seat]]
            return action
        if kind == "discard":
            thrown = self.hands[seat].pop(rng.randrange(len(self.hands[seat])))
            return {"type": kind, "cards": [thrown.code]}
        if kind == "show":
            return {"type": kind, "cards": [c.code for c in self.hands[seat]]}
        return {"type": kind}
