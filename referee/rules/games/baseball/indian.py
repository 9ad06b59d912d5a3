"""Indian midnight baseball: Midnight baseball (`midnight_baseball`), but nobody sees their own cards.

The other players (any of them, or the host) enter a player's cards as they
are turned up; the player never does. While the deal is played, that
player's own view, offers, refusals and log never show those cards, the hand
they make, which are wild, or whether it is beating or dead: only what the
table tells them, in the house's words:

- "stop": their hand beats every hand showing, or a black six killed it (the
  words deliberately do not say which; the table shows a killed hand out);
- "go": more cards are needed to beat the best hand showing;
- "option to buy": a four turned up offers them one more card;
- "option to pay the wild tax": a three or nine turned up, under the wild tax.

Every other seat sees the cards as in Midnight baseball, and once the deal is
over everyone does, its history included (`view_after`, and the log's
"blind" events, `engine.events`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...core.errors import RuleError
from ...engine.events import REFEREE, Draft, actor_seat
from ...poker.deal import PokerState
from ...poker.effects import Purchase
from ...poker.variant import PokerVariant
from ...poker.wild_tax import WildTax
from .midnight import GAME as MIDNIGHT
from .midnight import Midnight
from .midnight_turns import Turning, beating, turner

STOP, GO, BUY, TAX = "stop", "go", "option to buy", "option to pay the wild tax"
HIDDEN_OFFER_KEYS = ("card", "rule", "left")
HAND_WORDS = ("pair", "wild", "nine", "three", "six", "four", "beat", "dead", "kill", "high card", "flush",
              "straight", "kind", "full house")


class Indian(Midnight):
    others_enter = True  # the other players enter a player's cards as they are turned up


def tells(state: PokerState, seat: int) -> str:
    """What the table tells a player of their own hand: stop, go, or an option to answer."""
    current = state.current
    if isinstance(current, Purchase) and current.seat == seat and seat not in state.done:
        return BUY
    if isinstance(current, WildTax) and current.seat == seat and seat not in state.done:
        return TAX
    if seat in state.killed or (state.zones.face_up(seat) and beating(state, seat)):
        return STOP
    return GO


def focus(state: PokerState) -> int | None:
    """The seat whose cards are being turned up or asked about now, if any."""
    if state.result is not None:
        return None
    current = state.current
    if isinstance(current, (Purchase, WildTax)):
        return current.seat
    if isinstance(current, Turning):
        return turner(state)
    return None


class IndianVariant(PokerVariant):
    """Midnight baseball's variant, but each player's own view is blind to their own cards."""

    def view(self, state: PokerState, viewer: int | None) -> dict:
        seen = super().view(state, viewer)
        if state.result is not None or viewer is None or viewer not in state.order:
            return seen
        told = tells(state, viewer)
        seen["you_are_told"] = told
        seen["your_hand"] = None
        seen["your_cards"] = []
        for seat in seen["seats"]:
            if seat["seat"] == viewer:
                seat.update(up=[], showed_in_play=[], shown=None, killed=None)
        if str(viewer) in seen.get("showing", {}):
            seen["showing"][str(viewer)] = {"cards": [], "says": told}
        return seen

    def view_after(self, state: PokerState, viewer: int | None) -> dict:
        """A step of the deal's history once the deal is over: everyone sees every card."""
        return super().view(state, viewer)

    def legal_actions(self, state: PokerState, seat: int) -> list[dict]:
        found = super().legal_actions(state, seat)
        if state.result is not None:
            return found
        return [{key: value for key, value in offer.items() if key not in HIDDEN_OFFER_KEYS}
                if offer.get("seat", seat) == seat else offer for offer in found]

    def decide(self, state: PokerState, actor: str, action: Mapping[str, Any]) -> list[Draft]:
        owner = focus(state)
        try:
            drafts = super().decide(state, actor, action)
        except RuleError as refused:
            if owner is not None and actor_seat(actor) == owner:
                refused.message = _unseen(refused.message, state, owner, tells(state, owner))
                refused.args = (refused.message,)
            raise
        return list(_blind(drafts, owner))


def _blind(drafts: list[Draft], owner: int | None):
    """Each draft marked blind to the seat it speaks of: the action to the seat in focus, a ruling to the
    seat it names (one action can pass the turn on, and its ruling then speaks of the next seat), else to
    the seat of the draft that caused it."""
    for draft in drafts:
        if draft.actor == REFEREE and isinstance(draft.payload.get("seat"), int):
            owner = draft.payload["seat"]
        yield Draft(draft.type, draft.actor, {**draft.payload, "blind": owner}, draft.postings) if owner else draft


def _unseen(message: str, state: PokerState, seat: int, told: str) -> str:
    """A refusal to a player, with nothing said of their own cards or hand: only what they are told."""
    cards = state.zones.face_up(seat)
    spelled = {spelling for card in cards for spelling in (card.code, str(card), str(card).replace("10", "T"))}
    if any(spelling in message for spelling in spelled) or any(word in message.lower() for word in HAND_WORDS):
        return f"That can't be done now. The table tells you: {told}."
    return message


# Midnight's deal, wild cards, effects and options; only what each player may see of their own hand differs.
GAME = replace(
    MIDNIGHT,
    key="indian_midnight_baseball",
    title="Indian midnight baseball",
    description="Midnight baseball, but nobody sees their own cards: the other players enter them as they "
                "are turned up and tell their owner only stop, go, option to buy or option to pay the wild "
                "tax. Options: wild tax, rainout.",
    extension=Indian(),
)

VARIANT = IndianVariant(GAME)
