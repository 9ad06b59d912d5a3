"""Refusals on the pages are sentences in dollars and names, never a field path or a developer's check."""

from __future__ import annotations

import re

import pytest

DEVELOPER = re.compile(r"Missing data|Not a valid|required field|\w+: [A-Z]|\(\d+\)")


@pytest.mark.parametrize("form, values, says", [
    ("buy_in", {"money": ""}, "Enter an amount like 20 or 20.50."),
    ("buy_in", {"money": "twenty"}, "Enter an amount like 20 or 20.50."),
    ("cash_out", {"money": "20.03"}, "Chips come in $0.05 (the smallest chip): $20.03 is not a whole number of chips."),
    ("buy_in", {"money": "0.03"}, "Chips come in $0.05 (the smallest chip): $0.03 is not a whole number of chips."),
    ("buy_in", {"money": "20", "seat": "x"}, "Choose a seat."),
])
def test_a_refused_form_says_what_to_type(seats, form, values, says):
    response = seats[1].send(form, "", **values)
    html = response.get_data(as_text=True)
    refusal = re.search(rf'data-form="{form}".*?<p class="refusal" role="alert">(.*?)</p>', html, re.S).group(1)
    assert response.status_code in (400, 422)
    assert says in refusal.replace("&#39;", "'")
    assert not DEVELOPER.search(refusal)
