"""The rules on cards a table may name in a definition: which cards are wild (`wild`), rules of the showdown
beyond the best hand (`showdown`), what a card does as it is dealt face up (`on_cards`), and the game's own
options (`options`), which any piece may depend on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..core.cards import RANK_NAMES, SUIT_NAMES, Card, ranks_in_words
from ..core.wilds import NO_WILDS, Wild, of_ranks
from ..engine.variant import Option
from ..games.baseball.daytime import InTheHoleKills
from ..games.draw.monte_carlo import needs_three_of_a_kind
from ..games.passing.zap import lowest_showing
from ..games.wild_stud.exclusive_war import OddKillsEvenTakesAll
from ..games.wild_stud.man_with_the_axe import NaturalPairTakesAll
from ..games.wild_stud.queen_and_what_follows import FollowsTheLast
from ..games.wild_stud.tiramisu import SHARED_WILD, Middle, the_middle
from ..poker.effects import Kill, OfferCard, Redeal, WhenShown
from ..poker.high_low import HighLow
from ..poker.split_card import STEALTH, SplitCard
from ..poker.table_hand import JokersDead
from ..poker.wild_tax import TaxedWild
from ..poker.wins_at_once import WinsAtOnce
from .params import Cards as CardList
from .params import Choice, Count, Flag, Price, Rank, Ranks, Suit, cards_in_words, price_words
from .part import Part, Piece, price_option
from .layouts import LAYOUT, LAYOUT_CARD
from .legs import LEGS
from .lost_to import LOSERS_MATCH
from .low_when_few import LOW_WHEN_FEW
from .others_up import OTHERS_UP
from .hand_wilds import PIECES as HAND_WILDS
from .options import NAMED_RANKS
from .hole_wilds import CARDS as WILD_CARDS
from .hole_wilds import HOLE_CARD, PAIRS_UP
from .hole_wilds import RANKS as WILD_RANKS
from .dealt_wilds import PIECES as DEALT_WILDS
from .pay_or_fold import FACES, PAY_OR_FOLD
from .beat_it import TABLE_RANK_KILLS
from .rankings import PIECES as RANKINGS
from .standings import PIECES as STANDINGS

TAX_PRICE = "tax_price"  # the option of what the wild tax costs, as in the baseball games


def _shown_too(effect, shown_too: bool):
    return WhenShown(effect) if shown_too else effect


def _wild_tax(ranks: tuple[int, ...], price, shown_too: bool = False) -> Part:
    name, options = price_option(price, Option(TAX_PRICE, "int", 25, "The wild tax on each card it makes wild.",
                                                                     minimum=1, money=True))
    taxed = TaxedWild(lambda card: card.rank in ranks, lambda chosen: chosen[name], "the wild tax")
    return Part(effects=(_shown_too(taxed, shown_too),), options=options)


def _offer_card(rank: int, price, face: str = "down") -> Part:
    name, options = price_option(price, Option("buy_price", "int", 25, "What the extra card costs.",
                                               minimum=1, money=True))
    offer = OfferCard(lambda card: card.rank == rank, lambda chosen: chosen[name],
                      f"a {RANK_NAMES[rank]} dealt face up: one more card, face {face}", up=face == "up")
    return Part(effects=(offer,), options=options)


def _offer_card_words(rank: int, price, face: str = "down") -> str:
    up = ", face up," if face == "up" else ""
    return f"A {RANK_NAMES[rank]} dealt face up offers one more card{up} for {price_words(price)}"


@dataclass(frozen=True)
class MiddleCard:
    """The rank of the last card dealt to the middle, or of the lowest there (aces high), is wild in every hand;
    the middle cards play in the hands as in hold'em."""

    lowest: bool = False

    def __call__(self, state, seat: int | None) -> Wild:
        middle = [card for card in state.zones.community if not card.is_joker]
        if not middle:
            return NO_WILDS
        return of_ranks(min(card.rank for card in middle) if self.lowest else middle[-1].rank)


def players_left(state, seat: int | None) -> Wild:
    """The rank of the number of players still in is wild in every hand (seven players: sevens), read anew
    as players fold; from eleven players up no rank is."""
    left = len(state.in_hand)
    return of_ranks(left) if 2 <= left <= 10 else NO_WILDS


def named_cards(cards) -> Callable[[Card], bool]:
    """A test of the cards a rule names; a joker named stands for every joker, however the deck numbers them."""
    jokers = any(card.is_joker for card in cards)
    return lambda card: card in cards or jokers and card.is_joker


def named_words(cards) -> str:
    """"a joker", "a black six", "K♦"."""
    naturals = tuple(card for card in cards if not card.is_joker)
    said = [cards_in_words(naturals)] if naturals else []
    return " or ".join(said + (["a joker"] if len(naturals) < len(cards) else []))


def _middle_card_words(which: str = "last") -> str:
    if which == "lowest":
        return "The rank of the lowest card in the middle is wild in every hand (aces high)"
    return "The rank of the last card dealt to the middle is wild in every hand"


def _jokers_words(count: int, table_only: bool = False, dead: bool = False) -> str:
    said = f"{count} joker{'s' if count > 1 else ''} in the deck"
    if dead:
        return said + ", not wild: a joker counts for nothing in any hand"
    return said + (": wild in the table's hand; in a player's hand a joker counts for nothing" if table_only
                   else ", wild")


def _jokers(count: int, table_only: bool = False, dead: bool = False) -> Part:
    if dead:
        return Part(jokers=count, jokers_dead=True)
    return Part(jokers=count, wild=Wild(jokers=True), extension=JokersDead() if table_only else None)


KILLED_HANDS = {"own": (0, "the hand"), "right": (-1, "the hand of the player on its owner's right")}


def _kill(cards, whose: str = "own") -> Part:
    step, hand = KILLED_HANDS[whose]
    return Part(effects=(Kill(named_cards(cards), f"{named_words(cards)} dealt face up kills {hand}", step),))


def _kill_words(cards, whose: str = "own") -> str:
    return f"{named_words(cards).capitalize()} dealt face up kills {KILLED_HANDS[whose][1]}"


def _in_the_hole(shown_too: bool) -> str:
    return " (a face-down card too, when it is shown at the showdown)" if shown_too else ""


def _high_low(low: int | None = None) -> Part:
    split = HighLow(low)
    return Part(judge=split.verdict, shares=split.halves)


def _high_low_words(low: int | None = None) -> str:
    if low is None:
        return "Half of each pot to the best hand, half to the lowest hand, ace to five (a pair or worse if none " \
               "is lower)"
    return f"Half of each pot to the best hand, half to the best low, {RANK_NAMES[low]} or better"


def _split(card: SplitCard, options: tuple[Option, ...] = ()) -> Part:
    return Part(judge=card.verdict, shares=card.shares, options=options)


def _half_to_suit(suit: str, face_down: bool = False) -> Part:
    """The highest card of a suit, still face down only as the rule says, or as the table's option stealth does."""
    return _split(SplitCard(suit=suit, face_down=face_down), () if face_down else (STEALTH,))


def _half_to_suit_words(suit: str, face_down: bool = False) -> str:
    return f"Half of each pot to the highest {SUIT_NAMES[suit][:-1]}{' face down' if face_down else ' shown'}"


def _split_card(suit: str = "any", which: str = "highest", face_down: bool = False, tie: str = "share",
                odd_up_reverses: bool = False) -> Part:
    return _split(SplitCard(suit="" if suit == "any" else suit, face_down=face_down, lowest=which == "lowest",
                            ties_split=tie == "share", odd_up_reverses=odd_up_reverses))


def _split_card_words(suit: str = "any", which: str = "highest", face_down: bool = False, tie: str = "share",
                      odd_up_reverses: bool = False) -> str:
    """"Half of each pot to the lowest spade face down"; "... to the highest card face down of any suit (a
    tie of ranks: no split card, the best hand takes the pot)"."""
    card = "card of any suit" if suit == "any" else SUIT_NAMES[suit][:-1]
    said = f"Half of each pot to the {which} {card}{' face down' if face_down else ' shown'} (aces high)"
    if odd_up_reverses:
        other = "highest" if which == "lowest" else "lowest"
        said += f"; when an odd number of {SUIT_NAMES[suit]} were dealt face up, the {other} instead"
    if suit == "any":
        said += "; hands tied for it " + ("share its half" if tie == "share" else
                                          "hold no split card: the best hand takes the pot")
    return said


WILD = {piece.kind: piece for piece in (
    WILD_RANKS,
    WILD_CARDS,
    Piece("jokers", "jokers added to the deck, wild (table_only: wild in the table's hand only; in a player's "
                    "hand a joker counts for nothing; dead: not wild, a joker counts for nothing in any hand)",
          _jokers, _jokers_words, {"count": Count(1, 4, 1), "table_only": Flag(), "dead": Flag()},
          frozenset({"table_only", "dead"})),
    Piece("follows", "the rank turned up right after the last card of this rank turned up is wild for all",
          lambda rank: Part(wilds=FollowsTheLast(rank)),
          lambda rank: f"The rank turned up right after the last {RANK_NAMES[rank]} turned up is wild",
          {"rank": Rank()}),
    Piece("middle", "the rank of each card dealt to the middle is wild in every hand (option: the card is a "
                    "shared wild card instead)",
          lambda: Part(wilds=the_middle, extension=Middle(), options=(SHARED_WILD,)),
          lambda: "The rank of the card in the middle is wild in every hand"),
    Piece("lowest_showing", "the lowest rank each player shows face up is wild in that player's hand only "
                            "(aces high)",
          lambda: Part(wilds=lowest_showing),
          lambda: "The lowest rank each player shows face up is wild in that hand only"),
    Piece("middle_card", "the rank of the last card dealt to the middle (or of the lowest there, aces high) is "
                         "wild in every hand; the middle cards play in the hands",
          lambda which="last": Part(wilds=MiddleCard(lowest=which == "lowest")),
          _middle_card_words, {"which": Choice(("last", "lowest"), "last")}, frozenset({"which"})),
    HOLE_CARD,
    LAYOUT_CARD,
    *HAND_WILDS,
    PAIRS_UP,
    NAMED_RANKS,
    *DEALT_WILDS,
    Piece("players_left", "the rank of the number of players still in is wild in every hand (seven players: "
                          "sevens; fewer as players fold)",
          lambda: Part(wilds=players_left),
          lambda: "The rank of the number of players still in is wild (seven players: sevens; fewer as players "
                  "fold)"),
)}

SHOWDOWN = {piece.kind: piece for piece in (
    Piece("three_of_a_kind_to_win", "nobody showing three of a kind or better wins nothing: the pot stays for "
                                    "the next deal, and everyone antes again",
          lambda: Part(pot_stays=needs_three_of_a_kind),
          lambda: "Nobody with three of a kind or better wins: the pot stays for the next deal"),
    Piece("natural_pair_takes_all", "two natural cards of this rank take the whole pot",
          lambda rank: Part(judge=NaturalPairTakesAll(rank)),
          lambda rank: f"A pair of natural {ranks_in_words((rank,))} takes all", {"rank": Rank()}),
    Piece("odd_kills_even_takes_all", "an odd number of natural cards of this rank kills, an even number wins",
          lambda rank: Part(judge=OddKillsEvenTakesAll(rank)),
          lambda rank: f"An odd number of natural {ranks_in_words((rank,))} kills the hand; an even number "
                       f"takes all", {"rank": Rank()}),
    Piece("half_to_highest_of_suit", "half of each pot to the highest card of this suit shown (face_down: "
                                     "still face down only; else the table's option stealth may say so)",
          _half_to_suit, _half_to_suit_words, {"suit": Suit(), "face_down": Flag()}, frozenset({"face_down"})),
    Piece("half_to_card", "half of each pot to the holder of one of these cards (face_down: still face down only)",
          lambda cards, face_down=False: _split(SplitCard(cards=frozenset(cards), face_down=face_down)),
          lambda cards, face_down=False: f"Half of each pot to the holder of {cards_in_words(cards)}"
                                         f"{' face down' if face_down else ''}",
          {"cards": CardList(), "face_down": Flag()}, frozenset({"face_down"})),
    Piece("split_card", "half of each pot to the highest (which: lowest) card of a suit (suit: any: of any suit, "
                        "by rank) shown, or still face down only (face_down); of any suit, hands tied for it share "
                        "the half (tie: none: no split card, the best hand takes the pot); odd_up_reverses: an odd "
                        "number of the suit dealt face up makes the other end count",
          _split_card, _split_card_words,
          {"suit": Choice(("any", *sorted(SUIT_NAMES)), "any"), "which": Choice(("highest", "lowest"), "highest"),
           "face_down": Flag(), "tie": Choice(("share", "none"), "share"), "odd_up_reverses": Flag()},
          frozenset({"suit", "which", "face_down", "tie", "odd_up_reverses"})),
    Piece("in_the_hole_kills", "one of these cards dealt face down kills its hand when shown",
          lambda cards: Part(judge=InTheHoleKills(frozenset(cards), cards_in_words(cards))),
          lambda cards: f"{cards_in_words(cards).capitalize()} in the hole kills the hand when shown",
          {"cards": CardList()}),
    Piece("high_low", "half of each pot to the best hand, half to the best low (five different ranks, aces "
                      "low, straights and flushes don't count) no higher than the qualifier; with no qualifier, "
                      "to the lowest hand ace to five, pairs and all",
          _high_low, _high_low_words, {"low": Rank()}, frozenset({"low"})),
    LOSERS_MATCH,
    LEGS,
    LOW_WHEN_FEW,
    OTHERS_UP,
    *RANKINGS,
    *STANDINGS,
    LAYOUT,
)}

ON_CARDS = {piece.kind: piece for piece in (
    Piece("kill", "one of these cards (a joker: Jk) dealt face up kills its hand at once (whose: right, the hand "
                  "of the player still in next to its owner on the right instead)",
          _kill, _kill_words, {"cards": CardList(), "whose": Choice(tuple(KILLED_HANDS), "own")},
          frozenset({"whose"})),
    Piece("offer_card", "a card of this rank dealt face up offers its owner one more card for price, dealt face "
                        "down (face: up, dealt face up, the rules on cards reading it as any card turned up)",
          _offer_card, _offer_card_words, {"rank": Rank(), "price": Price(25), "face": Choice(FACES, "down")},
          frozenset({"face"})),
    Piece("wild_tax", "a card of these ranks turned up is wild only once its owner pays the price; they may "
                      "decline, and it stays natural (shown_too: a face-down card shown at the showdown too)",
          _wild_tax,
          lambda ranks, price, shown_too=False: f"{ranks_in_words(ranks).capitalize()} turned up are wild once "
                                                f"their owner pays {price_words(price)}{_in_the_hole(shown_too)}",
          {"ranks": Ranks(), "price": Price(25), "shown_too": Flag()}, frozenset({"shown_too"})),
    Piece("rainout", "one of these cards turned up ends the deal: the cards are dealt again to the players still "
                     "in, the pot stays (shown_too: a face-down card shown at the showdown too)",
          lambda cards, shown_too=False: Part(effects=(_shown_too(
              Redeal(frozenset(cards).__contains__, "rainout: the cards are dealt again"), shown_too),)),
          lambda cards, shown_too=False: f"{cards_in_words(cards).capitalize()} turned up rains the deal out: the "
                                         f"cards are dealt again, the pot stays{_in_the_hole(shown_too)}",
          {"cards": CardList(), "shown_too": Flag()}, frozenset({"shown_too"})),
    Piece("wins", "one of these cards (a joker: Jk) dealt face up wins its owner the pot at once: the deal ends",
          lambda cards: Part(effects=(WinsAtOnce(named_cards(cards), f"{named_words(cards)} dealt face up wins the "
                                                                     "pot"),)),
          lambda cards: f"{named_words(cards).capitalize()} dealt face up wins the pot at once: the deal ends",
          {"cards": CardList()}),
    PAY_OR_FOLD,
    TABLE_RANK_KILLS,
)}
