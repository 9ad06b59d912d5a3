"""Every game the referee can run, by key."""

from __future__ import annotations

from .games import five_card_draw, holdem, pineapple, seven_card_stud
from .lamarckian import LAMARCKIAN
from .martian.variant import VARIANT as MARTIAN
from .poker.variant import PokerVariant
from .progressive import PROGRESSIVE
from .variant import Variant

POKER_GAMES = (five_card_draw, seven_card_stud, holdem, pineapple)

VARIANTS: dict[str, Variant] = {
    **{module.GAME.key: PokerVariant(module.GAME) for module in POKER_GAMES},
    MARTIAN.key: MARTIAN,
    LAMARCKIAN.key: LAMARCKIAN,
    PROGRESSIVE.key: PROGRESSIVE,
}
