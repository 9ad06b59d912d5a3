"""The API's refusals are sentences too: what to send, with amounts in cents said as such."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("command, says", [
    ({"type": "buy_in", "seat": 1}, "Send 'amount' as a whole number of cents, like 2050 for $20.50."),
    ({"type": "buy_in", "seat": 1, "amount": "20"}, "Send 'amount' as a whole number of cents"),
    ({"type": "buy_in", "amount": 2000}, "Choose a seat."),
    ({"type": "void", "target_version": 2}, "Say why, in a few words"),
    ({"type": "buy_in", "seat": 1, "amount": 2003},
     "Chips come in 5¢ (the smallest chip): $20.03 is not a whole number of chips."),
])
def test_a_refusal_says_what_to_send(table, command, says):
    answer = table.post(command)
    assert answer.status_code in (400, 422)
    message = answer.json["error"]["message"]
    assert says in message
    assert "Missing data" not in message and "Not a valid" not in message
