"""A deal of guts as a viewer may see it: the guts pot, the stored gooches (backs until faced), who said
what, the hands shown, and the ruling's lines. A player's own entered cards are theirs alone."""

from __future__ import annotations

from ...core.cards import parse_cards
from ...core.guts_hands import guts_hand
from .rules import GOOCH_SIZE, most_players
from .state import Deal


def view(deal: Deal, viewer: int | None) -> dict:
    rules = deal.rules
    words = rules.words
    return {
        "game": rules.words.declare,
        "words": {"declare": words.declare, "challenge": words.challenge, "gutser": words.gutser},
        "phase": deal.phase,
        "turn": deal.turn(),
        "pot": deal.pot,
        "infraction_pot": deal.fines,
        "first_deal": rules.first_deal,
        "options": dict(rules.options),
        "gutser": deal.gutser,
        "players": [
            {
                "seat": seat,
                "stack": deal.stacks[seat],
                "said": _said(deal, seat),
                "entered": seat in deal.entered,
                "shown": [card.code for card in deal.shown.get(seat, ())],
                "hand": guts_hand(deal.shown[seat]).words if seat in deal.shown else None,
                "to_show": seat in deal.to_show(),
            }
            for seat in deal.seats
        ],
        "your_cards": [card.code for card in deal.entered.get(viewer, ())],
        "gooches": [_gooch([card.code for card in gooch.cards], rules.gooch_size) for gooch in deal.gooches],
        "gooches_beaten": deal.beaten,
        "most_players": most_players(GOOCH_SIZE[rules.options["gooch"]], len(deal.gooches)),
        "infractions": [
            {"number": i.number, "caller": i.caller, "seat": i.seat, "amount": i.amount, "voided": i.voided}
            for i in deal.infractions
        ],
        "result": dict(deal.result) if deal.result is not None else None,
        "lines": list(deal.result["lines"]) if deal.result is not None else [],
    }


def between(carried) -> dict:
    """The game as the last deal left it, for the table between deals: the same keys as a deal's view."""
    size = GOOCH_SIZE[carried["options"]["gooch"]]
    over = carried["over"] or not carried["pot"]  # an empty pot ends the game too
    return {"pot": carried["pot"], "lines": carried["lines"], "over": over,
            "gooches": [] if over else [_gooch(codes, size) for codes in carried["gooches"]]}


def _gooch(codes: list[str], size: int) -> dict:
    """A stored gooch: its cards and hand once faced; until then `size` backs."""
    return {"cards": codes, "hand": guts_hand(parse_cards(codes)).words if codes else None, "size": size}


def _said(deal: Deal, seat: int) -> list[str]:
    words = deal.rules.words
    said = []
    if seat in deal.said:
        said.append(words.declare if deal.said[seat] else "pass")
    if seat in deal.answered:
        said.append(words.challenge if deal.answered[seat] else "pass")
    return said
