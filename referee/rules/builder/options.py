"""The game's own options, each a setting the dealer chooses as they deal: a yes or no a piece may depend on
(`if`, `unless`), an amount of money a price may name, a number, a choice of words, and a rank a wild rule may
make wild (`named_ranks`: Dice's "the ranks of each die and of their sum are wild", the dealer entering what
the dice showed)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import rank_plural
from ..core.wilds import Wild, of_ranks
from ..engine.variant import Option
from ..money.stakes import cents
from .params import RANK_WRITTEN, Cents, Count, Flag, OptionName, OptionNames, Text, Word, Words
from .part import Part, Piece

NO_RANK = "none"
RANKS = (NO_RANK, "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # a rank option's choices
RANK_WORDS = ("No rank", *(rank_plural(RANK_WRITTEN[rank]).capitalize() for rank in RANKS[1:]))


@dataclass(frozen=True)
class NamedRanks:
    """The ranks the dealer named in these rank options as the deal started are wild in every hand."""

    options: tuple[str, ...]

    def __call__(self, state, seat: int | None) -> Wild:
        named = (state.options.get(name, NO_RANK) for name in self.options)
        return of_ranks(*(RANK_WRITTEN[rank] for rank in named if rank != NO_RANK))


NAMED_RANKS = Piece(
    "named_ranks", "the ranks the dealer names as they deal, each in one of these rank options of the game, are "
                   "wild in every hand",
    lambda options: Part(wilds=NamedRanks(options)),
    lambda options: f"The ranks the dealer names as they deal ({', '.join(name.replace('_', ' ') for name in options)}"
                    ") are wild",
    {"options": OptionNames()})


def _option_range(least: int | None, most: int | None, said=str) -> str:
    return f", from {said(least if least is not None else 0)}" + (f" to {said(most)}" if most is not None else " up") \
        if least is not None or most is not None else ""


OPTIONS = {piece.kind: piece for piece in (
    Piece("yes_no", "an option the dealer turns on or off as they deal; a piece naming it in its \"if\" (or "
                    "\"unless\") applies only when it is on (or off)",
          lambda name, help, default=False: Part(options=(Option(name, "bool", default, help),)),
          lambda name, help, default=False: f"Option {name.replace('_', ' ')} ({'on' if default else 'off'} "
                                            f"unless the dealer says otherwise): {help}",
          {"name": OptionName(), "help": Text(), "default": Flag()}, frozenset({"default"})),
    Piece("money", "an amount of money the dealer sets as they deal (typed in dollars), from least to most; a "
                   "price of any piece may name it, {\"option\": \"tax\"}, to cost what the dealer set",
          lambda name, help, default, least=None, most=None: Part(options=(Option(
              name, "int", default, help, minimum=least if least is not None else 1, maximum=most, money=True),)),
          lambda name, help, default, least=None, most=None: f"Option {name.replace('_', ' ')} ({cents(default)} "
                                                             f"unless the dealer says otherwise"
                                                             f"{_option_range(least, most, cents)}): {help}",
          {"name": OptionName(), "help": Text(), "default": Cents(25), "least": Cents(5), "most": Cents(100)},
          frozenset({"least", "most"})),
    Piece("number", "a whole number the dealer sets as they deal, from least to most",
          lambda name, help, default, least=None, most=None: Part(options=(Option(
              name, "int", default, help, minimum=least if least is not None else 0, maximum=most),)),
          lambda name, help, default, least=None, most=None: f"Option {name.replace('_', ' ')} ({default} unless "
                                                             f"the dealer says otherwise"
                                                             f"{_option_range(least, most)}): {help}",
          {"name": OptionName(), "help": Text(), "default": Count(0, 1000, 1), "least": Count(0, 1000),
           "most": Count(0, 1000)}, frozenset({"least", "most"})),
    Piece("choice", "one of a few words the dealer chooses as they deal (the default: the first, unless it says)",
          lambda name, help, choices, default=None: Part(options=(Option(
              name, "choice", default or choices[0], help, choices=choices),)),
          lambda name, help, choices, default=None: f"Option {name.replace('_', ' ')} ({' or '.join(choices)}; "
                                                    f"{default or choices[0]} unless the dealer says otherwise): "
                                                    f"{help}",
          {"name": OptionName(), "help": Text(), "choices": Words(), "default": Word()}, frozenset({"default"})),
    Piece("rank", "a rank the dealer names as they deal, or none; a wild rule (named_ranks) may make it wild",
          lambda name, help: Part(options=(Option(name, "choice", NO_RANK, help, choices=RANKS, words=RANK_WORDS),)),
          lambda name, help: f"Option {name.replace('_', ' ')} (a rank the dealer names as they deal, or none): "
                             f"{help}",
          {"name": OptionName(), "help": Text()}),
)}
