"""A player's phone in a browser: taps the page's own buttons, as a person would."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

# The table moved on past `version`, or the form shows a refusal. While a tap loads the next page there is a
# moment with no #live at all: that is not yet moved on.
MOVED_ON = """([version, form]) => {
    const live = document.querySelector("#live");
    return (live && live.dataset.version !== version)
        || document.querySelector(`form[data-form="${form}"] .refusal`);
}"""
SUITS = {"c": "c", "d": "d", "h": "h", "s": "s", "♣": "c", "♦": "d", "♥": "h", "♠": "s"}


class Phone:
    def __init__(self, page: Page, name: str):
        self.page = page
        self.name = name

    def form(self, form_id: str):
        return self.page.locator(f'form[data-form="{form_id}"]')

    def wait_for(self, form_id: str):
        expect(self.form(form_id)).to_be_visible()
        return self.form(form_id)

    def submit(self, form_id: str, label: str | None = None):
        """Press the form's button and wait until the page shows the table moved on."""
        form = self.wait_for(form_id)
        version = self.page.locator("#live").get_attribute("data-version")
        button = form.get_by_role("button", name=label) if label else form.locator('button[type="submit"]').first
        # A tap easy to regret (data-confirm) asks first and a second tap confirms, unless it asked already.
        # Decided before the tap: after it the form may be gone, the table having moved on.
        asks = button.get_attribute("data-confirm") is not None and not button.get_attribute("data-armed")
        button.click()
        if asks:
            button.click()
        self.page.wait_for_function(MOVED_ON, arg=[version, form_id])
        self.expect_no_refusal(form_id)

    def expect_no_refusal(self, form_id: str):
        refusal = self.form(form_id).locator(".refusal")
        if refusal.count():
            raise AssertionError(f"{self.name} was refused: {refusal.first.inner_text()}")

    def refused(self, form_id: str, label: str | None = None) -> str:
        form = self.wait_for(form_id)
        button = form.get_by_role("button", name=label) if label else form.locator('button[type="submit"]').first
        button.click()
        refusal = form.locator(".refusal")
        expect(refusal).to_be_visible()
        return refusal.inner_text()

    def pick(self, form_id: str, cards, picker: str | None = None):
        """Tap each card into a picker: its rank, then its suit."""
        scope = self.form(form_id).locator(f'.picker[data-name="{picker}"]' if picker else ".picker").first
        for code in cards:
            rank, suit = code[:-1], SUITS[code[-1]]
            rank = "T" if rank == "10" else rank
            scope.locator(f'[data-rank="{rank}"]').click()
            scope.locator(f'[data-suit="{suit}"]').click()

    def enter(self, form_id: str, cards):
        """Tap your own cards in: the entry sends itself with the last card; wait until the table took it."""
        version = self.page.locator("#live").get_attribute("data-version")
        self.pick(form_id, cards)
        self.page.wait_for_function(MOVED_ON, arg=[version, form_id])
        self.expect_no_refusal(form_id)

    def choose(self, form_id: str, cards, chooser: str | None = None):
        """Tap cards this player holds (to throw away, to exchange)."""
        scope = self.form(form_id).locator(f'.choose[data-name="{chooser}"]' if chooser else ".choose").first
        for code in cards:
            scope.locator(f'[data-card="{pretty(code)}"]').click()

    def goto(self, url: str):
        self.page.goto(url)

    def open(self, tab: str):
        self.page.locator("header nav").get_by_role("link", name=tab).click()
        expect(self.page.locator("header nav a.here")).to_have_text(tab)
        # The new page's script wires its card pickers when it has run: a tap before that is lost, as a busy
        # machine showed (an Omaha entry one card short, never sent).
        self.page.wait_for_load_state("load")

    def text(self) -> str:
        return self.page.locator("#live").inner_text()


def pretty(code: str) -> str:
    rank, suit = code[:-1], code[-1]
    rank = "10" if rank == "T" else rank
    return rank + {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}.get(suit, suit)


def seat_links(page: Page) -> dict[str, str]:
    """The seat links on the page shown after opening a table, by player name (once that page has come: read
    at once after the tap, the page before it has no links)."""
    page.locator("h3", has_text=re.compile(r"^Seat \d+: ")).first.wait_for()
    links = {}
    for section in page.locator("section").all():
        heading = section.locator("h3").inner_text()
        match = re.match(r"Seat \d+: (.+)", heading)
        if match:
            links[match.group(1)] = section.locator(".link").inner_text()
    return links
