"""Pages as each phone sees them: a test client per seat, signed in by its seat link."""

from __future__ import annotations

import re

import pytest

from referee.rules.core.cards import parse_card
from tests.support.forms import FormPhone

PAGES = ("", "/deal", "/history", "/settle", "/live?page=table", "/live?page=deal", "/live?page=history",
         "/live?page=settle")


class Phones:
    """One signed-in test client per seat (and one for the host) of an API-driven table."""

    def __init__(self, app, table):
        self.table = table
        self.clients = {}
        for who, token in [("host", table.host), *table.tokens.items()]:
            client = app.test_client()
            assert client.get(f"/t/{table.id}/as/{token}").status_code == 303
            self.clients[who] = client

    def pages(self, who) -> dict[str, str]:
        """Every page and live fragment this phone can open now, the current deal's history included."""
        client = self.clients[who]
        paths = list(PAGES)
        deals = client.get(f"/t/{self.table.id}/history").get_data(as_text=True)
        for number in sorted(set(re.findall(r"/history/(\d+)", deals))):
            paths += [f"/history/{number}", f"/live?page=history&n={number}"]
        seen = {}
        for path in paths:
            response = client.get(f"/t/{self.table.id}{path}")
            assert response.status_code in (200, 204), (path, response.status_code)
            seen[path] = response.get_data(as_text=True)
        return seen

    def assert_hidden(self, secrets: dict[int, list[str]]):
        """No phone but the owner's shows a card in `secrets` (by seat), in any spelling."""
        for who in self.clients:
            for path, html in self.pages(who).items():
                html = re.sub(r'name="(csrf|key)" value="[^"]*"', "", html)
                for owner, cards in secrets.items():
                    if owner == who:
                        continue
                    for code in cards:
                        for spelling in spellings(code):
                            assert not re.search(rf"(?<![\w-]){re.escape(spelling)}(?![\w-])", html), \
                                f"{who} sees {spelling} of seat {owner} on {path}"


def spellings(code: str) -> set[str]:
    card = parse_card(code)
    pretty = str(card)
    return {code, pretty, pretty.replace("10", "T"), code.replace("T", "10")}


@pytest.fixture
def phones(app):
    return lambda table: Phones(app, table)


@pytest.fixture
def seats(client, table):
    """Ann, Bob and Cy's phones, driving the pages' own forms, each with chips; Ann holds the button first."""
    phones = {seat: FormPhone(client.application.test_client(), table.id, token) for seat, token in table.tokens.items()}
    for phone in phones.values():
        phone.do("buy_in", "", money="10")
    return phones
