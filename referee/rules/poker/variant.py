"""The engine every poker game runs on: the variant protocol for a `PokerGame`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ..core.cards import parse_cards
from ..core.errors import NotNow, RuleError
from ..engine.events import Draft, Event
from ..engine.variant import Setup
from ..money import betting
from ..money.stakes import STAKE_OPTIONS
from . import actions, flow
from .game import Betting, Cards, Discard, Draw, Placement, PokerGame
from .ruling import ruling
from .state import SHOWDOWN, PokerState
from .view import view


class PokerVariant:
    def __init__(self, game: PokerGame):
        self.game = game
        self.key = game.key
        self.title = game.title
        self.description = game.description
        self.min_players = game.min_players
        self.max_players = game.max_players
        self.options = tuple(
            replace(option, default=game.defaults.get(option.name, option.default)) for option in STAKE_OPTIONS
        ) + game.options

    def start(self, setup: Setup) -> PokerState:
        return flow.advance(flow.start(self.game, setup))

    def opening(self, state: PokerState) -> list[Draft]:
        return flow.opening(state)

    def is_finished(self, state: PokerState) -> bool:
        return state.result is not None

    # Deciding.

    def decide(self, state: PokerState, actor: str, action: Mapping[str, Any]) -> list[Draft]:
        if state.result is not None:
            raise NotNow("deal_over", "This deal is over.")
        kind = action.get("type")
        drafter = DRAFTERS.get(kind) or self.game.extension.drafters.get(kind)
        if drafter is None:
            raise RuleError("unknown_action", f"'{kind}' is not an action in {self.title}.")
        draft = drafter(state, actor, action)
        return [draft, *self._followups(self.apply(state, Event(0, draft.type, draft.actor, draft.payload, draft.postings)))]

    def _followups(self, state: PokerState) -> list[Draft]:
        drafts = []
        while True:
            if (own := self.game.extension.followup(state)) is not None:
                draft = own
            elif state.ready_for_ruling():
                draft = ruling(state)
            elif flow.needs_bring_in(state):
                draft = flow.bring_in(state)
            else:
                return drafts
            drafts.append(draft)
            state = self.apply(state, Event(0, draft.type, draft.actor, draft.payload, draft.postings))

    # Folding.

    def apply(self, state: PokerState, event: Event) -> PokerState:
        payload = event.payload
        seat = int(event.actor[5:]) if event.actor.startswith("seat:") else None
        kind = event.type
        if kind in ("forced_bets", "bring_in"):
            state = flow.post_forced(state, payload, kind)
        elif kind == "cards":
            state = replace(state, private={**state.private, seat: tuple(parse_cards(payload["hidden"]["cards"]))})
        elif kind == "deal_up":
            state = actions.apply_up(state, payload["cards"])
        elif kind == "community":
            state = replace(state, community=state.community + tuple(parse_cards(payload["cards"])))
        elif kind in betting.ACTIONS:
            state = actions.apply_bet(state, seat, {"type": kind, **{k: v for k, v in payload.items() if k != "chips"}})
        elif kind == "draw":
            state = actions.apply_draw(state, seat, payload)
        elif kind == "discard":
            state = actions.apply_discard(state, seat, payload)
        elif kind == "show":
            state = replace(state, shown={**state.shown, seat: tuple(parse_cards(payload["cards"]))})
        elif kind == "muck":
            state = replace(state, mucked=state.mucked | {seat})
        elif kind == "done":
            state = replace(state, done=state.done | {seat})
        elif kind in ("showdown", "uncontested"):
            return replace(state, result=dict(payload))
        elif self.game.extension.folds(kind):
            state = self.game.extension.apply(state, event)
        return flow.advance(state)

    # Reading.

    def legal_actions(self, state: PokerState, seat: int) -> list[dict]:
        if state.result is not None or seat not in state.order:
            return []
        found = []
        phase = state.current
        if seat in state.in_hand and seat not in state.shown and state.down_count():
            found.append({"type": "cards", "count": state.down_count()})
        if seat == state.setup.dealer and isinstance(phase, Cards):
            due = {s: state.up_due(s) for s in state.contenders() if state.up_due(s) > 0}
            if due:
                found.append({"type": "deal_up", "seats": sorted(due)})
            if state.community_due() > 0:
                found.append({"type": "community", "count": state.community_due()})
        if isinstance(phase, Betting) and state.round is not None:
            found += betting.legal_actions(state.round, seat)
        if isinstance(phase, Draw) and state.to_act() == seat:
            found.append({"type": "draw", "min": 0, "max": phase.most,
                          **({"max_with_ace": phase.most_with_ace} if phase.most_with_ace else {})})
        if isinstance(phase, Discard) and seat in state.in_hand and seat not in state.done:
            found.append({"type": "discard", "count": phase.count})
        if isinstance(phase, Placement) and seat in state.in_hand and seat not in state.done:
            found.append({"type": "done"})
        if phase == SHOWDOWN and seat in state.showing() and seat not in state.shown and seat not in state.mucked:
            found.append({"type": "show", "count": state.down_count()})
            if actions.can_muck(state, seat):
                found.append({"type": "muck"})
        return found + self.game.extension.legal_actions(state, seat)

    def view(self, state: PokerState, viewer: int | None) -> dict:
        return view(state, viewer)


# Drafting: each action checked, then written as the event to store.

def _private_cards(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    cards = actions.cards_field(state, action)
    actions.verify_private(state, seat, cards)
    return Draft("cards", actor, {"hidden": {"cards": [c.code for c in cards]}})


def _deal_up(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    given = action.get("cards")
    if not isinstance(given, dict) or not given:
        raise RuleError("bad_cards", "Give the face-up cards by seat, like {\"2\": \"As\", \"3\": \"Kd\"}.")
    dealt = {}
    for seat, code in given.items():
        if not str(seat).isdigit():
            raise RuleError("bad_cards", f"'{seat}' is not a seat number.")
        dealt[int(seat)] = actions.cards_field(state, {"card": code}, "card")[0]
    actions.verify_up(state, dealt)
    return Draft("deal_up", actor, {"cards": {str(seat): card.code for seat, card in sorted(dealt.items())}})


def _community(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    cards = actions.cards_field(state, action)
    actions.verify_community(state, cards)
    return Draft("community", actor, {"cards": [c.code for c in cards]})


def _bet(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    after = actions.verify_bet(state, seat, action)
    chips = after.bets[seat] - state.round.bets[seat]
    payload = {k: v for k, v in action.items() if k in ("type", "amount")}
    payload.pop("type")
    postings = ((f"stack:{seat}", state.pot_account, chips),) if chips else ()
    return Draft(action["type"], actor, {**payload, "chips": chips}, postings)


def _draw(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.verify_draw(state, seat, action)
    payload = {"count": action["count"]}
    if action.get("show") is not None:
        payload["show"] = actions.cards_field(state, {"show": action["show"]}, "show")[0].code
    if action.get("cards") is not None:  # the hand after the draw, new cards included: the player's secret
        payload["hidden"] = {"cards": [c.code for c in actions.cards_field(state, action)]}
    return Draft("draw", actor, payload)


def _discard(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.verify_discard(state, seat)
    payload = {}
    if action.get("cards") is not None:
        payload["hidden"] = {"cards": [c.code for c in actions.cards_field(state, action)]}
    return Draft("discard", actor, payload)


def _show(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    if action.get("cards") is None and seat in state.private:
        cards = state.private[seat]
    else:
        cards = actions.cards_field(state, action)
    actions.verify_show(state, seat, cards)
    return Draft("show", actor, {"cards": [c.code for c in cards]})


def _muck(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.verify_muck(state, seat)
    return Draft("muck", actor, {})


def _done(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.verify_done(state, seat)
    return Draft("done", actor, {})


DRAFTERS = {
    "cards": _private_cards,
    "deal_up": _deal_up,
    "community": _community,
    "draw": _draw,
    "discard": _discard,
    "show": _show,
    "muck": _muck,
    "done": _done,
    **{kind: _bet for kind in betting.ACTIONS},
}
