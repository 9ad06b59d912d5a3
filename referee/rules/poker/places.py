"""A pot won by a hand other than the best: Vice President's "the second best hand ... wins the pot"
(`PlaceWins`), Mediocre's "the high hand splits the pot with the split-hand ... the middle hand; if there are an
even number of players at the showdown, it is the higher of the two hands closest to the middle"
(`MiddleHalf`), Love thy Neighbor's "the high hand splits the pot with the player to their left"
(`LeftNeighbourHalf`).

The hands shown still in and eligible for the pot stand in places, the best first: equal hands share a place
and split what it wins, a killed hand has none, and a hand that wins automatically is first. Rulings: with fewer
places than the one that wins (everyone tied, or one hand shown), the last place wins; the middle hand is the
one in the middle of the hands shown counted one by one (tied hands side by side), and with an even number of
them the better of the two in the middle, so with two hands the best takes both halves.

The left neighbour is the next player on the best hand's left still in the hand and in the pot, whatever they
hold: shown, mucked or beaten. A player who folded has no part in any pot, so the half passes them by to the
next player still in (the rule's "whatever that player holds" asks for a player who holds cards); a player
all in for less is in the main pot only, so a side pot's half goes past them too. The best hand's half takes
the odd chip. Best hands tied split the best hand's half, and their neighbours split the other half.
"""

from __future__ import annotations

from dataclasses import dataclass

from .deal import PokerState
from .phases.passing import receiver
from .ruling import best_of, shown_hand

ORDINALS = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}


def places(state: PokerState, eligible) -> list[tuple[int, ...]]:
    """The seats of the hands shown, eligible for a pot and alive, in their places, the best first."""
    left = [seat for seat in eligible if seat in state.zones.shown and seat in state.in_hand]
    found = []
    while left and (best := best_of(state, left)):
        found.append(best)
        left = [seat for seat in left if seat not in best]
    return found


def shown(state: PokerState, seat: int) -> str:
    """"pair of kings (K♠ K♦ 9♣ 7♥ 3♠)": a seat's hand in words, then the cards it plays."""
    hand = shown_hand(state, seat)
    return f"{hand.words[0].lower()}{hand.words[1:]} ({' '.join(str(card) for card in hand.used)})"


@dataclass(frozen=True)
class PlaceWins:
    """Each pot to the hand in `place` (2: the second-best), the best first; with `split`, half of it to the hand
    in that place (Five Draw Place and Show: the second-best hand and the third-best split the pot), the odd
    chip to the better place's half. A hand in both places (fewer places shown) takes both halves."""

    place: int = 2
    split: int = 0

    @property
    def named(self) -> str:
        return _named(self.place)

    def shares(self, state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple, str]]:
        """The whole pot, to the hand in the place, with why: "the second-best hand, with pair of kings (K♠ K♦
        9♣ 7♥ 3♠), below seat 1's full house, aces over kings (A♠ A♦ A♣ K♥ K♣)"; with `split`, each half,
        "the second-best hand's half, with ..." and "the third-best hand's half, with ..."."""
        standing = places(state, eligible)
        if not standing:
            return [(amount, tuple(best))]
        if not self.split:
            return [_share(state, standing, self.place, amount, _named(self.place))]
        unit = state.setup.unit
        half = amount // unit // 2 * unit
        first = _share(state, standing, self.place, amount - half, f"{_named(self.place)}'s half")
        second = _share(state, standing, self.split, half, f"{_named(self.split)}'s half")
        if first[1] == second[1]:
            return [_share(state, standing, self.split, amount, f"both halves, {_named(self.place)}'s and "
                                                                 f"{_named(self.split)}'s")]
        return [part for part in (first, second) if part[0]]


def _named(place: int) -> str:
    return f"the {ORDINALS[place]}-best hand"


def _share(state: PokerState, standing: list[tuple[int, ...]], place: int, amount: int,
           named: str) -> tuple[int, tuple, str]:
    """`amount` to the hand in `place` (with fewer places, the last), with why."""
    won = standing[min(place, len(standing)) - 1]
    if len(standing) < place:
        why = "every hand shown alike" if len(standing) == 1 else "the worst hand shown"
        return (amount, won, f"{named} ({why}), with {shown(state, won[0])}")
    above = "; ".join(f"seat {seat}'s {shown(state, seat)}" for group in standing[:place - 1] for seat in group)
    return (amount, won, f"{named}, with {shown(state, won[0])}, below {above}")


@dataclass(frozen=True)
class MiddleHalf:
    """Half of each pot to the best hand, half to the middle hand (of an even number, the better of the two in
    the middle)."""

    def middle(self, standing: list[tuple[int, ...]]) -> tuple[int, ...]:
        one_by_one = [group for group in standing for _ in group]
        return one_by_one[(len(one_by_one) - 1) // 2]

    def shares(self, state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple, str]]:
        """The halves of a pot: "the best hand's half, with ..." and "the middle hand's half, with ... (the 2nd
        of 3 hands shown)"; the best hand's half takes the odd chip."""
        standing = places(state, eligible)
        if not standing:
            return [(amount, tuple(best))]
        middle = self.middle(standing)
        unit = state.setup.unit
        half = amount // unit // 2 * unit
        count = sum(len(group) for group in standing)
        if set(middle) == set(best):
            return [(amount, tuple(best), f"both halves, the best hand's and the middle hand's of {count} shown, "
                                          f"with {shown(state, best[0])}")]
        parts = [(amount - half, tuple(best), f"the best hand's half, with {shown(state, best[0])}"),
                 (half, middle, f"the middle hand's half, with {shown(state, middle[0])}, of {count} hands shown")]
        return [part for part in parts if part[0]]


@dataclass(frozen=True)
class LeftNeighbourHalf:
    """Half of each pot to the best hand, half to the player on its left still in the pot, whatever they hold."""

    def shares(self, state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple, str]]:
        """The halves of a pot: "the best hand's half, with pair of kings (K♠ K♦ 9♣ 7♥ 3♠)" and "the other half
        as seat 1's left neighbour, whatever they hold" (a player between them folded: "as the next player
        still in on seat 1's left, whatever they hold"); the best hand's half takes the odd chip."""
        best = tuple(best)
        neighbours = tuple(receiver(state, seat, 1, among=eligible) for seat in best)
        unit = state.setup.unit
        half = amount // unit // 2 * unit
        if set(neighbours) <= set(best) or not half:  # nobody else in this pot to share with, or no chip to share
            return [(amount, best)]
        said = "the best hands' half" if len(best) > 1 else "the best hand's half"
        return [(amount - half, best, f"{said}, with {shown(state, best[0])}"),
                (half, neighbours, f"the other half as {_neighbour_of(state, best, neighbours)}, whatever they "
                                   "hold")]


def _neighbour_of(state: PokerState, best: tuple[int, ...], neighbours: tuple[int, ...]) -> str:
    """"seat 1's left neighbour"; past a player who folded, "the next player still in on seat 1's left"."""
    said = []
    for seat, neighbour in zip(best, neighbours):
        seats = state.order
        beside = seats[(seats.index(seat) + 1) % len(seats)] == neighbour
        said.append(f"seat {seat}'s left neighbour" if beside else f"the next player still in on seat {seat}'s left")
    return " and ".join(said)
