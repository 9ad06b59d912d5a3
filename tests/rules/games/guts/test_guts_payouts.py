"""Every way a deal of guts is resolved, and what each moves: a table of scenarios.

Four players, dealer Dee, so Ann speaks first. The ante (5¢ each, the first
deal of a game) makes a 20¢ pot unless a scenario says otherwise.
"""

from __future__ import annotations

import pytest

from referee.rules.money.stakes import cents
from tests.support.guts_night import GutsNight

HANDS = {  # Ann's aces beat Bob's kings beat Cy's queens beat Dee's jack high
    1: "As Ad 2c", 2: "Ks Kd 3c", 3: "Qs Qd 4c", 4: "Js 5d 4h",
}


@pytest.mark.parametrize(
    "hands, words, options, stacks, pot, lines",
    [
        pytest.param(
            {}, ["guts", "challenge", "challenge", "pass"], {},
            {1: 515, 2: 475, 3: 475, 4: 495}, 40,
            ["Ann beats every challenger and takes the pot of 20¢", "Bob and Cy each pay 20¢ into the next pot",
             "The guts pot holds 40¢ for the next deal."],
            id="the gutser beats every challenger, and each pays the pot",
        ),
        pytest.param(
            {}, ["pass", "guts", "pass", "pass", "challenge"], {},
            {1: 515, 2: 475, 3: 495, 4: 495}, 20,
            ["Ann beats the gutser and takes the pot of 20¢", "Bob pays 20¢ into the next pot",
             "The guts pot holds 20¢ for the next deal."],
            id="a passer challenges from the gutser's left and wins; the gutser doubles",
        ),
        pytest.param(
            {}, ["pass", "guts", "challenge", "pass", "challenge"], {"loser_pays": "twice"},
            {1: 515, 2: 455, 3: 495, 4: 495}, 40,
            ["Ann beats the gutser and takes the pot of 20¢", "Bob pays 40¢ into the next pot",
             "The guts pot holds 40¢ for the next deal."],
            id="the option: a beaten gutser pays twice the pot; a losing challenger pays nothing",
        ),
        pytest.param(
            {1: "Ac Kh 2d", 3: "Ah Kc 3h", 4: "5s 5h 7c"}, ["pass", "pass", "guts", "challenge", "challenge", "pass"],
            {}, {1: 495, 2: 495, 3: 475, 4: 515}, 20,
            ["Dee beats the gutser and takes the pot of 20¢", "Cy pays 20¢ into the next pot",
             "The guts pot holds 20¢ for the next deal."],
            id="the best challenger takes it all; the others pay nothing",
        ),
        pytest.param(
            {2: "Ah Ac 2d"}, ["pass", "pass", "guts", "pass", "challenge", "challenge"], {},
            {1: 505, 2: 505, 3: 475, 4: 495}, 20,
            ["Ann and Bob tie as the best hand and split the pot of 20¢: 10¢ each", "Cy pays 20¢ into the next pot",
             "The guts pot holds 20¢ for the next deal."],
            id="tied best challengers split the pot",
        ),
        pytest.param(
            {1: "As Kd 2c", 2: "Ah Kh 2d", 3: "Qs Jd 4c"}, ["guts", "challenge", "challenge", "pass"], {},
            {1: 495, 2: 495, 3: 495, 4: 495}, 20,
            ["Ann and Bob tie: nobody wins or pays, the pot stays and the cards are dealt again",
             "The guts pot holds 20¢ for the next deal."],
            id="the gutser ties the best challenger: nobody wins or pays, not even a worse challenger",
        ),
        pytest.param(
            {}, ["guts", "pass", "challenge", "pass"], {"ante": 50},
            {1: 650, 2: 450, 3: 250, 4: 450}, 200,
            ["Ann beats every challenger and takes the pot of $2.00", "Cy pays $2.00 into the next pot",
             "The guts pot holds $2.00 for the next deal."],
            id="the pot's amount as the ruling is made",
        ),
    ],
)
def test_a_showdown_moves_what_the_rulings_say(hands, words, options, stacks, pot, lines):
    night = GutsNight([500] * 4)
    night.play({**HANDS, **hands}, *words, dealer=4, **options)
    assert night.lines() == lines
    assert night.stacks() == stacks and night.pot() == pot
    assert night.replayed() == night.night


@pytest.mark.parametrize(
    "stacks, ante, words, after, lines",
    [
        pytest.param(
            [500, 500, 100, 500], 100, ["guts", "pass", "challenge", "pass"], {1: 800, 3: 0},
            ["Ann beats every challenger and takes the pot of $4.00",
             "Cy owes $4.00 into the next pot but has only 0¢: pays it all, $4.00 short",
             "The guts pot is empty: the game is over."],
            id="a challenger who put everything in the ante pays nothing more",
        ),
        pytest.param(
            [500, 500, 300, 500], 150, ["pass", "pass", "guts", "pass", "challenge", "challenge"], {1: 950, 3: 0},
            ["Ann beats the gutser and takes the pot of $6.00",
             "Cy owes $6.00 into the next pot but has only $1.50: pays it all, $4.50 short",
             "The guts pot holds $1.50 for the next deal."],
            id="a beaten gutser pays their whole stack, the shortfall said",
        ),
    ],
)
def test_forced_payments_are_capped_at_the_stack(stacks, ante, words, after, lines):
    night = GutsNight(stacks)
    night.play(HANDS, *words, dealer=4, ante=ante)
    assert night.lines() == lines
    assert {seat: night.stacks()[seat] for seat in after} == after
    assert all(stack >= 0 for stack in night.stacks().values())
    assert sum(night.stacks().values()) + night.pot() == sum(stacks)


@pytest.mark.parametrize(
    "options, hands, stacks, lines",
    [
        pytest.param({}, {}, {1: 495, 2: 495, 3: 495, 4: 495}, [], id="no coward rule: a redeal"),
        pytest.param(
            {"cowards": "tax"}, {}, {1: 470, 2: 495, 3: 495, 4: 495}, ["Ann pays 25¢ in coward tax (the best hand)"],
            id="the coward tax: the best hand pays",
        ),
        pytest.param(
            {"cowards": "tax", "coward_price": 50}, {2: "Ah Ac 2d"}, {1: 445, 2: 445, 3: 495, 4: 495},
            ["Ann and Bob each pay 50¢ in coward tax (the best hand)"],
            id="tied best hands each pay the tax",
        ),
        pytest.param(
            {"cowards": "tariff"}, {}, {1: 470, 2: 470, 3: 470, 4: 470},
            ["Ann, Bob, Cy and Dee each pay 25¢ in coward tariff"],
            id="the coward tariff: everyone pays",
        ),
    ],
)
def test_everyone_passes(options, hands, stacks, lines):
    night = GutsNight([500] * 4)
    night.play({**HANDS, **hands}, "pass", "pass", "pass", "pass", dealer=4, **options)
    assert night.lines() == ["Everyone passed: the cards are dealt again, the deal passing left.", *lines,
                             f"The guts pot holds {cents(night.pot())} for the next deal."]
    assert night.stacks() == stacks and night.pot() == 2000 - sum(stacks.values())
    assert night.night.deal is None and night.night.button == 4
    night.start()
    assert night.night.deal.dealer == 1 and night.deal.rules.first_deal is False  # no second ante


def test_the_coward_tariff_is_capped_at_the_stack():
    night = GutsNight([500, 500, 20, 500])
    night.play(HANDS, "pass", "pass", "pass", "pass", dealer=4, cowards="tariff")
    assert "Cy owes 25¢ in coward tariff but has only 15¢: pays it all, 10¢ short" in night.lines()
    assert night.stacks()[3] == 0 and night.pot() == 20 + 75 + 15


def test_an_unchallenged_gutser_wins_the_game_and_the_next_deal_starts_a_new_one():
    night = GutsNight([500] * 4)
    night.play(HANDS, "guts", "challenge", "pass", "pass", dealer=4)  # Ann wins, Bob pays 20¢
    night.play(HANDS, "pass", "pass", "guts", "pass", "pass", "pass")  # dealt by Ann: Dee gutses, unchallenged
    assert night.ruling()["over"] is True
    assert night.pot() == 0 and night.night.matches == {}
    night.start()
    assert night.deal.rules.first_deal is True and night.deal.pot == 20  # a new game, a new ante
