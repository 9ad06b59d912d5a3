"""Monte Carlo: five-card draw; someone must open with jacks or better, else the cards are dealt again;
bet, draw, bet, show; the opener must show openers; nobody with three of a kind or better: the pot stays
for the next deal, which everyone antes into again.

Three seats, dealer 3 (so seat 1 speaks first) unless a test says otherwise; antes 5¢.
"""

from __future__ import annotations

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from tests.support.night import Night

from .conftest import checks, offered, phases

SEATS = {1: 500, 2: 500, 3: 500}


def test_the_game_and_its_options_in_the_catalog():
    variant = VARIANTS["monte_carlo"]
    options = {o.name: o.default for o in variant.options}
    assert options["ante"] == 5 and options["draw_limit"] == "house"
    assert variant.match and variant.max_players == 7


def test_a_deal_goes_openers_bet_draw_bet_show(deal):
    d = deal("monte_carlo", SEATS, dealer=3)
    assert d.state.current.name == "openers" and d.state.to_act() == 1
    assert set(offered(d, 1)) == {"cards", "open", "pass"} and not set(offered(d, 2)) - {"cards"}
    assert d.refuse(2, {"type": "open"}).code == "not_your_turn"
    d.act(1, {"type": "pass"})
    d.act(2, {"type": "open"})
    assert d.variant.view(d.state, None)["opener"] == 2
    assert d.state.current.name == "betting" and d.state.to_act() == 1  # betting starts left of the dealer
    checks(d)
    assert d.refuse(1, {"type": "draw", "count": 4}).code == "too_many_drawn"  # the house limit
    for seat in (1, 2, 3):
        d.act(seat, {"type": "draw", "count": 2})
    checks(d)
    assert phases(d) == ["dealing", "openers", "betting", "draw", "betting", "showdown"]


def test_nobody_opening_deals_the_cards_again_and_the_antes_stay(deal):
    d = deal("monte_carlo", SEATS, dealer=3)
    d.act(1, {"type": "cards", "cards": ["2c", "3d", "5h", "7s", "9c"]})
    for seat in (1, 2):
        d.act(seat, {"type": "pass"})
    drafts = d.act(3, {"type": "pass"})
    assert drafts[-1].type == "redeal" and drafts[-1].payload["why"].startswith("nobody opened with a pair of jacks")
    assert not drafts[-1].postings and d.state.pot == 15  # no new ante
    assert d.state.current.name == "openers" and d.state.to_act() == 1  # everyone speaks again
    assert d.state.zones.entered == {} and all(d.state.down_count(seat) == 5 for seat in SEATS)
    d.act(1, {"type": "open"})
    assert d.state.current.name == "betting"
    assert d.replayed() == d.state


@pytest.mark.parametrize("cards, may_open", [
    (["Jc", "Jd", "2h", "5s", "9c"], True),
    (["Ac", "Ad", "2h", "5s", "9c"], True),
    (["3c", "3d", "4h", "4s", "9c"], True),  # two pair beats a pair of jacks
    (["2c", "3d", "4h", "5s", "6c"], True),  # a straight
    (["Tc", "Td", "2h", "5s", "9c"], False),
    (["Ac", "Kd", "Qh", "Js", "9c"], False),
])
def test_a_player_who_entered_a_hand_without_openers_is_refused_at_once(deal, cards, may_open):
    d = deal("monte_carlo", SEATS, dealer=3)
    d.act(1, {"type": "cards", "cards": cards})
    assert ("open" in offered(d, 1)) == may_open
    if may_open:
        d.act(1, {"type": "open"})
        assert d.state.current.name == "betting"
    else:
        refusal = d.refuse(1, {"type": "open"})
        assert refusal.code == "no_openers" and "do not hold a pair of jacks or better" in refusal.message
        assert not set(offered(d, 2)) - {"cards"}  # nothing said to the others


def showdown(deal, opener_hand, other_hand):
    """Seat 1 opens, both check to the showdown without drawing, seat 1 then seat 2 show."""
    d = deal("monte_carlo", {1: 500, 2: 500}, dealer=2)
    d.act(1, {"type": "open"})
    checks(d)
    for seat in (1, 2):
        d.act(seat, {"type": "draw", "count": 0})
    checks(d)
    d.act(1, {"type": "show", "cards": opener_hand})
    return d, d.act(2, {"type": "show", "cards": other_hand})[-1].payload


@pytest.mark.parametrize("opener, other, winners, stays, verdict", [
    ("Jh Jd Js 4c 9d", "Kh Kd 2c 3s 5h", [1], False, None),
    ("Jh Jd 2s 4c 9d", "Kh Kd Ks 3s 5h", [2], False, None),
    ("Th Td Ts 4c 9d", "Kh Kd 2c 3s 5h", [1], False, None),  # three tens are openers too
    ("Jh Jd 2s 4c 9d", "Kh Kd 2c 3s 5h", [], True, None),  # nobody holds three of a kind
    ("Ah Ad 2s 2c 9d", "Kh Kd Qc Qs 5h", [], True, None),  # two pair is not enough
    ("Th Td 2s 4c 9d", "Qh Qd Qs 3s 5h", [2], False, "opened without a pair of jacks or better"),
    ("Th Td 2s 4c 9d", "Kh Kd 2c 3s 5h", [], True, "opened without a pair of jacks or better"),
    ("2h 3h 4h 5h 6h", "Qh Qd Qs 3s 5d", [1], False, None),  # a straight flush holds openers
])
def test_the_showdown_needs_three_of_a_kind_and_the_openers(deal, opener, other, winners, stays, verdict):
    d, ruled = showdown(deal, opener.split(), other.split())
    assert ruled["pots"][0]["winners"] == winners
    assert ("pot_stays" in ruled) == stays
    if stays:
        assert ruled["summary"] == "Nobody wins the pot: nobody holds three of a kind or better; it stays for the next deal."
        assert d.stack(1) == d.stack(2) == 495
    else:
        assert d.stack(winners[0]) == 505
    assert ruled["hands"]["1"].get("verdict") == verdict


NO_TRIPS = {1: "Kh Kd 2c 3s 5h", 2: "Qh Qd 2d 3c 5s"}
TRIPS = {1: "Kh Kd 2c 3s 5h", 2: "Qh Qd Qs 3c 5s"}


def play(table: Night, shown: dict[int, str], bet: int = 0):
    """The deal started at the night: the first seat opens and bets `bet`, everyone calls, nobody draws."""
    first = table.state.to_act()
    table.do(first, {"type": "open"})
    while (seat := table.state.to_act()) is not None and table.state.current.name == "betting":
        table.do(seat, {"type": "bet", "amount": bet} if seat == first and bet else {"type": "call" if bet else "check"})
    while table.state.current.name == "draw":
        table.do(table.state.to_act(), {"type": "draw", "count": 0})
    while table.state.current.name == "betting":
        table.do(table.state.to_act(), {"type": "check"})
    drafts = []
    for seat, cards in shown.items():
        drafts = table.do(seat, {"type": "show", "cards": cards.split()})
    return drafts[-1].payload


def test_the_pot_nobody_won_is_carried_to_the_next_deal_which_antes_again():
    table = Night({1: 500, 2: 500})
    table.do(HOST, {"type": "start_deal", "variant": "monte_carlo", "dealer": 2})
    ruled = play(table, NO_TRIPS, bet=25)
    assert ruled["pot_stays"] and table.stack(1) == table.stack(2) == 470
    match = table.night.matches["monte_carlo"]
    assert table.night.balance(match.account) == 60
    table.do(HOST, {"type": "start_deal", "variant": "monte_carlo", "dealer": 1})
    assert table.state.pot == 70 and table.stack(1) == table.stack(2) == 465  # everyone antes again
    ruled = play(table, TRIPS)
    assert ruled["pots"][0]["amount"] == 70 and ruled["pots"][0]["winners"] == [2]
    assert table.stack(2) == 535 and table.stack(1) == 465
    assert "monte_carlo" not in table.night.matches and table.night.balance(match.account) == 0
    assert rules.replay(table.log) == table.night
