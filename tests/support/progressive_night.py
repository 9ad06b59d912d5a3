"""A game of Progressive Poker at a real table, for the random games.

`Night` plays one game from a shuffled deck: the dealer's hands (what each
player is really dealt) on one side, the referee's log on the other. Each
round is a deal of its own: once a round's deal is over, the dealer starts the
next as the table does (`next_round`), until the game has a winner. Some
players mistype a card as they enter it: they enter a card another player
holds, or one still in the pack, for the card they were dealt. `Night.typos`
follows each such entry (where it lies now: start cards, hand, the pile, the
discards) until it is corrected or the round that held it ends. A player
corrects when the referee finds the card entered twice, or when an entry of a
card they really hold is refused because of the wrong one.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from dataclasses import dataclass

from referee.rules.core.cards import Card, parse_card
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST, Event, seat_actor
from referee.rules.engine.variant import Setup
from referee.rules.games.progressive.game import PROGRESSIVE as GAME
from referee.rules.games.progressive.state import HANDS, phase
from referee.rules.night.deals import clockwise

SUDDEN_DEATH_AFTER = 25  # rounds; the host calls it then, so that games end
MAX_TYPOS = 2  # wrong entries standing at once


def next_round(game, setup: Setup) -> Setup:
    """The next round's deal as the table starts it once this round's is over: dealt to the players still in
    by the first of them to the left of the last dealer, with the game's options, its pot and what the last
    round hands on."""
    going_on = GAME.next_deal(game)
    assert GAME.is_finished(game) and going_on is not None, "the game goes on with another deal"
    dealer = clockwise(going_on.seats, game.round.dealer)[0]
    return Setup(clockwise(going_on.seats, dealer), dealer, setup.stacks, setup.options, setup.unit,
                 setup.deal_id + 1, going_on.carried, setup.pot_account, game.pot)


def codes(cards) -> list[str]:
    return [card.code for card in cards]


@dataclass
class Typo:
    """A card entered as `wrong` that is really `right`, lying in `seat`'s `place`."""

    seat: int
    wrong: Card
    right: Card
    place: str  # start, hand, contribution, pile (placed by seat), discards
    round: int  # the round it was entered or discarded in


class Night:
    """One game at a real table: the referee's log, and the dealer's hands."""

    def __init__(self, setup: Setup, rng: random.Random, typo_rate: float = 0.0, watch=None):
        self.setup, self.rng, self.typo_rate, self.watch = setup, rng, typo_rate, watch
        self.game = GAME.start(setup)
        self.log: list[Event] = []
        self.deals: list[tuple[Setup, list[Event]]] = [(setup, [])]  # each round's deal: its setup and events
        self.ended = []  # the state each finished deal ended in
        self.typos: list[Typo] = []
        self.found: list[Card] = []  # wrong cards the referee ruled a clash on
        self.fixed_unasked = 0  # corrections made without a clash
        self.mistyped = 0  # wrong entries the referee accepted
        deck = self.game.rules.deck
        self.discard_pile: list[Card] = []
        self.stub = self.shuffled(deck.cards)
        self.dealt_start = {seat: self.deal(self.game.rules.start_count) for seat in setup.seats}
        self.dealt_hands: dict[int, list[Card]] = {}
        self.hands_round = None
        self.drawing = (0, 0, [])  # the round, seat, discards and the cards dealt for them
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
        self.deals[-1][1].append(event)
        self.follow_typos(event)
        if event.type == "clash":
            self.found += [parse_card(code) for code in event.payload["cards"]]
        if self.watch:
            self.watch(self, before, event)

    def over(self) -> bool:
        """The game is won: its last deal is over, and there is no next."""
        return GAME.is_finished(self.game) and GAME.next_deal(self.game) is None

    def deal_next_round(self) -> None:
        """The dealer starts the next round as a new deal of the game."""
        self.ended.append(self.game)
        self.setup = next_round(self.game, self.setup)
        self.game = GAME.start(self.setup)
        self.deals.append((self.setup, []))
        self.follow_typos(None)
        for draft in GAME.opening(self.game):
            self.store(draft)

    def play(self, actor: str, action: dict) -> None:
        before = copy.deepcopy(self.game)
        drafts = GAME.decide(self.game, actor, action)
        assert self.game == before, "decide changed the state"
        for draft in drafts:
            self.store(draft)

    # -- where each card really is ----------------------------------------
    def real(self, seat: int, cards) -> list[Card]:
        """The cards a seat really holds for those it entered."""
        mistyped = {t.wrong: t.right for t in self.typos if t.seat == seat and t.place != "discards"}
        return [mistyped.get(card, card) for card in cards]

    def entered(self, seat: int, cards) -> list[str]:
        """What a seat's phone calls the cards it really holds."""
        mistyped = {t.right: t.wrong for t in self.typos if t.seat == seat and t.place != "discards"}
        return codes(mistyped.get(card, card) for card in cards)

    def real_pile(self) -> list[Card]:
        mistyped = {(t.seat, t.wrong): t.right for t in self.typos if t.place == "pile"}
        return [mistyped.get(placed, placed[1]) for placed in self.game.pile]

    def real_start(self, seat: int) -> list[Card]:
        if seat in self.game.start:
            return self.real(seat, self.game.start[seat])
        return list(self.dealt_start[seat]) if seat in self.game.round.order else []

    def real_hand(self, seat: int) -> list[Card]:
        if seat in self.game.round.hands:
            return self.real(seat, self.game.round.hands[seat])
        return list(self.dealt_hands.get(seat, ())) if self.hands_round == self.game.round.number else []

    def everywhere(self) -> list[Card]:
        """Every card of the deck where it really is, once the round's hands are dealt."""
        rnd = self.game.round
        cards = self.real_pile() + self.stub + self.discard_pile
        for seat in rnd.order:
            cards += self.real_start(seat) + self.real_hand(seat)
            cards += self.real(seat, [rnd.contributions[seat]] if seat in rnd.contributions else [])
        number, drawer, drawn = self.drawing
        if number == rnd.number and drawer not in rnd.draws:
            # A draw not entered yet: its discards are still in the hand, its cards dealt.
            cards += drawn[len(drawn) // 2:]
            for card in drawn[:len(drawn) // 2]:
                cards.remove(card)
        return cards

    def follow_typos(self, event: Event | None) -> None:
        """Move each wrong entry along with the card, or drop it once corrected or gone (`event` None: a new
        round's deal starts)."""
        game, kept = self.game, []
        kind = event.type if event else None
        taker = event.payload["pile_to"] if kind == "showdown" else None
        for typo in self.typos:
            seat, wrong = typo.seat, typo.wrong
            discarded = event.payload["hidden"]["discard"] if kind == "draw" else ()
            if event and event.actor == seat_actor(seat) and wrong.code in discarded:
                typo.place, typo.round = "discards", game.round.number
            if typo.place == "discards":
                # Discarded, or shuffled back into the pack: the record is wrong until the next round.
                if game.round.number == typo.round or game.winner is not None:
                    kept.append(typo)
                continue
            if wrong in game.start.get(seat, ()):
                typo.place = "start"
            elif wrong in game.round.hands.get(seat, ()):
                typo.place = "hand"
            elif game.round.contributions.get(seat) == wrong:
                typo.place = "contribution"
            elif (seat, wrong) in game.pile:
                typo.place = "pile"
            elif typo.place == "pile" and wrong in game.start.get(taker, ()):
                typo.seat, typo.place = taker, "start"
            else:  # corrected, removed by parity, or back in the pack with the round's hands
                continue
            kept.append(typo)
        self.typos = kept

    # -- the players ------------------------------------------------------
    def step(self) -> None:
        if GAME.is_finished(self.game):
            self.deal_next_round()
            return
        if self.game.clash:
            self.correct_clash()
            return
        self.deal_hands_if_due()
        game, rng = self.game, self.rng
        host = GAME.legal_actions(game, None)
        if host and (game.round.number >= SUDDEN_DEATH_AFTER or rng.random() < 0.01):
            self.play(HOST, {"type": "sudden_death"})
            return
        # A correction is always on offer; the players here correct only the slips they made.
        choices = [(seat, legal) for seat in game.rules.seats for legal in GAME.legal_actions(game, seat)
                   if legal["type"] != "correct"]
        seat, legal = rng.choice(choices)
        self.act(seat, legal)

    def deal_hands_if_due(self) -> None:
        """Once the pile is revealed (or sudden death called), the dealer deals the hands."""
        game = self.game
        if phase(game) != HANDS or self.hands_round == game.round.number:
            return
        held = set(self.real_pile())
        for seat in game.round.order:
            held |= set(self.real_start(seat))
        self.stub = self.shuffled(set(game.rules.deck.cards) - held)
        self.discard_pile = []
        self.dealt_hands = {seat: self.deal(5) for seat in game.round.order}
        self.hands_round = game.round.number

    def act(self, seat: int, legal: dict) -> None:
        rng, own = self.rng, GAME.view(self.game, seat)["you"]
        kind = legal["type"]
        if kind == "contribute":
            self.play(seat_actor(seat), {"type": kind, "card": rng.choice(legal["cards"])})
        elif kind == "exchange":
            count = rng.randint(legal["min"], legal["max"])
            give, take = rng.sample(own["hand"], count), rng.sample(own["start"], count)
            self.play(seat_actor(seat), {"type": kind, "give": give, "take": take})
        elif kind == "start_cards":
            self.enter(seat, kind, "cards", self.dealt_start[seat])
        elif kind == "hand":
            self.enter(seat, kind, "cards", self.dealt_hands[seat])
        else:
            discard = [parse_card(card) for card in rng.sample(own["hand"], rng.choice([0, 0, 1, 2, 3, 3, 4, 5]))]
            dropped = self.real(seat, discard)  # the cards that really go on the discard pile
            self.discard_pile += dropped
            self.drawing = (self.game.round.number, seat, dropped + self.deal(len(discard)))
            self.enter(seat, "draw", "receive", self.drawing[2][len(dropped):], dropped)

    def enter(self, seat: int, kind: str, key: str, dealt: list[Card], dropped: list[Card] = ()) -> None:
        """Enter the cards a seat was dealt, now and then one of them mistyped."""
        typo = self.mistype(seat, dealt, dropped)
        for _ in range(3):
            action = {"type": kind, key: codes(dealt)}
            if dropped:
                action["discard"] = self.entered(seat, dropped)
            elif kind == "draw":
                action["discard"] = []
            if typo:
                action[key] = [typo.wrong.code if card == typo.right else card.code for card in dealt]
            self.typos += [typo] if typo else []
            try:
                self.play(seat_actor(seat), action)
                self.mistyped += bool(typo)
                return
            except RuleError as refusal:
                if typo:  # the referee caught the slip at once: the player enters what they hold
                    self.typos.remove(typo)
                    typo = None
                    continue
                self.correct_for(seat, action[key], refusal)
        raise AssertionError(f"seat {seat} could not enter {action}")

    def mistype(self, seat: int, dealt: list[Card], dropped) -> Typo | None:
        """Maybe one of the dealt cards entered as a card held by another player, or in the pack."""
        if not dealt or len(self.typos) >= MAX_TYPOS or self.rng.random() >= self.typo_rate:
            return None
        involved = {t.wrong for t in self.typos} | {t.right for t in self.typos}
        own = set(self.real_start(seat)) | set(self.real_hand(seat)) | set(dropped)
        elsewhere = set(self.stub) | {c for s in self.game.round.order if s != seat for c in self.real_start(s)}
        elsewhere |= {c for s in self.game.round.order if s != seat for c in self.real_hand(s)}
        right = self.rng.choice(dealt)
        pile = {card for _, card in self.game.pile} | set(self.real_pile())
        wrong = sorted(elsewhere - own - set(dealt) - involved - pile)
        if right in involved or not wrong:
            return None
        return Typo(seat, self.rng.choice(wrong), right, "", self.game.round.number)

    def correct_for(self, seat: int, named: list[str], refusal: RuleError) -> None:
        """An entry of cards really dealt was refused: a wrong entry stands in its way, and is put right."""
        assert refusal.code in ("card_held", "card_in_pile", "card_discarded"), refusal
        cards = {parse_card(code) for code in named}
        # The wrong entry in the way is the card the refusal names; the player's own slip first.
        candidates = sorted((t for t in self.typos if t.wrong in cards), key=lambda t: (
            str(t.wrong) not in refusal.message, t.seat != seat))
        typo = candidates[0] if candidates else None
        assert typo is not None, f"seat {seat} was refused cards it holds: {refusal}"
        self.fixed_unasked += 1
        self.play(seat_actor(typo.seat), {"type": "correct", "card": typo.wrong.code, "is": typo.right.code})

    def correct_clash(self) -> None:
        """The player whose entry of a card the referee found twice is wrong corrects it."""
        card = self.game.clash[0]
        typo = next((t for t in self.typos if t.wrong == card), None)
        assert typo is not None, f"a clash on {card} with no wrong entry"
        self.play(seat_actor(typo.seat), {"type": "correct", "card": card.code, "is": typo.right.code})

    # -- what the checks read ---------------------------------------------
    def twice(self) -> set[Card]:
        """The cards entered in two places at once (the discards aside)."""
        game = self.game
        entries = [card for cards in (*game.start.values(), *game.round.hands.values()) for card in cards]
        entries += list(game.round.contributions.values()) + [card for _, card in game.pile]
        return {card for card, count in Counter(entries).items() if count > 1}
