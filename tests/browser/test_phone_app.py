"""The pages as an app on the phone and on the host's laptop: dark when the phone is, the table page's parts
side by side on a wide screen, and the deal form showing only the options of the game and betting chosen
(the page carries the chosen game's alone: choosing another fetches that game's)."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.conftest import SHOTS
from tests.browser.night_of_pages import open_table
from tests.support.over_http import read

COLOURS = """() => [document.body, document.querySelector('#variant')].map((e) => {
    const style = getComputedStyle(e);
    return [style.backgroundColor, style.color];
})"""


def luminance(rgb: str) -> float:
    """The relative luminance (WCAG) of a computed colour "rgb(r, g, b)"."""
    channels = [int(part) / 255 for part in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_the_pages_are_dark_when_the_phone_is(server, phones):
    table = open_table(server)
    for mode in ("light", "dark"):
        page = phones(color_scheme=mode)
        page.goto(table.sign_in())
        (body, body_text), (field, field_text) = page.evaluate(COLOURS)
        if mode == "dark":
            assert luminance(body) < 0.05 and luminance(field) < 0.05, (body, field)
            assert luminance(body_text) > 0.6 and luminance(field_text) > 0.6, (body_text, field_text)
        else:
            assert luminance(body) > 0.9 and luminance(body_text) < 0.05, (body, body_text)


def side_by_side(page, parts: str) -> bool:
    """Whether the first two of `parts` stand in a row once the page has settled: measured while the new
    page still loads its stylesheet, every part is stacked."""
    page.wait_for_load_state("load")
    for _ in range(50):
        first, second = (page.locator(parts).nth(i).bounding_box() for i in range(2))
        if first["y"] == second["y"] and second["x"] >= first["x"] + first["width"]:
            return True
        page.wait_for_timeout(100)
    return False


def test_the_host_laptop_shows_the_links_and_the_table_side_by_side(server, phones):
    laptop = phones(viewport={"width": 1280, "height": 800}, is_mobile=False, has_touch=False)
    laptop.goto(server)
    laptop.fill("#name", "Friday")
    laptop.fill("#players", "Ann\nBob\nCy\nDee")
    laptop.get_by_role("button", name="Open the table").click()
    assert side_by_side(laptop, ".links > section")  # the QR codes in a grid
    SHOTS.mkdir(parents=True, exist_ok=True)
    laptop.screenshot(path=str(SHOTS / "links-laptop.png"), full_page=True)
    laptop.get_by_role("link", name="Go to the table").first.click()
    assert side_by_side(laptop, "#live > section")
    laptop.screenshot(path=str(SHOTS / "table-laptop.png"), full_page=True)


def test_the_deal_form_shows_the_options_of_the_game_and_betting_chosen(server, phones):
    table = open_table(server)
    phone = phones()
    phone.goto(table.sign_in())
    form = phone.locator('form[data-form="start_deal"]')
    form.locator("#variant").select_option("holdem")
    holdem = form.locator('fieldset[data-for="holdem"]')
    holdem.locator(":scope > details > summary").click()
    expect(form.locator('fieldset[data-for="five_card_draw"]')).to_be_hidden()
    expect(holdem.get_by_label("Big blind (0: no blinds)")).to_have_value("0.10")  # in dollars
    expect(holdem.locator('[name="optd-holdem-bring_in"]')).to_have_count(0)  # no card is dealt face up
    expect(holdem.get_by_label("Fixed limit: the bet and raise on the early rounds")).to_be_hidden()
    expect(holdem.get_by_label("Spread limit: the largest bet")).to_have_value("0.25")

    holdem.get_by_label("Betting structure").select_option(label="Pot limit")
    expect(holdem.get_by_label("Spread limit: the largest bet")).to_be_hidden()
    expect(holdem.get_by_label("Spread and fixed limit: raises allowed per round")).to_be_hidden()
    expect(holdem.get_by_label("Spread, pot and no limit: the smallest bet")).to_be_visible()

    form.locator("#variant").select_option("lamarckian")
    expect(holdem).to_be_hidden()
    form.locator('fieldset[data-for="lamarckian"] > details > summary').click()
    expect(form.locator('fieldset[data-for="lamarckian"] .option')).to_have_count(1)  # its ante, nothing else


def test_without_script_the_dealer_asks_for_the_options_of_the_game_chosen(server, phones):
    table = open_table(server)
    phone = phones(java_script_enabled=False)
    phone.goto(table.sign_in())
    form = phone.locator('form[data-form="start_deal"]')
    expect(form.locator('fieldset[data-for="five_card_draw"]')).to_be_visible()
    form.locator("#variant").select_option("martian_poker")
    expect(form.locator('fieldset[data-for="martian_poker"]')).to_be_hidden()  # nothing runs to show it
    form.get_by_role("button", name="Show its options").click()
    expect(form.locator('fieldset[data-for="martian_poker"]')).to_be_visible()
    expect(form.locator('fieldset[data-for="five_card_draw"]')).to_be_hidden()
    expect(form.locator("#variant")).to_have_value("martian_poker")
    form.locator('fieldset[data-for="martian_poker"] > details > summary').click()
    expect(form.get_by_label("What a defence must meet or beat")).to_have_value("strongest")
    expect(form.locator('select[name="opt-martian_poker-defence_against"] option:checked')).to_have_text(
        "The strongest attack")


def test_choosing_another_game_brings_its_options_and_deal_deals_it_with_them(server, phones):
    """Until the chosen game's options have come, Deal waits: it would send the options of the game before."""
    table = open_table(server)
    phone = phones()
    phone.goto(table.sign_in())
    form = phone.locator('form[data-form="start_deal"]')
    deal = form.get_by_role("button", name="Deal", exact=True)
    expect(form.locator("fieldset.options")).to_have_count(1)
    held = []
    phone.route(re.compile(r"/deal-options\?game="), lambda route: held.append(route))  # held back until let go
    form.locator("#variant").select_option("guts")
    expect(deal).to_be_disabled()
    expect(form.locator('fieldset[data-for="five_card_draw"]')).to_be_visible()
    phone.wait_for_function("() => new URLSearchParams(location.search).get('game') === 'guts'")
    assert len(held) == 1
    held[0].continue_()

    guts = form.locator('fieldset[data-for="guts"]')
    expect(guts).to_be_visible()
    expect(form.locator("fieldset.options")).to_have_count(1)
    expect(deal).to_be_enabled()
    guts.locator(":scope > details > summary").click()
    guts.locator('[name="optd-guts-ante"]').fill("0.10")
    deal.click()
    phone.wait_for_url(re.compile(r"/deal$"))
    started = [e for e in read(table.url("/events").replace("/t/", "/api/tables/"), table.host)["events"]
               if e["type"] == "deal_started"]
    assert [(e["payload"]["variant"], e["payload"]["options"]["ante"]) for e in started] == [("guts", 10)]
