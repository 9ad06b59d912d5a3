"""Every game the referee can run, by key."""

from __future__ import annotations

from .engine.variant import Variant
from .games import (
    chaos_wilds, contact_holdem, daytime_baseball, exclusive_war, fish_node, five_card_draw, hi_di_deu_wi, holdem,
    man_with_the_axe, midnight_baseball, pineapple, plus_node, queen_and_what_follows, salt_and_pepper,
    seven_card_stud, tiramisu, zap, zap_old,
)
from .games.indian_baseball import VARIANT as INDIAN
from .games.lamarckian.game import LAMARCKIAN
from .games.martian.variant import VARIANT as MARTIAN
from .games.progressive.game import PROGRESSIVE
from .poker.variant import PokerVariant

POKER_GAMES = (
    five_card_draw, seven_card_stud, holdem, pineapple,
    queen_and_what_follows, man_with_the_axe, tiramisu, exclusive_war, hi_di_deu_wi,
    daytime_baseball, midnight_baseball,
    salt_and_pepper, zap, zap_old, contact_holdem, plus_node, fish_node, chaos_wilds,
)

VARIANTS: dict[str, Variant] = {
    **{module.GAME.key: PokerVariant(module.GAME) for module in POKER_GAMES},
    INDIAN.key: INDIAN,
    MARTIAN.key: MARTIAN,
    LAMARCKIAN.key: LAMARCKIAN,
    PROGRESSIVE.key: PROGRESSIVE,
}
