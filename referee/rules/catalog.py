"""Every game the referee can run, by key."""

from __future__ import annotations

from .engine.variant import Variant
from .games import (
    chaos_wilds,
    contact_holdem,
    crazy_limbo,
    daytime_baseball,
    double_draw,
    exclusive_war,
    ferengi_chicken,
    fish_node,
    five_card_draw,
    hi_di_deu_wi,
    holdem,
    man_with_the_axe,
    midnight_baseball,
    monte_carlo,
    phone_home,
    pineapple,
    plus_node,
    queen_and_what_follows,
    salt_and_pepper,
    secret_squirrel,
    seven_card_stud,
    stampede,
    tiramisu,
    zap,
    zap_old,
)
from .games.acey_deucey.game import ACEY_DEUCEY
from .games.guts.game import GRUTS, GUTS
from .games.indian_baseball import VARIANT as INDIAN
from .games.lamarckian.game import LAMARCKIAN
from .games.martian.variant import VARIANT as MARTIAN
from .games.progressive.game import PROGRESSIVE
from .poker.variant import PokerVariant

POKER_GAMES = (
    five_card_draw, seven_card_stud, holdem, pineapple,
    queen_and_what_follows, man_with_the_axe, tiramisu, exclusive_war, hi_di_deu_wi,
    daytime_baseball, midnight_baseball,
    double_draw, crazy_limbo, secret_squirrel, stampede,
    monte_carlo, phone_home, ferengi_chicken,
    salt_and_pepper, zap, zap_old, contact_holdem, plus_node, fish_node, chaos_wilds,
)

VARIANTS: dict[str, Variant] = {
    **{module.GAME.key: PokerVariant(module.GAME) for module in POKER_GAMES},
    INDIAN.key: INDIAN,
    MARTIAN.key: MARTIAN,
    LAMARCKIAN.key: LAMARCKIAN,
    PROGRESSIVE.key: PROGRESSIVE,
    ACEY_DEUCEY.key: ACEY_DEUCEY,
    GUTS.key: GUTS,
    GRUTS.key: GRUTS,
}
