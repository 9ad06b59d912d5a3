"""The draw as a step of a deal: up to some cards changed, more showing an ace, a tax on the cards past the
first; face-up cards thrown away too, the new cards dealt face up, everyone saying how many before any is dealt;
cards of some ranks never thrown away."""

from __future__ import annotations

from dataclasses import replace

from ..core.cards import ranks_in_words
from ..engine.variant import Option
from ..poker.buying import Prices
from ..poker.phases import Draw
from ..poker.phases.draw import LIMIT, DrawTax
from .params import Choice, Count, Flag, Price, Ranks, price_words
from .part import Part, Piece, price_option

DRAW_TAX = Option("draw_tax", "int", 5, "The draw tax on each card drawn past the first in a draw.",
                  minimum=0, money=True)
DRAW_TAX_RULE = "the draw tax on each card past the first"


def _draw(most: int, most_with_ace: int | None = None, tax=None, cards: str = "down", dealt: str = "down",
          declared: bool = False, keeps: tuple[int, ...] = ()) -> Part:
    drawn = Draw(most=most, most_with_ace=most_with_ace, up_too=cards == "any", new_up=dealt == "up",
                 declared=declared, keeps=keeps)
    if tax is None:
        return Part(phases=(drawn,), options=(LIMIT,))
    name, options = price_option(tax, DRAW_TAX)
    return Part(phases=(replace(drawn, tax=DrawTax(name, DRAW_TAX_RULE)),), options=(LIMIT, *options),
                extension=Prices((name,)))


def _draw_words(most: int, most_with_ace: int | None = None, tax=None, cards: str = "down", dealt: str = "down",
                declared: bool = False, keeps: tuple[int, ...] = ()) -> str:
    said = f"Draw up to {most}" + (f" ({most_with_ace} showing an ace you keep)" if most_with_ace else "")
    said += ", face-up cards too, named for all to see" if cards == "any" else ""
    if declared:
        said = "Everyone in turn says how many cards they draw before any is dealt: " + said[0].lower() + said[1:]
    said += "; the new cards are dealt face up" if dealt == "up" else ""
    said += f"; {ranks_in_words(keeps)} may not be thrown away" if keeps else ""
    return said + (f"; each card past the first costs {price_words(tax)}" if tax else "")


DRAW = Piece(
    "draw", "each player in turn changes up to most cards (most_with_ace if they show an ace they keep; tax: the "
            "price of each card past the first); cards: any, face-up cards may be thrown away too, named; dealt: "
            "up, the new cards are dealt face up; declared: everyone says how many they draw before any new card "
            "is dealt face up; keeps: ranks nobody may throw away",
    _draw, _draw_words, {"most": Count(0, 5, 3), "most_with_ace": Count(1, 5), "tax": Price(5),
                         "cards": Choice(("down", "any"), "down"), "dealt": Choice(("down", "up"), "down"),
                         "declared": Flag(), "keeps": Ranks()},
    frozenset({"most_with_ace", "tax", "cards", "dealt", "declared", "keeps"}))
