"""The engine's state of a deal replayed from a PHH file, action by action.

Each action becomes the command a player or the dealer would give at the
table: dealing waves become the dealer's face-up cards and each player's own
(private) entry of the face-down cards the file names; "sd" is a draw or a
discard; "sm" waits for the showdown, a later show of the same player standing
for one that named no cards (`replay` has the rulings).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.cards import Card
from ..core.errors import RuleError
from ..engine.events import HOST, Event, seat_actor
from ..engine.variant import Setup
from ..poker.deal import PokerState, kinds
from ..poker.phases import Cards, Discard, Draw
from ..poker.variant import PokerVariant
from .notation import Action, format_cards


@dataclass
class ReplayDeal:
    """The engine's state of the deal, with what the replay keeps beside it."""

    variant: PokerVariant
    setup: Setup
    chips: Any  # the file's amounts as whole chips (`replay`)
    state: PokerState = field(init=False)
    stacks: dict[int, int] = field(init=False)
    hole: dict[int, list[Card | None]] = field(init=False)  # each player's face-down cards, None: unnamed
    dealt: dict[int, int] = field(init=False)  # cards of the dealing waves dealt to each player so far
    owed: dict[int, int] = field(init=False)  # new cards due to a player after their draw
    # Shows and mucks waiting for the showdown, by their number in the file.
    shows: list[tuple[int, Action]] = field(default_factory=list)
    failed: tuple[int, Action] | None = None  # the waiting show the engine refused
    bring_in: int | None = None
    winnings: dict[int, int] = field(init=False)  # the pots each player collected
    unseen: list[int] = field(default_factory=list)  # players whose show named no cards: taken as mucks
    unseen_at: tuple[int, Action] | None = None
    forced: dict = field(default_factory=dict)  # the antes and blinds posted, by seat
    named: frozenset = frozenset()  # every card the file names
    stand_ins: dict[int, Card] = field(default_factory=dict)  # face-up cards the file does not name, by player
    ended_in_wave: bool = False  # a face-up card ended the deal (it killed a hand) before its wave was written

    def __post_init__(self) -> None:
        self.state = self.variant.start(self.setup)
        self.stacks = dict(self.setup.stacks)
        self.hole = {seat: [] for seat in self.setup.seats}
        self.dealt = dict.fromkeys(self.setup.seats, 0)
        self.owed = dict.fromkeys(self.setup.seats, 0)
        self.winnings = dict.fromkeys(self.setup.seats, 0)
        for draft in self.variant.opening(self.state):
            self._store(draft)

    def take(self, number: int, action: Action) -> None:
        if action.verb == "sm":
            self._wait_to_show(number, action)
        elif action.verb == "dh":
            self._deal_to(action.player, action.cards)
        elif action.verb == "db":
            if None in action.cards:
                raise RuleError("unknown_card", "every community card must be named.")
            self._act(HOST, {"type": "community", "cards": [card.code for card in action.cards]})
        elif action.verb == "pb":
            if self.bring_in != action.player:
                raise RuleError("bring_in", _bring_in_rule(self.bring_in))
        elif action.verb == "sd":
            self._change(action.player, action.cards)
        else:
            self._act(seat_actor(action.player), self._bet(action))
        self.show_when_due()

    def show_when_due(self) -> None:
        while self.shows and self.state.at_showdown and self.state.result is None:
            self.failed = self.shows.pop(0)
            action = self.failed[1]
            self._act(seat_actor(action.player), self._show(action))
            self.failed = None

    def _wait_to_show(self, number: int, action: Action) -> None:
        player = action.player
        if self.state.result is not None:
            if player not in self.state.in_hand:
                raise RuleError("folded", f"p{player} folded, and only a player still in the hand shows.")
            if self.state.result["hands"]:
                raise RuleError("deal_over", "the showdown is over.")
            return  # the winner shows after everyone folded: a voluntary show, for the table's eyes only
        self.shows.append((number, action))

    def _deal_to(self, player: int, cards) -> None:
        if self.owed[player]:  # the new cards of a draw
            if len(cards) != self.owed[player]:
                raise RuleError("wrong_count", f"p{player} changed {self.owed[player]} cards and gets as many.")
            self.owed[player] = 0
            self.hole[player] += cards
            self._enter(player)
            return
        if self.ended_in_wave:
            return  # the dealer turned the wave up at once: its cards written after the killing one were dealt too
        # The waves the deal reached, then those its script still holds (a wave dealt only with an option
        # is known once the deal reaches it).
        phases = self.state.ran + kinds(self.state.todo)
        pattern = [kind for phase in phases if isinstance(phase, Cards)
                   for kind in ("down",) * phase.down + ("up",) * phase.up]
        for card in cards:
            if self.dealt[player] >= len(pattern):
                raise RuleError("too_many_cards", f"{self.variant.title} deals {len(pattern)} cards to a player.")
            if player in self.stand_ins:
                raise RuleError("unknown_card", f"p{player}'s face-up card is not named, and the player plays on: "
                                "the referee can't rule who acts first from cards it can't see.")
            kind = pattern[self.dealt[player]]
            self.dealt[player] += 1
            if kind == "up":
                if card is None:
                    card = self._stand_in(player, first=self.dealt[player] - 1 == pattern.index("up"))
                self._act(HOST, {"type": "deal_up", "cards": {str(player): card.code}})
                self.ended_in_wave = self.state.result is not None
            else:
                self.hole[player].append(card)
                if card is not None:
                    self._enter(player)

    def _stand_in(self, player: int, first: bool) -> Card:
        """A card to deal for a stud player's first face-up card that the file does not name (a camera that
        missed the card of a player who folds on third street, as PHH files of televised hands have it): one
        the file names nowhere and the furthest from bringing in, so the file's bring-in (`pb`) decides, as
        in PokerKit, which leaves an unnamed card out of it. The player may only fold on that street: one
        more card dealt to them is refused."""
        if not (first and self.variant.game.stud and self.state.stakes.bring_in):
            raise RuleError("unknown_card", "a face-up card must be named.")
        unseen = [card for card in self.state.deck.cards
                  if card not in self.named and card not in self.stand_ins.values()]
        self.stand_ins[player] = max(unseen, key=self.variant.game.holding.bring_in_order)
        return self.stand_ins[player]

    def _change(self, player: int, cards) -> None:
        """A draw (the cards thrown, then new ones dealt) or a discard, from the player's face-down cards."""
        phase = self.state.current
        if not isinstance(phase, (Draw, Discard)):
            raise RuleError("no_draw", f"there is no draw or discard in {self.variant.title} now.")
        hole = self.hole[player]
        for card in cards:
            if card is None and None not in hole and hole and isinstance(phase, Discard):
                card = hole[0]  # every card left is named (an ace shown), so the one discarded is among them
            if card not in hole:
                which = "unnamed (??)" if card is None else str(card)
                raise RuleError("not_held", f"p{player} has no {which} face-down card left to throw.")
            hole.remove(card)
        if isinstance(phase, Discard):
            if len(cards) != phase.count:
                raise RuleError("wrong_count", f"in {self.variant.title} each player discards {phase.count}.")
            named = [card.code for card in cards if card is not None]
            self._act(seat_actor(player), {"type": "discard", **({"cards": named} if named else {})})
            return
        command = {"type": "draw", "count": len(cards)}
        most, most_with_ace = phase.limits(self.state)
        # An ace the file names among the dealt cards, kept and not shown yet, is shown to draw more.
        ace = next((card for card in hole if card is not None and card.rank == 14
                    and card not in self.state.zones.known.get(player, ())), None)
        if most_with_ace and len(cards) > most and ace is not None:
            command["show"] = ace.code
        self._act(seat_actor(player), command)
        self.owed[player] = len(cards)

    def _enter(self, player: int) -> None:
        """The player's own private entry of the face-down cards the file names."""
        known = [card.code for card in self.hole[player] if card is not None]
        if known:
            self._act(seat_actor(player), {"type": "cards", "cards": known})

    def _bet(self, action: Action) -> dict:
        seat, state = action.player, self.state
        if action.verb == "f":
            return {"type": "fold"}
        if action.verb == "cc":
            owed = state.round.high - state.in_front(seat) if state.round else 0
            return {"type": "check" if not owed else "all_in" if owed > state.behind(seat) else "call"}
        amount = self.chips.of(action.amount)
        if amount == state.in_front(seat) + state.behind(seat):
            return {"type": "all_in"}
        offered = {a["type"]: a for a in self.variant.legal_actions(state, seat)}
        kind = next((kind for kind in ("bet", "complete", "raise") if kind in offered), "raise")
        smallest = offered.get(kind, {}).get("min")
        # A raise short of the full size that puts in just what the others still in can match (a PHH file
        # raises by no more than can be called): the full raise, its excess going back uncalled.
        if smallest is not None and amount < smallest and amount == self._answerable(seat):
            amount = smallest
        return {"type": kind, "amount": amount}

    def _answerable(self, seat: int) -> int:
        """The most any other player still in can put in this round."""
        state = self.state
        return max((state.in_front(other) + state.behind(other) for other in state.in_hand if other != seat),
                   default=0)

    def _show(self, action: Action) -> dict:
        if not action.cards and not action.as_dealt:
            return {"type": "muck"}
        seat = action.player
        up = self.state.zones.face_up(seat)
        cards = self.hole[seat] if action.as_dealt else [card for card in action.cards if card not in up]
        if None in cards:  # shown, but not to the file: the results say who won (`results`)
            self.unseen.append(seat)
            self.unseen_at = self.unseen_at or self.failed
            return {"type": "muck"}
        if len(cards) < self.state.down_count(seat):
            raise RuleError("unknown_card", f"the file names {len(cards)} of the player's "
                            f"{self.state.down_count(seat)} face-down cards, and the referee can't judge a "
                            "hand it can't see.")
        return {"type": "show", "cards": [card.code for card in cards]}

    def _collect(self, result: dict) -> None:
        """Each player's winnings: the pots paid to them, and their own forced bets when nobody called them
        (the big blind wins the blinds and its ante; only a bet beyond them goes back)."""
        for pot in result["pots"]:
            for seat, amount in pot["paid"].items():
                self.winnings[int(seat)] += amount
        for seat, refund in result["refunds"].items():
            top = self.state.paid[int(seat)]
            forced = sum((self.forced.get(kind) or {}).get(seat, 0) for kind in ("antes", "blinds"))
            self.winnings[int(seat)] += max(0, min(top, forced) - (top - refund))

    def _act(self, actor: str, command: dict) -> None:
        for draft in self.variant.decide(self.state, actor, command):
            self._store(draft)

    def _store(self, draft) -> None:
        if draft.type in ("showdown", "uncontested"):
            self._collect(draft.payload)
        elif draft.type == "forced_bets":
            self.forced = draft.payload
        self.state = self.variant.apply(self.state, Event(0, draft.type, draft.actor, draft.payload,
                                                          draft.postings))
        for source, target, amount in draft.postings:
            for account, sign in ((source, -1), (target, 1)):
                if account.startswith("stack:"):
                    self.stacks[int(account[6:])] += sign * amount
        if draft.type == "bring_in":
            self.bring_in = draft.payload["seat"]


def shows_merged(actions: list[tuple[int, Action]]) -> list[tuple[int, Action]]:
    """The numbered actions with each player's shows made one: a show that named no cards ("????", as
    when an all-in hand is turned up) gives way to the player's later show that names them, as does a stud
    hand shown before its last card to the show of the whole hand; a show repeated as it was is the same
    show. Two shows naming different cards are refused."""
    kept: dict[int, tuple[int, Action]] = {}  # each player's show standing so far, by player
    dropped = set()
    for number, action in actions:
        if action.verb != "sm":
            continue
        if action.player not in kept:
            kept[action.player] = (number, action)
            continue
        earlier_number, earlier = kept[action.player]
        if not _names_cards(earlier) or _names_cards(action) and set(earlier.cards) < set(action.cards):
            dropped.add(earlier_number)
            kept[action.player] = (number, action)
        elif not _names_cards(action) or action.cards == earlier.cards:
            dropped.add(number)
        else:
            raise ShownTwice((number, action), f"p{action.player} already showed {format_cards(earlier.cards)}.")
    return [(number, action) for number, action in actions if number not in dropped]


class ShownTwice(RuleError):
    """A player's second show naming other cards than the first; `taken` is the second."""

    def __init__(self, taken: tuple[int, Action], sentence: str):
        super().__init__("shown_twice", sentence)
        self.taken = taken


def _names_cards(action: Action) -> bool:
    return bool(action.cards) and None not in action.cards


def _bring_in_rule(seat: int | None) -> str:
    if seat is None:
        return "no bring-in is due now."
    return f"at our table the lowest card showing brings it in, and that is p{seat}'s."
