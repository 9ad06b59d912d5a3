"""A night of guts for the tests: seats with chips, deals played from their hands and their words."""

from __future__ import annotations

import json

from referee.rules.catalog import VARIANTS
from referee.rules.engine.events import HOST, Event, seat_actor
from referee.rules.night import night as rules

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo") + tuple(f"P{n}" for n in range(7, 18))


class GutsNight:
    def __init__(self, stacks, game: str = "guts"):
        self.game = game
        opened = rules.open_table("Guts", "USD", 5, list(NAMES[:len(stacks)]))
        self.log = [Event(1, opened.type, opened.actor, opened.payload)]
        self.night = rules.apply(rules.Night(), self.log[0])
        self.live = self.night  # folded from the drafts as decided, before they are stored as JSON
        for seat, amount in enumerate(stacks, 1):
            self.do(HOST, {"type": "buy_in", "seat": seat, "amount": amount})

    def do(self, actor, command) -> list:
        actor = actor if isinstance(actor, str) else seat_actor(actor)
        drafts = rules.decide(self.night, actor, command)
        for draft in drafts:
            stored = json.loads(json.dumps({"payload": draft.payload, "postings": draft.postings}))
            event = Event(self.night.version + 1, draft.type, draft.actor, stored["payload"],
                          tuple(tuple(p) for p in stored["postings"]))
            self.log.append(event)
            self.night = rules.apply(self.night, event)
            self.live = rules.apply(self.live, Event(event.version, draft.type, draft.actor, draft.payload,
                                                     tuple(draft.postings)))
            assert self.live == self.night, f"the stored {draft.type} folds to another night"
            assert sum(self.night.accounts.values()) == 0
        return drafts

    def start(self, dealer: int | None = None, **options) -> None:
        command = {"type": "start_deal", "variant": self.game, "options": options}
        if dealer is not None:
            command["dealer"] = dealer
        self.do(HOST, command)

    @property
    def deal(self):
        return self.night.deal.state

    def enter(self, hands: dict[int, str]) -> None:
        for seat, cards in hands.items():
            self.do(seat, {"type": "cards", "cards": cards.split()})

    def say(self, *words: str) -> None:
        """Words said in turn, whoever's turn it is."""
        for word in words:
            self.do(self.deal.turn(), {"type": word})

    def show(self) -> None:
        while self.night.deal is not None and self.deal.to_show():
            self.do(self.deal.to_show()[0], {"type": "show"})

    def face(self, *gooches: str) -> None:
        for cards in gooches:
            self.do(HOST, {"type": "face_gooch", "cards": cards.split()})

    def play(self, hands: dict[int, str], *words: str, gooches=(), dealer: int | None = None, **options):
        """One whole deal: started, cards entered, words said, hands shown, gooches faced; the ruling."""
        self.start(dealer, **options)
        self.enter(hands)
        self.say(*words)
        self.show()
        self.face(*gooches)
        return self.ruling()

    def gutses_unchallenged(self, seat: int) -> None:
        """Everyone passes but `seat`, who says the first guts."""
        while self.deal.turn() != seat:
            self.say("pass")
        self.say(self.deal.rules.words.declare)
        while self.night.deal is not None and self.deal.turn() is not None:
            self.say("pass")

    def ruling(self) -> dict:
        event = next(e for e in reversed(self.log) if e.type == "ruling")
        return event.payload

    def lines(self) -> list[str]:
        """The last ruling's lines, with names."""
        found = []
        for line in self.ruling()["lines"]:
            names = [NAMES[seat - 1] for seat in line["seats"]]
            who = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)
            found.append(f"{who} {line['says']}" if who else line["says"])
        return found

    def view(self, viewer: int | None = None) -> dict:
        return VARIANTS[self.game].view(self.deal, viewer)

    def legal(self, seat: int | None) -> list[dict]:
        return VARIANTS[self.game].legal_actions(self.deal, seat)

    def stacks(self) -> dict[int, int]:
        return {seat: self.night.balance(f"stack:{seat}") for seat in self.night.seat_numbers()}

    def pot(self) -> int:
        match = self.night.matches.get(self.game)
        return self.night.balance(match.account) if match else 0

    def replayed(self):
        return rules.replay(self.log)
