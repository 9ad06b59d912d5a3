"""A poker deal as one viewer may see it: never another seat's face-down cards before they are shown."""

from __future__ import annotations

from ..money.pots import pots_so_far
from .actions import late
from .deal import NO_EXTENSION, PokerState
from .forced import blind_marks
from .high_low import split_of
from .phases import declare, in_out
from .ruling import shown_hand


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
            "all_in": state.opened and seat in state.in_hand and state.behind(seat) == 0,
            "makes": _makes(state, seat) if seat != viewer else None,
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
        "pots": _pots(state) if state.result is None else [],
        "blinds": {str(seat): mark for seat, mark in blind_marks(state).items()},
        "result": _result(state),
        # Face-down cards corrected after betting followed their entry, by seat: how many, never which.
        "corrections": {key[10:]: int(count) for key, count in state.notes.items() if key.startswith("corrected:")},
        # A betting round under way that nobody has acted in yet (the cards were drawn, the flop dealt): the
        # last bet said belongs to a round that is over.
        "new_round": state.round is not None and not (state.round.history or state.round.high),
    }
    result.update(_declarations(state, viewer))
    result.update(_in_or_out(state, viewer))
    if viewer is not None and viewer in state.order:
        own = zones.entered.get(viewer, ())
        result["your_cards"] = [c.code for c in own]
        result["changes_told"] = bool(own) and late(state, viewer)  # a change now is told to the table
        cards = own + zones.face_up(viewer) + zones.community
        result["your_hand"] = _said(state, cards, _own_wild(state, viewer)) if cards else None
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


def _in_or_out(state: PokerState, viewer: int | None) -> dict:
    """Guts: while the words are secret, who has said in or out (the viewer's own word too); said in turn,
    every word said so far."""
    phase = state.current
    if not isinstance(phase, in_out.InOut) or phase.complete(state) or state.result is not None:
        return {}
    said = {seat: word for seat in state.contenders() if (word := in_out.said(state, seat))}
    if not phase.at_once:
        return {"in_or_out": {str(seat): word for seat, word in said.items()}}
    return {"said_in_or_out": sorted(said), **({"your_word": said[viewer]} if viewer in said else {})}


def _phase_name(state: PokerState) -> str:
    if state.result is not None:
        return "over"
    return state.current.name


def _pots(state: PokerState) -> list[dict]:
    """The main pot and each side pot while the hand is live (one pot when nobody is all in)."""
    all_in = [seat for seat in state.in_hand if state.behind(seat) == 0] if state.opened else []
    pots = pots_so_far(state.paid, state.in_hand, all_in)
    if not pots:
        return [{"amount": state.pot, "seats": sorted(state.in_hand)}]
    extra = state.pot - sum(pot.amount for pot in pots)  # dead money and what earlier deals left: the main pot's
    return [{"amount": pot.amount + (extra if index == 0 else 0), "seats": list(pot.eligible)}
            for index, pot in enumerate(pots)]


def _makes(state: PokerState, seat: int) -> str | None:
    """What a seat's cards that everyone sees make with the board, in words. A face-down card is read
    only once it is shown, and a wild card only if it is wild for every hand until then, so no viewer
    learns anything from these words that the table does not see."""
    if state.game.extension is not NO_EXTENSION or (seat not in state.in_hand and seat not in state.zones.shown):
        return None
    zones = state.zones
    shown = seat in zones.shown
    own = zones.face_up(seat) + zones.known.get(seat, ()) + (zones.shown[seat] if shown else ())
    if not own:
        return None
    return _said(state, own + zones.community, state.wild(seat if shown else None))


def _own_wild(state: PokerState, seat: int):
    """The wild cards of a seat's hand as its own player reads it: with those only they may know of yet (a queen
    in the hole), read from the cards they entered."""
    wild, own = state.wild(seat), state.game.own_wilds
    return wild | own(state, seat) if own else wild


def _said(state: PokerState, cards, wild) -> str:
    """What cards make, in words; in a game whose pots are split high-low, with the low (`high_low`)."""
    words = state.hand(cards, wild).words
    split = split_of(state.game)
    return split.with_low(state, cards, wild, words) if split else words


def _result(state: PokerState) -> dict | None:
    """The ruling, with the five cards each shown hand plays (the winning five among them)."""
    if state.result is None:
        return None
    hands = {seat: {**hand, "best": [card.code for card in shown_hand(state, int(seat)).used]}
             for seat, hand in (state.result.get("hands") or {}).items()}
    return {**state.result, "hands": hands,
            "winners": sorted({seat for pot in state.result.get("pots") or () for seat in pot.get("winners", ())})}
