"""A poker deal as one viewer may see it: never another seat's face-down cards before they are shown."""

from __future__ import annotations

from ..core.hands import evaluate
from .deal import PokerState


def view(state: PokerState, viewer: int | None) -> dict:
    zones = state.zones
    seats = []
    for seat in state.order:
        seen = {
            "seat": seat,
            "in_hand": seat in state.in_hand,
            "behind": state.behind(seat),
            "in_front": state.in_front(seat),
            "up": [c.code for c in zones.face_up(seat)],
            "showed_in_play": [c.code for c in zones.known.get(seat, ())],
            "changed": state.changed.get(seat),
            "shown": [c.code for c in zones.shown[seat]] if seat in zones.shown else None,
            "mucked": seat in state.mucked,
            "killed": state.notes.get(f"killed:{seat}"),
            "down_count": state.down_count(seat) if seat in state.in_hand else 0,
            "taxes": state.taxes.get(seat, 0),
            "bought": [{"price": b.price, "rule": b.rule} for b in state.bought if b.seat == seat],
        }
        seats.append(seen)
    result = {
        "game": state.game.key,
        "title": state.game.title,
        "dealer": state.setup.dealer,
        "phase": _phase_name(state),
        "community": [c.code for c in zones.community],
        "second_deck": [c.code for c in zones.second],
        "wilds": state.wild(None).words,
        "pot": state.pot,
        "carried_pot": state.setup.carried_pot,  # what earlier deals of a match left in the pot
        "to_act": state.to_act(),
        "seats": seats,
        "result": dict(state.result) if state.result is not None else None,
    }
    if viewer is not None and viewer in state.order:
        own = zones.entered.get(viewer, ())
        result["your_cards"] = [c.code for c in own]
        cards = own + zones.face_up(viewer) + zones.community
        result["your_hand"] = evaluate(cards, state.wild(viewer), state.deck).words if cards else None
    result.update(state.game.extension.view(state, viewer))
    return result


def _phase_name(state: PokerState) -> str:
    if state.result is not None:
        return "over"
    return state.current.name
