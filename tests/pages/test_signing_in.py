"""Opening a table from a phone, seat links and join codes, leaving, and forms only our pages can send."""

from __future__ import annotations

import re

from referee.service import tables
from tests.support.forms import FormPhone, forms_of


def csrf_of(client) -> str:
    return forms_of(client.get("/").get_data(as_text=True))["create"]["fields"]["csrf"]


def open_table(client, players="Ann\nBob\nCy", **fields):
    """The form's POST, and the page it leads to (the links page, or the form again with its refusal)."""
    response = client.post("/tables", data={"csrf": csrf_of(client), "name": "Friday", "players": players,
                                            "unit": "0.05", "currency": "USD", **fields})
    if response.status_code != 303:
        return response, response.get_data(as_text=True)
    return response, client.get(response.headers["Location"]).get_data(as_text=True)


def test_opening_a_table_gives_a_link_and_a_qr_code_for_each_seat(client):
    response, html = open_table(client)
    assert response.status_code == 303
    links = re.findall(r'<p class="link" id="link-\d">([^<]+)</p>', html)
    assert len(links) == 3 and html.count("<svg") == 4  # three seats and the join code
    table_id = re.search(r"/t/(\w+)/as/", links[0]).group(1)
    cookie = response.headers.getlist("Set-Cookie")
    assert any(c.startswith(f"seat-{table_id}=") and "HttpOnly" in c for c in cookie)  # this phone is the host
    phone = client.application.test_client()
    signed = phone.get(links[1].replace("http://localhost", ""))
    assert signed.status_code == 303 and "HttpOnly" in signed.headers["Set-Cookie"]
    assert "You are Bob" in phone.get(f"/t/{table_id}").get_data(as_text=True)


def test_reloading_the_links_page_shows_the_same_links_and_opens_no_second_table(client):
    def streams() -> int:
        with client.application.extensions["referee.engine"].connect() as connection:
            return connection.exec_driver_sql("SELECT count(*) FROM streams").scalar()

    before = streams()
    response, html = open_table(client)
    again = client.get(response.headers["Location"])
    assert again.get_data(as_text=True) == html and again.headers["Cache-Control"] == "no-store"
    assert streams() == before + 1
    elsewhere = FormPhone(client.application.test_client(), re.search(r"/t/(\w+)/", html).group(1),
                          re.search(r"/as/([\w-]+)", html).group(1))  # a seat's phone: the links are not there
    assert "link-" not in elsewhere.client.get(response.headers["Location"]).get_data(as_text=True)


def test_links_that_name_this_computer_warn_that_no_phone_can_open_them(client):
    _, html = open_table(client)
    assert "only this computer can open: no phone" in html
    away = "http://referee.example"  # a name the phones can reach (never looked up: the test client sends nothing)
    page = client.get("/", base_url=away).get_data(as_text=True)
    made = client.post("/tables", base_url=away, data={"csrf": forms_of(page)["create"]["fields"]["csrf"],
                                                       "name": "Friday", "players": "Ann\nBob"})
    html = client.get(made.headers["Location"], base_url=away).get_data(as_text=True)
    assert "link-1" in html and "no phone" not in html


def test_a_duplicate_name_is_refused_on_the_form(client):
    response, html = open_table(client, players="Ann\nann")
    assert response.status_code == 422 and "same name" in html


def test_a_phone_without_its_link_is_told_how_to_sign_in(client, table):
    response = client.get(f"/t/{table.id}/deal")
    assert response.status_code == 401
    assert "join with the join code" in response.get_data(as_text=True)
    assert client.get(f"/t/{table.id}/as/not-a-token").status_code == 401
    assert client.get("/t/nosuchtable").status_code == 404


def test_leaving_signs_the_phone_out(client, table):
    phone = FormPhone(client, table.id, table.tokens[1])
    csrf = phone.forms("")["buy_in"]["fields"]["csrf"]
    left = client.post(f"/t/{table.id}/leave", data={"csrf": csrf})
    assert left.status_code == 303
    assert client.get(f"/t/{table.id}").status_code == 401


def test_a_latecomer_joins_with_the_code(client):
    _, html = open_table(client)
    join_url = re.search(r'id="link-join">([^<]+)<', html).group(1).replace("http://localhost", "").replace("&amp;", "&")
    phone = client.application.test_client()
    form = forms_of(phone.get(join_url, follow_redirects=True).get_data(as_text=True))["join"]
    assert form["fields"]["join_code"]
    joined = phone.post(form["action"], data={**form["fields"], "name": "Dee"})
    assert joined.status_code == 303
    table_page = phone.get(joined.headers["Location"]).get_data(as_text=True)
    assert "You are Dee" in table_page
    wrong = phone.post(form["action"], data={**form["fields"], "join_code": "WRONG1", "name": "Eve"})
    assert wrong.status_code == 401 and "not this table" in wrong.get_data(as_text=True)


def test_a_form_from_elsewhere_is_refused_and_writes_nothing(client, table):
    phone = FormPhone(client, table.id, table.tokens[1])
    form = phone.forms("")["buy_in"]
    forged = client.post(form["action"], data={**form["fields"], "csrf": "forged", "money": "10"})
    assert forged.status_code == 400 and "did not come from this site" in forged.get_data(as_text=True)
    assert table.get().json["version"] == 1


def test_only_the_host_hands_out_new_links(client, table):
    seat = FormPhone(client, table.id, table.tokens[2])
    csrf = seat.forms("")["buy_in"]["fields"]["csrf"]
    refused = client.post(f"/t/{table.id}/links", data={"csrf": csrf, "seat": "1"})
    assert refused.status_code == 403
    host = FormPhone(client.application.test_client(), table.id, table.host)
    made = host.client.post(f"/t/{table.id}/links", data={"csrf": csrf_of(host.client), "seat": "2"},
                            follow_redirects=True)
    link = re.search(r'id="link-2">([^<]+)<', made.get_data(as_text=True)).group(1)
    again = client.application.test_client()
    assert again.get(link.replace("http://localhost", "")).status_code == 303
    assert "You are Bob" in again.get(f"/t/{table.id}").get_data(as_text=True)


def test_the_smallest_chip_and_the_stakes_are_typed_in_dollars(client):
    page = client.get("/").get_data(as_text=True)
    assert 'name="unit" value="0.05"' in page and 'name="max_bet" value="0.25"' in page
    _, html = open_table(client, players="Ann\nBob", unit="$0.25", min_bet="0.5", max_bet="2")
    table_id = re.search(r"/t/(\w+)/as/", html).group(1)
    page = client.get(f"/t/{table_id}?game=holdem").get_data(as_text=True)  # the deal form offers the table's stakes
    assert 'name="optd-holdem-min_bet" inputmode="decimal"\n             value="0.50"' in page
    assert 'name="optd-holdem-max_bet" inputmode="decimal"\n             value="2.00"' in page


def test_a_smallest_chip_that_is_not_an_amount_is_asked_for_in_dollars(client):
    response = client.post("/tables", data={"csrf": csrf_of(client), "name": "Friday", "players": "Ann\nBob",
                                            "unit": "a nickel"})
    html = response.get_data(as_text=True)
    assert response.status_code == 422 and "Enter the smallest chip in dollars, like 0.05." in html
    refused = client.post("/tables", data={"csrf": csrf_of(client), "name": "Friday", "players": "Ann\nBob",
                                           "min_bet": "0.07"})
    assert refused.status_code == 422
    assert "Bets must be whole numbers of the smallest chip ($0.05)." in refused.get_data(as_text=True)


def test_a_phone_whose_link_was_replaced_is_refused_on_its_next_tap(client, table):
    old = FormPhone(client, table.id, table.tokens[2])
    old.do("buy_in", "", money="10")  # this worker now remembers who the phone is
    form = old.forms("")["buy_in"]
    tables.new_seat_link(client.application.extensions["referee.engine"], table.id, "host", 2)
    refused = client.post(form["action"], data={**form["fields"], "money": "10"})
    assert refused.status_code == 401 and "link" in refused.get_data(as_text=True)
    assert table.get().json["seats"][1]["stack"] == 1000


def test_a_phone_whose_link_was_replaced_signs_in_with_the_new_one(client, table):
    FormPhone(client, table.id, table.tokens[2])
    new = tables.new_seat_link(client.application.extensions["referee.engine"], table.id, "host", 2)
    phone = FormPhone(client, table.id, new)  # the same phone, still holding the ended key
    phone.do("buy_in", "", money="10")
    assert table.get().json["seats"][1]["stack"] == 1000
