"""The Icehouse phase: defending, attacking and regrouping, checked, drafted and folded.

After each wave of cards and before its betting, every player still in may
place pieces from their stash:
- `{"type": "defend", "card": C, "pieces": [...]}`: upright on any card,
  their own or anyone's;
- `{"type": "attack", "card": C, "pieces": [...], "join": N}`: pointing at a
  card not dealt to them, joining attack N on it (anyone's), or starting a new
  attack without "join";
- `{"type": "regroup", "card": C, "from": N, "to": M, "pieces": [...]}`: move
  pieces they placed in attack N on a card to attack M on the same card, or to
  a new attack on it without "to";
and then says `{"type": "done"}` (the engine's placement phase); the betting
starts when everyone still in is done. A placement is never taken back and no
piece ever leaves the card it was placed on.

Rulings where the texts are silent:
- Any placement or regrouping asks everyone still in again: those who had
  said done must say done once more, so nobody is left without an answer to
  a late attack.
- Only the player who placed an attacking piece may regroup it, and moving a
  whole attack into a new one is refused: it would change nothing.
- A player may place any piece they hold, of any colour; a piece of another
  player's colour fights for that player (see `disputes`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping

from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event, actor_seat
from ...engine.typed import Kind
from ...poker.actions import acting_seat
from ...poker.deal import PokerState
from ...poker.phases import Placement
from . import pieces as P
from .disputes import Group, OnCard, Placed, attacked, defended, regrouped
from .table import card_id, ice, spot_of, spots, words


def verify_placing(state: PokerState, seat: int) -> None:
    if not isinstance(state.current, Placement):
        raise NotNow("no_placing_now", "Pieces are placed after each card is dealt and before the betting: not now.")
    if seat not in state.in_hand:
        raise NotNow("folded", "You folded: you place no more pieces (your cards stay on the table).")


def verify_held(state: PokerState, seat: int, wanted: P.Pieces) -> None:
    gap = P.missing(ice(state).stash(seat), wanted)
    if gap:
        raise RuleError("not_held", f"You don't hold {gap}: you can place only pieces in your stash.")


def verify_attack(state: PokerState, seat: int, spot, join: Any) -> None:
    _check_number(join)
    if spot[0] == seat:
        raise RuleError("own_card", "You can't attack a card dealt to you (you may defend it).")
    if join is not None and join not in _on(state, spot).attacks:
        raise RuleError("no_such_attack", f"There is no attack {join!r} on {words(state, spot)} to join.")


def verify_regroup(state: PokerState, seat: int, spot, source: Any, target: Any, moving: P.Pieces) -> None:
    _check_number(source)
    _check_number(target)
    on = _on(state, spot)
    if source not in on.attacks:
        raise RuleError("no_such_attack", f"There is no attack {source!r} on {words(state, spot)}.")
    if target is not None and (target not in on.attacks or target == source):
        raise RuleError("no_such_attack", f"Regroup into another attack on {words(state, spot)}, or into a new one.")
    gap = P.missing(_placed_by(on.attacks[source], seat), moving)
    if gap:
        raise RuleError("not_yours", f"You didn't place {gap} in attack {source}: you can regroup only your own pieces.")
    if target is None and P.count(moving) == len(on.attacks[source]):
        raise RuleError("changes_nothing", f"That moves all of attack {source} into a new attack: nothing would change.")


def can_place(state: PokerState, seat: int) -> bool:
    try:
        verify_placing(state, seat)
    except RuleError:
        return False
    return True


# Drafting, and how each placement folds.

def draft_defend(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat, spot, wanted = _placing(state, actor, action)
    verify_held(state, seat, wanted)
    return DEFENDED.draft(actor, Defence(card_id(state, spot), P.as_list(wanted)))


@dataclass(frozen=True)
class Defence:
    card: str
    pieces: list[dict]  # size, owner and count of each kind, largest first


def _fold_defence(state: PokerState, event: Event, defence: Defence) -> PokerState:
    group = _group(event, defence.pieces)
    return _onto(_from_stash(state, event, defence.pieces), defence.card, lambda on: defended(on, group))


DEFENDED = Kind("defend", Defence, _fold_defence)


def draft_attack(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat, spot, wanted = _placing(state, actor, action)
    join = action.get("join")
    verify_attack(state, seat, spot, join)
    verify_held(state, seat, wanted)
    number = join if join is not None else _on(state, spot).started + 1
    return ATTACKED.draft(actor, Attack(card_id(state, spot), P.as_list(wanted), number))


@dataclass(frozen=True)
class Attack:
    card: str
    pieces: list[dict]
    attack: int  # the attack joined, or the number of the one it starts


def _fold_attack(state: PokerState, event: Event, attack: Attack) -> PokerState:
    group = _group(event, attack.pieces)
    return _onto(_from_stash(state, event, attack.pieces), attack.card, lambda on: attacked(on, attack.attack, group))


ATTACKED = Kind("attack", Attack, _fold_attack)


def draft_regroup(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat, spot, moving = _placing(state, actor, action)
    source, target = action.get("from"), action.get("to")
    verify_regroup(state, seat, spot, source, target, moving)
    target = target if target is not None else _on(state, spot).started + 1
    return REGROUPED.draft(actor, Regrouping(card_id(state, spot), source, target, P.as_list(moving)))


@dataclass(frozen=True)
class Regrouping:
    card: str
    from_: int
    to: int  # another attack on the card, or the number of the new one
    pieces: list[dict]


def _fold_regroup(state: PokerState, event: Event, moved: Regrouping) -> PokerState:
    group = _group(event, moved.pieces)
    return _onto(state, moved.card, lambda on: regrouped(on, moved.from_, moved.to, group))


REGROUPED = Kind("regroup", Regrouping, _fold_regroup)
DRAFTERS = {"defend": draft_defend, "attack": draft_attack, "regroup": draft_regroup}


def _group(event: Event, pieces: list[dict]) -> Group:
    """The pieces an event places or moves, each marked with the player who placed it."""
    seat = actor_seat(event.actor)
    return tuple(Placed(piece, seat) for piece, number in sorted(P.from_list(pieces).items()) for _ in range(number))


def _from_stash(state: PokerState, event: Event, pieces: list[dict]) -> PokerState:
    seat, table = actor_seat(event.actor), ice(state)
    stashes = {**table.stashes, seat: P.taken(table.stash(seat), P.from_list(pieces))}
    return replace(state, extra=replace(table, stashes=stashes))


def _onto(state: PokerState, card: str, change: Callable[[OnCard], OnCard]) -> PokerState:
    """The card's pieces changed: any placement asks everyone still in again, those who said done included."""
    spot = spot_of(state, card)
    table = ice(state)
    table = replace(table, cards={**table.cards, spot: change(_on(state, spot))})
    return replace(state, extra=table, done=frozenset())


# What a player may do now, for the pages' buttons.

def legal_actions(state: PokerState, seat: int) -> list[dict]:
    if not can_place(state, seat):
        return []
    found = []
    held = P.as_list(ice(state).stash(seat))
    if held:
        every = [card_id(state, spot) for spot in spots(state)]
        targets = [spot for spot in spots(state) if spot[0] != seat]
        join = {card_id(state, spot): sorted(_on(state, spot).attacks) for spot in targets if _on(state, spot).attacks}
        found.append(specs.offer("defend", specs.choice("card", every), specs.pieces("pieces", held),
                                 cards=every, pieces=held))
        cards = [card_id(state, spot) for spot in targets]
        fields = [specs.choice("card", cards), specs.pieces("pieces", held)]
        if join:  # without it, a new attack
            fields.append(specs.choice("join", join, by=["card"], optional=True))
        found.append(specs.offer("attack", *fields, cards=cards, pieces=held, join=join))
    mine = {
        card_id(state, spot): {str(number): P.as_list(_placed_by(group, seat))
                               for number, group in on.attacks.items() if _placed_by(group, seat)}
        for spot, on in ice(state).cards.items()
    }
    mine = {card: attacks for card, attacks in mine.items() if attacks}
    if mine:
        attacks_on = {card_id(state, spot): sorted(on.attacks) for spot, on in ice(state).cards.items()}
        others = {card: {source: [n for n in attacks_on[card] if str(n) != source] for source in attacks}
                  for card, attacks in mine.items()}
        found.append(specs.offer(
            "regroup",
            specs.choice("card", sorted(mine)),
            specs.choice("from", {card: [int(number) for number in attacks] for card, attacks in mine.items()},
                         by=["card"]),
            # Without it, into a new attack on the card.
            specs.choice("to", others, by=["card", "from"], optional=True),
            specs.pieces("pieces", mine, by=["card", "from"]),
            attacks=mine,
        ))
    return found


def _placing(state: PokerState, actor: str, action: Mapping[str, Any]):
    seat = acting_seat(state, actor)
    verify_placing(state, seat)
    spot = spot_of(state, action.get("card"))
    wanted = P.parse(action.get("pieces"), seat, ice(state).colours())
    return seat, spot, wanted


def _check_number(value: Any) -> None:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise RuleError("bad_attack", "Name an attack on a card by its number, like 1.")


def _on(state: PokerState, spot) -> OnCard:
    return ice(state).cards.get(spot, OnCard())


def _placed_by(group, seat: int) -> dict[P.Piece, int]:
    return P.tally(placed.piece for placed in group if placed.placer == seat)
