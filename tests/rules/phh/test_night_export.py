"""A night's deals as one PHH series file, from the API and from the history page; the kitty's rake settled."""

from __future__ import annotations

from decimal import Decimal

from referee.rules.phh.series import replay_file
from tests.rules.phh.test_export import act, play_no_limit_with_side_pots, replayed, stacks


def play_a_raked_deal(table):
    """Hold'em with a 20% rake: everyone calls, the flop comes, Ann's bet takes the pot of 30¢; the kitty 5¢."""
    act(table, "host", {"type": "start_deal", "variant": "holdem", "dealer": 3, "options": {"rake_percent": 20}})
    act(table, 3, {"type": "call"})
    act(table, 1, {"type": "call"})
    act(table, 2, {"type": "check"})
    act(table, 3, {"type": "community", "cards": ["As", "Kd", "7c"]})
    act(table, 1, {"type": "bet", "amount": 10})
    act(table, 2, {"type": "fold"})
    act(table, 3, {"type": "fold"})


def play_a_wild_deal(table):
    act(table, "host", {"type": "start_deal", "variant": "holdem", "dealer": 3, "options": {"wild_deuces": True}})
    act(table, 3, {"type": "fold"})
    act(table, 1, {"type": "fold"})


def night(table) -> dict[int, int]:
    """Three deals: no limit with side pots, a raked one, a wild one; the stacks after the first."""
    play_no_limit_with_side_pots(table)
    after_first = stacks(table)
    play_a_raked_deal(table)
    play_a_wild_deal(table)
    return after_first


def test_the_nights_deals_export_as_one_series_that_replays_hand_by_hand(app, table, tmp_path):
    first = night(table)
    response = table.get("/phhs", token=table.tokens[2])
    assert response.status_code == 200 and response.mimetype == "text/plain"
    text = response.text
    assert text.splitlines()[1] == ("# Left out: deal 3 (PHH has no wild cards, and this deal was played with some "
                                    "(deuces are wild).)")
    reports = replay_file(text)
    assert [(report.key, report.hand, report.outcome) for report in reports] == [("1", 1, "agrees"),
                                                                                  ("2", 2, "agrees")]
    assert reports[0].replay.finishing_stacks == tuple(first[seat] for seat in (1, 2, 3))
    raked = reports[1].replay.history
    assert (raked.rake, raked.rake_cap) == (Decimal("0.2"), 0)
    code, out = replayed(app, tmp_path, text)
    assert code == 0
    assert out.splitlines()[-1] == "2 hands: 2 agree with the file."


def test_a_table_without_a_phh_deal_has_no_series(table):
    response = table.get("/phhs", token=table.host)
    assert response.status_code == 404
    assert response.json["error"]["code"] == "no_phh_deals"
    assert "No finished deal of this table has a PHH hand history" in response.json["error"]["message"]


def test_the_kitty_is_settled_like_a_player_who_is_owed_the_rake(table):
    night(table)
    settlement = table.get("/settlement").json
    assert settlement["balances"]["0"] == 5 and settlement["names"]["0"] == "the kitty"
    assert sum(settlement["balances"].values()) == 0
    assert any(transfer["to"] == 0 and transfer["amount"] == 5 for transfer in settlement["transfers"])
    assert any(line.endswith("pays the kitty $0.05") for line in settlement["says"])


def test_the_history_page_offers_the_series_and_the_settle_page_shows_the_kitty(app, table):
    night(table)
    phone = app.test_client()
    assert phone.get(f"/t/{table.id}/as/{table.tokens[1]}").status_code == 303
    assert f'href="/t/{table.id}/history.phhs"' in phone.get(f"/t/{table.id}/history").get_data(as_text=True)
    download = phone.get(f"/t/{table.id}/history.phhs")
    assert download.status_code == 200
    assert download.headers["Content-Disposition"] == f'attachment; filename="{table.id}.phhs"'
    assert download.get_data(as_text=True) == table.get("/phhs").text
    settle = phone.get(f"/t/{table.id}/settle").get_data(as_text=True)
    assert "The kitty took $0.05 in rake" in settle


def test_a_phone_not_signed_in_gets_no_series(app, table):
    night(table)
    assert app.test_client().get(f"/t/{table.id}/history.phhs").status_code == 401
