"""The next deal: the game that goes on, else the rotation's game, else the last one dealt, with its stakes;
and the rotation of mixed games, counted an orbit (or N deals) at a time."""

from __future__ import annotations

import random

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.night.next_deal import AGAIN, GOES_ON, ROTATION, remembered, suggested
from referee.rules.night.rotation import PRESETS
from tests.support.any_table import Table as Cards
from tests.support.any_table import deck_of
from tests.support.guts_night import GutsNight
from tests.support.night import Night

NO_LIMIT = {"betting": "no", "small_blind": 25, "big_blind": 50, "min_bet": 50}


# Fold where one may; enter one's own cards (which may be entered again) only when nothing else moves the deal.
PREFERRED = {"fold": 0, "cards": 2, "correct": 3}


def play_out(table: Night) -> None:
    """Whoever may fold folds, and the cards are entered where the deal waits for them: the deal is over."""
    cards = Cards(deck_of(None), random.Random(7))
    for _ in range(100):  # a few steps end any deal this way: more means the deal is stuck
        if table.night.deal is None:
            return
        offers = [(seat, offer) for seat in table.state.order
                  for offer in table.night.deal.rules.legal_actions(table.state, seat)]
        for seat in table.state.order:
            cards.top_up(seat, [offer for who, offer in offers if who == seat])
        seat, offer = min(offers, key=lambda pair: PREFERRED.get(pair[1]["type"], 1))
        table.do(seat, cards.realise(seat, offer))
    assert table.night.deal is None, "the deal did not end"


def test_the_next_deal_is_the_last_game_with_its_options_and_stakes_dealt_by_the_next_seat():
    table = Night({1: 1000, 2: 1000, 3: 1000})
    assert suggested(table.night) is None
    table.do(HOST, {"type": "start_deal", "variant": "holdem", "options": NO_LIMIT})
    play_out(table)
    table.do(2, {"type": "start_deal", "variant": "five_card_draw"})
    play_out(table)
    following = suggested(table.night)
    assert (following.variant, following.why, following.dealer) == ("five_card_draw", AGAIN, 3)
    again = {"type": "start_deal", "variant": following.variant, "options": following.options}
    table.do(3, again)
    assert table.night.deal.options == following.options
    assert {key: remembered(table.night)["holdem"][key] for key in NO_LIMIT} == NO_LIMIT


def test_no_other_game_cuts_into_guts_while_its_pot_holds_chips():
    guts = GutsNight([500] * 4)
    guts.play({1: "As Ad 2c", 2: "Ks Kd 3c", 3: "Qs Qd 4c", 4: "Js 5d 4h"}, "guts", "challenge", "challenge", "pass")
    assert guts.pot() == 40
    with pytest.raises(RuleError) as refusal:
        guts.do(HOST, {"type": "start_deal", "variant": "five_card_draw"})
    assert refusal.value.message == ("Guts goes on: the next deal is Guts until its pot is won (or the host settles "
                                     "the pot).")
    assert (suggested(guts.night).variant, suggested(guts.night).why) == ("guts", GOES_ON)
    guts.do(HOST, {"type": "settle_pot"})
    guts.do(HOST, {"type": "start_deal", "variant": "five_card_draw"})


def rotation_night(every=None) -> Night:
    table = Night({1: 1000, 2: 1000, 3: 1000})
    games = [{"variant": "holdem", "options": {"betting": "fixed"}}, {"variant": "five_card_draw"},
             {"variant": "omaha_hi_lo"}]
    table.do(HOST, {"type": "set_rotation", "games": games, **({"every": every} if every else {})})
    return table


def deal_next(table: Night) -> str:
    """The next dealer deals what the night suggests, with one tap; the deal's place in the rotation."""
    following = suggested(table.night)
    table.do(following.dealer, {"type": "start_deal", "variant": following.variant, "options": following.options})
    place = table.night.deal.place
    play_out(table)
    return f"{following.variant} {place.deal}/{place.of}"


def test_a_rotation_changes_the_game_every_orbit_of_the_players_dealt_in():
    table = rotation_night()
    assert [deal_next(table) for _ in range(4)] == ["holdem 1/3", "holdem 2/3", "holdem 3/3", "five_card_draw 1/3"]
    assert table.night.deals[0].options["betting"] == "fixed"
    assert table.night.deals[0].place.words == "Mixed games: Texas hold'em, fixed limit, deal 1 of 3"
    table.do(HOST, {"type": "sit_out", "seat": 3})  # the orbit was fixed at the first deal of the game
    assert [deal_next(table) for _ in range(3)] == ["five_card_draw 2/3", "five_card_draw 3/3", "omaha_hi_lo 1/2"]
    assert suggested(table.night).place.words == "Mixed games: Omaha hi-lo, eight or better, fixed limit, deal 2 of 2"
    assert rules.replay(table.log) == table.night


def test_a_rotation_every_n_deals_and_a_deal_of_another_game_does_not_count():
    table = rotation_night(every=2)
    assert deal_next(table) == "holdem 1/2"
    table.do(2, {"type": "start_deal", "variant": "omaha"})  # the dealer's own choice: still allowed
    assert table.night.deal.place is None
    play_out(table)
    assert [deal_next(table) for _ in range(4)] == ["holdem 2/2", "five_card_draw 1/2", "five_card_draw 2/2",
                                                   "omaha_hi_lo 1/2"]
    table.do(HOST, {"type": "end_rotation"})
    assert suggested(table.night).why == AGAIN


@pytest.mark.parametrize("command, said", [
    ({"preset": "omaha"}, "Say which games the rotation deals: HORSE, 8-game, or a list of the table's own."),
    ({"games": [{"variant": "holdem"}]}, "A rotation deals 2 to 20 games in turn."),
    ({"games": [{"variant": "holdem"}, {"variant": "bridge"}]}, "There is no game called 'bridge'."),
    ({"games": [{"variant": "holdem", "options": {"betting": "none"}}, {"variant": "omaha"}]},
     "The betting must be one of spread, fixed, pot, no."),
    ({"games": [{"variant": "holdem"}, {"variant": "omaha"}], "every": 0},
     "The game changes every 1 to 100 deals, or every orbit."),
])
def test_a_rotation_the_referee_cannot_deal_is_refused_with_a_sentence(command, said):
    table = Night({1: 1000, 2: 1000})
    with pytest.raises(RuleError) as refusal:
        table.do(HOST, {"type": "set_rotation", **command})
    assert refusal.value.message == said


def test_only_the_host_sets_or_ends_a_rotation():
    table = rotation_night()
    for command in ({"type": "set_rotation", "games": [{"variant": "holdem"}, {"variant": "omaha"}]},
                    {"type": "end_rotation"}):
        with pytest.raises(RuleError) as refusal:
            table.do(1, command)
        assert refusal.value.code == "host_only"
    table.do(HOST, {"type": "end_rotation"})
    with pytest.raises(RuleError) as refusal:
        table.do(HOST, {"type": "end_rotation"})
    assert refusal.value.message == "No rotation is set: each dealer chooses the game."


def test_each_preset_suggests_its_first_game_with_its_betting():
    table = Night({1: 1000, 2: 1000})
    for key, preset in PRESETS.items():
        table.do(HOST, {"type": "set_rotation", "preset": key})
        following = suggested(table.night)
        assert following.why == ROTATION and following.place.words.startswith(f"{preset.name}: ")


@pytest.mark.parametrize("preset, games", [
    ("horse", ["holdem", "omaha_hi_lo", "razz", "seven_card_stud", "stud_hi_lo"]),
    ("eight_game", ["deuce_to_seven_triple_draw", "holdem", "omaha_hi_lo", "razz", "seven_card_stud",
                    "stud_hi_lo", "holdem", "omaha"]),
])
def test_a_preset_deals_each_of_its_games_for_an_orbit_then_starts_again(preset, games):
    table = Night({1: 1000, 2: 1000, 3: 1000})
    table.do(HOST, {"type": "set_rotation", "preset": preset})
    dealt = []
    for _ in range(len(games) * 3 + 1):
        following = suggested(table.night)
        table.do(following.dealer, {"type": "start_deal", "variant": following.variant, "options": following.options})
        dealt.append((table.night.deal.variant, table.night.deal.options["betting"]))
        play_out(table)
    orbits = [(key, options["betting"]) for key, options, _ in PRESETS[preset].games for _ in range(3)]
    assert [variant for variant, _ in dealt] == [game for game in games for _ in range(3)] + games[:1]
    assert dealt[:-1] == orbits
