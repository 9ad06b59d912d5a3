"""The dealer's reshuffle: when the deck runs out, the discards and folded cards are dealt again."""

from __future__ import annotations

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.poker.deal import PokerGame
from referee.rules.poker.phases import Betting, Cards
from referee.rules.poker.reshuffle import deck_left
from referee.rules.poker.variant import PokerVariant

SEVEN = {seat: 500 for seat in range(1, 8)}


def offered(d, seat: int) -> list[dict]:
    return [a for a in d.variant.legal_actions(d.state, seat) if a["type"] == "reshuffle"]


def test_a_draw_that_runs_the_deck_out_goes_on_after_the_dealer_reshuffles(deal):
    d = deal("five_card_draw", SEVEN, dealer=7)
    for seat in range(1, 8):
        d.act(seat, {"type": "check"})
    assert deck_left(d.state) == 52 - 35
    assert d.refuse(7, {"type": "reshuffle"}).code == "deck_not_out"
    for seat in range(1, 6):
        assert not offered(d, 7)
        d.act(seat, {"type": "draw", "count": 3})
    assert deck_left(d.state) == 2  # seat 6 may draw up to 4
    assert offered(d, 7) == [{"type": "reshuffle", "left": 2, "fields": []}]
    assert all(not offered(d, seat) for seat in range(1, 7))
    assert d.refuse(1, {"type": "reshuffle"}).code == "dealer_only"
    d.act("host", {"type": "reshuffle"})  # the host may record it for the dealer
    assert deck_left(d.state) == 52 - 35  # every hand is still in play: the 15 thrown cards are the deck
    d.act(6, {"type": "draw", "count": 3})
    d.act(7, {"type": "draw", "count": 3})
    assert d.state.current.name == "betting"
    assert d.replayed() == d.state


WIDE = PokerGame(
    key="wide_stud",
    title="Wide stud",
    description="Eleven down and two up, bet; one up, bet: four players run the deck out.",
    phases=(Cards(down=11, up=2), Betting(), Cards(up=1), Betting()),
)


@pytest.fixture
def wide(deal, monkeypatch):
    monkeypatch.setitem(VARIANTS, WIDE.key, PokerVariant(WIDE))
    d = deal(WIDE.key, {1: 500, 2: 500, 3: 500, 4: 500}, dealer=4)
    ups = {1: ["2c", "3c"], 2: ["2d", "3d"], 3: ["2h", "3h"], 4: ["2s", "3s"]}
    for wave in range(2):
        d.act(4, {"type": "deal_up", "cards": {str(seat): cards[wave] for seat, cards in ups.items()}})
    assert deck_left(d.state) == 0
    d.act(1, {"type": "fold"})
    for seat in (2, 3, 4):
        d.act(seat, {"type": "check"})
    return d


def test_face_up_cards_of_a_folded_player_may_be_dealt_again_after_a_reshuffle(wide):
    d = wide
    assert offered(d, 4) == [{"type": "reshuffle", "left": 0, "fields": []}]
    assert d.refuse(4, {"type": "deal_up", "cards": {"2": "2c"}}).code == "card_in_play"
    d.act(4, {"type": "reshuffle"})
    assert deck_left(d.state) == 52 - 3 * 13  # the folded hand and nothing else
    assert not offered(d, 4)
    assert d.refuse(4, {"type": "deal_up", "cards": {"2": "2d"}}).code == "card_in_play"  # still in play
    d.act(4, {"type": "deal_up", "cards": {"2": "2c", "3": "3c"}})
    assert d.refuse(4, {"type": "deal_up", "cards": {"4": "2c"}}).code == "card_in_play"  # now showing again
    d.act(4, {"type": "deal_up", "cards": {"4": "4c"}})
    assert d.variant.view(d.state, 2)["seats"][0]["up"] == ["2c", "3c"]  # the folded hand as the table saw it
    assert d.replayed() == d.state


def test_a_reshuffle_is_refused_while_the_deck_holds_what_is_dealt_now(wide):
    d = wide
    d.act(4, {"type": "reshuffle"})
    assert d.refuse(4, {"type": "reshuffle"}).code == "deck_not_out"
