"""What players and the dealer do in a poker deal: check it, draft it, fold it in.

Each action has a check that raises with the rule in a sentence (`verify_*`),
and a fold into the state (`apply_*`). Card entries: a player enters their own
face-down cards privately (they bind nobody until shown), the dealer enters
face-up and community cards as they are dealt.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ..core.cards import Card, parse_cards
from ..core.errors import Forbidden, NotNow, RuleError
from ..engine.events import HOST, actor_seat, seat_actor
from ..money import betting
from .game import Betting, Cards, Discard, Draw, Placement
from .state import SHOWDOWN, PokerState

BETS = betting.ACTIONS


def acting_seat(state: PokerState, actor: str) -> int:
    seat = actor_seat(actor)
    if seat is None or seat not in state.order:
        raise Forbidden("not_in_deal", "Only a player dealt into this hand can do that.")
    return seat


def require_dealer(state: PokerState, actor: str) -> None:
    if actor != HOST and actor != seat_actor(state.setup.dealer):
        raise Forbidden("dealer_only", "Only the dealer (or the host) enters the cards as they are dealt.")


def cards_field(state: PokerState, action: Mapping[str, Any], name: str = "cards") -> tuple[Card, ...]:
    value = action.get(name)
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        raise RuleError("bad_cards", f"'{name}' must list cards, like [\"As\", \"10d\"].")
    cards = parse_cards(value)
    state.deck.check(cards)
    return cards


def check_unseen(state: PokerState, cards, own: tuple[Card, ...] = ()) -> None:
    """A card entered must not already be face up on the table (or shown) elsewhere."""
    public = state.public_cards() - set(own)
    for card in cards:
        if card in public:
            raise RuleError("card_in_play", f"{card} is already showing on the table; check the card you entered.")


# A player's own face-down cards, entered privately.

def verify_private(state: PokerState, seat: int, cards: tuple[Card, ...]) -> None:
    if seat not in state.in_hand or state.current == SHOWDOWN and seat in state.shown:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if len(cards) > state.down_count():
        raise RuleError("too_many_cards", f"You hold {state.down_count()} face-down cards now, not {len(cards)}.")
    check_unseen(state, cards, own=state.known.get(seat, ()))


# The dealer's face-up and community cards.

def verify_up(state: PokerState, dealt: Mapping[int, Card]) -> None:
    if not isinstance(state.current, Cards) or not state.current.up:
        raise NotNow("no_up_cards_now", "No face-up cards are being dealt now.")
    for seat, card in dealt.items():
        if seat not in state.in_hand:
            raise RuleError("not_in_hand", f"Seat {seat} is not in this hand: no card is dealt to them.")
        if state.up_due(seat) < 1:
            raise RuleError("no_card_due", f"Seat {seat} already has every face-up card of this round.")
    check_unseen(state, list(dealt.values()))
    if len(set(dealt.values())) != len(dealt):
        raise RuleError("card_twice", "The same card can't be dealt twice.")


def verify_community(state: PokerState, cards: tuple[Card, ...]) -> None:
    if not isinstance(state.current, Cards) or state.community_due() <= 0:
        raise NotNow("no_community_now", "No community cards are being dealt now.")
    if len(cards) > state.community_due():
        raise RuleError("too_many_cards", f"Only {state.community_due()} community cards come now.")
    check_unseen(state, cards)


def apply_up(state: PokerState, dealt: Mapping[str, str]) -> PokerState:
    up = dict(state.up)
    for seat, code in dealt.items():
        up[int(seat)] = up.get(int(seat), ()) + parse_cards([code])
    return replace(state, up=up)


# Betting.

def verify_bet(state: PokerState, seat: int, action: Mapping[str, Any]) -> betting.Round:
    if not isinstance(state.current, Betting) or state.round is None:
        raise NotNow("no_betting_now", _waiting_for(state))
    return betting.act(state.round, seat, action)


def apply_bet(state: PokerState, seat: int, action: Mapping[str, Any]) -> PokerState:
    round_ = betting.act(state.round, seat, action)
    return replace(state, round=round_, in_hand=round_.in_hand)


# The draw and the discard.

def verify_draw(state: PokerState, seat: int, action: Mapping[str, Any]) -> None:
    phase = state.current
    if not isinstance(phase, Draw):
        raise NotNow("no_draw_now", _waiting_for(state))
    if state.to_act() != seat:
        raise NotNow("not_your_turn", f"It is seat {state.to_act()}'s turn to draw.")
    count = action.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise RuleError("bad_count", "Say how many cards you change: a whole number from 0.")
    shown = action.get("show")
    limit = phase.most
    ace: tuple[Card, ...] = ()
    if phase.most_with_ace and shown is not None:
        ace = cards_field(state, {"show": shown}, "show")
        if len(ace) != 1 or ace[0].rank != 14:
            raise RuleError("show_an_ace", "To draw more you show one ace you keep.")
        check_unseen(state, ace)
        limit = phase.most_with_ace
    if count > limit:
        rule = f"you may draw at most {phase.most} cards"
        if phase.most_with_ace:
            rule += f"; {phase.most_with_ace} if you show an ace you keep"
        raise RuleError("too_many_drawn", rule[0].upper() + rule[1:] + ".")
    if action.get("cards") is not None:
        _verify_drawn_hand(state, seat, count, cards_field(state, action), ace)


def _verify_drawn_hand(state: PokerState, seat: int, count: int, hand: tuple[Card, ...],
                       shown: tuple[Card, ...]) -> None:
    """The hand a player enters with their draw: their cards after it, the new ones among them."""
    need = state.down_count()
    if len(hand) != need:
        raise RuleError("wrong_count", f"Enter the {need} cards you hold after the draw.")
    check_unseen(state, hand, own=state.known.get(seat, ()) + tuple(shown))
    if any(card not in hand for card in shown):
        raise RuleError("shown_card_missing", f"You show {shown[0]} to draw more: you keep it, so it is in your hand.")
    before = state.private.get(seat, ())
    if len(before) == need and len(set(hand) - set(before)) != count:
        raise RuleError("drawn_cards_differ", f"You change {count} cards, but {len(set(hand) - set(before))} "
                        "of the cards you entered are new since your last entry; enter your hand again.")


def apply_draw(state: PokerState, seat: int, payload: Mapping[str, Any]) -> PokerState:
    known = dict(state.known)
    if payload.get("show"):
        known[seat] = known.get(seat, ()) + parse_cards([payload["show"]])
    private = dict(state.private)
    if "hidden" in payload:
        private[seat] = tuple(parse_cards(payload["hidden"]["cards"]))
    elif payload["count"]:
        private.pop(seat, None)  # the old entry no longer describes the hand
    return replace(state, done=state.done | {seat}, known=known, private=private,
                   changed={**state.changed, seat: payload["count"]})


def verify_discard(state: PokerState, seat: int) -> None:
    if not isinstance(state.current, Discard):
        raise NotNow("no_discard_now", _waiting_for(state))
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if seat in state.done:
        raise NotNow("already_discarded", "You have already discarded.")


def apply_discard(state: PokerState, seat: int, payload: Mapping[str, Any]) -> PokerState:
    private = dict(state.private)
    thrown = set(parse_cards(payload.get("hidden", {}).get("cards", [])))
    if seat in private:
        kept = tuple(card for card in private[seat] if card not in thrown)
        if thrown and len(kept) < len(private[seat]):
            private[seat] = kept
        else:
            private.pop(seat)
    return replace(state, done=state.done | {seat}, private=private)


# A placement phase: the game's own moves, then "done".

def verify_done(state: PokerState, seat: int) -> None:
    if not isinstance(state.current, Placement):
        raise NotNow("nothing_to_finish", _waiting_for(state))
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if seat in state.done:
        raise NotNow("already_done", "You have already said done; the others are still deciding.")


# The showdown.

def verify_show(state: PokerState, seat: int, cards: tuple[Card, ...]) -> None:
    if state.current != SHOWDOWN:
        raise NotNow("no_showdown_yet", _waiting_for(state))
    if seat not in state.showing() or seat in state.shown or seat in state.mucked:
        raise NotNow("nothing_to_show", "You have no hand left to show.")
    need = state.down_count()
    if len(cards) != need:
        raise RuleError("wrong_count", f"Show your {need} face-down cards (your face-up cards are known).")
    if len(set(cards)) != len(cards):
        raise RuleError("card_twice", "The same card can't be in your hand twice.")
    check_unseen(state, cards, own=state.known.get(seat, ()))
    missing = [card for card in state.known.get(seat, ()) if card not in cards]
    if missing:
        raise RuleError("shown_card_missing", f"You showed {missing[0]} during the hand and kept it: it must be in your hand.")


def verify_muck(state: PokerState, seat: int) -> None:
    if state.current != SHOWDOWN or seat not in state.in_hand or seat in state.shown or seat in state.mucked:
        raise NotNow("nothing_to_muck", "You can muck only your own hand, at the showdown.")
    if seat in state.game.extension.must_show(state):
        raise RuleError("must_show", "This showdown needs your face-down cards (another player plays them): show them.")


def can_muck(state: PokerState, seat: int) -> bool:
    try:
        verify_muck(state, seat)
    except RuleError:
        return False
    return True


def hand_of(state: PokerState, seat: int) -> tuple[Card, ...]:
    """Every card a shown hand plays from: by default its face-down cards, face-up cards and the board."""
    return state.game.extension.hand_cards(state, seat)


def _waiting_for(state: PokerState) -> str:
    if state.current == SHOWDOWN:
        return "This is the showdown: show your cards or muck them."
    return state.current.waiting
