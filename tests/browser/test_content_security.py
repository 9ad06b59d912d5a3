"""The pages work under their Content-Security-Policy: Chromium reports no violation on any page kind,
from opening a table and joining it to a deal's history, while the pages' script runs (a form sent by it,
a live part brought up to date)."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.night_of_pages import night, page_kinds


def watched(page, reported: list[str]):
    """The page, with every console message about the policy kept in `reported`."""
    page.on("console", lambda message: reported.append(f"{page.url}: {message.text}")
            if "Content Security Policy" in message.text else None)
    return page


def test_no_page_reports_a_content_security_policy_violation(server, phones):
    tables = night(server)
    holdem = tables["holdem"]
    reported: list[str] = []

    host = watched(phones(), reported)
    answer = host.goto(server)
    assert "script-src 'self'" in answer.headers["content-security-policy"]
    host.fill("#name", "Friday")
    host.fill("#players", "Ann\nBob\nCy")
    host.get_by_role("button", name="Open the table").click()
    expect(host.get_by_text("Send each player their own link")).to_be_visible()
    host.get_by_role("link", name="Go to the table").first.click()
    host.locator("#variant").select_option("holdem")

    stranger = watched(phones(), reported)
    stranger.goto(holdem.url(f"/join?code={holdem.join_code}"))
    stranger.fill("#jname", "Dee")
    stranger.get_by_role("button", name="Take a seat").click()
    expect(stranger.get_by_text("You are Dee")).to_be_visible()

    ann = watched(phones(), reported)
    for table in tables.values():
        ann.goto(table.sign_in(1))
    for _, url in page_kinds(tables):
        ann.goto(url)
        ann.wait_for_load_state("load")
    ann.goto(holdem.url("/deal"))
    version = ann.locator("#live").get_attribute("data-version")
    holdem.act(2, {"type": "fold"})  # the live part follows the table
    expect(ann.locator("#live")).not_to_have_attribute("data-version", version)
    assert not reported, "\n".join(reported)
