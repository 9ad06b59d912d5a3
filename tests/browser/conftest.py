"""Phones at the table: Chromium from the distribution, driven by Playwright, against a live server.

The tests skip with the reason when Playwright or /usr/bin/chromium is missing.
Screenshots land in test-output/screenshots/, at a phone's size.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from ledger.db import migrate
from referee.app import create_app
from tests.support.loopback import LOOPBACK, RESOLVER_RULE, loopback

CHROMIUM = "/usr/bin/chromium"
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
SHOTS = Path(__file__).resolve().parents[2] / "test-output" / "screenshots"
# No proxy, so that every request goes straight to the loopback address it names; and RESOLVER_RULE: one name
# that is not `localhost` (so not a secure context) mapped to loopback for test_copy, every other name failed
# without a DNS query.
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-proxy-server", RESOLVER_RULE]


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"no Chromium at {CHROMIUM}: install the distribution's chromium package")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def migrated(tmp_path_factory) -> Path:
    """An empty database made by the migrations, once a run: each test's server starts from a copy of it."""
    path = tmp_path_factory.mktemp("migrated") / "referee.db"
    migrate(f"sqlite:///{path}")
    return path


@pytest.fixture
def server(tmp_path, migrated):
    source, copy = sqlite3.connect(migrated), sqlite3.connect(tmp_path / "referee.db")
    source.backup(copy)
    source.close()
    copy.close()
    url = f"sqlite:///{tmp_path / 'referee.db'}"
    app = create_app({"DATABASE_URL": url})
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # no line per request in the test output
    host = loopback(LOOPBACK)
    httpd = make_server(host, 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://{host}:{httpd.server_port}"
    httpd.shutdown()
    thread.join()


@pytest.fixture
def phones(browser):
    """A fresh phone (its own cookies) each call, with any other settings of a browser context
    (color_scheme="dark"); all closed at the end."""
    contexts = []

    def phone(**settings):
        context = browser.new_context(**{**PHONE, **settings})
        context.set_default_timeout(15_000)
        contexts.append(context)
        return context.new_page()

    yield phone
    for context in contexts:
        context.close()


@pytest.fixture
def shot():
    SHOTS.mkdir(parents=True, exist_ok=True)

    def take(page, name: str) -> None:
        """Check the page fits a phone, then keep a picture of it."""
        page.wait_for_load_state()  # the stylesheet too: a busy machine may still be fetching it
        assert_fits_a_phone(page)
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)

    return take


def assert_fits_a_phone(page) -> None:
    """Nothing to scroll sideways, text readable without zooming, every control at least 44 px to tap."""
    found = page.evaluate("""() => {
        const small = [...document.querySelectorAll("button, input:not([type=hidden]), select, summary, header nav a")]
            .filter((e) => e.offsetParent !== null)
            .filter((e) => { const r = e.getBoundingClientRect(); return r.height < 44 || r.width < 44; })
            .map((e) => e.outerHTML.slice(0, 80));
        const tiny = [...document.querySelectorAll("p, li, td, label, button")]
            .filter((e) => e.offsetParent !== null && parseFloat(getComputedStyle(e).fontSize) < 14)
            .map((e) => e.outerHTML.slice(0, 80));
        return {wide: document.documentElement.scrollWidth, small, tiny};
    }""")
    assert found["wide"] <= 390, f"the page is {found['wide']} px wide"
    assert not found["small"], f"controls under 44 px: {found['small'][:5]}"
    assert not found["tiny"], f"text under 14 px: {found['tiny'][:5]}"
