"""The draw: each player in turn changes up to `most` cards, `most_with_ace` if they show an ace they keep.

That is the house limit; a table may take the option of up to five for any
draw game (`LIMIT`), and then no ace needs showing.

A player may enter the hand they hold after the draw with it (privately); it
must hold exactly the number of new cards they said they changed.

Where the game says so, a player may throw away face-up cards too (`up_too`,
Flip'em, whose hands are all turned up before the draw), naming them, and the
new cards may come face up (`new_up`, dealt by the dealer as in draw_up.py),
everyone saying how many they draw before any is dealt (`declared`).

A draw may forbid throwing away cards of some ranks (`keeps`, Rubidoux: "you
may not get rid of threes or fours while drawing"). The referee refuses what
it can tell breaks the rule: a face-up card of such a rank named, more cards
changed than a whole entry of the hand leaves besides its cards of those
ranks, or such a card missing from the cards kept (`keep`, as the phone sends
them) or from the hand entered after the draw. A hand never entered is the
player's word, as at a real table.

A draw may carry a tax (`DrawTax`): a price on each card changed past the
first ones, posted from the player's stack to the pot when the draw is
recorded, the event naming the rule. A player draws only as many cards as
their stack can pay the tax on.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import RANK_NAMES, Card, parse_cards, ranks_in_words
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from ...engine.variant import Option
from ...money.stakes import cents
from .. import actions
from ..deal import Phase, PokerState, taxed
from .draw_up import DEAL_OWED, _deal_owed, owe, owed

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
    thrown = _verify(state, seat, action)
    shown = actions.cards_field(state, {"show": action["show"]}, "show")[0].code if action.get("show") else None
    hand = None
    if action.get("cards") is not None:  # the hand after the draw, new cards included: the player's secret
        hand = {"cards": actions.codes(actions.cards_field(state, action))}
    up = actions.codes(thrown) or None
    tax = state.current.tax
    due = tax.due(state, action["count"] + len(thrown)) if tax else 0
    if not due:
        return DRAW.draft(actor, Drew(action["count"], shown, hand, up=up))
    return DRAW.draft(actor, Drew(action["count"], shown, hand, due, tax.rule, up),
                      ((f"stack:{seat}", state.pot_account, due),))


@dataclass(frozen=True)
class Drew:
    count: int  # face-down cards changed, for all to see
    show: str | None = None  # an ace shown to draw more
    hidden: Mapping[str, Any] | None = None  # the hand after the draw, the player's secret
    tax: int | None = None  # the draw tax paid into the pot
    rule: str | None = None  # the rule that taxed the draw
    up: list[str] | None = None  # the face-up cards thrown away too, for all to see


def _verify(state: PokerState, seat: int, action: Mapping[str, Any]) -> tuple[Card, ...]:
    """The draw checked; the face-up cards it throws away."""
    actions.in_phase(state, Draw, "no_draw_now")
    phase = state.current
    if state.to_act() != seat:
        if state.to_act() is None and owed(state):
            raise NotNow("not_your_turn", "The dealer deals the cards drawn face up before the next player draws.")
        raise NotNow("not_your_turn", f"It is seat {state.to_act()}'s turn to draw.")
    count = action.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise RuleError("bad_count", "Say how many cards you change: a whole number from 0.")
    thrown = _thrown_up(state, seat, action)
    shown = action.get("show")
    most, most_with_ace = phase.limits(state)
    limit = most
    ace: tuple[Card, ...] = ()
    if most_with_ace and shown is not None:
        ace = actions.cards_field(state, {"show": shown}, "show")
        if len(ace) != 1 or ace[0].rank != 14:
            raise RuleError("show_an_ace", "To draw more you show one ace you keep.")
        if phase.up_too and ace[0] in state.zones.face_up(seat):  # showing already, and kept
            if ace[0] in thrown:
                raise RuleError("shown_card_missing", f"You show {ace[0]} to draw more: you keep it.")
            ace = ()
        else:
            actions.check_unseen(state, ace)
        limit = most_with_ace
    total = count + len(thrown)
    if total > limit:
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
    if phase.keeps:
        _verify_kept(state, seat, count, thrown, ace, action)
    if phase.tax and total > phase.tax.affordable(state, seat):
        cost = f"{total} cards cost" if total != 1 else "a card costs"
        raise RuleError("cannot_afford", f"{phase.tax.rule[0].upper()}{phase.tax.rule[1:]}: {cost} "
                        f"{cents(phase.tax.due(state, total))} and you have {cents(state.stacks[seat])} behind.")
    if action.get("cards") is not None:
        # The face-down cards after the draw: the new ones among them unless they come face up.
        new = 0 if phase.new_up else total
        _verify_hand(state, seat, new, held - count + new, actions.cards_field(state, action), ace)
    return thrown


def _one_of(ranks: tuple[int, ...]) -> str:
    """"a three or a four", "an ace"."""
    return " or ".join(("an " if RANK_NAMES[rank][0] in "ae" else "a ") + RANK_NAMES[rank] for rank in ranks)


def _verify_kept(state: PokerState, seat: int, count: int, thrown: tuple[Card, ...], ace: tuple[Card, ...],
                 action: Mapping[str, Any]) -> None:
    """No card of the ranks the draw keeps is thrown away, as far as the referee can tell."""
    keeps = state.current.keeps
    refusal = f"You may not throw away {_one_of(keeps)} in {state.game.title}'s draw."
    if any(card.rank in keeps for card in thrown):
        raise RuleError("kept_rank", refusal)
    entered = state.zones.entered.get(seat)
    held = state.down_count(seat)
    if entered is None or len(entered) != held:
        return
    kept = [card for card in entered if card.rank in keeps]
    most = held - len(set(kept) | set(ace))  # the ace shown to draw more is kept too
    if count > most:
        also = f" and keep the {ace[0]} you show" if ace and ace[0] not in kept else ""
        raise RuleError("kept_rank", f"{refusal[:-1]}: you hold {len(kept)} of them face down{also}, so you may "
                        f"change at most {most}.")
    for field in ("keep", "cards"):
        if action.get(field) is not None:
            after = actions.cards_field(state, action, field)
            if any(card not in after for card in kept):
                raise RuleError("kept_rank", refusal)


def _thrown_up(state: PokerState, seat: int, action: Mapping[str, Any]) -> tuple[Card, ...]:
    """The face-up cards a player throws away at a draw that lets them (`up_too`), named for all to see."""
    if action.get("discard_up") in (None, []):
        return ()
    if not state.current.up_too:
        raise RuleError("no_up_draw", "At this draw only face-down cards are changed.")
    thrown = actions.cards_field(state, action, "discard_up")
    for card in thrown:
        if card not in state.zones.face_up(seat):
            raise RuleError("not_your_card", f"{card} is not face up in front of you: throw away your own cards.")
    if len(set(thrown)) != len(thrown):
        raise RuleError("card_twice", "Name each face-up card you throw away once.")
    return thrown


def _verify_hand(state: PokerState, seat: int, count: int, need: int, hand: tuple[Card, ...],
                 shown: tuple[Card, ...]) -> None:
    """The hand a player enters with their draw: their face-down cards after it, the `count` new ones among them."""
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
    thrown = parse_cards(drew.up or [])
    zones = state.zones
    for card in thrown:
        zones = zones.take_up(seat, card)
    if drew.show and parse_cards([drew.show])[0] not in zones.face_up(seat):
        zones = zones.reveal(seat, parse_cards([drew.show]))
    if state.current.new_up:  # the cards thrown leave the hand; the dealer owes as many face up
        zones = zones.throw(seat, drew.count)
        state = owe(state, seat, drew.count + len(thrown))
    else:
        zones = zones.replace_cards(drew.count).deal_down([seat], len(thrown))
    if drew.hidden is not None:
        zones = zones.enter(seat, parse_cards(drew.hidden["cards"]))
    elif drew.count or thrown:
        zones = zones.forget(seat)  # the old entry no longer describes the hand
    if drew.tax:
        state = taxed(state, seat, drew.tax)
    return replace(state, done=state.done | {seat}, zones=zones,
                   changed={**state.changed, seat: drew.count + len(thrown)})


DRAW = Kind("draw", Drew, _fold)


@dataclass(frozen=True)
class Draw(Phase):
    name = "draw"
    waiting = "This is the draw: change your cards when it is your turn."
    drafters = MappingProxyType({"draw": _draw, "deal_up": _deal_owed})
    folds = registry(DRAW, DEAL_OWED)

    most: int = 3
    most_with_ace: int | None = None
    seat: int | None = None  # one player's own draw (a script going player by player); None: everyone's
    tax: DrawTax | None = None  # a price on the cards changed past the first
    up_too: bool = False  # face-up cards may be thrown away too, named
    new_up: bool = False  # the new cards are dealt face up
    declared: bool = False  # everyone draws (says how many) before any new card is dealt face up
    keeps: tuple[int, ...] = ()  # ranks nobody may throw away at this draw

    def turn(self, state: PokerState) -> int | None:
        if owed(state) and not self.declared:  # the last player's new cards come first
            return None
        waiting = [seat for seat in self._drawing(state) if seat not in state.done]
        return waiting[0] if waiting else None

    def owed_now(self, state: PokerState) -> dict[int, int]:
        """The face-up cards the dealer deals now, by seat: once everyone has drawn, where they declared first."""
        due = owed(state)
        return due if due and (not self.declared or set(self._drawing(state)) <= state.done) else {}

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
        # no more than the cards held, whatever the limit
        held = state.down_count(seat) + (len(state.zones.face_up(seat)) if self.up_too else 0)
        with_ace = min(most_with_ace, held) if most_with_ace else None
        most, most_with_ace = min(most, held), with_ace if with_ace and with_ace > min(most, held) else None
        if self.tax is None:
            return most, most_with_ace
        can = self.tax.affordable(state, seat)
        with_ace = min(most_with_ace, can) if most_with_ace else None
        return min(most, can), with_ace if with_ace and with_ace > min(most, can) else None

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        due = self.owed_now(state)
        if due and seat == state.setup.dealer:
            return [specs.offer("deal_up", specs.cards_by_seat("cards", due, partial=True), seats=sorted(due))]
        if state.to_act() != seat:
            return []
        most, most_with_ace = self._offered(state, seat)
        down = state.down_count(seat)
        more = {"show": min(most_with_ace, down)} if most_with_ace and min(most_with_ace, down) > min(most, down) \
            else None
        fields = [specs.integer("count", 0, min(most, down), more_with=more)]
        if most_with_ace:
            fields.append(specs.card("show", rank="A", own="down", shown=True, optional=True))
        up = actions.codes(state.zones.face_up(seat)) if self.up_too else []
        if up:  # the face-up cards thrown away, besides the face-down ones counted
            fields.append(specs.cards("discard_up", low=0, high=min(most, len(up)), choices=up, optional=True))
        if not (self.up_too or self.new_up):  # the hand after the draw, the new cards in it, entered privately
            fields.append(specs.cards("cards", down, own="down", changes="count", optional=True))
        ace = {"max_with_ace": most_with_ace} if most_with_ace else {}
        tax = {"tax_each": state.options[self.tax.option], "free": self.tax.free} if self.tax else {}
        kept = {"kept": " or ".join(ranks_in_words(self.keeps).rsplit(" and ", 1))} if self.keeps else {}
        return [specs.offer("draw", *fields, min=0, max=most, **ace, **tax, **kept)]

    def dealing(self, state: PokerState) -> int:
        if due := self.owed_now(state):
            return sum(due.values())
        most, most_with_ace = self.limits(state)
        return most_with_ace or most if state.to_act() is not None else 0

    def complete(self, state: PokerState) -> bool:
        return set(self._drawing(state)) <= state.done and not owed(state)

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())
