"""A night of buy-ins and cash-outs through the JSON API."""

from __future__ import annotations


def test_a_night_from_buy_ins_to_the_settle_up(table):
    for seat, amount in [(1, 2000), (2, 2000), (3, 1000)]:
        assert table.post({"type": "buy_in", "seat": seat, "amount": amount}).status_code == 201
    assert table.post({"type": "buy_in", "seat": 3, "amount": 1000}, token=table.tokens[3]).status_code == 201
    for seat, amount in [(1, 3235), (2, 765), (3, 2000)]:  # a game the referee did not see: the host enters
        assert table.post({"type": "cash_out", "seat": seat, "amount": amount}).status_code == 201
    settlement = table.get("/settlement").json
    assert settlement["balanced"] is True
    assert settlement["discrepancy"] == 0
    assert settlement["balances"] == {"1": 1235, "2": -1235, "3": 0}
    assert settlement["transfers"] == [{"from": 2, "to": 1, "amount": 1235}]
    assert settlement["says"] == ["Bob pays Ann $12.35"]
    assert table.post({"type": "close"}).status_code == 201
    refused = table.post({"type": "buy_in", "seat": 1, "amount": 500})
    assert refused.status_code == 409
    assert refused.json["error"]["code"] == "table_closed"


def test_an_unbalanced_night_says_by_how_much_and_who_is_missing(table):
    table.post({"type": "buy_in", "seat": 1, "amount": 2000})
    table.post({"type": "buy_in", "seat": 2, "amount": 2000})
    table.post({"type": "cash_out", "seat": 1, "amount": 2500})
    settlement = table.get("/settlement").json
    assert settlement["balanced"] is False
    assert settlement["not_cashed_out"] == [2]
    refused = table.post({"type": "close"})
    assert refused.status_code == 409
    assert "Bob still has chips" in refused.json["error"]["message"]
    table.post({"type": "cash_out", "seat": 2, "amount": 1000})
    settlement = table.get("/settlement").json
    assert settlement["discrepancy"] == 500
    assert settlement["not_cashed_out"] == []
    assert "differ by $5.00" in table.post({"type": "close"}).json["error"]["message"]


def test_a_voided_entry_stays_in_the_history_and_its_money_goes_back(table):
    wrong = table.post({"type": "buy_in", "seat": 2, "amount": 5000}, token=table.tokens[2]).json["version"]
    other = table.post({"type": "void", "target_version": wrong, "reason": "typo"}, token=table.tokens[1])
    assert other.status_code == 403
    assert table.post({"type": "void", "target_version": wrong, "reason": "typo"}, token=table.tokens[2]).status_code == 201
    again = table.post({"type": "void", "target_version": wrong, "reason": "typo"})
    assert again.json["error"]["code"] == "already_voided"
    seat = table.get().json["seats"][1]
    assert seat["stack"] == 0 and seat["net"] == 0
    types = [event["type"] for event in table.get("/events").json["events"]]
    assert types == ["table_opened", "buy_in", "void"]


def test_host_adjustments_move_settle_up_money_with_a_reason(table):
    for seat in (1, 2):
        table.post({"type": "buy_in", "seat": seat, "amount": 1000})
        table.post({"type": "cash_out", "seat": seat, "amount": 1000})
    assert table.post({"type": "adjust", "seat": 1, "amount": 500, "reason": "side bet"}, token=table.tokens[1]).status_code == 403
    table.post({"type": "adjust", "seat": 1, "amount": 500, "reason": "side bet"})
    table.post({"type": "adjust", "seat": 2, "amount": -500, "reason": "side bet"})
    settlement = table.get("/settlement").json
    assert settlement["transfers"] == [{"from": 2, "to": 1, "amount": 500}]
    assert settlement["balanced"] is True


def test_a_player_joins_with_the_code_and_acts_only_for_their_seat(client, table):
    wrong = client.post(f"/api/tables/{table.id}/join", json={"join_code": "NOPE00", "name": "Dee"})
    assert wrong.status_code == 401
    joined = client.post(f"/api/tables/{table.id}/join", json={"join_code": table.created["join_code"], "name": "Dee"})
    assert joined.status_code == 201 and joined.json["seat"] == 4
    token = joined.json["token"]
    assert table.post({"type": "buy_in", "seat": 4, "amount": 500}, token=token).status_code == 201
    assert table.post({"type": "buy_in", "seat": 1, "amount": 500}, token=token).status_code == 403
    assert table.get(token=token).json["seats"][3] == {"seat": 4, "name": "Dee", "stack": 500, "net": 0,
                                                       "cashed_out": False, "sitting_out": False}


def test_a_retry_with_the_same_key_records_once(table):
    first = table.post({"type": "buy_in", "seat": 1, "amount": 500}, key="same")
    second = table.post({"type": "buy_in", "seat": 1, "amount": 500}, key="same")
    assert first.status_code == second.status_code == 201
    assert first.json == second.json
    assert second.headers["Idempotent-Replayed"] == "true"
    assert table.get().json["seats"][0]["stack"] == 500
    different = table.post({"type": "buy_in", "seat": 1, "amount": 1000}, key="same")
    assert different.status_code == 422
    assert different.json["error"]["code"] == "idempotency_key_reused"


def test_if_match_refuses_a_stale_version(table):
    version = table.get().json["version"]
    assert table.post({"type": "buy_in", "seat": 1, "amount": 500}, **{"If-Match": str(version)}).status_code == 201
    stale = table.post({"type": "buy_in", "seat": 2, "amount": 500}, **{"If-Match": str(version)})
    assert stale.status_code == 409
    assert stale.json["error"]["code"] == "version_conflict"


def test_verify_passes_on_an_honest_log(table):
    table.post({"type": "buy_in", "seat": 1, "amount": 500})
    report = table.get("/verify").json
    assert report["ok"] is True and report["first_mismatch"] is None
    assert report["head"]["version"] == 2


def test_the_openapi_document_describes_the_commands(client):
    spec = client.get("/api/openapi.json").json
    assert spec["openapi"].startswith("3.")
    assert {"BuyIn", "CashOut", "Adjust", "Void", "Close", "Settlement"} <= set(spec["components"]["schemas"])
    assert "post" in spec["paths"]["/tables/{table_id}/events"]
    deal = spec["components"]["schemas"]["DealView"]["properties"]
    assert deal["legal_actions"]["items"] == {"$ref": "#/components/schemas/LegalAction"}
    action = spec["components"]["schemas"]["LegalAction"]
    assert action["properties"]["fields"]["items"] == {"$ref": "#/components/schemas/ActionField"}
    assert action["additionalProperties"] is True  # the bounds and choices the pages read
    kinds = spec["components"]["schemas"]["ActionField"]["properties"]["kind"]["enum"]
    assert set(kinds) == {"int", "card", "cards", "cards_by_seat", "choice", "seat", "pieces"}


def test_a_table_chooses_its_stakes_and_every_deal_uses_them(client):
    created = client.post("/api/tables", json={"name": "Dime", "players": ["Ann", "Bob"],
                                               "stakes": {"min_bet": 10, "max_bet": 50}})
    assert created.status_code == 201, created.json
    host = {"Authorization": f"Bearer {created.json['host_token']}"}
    assert client.get(f"/api/tables/{created.json['id']}", headers=host).json["stakes"] == {"min_bet": 10, "max_bet": 50}
    for seat in (1, 2):
        client.post(f"/api/tables/{created.json['id']}/events", json={"type": "buy_in", "seat": seat, "amount": 1000},
                    headers={**host, "Idempotency-Key": f"b{seat}"})
    started = client.post(f"/api/tables/{created.json['id']}/events", json={"type": "start_deal", "variant": "holdem"},
                          headers={**host, "Idempotency-Key": "deal"})
    options = started.json["event"]["payload"]["options"]
    assert (options["min_bet"], options["max_bet"]) == (10, 50)
    lamarckian = client.post("/api/tables", json={"name": "x", "players": ["A", "B"], "stakes": {"ante": 5}})
    assert lamarckian.status_code == 422 and "smallest and largest bet" in lamarckian.json["error"]["message"]
    upside_down = client.post("/api/tables", json={"name": "x", "players": ["A", "B"],
                                                   "stakes": {"min_bet": 50, "max_bet": 10}})
    assert upside_down.status_code == 422
