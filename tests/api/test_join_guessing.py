"""Join codes can't be guessed: after 10 wrong codes in a minute from one client, or for one table, tries are
refused with 429 and Retry-After, unchecked; a right code from another client still joins. The clock is the
test's own, so nothing sleeps."""

from __future__ import annotations

import pytest

from referee.app.guesses import Guesses


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(app) -> Clock:
    clock = Clock()
    app.extensions["referee.guesses"] = Guesses(clock)
    return clock


def join(table, code=None, name="Dee", client="127.0.0.2"):
    return table.client.post(f"/api/tables/{table.id}/join", json={"join_code": code or table.created["join_code"],
                                                                   "name": name},
                             environ_base={"REMOTE_ADDR": client})


def guess(table, times: int, client="127.0.0.2"):
    for _ in range(times):
        assert join(table, "WRONG1", client=client).status_code == 401


def test_after_ten_wrong_codes_a_client_waits_out_the_minute(table, clock):
    guess(table, 10)
    clock.now += 15
    refused = join(table)  # even the right code is not checked now
    assert refused.status_code == 429 and refused.headers["Retry-After"] == "45"
    assert refused.json["error"]["code"] == "too_many_wrong_codes"
    assert refused.json["error"]["message"] == ("Too many wrong join codes were tried from here or for this table: "
                                                "wait 45 seconds, then type the code the host shows.")
    clock.now += 45
    assert join(table).status_code == 201


def test_a_right_code_from_another_client_joins_while_one_is_refused(table, clock):
    guess(table, 10, client="127.0.0.2")
    assert join(table, name="Eve", client="127.0.0.2").status_code == 429
    assert join(table, name="Dee", client="127.0.0.3").status_code == 201


def test_a_client_guessing_at_several_tables_is_counted_once(make_table, clock):
    one, other = make_table(), make_table()
    guess(one, 5)
    guess(other, 5)
    assert join(other).status_code == 429 and join(one).status_code == 429


def test_a_table_guessed_at_by_many_refuses_each_guesser_but_not_a_new_phone(make_table, clock):
    table, elsewhere = make_table(), make_table()
    for client in range(2, 12):
        guess(table, 1, client=f"127.0.0.{client}")
    refused = join(table, client="127.0.0.2")
    assert refused.status_code == 429 and refused.headers["Retry-After"] == "60"
    assert join(table, "WRONG2", client="127.0.0.20").status_code == 401  # a first wrong code is checked
    assert join(table, client="127.0.0.20").status_code == 429  # and its second try waits
    assert join(table, client="127.0.0.21").status_code == 201
    assert join(elsewhere, client="127.0.0.2").status_code == 201
    clock.now += 61
    assert join(table, name="Fay", client="127.0.0.2").status_code == 201


def test_the_join_page_says_how_long_to_wait(client, table, clock):
    page = client.get(f"/t/{table.id}/join?code=WRONG1", follow_redirects=True).get_data(as_text=True)
    csrf = page.split('name="csrf" value="')[1].split('"')[0]
    for _ in range(10):
        assert client.post(f"/t/{table.id}/join", data={"csrf": csrf, "join_code": "WRONG1",
                                                        "name": "Dee"}).status_code == 401
    refused = client.post(f"/t/{table.id}/join", data={"csrf": csrf, "join_code": table.created["join_code"],
                                                       "name": "Dee"})
    assert refused.status_code == 429 and refused.headers["Retry-After"] == "60"
    assert "wait 60 seconds, then type the code the host shows" in refused.get_data(as_text=True)


def test_clients_and_tables_that_stopped_guessing_are_forgotten():
    clock = Clock()
    guesses = Guesses(clock)
    for client in range(100):
        guesses.failed("table", f"client-{client}")
    clock.now += 61
    guesses.failed("another", "client")
    assert len(guesses.wrong) == 3 and guesses.retry_after("table", "client-1") == 0
