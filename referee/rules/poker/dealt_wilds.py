"""Wild cards the deal decides, each telling the ruling's words what was wild and why.

- `OwnUpCard`: each player's first (or last) card turned up is wild for that player, with every card of its
  rank (Shifting Sands: "your first up card is wild for you").
- `RankOrLower`: a rank wild in every hand, but when no player still in holds one, the next lower rank that
  someone holds, the ace low last (Freak of Nature: "sixes are wild, but if no one has a six at the showdown,
  the next lowest rank that someone does have is wild").
- `HeldTogether`: ranks wild in a hand only when it holds cards of enough of them, or cards of other ranks
  (Kinky Sex Draw: "sixes and nines are wild; if you do not have at least two wilds of different rank, none
  of your wild cards are wild"; Making Babies: "if you have a king and a queen, your twos are wild"), and
  further ranks wild in a hand holding a card of them while they are wild (Insanity: "if you have a four, all of
  your threes are wild; if you have a wild three, all of your twos are wild").
- `MatchedSuit`: each card of one suit wild in a hand holding the card of another suit of the same rank
  (Girl's Best Friend: "hearts are wild if they have a matching diamond").

Each reads only cards the whole table sees (face up, shown in play or at the showdown), so a wild card tells
nothing of a face-down one before the showdown, and every viewer gets the same words.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import ACE, RANK_NAMES, SUIT_NAMES, Card, rank_plural, ranks_in_words, show
from ..core.wilds import NO_WILDS, Wild, a_rank, of_cards, of_ranks
from .deal import Extension, PokerState
from .showing import showing_cards


COUNTS = {2: "two", 3: "three", 4: "four"}


def _ranks_seen(state: PokerState, seat: int) -> set[int]:
    return {card.rank for card in showing_cards(state, seat) if not card.is_joker}


@dataclass(frozen=True)
class OwnUpCard(Extension):
    """The rank of each player's first (`last`: latest) card turned up is wild in that player's hand only."""

    last: bool = False

    def card(self, state: PokerState, seat: int) -> Card | None:
        mine = [card for owner, card in state.zones.turned if owner == seat]
        return (mine[-1] if self.last else mine[0]) if mine else None

    def __call__(self, state: PokerState, seat: int | None) -> Wild:
        card = self.card(state, seat) if seat is not None else None
        return of_ranks(card.rank) if card else NO_WILDS

    def said(self, state: PokerState, hands) -> str:
        """" Wild for each by their first card turned up: seat 1 sevens (the 7♥), seat 2 none (the Jk)."""
        which = "latest" if self.last else "first"
        told = [f"seat {seat} {rank_plural(card.rank) if card.rank else 'none'} (the {card})"
                for seat in sorted(hands) if (card := self.card(state, seat))]
        return f" Wild for each by their {which} card turned up: {', '.join(told)}." if told else ""


@dataclass(frozen=True)
class RankOrLower(Extension):
    """Every card of `rank` is wild; when no player still in at the showdown holds one, every card of the next
    lower rank that one of them holds (the ace low, last), read from the cards they show. Until a hand is shown
    at the showdown `rank` is wild, so nobody's hand changes with cards the table can't see yet."""

    rank: int

    def wild_rank(self, state: PokerState) -> int | None:
        if not any(seat in state.zones.shown for seat in state.in_hand):  # no hand shown at the showdown yet
            return self.rank
        seen = set().union(*(_ranks_seen(state, seat) for seat in state.in_hand))
        lower = [self.rank, *range(self.rank - 1, 1, -1), ACE]
        return next((rank for rank in lower if rank in seen), None)

    def __call__(self, state: PokerState, seat: int | None) -> Wild:
        rank = self.wild_rank(state)
        return of_ranks(rank) if rank is not None else NO_WILDS

    def said(self, state: PokerState, hands) -> str:
        rank = self.wild_rank(state)
        if not hands or rank == self.rank:
            return ""
        named = f"Nobody at the showdown holds {a_rank(self.rank)}"
        return f" {named}: {rank_plural(rank)} are wild, the next rank down held." if rank else \
            f" {named} or a lower card: nothing is wild by that rule."


@dataclass(frozen=True)
class HeldTogether(Extension):
    """Every card of `ranks` is wild in a hand that holds cards of at least `different` of those ranks and a
    card of each rank of `holds`; in any other hand they play natural. Every card of `then` is wild too in a
    hand holding one of those cards while it is wild; else they play natural."""

    ranks: tuple[int, ...]
    different: int = 1
    holds: tuple[int, ...] = ()
    then: tuple[int, ...] = ()

    def qualifies(self, state: PokerState, seat: int) -> bool:
        seen = _ranks_seen(state, seat)
        return len(seen & set(self.ranks)) >= self.different and set(self.holds) <= seen

    def chains(self, state: PokerState, seat: int) -> bool:
        """Whether the hand holds a card of `ranks` that is wild in it, so `then` is wild too."""
        return self.qualifies(state, seat) and bool(_ranks_seen(state, seat) & set(self.ranks))

    def __call__(self, state: PokerState, seat: int | None) -> Wild:
        if seat is None or not self.qualifies(state, seat):
            return NO_WILDS
        return of_ranks(*self.ranks, *(self.then if self.chains(state, seat) else ()))

    def said(self, state: PokerState, hands) -> str:
        """For each hand shown holding any of the ranks: whether they were wild in it, and why."""
        told = []
        for seat in sorted(hands):
            held = sorted(_ranks_seen(state, seat) & set(self.ranks))
            if not held:
                continue
            cards = ranks_in_words(held)
            if self.qualifies(state, seat):
                told.append(f"seat {seat}'s {cards} are wild")
            else:
                told.append(f"seat {seat}'s {cards} play natural: {self.needs}")
        for seat in sorted(hands) if self.then else ():
            if held := sorted(_ranks_seen(state, seat) & set(self.then)):
                wild = self.chains(state, seat)
                told.append(f"seat {seat}'s {ranks_in_words(held)} {'are wild' if wild else 'play natural'}: "
                            f"{self.then_needs} {'is held' if wild else 'is needed'}")
        said = "; ".join(told)
        return f" {said[0].upper()}{said[1:]}." if told else ""

    @property
    def then_needs(self) -> str:
        """"a wild three", "a wild six or nine"."""
        return "a wild " + " or ".join(RANK_NAMES[rank] for rank in sorted(self.ranks))

    @property
    def needs(self) -> str:
        """"wild cards of two different ranks are needed", "a king and a queen are needed"."""
        said = [f"wild cards of {COUNTS[self.different]} different ranks"] if self.different > 1 else []
        said += [a_rank(rank) for rank in self.holds]
        one = len(said) == 1 and self.different <= 1  # a single card of one rank
        return f"{' and '.join(said)} {'is' if one else 'are'} needed"


@dataclass(frozen=True)
class MatchedSuit(Extension):
    """Each card of `suit` is wild in a hand that holds the card of `match` of the same rank: the seven of
    hearts beside the seven of diamonds. A deck holds one card of each, so each wild card has its own match."""

    suit: str
    match: str

    def matched(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        seen = [card for card in showing_cards(state, seat) if not card.is_joker]
        return tuple(sorted(card for card in seen if card.suit == self.suit and Card(card.rank, self.match) in seen))

    def __call__(self, state: PokerState, seat: int | None) -> Wild:
        return of_cards(self.matched(state, seat)) if seat is not None else NO_WILDS

    def said(self, state: PokerState, hands) -> str:
        """" Wild beside the diamond of their rank: seat 1's 7♥ K♥."""
        told = [f"seat {seat}'s {show(cards)}" for seat in sorted(hands) if (cards := self.matched(state, seat))]
        return f" Wild beside the {SUIT_NAMES[self.match][:-1]} of their rank: {', '.join(told)}." if told else ""
