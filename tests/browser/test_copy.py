"""Copy buttons where the clipboard API is missing: plain http on a name that is not `localhost`.

At a real table the host serves on the laptop's network address (the README's set-up), which the browser
does not count as a secure context. Here the same holds without leaving loopback: the browser maps
PLAIN_NAME to the server on 127.0.0.1 (conftest's RESOLVER_RULE), and `localhost` or 127.x would be secure.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.support.loopback import PLAIN_NAME, loopback


@pytest.fixture
def plain_server(server):
    """The loopback server, by a name the browser does not trust as it trusts `localhost`."""
    address = urlsplit(server)
    loopback(address.hostname)
    return f"http://{PLAIN_NAME}:{address.port}"


def test_a_copy_button_works_over_plain_http_on_a_name_that_is_not_localhost(plain_server, phones, shot):
    page = phones()
    page.goto(plain_server)
    page.fill("#name", "Friday")
    page.fill("#players", "Ann\nBob")
    page.get_by_role("button", name="Open the table").click()
    expect(page.get_by_text("Send each player their own link")).to_be_visible()
    page.wait_for_load_state("load")  # the page's script, which the copy buttons need, has run
    assert page.evaluate("window.isSecureContext") is False  # the clipboard API is not there
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.locator('button[data-copy="link-1"]').click()
    note = page.locator('button[data-copy="link-1"] + .copied')
    expect(note).to_have_text(re.compile(r"Copied\.|Selected: copy it from your phone's menu\."))
    assert page.evaluate("window.getSelection().toString()").strip() == page.locator("#link-1").inner_text()
    assert page.locator("#link-1").inner_text().startswith(plain_server)
    assert not errors
    shot(page, "copy-over-http")
