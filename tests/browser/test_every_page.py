"""Every page kind at a phone's size, in the phone's light and dark mode: pictured for review, and checked
by axe-core (WCAG 2 A and AA rules) with no serious or critical violation.

The figures of each run (violations by impact) are kept in test-output/axe-<mode>.json."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import SHOTS
from tests.browser.night_of_pages import night, page_kinds

axe_playwright = pytest.importorskip("axe_playwright_python.sync_playwright",
                                     reason="axe-playwright-python is not installed")
RULES = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]}}
BLOCKING = ("serious", "critical")


def check(page, name: str, found: dict) -> None:
    """Run axe on the page as it is and keep what it found under the page's name."""
    results = axe_playwright.Axe().run(page, options=RULES)
    found[name] = [{"rule": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5],
                    "help": v["help"]} for v in results.response["violations"]]


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_every_page_kind_is_accessible_in_light_and_dark_mode(server, phones, shot, mode):
    tables = night(server)
    holdem = tables["holdem"]
    found: dict[str, list] = {}

    host = phones(color_scheme=mode)
    host.goto(server)
    shot(host, f"index-{mode}")
    check(host, "index", found)
    host.fill("#name", "Friday")
    host.fill("#players", "Ann\nBob\nCy")
    host.get_by_role("button", name="Open the table").click()
    expect(host.get_by_text("Send each player their own link")).to_be_visible()
    shot(host, f"links-{mode}")
    check(host, "links", found)
    host.get_by_role("link", name="Go to the table").first.click()
    host.locator("#variant").select_option("holdem")
    host.locator('fieldset[data-for="holdem"] > details > summary').click()
    shot(host, f"table-host-{mode}")  # the host's table before any chips: the deal form with its options
    check(host, "table-host", found)

    stranger = phones(color_scheme=mode)
    stranger.goto(holdem.url(f"/join?code={holdem.join_code}"))
    shot(stranger, f"join-{mode}")
    check(stranger, "join", found)
    stranger.goto(holdem.url())
    shot(stranger, f"signed-out-{mode}")
    check(stranger, "signed-out", found)

    ann = phones(color_scheme=mode)
    for table in tables.values():
        ann.goto(table.sign_in(1))
    for name, url in page_kinds(tables):
        ann.goto(url)
        shot(ann, f"{name}-{mode}")
        check(ann, name, found)

    SHOTS.parent.mkdir(parents=True, exist_ok=True)
    (SHOTS.parent / f"axe-{mode}.json").write_text(json.dumps(found, indent=1))
    blocking = {name: [v for v in violations if v["impact"] in BLOCKING] for name, violations in found.items()}
    assert not any(blocking.values()), json.dumps({k: v for k, v in blocking.items() if v}, indent=1)
