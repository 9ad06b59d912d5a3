"""Every game the referee can run, by key."""

from __future__ import annotations

from .engine.variant import Variant
from .games.acey_deucey.game import ACEY_DEUCEY
from .games.baseball import daytime as daytime_baseball
from .games.baseball import midnight as midnight_baseball
from .games.baseball.indian import VARIANT as INDIAN
from .games.classic import five_card_draw, holdem, pineapple, seven_card_stud
from .games.draw import crazy_limbo, double_draw, ferengi_chicken, monte_carlo, phone_home, secret_squirrel, stampede
from .games.guts.game import GRUTS, GUTS
from .games.lamarckian.game import LAMARCKIAN
from .games.martian.variant import VARIANT as MARTIAN
from .games.passing import chaos_wilds, contact_holdem, fish_node, plus_node, salt_and_pepper, zap, zap_old
from .games.progressive.game import PROGRESSIVE
from .games.standard import (
    ace_to_five_triple_draw, badugi, deuce_to_seven_single_draw, deuce_to_seven_triple_draw, omaha, omaha_hi_lo, razz,
    short_deck, stud_hi_lo,
)
from .games.wild_stud import exclusive_war, hi_di_deu_wi, man_with_the_axe, queen_and_what_follows, tiramisu
from .poker.variant import PokerVariant

POKER_GAMES = (
    five_card_draw, seven_card_stud, holdem, pineapple,
    omaha, omaha_hi_lo, short_deck, stud_hi_lo, razz,
    deuce_to_seven_single_draw, deuce_to_seven_triple_draw, ace_to_five_triple_draw, badugi,
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
