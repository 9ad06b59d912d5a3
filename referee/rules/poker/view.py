"""A poker deal as one viewer may see it: never another seat's face-down cards before they are shown."""

from __future__ import annotations

from ..core.hands import evaluate
from .actions import late
from .deal import PokerState
from .phases import declare


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
        # Face-down cards corrected after betting followed their entry, by seat: how many, never which.
        "corrections": {key[10:]: int(count) for key, count in state.notes.items() if key.startswith("corrected:")},
    }
    result.update(_declarations(state, viewer))
    if viewer is not None and viewer in state.order:
        own = zones.entered.get(viewer, ())
        result["your_cards"] = [c.code for c in own]
        result["changes_told"] = bool(own) and late(state, viewer)  # a change now is told to the table
        cards = own + zones.face_up(viewer) + zones.community
        result["your_hand"] = evaluate(cards, state.wild(viewer), state.deck).words if cards else None
    result.update(state.game.extension.view(state, viewer))
    return result


def _declarations(state: PokerState, viewer: int | None) -> dict:
    """High-low declarations: who has declared while they are secret (the viewer's own too), then all."""
    shown = declare.revealed(state)
    if shown:
        return {"declarations": {str(seat): side for seat, side in shown.items()}}
    if state.current.name != "declare":
        return {}
    waiting = declare.waiting(state)
    seen = {"declared": [seat for seat in state.contenders() if seat not in waiting]}
    if viewer is not None and (own := declare.secret(state, viewer)) is not None:
        seen["your_declaration"] = own
    return seen


def _phase_name(state: PokerState) -> str:
    if state.result is not None:
        return "over"
    return state.current.name
