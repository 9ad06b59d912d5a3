"""A rotation through the API: set by the host, read in the table's `next_deal`, dealt, verified."""

from __future__ import annotations

from tests.api.test_deals import buy_in_everyone


def test_the_table_read_says_the_rotations_next_deal_and_the_log_verifies(table):
    buy_in_everyone(table)
    games = [{"variant": "omaha", "options": {"betting": "no"}, "says": "no-limit Omaha"}, {"variant": "holdem"}]
    refused = table.post({"type": "set_rotation", "games": games}, token=table.tokens[1])
    assert refused.status_code == 403 and refused.json["error"]["message"] == \
        "Only the host can set the table's rotation of games."
    table.act("host", {"type": "set_rotation", "games": games, "every": 2, "name": "Friday mix"})
    following = table.get().json["next_deal"]
    assert {key: following[key] for key in ("variant", "why", "dealer", "place")} == {
        "variant": "omaha", "why": "rotation", "dealer": 1, "place": "Friday mix: no-limit Omaha, deal 1 of 2"}
    table.act(1, {"type": "start_deal", "variant": following["variant"], "options": following["options"]})
    assert table.get().json["rotation"]["next"] == "Friday mix: no-limit Omaha, deal 2 of 2"
    table.act("host", {"type": "end_rotation"})
    assert table.get().json["rotation"] is None
    report = table.get("/verify").json
    assert report["ok"] and not report["rules_changes"]


def test_a_rotation_of_a_game_nobody_has_is_refused_with_a_sentence(table):
    answer = table.post({"type": "set_rotation", "games": [{"variant": "holdem"}, {"variant": "canasta"}]})
    assert answer.status_code == 422 and answer.json["error"]["message"] == "There is no game called 'canasta'."
    answer = table.post({"type": "set_rotation", "preset": ["horse"]})
    assert answer.status_code == 400
