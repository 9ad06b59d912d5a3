"""Whatever a phone posts to a table's pages, in the middle of any game, the answer is never a 500."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.rules.catalog import VARIANTS
from tests.api.test_no_500 import tables  # noqa: F401  (the fixture: one table per game, a deal in progress)
from tests.pages.test_forms import CASES
from tests.support.forms import FormPhone

NAMES = sorted({name for form, _ in CASES for name in form} | {"target_version", "reason", "offer", "dealer",
                                                              "from", "to", "discard", "receive", "thrown", "need", "seats", "choose_seats", "for"})
texts = st.sampled_from(["", "1", "-5", "3.5", "As", "A♠,Kd", "hole:1", "1:3", "true", "x" * 300, "0.035",
                         "99999999999999999", "💥", "Jk,Jk", "'", "<b>"]) | st.text(max_size=12)
forms = st.dictionaries(st.sampled_from(NAMES), texts, max_size=6)
_keys = itertools.count()


@pytest.fixture(scope="module")
def phones(tables):
    """Each seat's phone at the tables with a deal of every game in progress."""
    return {game: {seat: FormPhone(table.client.application.test_client(), table.id, token)
                   for seat, token in table.tokens.items()}
            for game, table in tables.items()}


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(sorted(VARIANTS)), seat=st.sampled_from([1, 2, 3]), fields=forms,
       kind=st.sampled_from(sorted({form["type"] for form, _ in CASES} | {"check", "show", "close", "void", "take_back", "sit_out", "come_back", ""})),
       script=st.booleans())
def test_no_form_gets_a_500(phones, game, seat, fields, kind, script):
    phone = phones[game][seat]
    csrf = phone.forms("")["buy_in"]["fields"]["csrf"]
    data = {**fields, "type": kind, "csrf": csrf, "key": f"fuzz-{next(_keys)}"}
    headers = {"X-Requested-With": "fetch"} if script else {}
    response = phone.client.post(f"/t/{phone.table_id}/act", data=data, headers=headers)
    assert response.status_code < 500, (data, response.get_data(as_text=True)[:500])
    for path in ("/deal", "", "/history/1", f"/live?page=deal&n={fields.get('count', '')}"):
        assert phone.client.get(f"/t/{phone.table_id}{path}").status_code < 500, path
