"""Who speaks when in guts, what each seat sees, and what holds for the whole game."""

from __future__ import annotations

import pytest

from referee.rules.core.errors import RuleError
from tests.support.guts_night import GutsNight

HANDS = {1: "As Ad 2c", 2: "Ks Kd 3c", 3: "Qs Qd 4c", 4: "Js 5d 4h"}


def started(**options) -> GutsNight:
    night = GutsNight([500] * 4)
    night.start(dealer=2, **options)  # Cy speaks first, then Dee, Ann, Bob
    return night


def test_guts_or_pass_from_the_dealers_left_until_the_first_guts_then_challenges_from_the_gutsers_left():
    night = started()
    spoken = []
    for word in ("pass", "pass", "guts", "pass", "challenge", "pass"):
        turn = night.deal.turn()
        assert [o["type"] for o in night.legal(turn)][:2] in (["guts", "pass"], ["challenge", "pass"])
        spoken.append((turn, word))
        night.say(word)
    # Cy and Dee pass, Ann gutses; Bob, then Cy and Dee (who passed) may challenge; Ann is not asked
    assert spoken == [(3, "pass"), (4, "pass"), (1, "guts"), (2, "pass"), (3, "challenge"), (4, "pass")]
    assert night.deal.to_show() == [3, 1]


@pytest.mark.parametrize(
    "seat, word, code",
    [(1, "pass", "not_your_turn"), (3, "challenge", "wrong_word"), (3, "show", "nothing_to_show"),
     (3, "bet", "unknown_action")],
)
def test_words_out_of_turn_are_refused(seat, word, code):
    night = started()
    with pytest.raises(RuleError) as refusal:
        night.do(seat, {"type": word})
    assert refusal.value.code == code


def test_a_players_cards_are_their_own_until_shown():
    night = started()
    night.enter(HANDS)
    assert night.view(1)["your_cards"] == ["As", "Ad", "2c"] and night.view(2)["your_cards"] == ["Ks", "Kd", "3c"]
    assert "As" not in str(night.view(2)) and "As" not in str(night.view(None))
    night.say("guts", "challenge", "pass", "pass")  # Cy gutses, Dee challenges
    night.show()
    hands = night.ruling()["hands"]
    assert hands["3"] == {"cards": ["Qs", "Qd", "4c"], "words": "Pair of queens, four kicker"}
    assert set(hands) == {"3", "4"}  # Ann neither gutsed nor challenged: her cards stay hers


def test_a_hand_shown_without_entering_it_first():
    night = started()
    night.say("guts", "pass", "pass", "challenge")
    night.do(3, {"type": "show", "cards": ["Qs", "Qd", "4c"]})
    with pytest.raises(RuleError) as refusal:
        night.do(2, {"type": "show", "cards": ["Qs", "2d", "2h"]})
    assert refusal.value.code == "card_in_play"
    night.do(2, {"type": "show", "cards": ["Ks", "Kd", "3c"]})
    assert night.lines()[0] == "Bob beats the gutser and takes the pot of 20¢"


def test_the_options_of_the_first_deal_hold_for_the_whole_game():
    night = GutsNight([500] * 4)
    night.play(HANDS, "pass", "pass", "pass", "pass", dealer=4, cowards="tariff", gooch="gooch")
    night.start(cowards="none", gooch="none")  # a later deal's choices change nothing until the game ends
    assert night.view()["options"]["cowards"] == "tariff" and len(night.deal.gooches) == 2


def test_a_seat_without_chips_for_the_ante_is_not_dealt_in():
    night = GutsNight([500, 500, 20])
    with pytest.raises(RuleError) as refusal:
        night.start(dealer=1, ante=25)
    assert refusal.value.message == "Seat 3 has 20¢ in front of them, less than the ante of 25¢: buy in, or deal " \
                                    "without them."
