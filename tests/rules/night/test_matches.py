"""A game that spans several deals keeps one pot until it is won; the night can't close with chips in it.

The game here exists for these tests: five-card stud in which nobody may win
the pot without three of a kind, so the pot stays, as in Monte Carlo.
"""

from __future__ import annotations

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.poker.deal import PokerGame
from referee.rules.poker.phases import Betting, Cards
from referee.rules.poker.variant import PokerVariant
from tests.support.night import Night as LoggedNight


def _needs_trips(state, hands):
    if any(hand.category not in ("high_card", "pair", "two_pair") for hand in hands.values()):
        return None
    return "nobody has three of a kind"


CARRIED = PokerGame(
    key="test_carried", title="Carried pot, as a test", description="Nobody wins without three of a kind.",
    phases=(Cards(down=1, up=4), Betting()), stud=True, defaults={"ante": 5},
    match=True, pot_stays=_needs_trips,
)


class Night(LoggedNight):
    def __init__(self, players=3):
        super().__init__({seat: 500 for seat in range(1, players + 1)})

    def play(self, dealer, up, down):
        """A deal checked down to the showdown: `up` are each seat's four face-up cards, `down` its hole card."""
        self.do(HOST, {"type": "start_deal", "variant": CARRIED.key, "dealer": dealer})
        for wave in range(4):
            self.do(dealer, {"type": "deal_up", "cards": {str(s): cards[wave] for s, cards in up.items()}})
        while self.night.deal is not None and (seat := self.night.deal.state.to_act()) is not None:
            self.do(seat, {"type": "check"})
        drafts = []
        for seat, card in down.items():
            drafts = self.do(seat, {"type": "show", "cards": [card]})
        return drafts[-1].payload

    def stack(self, seat):
        return self.night.balance(rules.stack(seat))


@pytest.fixture(autouse=True)
def carried_game(monkeypatch):
    monkeypatch.setitem(VARIANTS, CARRIED.key, PokerVariant(CARRIED))


NO_TRIPS = {1: ["2c", "5d", "9h", "Js"], 2: ["3c", "6d", "Th", "Qs"], 3: ["4c", "7d", "8h", "Ks"]}
TRIPS = {1: ["2c", "2d", "9h", "Js"], 2: ["3c", "6d", "Th", "Qs"], 3: ["4c", "7d", "8h", "Ks"]}


def test_the_pot_stays_in_the_match_and_the_next_deal_plays_for_it():
    table = Night()
    ruled = table.play(3, NO_TRIPS, {1: "Ac", 2: "Ad", 3: "Ah"})
    assert ruled["pot_stays"] == "nobody has three of a kind" and not any(p["paid"] for p in ruled["pots"])
    match = table.night.matches[CARRIED.key]
    assert table.night.balance(match.account) == 15 and match.seats == {1, 2, 3}
    assert "still holds 15¢, and the host must settle it" in rules.closing_problem(table.night)
    ruled = table.play(1, TRIPS, {1: "2h", 2: "Ad", 3: "Ah"})
    assert ruled["pots"][0]["amount"] == 30 and ruled["pots"][0]["paid"] == {"1": 30}
    assert table.stack(1) == 520 and CARRIED.key not in table.night.matches
    assert table.night.balance(match.account) == 0
    assert rules.replay(table.log) == table.night


def test_the_host_settles_a_pot_left_at_the_end_of_the_night_evenly():
    table = Night(players=2)
    table.play(2, {1: NO_TRIPS[1], 2: NO_TRIPS[2]}, {1: "Ac", 2: "Ad"})
    with pytest.raises(RuleError) as refusal:
        table.do(1, {"type": "settle_pot"})
    assert refusal.value.code == "host_only"
    drafts = table.do(HOST, {"type": "settle_pot"})
    assert drafts[0].payload == {"game": CARRIED.key, "shares": {"1": 5, "2": 5}}
    assert table.stack(1) == table.stack(2) == 500 and not table.night.matches
    for seat in (1, 2):
        table.do(HOST, {"type": "cash_out", "seat": seat, "amount": 500})
    table.do(HOST, {"type": "close"})
    assert table.night.closed


def test_a_game_without_a_match_has_nothing_to_settle():
    table = Night(players=2)
    with pytest.raises(RuleError) as refusal:
        table.do(HOST, {"type": "settle_pot"})
    assert refusal.value.message == "No game's pot holds chips to settle."
