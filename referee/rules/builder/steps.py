"""The steps of a deal a table may name in a definition's `script`, in order: each is a phase some house game
already plays, with the values it takes and what it reads as in words."""

from __future__ import annotations

from ..core.cards import rank_plural
from ..core.hand_values import PAIR
from ..core.wilds import NO_WILDS, Wild, of_ranks
from ..engine.variant import Option
from ..games.draw.crazy_limbo import lowest_checked, ranks_shown
from ..games.draw.stampede import Herd, turned_aside
from ..games.wild_stud.tiramisu import SHARED_WILD
from ..poker.buying import Prices
from ..poker.deal import PokerState
from ..poker.openers import Opened, Openers, must_show_openers
from ..poker.phases import Betting, Cards, Discard
from ..poker.phases.answers import MINUS, PLUS
from ..poker.phases.betting import BEST_SHOWING, DEALER_LEFT, HIGH_SHOWING, LAST_RAISER, OPENERS, ROTATING
from ..poker.phases.declare import HIGH_OR_LOW, SIDES, Declare
from ..poker.phases.draw import DrawTax
from ..poker.phases.extra_card import ExtraCard
from ..poker.phases.lowest import ShowLowest, shown_lowest
from ..poker.phases.matching import Match, TableCards, ran_out
from ..poker.phases.nodes import Layout, NodeBoard, NodeFlip
from ..poker.phases.passing import Pass
from ..poker.phases.push import Push
from ..poker.phases.redeal_call import RedealCall
from ..poker.phases.second_deck import SecondDeck
from ..poker.phases.stack import FlipTop, Stack
from ..poker.phases.trade import Trade
from ..poker.phases.twist import Twist, stood_pat
from ..poker.script import EachPlayer, Until
from .beat_it import BEAT_IT
from .face_steps import ROLL_UP, UP_OR_DOWN
from .in_out import IN_OUT
from .buying_steps import AUCTION, BUY, BUY_DOWN, BUY_ROUNDS, BUY_UP
from .draw_steps import DRAW
from .layouts import TURN
from .params import Choice, Count, Flag, Price, Rank, price_words
from .part import Part, Piece, price_option
from .table import TABLE_HAND
from .table_cards import TABLE_STEPS


TWIST_PRICE = Option("twist_price", "int", 25, "What replacing a card at the twist costs.", minimum=0, money=True)
TWIST_RULE = "a card replaced at the twist"


def _deal(down: int = 0, up: int = 0, community: int = 0, pass_on: bool = False) -> Part:
    return Part(phases=(Push() if pass_on else Cards(down=down, up=up, community=community),))


def _deal_words(down: int = 0, up: int = 0, community: int = 0, pass_on: bool = False) -> str:
    if pass_on:
        return "Deal each player one up, in turn from the dealer's left: a player may pass the first card they get " \
               "(even one passed to them) on to the player on their left and take the top card of the deck " \
               "instead, face up; a card the dealer passes on is thrown away"
    parts = [f"{n} {how}" for n, how in ((down, "down"), (up, "up")) if n]
    said = f"Deal each player {' and '.join(parts)}" if parts else ""
    if community:
        said += ("; then " if said else "Deal ") + f"{community} face up to the middle"
    return said


def _twist(price, cards: str = "down", most: int = 1, flip: bool = False) -> Part:
    name, options = price_option(price, TWIST_PRICE)
    return Part(phases=(_twisting(name, cards, most, flip=flip),), options=options, extension=Prices((name,)))


def _twisting(name: str, cards: str = "down", most: int = 1, again: bool = False, flip: bool = False) -> Twist:
    return Twist(tax=DrawTax(name, TWIST_RULE, free=0), up=cards == "any", most=most, again=again, flip=flip)


def _twist_words(price, cards: str = "down", most: int = 1, flip: bool = False) -> str:
    each = f"up to {most} face-down cards for {price_words(price)} each" if most > 1 \
        else f"one face-down card for {price_words(price)}"
    flipped = " (or face down, its player turning up a face-down card in its place)" if flip else ""
    if cards == "down":
        return f"Each player in turn may replace {each}, or stand pat"
    if most == 1:
        return f"Each player in turn may replace one card for {price_words(price)}, or stand pat: a face-down card " \
               f"with one dealt face down, a face-up card with one dealt face up{flipped}"
    return f"Each player in turn may replace {each}, or stand pat; or give up one face-up card for " \
           f"{price_words(price)}, replaced by one dealt face up{flipped}"


def _twist_rounds(price, most: int = 1) -> Part:
    name, options = price_option(price, TWIST_PRICE)
    return Part(phases=(Until(stood_pat, (_twisting(name, most=most, again=True), Betting())),), options=options,
                extension=Prices((name,)))


def _twist_rounds_words(price, most: int = 1) -> str:
    return _twist_words(price, most=most) + ", then a betting round; again until a player stands pat"


def _pass(to: str = "left", count: int = 1, seats: int = 1, chooser: str = "", other_side: int = 0) -> Part:
    return Part(phases=(Pass(step=-seats if to == "right" else seats, count=count, across=to == "across",
                             chosen=chooser == LAST_RAISER, back=other_side),))


def _pass_words(to: str = "left", count: int = 1, seats: int = 1, chooser: str = "", other_side: int = 0) -> str:
    if chooser:
        return f"The last to bet or raise in the round before (else the player left of the dealer) chooses how " \
               f"many cards, from 0 to {count}, everyone passes {_destination(to, seats)}"
    said = f"Everyone passes {f'{count} cards' if count > 1 else 'a card'} {_destination(to, seats)}"
    if other_side:
        other = {"left": "right", "right": "left"}.get(to, to)
        said += f", and {other_side} to the {other}" + (f" {seats} seats along" if seats > 1 else "") + \
            ", all at once"
    return said


def _destination(to: str, seats: int) -> str:
    if to == "across":
        return "across the table (at an odd table, to the nearer of the two players facing them on their left)"
    if seats > 1:
        return f"to the player {seats} seats to their {to} (counting the players still in; a pass that would come " \
               "round to its giver is not made)"
    return f"to the {to}"


def _take(count: int = 1, **side) -> Part:
    return Part(phases=(Pass(step=-1 if side["from"] == "left" else 1, count=count, taken=True),))


def _take_words(count: int = 1, **side) -> str:
    cards = f"{count} face-down cards" if count > 1 else "a face-down card"
    return f"Everyone takes {cards} at random from the player on their {side['from']}, all at once"


def _trade_words(most: int = 1) -> str:
    cards = f"1 to {most} face-down cards" if most > 1 else "a face-down card"
    return f"In turn from the dealer's left, each player may offer another a trade of {cards} each way, saying " \
           "nothing of them but how many; the other accepts or refuses. Round and round until every player in " \
           "a row lets the turn go by or is refused"


def _stack_words(count: int | None = None) -> str:
    cards = "their face-down cards" if count is None else \
        f"{count} of their face-down cards, the rest staying in their hand,"
    return f"Everyone still in puts {cards} in a stack, in the order of their choice, unseen; the order can't " \
           "change once made"


def _flip_top_words(count: int = 1) -> str:
    cards = f"the top {count} cards" if count > 1 else "the top card"
    return f"Everyone still in turns up {cards} of their stack, all at once"


FIRST_WORDS = {DEALER_LEFT: "the player left of the dealer first", BEST_SHOWING: "the best hand showing first",
               LAST_RAISER: "the last to bet or raise in the round before first, if still in (else the player "
                            "left of the dealer)",
               ROTATING: "in rotation: the deal's first round left of the dealer, each later one a seat further "
                         "round the table",
               HIGH_SHOWING: "the best high hand showing first, however the game ranks hands"}


def _bet_words(big: bool = False, first: str = "", no_check: bool = False, must_open: bool = False) -> str:
    said = "A betting round" + (" at the larger bet" if big else "")
    said += f", {FIRST_WORDS[first]}" if first else ""
    said += "; its first player must open it with a bet" if must_open else ""
    return said + ("; nobody may check: a player facing no bet bets or folds" if no_check else "")


JACKS = 11  # the pair that opens unless the game names another


def _openers(nobody_opens: str = "redeal", ante_again: bool = False, pair: int = JACKS) -> Part:
    return Part(phases=(Openers(),), judge=must_show_openers, extension=Opened(
        least=(PAIR, pair, pair), words=_least_pair(pair), passes=nobody_opens == "pass",
        rises=nobody_opens == "rise", reantes=ante_again))


def _least_pair(pair: int) -> str:
    return f"a pair of {rank_plural(pair)} or better"


def _openers_words(nobody_opens: str = "redeal", ante_again: bool = False, pair: int = JACKS) -> str:
    if nobody_opens == "pass":
        return f"Someone must open with {_least_pair(pair)}, else the deal is passed out: its pot goes to " \
               "the next deal, which everyone antes"
    said = f"Someone must open with {_least_pair(pair)}, else " + \
        ("everyone antes again and " if ante_again else "") + "the cards are dealt again"
    if nobody_opens == "rise":
        return said + " and opening takes a pair a step higher: queens, kings, aces, then back down to jacks, and up " \
                      "again"
    return said


def _match_words(replace: bool = False, never_pair: bool = False) -> str:
    said = "Turn up a card in the middle: everyone throws away every card of its rank"
    said += ", and is dealt one face down for each" if replace else "; a player left with no card wins at once"
    return said + ("; a card pairing one on the table is put aside, and the next turned instead" if never_pair else "")


def own_rank_shown(state: PokerState, seat: int | None) -> Wild:
    """The rank of the lowest card a player showed, wild in their own hand only."""
    card = shown_lowest(state).get(seat) if seat is not None else None
    return of_ranks(card.rank) if card else NO_WILDS


DECLARED = {"high_low_both": SIDES, "high_or_low": HIGH_OR_LOW}  # what a player may declare


def _declare_words(sides: str = "high_low_both") -> str:
    if sides == "high_or_low":
        return "Everyone still in declares high or low, all at once"
    return "Everyone still in declares high, low or both, all at once (a player who declares both must win both " \
           "halves, or gets nothing)"


def _nodes(plus: int, minus: int) -> Part:
    piles = {name: count for name, count in ((PLUS, plus), (MINUS, minus)) if count}
    return Part(phases=(Layout(piles=piles),), extension=NodeBoard())


def _nodes_words(plus: int, minus: int) -> str:
    laid = " and ".join(f"{count} in the {name} node" for name, count in ((PLUS, plus), (MINUS, minus)) if count)
    return f"Lay {laid}, face down"


SCRIPT = {piece.kind: piece for piece in (
    Piece("deal", "cards dealt to each player (down, up) and to the middle (community); pass_on: one card up, "
                  "in turn, each player free to pass the first card they get on to the left and take the next",
          _deal, _deal_words, {"down": Count(0, 7, 0), "up": Count(0, 7, 0), "community": Count(0, 5, 0),
                               "pass_on": Flag()},
          frozenset({"down", "up", "community", "pass_on"})),
    Piece("bet", "a betting round; big: at the larger bet; first: who opens it when no blind or bring-in does "
                 "(dealer_left, best_showing, last_raiser: the last to bet or raise in the round before, or "
                 "rotating: each round a seat further from the dealer's left, or high_showing: the best high hand "
                 "showing, in a low game too); must_open: its first player must "
                 "bet, neither checking nor folding; no_check: nobody may check, a player facing no bet bets or folds",
          lambda big=False, first="", no_check=False, must_open=False: Part(phases=(
              Betting(big=big, first=first, no_check=no_check, must_open=must_open),)),
          _bet_words, {"big": Flag(), "first": Choice(OPENERS), "must_open": Flag(), "no_check": Flag()},
          frozenset({"big", "first", "must_open", "no_check"})),
    DRAW,
    Piece("twist", "each player still in, in turn, may replace up to most face-down cards (1 by default) for "
                   "price each (0: free), paid to the pot, or stand pat (cards: any, or give up one face-up card "
                   "for price, replaced by one dealt face up; flip: or by one dealt face down, its player turning "
                   "up a face-down card in its place)",
          _twist, _twist_words, {"price": Price(25, free=True), "cards": Choice(("down", "any"), "down"),
                                 "most": Count(1, 5, 1), "flip": Flag()}, frozenset({"cards", "most", "flip"})),
    Piece("twist_rounds", "a twist of up to most face-down cards (1 by default) for price each, then a betting "
                          "round; again until a player still in stood pat at the twist",
          _twist_rounds, _twist_rounds_words, {"price": Price(25), "most": Count(1, 5, 1)}, frozenset({"most"}),
          once=True),
    ROLL_UP,
    BUY_UP,
    BUY_DOWN,
    UP_OR_DOWN,
    Piece("discard", "everyone discards count cards face down",
          lambda count: Part(phases=(Discard(count=count),)),
          lambda count: f"Everyone discards {count}", {"count": Count(1, 5, 1)}),
    Piece("discard_to", "everyone still in discards face down until they hold keep face-down cards",
          lambda keep: Part(phases=(Discard(keep=keep),)),
          lambda keep: f"Everyone still in discards face down until they hold {keep}", {"keep": Count(1, 7, 5)}),
    Piece("match", "the dealer turns up a card in the middle, where it plays in no hand, and every player still in "
                   "throws away each card of its rank (replace: and is dealt one face down for each); a player left "
                   "with no card wins at once (never_pair: a card pairing one turned before is put aside and the "
                   "next turned instead)",
          lambda replace=False, never_pair=False: Part(phases=(Match(replace=replace, never_pair=never_pair),),
                                                       judge=ran_out, extension=TableCards()),
          _match_words, {"replace": Flag(), "never_pair": Flag()}, frozenset({"replace", "never_pair"})),
    Piece("openers", "someone must open with a pair of jacks (pair: of another rank) or better, and show it at the "
                     "showdown; else the "
                     "cards are dealt again (nobody_opens: redeal), the deal is passed out and its pot carried "
                     "into the next deal's (nobody_opens: pass), or the cards are dealt again and opening takes a "
                     "pair a step higher, up to aces and back down (nobody_opens: rise); ante_again: everyone still "
                     "in antes again before the cards are dealt again",
          _openers, _openers_words,
          {"nobody_opens": Choice(("redeal", "pass", "rise"), "redeal"), "ante_again": Flag(), "pair": Rank()},
          frozenset({"nobody_opens", "ante_again", "pair"}), once=True),
    Piece("redeal_call", "in a low game, the player showing the lowest hand may call a redeal: the cards are "
                         "dealt again to the players still in, the pot stays; or play on",
          lambda: Part(phases=(RedealCall(),)),
          lambda: "The player showing the lowest hand may call a redeal: the cards are dealt again to the players "
                  "still in, the pot stays", once=True),
    Piece("show_lowest", "everyone still in shows their lowest card (aces high); every rank shown is wild for "
                         "all, or (wild_for: owner) each player's rank in their own hand only",
          lambda wild_for="all": Part(phases=(ShowLowest(),), judge=lowest_checked,
                                      wilds=ranks_shown if wild_for == "all" else own_rank_shown),
          lambda wild_for="all": "Everyone still in shows their lowest card; " + (
              "every rank shown is wild for all" if wild_for == "all" else "its rank is wild in that hand only"),
          {"wild_for": Choice(("all", "owner"), "all")}, frozenset({"wild_for"}), once=True),
    Piece("second_deck", "the dealer turns up a card set aside from a second deck; its rank is wild for all "
                         "(option: a shared wild card instead)",
          lambda: Part(phases=(SecondDeck(),), wilds=turned_aside, extension=Herd(), options=(SHARED_WILD,)),
          lambda: "The dealer turns up a card from a second deck: its rank is wild for all"),
    BUY,
    BUY_ROUNDS,
    Piece("pass", "every player still in passes count face-down cards (1 by default) to another player still in, "
                  "all at once: the next to the left or to the right (seats: that many players along), or the one "
                  "across the table (chooser: last_raiser, the last to bet or raise chooses how many, 0 to count; "
                  "other_side: that many cards passed the other way at the same time)",
          _pass, _pass_words, {"to": Choice(("left", "right", "across"), "left"), "count": Count(1, 7, 1),
                               "seats": Count(1, 6, 1), "chooser": Choice((LAST_RAISER,)), "other_side": Count(1, 6)},
          frozenset({"count", "seats", "chooser", "other_side"})),
    Piece("take", "every player still in takes count face-down cards (1 by default) at random from the next "
                  "player still in on their left or right (from), all at once",
          _take, _take_words, {"from": Choice(("left", "right"), "left"), "count": Count(1, 7, 1)},
          frozenset({"count"})),
    Piece("trade", "in turn from the dealer's left, each player still in may offer another player still in a "
                   "trade of face-down cards, one for one, saying only how many (1 up to most, 1 by default); "
                   "the other accepts or refuses; round and round until nobody wants to trade",
          lambda most=1: Part(phases=(Trade(most=most),)), _trade_words, {"most": Count(1, 7, 1)},
          frozenset({"most"})),
    Piece("stack", "every player still in stacks all their face-down cards (or count of them, the rest staying "
                   "in their hand) in an order of their choice, in secret; the order can't change once made, and "
                   "flip_top turns the cards up from the top",
          lambda count=None: Part(phases=(Stack(count=count),)), _stack_words, {"count": Count(1, 7, 1)},
          frozenset({"count"}), once=True),
    Piece("flip_top", "every player still in turns up the top count cards of their stack, all at once",
          lambda count=1: Part(phases=(FlipTop(count=count),)), _flip_top_words, {"count": Count(1, 4, 1)},
          frozenset({"count"})),
    Piece("nodes", "node cards laid face down on the table: plus (a card of its rank shown earns one more card) "
                   "and minus (a card of its rank shown is thrown away and replaced)",
          _nodes, _nodes_words, {"plus": Count(0, 8, 4), "minus": Count(0, 8, 4)}, once=True),
    Piece("declare", "every player still in declares high, low or both, all at once (sides: high_or_low, "
                     "nobody may declare both); the high-low split then shares each pot among the hands that "
                     "declared each side",
          lambda sides="high_low_both": Part(phases=(Declare(DECLARED[sides]),)),
          _declare_words, {"sides": Choice(tuple(DECLARED), "high_low_both")}, frozenset({"sides"}), once=True),
    IN_OUT,
    Piece("extra_card", "everyone still in shows their cards of this rank, or says they have none (a player who "
                        "entered one must show it); each who shows any is dealt one more card face down",
          lambda rank: Part(phases=(ExtraCard(rank=rank),)),
          lambda rank: f"Everyone still in shows their {rank_plural(rank)} or says they have none: each who shows "
                       f"any is dealt one more card face down",
          {"rank": Rank()}),
    Piece("flip_nodes", "each player still in, in turn, turns a node card; everyone holding its rank shows it: "
                        "on the plus they keep it and are dealt one more, on the minus they throw it away for a "
                        "new one",
          lambda: Part(phases=(EachPlayer(NodeFlip()),)),
          lambda: "Each player in turn turns a node card: everyone holding its rank shows it and gains a card "
                  "(plus) or throws it away for a new one (minus)"),
    AUCTION,
    TURN,
    TABLE_HAND,
    BEAT_IT,
)} | TABLE_STEPS
