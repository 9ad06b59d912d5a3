"""What the dealer and the player of the turn do, each checked and drafted beside how it folds.

The dealer (or the host for them) turns up each card: {"type": "post" |
"outer" | "middle", "cards": ["7h"]}, and records {"type": "reshuffle"} when
the deck runs out. The player of the turn calls an ace as the first post
({"type": "call_ace", "call": "low"}), then bets ({"type": "bet", "amount":
40}), passes unbeatable posts where the table allows it ({"type": "pass"}),
or pays to replace one ({"type": "escape", "replace": "first"}).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.cards import Card, parse_card
from ...core.errors import Forbidden, NotNow, RuleError
from ...engine.events import HOST, Draft, Event, actor_seat
from ...engine.typed import Kind
from ...money.stakes import cents
from .limits import limits
from .state import (
    FIRST,
    HIGH,
    LOW,
    OUTER,
    PASSED,
    SECOND,
    Game,
    Spread,
    Turn,
    betting,
    deck_left,
    needs_call,
    spread_done,
    wanted,
)

CARD_ENTRIES = ("post", "outer", "middle")
CARD_WORDS = {"post": "a post", "outer": "the card outside the post", "middle": "the middle card"}


# The dealer's cards.


@dataclass(frozen=True)
class Turned:
    card: str
    seat: int  # whose turn it is


def draft_card(game: Game, actor: str, action: Mapping[str, Any]) -> Draft:
    kind = action["type"]
    if actor != HOST and actor_seat(actor) != game.rules.dealer:
        raise Forbidden("not_the_dealer", f"Only the dealer (seat {game.rules.dealer}) turns up the cards.")
    due = wanted(game)
    if due != kind:
        raise NotNow("not_now", f"The dealer turns up {CARD_WORDS[due]} now." if due else
                     f"No card is due now: seat {game.turn.seat} decides first.")
    if deck_left(game) <= 0:
        raise NotNow("deck_out", "The deck has run out: record the reshuffle of the discards first.")
    card = _one_card(action)
    game.rules.deck.check([card])
    if card in game.out:
        raise RuleError("card_in_play", f"{card} has been turned up since the last shuffle: the deck holds one "
                        f"{card}. Enter the card you turned up.", {"cards": card.code})
    return KINDS[kind].draft(actor, Turned(card.code, game.turn.seat))


def _one_card(action: Mapping[str, Any]) -> Card:
    cards = action.get("cards")
    if not isinstance(cards, list) or len(cards) != 1 or not isinstance(cards[0], str):
        raise RuleError("bad_field", "Enter the one card you turned up, such as [\"7h\"].", {"cards": "one card"})
    return parse_card(cards[0])


def _fold_post(game: Game, event: Event, turned: Turned) -> Game:
    card, turn = parse_card(turned.card), game.turn
    turn = replace(turn, first=card) if turn.first is None else replace(turn, second=card)
    return _with_spreads(replace(game, turn=turn, out=game.out | {card}))


def _with_spreads(game: Game) -> Game:
    """Once both posts are up and an ace as the first is called, the spreads are known."""
    turn = game.turn
    if turn.first is None or turn.second is None or turn.spreads or needs_call(game):
        return game
    return replace(game, turn=replace(turn, spreads=_spreads(game, turn)))


def _spreads(game: Game, turn: Turn) -> tuple[Spread, ...]:
    """One spread between the posts; with Palansky, a pair makes two, each waiting for its outer card."""
    low = turn.call == LOW
    if game.rules.palansky and not low and turn.first.rank == turn.second.rank:
        return Spread((turn.first, None), palansky=True), Spread((turn.second, None), palansky=True)
    return (Spread((turn.first, turn.second), ace_low=low),)


def _fold_outer(game: Game, event: Event, turned: Turned) -> Game:
    card, spread = parse_card(turned.card), game.turn.current
    turn = game.turn.with_spread(replace(spread, edges=(spread.edges[0], card)))
    return replace(game, turn=turn, out=game.out | {card})


def _fold_middle(game: Game, event: Event, turned: Turned) -> Game:
    card = parse_card(turned.card)
    turn = game.turn.with_spread(replace(game.turn.current, middle=card))
    return replace(game, turn=turn, out=game.out | {card})


POST = Kind("post", Turned, _fold_post)
OUTER_CARD = Kind("outer", Turned, _fold_outer)
MIDDLE = Kind("middle", Turned, _fold_middle)
KINDS = {"post": POST, "outer": OUTER_CARD, "middle": MIDDLE}


@dataclass(frozen=True)
class Reshuffled:
    left: int  # cards the referee counted in the deck


def draft_reshuffle(game: Game, actor: str, action: Mapping[str, Any]) -> Draft:
    if actor != HOST and actor_seat(actor) != game.rules.dealer:
        raise Forbidden("not_the_dealer", f"Only the dealer (seat {game.rules.dealer}) reshuffles the deck.")
    if deck_left(game) > 0 or wanted(game) is None:
        raise NotNow("deck_not_out", f"The deck still holds {deck_left(game)} cards: reshuffle the discards when "
                     "it runs out and a card is due.")
    return RESHUFFLE.draft(actor, Reshuffled(deck_left(game)))


def _fold_reshuffle(game: Game, event: Event, reshuffled: Reshuffled) -> Game:
    return replace(game, out=frozenset(game.turn.cards()))  # the cards on the table stay out


RESHUFFLE = Kind("reshuffle", Reshuffled, _fold_reshuffle)


# The player's choices.


def _player(game: Game, actor: str) -> None:
    seat = game.turn.seat
    if actor_seat(actor) != seat:
        raise Forbidden("not_your_turn", f"It is seat {seat}'s turn: only they decide on their posts.")


@dataclass(frozen=True)
class Called:
    call: str


def draft_call(game: Game, actor: str, action: Mapping[str, Any]) -> Draft:
    _player(game, actor)
    if not needs_call(game):
        raise NotNow("no_ace_to_call", "Only an ace turned up as the first post is called high or low, before "
                     "the second post.")
    call = action.get("call")
    if call not in (HIGH, LOW):
        raise RuleError("bad_call", "Call the ace \"high\" or \"low\".", {"call": call})
    return CALLED.draft(actor, Called(call))


def _fold_call(game: Game, event: Event, called: Called) -> Game:
    return _with_spreads(replace(game, turn=replace(game.turn, call=called.call)))


CALLED = Kind("call_ace", Called, _fold_call)


@dataclass(frozen=True)
class Bet:
    amount: int


def draft_bet(game: Game, actor: str, action: Mapping[str, Any]) -> Draft:
    _player(game, actor)
    spread = _facing(game)
    amount = action.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise RuleError("bad_amount", "Say how much you bet.", {"amount": amount})
    allowed = limits(game, spread)
    if not allowed.low <= amount <= allowed.high:
        most = f"at least {cents(allowed.low)}" if amount < allowed.low else f"at most {cents(allowed.high)}"
        raise RuleError("bad_amount", f"You may bet {most}. {allowed.says}.", {"amount": amount})
    if amount % game.rules.unit:
        raise RuleError("not_whole_chips", f"A bet is a whole number of the smallest chip ({cents(game.rules.unit)}).",
                        {"amount": amount})
    return BET.draft(actor, Bet(amount))


def _facing(game: Game) -> Spread:
    spread = betting(game)
    if spread is None:
        raise NotNow("not_now", "You bet once the dealer has turned up the posts, before the middle card.")
    return spread


def _fold_bet(game: Game, event: Event, bet: Bet) -> Game:
    return replace(game, turn=game.turn.with_spread(replace(game.turn.current, bet=bet.amount)))


BET = Kind("bet", Bet, _fold_bet)


@dataclass(frozen=True)
class Passed:
    rule: str


def draft_pass(game: Game, actor: str, action: Mapping[str, Any]) -> Draft:
    _player(game, actor)
    spread = _facing(game)
    if not (game.rules.pass_unbeatable and spread.unbeatable):
        raise RuleError("must_bet", "You must bet: " + ("only posts that cannot be beaten may be passed"
                                                        if game.rules.pass_unbeatable else
                                                        "this table plays every turn, even on posts that "
                                                        "cannot be beaten"))
    return PASS.draft(actor, Passed("equal or adjacent posts may be passed"))


def _fold_pass(game: Game, event: Event, passed: Passed) -> Game:
    return spread_done(replace(game, turn=game.turn.with_spread(replace(game.turn.current, outcome=PASSED))))


PASS = Kind("pass", Passed, _fold_pass)


@dataclass(frozen=True)
class Escaped:
    replace: str  # "first", "second" or "outer"
    price: int
    rule: str


def escapes(game: Game) -> tuple[str, ...]:
    """The cards the player may pay to replace now: none unless escape chance meets an unbeatable spread."""
    spread, rules = betting(game), game.rules
    if not rules.escape or spread is None or not spread.unbeatable or game.stacks[game.turn.seat] <= rules.escape_price:
        return ()
    return (OUTER,) if spread.palansky else (FIRST, SECOND)


def draft_escape(game: Game, actor: str, action: Mapping[str, Any]) -> Draft:
    _player(game, actor)
    choices = escapes(game)
    if not choices:
        raise RuleError("no_escape", _no_escape(game))
    chosen = action.get("replace")
    if chosen not in choices:
        raise RuleError("bad_replace", "Say which card to replace: " + " or ".join(choices) + ".", {"replace": chosen})
    price, seat = game.rules.escape_price, game.turn.seat
    rule = f"escape chance: the {chosen} {'card' if chosen == OUTER else 'post'} replaced"
    return ESCAPED.draft(actor, Escaped(chosen, price, rule), ((f"stack:{seat}", game.rules.pot_account, price),))


def _no_escape(game: Game) -> str:
    if not game.rules.escape:
        return "This table does not play escape chance."
    if betting(game) is None or not betting(game).unbeatable:
        return "Escape chance replaces a post only when the posts cannot be beaten (equal or adjacent)."
    return f"Escape chance costs {cents(game.rules.escape_price)} and you must still have chips to bet after it."


def _fold_escape(game: Game, event: Event, escaped: Escaped) -> Game:
    turn = game.turn
    if escaped.replace == FIRST:
        turn = replace(turn, first=None, call=None, spreads=())
    elif escaped.replace == SECOND:
        turn = replace(turn, second=None, spreads=())
    else:
        spread = turn.current
        turn = turn.with_spread(replace(spread, edges=(spread.edges[0], None)))
    return replace(game, turn=turn, escapes=game.escapes + 1)


ESCAPED = Kind("escape", Escaped, _fold_escape)

PLAYER_ACTIONS = {"call_ace": draft_call, "bet": draft_bet, "pass": draft_pass, "escape": draft_escape}
DEALER_ACTIONS = {**{kind: draft_card for kind in CARD_ENTRIES}, "reshuffle": draft_reshuffle}
