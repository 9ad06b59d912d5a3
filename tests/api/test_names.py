"""Players' names: compared as they read (NFKC, case-folded), never holding invisible characters, never
looking like a seated player's with a letter of another alphabet, and never "Host"; wherever a name is
given: opening a table, through the API or the form, and joining it."""

from __future__ import annotations

import pytest

from tests.support.forms import forms_of


def join(client, table, name):
    return client.post(f"/api/tables/{table.id}/join", json={"join_code": table.created["join_code"], "name": name})


@pytest.mark.parametrize("name, code, says", [
    ("Ann\u200b", "invisible_characters", "A player's name can't hold invisible characters"),
    ("\u202eBob", "invisible_characters", "A player's name can't hold invisible characters"),
    ("Ｃy", "name_taken", "Cy already sits at this table"),
    ("ＡＮＮ", "name_taken", "Ann already sits at this table"),
    ("b\u043eB", "name_looks_alike", "That name looks just like Bob, who already sits at this table"),
    ("\u0412\u041e\u0412", "name_looks_alike", "That name looks just like Bob, who already sits at this table"),
    ("Host", "name_reserved", "A player can't be called Host"),
    (" h\u043est ", "name_reserved", "A player can't be called Host"),
])
def test_a_joiner_whose_name_passes_for_another_is_refused_in_a_sentence(client, table, name, code, says):
    answer = join(client, table, name)
    assert answer.status_code == 422, answer.json
    assert answer.json["error"]["code"] == code and answer.json["error"]["message"].startswith(says)
    assert "players" not in answer.json["error"]["message"] and "[" not in answer.json["error"]["message"]


def test_a_look_alike_of_a_seated_name_is_refused_as_looking_like_it(client, table):
    message = join(client, table, "B\u043eb").json["error"]["message"]
    assert message == ("That name looks just like Bob, who already sits at this table (a letter of it is from "
                       "another alphabet): join under another name (add an initial), or ask the host for your "
                       "seat's link.")


@pytest.mark.parametrize("name", ["Dee", "Zoë", "\u0412\u0435\u0440\u0430", "Ann B", "Bo", "Hostess"])
def test_names_that_pass_for_nobody_join(client, table, name):
    assert join(client, table, name).status_code == 201


@pytest.mark.parametrize("players, code", [
    (["Ann", "ann"], "name_taken"),
    (["Ann", "Ａnn"], "name_taken"),
    (["Bob", "B\u043eb"], "name_looks_alike"),
    (["Ann", "Bob\u200d"], "invisible_characters"),
    (["Ann", "HOST"], "name_reserved"),
])
def test_a_table_is_not_opened_with_names_that_pass_for_each_other(client, players, code):
    answer = client.post("/api/tables", json={"name": "Friday", "players": players})
    assert answer.status_code == 422 and answer.json["error"]["code"] == code, answer.json


def test_the_form_that_opens_a_table_says_why_a_name_is_refused(client):
    csrf = forms_of(client.get("/").get_data(as_text=True))["create"]["fields"]["csrf"]
    refused = client.post("/tables", data={"csrf": csrf, "name": "Friday", "players": "Bob\nB\u043eb"})
    assert refused.status_code == 422
    assert "Two players can&#39;t have names that look alike" in refused.get_data(as_text=True)
    hidden = client.post("/tables", data={"csrf": csrf, "name": "Friday", "players": "Ann", "host": "Hal\u202e"})
    assert hidden.status_code == 422
    assert "The host&#39;s name can&#39;t hold invisible characters" in hidden.get_data(as_text=True)
