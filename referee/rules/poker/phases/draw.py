"""The draw: each player in turn changes up to `most` cards, `most_with_ace` if they show an ace they keep.

That is the house limit; a table may take the option of up to five for any
draw game (`LIMIT`), and then no ace needs showing.

A player may enter the hand they hold after the draw with it (privately); it
must hold exactly the number of new cards they said they changed.

A draw may carry a tax (`DrawTax`): a price on each card changed past the
first ones, posted from the player's stack to the pot when the draw is
recorded, the event naming the rule. A player draws only as many cards as
their stack can pay the tax on.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from ...engine.variant import Option
from ...money.stakes import cents
from .. import actions
from ..deal import Phase, PokerState, taxed

LIMIT = Option("draw_limit", "choice", "house",
               "How many cards a player may change: the house limit (up to 3, or 4 keeping an ace they show) "
               "or up to 5.", choices=("house", "five"),
               words=("House: up to 3, or 4 with an ace", "Up to 5"))


@dataclass(frozen=True)
class DrawTax:
    """A price on each card changed past the first `free` of a draw, in cents from the deal's option `option`."""

    option: str
    rule: str
    free: int = 1

    def due(self, state: PokerState, count: int) -> int:
        return max(count - self.free, 0) * state.options[self.option]

    def affordable(self, state: PokerState, seat: int) -> int:
        """The most cards the seat's stack can pay the tax on."""
        price = state.options[self.option]
        return self.free + state.stacks[seat] // price if price else self.free + 5  # no tax: any draw


def _draw(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    _verify(state, seat, action)
    shown = actions.cards_field(state, {"show": action["show"]}, "show")[0].code if action.get("show") else None
    hand = None
    if action.get("cards") is not None:  # the hand after the draw, new cards included: the player's secret
        hand = {"cards": actions.codes(actions.cards_field(state, action))}
    tax = state.current.tax
    due = tax.due(state, action["count"]) if tax else 0
    if not due:
        return DRAW.draft(actor, Drew(action["count"], shown, hand))
    return DRAW.draft(actor, Drew(action["count"], shown, hand, due, tax.rule),
                      ((f"stack:{seat}", state.pot_account, due),))


@dataclass(frozen=True)
class Drew:
    count: int  # cards changed, for all to see
    show: str | None = None  # an ace shown to draw more
    hidden: Mapping[str, Any] | None = None  # the hand after the draw, the player's secret
    tax: int | None = None  # the draw tax paid into the pot
    rule: str | None = None  # the rule that taxed the draw


def _verify(state: PokerState, seat: int, action: Mapping[str, Any]) -> None:
    actions.in_phase(state, Draw, "no_draw_now")
    phase = state.current
    if state.to_act() != seat:
        raise NotNow("not_your_turn", f"It is seat {state.to_act()}'s turn to draw.")
    count = action.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise RuleError("bad_count", "Say how many cards you change: a whole number from 0.")
    shown = action.get("show")
    most, most_with_ace = phase.limits(state)
    limit = most
    ace: tuple[Card, ...] = ()
    if most_with_ace and shown is not None:
        ace = actions.cards_field(state, {"show": shown}, "show")
        if len(ace) != 1 or ace[0].rank != 14:
            raise RuleError("show_an_ace", "To draw more you show one ace you keep.")
        actions.check_unseen(state, ace)
        limit = most_with_ace
    if count > limit:
        rule = f"you may draw at most {most} card{'s' if most != 1 else ''}"
        if most_with_ace:
            rule += f"; {most_with_ace} if you show an ace you keep"
        raise RuleError("too_many_drawn", rule[0].upper() + rule[1:] + ".")
    held = state.down_count(seat)
    if ace and count >= held:  # the ace shown to draw more is kept
        raise RuleError("too_many_drawn", f"You hold {held} cards face down and keep the {ace[0]} you show: "
                        f"you may change at most {held - 1}.")
    if count > held:  # "up to 5" in a game of fewer cards
        raise RuleError("too_many_drawn", f"You hold {held} cards face down: you may change at most {held}.")
    if phase.tax and count > phase.tax.affordable(state, seat):
        cost = f"{count} cards cost" if count != 1 else "a card costs"
        raise RuleError("cannot_afford", f"{phase.tax.rule[0].upper()}{phase.tax.rule[1:]}: {cost} "
                        f"{cents(phase.tax.due(state, count))} and you have {cents(state.stacks[seat])} behind.")
    if action.get("cards") is not None:
        _verify_hand(state, seat, count, actions.cards_field(state, action), ace)


def _verify_hand(state: PokerState, seat: int, count: int, hand: tuple[Card, ...], shown: tuple[Card, ...]) -> None:
    """The hand a player enters with their draw: their cards after it, the new ones among them."""
    need = state.down_count(seat)
    if len(hand) != need:
        raise RuleError("wrong_count", f"Enter the {need} cards you hold after the draw.")
    actions.check_unseen(state, hand, own=state.zones.known.get(seat, ()) + tuple(shown))
    if any(card not in hand for card in shown):
        raise RuleError("shown_card_missing", f"You show {shown[0]} to draw more: you keep it, so it is in your hand.")
    before = state.zones.entered.get(seat, ())
    if len(before) == need and len(set(hand) - set(before)) != count:
        raise RuleError("drawn_cards_differ", f"You change {count} cards, but {len(set(hand) - set(before))} "
                        "of the cards you entered are new since your last entry; enter your hand again.")


def _fold(state: PokerState, event: Event, drew: Drew) -> PokerState:
    seat = int(event.actor[5:])
    zones = state.zones.replace_cards(drew.count)
    if drew.show:
        zones = zones.reveal(seat, parse_cards([drew.show]))
    if drew.hidden is not None:
        zones = zones.enter(seat, parse_cards(drew.hidden["cards"]))
    elif drew.count:
        zones = zones.forget(seat)  # the old entry no longer describes the hand
    if drew.tax:
        state = taxed(state, seat, drew.tax)
    return replace(state, done=state.done | {seat}, zones=zones, changed={**state.changed, seat: drew.count})


DRAW = Kind("draw", Drew, _fold)


@dataclass(frozen=True)
class Draw(Phase):
    name = "draw"
    waiting = "This is the draw: change your cards when it is your turn."
    drafters = MappingProxyType({"draw": _draw})
    folds = registry(DRAW)

    most: int = 3
    most_with_ace: int | None = None
    seat: int | None = None  # one player's own draw (a script going player by player); None: everyone's
    tax: DrawTax | None = None  # a price on the cards changed past the first

    def turn(self, state: PokerState) -> int | None:
        waiting = [seat for seat in self._drawing(state) if seat not in state.done]
        return waiting[0] if waiting else None

    def _drawing(self, state: PokerState) -> list[int]:
        return [seat for seat in state.contenders() if self.seat in (None, seat)]

    def limits(self, state: PokerState) -> tuple[int, int | None]:
        """The most cards a player may change, and the most if they show an ace they keep."""
        if state.options.get(LIMIT.name) == "five":
            return 5, None
        return self.most, self.most_with_ace

    def _offered(self, state: PokerState, seat: int) -> tuple[int, int | None]:
        """The limits, lowered to what the seat can pay the draw tax on."""
        most, most_with_ace = self.limits(state)
        held = state.down_count(seat)  # no more than the cards held, whatever the limit
        with_ace = min(most_with_ace, held) if most_with_ace else None
        most, most_with_ace = min(most, held), with_ace if with_ace and with_ace > min(most, held) else None
        if self.tax is None:
            return most, most_with_ace
        can = self.tax.affordable(state, seat)
        with_ace = min(most_with_ace, can) if most_with_ace else None
        return min(most, can), with_ace if with_ace and with_ace > min(most, can) else None

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if state.to_act() != seat:
            return []
        most, most_with_ace = self._offered(state, seat)
        fields = [specs.integer("count", 0, most, more_with={"show": most_with_ace} if most_with_ace else None)]
        if most_with_ace:
            fields.append(specs.card("show", rank="A", own="down", shown=True, optional=True))
        # The hand after the draw, the new cards in it, entered privately with it.
        fields.append(specs.cards("cards", state.down_count(seat), own="down", changes="count", optional=True))
        ace = {"max_with_ace": most_with_ace} if most_with_ace else {}
        tax = {"tax_each": state.options[self.tax.option], "free": self.tax.free} if self.tax else {}
        return [specs.offer("draw", *fields, min=0, max=most, **ace, **tax)]

    def dealing(self, state: PokerState) -> int:
        most, most_with_ace = self.limits(state)
        return most_with_ace or most if state.to_act() is not None else 0

    def complete(self, state: PokerState) -> bool:
        return set(self._drawing(state)) <= state.done

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())
