"""Phones learn of a change by the referee's push: with their poll switched off, another seat's bet still
reaches them; and a phone whose stream is refused keeps up by polling, then takes the stream again."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.support.over_http import call
from tests.support.phone import Phone

# The page's poll, wrapped so that a test can switch it off: `window.pollingOff` skips every tick.
POLL_SWITCH = """
const every = window.setInterval;
window.pollingOff = %s;
window.setInterval = (work, ms, ...rest) => every(() => { if (!window.pollingOff) work(); }, ms, ...rest);
"""


def seated(phones, server, table, seat: int, polling: bool):
    page = phones()
    page.add_init_script(POLL_SWITCH % ("false" if polling else "true"))
    with page.expect_response(lambda answer: answer.url.endswith("/stream") and answer.status == 200):
        page.goto(f"{server}/t/{table['id']}/as/{table['seats'][seat - 1]['token']}")
    expect(page.locator("footer")).to_contain_text("You are " + table["seats"][seat - 1]["name"])
    return page


def test_a_phone_with_its_poll_off_is_brought_up_to_date_by_the_push(server, phones):
    table = call(f"{server}/api/tables", {"name": "Friday", "players": ["Ann", "Bob"]})
    events = f"{server}/api/tables/{table['id']}/events"
    ann = seated(phones, server, table, 1, polling=False)
    expect(ann.locator("#live")).to_have_attribute("data-version", "1")
    answer = call(events, {"type": "buy_in", "seat": 2, "amount": 2500}, table["host_token"])
    expect(ann.locator("#live")).to_have_attribute("data-version", str(answer["version"]))
    expect(ann.locator("#live")).to_contain_text("$25.00")


def test_a_phone_whose_stream_is_refused_polls_then_takes_the_stream_again(server, phones):
    table = call(f"{server}/api/tables", {"name": "Friday", "players": ["Ann", "Bob"]})
    events = f"{server}/api/tables/{table['id']}/events"
    ann = phones()
    ann.add_init_script(POLL_SWITCH % "false")
    # A proxy in the way refuses the stream: the phone falls back to asking.
    ann.route("**/stream", lambda route: route.fulfill(status=503, body="busy"))
    ann.goto(f"{server}/t/{table['id']}/as/{table['seats'][0]['token']}")
    answer = call(events, {"type": "buy_in", "seat": 2, "amount": 2500}, table["host_token"])
    expect(ann.locator("#live")).to_have_attribute("data-version", str(answer["version"]))

    # The proxy lets it through again: the phone reconnects, and needs its poll no more.
    with ann.expect_response(lambda answer: answer.url.endswith("/stream") and answer.status == 200):
        ann.unroute("**/stream")
    ann.evaluate("window.pollingOff = true")
    answer = call(events, {"type": "buy_in", "seat": 1, "amount": 4000}, table["host_token"])
    expect(ann.locator("#live")).to_have_attribute("data-version", str(answer["version"]))
    expect(ann.locator("#live")).to_contain_text("$40.00")


def test_a_phone_whose_fetch_of_a_pushed_change_fails_fetches_it_again(server, phones):
    """The stream stays open while the phone's fetch of the change it announced is lost (a moment offline):
    with its poll off and no other change to come, the phone still catches up."""
    table = call(f"{server}/api/tables", {"name": "Friday", "players": ["Ann", "Bob"]})
    events = f"{server}/api/tables/{table['id']}/events"
    ann = seated(phones, server, table, 1, polling=False)
    lost = []

    def once_offline(route):
        if lost:
            route.continue_()
        else:
            lost.append(route.request.url)
            route.abort("internetdisconnected")

    ann.route("**/live?*", once_offline)
    answer = call(events, {"type": "buy_in", "seat": 2, "amount": 2500}, table["host_token"])
    expect(ann.locator("#live")).to_have_attribute("data-version", str(answer["version"]))
    expect(ann.locator("#live")).to_contain_text("$25.00")
    assert lost, "no fetch of the live part was lost"


def test_a_refusal_that_comes_back_after_a_pushed_change_shows_beside_its_button(server, phones):
    """Ann's buy-in is on its way when Bob's is pushed and her page's live part is drawn anew: the referee's
    refusal of hers still appears beside the button of the form she sees."""
    table = call(f"{server}/api/tables", {"name": "Friday", "players": ["Ann", "Bob"]})
    events = f"{server}/api/tables/{table['id']}/events"
    ann = Phone(seated(phones, server, table, 1, polling=True), "Ann")
    held = []
    ann.page.route("**/act", lambda route: held.append(route))  # the tap's answer waits for the push's redraw
    ann.wait_for("buy_in").locator('input[name="money"]').fill("0.03")
    with ann.page.expect_request("**/act"):
        ann.wait_for("buy_in").locator('button[type="submit"]').first.click()
    answer = call(events, {"type": "buy_in", "seat": 2, "amount": 2500}, table["host_token"])
    expect(ann.page.locator("#live")).to_have_attribute("data-version", str(answer["version"]))
    route = held[0]
    route.fulfill(response=route.fetch())
    expect(ann.form("buy_in").locator(".refusal")).to_contain_text("smallest chip")
