"""The host's deal page acts for a seat whose phone died, and shows none of that seat's cards."""

from __future__ import annotations

from tests.support.forms import FormPhone

HANDS = {1: "As,Ad,Ac,Kd,2s", 2: "Qh,Qd,7c,7d,3s", 3: "9h,8h,5c,4d,2h"}


def test_the_host_bets_folds_and_draws_for_seats_from_the_deal_page(client, seats, table, phones):
    host = FormPhone(client.application.test_client(), table.id, table.host)
    seats[1].do("start_deal", "", variant="five_card_draw")
    for seat, cards in HANDS.items():
        seats[seat].do("cards", cards=cards)
    assert {"bet-for-2", "check-for-2", "fold-for-2"} <= set(host.forms())
    assert "cards-for-2" not in host.forms()
    host.do("bet-for-2", money="0.25")
    host.do("fold-for-3")
    seats[1].do("call")
    host.do("draw-for-2", count="1")
    history = seats[1].page("/history/1")
    assert "The host for Bob: bet $0.25" in history and "The host for Cy: fold" in history
    phones(table).assert_hidden({2: HANDS[2].split(","), 3: HANDS[3].split(",")} | {1: HANDS[1].split(",")})
