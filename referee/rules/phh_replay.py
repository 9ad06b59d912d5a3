"""A PHH hand history played through the referee's engine, to each player's finishing stack.

The file's hand is dealt as a deal of our own game: player N of the file sits
in seat N, the last player has the button. Every action goes through the
engine's `decide` as a player's command would at the table, so the engine
checks each one by its rules; the first it refuses ends the replay with the
action and the reason.

Rulings where a PHH file and our table meet:
- NT is our Texas hold'em in no limit, FT in fixed limit, and F7S seven-card
  stud dealt the casino way (`CASINO_STUD`: not the house deal) in fixed
  limit. The other PHH variants (Omaha, short deck, razz, lowball, badugi,
  the split games) are games the referee does not play: refused by name.
- A file does not say how many raises its table allowed, so fixed limit
  replays with no cap on raises.
- The smallest chip is the greatest common divisor of every amount in the
  file, the finishing stacks included (a file in cents counts in cents), so
  a split pot divides into the chips the table had.
- Everyone antes the same and the blinds are a small and a big blind: our
  games have no big-blind ante, button ante or straddle, and such a file is
  refused with a sentence.
- At our table the stud bring-in is forced on the lowest card showing: a file
  where another player brings in, or the player completes instead, disagrees.
- PHH files show all-in hands before the last cards are dealt; the engine
  takes shows at the showdown, so a player's "sm" waits until it comes.

The engine words its refusals in cents ("a raise must be at least $50.00
more"): in a replay a cent stands for the file's smallest step of amount,
1 for a file in whole chips, 0.01 for a file with two decimals.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from functools import reduce
from math import gcd

from .errors import RuleError
from .events import HOST, Event, seat_actor
from .games import holdem
from .phh import VARIANTS, Action, HandHistory, format_amount
from .poker.game import Betting, Cards, PokerGame
from .poker.state import SHOWDOWN, PokerState
from .poker.variant import PokerVariant
from .variant import Setup, resolve_options

CASINO_STUD = PokerGame(
    key="seven_card_stud_casino",
    title="Seven-card stud",
    description="Two down and one up, bet; one up, bet; one up, bet; one up, bet; one down, bet.",
    phases=(
        Cards(down=2, up=1), Betting(),
        Cards(up=1), Betting(),
        Cards(up=1), Betting(big=True),
        Cards(up=1), Betting(big=True),
        Cards(down=1), Betting(big=True),
    ),
    stud=True,
    max_players=8,
)

# PHH variant code: the game and its betting structure.
GAMES = {"NT": (holdem.GAME, "no"), "FT": (holdem.GAME, "fixed"), "F7S": (CASINO_STUD, "fixed")}


@dataclass(frozen=True)
class Replay:
    history: HandHistory
    finishing_stacks: tuple[Decimal, ...]

    @property
    def agrees(self) -> bool:
        """Whether the engine ends where the file says it ends (when the file says)."""
        published = self.history.finishing_stacks
        return published is None or tuple(published) == self.finishing_stacks

    def report(self) -> list[str]:
        """A line per player: the finishing stack, and the file's where it differs."""
        published = self.history.finishing_stacks
        lines = []
        for player, stack in enumerate(self.finishing_stacks, start=1):
            line = f"{self.history.name(player)}: {format_amount(stack)}"
            if published is not None and published[player - 1] != stack:
                line += f" (the file says {format_amount(published[player - 1])})"
            lines.append(line)
        return lines


def replay(history: HandHistory) -> Replay:
    """The hand played through the engine; a RuleError names the first point where they part."""
    if history.variant not in GAMES:
        playable = ", ".join(f"{code} ({VARIANTS[code]})" for code in GAMES)
        raise RuleError("phh_variant", f"{history.variant} is {VARIANTS[history.variant]}, a game the referee "
                        f"does not play; it replays {playable}.")
    game, betting = GAMES[history.variant]
    count = history.player_count
    if not game.min_players <= count <= game.max_players:
        raise RuleError("phh_players", f"{game.title} is for {game.min_players} to {game.max_players} "
                        f"players; this hand has {count}.")
    chips = _chips(history)
    variant = PokerVariant(game)
    setup = Setup(
        seats=tuple(range(1, count + 1)),
        dealer=count,
        stacks={player: chips.of(stack) for player, stack in enumerate(history.starting_stacks, start=1)},
        options=resolve_options(variant.options, _options(history, betting, chips)),
        unit=chips.unit,
    )
    try:
        deal = _Deal(variant, setup, chips)
    except RuleError as refusal:
        raise RuleError("phh_refused", f"The referee would not deal this hand: {refusal.message}")
    for number, action in enumerate(history.actions, start=1):
        try:
            deal.take(number, action)
        except RuleError as refusal:
            raise _refused(history, deal.failed or (number, action), refusal.message)
    if not variant.is_finished(deal.state):
        raise RuleError("phh_unfinished", f"The file ends before the deal does: {_waiting(deal, history)}.")
    if deal.shows:
        raise _refused(history, deal.shows[0], "the deal ended without a showdown.")
    return Replay(history, tuple(chips.back(deal.stacks[player]) for player in setup.seats))


@dataclass(frozen=True)
class _Chips:
    """The file's amounts as whole chips: `scale` turns decimals to integers, `unit` is the smallest chip."""

    scale: int
    unit: int

    def of(self, amount: Decimal) -> int:
        return int(amount * self.scale)

    def back(self, chips: int) -> Decimal:
        return Decimal(chips) / self.scale


def _chips(history: HandHistory) -> _Chips:
    for player, stack in enumerate(history.starting_stacks, start=1):
        if not stack.is_finite() or stack <= 0:
            raise RuleError("phh_stacks", f"{history.name(player)} starts with {stack}: the referee needs "
                            "every starting stack, and more than nothing.")
    amounts = [*history.antes, *history.blinds_or_straddles, *history.starting_stacks,
               *(history.finishing_stacks or ()),
               *(amount for amount in (history.bring_in, history.small_bet, history.big_bet, history.min_bet)
                 if amount is not None),
               *(action.amount for action in history.actions if action.amount is not None)]
    if not all(amount.is_finite() for amount in amounts):
        raise RuleError("phh_amounts", "Every amount in the file must be a number.")
    places = max(-min(amount.as_tuple().exponent for amount in amounts), 0)
    scale = 10 ** places
    whole = [int(amount * scale) for amount in amounts]
    return _Chips(scale, reduce(gcd, whole, 0))


def _options(history: HandHistory, betting: str, chips: _Chips) -> dict:
    if len(set(history.antes)) > 1:
        raise RuleError("phh_antes", f"The antes differ from player to player "
                        f"({', '.join(format_amount(a) for a in history.antes)}): at our table everyone "
                        "antes the same.")
    options = {"betting": betting, "ante": chips.of(history.antes[0])}
    if betting == "no":
        options["min_bet"] = chips.of(history.min_bet)
    else:
        options.update(small_bet=chips.of(history.small_bet), big_bet=chips.of(history.big_bet), max_raises=0)
    if history.bring_in is not None:
        options["bring_in"] = chips.of(history.bring_in)
    blinds = history.blinds_or_straddles
    if blinds:
        if any(blinds[2:]):
            raise RuleError("phh_straddle", "This hand has a straddle (a forced bet after the big blind): "
                            "our hold'em has only a small and a big blind.")
        if blinds[1] and not blinds[0]:
            raise RuleError("phh_blinds", "This hand has a big blind but no small blind: our hold'em has "
                            "both blinds or none.")
        options.update(small_blind=chips.of(blinds[0]), big_blind=chips.of(blinds[1]))
    return options


@dataclass
class _Deal:
    """The engine's state of the deal, with what the replay keeps beside it."""

    variant: PokerVariant
    setup: Setup
    chips: _Chips
    state: PokerState = field(init=False)
    stacks: dict[int, int] = field(init=False)
    known: dict[int, list] = field(init=False)  # each player's face-down cards the file names
    dealt: dict[int, int] = field(init=False)  # cards dealt to each player so far
    # Shows and mucks waiting for the showdown, by their number in the file.
    shows: list[tuple[int, Action]] = field(default_factory=list)
    failed: tuple[int, Action] | None = None  # the waiting show the engine refused
    bring_in: int | None = None

    def __post_init__(self) -> None:
        self.state = self.variant.start(self.setup)
        self.stacks = dict(self.setup.stacks)
        self.known = {seat: [] for seat in self.setup.seats}
        self.dealt = dict.fromkeys(self.setup.seats, 0)
        for draft in self.variant.opening(self.state):
            self._store(draft)

    def take(self, number: int, action: Action) -> None:
        if action.verb == "sm":
            self.shows.append((number, action))
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
            raise RuleError("no_draw", f"there is no draw in {self.variant.title}.")
        else:
            self._act(seat_actor(action.player), self._bet(action))
        self.show_when_due()

    def show_when_due(self) -> None:
        while self.shows and self.state.current == SHOWDOWN and self.state.result is None:
            self.failed = self.shows.pop(0)
            action = self.failed[1]
            self._act(seat_actor(action.player), self._show(action))
            self.failed = None

    def _deal_to(self, player: int, cards) -> None:
        pattern = [kind for phase in self.variant.game.phases if isinstance(phase, Cards)
                   for kind in ("down",) * phase.down + ("up",) * phase.up]
        for card in cards:
            if self.dealt[player] >= len(pattern):
                raise RuleError("too_many_cards", f"{self.variant.title} deals {len(pattern)} cards to a player.")
            kind = pattern[self.dealt[player]]
            self.dealt[player] += 1
            if kind == "up":
                if card is None:
                    raise RuleError("unknown_card", "a face-up card must be named.")
                self._act(HOST, {"type": "deal_up", "cards": {str(player): card.code}})
            elif card is not None:
                self.known[player].append(card)
                self._act(seat_actor(player), {"type": "cards", "cards": [c.code for c in self.known[player]]})

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
        offered = [a["type"] for a in self.variant.legal_actions(state, seat)]
        kind = next((kind for kind in ("bet", "complete", "raise") if kind in offered), "raise")
        return {"type": kind, "amount": amount}

    def _show(self, action: Action) -> dict:
        if not action.cards and not action.as_dealt:
            return {"type": "muck"}
        seat = action.player
        up = self.state.up.get(seat, ())
        cards = self.known[seat] if action.as_dealt else [card for card in action.cards if card not in up]
        if None in cards or len(cards) < self.state.down_count():
            raise RuleError("unknown_card", "the file does not name every card shown, and the referee "
                            "can't judge a hand it can't see.")
        return {"type": "show", "cards": [card.code for card in cards]}

    def _act(self, actor: str, command: dict) -> None:
        for draft in self.variant.decide(self.state, actor, command):
            self._store(draft)

    def _store(self, draft) -> None:
        self.state = self.variant.apply(self.state, Event(0, draft.type, draft.actor, draft.payload,
                                                          draft.postings))
        for source, target, amount in draft.postings:
            for account, sign in ((source, -1), (target, 1)):
                if account.startswith("stack:"):
                    self.stacks[int(account[6:])] += sign * amount
        if draft.type == "bring_in":
            self.bring_in = draft.payload["seat"]


def _refused(history: HandHistory, taken: tuple[int, Action], why: str) -> RuleError:
    number, action = taken
    who = "the dealer" if action.by_dealer else history.name(action.player)
    return RuleError("phh_refused", f"Action {number}, '{action.notation()}' by {who}, is refused: {why}")


def _bring_in_rule(seat: int | None) -> str:
    if seat is None:
        return "no bring-in is due now."
    return f"at our table the lowest card showing brings it in, and that is p{seat}'s."


def _waiting(deal: _Deal, history: HandHistory) -> str:
    state = deal.state
    if state.current == SHOWDOWN:
        silent = [seat for seat in state.contenders() if seat not in state.shown and seat not in state.mucked]
        return ", ".join(history.name(seat) for seat in silent) + " neither shows nor mucks"
    if state.to_act() is not None:
        return f"it is {history.name(state.to_act())}'s turn"
    return "the dealer still owes cards"
