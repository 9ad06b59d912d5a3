"""A PHH hand history played through the referee's engine, to each player's finishing stack.

The file's hand is dealt as a deal of our own game: player N of the file sits
in seat N, the last player has the button. Every action goes through the
engine's `decide` as a player's command would at the table, so the engine
checks each one by its rules; the first it refuses ends the replay with the
action and the reason.

Rulings where a PHH file and our table meet:
- Every code of the standard is one of our games (`codes.STANDARD`): NT our
  Texas hold'em in no limit, FT in fixed limit, PO our Omaha in pot limit,
  FO/8 our Omaha hi-lo in fixed limit, NS our short-deck hold'em in no limit
  with a straight over three of a kind, F7S/8 our stud hi-lo, FR our razz,
  F2L3D our 2-7 triple draw and FB our badugi in fixed limit, N2L1D our 2-7
  single draw in no limit; and F7S seven-card stud dealt the casino way
  (`CASINO_STUD`: not the house deal) in fixed limit. The house codes
  (`codes.HOUSE`: "_holdem", "_omaha", ...) are our games in the structure
  their `_betting` names, with the game's own options from `_options`; our
  own exports replay to the table's stacks.
- NS posts antes and one blind, the dealer's (the last player's): our short
  deck's button blind. A blind of another player there is refused.
- A game a table defined ("_house:" and its name) is played under the
  definition the file carries in `_definition`, checked as the house-game
  builder checks a table's (a definition it would refuse is refused with
  every problem in words), with its own options from `_options`.
- A standard file does not say how many raises its table allowed, so spread
  and fixed limit replay with no cap on raises unless `_max_raises` says.
- In five-card draw an ace the file names among a player's dealt cards, and
  the player keeps at a draw of four, is the ace shown to draw four (once:
  at a later draw another ace is needed, and a file names one ace a player).
- Amounts, antes, blinds and straddles become the table's options as
  `stakes` says; what our table has no option for (antes that differ
  otherwise than a big-blind ante, a second straddle) is refused with a
  sentence.
- At our table the stud bring-in is forced on the lowest card showing: a file
  where another player brings in, or the player completes instead, disagrees.
  A player's first face-up card the file does not name is dealt as a stand-in
  that can't bring in, so the file's bring-in decides; the player may only
  fold on that street (`ReplayDeal`).
- PHH files show all-in hands before the last cards are dealt; the engine
  takes shows at the showdown, so a player's "sm" waits until it comes. A
  show repeated later stands for the earlier one when the earlier one did
  not name the cards ("????"); a show by the winner after everyone folded
  is a voluntary show, and changes nothing.
- A show whose cards the file does not name counts as a muck; the file's
  results (`results`) then say whether the player did lose. A file with
  such a show and no results is refused: nothing can check its showdown.

The engine words its refusals in cents ("a raise must be at least $50.00
more"): in a replay a cent stands for the file's smallest step of amount,
1 for a file in whole chips, 0.01 for a file with two decimals.
"""

from __future__ import annotations

import re
from decimal import Decimal

from ..builder import definition as builder
from ..core.errors import RuleError
from ..engine.variant import Setup, resolve_options
from ..catalog import VARIANTS as OURS
from ..poker.deal import PokerGame
from ..poker.phases import Betting, Cards
from ..poker.variant import PokerVariant
from .codes import HOUSE, STANDARD, defined
from .notation import Action, HandHistory
from .replay_deal import ReplayDeal, ShownTwice, shows_merged
from .results import Replay
from .stakes import chips_of, table_options

_SEAT = re.compile(r"\bseat (\d+)")

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

# PHH variant code: the game, its betting structure (None: the file's `_betting`) and the options it fixes.
GAMES = {**{code: (OURS[key].game, betting, fixed) for code, (key, betting, fixed) in STANDARD.items()},
         "F7S": (CASINO_STUD, "fixed", {}),
         **{code: (OURS[code[1:]].game, None, {}) for code in HOUSE}}


def replay(history: HandHistory) -> Replay:
    """The hand played through the engine; a RuleError names the first point where they part."""
    variant, betting, fixed = _variant(history)
    game = variant.game
    count = history.player_count
    if not game.min_players <= count <= game.max_players:
        raise RuleError("phh_players", f"{game.title} is for {game.min_players} to {game.max_players} "
                        f"players; this hand has {count}.")
    # The game's own options; a defined game's amounts of money count in the file's chips like any other amount.
    own = {**(history.options or {}), **fixed}
    money = [option.name for option in game.options if option.money and _number(own.get(option.name))]
    chips = chips_of(history, tuple(Decimal(own[name]) for name in money))
    own.update({name: chips.of(Decimal(own[name])) for name in money})
    setup = Setup(
        seats=tuple(range(1, count + 1)),
        dealer=count,
        stacks={player: chips.of(stack) for player, stack in enumerate(history.starting_stacks, start=1)},
        options=resolve_options(variant.options, {**own, **table_options(history, game, betting, chips)}),
        unit=chips.unit,
    )
    try:
        named = frozenset(card for action in history.actions for card in action.cards if card is not None)
        deal = ReplayDeal(variant, setup, chips, named=named)
    except RuleError as refusal:
        raise RuleError("phh_refused", f"The referee would not deal this hand: {refusal.message}")
    try:
        actions = shows_merged(list(enumerate(history.actions, start=1)))
    except ShownTwice as twice:
        raise _refused(history, twice.taken, twice.message)
    for number, action in actions:
        try:
            deal.take(number, action)
        except RuleError as refusal:
            raise _refused(history, deal.failed or (number, action), refusal.message)
    if not variant.is_finished(deal.state):
        raise RuleError("phh_unfinished", f"The file ends before the deal does: {_waiting(deal, history)}.")
    if deal.shows:
        raise _refused(history, deal.shows[0], "the deal ended without a showdown.")
    result = Replay(history, tuple(chips.back(deal.stacks[player]) for player in setup.seats),
                    tuple(chips.back(deal.winnings[player]) for player in setup.seats), tuple(deal.unseen))
    if deal.unseen and not result.checked:
        number, action = deal.unseen_at
        raise _refused(history, (number, action), "the file does not name the cards shown, and gives no "
                       "finishing_stacks or winnings to check the showdown against: the referee can't judge "
                       "a hand it can't see.")
    return result


def _variant(history: HandHistory) -> tuple[PokerVariant, str, dict]:
    """The game the hand is played in, its betting structure, and the options its code fixes."""
    if defined(history.variant):
        return _defined(history), history.betting, {}
    game, betting, fixed = GAMES[history.variant]
    return PokerVariant(game), betting or history.betting, fixed


def _defined(history: HandHistory) -> PokerVariant:
    """The game the file's `_definition` defines, checked as a table's definition is."""
    try:
        variant = builder.variant(history.definition)
    except RuleError as refusal:
        raise RuleError("phh_definition", f"The game in '_definition' can't be played as defined: "
                        f"{refusal.message}")
    if f"_{variant.key}" != history.variant:
        raise RuleError("phh_definition", f"The variant {history.variant} is not the game '_definition' defines, "
                        f"{variant.title} (_{variant.key}).")
    return variant


def _number(value) -> bool:
    return isinstance(value, (int, Decimal)) and not isinstance(value, bool)


def _refused(history: HandHistory, taken: tuple[int, Action], why: str) -> RuleError:
    number, action = taken
    who = "the dealer" if action.by_dealer else history.name(action.player)
    why = _SEAT.sub(lambda seat: history.name(int(seat[1])), why)  # the engine's seat N is the file's pN
    return RuleError("phh_refused", f"Action {number}, '{action.notation()}' by {who}, is refused: {why}")


def _waiting(deal: ReplayDeal, history: HandHistory) -> str:
    state = deal.state
    if state.at_showdown:
        silent = [seat for seat in state.contenders() if seat not in state.zones.shown and seat not in state.mucked]
        return ", ".join(history.name(seat) for seat in silent) + " neither shows nor mucks"
    if state.to_act() is not None:
        return f"it is {history.name(state.to_act())}'s turn"
    return "the dealer still owes cards"
