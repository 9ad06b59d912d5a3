"""Gruts: guts with "gruts" and "chawawenge" on the buttons, and infractions for the old words.

An infraction goes into the infraction pot during the deal, never into the
stakes of it; the infraction pot joins the guts pot when the deal is resolved,
and on the deal that ends the game the winner takes it too.
"""

from __future__ import annotations

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from tests.support.guts_night import GutsNight

HANDS = {1: "As Ad 2c", 2: "Ks Kd 3c", 3: "Qs Qd 4c", 4: "Js 5d 4h"}


def gruts(stacks=(500, 500, 500, 500)) -> GutsNight:
    night = GutsNight(list(stacks), game="gruts")
    night.start(dealer=4)
    night.enter(HANDS)
    return night


def test_the_buttons_say_gruts_and_chawawenge():
    night = gruts()
    assert [offer["type"] for offer in night.legal(1) if offer["type"] in ("gruts", "guts", "pass")] == \
        ["gruts", "pass"]
    with pytest.raises(RuleError) as refusal:
        night.do(1, {"type": "guts"})
    assert refusal.value.message == "Now each player says gruts or pass, not guts."
    night.say("gruts")
    assert {"chawawenge", "pass"} <= {offer["type"] for offer in night.legal(2)}


@pytest.mark.parametrize(
    "calls, words, stacks, pot, lines",
    [
        pytest.param(
            [(3, 2)], ["gruts", "chawawenge", "chawawenge", "pass"], {1: 515, 2: 450, 3: 475, 4: 495}, 65,
            ["Ann beats every challenger and takes the pot of 20¢", "Bob and Cy each pay 20¢ into the next pot",
             "The infraction pot's 25¢ joins the guts pot.", "The guts pot holds 65¢ for the next deal."],
            id="a fine during the deal: the challengers pay the pot without it, then it joins",
        ),
        pytest.param(
            [(1, 2), (4, 3)], ["pass", "gruts", "pass", "pass", "chawawenge"], {1: 515, 2: 450, 3: 470, 4: 495},
            70, ["Ann beats the grutser and takes the pot of 20¢", "Bob pays 20¢ into the next pot",
                 "The infraction pot's 50¢ joins the guts pot.", "The guts pot holds 70¢ for the next deal."],
            id="the beaten grutser doubles only the pot, not the fines",
        ),
        pytest.param(
            [(2, 1)], ["gruts", "pass", "pass", "pass"], {1: 515, 2: 495, 3: 495, 4: 495}, 0,
            ["Ann goes unchallenged and takes the pot of 20¢ and the infraction pot of 25¢: the game is over"],
            id="the deal that ends the game: the winner takes the fines too",
        ),
        pytest.param(
            [(2, 3)], ["pass", "pass", "pass", "pass"], {1: 495, 2: 495, 3: 470, 4: 495}, 45,
            ["Everyone passed: the cards are dealt again, the deal passing left.",
             "The infraction pot's 25¢ joins the guts pot.", "The guts pot holds 45¢ for the next deal."],
            id="everyone passes: the fines join the pot",
        ),
    ],
)
def test_infractions_join_the_pot_only_once_the_deal_is_resolved(calls, words, stacks, pot, lines):
    night = gruts()
    for caller, seat in calls:
        night.do(caller, {"type": "infraction", "seat": seat})
    assert night.deal.pot == 20 and night.deal.fines == 25 * len(calls)
    night.say(*words)
    night.show()
    assert night.lines() == lines
    assert night.stacks() == stacks and night.pot() == pot
    assert night.night.balance("match:1:infractions") == 0
    assert night.replayed() == night.night


def test_the_host_voids_an_infraction_and_the_fine_goes_back():
    night = gruts()
    night.do(2, {"type": "infraction", "seat": 3})
    night.do(4, {"type": "infraction", "seat": 1})
    assert night.view()["infractions"][0] == {"number": 1, "caller": 2, "seat": 3, "amount": 25, "voided": False}
    with pytest.raises(RuleError) as refusal:
        night.do(2, {"type": "void_infraction", "infraction": 1})
    assert refusal.value.code == "host_only"
    night.do(HOST, {"type": "void_infraction", "infraction": 1})
    assert night.stacks()[3] == 495 and night.deal.fines == 25
    with pytest.raises(RuleError):
        night.do(HOST, {"type": "void_infraction", "infraction": 1})
    night.say("pass", "pass", "pass", "pass")
    assert "The infraction pot's 25¢ joins the guts pot." in night.lines()


@pytest.mark.parametrize(
    "caller, seat, code",
    [(1, 1, "own_infraction"), (1, 9, "bad_seat"), (1, 3, "nothing_to_fine")],
)
def test_infractions_that_are_refused(caller, seat, code):
    night = gruts((500, 500, 5, 500))  # Cy's 5¢ all went in the ante
    with pytest.raises(RuleError) as refusal:
        night.do(caller, {"type": "infraction", "seat": seat})
    assert refusal.value.code == code


def test_a_fine_is_capped_at_the_stack():
    night = gruts((500, 500, 20, 500))
    night.do(1, {"type": "infraction", "seat": 3})
    assert night.stacks()[3] == 0 and night.deal.fines == 15


def test_plain_guts_has_no_infractions():
    night = GutsNight([500] * 4)
    night.start(dealer=4)
    assert not any(offer["type"] == "infraction" for offer in night.legal(1))
    with pytest.raises(RuleError) as refusal:
        night.do(1, {"type": "infraction", "seat": 2})
    assert refusal.value.code == "no_infractions"


def test_fines_called_while_the_grutser_faces_the_gooch_join_the_pot_the_gooch_keeps():
    night = GutsNight([500] * 4, game="gruts")
    night.start(dealer=4, gooch="gooch")
    night.enter(HANDS)
    night.gutses_unchallenged(1)
    night.show()
    night.do(2, {"type": "infraction", "seat": 3})  # Cy said "guts" while the dealer turned up the gooch
    night.face("7c 7d 7h")
    assert night.lines() == ["Ann loses to the first gooch (Three of a kind, sevens): no winnings, the game goes on",
                             "The infraction pot's 25¢ joins the guts pot.", "The guts pot holds 45¢ for the next deal."]
    assert night.stacks() == {1: 495, 2: 495, 3: 470, 4: 495} and night.pot() == 45
