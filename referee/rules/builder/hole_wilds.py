"""Wild pieces that read a player's face-down cards: ranks or cards wild only in the hole (`ranks` and `cards`
with `face: down`: The Queen's "face down queens are wild", Voodoo's "red eights in the hole are wild"), and each
player's lowest (or highest) card, among their face-down cards or their whole hand (`hole_card`: Low in the
Hole's "your low hole card is wild for you", King Little II's "your low card is wild for you"), and a rank held
both face down and face up (`hole_pairs_up`: Eddie's Choice).

A face-down card is its owner's secret until it is shown, so each rule reads it twice: for every phone (the best
hand showing, who bets first, "Showing: ...", the showdown) only as the table sees it, face up or shown; for its
own player's "You make" (`own`), with the cards they entered too."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..core.cards import RANK_NAMES, Card, ranks_in_words
from ..core.wilds import NO_WILDS, Wild, of_cards, of_ranks
from ..poker.deal import PokerState
from ..poker.showing import listed
from .params import Cards, Choice, Ranks
from .part import Part, Piece

FACES = ("any", "down")  # `face` of the ranks and cards wild: anywhere (as ever), or only while face down
AMONG = ("face_down", "all")  # the cards `hole_card` reads: the face-down ones (as ever), or the whole hand


def _seen_down(state: PokerState, seat: int) -> tuple[Card, ...]:
    """The seat's face-down cards the table has seen: shown in play, or at the showdown."""
    zones = state.zones
    return tuple(dict.fromkeys(zones.known.get(seat, ()) + zones.shown.get(seat, ())))


@dataclass(frozen=True)
class InTheHole:
    """Every card of `ranks`, and each of `cards`, is wild while it is face down in its player's hand; face up it
    plays natural. Only the very cards are made wild, so a face-down one changes nothing the table is told of
    another card."""

    ranks: frozenset[int] = frozenset()
    cards: frozenset[Card] = frozenset()

    def counts(self, card: Card) -> bool:
        if card.is_joker:  # a joker named stands for every joker, however the deck numbers them
            return any(named.is_joker for named in self.cards)
        return card.rank in self.ranks or card in self.cards

    def __call__(self, state: PokerState, seat: int | None) -> Wild:
        return of_cards(card for card in _seen_down(state, seat) if self.counts(card)) if seat is not None \
            else NO_WILDS

    def own(self, state: PokerState, seat: int) -> Wild:
        up = state.zones.face_up(seat)
        held = state.zones.entered.get(seat, ()) + _seen_down(state, seat)
        return of_cards(card for card in held if self.counts(card) and card not in up)


@dataclass(frozen=True)
class HoleCard:
    """The lowest (or highest) rank among a player's face-down cards (`whole_hand`: among all their cards, face
    up or down) is wild in that hand only, with every card of it (aces high). The table reads it once no card of
    the hand is hidden from it (at the showdown), so no face-down card tells anything before then; its own player
    reads it from the cards they entered (`own`)."""

    highest: bool = False
    whole_hand: bool = False

    def _of(self, state: PokerState, seat: int, down: Iterable[Card]) -> Wild:
        cards = list(down) + (list(state.zones.face_up(seat)) if self.whole_hand else [])
        ranks = [card.rank for card in cards if not card.is_joker]
        if not ranks:
            return NO_WILDS
        return of_ranks(max(ranks) if self.highest else min(ranks))

    def __call__(self, state: PokerState, seat: int | None) -> Wild:
        if seat is None:
            return NO_WILDS
        if not self.whole_hand:
            return self._of(state, seat, state.zones.shown.get(seat, ()))
        hidden = seat not in state.zones.shown and state.down_count(seat) > len(state.zones.known.get(seat, ()))
        return NO_WILDS if hidden else self._of(state, seat, _seen_down(state, seat))

    def own(self, state: PokerState, seat: int) -> Wild:
        if seat in state.zones.shown:
            return self(state, seat)
        return self._of(state, seat, dict.fromkeys(state.zones.entered.get(seat, ()) + _seen_down(state, seat)))


@dataclass(frozen=True)
class PairsUp:
    """A rank a player holds both face down and face up is wild in that player's hand only, with every card of it
    (Eddie's Choice: "if you have a down card that pairs with an up card, that rank is wild for you"). The table
    reads the face-down cards it has seen; their own player, the cards they entered too (`own`)."""

    def _of(self, state: PokerState, seat: int, held: Iterable[Card]) -> Wild:
        up = state.zones.face_up(seat)
        ranks = {card.rank for card in up if not card.is_joker}
        return of_ranks(*(card.rank for card in held if card.rank in ranks and card not in up))

    def __call__(self, state: PokerState, seat: int | None) -> Wild:
        return NO_WILDS if seat is None else self._of(state, seat, _seen_down(state, seat))

    def own(self, state: PokerState, seat: int) -> Wild:
        return self._of(state, seat, state.zones.entered.get(seat, ()) + _seen_down(state, seat))


PAIRS_UP = Piece("hole_pairs_up", "a rank a player holds both face down and face up is wild in that player's hand "
                                  "only, with every card of it",
                 lambda: Part(wilds=PairsUp(), own_wilds=PairsUp().own),
                 lambda: "A rank a player holds both face down and face up is wild in that player's hand only, with "
                         "every card of it")


def _in_the_hole(rule: InTheHole) -> Part:
    return Part(wilds=rule, own_wilds=rule.own)


def wild_ranks(ranks: tuple[int, ...], face: str = "any") -> Part:
    return _in_the_hole(InTheHole(ranks=frozenset(ranks))) if face == "down" else Part(wild=of_ranks(*ranks))


def wild_ranks_words(ranks: tuple[int, ...], face: str = "any") -> str:
    said = f"{ranks_in_words(ranks).capitalize()} are wild"
    if face != "down":
        return said
    one = f"a {RANK_NAMES[ranks[0]]}" if len(set(ranks)) == 1 else "one"
    return f"{said} only face down, in the hole; {one} face up plays natural"


def wild_cards(cards: tuple[Card, ...], face: str = "any") -> Part:
    return _in_the_hole(InTheHole(cards=frozenset(cards))) if face == "down" else Part(wild=of_cards(cards))


def wild_cards_words(cards: tuple[Card, ...], face: str = "any") -> str:
    named = listed(list(cards))  # "the 9♦, J♣ and A♦"
    said = f"{named[0].upper()}{named[1:]} {'is' if len(cards) == 1 else 'are'} wild"
    return f"{said} only face down, in the hole; face up {'it plays' if len(cards) == 1 else 'they play'} " \
           "natural" if face == "down" else said


def _hole_card(which: str = "lowest", among: str = "face_down") -> Part:
    rule = HoleCard(highest=which == "highest", whole_hand=among == "all")
    return Part(wilds=rule, own_wilds=rule.own if rule.whole_hand else None)


def _hole_card_words(which: str = "lowest", among: str = "face_down") -> str:
    if among == "all":
        return f"Each player's {which} card, face up or down, is wild in that hand only, with every card of its " \
               "rank (aces high)"
    return f"Each player's {which} face-down card is wild in that hand only, with every card of its rank (aces high)"


FACE = Choice(FACES, "any")

HOLE_CARD = Piece(
    "hole_card", "the lowest (or highest) rank among each player's face-down cards (among: all, among all their "
                 "cards, face up or down), as the table sees them at the showdown, is wild in that player's hand "
                 "only (aces high)",
    _hole_card, _hole_card_words, {"which": Choice(("lowest", "highest"), "lowest"), "among": Choice(AMONG,
                                                                                                   "face_down")},
    frozenset({"which", "among"}))

RANKS = Piece("ranks", "every card of these ranks is wild (face: down, only while face down, in the hole; a card "
                       "face up plays natural)",
              wild_ranks, wild_ranks_words, {"ranks": Ranks(), "face": FACE}, frozenset({"face"}))

CARDS = Piece("cards", "these cards are wild (face: down, only while face down, in the hole; face up they play "
                       "natural)",
              wild_cards, wild_cards_words, {"cards": Cards(), "face": FACE}, frozenset({"face"}))
