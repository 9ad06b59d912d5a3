"""Copy buttons over the README's network set-up: the laptop's own address, plain http, no clipboard API."""

from __future__ import annotations

import logging
import re
import socket
import threading

import pytest
from playwright.sync_api import expect
from werkzeug.serving import make_server

from ledger.db import migrate
from referee.app import create_app


def own_address() -> str | None:
    """This machine's address on its network (not loopback), as a phone at the table would reach it."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # no packet is sent: this only picks the outgoing interface
        address = probe.getsockname()[0]
    except OSError:
        return None
    finally:
        probe.close()
    return None if address.startswith("127.") else address


@pytest.fixture
def lan_server(tmp_path):
    address = own_address()
    if address is None:
        pytest.skip("this machine has no network address but loopback")
    url = f"sqlite:///{tmp_path / 'referee.db'}"
    migrate(url)
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    httpd = make_server("0.0.0.0", 0, create_app({"DATABASE_URL": url}), threaded=True)  # HOST=0.0.0.0 make run
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://{address}:{httpd.server_port}"
    httpd.shutdown()
    thread.join()


def test_a_copy_button_works_over_plain_http_on_the_laptops_address(lan_server, phones, shot):
    page = phones()
    page.goto(lan_server)
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
    assert page.locator("#link-1").inner_text().startswith(lan_server)
    assert not errors
    shot(page, "copy-over-http")
