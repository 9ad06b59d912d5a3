"""The Beat It family as a step of the script (`beat_it`): Midnight baseball's turns, in which each player in turn
turns up their unseen cards one at a time until their hand beats the best hand showing, then a betting round;
with, as the catalogue's games play it, a card turned up on the table first, the first hand to beat; the on_cards
piece `table_rank_kills`, a card turned up of the table card's rank folding its hand (Mexican Sweat). And what a
definition with the turns must not say."""

from __future__ import annotations

from typing import Mapping

from ..games.baseball.midnight_turns import OUT_OF_CARDS, TO_BEAT, Turns, turns_said
from ..poker.deal import PokerState
from ..poker.effects import KillOnTableRank
from ..poker.phases.pile import Lay
from ..poker.showing import ShowingHands
from .params import Flag
from .part import CONDITIONS, Part, Piece

BEFORE = ("deal", "bet")  # the steps a game nobody looks at their face-down cards in may have before its turns


class BeatIt(ShowingHands):
    """Every phone shows each hand showing, whether it beats the rest, whose turn it is and the table's card;
    nobody enters their face-down cards, which are entered as they are turned up."""

    def view(self, state: PokerState, viewer: int | None) -> dict:
        seen = turns_said(state, super().view(state, viewer))
        seen |= {"unseen": True, "owner_turns": True}
        if table := state.zones.pile(TO_BEAT):
            seen["piles"] = {TO_BEAT: {"cards": [card.code for card in table], "down": 0}}
        return seen


def _beat_it(table_card: bool = False, bet: bool = True) -> Part:
    laid = (Lay(pile=TO_BEAT, count=1, why="turn up the table card, the first hand to beat, and enter it"),) \
        if table_card else ()
    return Part(phases=(*laid, Turns(bet=bet)), extension=BeatIt(), unseen=True)


def _beat_it_words(table_card: bool = False, bet: bool = True) -> str:
    said = "The dealer turns up a card on the table, a hand showing to beat; then from" if table_card else "From"
    said += " the dealer's left, each player in turn turns up their face-down cards one at a time (nobody looks " \
            "at them) until their hand beats the best hand showing (a tie does not)"
    said += ", then a betting round, their hand first" if bet else ""
    return said + f"; a player {OUT_OF_CARDS} folds. Again until one hand is left in: it takes the pot"


BEAT_IT = Piece(
    "beat_it", "Beat It, as Midnight baseball: nobody looks at their face-down cards; from the dealer's left, each "
               "player in turn turns them up one at a time until their hand beats the best hand showing (a tie "
               "does not), then a betting round (bet), their hand first; a player who turns up every card without "
               "beating it folds, until one hand is left in (table_card: the dealer first turns up a card on the "
               "table, a hand showing the first player must beat)",
    _beat_it, _beat_it_words, {"table_card": Flag(), "bet": Flag(True)}, frozenset({"table_card", "bet"}), once=True)


def _kill_words(first: bool = False) -> str:
    if first:
        return "A player whose first card turned up has the table card's rank folds: their hand is dead"
    return "A player who turns up a card of the table card's rank folds: their hand is dead"


def _kill(first: bool = False) -> Part:
    why = "the first card turned up, of the table card's rank, kills the hand" if first else \
        "a card of the table card's rank turned up kills the hand"
    return Part(effects=(KillOnTableRank(lambda card: True, why, pile=TO_BEAT, first=first),))


TABLE_RANK_KILLS = Piece(
    "table_rank_kills", "in Beat It with a table card: a card a player turns up of the table card's rank kills "
                        "their hand at once (first: only the first card they turn up in the deal)",
    _kill, _kill_words, {"first": Flag()}, frozenset({"first"}))


def table_cards(script: list) -> int:
    """The card turned up on the table to beat, if the turns have one."""
    return sum(1 for entry in script if entry["kind"] == "beat_it" and entry.get("table_card"))


def problems(definition: Mapping) -> list[str]:
    """The turns play a stud game nobody looks at their face-down cards in, every deal: only deals to the
    players and bets before them, face-down cards to turn, nothing after them, and no showdown, since the last
    hand left in takes the pot."""
    script = definition.get("script", [])
    place = next((place for place, entry in enumerate(script, 1) if entry["kind"] == "beat_it"), None)
    fix = "give the beat_it step a table card (table_card)" if place else "add a beat_it step with a table card"
    found = [f"On cards rule {rule} (table_rank_kills) folds a hand by the table card's rank, but no card is "
             f"turned up on the table: {fix}." for rule, entry in enumerate(definition.get("on_cards", []), 1)
             if entry["kind"] == "table_rank_kills" and not table_cards(script)]
    if place is None:
        return found
    said = f"Script step {place} (beat_it)"
    found += [f"{said} can't depend on an option: nobody looks at their face-down cards in any deal of the game."
              for condition in CONDITIONS if condition in script[place - 1]]
    if not definition.get("stud"):
        found.append(f"{said}: the hand that beats the rest bets first: make the game stud.")
    if not any(entry["kind"] == "deal" and entry.get("down") for entry in script[:place - 1]):
        found.append(f"{said}: players turn up face-down cards, but nobody holds one then: deal some down before it.")
    found += [f"Script step {before} ({entry['kind']}) comes before the turns, in a game where nobody looks at "
              "their face-down cards: only deals to the players and bets may come before beat_it."
              for before, entry in enumerate(script[:place - 1], 1)
              if entry["kind"] not in BEFORE or entry.get("community") or entry.get("pass_on")]
    found += [f"Script step {after} ({entry['kind']}) comes after the turns, which end the deal with one hand left "
              "in: make beat_it the last step." for after, entry in enumerate(script[place:], place + 1)]
    if any(entry["kind"] == "jokers" and entry.get("dead") for entry in definition.get("wild", [])):
        found.append(f"{said}: a hand turned up must be compared with the best showing, and a joker that counts "
                     "for nothing (dead) can't be: leave dead out, or the jokers.")
    rules = sorted({entry["kind"].replace("_", " ") for entry in definition.get("showdown", [])})
    if rules:
        found.append(f"The last hand left in after the turns takes the pot, with no showdown: leave out "
                     f"{' and '.join(rules)}.")
    return found
