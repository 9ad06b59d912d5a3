"""Progressive Poker: a game of many rounds, each its own deal at the table; the rounds form a match.

Each player holds start cards. Every regular round each puts one into the
winner pile face down, the pile is revealed, five hand cards are dealt, some
players may exchange hand and start cards, everyone draws in turn, and the
best hand takes the pile into their start cards. A player with no start card
when a contribution is due is out; the last player left wins the game (and the
antes, if the table plays with one). The package's text says how the rounds
of one game share what carries over.

The rules live in the modules beside this one: `rules` (options), `state` (the
state and where every card is), `deal` (entering cards, contributions, sudden
death), `exchange`, `draw`, `showdown` (the pile, going out, parity), `match`
(what a round hands the next), `clash` (a card entered twice) and `view`. Each rules module drafts its events and
declares how they fold; this one folds them all through one registry.

Actions, as the pages send them:
  {"type": "start_cards", "cards": ["As", "Kd", "7h"]}   once, at round 1
  {"type": "contribute", "card": "As"}
  {"type": "hand", "cards": [five cards]}
  {"type": "exchange", "give": [hand cards], "take": [as many start cards]}
  {"type": "draw", "discard": [0 to 5 hand cards], "receive": [as many]}
  {"type": "correct", "card": "Kh", "is": "Kd"}        a card found entered twice
  {"type": "sudden_death"}                                by the host
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping

from ...core.errors import Forbidden, NotFound, NotNow, RuleError
from ...engine import specs
from ...engine.driver import drive
from ...engine.events import HOST, REFEREE, Draft, Event, actor_seat
from ...engine.typed import Kind, registry
from ...engine.variant import NextDeal, Setup
from ...money.antes import ante_postings
from . import clash, deal, showdown
from .draw import DREW, draft_draw, verify_turn
from .exchange import EXCHANGED, draft_exchange, verify_may_exchange
from .match import next_deal, resumed
from .rules import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from .rules import rules as game_rules
from .state import DRAW, HAND_SIZE, OVER, REGULAR, Game, Round, phase, shown
from .view import view


def _can(check: Callable[..., None], *args) -> bool:
    try:
        check(*args)
    except RuleError:
        return False
    return True


# Each seat action checks what the seat sent and drafts the event that records it, beside its rule.
SEAT_ACTIONS = {
    "start_cards": deal.draft_start_cards,
    "contribute": deal.draft_contribution,
    "hand": deal.draft_hand,
    "exchange": draft_exchange,
    "draw": draft_draw,
    "correct": clash.draft_correction,
}


@dataclass(frozen=True)
class Ante:
    amount: int  # from each player


def _fold_ante(game: Game, event: Event, ante: Ante) -> Game:
    return replace(game, pot=game.pot + sum(amount for _, _, amount in event.postings))


ANTE = Kind("ante", Ante, _fold_ante)
EVENTS = registry(
    ANTE, deal.START_CARDS, deal.CONTRIBUTED, deal.REVEALED, deal.HAND, deal.SUDDEN_DEATH_CALLED,
    EXCHANGED, DREW, showdown.SHOWDOWN, showdown.GAME_OVER, clash.CLASHES, clash.CORRECTED,
)


def _next_rulings(game: Game) -> list[Draft]:
    if game.round_over:
        return []
    found = clash.clash_ruling(game)
    if found is not None or game.clash:
        return [found] if found else []
    if deal.all_contributed(game):
        return [deal.reveal_ruling(game)]
    if phase(game) == DRAW and len(game.round.draws) == len(game.round.order):
        return showdown.rulings(game)
    return []


class ProgressivePoker:
    key = "progressive"
    title = "Progressive Poker"
    description = (
        "Five-card draw without betting: each round everyone puts a start card into the winner pile, "
        "the best hand takes it, and a player with no start card left is out. Last player in wins."
    )
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = OPTIONS

    match = True  # the rounds of a game share the ante pot, kept until the game is won

    def start(self, setup: Setup) -> Game:
        rules = game_rules(setup)
        if setup.carried:
            return resumed(rules, setup)
        first = Round(1, REGULAR, setup.dealer, tuple(setup.seats), frozenset(rules.deck.cards))
        return Game(rules, first, pot=setup.carried_pot)

    def opening(self, state: Game) -> list[Draft]:
        rules = state.rules
        if not rules.ante or state.round.number > 1:  # each player antes once, at the first round
            return []
        postings = ante_postings(rules.seats, rules.ante, rules.pot_account)
        return [ANTE.draft(REFEREE, Ante(rules.ante), postings)]

    def legal_actions(self, state: Game, seat: int | None) -> list[dict]:
        """What `seat` may do now; `seat` None asks for the host's actions."""
        game = state
        if phase(game) == OVER:
            return []
        if seat is None:
            return [specs.offer("sudden_death")] if _can(deal.verify_sudden_death, game) else []
        if seat not in game.round.order:
            return []
        if game.clash:
            return clash.offer(game, seat)
        if seat not in game.start:
            count = game.rules.start_count
            return [specs.offer("start_cards", specs.cards("cards", count, own="start"), count=count)]
        start = shown(game.start[seat])
        hand = shown(game.round.hands.get(seat, ()))
        actions = []
        if _can(deal.verify_may_contribute, game, seat):
            contribution = specs.card("card", start, own="start", leaves="table")
            actions.append(specs.offer("contribute", contribution, cards=start))
        if _can(deal.verify_may_enter_hand, game, seat):
            actions.append(specs.offer("hand", specs.cards("cards", HAND_SIZE, own="hand"), count=HAND_SIZE))
        if _can(verify_may_exchange, game, seat):
            most = min(len(start), HAND_SIZE)
            give = specs.cards("give", low=1, high=most, choices=hand, own="hand", leaves="start")
            take = specs.cards("take", count_as="give", choices=start, own="start", leaves="hand")
            actions.append(specs.offer("exchange", give, take, give=hand, take=start, min=1, max=most))
        if _can(verify_turn, game, seat):
            discard = specs.cards("discard", low=0, high=HAND_SIZE, choices=hand, own="hand", leaves="discards")
            receive = specs.cards("receive", count_as="discard", own="hand")  # the new cards, dealt to the player
            actions.append(specs.offer("draw", discard, receive, discard=hand, min=0, max=HAND_SIZE))
        return actions + clash.offer(game, seat)

    def decide(self, state: Game, actor: str, action: Mapping[str, Any]) -> list[Draft]:
        game = state
        kind = action.get("type")
        if actor == HOST:
            if kind != "sudden_death":
                raise Forbidden("host_action", "in Progressive Poker the host only calls sudden death")
            return [deal.draft_sudden_death(game, actor)]
        seat = actor_seat(actor)
        if seat is None or seat not in game.rules.seats:
            raise NotFound("not_in_game", "only the players of this game act in it")
        if kind == "sudden_death":
            raise Forbidden("host_only", "only the host calls sudden death")
        if kind not in SEAT_ACTIONS:
            raise RuleError("unknown_action", f"Progressive Poker has no action {kind!r}")
        if phase(game) == OVER:
            if game.winner is None:
                raise NotNow("round_over", "this round is over: the dealer deals the next one as a new deal")
            raise Forbidden("game_over", f"the game is over: seat {game.winner} won it")
        if seat in game.out:
            raise Forbidden("out", "you are out of this game: you had no start card when one was due")
        if game.clash and kind != "correct":
            raise NotNow("clash", clash.STOPPED)
        draft = SEAT_ACTIONS[kind](game, actor, seat, action)
        return drive(self, game, draft)

    def apply(self, state: Game, event: Event) -> Game:
        kind = EVENTS.get(event.type)
        if kind is None:
            raise ValueError(f"Progressive Poker has no event {event.type!r}")
        return kind.apply(state, event)

    def followups(self, state: Game) -> list[Draft]:
        return _next_rulings(state)

    def view(self, state: Game, viewer: int | None) -> dict:
        return view(state, viewer)

    def is_finished(self, state: Game) -> bool:
        # A round's deal is over at its showdown; the last one once the game_over ruling that follows is folded.
        return state.round_over and (state.winner is None or state.paid_out)

    def next_deal(self, state: Game) -> NextDeal | None:
        return next_deal(state)


PROGRESSIVE = ProgressivePoker()
