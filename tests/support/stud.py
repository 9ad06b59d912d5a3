"""A stud deal in the engine, dealt the way a dealer deals it: face-up cards one at a time round the table.

`Stud(d)` wraps a `Deal` (tests/rules/poker/conftest.py). `turn` turns up the
next cards in the order given, each to the next seat owed one (round the
table from the dealer's left, wave by wave), with every betting round in
between checked through; `deal` does the same from each seat's own up cards,
until the showdown (or the declarations); `showdown` checks the last rounds
through and shows (or mucks) each hand.
"""

from __future__ import annotations

from referee.rules.poker.phases.cards import community_due, up_due


def cards(text: str) -> list[str]:
    return text.split()


class Stud:
    def __init__(self, d):
        self.d = d

    def checks(self) -> None:
        """Everyone still in checks, round after round, until the deal waits for cards."""
        while (seat := self.d.state.to_act()) is not None:
            self.d.act(seat, {"type": "check"})

    def _next_seat(self) -> int | None:
        state = self.d.state
        owed = [seat for seat in state.contenders() if up_due(state, seat) > 0]
        return max(owed, key=lambda seat: up_due(state, seat)) if owed else None

    def turn(self, text: str) -> None:
        """Face-up cards in the order they are turned: to the seats owed one, or to the middle."""
        for code in cards(text):
            self.checks()
            seat = self._next_seat()
            if seat is None:
                assert community_due(self.d.state) > 0, f"no card is due for {code}"
                self.d.act(self.d.dealer, {"type": "community", "cards": [code]})
            else:
                self.d.act(self.d.dealer, {"type": "deal_up", "cards": {str(seat): code}})

    def deal(self, up: dict[int, str], middle: str = "") -> None:
        """Every face-up card, each seat's in the order given, and the middle cards, until the showdown."""
        left = {seat: cards(text) for seat, text in up.items()}
        middle_left = cards(middle)
        while True:
            self.checks()
            if self.d.state.at_showdown or self.d.state.current.name == "declare" \
                    or self.d.variant.is_finished(self.d.state):
                return
            seat = self._next_seat()
            if seat is not None:
                self.d.act(self.d.dealer, {"type": "deal_up", "cards": {str(seat): left[seat].pop(0)}})
            else:
                self.d.act(self.d.dealer, {"type": "community", "cards": [middle_left.pop(0)]})

    def showdown(self, down: dict[int, str | None]) -> dict:
        """Each seat shows its face-down cards (None: mucks), in the order given; the referee's ruling."""
        self.checks()
        assert self.d.state.at_showdown
        drafts = []
        for seat, text in down.items():
            drafts = self.d.act(seat, {"type": "muck"} if text is None else {"type": "show", "cards": cards(text)})
        assert drafts[-1].type == "showdown"
        return drafts[-1].payload

    def play(self, hands: dict[int, tuple[str, str | None]], middle: str = "") -> dict:
        """A whole deal checked through: each seat's (up cards, down cards or None to muck); the ruling."""
        self.deal({seat: up for seat, (up, _) in hands.items()}, middle)
        return self.showdown({seat: down for seat, (_, down) in hands.items()})
