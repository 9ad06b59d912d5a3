"""The gooch: a hand dealt to the table every deal and stored in order, that an unchallenged gutser
must beat, oldest first, before the game is won.

Four players; each deal before the last everybody passes, storing one more
gooch face down. In the last deal Ann (a pair of aces) gutses unchallenged,
shows, and the dealer turns up the gooches she faces.
"""

from __future__ import annotations

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from tests.support.guts_night import GutsNight

HANDS = {1: "As Ad 2c", 2: "Ks Kd 3c", 3: "Qs Qd 4c", 4: "Js 5d 4h"}
WEAK, WEAKER, TRIPS, TIE = "Ts 9h 8d", "Th 9c 6d", "7c 7d 7h", "Ac Ah 2d"


def stored(count: int, gooch: str = "gooch") -> GutsNight:
    """A game in which `count` gooches are stored (the last deal's among them) and Ann's turn to speak comes."""
    night = GutsNight([500] * 4)
    options = {"dealer": 4, "gooch": gooch}  # the options of a game are chosen at its first deal
    for _ in range(count - 1):
        night.play(HANDS, "pass", "pass", "pass", "pass", **options)
        options = {}
    night.start(**options)
    night.enter(HANDS)
    night.gutses_unchallenged(1)
    night.show()
    return night


@pytest.mark.parametrize(
    "gooches, faced, gooch, ann, pot, left, line",
    [
        pytest.param(1, [WEAK], "gooch", 515, 0, 0, "Ann goes unchallenged, beats every gooch, and takes the pot "
                     "of 20¢: the game is over", id="one gooch beaten: the game is won"),
        pytest.param(1, [TRIPS], "gooch", 495, 20, 1, "Ann loses to the first gooch (Three of a kind, sevens): "
                     "no winnings, the game goes on", id="one gooch wins: no winnings"),
        pytest.param(1, [TIE], "gooch", 495, 20, 1, "Ann ties the first gooch (Pair of aces, deuce kicker): "
                     "no winnings, the game goes on", id="a tie with the gooch is a loss"),
        pytest.param(2, [WEAK, TRIPS], "gooch", 505, 10, 1, "Ann loses to a later gooch (Three of a kind, sevens) "
                     "and takes half the pot, 10¢; the game goes on", id="two gooches: the second wins, half the pot"),
        pytest.param(2, [WEAK, WEAKER], "gooch", 515, 0, 0, "Ann goes unchallenged, beats every gooch, and takes the "
                     "pot of 20¢: the game is over", id="two gooches beaten"),
        pytest.param(2, [TIE], "gooch", 495, 20, 2, "Ann ties the first gooch (Pair of aces, deuce kicker): "
                     "no winnings, the game goes on", id="two gooches: the first ties, the second waits"),
        pytest.param(3, [WEAK, WEAKER, "Tc 8h 6c"], "gooch", 515, 0, 0, "Ann goes unchallenged, beats every "
                     "gooch, and takes the pot of 20¢: the game is over", id="three gooches beaten"),
        pytest.param(3, [WEAK, TIE], "gooch", 505, 10, 2, "Ann ties a later gooch (Pair of aces, deuce kicker) and "
                     "takes half the pot, 10¢; the game goes on", id="three gooches: the second ties, the third waits"),
        pytest.param(3, [TRIPS], "gooch", 495, 20, 3, "Ann loses to the first gooch (Three of a kind, sevens): "
                     "no winnings, the game goes on", id="three gooches: the first wins"),
        pytest.param(1, ["7c 7d 2h 7h"], "super", 495, 20, 1, "Ann loses to the first gooch (Three of a kind, "
                     "sevens): no winnings, the game goes on", id="the Super Gooch plays its best three of four"),
        pytest.param(2, ["Kh Kc 8d 5c", "7c 2d 7d 7h"], "super", 505, 10, 1, "Ann loses to a later gooch (Three of "
                     "a kind, sevens) and takes half the pot, 10¢; the game goes on", id="two Super Gooches"),
    ],
)
def test_an_unchallenged_gutser_faces_the_gooches_oldest_first(gooches, faced, gooch, ann, pot, left, line):
    night = stored(gooches, gooch)
    assert len(night.deal.gooches) == gooches and not any(g.cards for g in night.deal.gooches)
    night.face(*faced)
    assert night.lines()[0] == line
    assert night.stacks()[1] == ann and night.pot() == pot
    kept = night.night.carried["guts"]["gooches"] if pot else []
    assert len(kept) == left
    if pot:  # the gooch that beat Ann stays face up; those behind it stay face down
        assert kept[0] == faced[-1].split() and not any(kept[1:])
    assert night.replayed() == night.night


def test_a_faced_gooch_is_compared_at_once_and_keeps_its_cards_out_of_the_deck():
    night = stored(1)
    night.face(TRIPS)
    night.start()
    night.enter(HANDS)
    with pytest.raises(RuleError) as refusal:
        night.do(4, {"type": "cards", "cards": ["7c", "2s", "3s"]})
    assert refusal.value.code == "card_in_play"
    night.gutses_unchallenged(2)
    night.show()  # Bob's kings meet the face-up sevens at once: the dealer faces nothing
    assert night.night.deal is None
    assert night.lines()[0] == "Bob loses to the first gooch (Three of a kind, sevens): no winnings, the game goes on"
    assert len(night.night.carried["guts"]["gooches"]) == 2


def test_only_the_dealer_or_the_host_faces_the_gooch_and_only_when_it_is_faced():
    night = stored(1)
    with pytest.raises(RuleError) as refusal:
        night.do(2, {"type": "face_gooch", "cards": WEAK.split()})
    assert refusal.value.code == "dealer_only"
    with pytest.raises(RuleError) as refusal:
        night.do(HOST, {"type": "face_gooch", "cards": ["As", "2h", "3h"]})
    assert refusal.value.code == "card_in_play"  # Ann showed the A♠
    night.do(night.night.deal.dealer, {"type": "face_gooch", "cards": WEAK.split()})
    assert night.night.deal is None


def test_the_gooches_kept_out_of_the_deck_limit_the_players():
    night = GutsNight([500] * 16)
    night.start(dealer=16, gooch="super")
    assert night.view()["most_players"] == 16
    night.enter({seat: cards for seat, cards in enumerate(_dealt(16), 1)})
    night.say(*["pass"] * 16)
    with pytest.raises(RuleError) as refusal:
        night.start()
    assert refusal.value.message == ("With 2 gooches kept out of the deck, it deals three cards each to at most 14 "
                                     "players, not 16.")


def _dealt(players: int) -> list[str]:
    ranks, suits = "23456789TJQKA", "cdhs"
    deck = [rank + suit for suit in suits for rank in ranks]
    return [" ".join(deck[3 * n:3 * n + 3]) for n in range(players)]
