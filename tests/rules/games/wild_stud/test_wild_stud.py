"""What the five wild stud games of the house list share: their orders of dealing, wild cards that
are the same for every hand and read only what is on the table, and random deals that keep every cent."""

from __future__ import annotations

import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.catalog import VARIANTS
from referee.rules.poker.phases import Betting, Cards
from referee.rules.poker.view import view
from tests.rules.poker.test_random_deals import play
from tests.support.stud import Stud

GAMES = ["queen_and_what_follows", "man_with_the_axe", "tiramisu", "exclusive_war", "hi_di_deu_wi"]
HOUSE = [(2, 1, 0), (2, 0, 0), (0, 1, 0), (0, 1, 0)]
STANDARD = [(2, 1, 0), (0, 1, 0), (0, 1, 0), (0, 1, 0), (1, 0, 0)]

# (game, options): each wave as (down, up, community), a bet after each.
ORDERS = [
    ("queen_and_what_follows", {}, HOUSE),
    ("queen_and_what_follows", {"order": "standard"}, STANDARD),
    ("man_with_the_axe", {}, HOUSE),
    ("man_with_the_axe", {"order": "standard"}, STANDARD),
    ("tiramisu", {}, [(2, 2, 0), (2, 0, 0), (0, 0, 1)]),
    ("exclusive_war", {}, [(1, 1, 0), (0, 1, 0), (1, 1, 0), (0, 1, 0), (0, 1, 0)]),
    ("hi_di_deu_wi", {}, STANDARD),
    ("hi_di_deu_wi", {"order": "house"}, HOUSE),
]


@pytest.mark.parametrize("game, options, waves", ORDERS)
def test_orders_of_dealing(game, options, waves):
    variant = VARIANTS[game]
    script = variant.game.script({**{o.name: o.default for o in variant.options}, **options})
    assert [type(phase) for phase in script] == [Cards, Betting] * len(waves)
    assert [(p.down, p.up, p.community) for p in script[::2]] == waves
    assert sum(down + up for down, up, _ in waves) == 7 - sum(community for *_, community in waves)
    assert [p.big for p in script[1::2]] == [False, False] + [True] * (len(waves) - 2)
    assert variant.max_players == (8 if game == "tiramisu" else 7)


@pytest.mark.parametrize("game, defaults", [
    ("queen_and_what_follows", {"order": "house"}), ("man_with_the_axe", {"order": "house"}),
    ("tiramisu", {"shared_wild": False}), ("exclusive_war", {}),
    ("hi_di_deu_wi", {"order": "standard", "stealth": False}),
])
def test_each_game_has_its_own_options_and_the_stud_ante(game, defaults):
    options = {o.name: o.default for o in VARIANTS[game].options}
    assert options["ante"] == 5
    assert {name: value for name, value in options.items() if name in ("order", "shared_wild", "stealth")} == defaults


# Face-up cards turned up so far (three seats), chosen to make cards wild in each game.
TURNED = {
    "queen_and_what_follows": "Qc 7d 9s",
    "man_with_the_axe": "Kd 7d 9s",
    "tiramisu": "Qc 7d 9s 2h 3h 4h",
    "exclusive_war": "2c 6d 9s",
    "hi_di_deu_wi": "Qd 2d 9s",
}


@pytest.mark.parametrize("game", GAMES)
def test_the_wild_cards_are_the_same_for_every_hand_and_a_hidden_card_changes_no_one_elses_view(deal, game):
    def dealt(hidden: list[str] | None):
        d = deal(game, {1: 500, 2: 500, 3: 500}, dealer=3)
        stud = Stud(d)
        stud.turn(TURNED[game])
        stud.checks()
        if game == "tiramisu":
            stud.checks()
            stud.turn("7h")
        if hidden:
            d.act(1, {"type": "cards", "cards": hidden[:d.state.down_count(1)]})
        return d.state

    plain = dealt(None)
    hidden = dealt(["Qh", "2s", "7c", "6c", "Jd"])  # queens, deuces, sevens, sixes, jacks, diamonds
    words = plain.wild(None).words
    assert words != "No wild cards"
    for state in (plain, hidden):
        assert all(state.wild(seat) == state.wild(None) for seat in (1, 2, 3))
    for viewer in (2, 3, None):
        assert view(hidden, viewer) == view(plain, viewer)
        assert view(hidden, viewer)["wilds"] == words
    assert view(hidden, 1)["your_cards"] and view(hidden, 1)["wilds"] == words


RANDOM = [(game, {}) for game in GAMES] + [
    ("queen_and_what_follows", {"order": "standard"}), ("tiramisu", {"shared_wild": True}),
    ("hi_di_deu_wi", {"order": "house", "stealth": True}),
]


@pytest.mark.parametrize("game, options", RANDOM)
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 6))
def test_random_deals_conserve_money_and_replay(deal, game, options, seed, players):
    play(functools.partial(deal, **options), game, seed, players)
