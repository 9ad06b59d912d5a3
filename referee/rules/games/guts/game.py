"""Guts and Gruts as games on the driver: each deal of the table is one deal of a game that spans many.

A game of guts is a match (`Variant.match`): its deals share one pot account
that outlives each deal, and the game ends when its pot is won (a gutser
unchallenged, and with the gooch, past every gooch). What else outlives a
deal, the stored gooches and the options the game started with, the table
keeps through `carry` and hands back in `Setup.carried`.

Guts has no betting, so it is not a poker deal: its money moves are a pot
carried from deal to deal and payments sized by that pot (`settle`).

Actions, as the pages send them:
  {"type": "cards", "cards": ["As", "Kd", "7h"]}   a player's own three, privately, any time before showing
  {"type": "guts"} / {"type": "pass"}              in turn from the dealer's left ("gruts" in Gruts)
  {"type": "challenge"} / {"type": "pass"}         in turn from the gutser's left ("chawawenge")
  {"type": "show"}                                 the entered cards (or "cards"), when the ruling needs them
  {"type": "face_gooch", "cards": [...]}          the dealer, the oldest stored gooch as it is turned up
  {"type": "infraction", "seat": 3}                Gruts: a wrong word said as an action
  {"type": "void_infraction", "infraction": 1}     the host
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...core.cards import parse_cards
from ...core.errors import Forbidden, NotNow, RuleError
from ...engine.driver import drive
from ...engine.events import HOST, REFEREE, Draft, Event, actor_seat
from ...engine.typed import Kind, registry
from ...engine.variant import Option, Setup
from ...money.antes import ante_postings
from ...money.stakes import cents
from . import cards, infractions, settle, talk
from .rules import DECK, GRUTS_WORDS, GUTS_WORDS, HAND, INFRACTION, OPTIONS, Words, most_players, rules_of
from .state import OVER, Deal, Gooch, moved
from .view import between, view


@dataclass(frozen=True)
class Ante:
    amount: int  # from each player, at the first deal of a game
    rule: str = "the ante into the guts pot, at the first deal of a game"


def _fold_ante(deal: Deal, event: Event, ante: Ante) -> Deal:
    return deal  # the postings moved the chips


ANTE = Kind("ante", Ante, _fold_ante)
SPOKEN = {words for game in (GUTS_WORDS, GRUTS_WORDS) for words in (game.declare, game.challenge)} | {"pass"}
SEAT_ACTIONS = {"cards": cards.draft_entry, "show": cards.draft_show, "infraction": infractions.draft_call}


class Guts:
    match = True
    min_players = 2
    max_players = DECK // HAND

    def __init__(self, key: str, title: str, description: str, words: Words, options: tuple[Option, ...]):
        self.key, self.title, self.description = key, title, description
        self.words, self.options = words, options
        self.events = registry(ANTE, cards.ENTER, cards.SHOW, cards.FACE, settle.RULING, settle.GOOCH_BEATEN,
                               infractions.INFRACTION, infractions.VOID, *talk.kinds(words))

    def start(self, setup: Setup) -> Deal:
        rules = rules_of(setup, self.words)
        kept = () if rules.first_deal else tuple(Gooch(parse_cards(codes)) for codes in setup.carried["gooches"])
        gooches = kept + ((Gooch(),) if rules.gooch_size else ())
        most = most_players(rules.gooch_size, len(gooches))
        if len(rules.seats) > most:
            raise RuleError("too_many_players", f"With {len(gooches)} gooches kept out of the deck, it deals "
                            f"three cards each to at most {most} players, not {len(rules.seats)}.")
        for seat in rules.seats:
            stack = setup.stacks.get(seat, 0)
            if stack <= 0 or stack < rules.ante:
                short = f", less than the ante of {cents(rules.ante)}" if rules.ante else ""
                raise RuleError("no_chips", f"Seat {seat} has {cents(stack)} in front of them{short}: buy in, or "
                                "deal without them.")
        return Deal(rules, dict(setup.stacks), setup.carried_pot, gooches=gooches)

    def opening(self, state: Deal) -> list[Draft]:
        rules = state.rules
        if not rules.ante:
            return []
        return [ANTE.draft(REFEREE, Ante(rules.ante), ante_postings(rules.seats, rules.ante, rules.pot_account))]

    def legal_actions(self, state: Deal, seat: int | None) -> list[dict]:
        if seat is None:
            return infractions.host_offers(state)
        if seat not in state.seats:
            return []
        return talk.offers(state, seat) + cards.offers(state, seat) + infractions.offers(state, seat)

    def decide(self, state: Deal, actor: str, action: Mapping[str, Any]) -> list[Draft]:
        if state.phase == OVER:
            raise NotNow("deal_over", "This deal is over.")
        kind = action.get("type")
        if kind == "face_gooch":
            return drive(self, state, cards.draft_face(state, actor, action))
        if kind == "void_infraction":
            if actor != HOST:
                raise Forbidden("host_only", "Only the host voids an infraction.")
            return drive(self, state, infractions.draft_void(state, actor, action))
        seat = actor_seat(actor)
        if seat is None or seat not in state.seats:
            raise Forbidden("not_in_deal", "Only a player dealt into this hand can do that.")
        if kind in SPOKEN:
            return drive(self, state, talk.draft(state, seat, actor, kind))
        if kind not in SEAT_ACTIONS:
            raise RuleError("unknown_action", f"'{kind}' is not an action in {self.title}.")
        return drive(self, state, SEAT_ACTIONS[kind](state, seat, actor, action))

    def apply(self, state: Deal, event: Event) -> Deal:
        kind = self.events.get(event.type)
        if kind is None:
            raise ValueError(f"{self.title} has no event {event.type!r}")
        return kind.apply(moved(state, event.postings), event)

    def followups(self, state: Deal) -> list[Draft]:
        return settle.rulings(state)

    def view(self, state: Deal, viewer: int | None) -> dict:
        return view(state, viewer)

    def is_finished(self, state: Deal) -> bool:
        return state.result is not None

    def carry(self, state: Deal) -> dict:
        """What the next deal of this game needs (its pot account, its options, the gooches still stored),
        and what the table shows between deals: the pot as the last deal left it and that deal's ruling."""
        return {"match": state.rules.pot_account, "options": dict(state.rules.options),
                "gooches": [[card.code for card in gooch.cards] for gooch in state.gooches],
                "pot": state.pot, "lines": list(state.result["lines"]), "over": state.result["over"]}

    def view_between(self, carried: Mapping[str, Any], seats, viewer: int | None) -> dict:
        return between(carried)


GUTS = Guts(
    "guts", "Guts",
    "Three cards each; guts or pass in turn, then challenge or pass. The best hand takes the pot and the "
    "losers pay the pot into the next one; the game goes on until someone gutses unchallenged.",
    GUTS_WORDS, OPTIONS,
)
GRUTS = Guts(
    "gruts", "Gruts",
    "Guts, but you say \"gruts\" and \"chawawenge\": a player who says guts or challenge as their action pays "
    "an infraction into a pot that joins the guts pot after the deal.",
    GRUTS_WORDS, OPTIONS + (INFRACTION,),
)
