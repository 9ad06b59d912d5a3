"""Joining and links: names unique at a table, the join page names the table and its host, a new link for
a seat ends the old one, and the table page shows on how many phones each seat is signed in."""

from __future__ import annotations

import re

import pytest

from tests.support.forms import FormPhone, forms_of


def join(client, table, name):
    return client.post(f"/api/tables/{table.id}/join", json={"join_code": table.created["join_code"], "name": name})


@pytest.mark.parametrize("name", ["Ann", "ann", "  ANN ", "Ann"])
def test_a_name_already_seated_is_refused_whatever_its_case_and_spaces(client, table, name):
    answer = join(client, table, name)
    assert answer.status_code == 422
    assert answer.json["error"]["message"] == ("Ann already sits at this table: join under another name "
                                               "(add an initial), or ask the host for your seat's link.")
    assert join(client, table, "Ann B").status_code == 201


def test_the_join_page_names_the_table_its_host_and_who_sits_there(client):
    page = client.get("/").get_data(as_text=True)
    csrf = forms_of(page)["create"]["fields"]["csrf"]
    created = client.post("/tables", data={"csrf": csrf, "name": "Friday", "players": "Ann\nBob", "host": "Hal"},
                          follow_redirects=True)
    join_url = re.search(r'id="link-join">([^<]+)<', created.get_data(as_text=True)).group(1)
    phone = client.application.test_client()
    html = phone.get(join_url.replace("http://localhost", "").replace("&amp;", "&"),
                     follow_redirects=True).get_data(as_text=True)
    assert "Join Friday" in html and "Hal is the host of this table." in html and "At the table: Ann, Bob." in html
    form = forms_of(html)["join"]
    refused = phone.post(join_url.replace("http://localhost", "").split("?")[0],
                         data={**form["fields"], "name": "bob"})
    assert refused.status_code == 422 and "Bob already sits at this table" in refused.get_data(as_text=True)


def test_a_new_link_ends_the_old_one_and_every_phone_signed_in_with_it(client, table):
    host = FormPhone(client.application.test_client(), table.id, table.host)
    old = [FormPhone(client.application.test_client(), table.id, table.tokens[2]) for _ in range(2)]
    assert "on 2 phones" in host.page("")
    made = host.client.post(f"/t/{table.id}/links", data={"csrf": host.forms("")["buy_in"]["fields"]["csrf"],
                                                          "seat": "2"}, follow_redirects=True)
    new_link = re.search(r'<p class="link" id="link-2">([^<]+)</p>', made.get_data(as_text=True)).group(1)
    for phone in old:
        assert phone.client.get(f"/t/{table.id}").status_code == 401
    assert client.application.test_client().get(f"/t/{table.id}/as/{table.tokens[2]}").status_code == 401
    assert table.get(token=table.tokens[2]).status_code == 401  # the API's old token ends too
    borrowed = client.application.test_client()
    assert borrowed.get(new_link.replace("http://localhost", "")).status_code == 303
    assert "You are Bob" in borrowed.get(f"/t/{table.id}").get_data(as_text=True)
    assert "on 1 phone<" in host.page("")


def test_leaving_ends_the_phones_key_and_a_second_visit_of_the_link_counts_once(client, table):
    host = FormPhone(client.application.test_client(), table.id, table.host)
    phone = FormPhone(client.application.test_client(), table.id, table.tokens[3])
    assert phone.client.get(f"/t/{table.id}/as/{table.tokens[3]}").status_code == 303  # the link opened again
    assert "on 1 phone<" in host.page("")
    phone.client.post(f"/t/{table.id}/leave", data={"csrf": phone.forms("")["buy_in"]["fields"]["csrf"]})
    assert "not signed in" in host.page("")
