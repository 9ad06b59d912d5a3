"""A club through its JSON API: members, nights opened from the club, members' phones seated without a new
link, a guest alone, debts carried and paid, a season's figures against a hand count, and no card in any of it."""

from __future__ import annotations

import re

import pytest

from tests.support.club import ClubApi, holdem_folded, holdem_showdown

ANN_WINS = {1: ["As", "Ks"], 2: ["7d", "7c"], 3: ["2h", "9c"]}  # Cy mucks 2h 9c
BOB_WINS = {1: ["7d", "7c"], 2: ["As", "Ks"], 3: ["2h", "9c"]}
NEVER_SHOWN = ("2h", "9c", "2♥", "9♣")


@pytest.fixture
def club(client):
    return ClubApi(client)


def season_of_three(club):
    """Week 1: Ann wins a showdown (+20, Bob -10, Cy -10); Bob pays his debt the next day, Cy's is carried.
    Week 2: Bob wins the blinds when the others fold (Ann -5, Bob +5). Week 3: Bob wins a showdown."""
    nights = []
    for deal in (lambda n: holdem_showdown(n, ANN_WINS, 1), holdem_folded, lambda n: holdem_showdown(n, BOB_WINS, 2)):
        night = club.open_night(name=f"Week {len(nights) + 1}")
        night.buy_in()
        deal(night)
        night.close()
        nights.append(night)
        if len(nights) == 1:
            paid = club.act(2, {"type": "mark_paid", "payer": "member:2", "payee": "member:1", "amount": 10,
                                "night": night.id})
            # Marked against the night, waiting for Ann: the club's settle-up offers no second mark for it.
            assert [(t["says"], t["waiting"]) for t in club.get("/debts").json["transfers"]] == \
                [("Bob pays Ann $0.10", 10), ("Cy pays Ann $0.10", 0)]
            club.act(1, {"type": "confirm_payment", "payment": paid["events"][0]["payload"]["payment"]})
        if len(nights) == 2:
            assert [t["says"] for t in club.get("/debts").json["transfers"]] == \
                ["Cy pays Ann $0.05", "Cy pays Bob $0.05"]  # Cy's debt of week 1 netted with week 2
            for payee in (1, 2):
                paid = club.act(3, {"type": "mark_paid", "payer": "member:3", "payee": f"member:{payee}",
                                    "amount": 5})
                club.act(payee, {"type": "confirm_payment", "payment": paid["events"][0]["payload"]["payment"]})
    return nights


def test_a_season_of_three_nights_matches_a_hand_count(club):
    nights = season_of_three(club)
    debts = club.get("/debts").json
    week1 = debts["nights"][0]["transfers"]
    assert [(t["says"], t["paid"]) for t in week1] == [("Bob pays Ann $0.10", 10), ("Cy pays Ann $0.10", 0)]
    assert [t["says"] for t in debts["transfers"]] == ["Ann pays Bob $0.10", "Cy pays Bob $0.10"]
    assert sum(b["amount"] for b in debts["balances"]) == 0

    season = club.get("/season").json
    assert [(r["name"], r["net"], r["nights"], r["deals_played"], r["deals_won"]) for r in season["standings"]] == [
        ("Bob", 15, 3, 3, 2), ("Ann", 5, 3, 3, 1), ("Cy", -20, 3, 3, 0)]
    figures = {g["name"]: g for g in season["games"]}
    assert {g["game"] for g in season["games"]} == {"Texas hold'em"}
    assert [(n, figures[n]["deals_dealt"], figures[n]["deals_won"], figures[n]["biggest_pot_won"],
             figures[n]["showdowns_won"]) for n in ("Ann", "Bob", "Cy")] == [
        ("Ann", 0, 1, 30, 1), ("Bob", 0, 2, 30, 1), ("Cy", 3, 0, 0, 0)]
    assert [line["balances"] for line in season["balances"]] == [[0, 20, 15, 5], [0, -10, -5, 15], [0, -10, -10, -20]]
    assert [n["night"] for n in season["nights"]] == [night.id for night in nights]

    csv = club.client.get(f"/api/clubs/{club.id}/standings.csv",
                          headers={"Authorization": f"Bearer {club.tokens[1]}"}).get_data(as_text=True)
    assert csv.splitlines()[1] == "Bob,0.15,3,3,2"
    assert club.get("/verify").json["ok"] is True


def test_a_season_is_the_closed_nights_between_two_dates(club):
    night = club.open_night()
    night.buy_in()
    holdem_folded(night)
    assert club.get("/season").json["standings"] == []  # a night counts once it is closed
    assert club.get("/debts").json["playing"] == [{"night": night.id, "name": "Week"}]
    night.close()
    today = club.get().json["nights"][0]["date"]
    assert len(club.get(f"/season?from={today}&to={today}").json["standings"]) == 3
    assert club.get("/season?to=2000-01-01").json["standings"] == []
    assert club.get("/season?from=yesterday").status_code == 400


def test_a_member_sees_the_standings_and_only_their_own_figures(club):
    season_of_three(club)
    cy = club.get("/season", member=3).json
    assert len(cy["standings"]) == 3
    assert {g["name"] for g in cy["games"]} == {"Cy"}


def test_statistics_and_debts_never_show_a_card(club):
    season_of_three(club)
    bearer = {"Authorization": f"Bearer {club.tokens[1]}"}
    for path in ("", "/debts", "/season", "/standings.csv", "/games.csv"):
        text = club.client.get(f"/api/clubs/{club.id}{path}", headers=bearer).get_data(as_text=True)
        assert not any(re.search(rf"(?<![\w-]){re.escape(card)}(?!\w)", text) for card in NEVER_SHOWN), path


def test_a_late_member_takes_a_seat_from_the_club_and_a_guest_joins_alone(club):
    night = club.open_night(members=(1, 2))
    late = club.client.post(f"/api/clubs/{club.id}/nights/{night.id}/seat",
                            headers={"Authorization": f"Bearer {club.tokens[3]}"})
    assert late.status_code == 201 and late.json["seat"] == 3
    again = club.client.post(f"/api/clubs/{club.id}/nights/{night.id}/seat",
                             headers={"Authorization": f"Bearer {club.tokens[3]}"})
    assert again.json["seat"] == 3  # the same seat, on another phone
    guest = club.client.post(f"/api/tables/{night.id}/join", json={"join_code": night.join_code, "name": "Dee"})
    assert guest.status_code == 201
    night.tokens[3], night.tokens[4] = late.json["token"], guest.json["token"]
    night.buy_in()
    night.act("host", {"type": "cash_out", "seat": 4, "amount": 1500})
    for seat, amount in ((1, 1000), (2, 1000), (3, 500)):
        night.act("host", {"type": "cash_out", "seat": seat, "amount": amount})
    night.act("host", {"type": "close"})
    seats = club.get().json["nights"][0]["seats"]
    assert [(s["name"], s["member"]) for s in seats] == [("Ann", 1), ("Bob", 2), ("Cy", 3), ("Dee", None)]
    debts = club.get("/debts").json
    assert [t["says"] for t in debts["transfers"]] == ["Cy pays Dee (guest) $5.00"]
    guest_party = debts["transfers"][0]["to"]
    paid = club.act(3, {"type": "mark_paid", "payer": "member:3", "payee": guest_party, "amount": 500})
    number = paid["events"][0]["payload"]["payment"]
    waiting = club.get("/debts").json["payments"][0]
    assert waiting["can_settle"] is True and waiting["waiting_for"] == "Dee (guest)"
    club.act(1, {"type": "settle_payment", "payment": number, "paid": True})
    assert club.get("/debts").json["transfers"] == []


def test_club_commands_are_recorded_once_per_key_and_check_the_version(club):
    first = club.post(1, {"type": "add_member", "name": "Dee"}, key="same")
    again = club.post(1, {"type": "add_member", "name": "Dee"}, key="same")
    assert first.status_code == again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.json["events"] == first.json["events"]
    other = club.post(1, {"type": "add_member", "name": "Eve"}, key="same")
    assert other.status_code == 422 and other.json["error"]["code"] == "idempotency_key_reused"
    stale = club.post(1, {"type": "add_member", "name": "Eve"}, **{"If-Match": "1"})
    assert stale.status_code == 409 and stale.json["error"]["code"] == "version_conflict"
    night = club.open_night(key="night-key")
    retried = club.client.post(f"/api/clubs/{club.id}/nights", json={"name": "Week", "members": [1, 2, 3]},
                               headers={"Authorization": f"Bearer {club.tokens[1]}", "Idempotency-Key": "night-key"})
    assert retried.status_code == 201 and retried.json["night"] == night.id
    assert len(club.get().json["nights"]) == 1


@pytest.mark.parametrize("who,command,status,code", [
    (2, {"type": "add_member", "name": "Dee"}, 403, "host_only"),
    (1, {"type": "add_member", "name": "bob"}, 422, "name_taken"),
    (1, {"type": "add_member"}, 400, "malformed"),
    (1, {"type": "fly"}, 400, "unknown_type"),
    (2, {"type": "mark_paid", "payer": "member:2", "payee": "member:1", "amount": 1.5}, 400, "malformed"),
    (3, {"type": "confirm_payment", "payment": 99}, 404, "no_such_payment"),
])
def test_club_refusals_are_sentences_with_the_right_status(club, who, command, status, code):
    refused = club.post(who, command)
    assert refused.status_code == status and refused.json["error"]["code"] == code, refused.json
    assert not re.search(r"\d+¢|member:\d", refused.json["error"]["message"])


def test_a_club_is_not_a_table_nor_a_table_a_club(club, table):
    assert club.client.get(f"/api/tables/{club.id}", headers={"Authorization": f"Bearer {club.tokens[1]}"}).status_code == 404
    assert club.client.get(f"/api/clubs/{table.id}", headers={"Authorization": f"Bearer {table.host}"}).status_code == 404
    assert club.client.get(f"/api/clubs/{club.id}").status_code == 401
    assert club.client.post(f"/api/clubs/{club.id}/nights", json={"members": [1, 2]},
                            headers={"Authorization": f"Bearer {club.tokens[2]}", "Idempotency-Key": "k"}).status_code == 403
