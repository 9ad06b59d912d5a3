"""A card's Icehouse pieces, and who owns the card because of them.

RULINGS.md, Martian Poker: values are pips. A card is disputed while any
attack is on it. The defence wins if its total meets or exceeds the strongest
attack (option "defence_against": "all", the sum of all the attacks on the
card; then, if the defence loses, the strongest attack still wins the card).
Otherwise the strongest attack wins the card: a one-colour attack for that
colour's player, a mixed attack for the player with most pips in it; if two
attacks tie for strongest, or nobody has most pips in the winning attack,
nobody owns the card. An undisputed or successfully defended card belongs to
the player it was dealt to.

Rulings where the texts are silent:
- A piece counts for its colour, whoever placed it: a one-colour attack wins
  the card for that colour's player even if another player (holding pieces of
  that colour from an earlier deal) placed some of it.
- Defending pieces count for the card whoever placed them, of any colour.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Mapping

from .pieces import Piece, colour

# What a defence must meet or exceed to hold (the game's option "defence_against").
STRONGEST = "strongest"  # the strongest attack on the card
ALL = "all"  # every attack on the card added together
AGAINST = (STRONGEST, ALL)


@dataclass(frozen=True)
class Placed:
    """A piece on a card, and the player who put it there (only they may regroup it)."""

    piece: Piece
    placer: int


Group = tuple[Placed, ...]


@dataclass(frozen=True)
class OnCard:
    """The pieces on one card: its defence, and its attacks by number."""

    defence: Group = ()
    attacks: Mapping[int, Group] = field(default_factory=dict)  # an attack emptied by regrouping is gone
    started: int = 0  # attacks ever started on the card: a number is never used twice

    def pieces(self) -> Group:
        return self.defence + tuple(placed for group in self.attacks.values() for placed in group)


@dataclass(frozen=True)
class Ownership:
    owner: int | None  # None: nobody plays the card
    disputed: bool
    why: str


def pips(group: Iterable[Placed]) -> int:
    return sum(placed.piece.size for placed in group)


def pips_by_colour(group: Group) -> dict[int, int]:
    """Pips in a group by the seat whose colour they are, most first."""
    totals: dict[int, int] = {}
    for placed in group:
        totals[placed.piece.owner] = totals.get(placed.piece.owner, 0) + placed.piece.size
    return dict(sorted(totals.items(), key=lambda item: (-item[1], item[0])))


def controller(group: Group) -> int | None:
    """The seat with the most pips in an attack; None when that is tied."""
    totals = list(pips_by_colour(group).items())
    if len(totals) > 1 and totals[0][1] == totals[1][1]:
        return None
    return totals[0][0] if totals else None


def settle(on: OnCard | None, dealt_to: int, against: str = STRONGEST) -> Ownership:
    """Who owns a card dealt to `dealt_to` with these pieces on it, and why, in words.

    `against` is what the defence must meet or exceed to hold: the strongest
    attack (STRONGEST) or all the attacks together (ALL).
    """
    if against not in AGAINST:
        raise ValueError(f"a defence holds against one of {AGAINST}, not {against!r}")
    if on is None or not on.attacks:
        return Ownership(dealt_to, False, "not attacked")
    defence = pips(on.defence)
    strength = {number: pips(group) for number, group in on.attacks.items()}
    strongest = max(strength.values())
    if against == ALL:
        return _against_all(on, dealt_to, defence, strength)
    if defence >= strongest:
        return Ownership(dealt_to, True, f"the defence ({defence}) holds against the strongest attack ({strongest})")
    leaders = [number for number, total in strength.items() if total == strongest]
    if len(leaders) > 1:
        tied = " and ".join(str(number) for number in leaders)
        return Ownership(None, True, f"attacks {tied} tie for strongest ({strongest}) over the defence ({defence}): "
                                     "nobody owns the card")
    number = leaders[0]
    group = on.attacks[number]
    totals = pips_by_colour(group)
    beats = f"attack {number} ({strongest}"
    if len(totals) == 1:
        owner = next(iter(totals))
        return Ownership(owner, True, f"{beats}, all {colour(owner)}) beats the defence ({defence})")
    mix = ", ".join(f"{colour(seat)} {total}" for seat, total in totals.items())
    owner = controller(group)
    if owner is None:
        return Ownership(None, True, f"{beats}: {mix}) beats the defence ({defence}), but nobody has the most "
                                     "pips in it: nobody owns the card")
    return Ownership(owner, True, f"{beats}: {mix}) beats the defence ({defence}); {colour(owner)} has the most pips")


def _against_all(on: OnCard, dealt_to: int, defence: int, strength: Mapping[int, int]) -> Ownership:
    """The defence holds if it meets all the attacks together; if not, the strongest attack takes the card."""
    total = sum(strength.values())
    if len(strength) == 1:
        attacks = f"an attack of {total}"
    else:
        *most, last = (str(value) for value in strength.values())
        attacks = f"attacks of {', '.join(most)} and {last} together ({total})"
    if defence >= total:
        return Ownership(dealt_to, True, f"defended: {_pips(defence)} against {attacks}")
    lost = f"not defended: {_pips(defence)} against {attacks}"
    strongest = max(strength.values())
    leaders = [number for number, value in strength.items() if value == strongest]
    if len(leaders) > 1:
        tied = " and ".join(str(number) for number in leaders)
        return Ownership(None, True, f"{lost}; attacks {tied} tie for strongest ({strongest}): nobody owns the card")
    number = leaders[0]
    group = on.attacks[number]
    totals = pips_by_colour(group)
    owner = controller(group)
    if len(totals) == 1:
        attack = f"attack {number} ({strongest}, all {colour(owner)})"
    else:
        mix = ", ".join(f"{colour(seat)} {value}" for seat, value in totals.items())
        attack = f"attack {number} ({strongest}: {mix})"
    if len(strength) > 1:
        attack = f"the strongest, {attack},"
    if owner is None:
        return Ownership(None, True, f"{lost}; {attack} has nobody with the most pips in it: nobody owns the card")
    leader = f": {colour(owner)} has the most pips" if len(totals) > 1 else ""
    return Ownership(owner, True, f"{lost}; {attack} takes the card{leader}")


def _pips(number: int) -> str:
    return f"{number} pip" if number == 1 else f"{number} pips"


# The three ways pieces go onto a card or move on it. No piece ever leaves its card.

def defended(on: OnCard, placed: Group) -> OnCard:
    return replace(on, defence=on.defence + placed)


def attacked(on: OnCard, number: int, placed: Group) -> OnCard:
    """`placed` joins attack `number`, or starts it when it is the next new number."""
    return replace(on, attacks={**on.attacks, number: on.attacks.get(number, ()) + placed},
                   started=max(on.started, number))


def regrouped(on: OnCard, source: int, target: int, placed: Group) -> OnCard:
    """`placed` moves from attack `source` to attack `target` (a new one when it is the next number)."""
    left = list(on.attacks[source])
    for piece in placed:
        left.remove(piece)
    attacks = {number: group for number, group in on.attacks.items() if number != source}
    if left:
        attacks[source] = tuple(left)
    attacks = dict(sorted({**attacks, target: attacks.get(target, ()) + placed}.items()))
    return replace(on, attacks=attacks, started=max(on.started, target))
