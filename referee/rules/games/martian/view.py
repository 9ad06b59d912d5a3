"""The Icehouse side of a Martian Poker deal as a viewer sees it.

Pieces are on the table for everyone to see: every card's defence and
attacks, who owns it now (provisional until the referee rules after the last
betting round) and every stash, those of players sitting this deal out
included. Who owns a card follows the deal's own rule for a defence, which
the view names (`defence_against`). A hole card's face shows only once it is
shown; its own player sees it in `your_cards`, as in any stud game.
"""

from __future__ import annotations

from ...core.hands import evaluate
from ...poker.deal import PokerState
from ...poker.phases import Placement
from . import pieces as P
from .disputes import Group, controller, pips
from .table import HOLE, card_id, defence_against, face, ice, ownership, spots


def icehouse_view(state: PokerState, viewer: int | None) -> dict:
    table = ice(state)
    cards = [_card(state, spot) for spot in spots(state)]
    holders = sorted(set(state.order) | set(table.stashes))
    result = {
        "icehouse": {
            "final": table.settled,
            "defence_against": defence_against(state),
            "colours": {str(seat): P.colour(seat) for seat in sorted(table.colours() | set(state.order))},
            "cards": cards,
            "stashes": {str(seat): P.shown(table.stash(seat)) for seat in holders},
            "owned": {str(seat): [card["id"] for card in cards if card["owner"] == seat] for seat in state.order},
            "not_done": [seat for seat in state.contenders() if seat not in state.done]
            if isinstance(state.current, Placement) else [],
        },
    }
    if viewer in state.order or viewer in table.stashes:
        result["your_stash"] = P.shown(table.stash(viewer))
    if viewer in state.order:
        result["your_cards_owned"] = result["icehouse"]["owned"][str(viewer)]
        result["your_hand"] = _hand_words(state, viewer)
    return result


def _card(state: PokerState, spot) -> dict:
    on = ice(state).cards.get(spot)
    owned = ownership(state, spot)
    card = face(state, spot)
    return {
        "id": card_id(state, spot),
        "dealt_to": spot[0],
        "face": str(card) if card else None,
        "hole": spot[1] == HOLE,
        "defence": _group(on.defence) if on else [],
        "defence_pips": pips(on.defence) if on else 0,
        "attacks": [
            {"number": number, "pieces": _group(group), "pips": pips(group), "controller": controller(group)}
            for number, group in (on.attacks.items() if on else ())
        ],
        "owner": owned.owner,
        "disputed": owned.disputed,
        "why": owned.why,
    }


def _group(group: Group) -> list[dict]:
    """The pieces of a defence or an attack, by who placed them."""
    placers = sorted({placed.placer for placed in group})
    return [
        {**item, "placed_by": placer}
        for placer in placers
        for item in P.shown(P.tally(placed.piece for placed in group if placed.placer == placer))
    ]


def _hand_words(state: PokerState, viewer: int) -> str | None:
    """The viewer's best hand from the cards they own and can see (their own hole card included)."""
    cards = []
    for spot in spots(state):
        if ownership(state, spot).owner != viewer:
            continue
        card = face(state, spot)
        if card is None and spot == (viewer, HOLE):
            card = next(iter(state.zones.entered.get(viewer, ())), None)
        if card is not None:
            cards.append(card)
    return evaluate(cards, state.game.wild, state.deck).words if cards else None
