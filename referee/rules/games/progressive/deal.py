"""What players enter as the cards are dealt, and the call of sudden death.

Start cards are dealt once, at the start of the game, and each player enters
theirs privately before anything else. Each regular round every player puts
one start card into the winner pile face down; the referee reveals them all
together once the last one is in. Then everyone enters the five hand cards
dealt to them. Each of these is checked, drafted and folded here.

Ruling on sudden death: the host may call it between rounds, that is before
anyone has contributed or entered a hand in the current round. That round is
then the sudden-death round: no contributions, and everyone may exchange.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.cards import Card, parse_card, parse_cards
from ...core.errors import NotNow, RuleError
from ...engine.events import REFEREE, Draft, Event, actor_seat
from ...engine.typed import Kind
from .exchange import may_exchange
from .state import (
    CONTRIBUTE,
    HAND_SIZE,
    HANDS,
    OVER,
    SUDDEN_DEATH,
    Game,
    card_field,
    cards_field,
    check_new_cards,
    codes,
    phase,
    with_item,
)


def verify_may_enter_start(game: Game, seat: int) -> None:
    if seat in game.start:
        raise NotNow("start_cards_entered", "you have entered your start cards: they are dealt once a game")


def verify_start_cards(game: Game, seat: int, cards: tuple[Card, ...]) -> None:
    verify_may_enter_start(game, seat)
    _verify_dealt(game, seat, cards, game.rules.start_count, "start")


def _verify_dealt(game: Game, seat: int, cards: tuple[Card, ...], count: int, kind: str) -> None:
    """Cards dealt to the seat: as many as the rule deals, none the seat can see elsewhere."""
    if len(cards) != count:
        code = "start_cards_count" if kind == "start" else "hand_count"
        raise RuleError(code, f"each player is dealt {count} {kind} cards: enter all {count}")
    check_new_cards(game, seat, cards)


def draft_start_cards(game: Game, actor: str, seat: int, action: Mapping[str, Any]) -> Draft:
    cards = cards_field(action, "cards")
    verify_start_cards(game, seat, cards)
    return START_CARDS.draft(actor, Entered(len(cards), {"cards": codes(cards)}))


@dataclass(frozen=True)
class Entered:
    """Cards dealt to a player: how many for all to see, which ones the player's secret."""

    count: int
    hidden: Mapping[str, Any]


def _fold_start(game: Game, event: Event, entered: Entered) -> Game:
    return enter_start(game, actor_seat(event.actor), parse_cards(entered.hidden["cards"]))


START_CARDS = Kind("start_cards", Entered, _fold_start)


def enter_start(game: Game, seat: int, cards: tuple[Card, ...]) -> Game:
    rnd = game.round
    return replace(
        game,
        start=with_item(game.start, seat, frozenset(cards)),
        round=replace(rnd, pack=rnd.pack - set(cards)),
    )


def verify_may_contribute(game: Game, seat: int) -> None:
    if phase(game) != CONTRIBUTE:
        raise NotNow(
            "not_contribution_time",
            "a card goes into the winner pile at the start of each regular round, before the hands",
        )
    if seat not in game.start:
        raise NotNow("no_start_cards_yet", "enter your start cards first")
    if seat in game.round.contributions:
        raise NotNow("already_contributed", "you have put your card into the winner pile this round")


def verify_contribution(game: Game, seat: int, card: Card) -> None:
    verify_may_contribute(game, seat)
    if card not in game.start[seat]:
        raise RuleError("not_a_start_card", f"{card} is not one of your start cards")


def draft_contribution(game: Game, actor: str, seat: int, action: Mapping[str, Any]) -> Draft:
    verify_may_contribute(game, seat)
    card = card_field(action, "card")
    verify_contribution(game, seat, card)
    return CONTRIBUTED.draft(actor, Contribution({"card": card.code}))


@dataclass(frozen=True)
class Contribution:
    hidden: Mapping[str, Any]  # the card, the player's secret until every card is in


def _fold_contribution(game: Game, event: Event, contribution: Contribution) -> Game:
    return contribute(game, actor_seat(event.actor), parse_card(contribution.hidden["card"]))


CONTRIBUTED = Kind("contribute", Contribution, _fold_contribution)


def contribute(game: Game, seat: int, card: Card) -> Game:
    rnd = game.round
    return replace(
        game,
        start=with_item(game.start, seat, game.start[seat] - {card}),
        round=replace(rnd, contributions=with_item(rnd.contributions, seat, card)),
    )


def all_contributed(game: Game) -> bool:
    return phase(game) == CONTRIBUTE and len(game.round.contributions) == len(game.round.order)


def reveal_ruling(game: Game) -> Draft:
    """The referee turns the contributions up once the last one is in."""
    contributions = [{"seat": s, "card": game.round.contributions[s].code} for s in game.round.order]
    revealed = reveal(game)
    pile = [card.code for _, card in revealed.pile]
    return REVEALED.draft(REFEREE, Revealed(game.round.number, contributions, pile, sorted(may_exchange(revealed))))


@dataclass(frozen=True)
class Revealed:
    round: int
    contributions: list[dict]  # seat and card, from the dealer's left
    pile: list[str]  # the whole winner pile now
    may_exchange: list[int]


def _fold_reveal(game: Game, event: Event, revealed: Revealed) -> Game:
    return reveal(game)


REVEALED = Kind("reveal", Revealed, _fold_reveal)


def reveal(game: Game) -> Game:
    """Turn the contributions face up on the pile, in order from the dealer's left."""
    rnd = game.round
    placed = tuple((seat, rnd.contributions[seat]) for seat in rnd.order)
    return replace(game, pile=game.pile + placed, round=replace(rnd, contributions={}, revealed=True))


def verify_may_enter_hand(game: Game, seat: int) -> None:
    if seat in game.round.hands:
        raise NotNow("hand_entered", "you have entered your hand for this round")
    if phase(game) != HANDS:
        raise NotNow("not_hand_time", "hand cards are entered once the winner pile is revealed, before the draw")
    if seat not in game.start:
        raise NotNow("no_start_cards_yet", "enter your start cards first")


def verify_hand(game: Game, seat: int, cards: tuple[Card, ...]) -> None:
    verify_may_enter_hand(game, seat)
    _verify_dealt(game, seat, cards, HAND_SIZE, "hand")


def draft_hand(game: Game, actor: str, seat: int, action: Mapping[str, Any]) -> Draft:
    cards = cards_field(action, "cards")
    verify_hand(game, seat, cards)
    return HAND.draft(actor, Entered(len(cards), {"cards": codes(cards)}))


def _fold_hand(game: Game, event: Event, entered: Entered) -> Game:
    return enter_hand(game, actor_seat(event.actor), parse_cards(entered.hidden["cards"]))


HAND = Kind("hand", Entered, _fold_hand)


def enter_hand(game: Game, seat: int, cards: tuple[Card, ...]) -> Game:
    rnd = game.round
    return replace(
        game,
        round=replace(rnd, hands=with_item(rnd.hands, seat, frozenset(cards)), pack=rnd.pack - set(cards)),
    )


def verify_sudden_death(game: Game) -> None:
    rnd = game.round
    if phase(game) == OVER:
        raise NotNow("game_over", "the game is over")
    if rnd.kind == SUDDEN_DEATH:
        raise NotNow("sudden_death_called", "this round is already sudden death")
    if rnd.contributions or rnd.revealed or rnd.hands:
        raise NotNow(
            "round_under_way",
            "sudden death is called between rounds, before anyone has contributed or entered a hand",
        )


def draft_sudden_death(game: Game, actor: str) -> Draft:
    verify_sudden_death(game)
    return SUDDEN_DEATH_CALLED.draft(actor, SuddenDeath(game.round.number))


@dataclass(frozen=True)
class SuddenDeath:
    round: int  # the round that becomes sudden death


def _fold_sudden_death(game: Game, event: Event, called: SuddenDeath) -> Game:
    return replace(game, round=replace(game.round, kind=SUDDEN_DEATH))


SUDDEN_DEATH_CALLED = Kind("sudden_death", SuddenDeath, _fold_sudden_death)
