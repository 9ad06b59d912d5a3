"""A PHH hand history played through the referee's engine, to each player's finishing stack.

The file's hand is dealt as a deal of our own game: player N of the file sits
in seat N, the last player has the button. Every action goes through the
engine's `decide` as a player's command would at the table, so the engine
checks each one by its rules; the first it refuses ends the replay with the
action and the reason.

Rulings where a PHH file and our table meet:
- NT is our Texas hold'em in no limit, FT in fixed limit, and F7S seven-card
  stud dealt the casino way (`CASINO_STUD`: not the house deal) in fixed
  limit. The house codes (`codes`: "_holdem", "_pineapple",
  "_five_card_draw", "_seven_card_stud") are our games in the structure
  their `_betting` names; our own exports replay to the table's stacks. The
  other PHH variants (Omaha, short deck, razz, lowball, badugi, the split
  games) are games the referee does not play: refused by name.
- A standard file does not say how many raises its table allowed, so spread
  and fixed limit replay with no cap on raises unless `_max_raises` says.
- In five-card draw an ace the file names among a player's dealt cards, and
  the player keeps at the draw, is the ace shown to draw four.
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

from dataclasses import dataclass
from decimal import Decimal
from functools import reduce
from math import gcd

from ..core.errors import RuleError
from ..engine.variant import Setup, resolve_options
from ..games import five_card_draw, holdem, pineapple, seven_card_stud
from ..poker.deal import PokerGame
from ..poker.phases import Betting, Cards
from ..poker.variant import PokerVariant
from .codes import HOUSE, VARIANTS
from .notation import Action, HandHistory, format_amount
from .replay_deal import ReplayDeal

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

# PHH variant code: the game and its betting structure (None: the file's `_betting`).
GAMES = {"NT": (holdem.GAME, "no"), "FT": (holdem.GAME, "fixed"), "F7S": (CASINO_STUD, "fixed"),
         **{f"_{module.GAME.key}": (module.GAME, None) for module in (holdem, pineapple, five_card_draw,
                                                                      seven_card_stud)}}


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
        playable = ", ".join(f"{code} ({VARIANTS[code]})" for code in GAMES if code in VARIANTS)
        raise RuleError("phh_variant", f"{history.variant} is {VARIANTS[history.variant]}, a game the referee "
                        f"does not play; it replays {playable}, and its own house codes {', '.join(HOUSE)}.")
    game, betting = GAMES[history.variant]
    betting = betting or history.betting
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
        options=resolve_options(variant.options, _options(history, game, betting, chips)),
        unit=chips.unit,
    )
    try:
        deal = ReplayDeal(variant, setup, chips)
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
               *(amount for amount in (history.bring_in, history.small_bet, history.big_bet, history.min_bet,
                                 history.max_bet)
                 if amount is not None),
               *(action.amount for action in history.actions if action.amount is not None)]
    if not all(amount.is_finite() for amount in amounts):
        raise RuleError("phh_amounts", "Every amount in the file must be a number.")
    places = max(-min(amount.as_tuple().exponent for amount in amounts), 0)
    scale = 10 ** places
    whole = [int(amount * scale) for amount in amounts]
    return _Chips(scale, reduce(gcd, whole, 0))


def _options(history: HandHistory, game: PokerGame, betting: str, chips: _Chips) -> dict:
    if len(set(history.antes)) > 1:
        raise RuleError("phh_antes", f"The antes differ from player to player "
                        f"({', '.join(format_amount(a) for a in history.antes)}): at our table everyone "
                        "antes the same.")
    options = {"betting": betting, "ante": chips.of(history.antes[0])}
    if betting in ("spread", "pot", "no"):
        options["min_bet"] = chips.of(history.min_bet)
    if betting == "spread":
        options["max_bet"] = chips.of(history.max_bet)
    if betting == "fixed":
        options.update(small_bet=chips.of(history.small_bet), big_bet=chips.of(history.big_bet))
    if betting in ("spread", "fixed"):
        # A standard file does not say how many raises its table allowed: no cap.
        options["max_raises"] = history.max_raises or 0
    if history.bring_in is not None:
        options["bring_in"] = chips.of(history.bring_in)
    blinds = history.blinds_or_straddles
    if any(blinds) and not game.blinds:
        raise RuleError("phh_blinds", f"This hand has blinds, and our {game.title} has none.")
    if blinds and game.blinds:
        if any(blinds[2:]):
            raise RuleError("phh_straddle", "This hand has a straddle (a forced bet after the big blind): "
                            "our hold'em has only a small and a big blind.")
        if blinds[1] and not blinds[0]:
            raise RuleError("phh_blinds", "This hand has a big blind but no small blind: our hold'em has "
                            "both blinds or none.")
        options.update(small_blind=chips.of(blinds[0]), big_blind=chips.of(blinds[1]))
    return options


def _refused(history: HandHistory, taken: tuple[int, Action], why: str) -> RuleError:
    number, action = taken
    who = "the dealer" if action.by_dealer else history.name(action.player)
    return RuleError("phh_refused", f"Action {number}, '{action.notation()}' by {who}, is refused: {why}")


def _waiting(deal: ReplayDeal, history: HandHistory) -> str:
    state = deal.state
    if state.at_showdown:
        silent = [seat for seat in state.contenders() if seat not in state.zones.shown and seat not in state.mucked]
        return ", ".join(history.name(seat) for seat in silent) + " neither shows nor mucks"
    if state.to_act() is not None:
        return f"it is {history.name(state.to_act())}'s turn"
    return "the dealer still owes cards"
