"""Progressive Poker: one deal at the table is one whole game of many rounds.

Each player holds start cards. Every regular round each puts one into the
winner pile face down, the pile is revealed, five hand cards are dealt, some
players may exchange hand and start cards, everyone draws in turn, and the
best hand takes the pile into their start cards. A player with no start card
when a contribution is due is out; the last player left wins the game (and the
antes, if the table plays with one).

The rules live in the modules beside this one: `rules` (options), `state` (the
state and where every card is), `deal` (entering cards, contributions, sudden
death), `exchange`, `draw`, `showdown` (the pile, going out, parity), `clash`
(a card entered twice) and `view`.

Actions, as the pages send them:
  {"type": "start_cards", "cards": ["As", "Kd", "7h"]}   once, round 1
  {"type": "contribute", "card": "As"}
  {"type": "hand", "cards": [five cards]}
  {"type": "exchange", "give": [hand cards], "take": [as many start cards]}
  {"type": "draw", "discard": [0 to 5 hand cards], "receive": [as many]}
  {"type": "correct", "card": "Kh", "is": "Kd"}        a card found entered twice
  {"type": "sudden_death"}                                by the host
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Mapping

from ...core.cards import Card, parse_card
from ...core.errors import Forbidden, NotFound, NotNow, RuleError
from ...engine import specs
from ...engine.driver import drive
from ...engine.events import HOST, REFEREE, Draft, Event, actor_seat
from ...engine.variant import Setup
from ...money.antes import ante_postings
from . import clash, deal
from .draw import draw, verify_draw, verify_turn
from .exchange import exchange, may_exchange, verify_exchange, verify_may_exchange
from .rules import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from .rules import rules as game_rules
from .showdown import resolve, ruling, settle
from .state import DRAW, HAND_SIZE, OVER, REGULAR, Game, Round, Rules, codes, phase, shown
from .view import view


def _parse(text: Any, name: str) -> Card:
    if not isinstance(text, str):
        raise RuleError("bad_field", f"{name} must be a card such as \"As\" or \"10♦\"", {name: "a card"})
    return parse_card(text)


def _cards(action: Mapping[str, Any], name: str) -> tuple[Card, ...]:
    value = action.get(name, [])
    if not isinstance(value, (list, tuple)):
        raise RuleError("bad_field", f"{name} must be a list of cards", {name: "a list of cards"})
    return tuple(_parse(text, name) for text in value)


def _can(check: Callable[..., None], *args) -> bool:
    try:
        check(*args)
    except RuleError:
        return False
    return True


def _pot(rules: Rules) -> str:
    return f"pot:{rules.deal_id}"


# Each seat action: check what the seat sent, then draft the event that records it.
def _start_cards(game: Game, actor: str, seat: int, action) -> Draft:
    cards = _cards(action, "cards")
    deal.verify_start_cards(game, seat, cards)
    return Draft("start_cards", actor, {"count": len(cards), "hidden": {"cards": codes(cards)}})


def _contribute(game: Game, actor: str, seat: int, action) -> Draft:
    deal.verify_may_contribute(game, seat)
    card = _parse(action.get("card"), "card")
    deal.verify_contribution(game, seat, card)
    return Draft("contribute", actor, {"hidden": {"card": card.code}})


def _hand(game: Game, actor: str, seat: int, action) -> Draft:
    cards = _cards(action, "cards")
    deal.verify_hand(game, seat, cards)
    return Draft("hand", actor, {"count": len(cards), "hidden": {"cards": codes(cards)}})


def _exchange(game: Game, actor: str, seat: int, action) -> Draft:
    give, take = _cards(action, "give"), _cards(action, "take")
    verify_exchange(game, seat, give, take)
    return Draft("exchange", actor, {"hidden": {"give": codes(give), "take": codes(take)}})


def _draw(game: Game, actor: str, seat: int, action) -> Draft:
    discard, receive = _cards(action, "discard"), _cards(action, "receive")
    verify_draw(game, seat, discard, receive)
    hidden = {"discard": codes(discard), "receive": codes(receive)}
    return Draft("draw", actor, {"count": len(receive), "hidden": hidden})


def _correct(game: Game, actor: str, seat: int, action) -> Draft:
    wrong, right = clash.verify_correct(game, seat, action)
    return Draft("correct", actor, clash.correction(game, seat, wrong, right))


SEAT_ACTIONS = {
    "start_cards": _start_cards,
    "contribute": _contribute,
    "hand": _hand,
    "exchange": _exchange,
    "draw": _draw,
    "correct": _correct,
}


def _hidden_cards(event: Event | Draft, name: str) -> tuple[Card, ...]:
    return tuple(parse_card(text) for text in event.payload["hidden"][name])


def _fold(game: Game, event: Event | Draft) -> Game:
    seat = actor_seat(event.actor)
    kind = event.type
    if kind == "ante":
        return replace(game, pot=game.pot + sum(amount for _, _, amount in event.postings))
    if kind == "start_cards":
        return deal.enter_start(game, seat, _hidden_cards(event, "cards"))
    if kind == "contribute":
        return deal.contribute(game, seat, parse_card(event.payload["hidden"]["card"]))
    if kind == "reveal":
        return deal.reveal(game)
    if kind == "hand":
        return deal.enter_hand(game, seat, _hidden_cards(event, "cards"))
    if kind == "exchange":
        return exchange(game, seat, _hidden_cards(event, "give"), _hidden_cards(event, "take"))
    if kind == "draw":
        return draw(game, seat, _hidden_cards(event, "discard"), _hidden_cards(event, "receive"))
    if kind == "showdown":
        return settle(game, resolve(game))
    if kind == "game_over":
        return replace(game, pot=0, paid_out=True)
    if kind == "sudden_death":
        return deal.call_sudden_death(game)
    if kind == "clash":
        return replace(game, clash=tuple(parse_card(code) for code in event.payload["cards"]))
    if kind == "correct":
        fix = event.payload.get("hidden", event.payload)
        return clash.correct(game, seat, parse_card(fix["card"]), parse_card(fix["is"]))
    raise ValueError(f"Progressive Poker has no event {kind!r}")


def _next_rulings(game: Game) -> list[Draft]:
    found = clash.clash_ruling(game)
    if found is not None or game.clash:
        return [found] if found else []
    if deal.all_contributed(game):
        revealed = deal.reveal(game)
        contributions = [{"seat": s, "card": game.round.contributions[s].code} for s in game.round.order]
        payload = {
            "round": game.round.number,
            "contributions": contributions,
            "pile": [card.code for _, card in revealed.pile],
            "may_exchange": sorted(may_exchange(revealed)),
        }
        return [Draft("reveal", REFEREE, payload)]
    if phase(game) == DRAW and len(game.round.draws) == len(game.round.order):
        # The game_over ruling pays out the pot as it stands: the showdown moves no money.
        outcome = resolve(game)
        drafts = [Draft("showdown", REFEREE, ruling(game, outcome))]
        winner = outcome.champion
        if winner is not None:
            postings = ((_pot(game.rules), f"stack:{winner}", game.pot),) if game.pot else ()
            drafts.append(Draft("game_over", REFEREE, {"winner": winner, "pot": game.pot}, postings))
        return drafts
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

    def start(self, setup: Setup) -> Game:
        rules = game_rules(setup)
        order = tuple(setup.seats)
        first = Round(1, REGULAR, setup.dealer, order, frozenset(rules.deck.cards))
        return Game(rules, first)

    def opening(self, state: Game) -> list[Draft]:
        rules = state.rules
        if not rules.ante:
            return []
        postings = ante_postings(rules.seats, rules.ante, _pot(rules))
        return [Draft("ante", REFEREE, {"amount": rules.ante}, postings)]

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
            deal.verify_sudden_death(game)
            return [Draft("sudden_death", HOST, {"round": game.round.number})]
        seat = actor_seat(actor)
        if seat is None or seat not in game.rules.seats:
            raise NotFound("not_in_game", "only the players of this game act in it")
        if kind == "sudden_death":
            raise Forbidden("host_only", "only the host calls sudden death")
        if kind not in SEAT_ACTIONS:
            raise RuleError("unknown_action", f"Progressive Poker has no action {kind!r}")
        if phase(game) == OVER:
            raise Forbidden("game_over", f"the game is over: seat {game.winner} won it")
        if seat in game.out:
            raise Forbidden("out", "you are out of this game: you had no start card when one was due")
        if game.clash and kind != "correct":
            raise NotNow("clash", clash.STOPPED)
        draft = SEAT_ACTIONS[kind](game, actor, seat, action)
        return drive(self, game, draft)

    def apply(self, state: Game, event: Event) -> Game:
        return _fold(state, event)

    def followups(self, state: Game) -> list[Draft]:
        return _next_rulings(state)

    def view(self, state: Game, viewer: int | None) -> dict:
        return view(state, viewer)

    def is_finished(self, state: Game) -> bool:
        # Over once the game_over ruling is folded, not at the showdown before it: with no ante the
        # pot is already empty there, and the table would close the deal before the ruling.
        return state.paid_out


PROGRESSIVE = ProgressivePoker()
