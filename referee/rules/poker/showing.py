"""What each hand shows, in words, for games whose table follows it by eye (the baseball family).

`ShowingHands` is an `Extension` adding to the deal's view, for every player
still in or killed, by seat: the cards showing (turned up, and face-down
cards shown), which of them are wild in that hand, and what they make in
words ("Pair of kings, the 3♥ wild"), or why the hand is dead. Only cards
the whole table sees are read, so every viewer gets the same words.

A rule may leave a note on a card for these words, keyed "card:" and its
code (a 3 kept natural: "natural: the wild tax declined").
"""

from __future__ import annotations

from ..core.cards import Card
from ..core.dead_jokers import live
from ..core.hands import evaluate
from .deal import Extension, PokerState


def showing_cards(state: PokerState, seat: int) -> tuple[Card, ...]:
    zones = state.zones
    return zones.face_up(seat) + zones.known.get(seat, ()) + zones.shown.get(seat, ())


def dead(state: PokerState, seat: int) -> str | None:
    """Why the hand is dead: a card that killed it in play, or the game's judge of the hand shown."""
    if seat in state.killed:
        return state.notes.get(f"killed:{seat}", "killed during the deal")
    judge = state.game.judge
    if seat in state.zones.shown and judge is not None:
        verdict = judge(state, seat, state.game.extension.hand_cards(state, seat))
        if verdict.killed:
            return verdict.why or "killed"
    return None


def listed(cards: list[Card]) -> str:
    names = [str(card) for card in cards]
    return "the " + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1])


def hand_showing(state: PokerState, seat: int) -> dict:
    cards = showing_cards(state, seat)
    wild = state.wild(seat)
    wilds = [card for card in cards if wild.is_wild(card)]
    why = dead(state, seat)
    if why:
        says = f"dead: {why}"
    elif not cards:
        says = "nothing showing yet"
    else:
        says = evaluate(live(cards, wild), wild, state.deck).words  # a joker that is not wild counts for nothing
        if wilds:
            says += f", {listed(wilds)} wild"
        for card in cards:
            if f"card:{card.code}" in state.notes:
                says += f", the {card} {state.notes[f'card:{card.code}']}"
    return {"cards": [card.code for card in cards], "wild": [card.code for card in wilds], "says": says,
            "dead": why is not None}


class ShowingHands(Extension):
    def view(self, state: PokerState, viewer: int | None) -> dict:
        return {"showing": {str(seat): hand_showing(state, seat) for seat in state.order
                            if seat in state.in_hand or seat in state.killed}}
