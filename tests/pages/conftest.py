"""Pages as each phone sees them: a test client per seat, signed in by its seat link."""

from __future__ import annotations

import re

import pytest

from referee.rules.core.cards import parse_card
from tests.support.forms import FormPhone

PAGES = ("", "/deal", "/history", "/settle", "/live?page=table", "/live?page=deal", "/live?page=history",
         "/live?page=settle", "/ledger.csv")


class Phones:
    """One signed-in test client per seat (and one for the host) of an API-driven table."""

    def __init__(self, app, table):
        self.table = table
        self.replayed = {}  # (who, deal) -> (the steps this phone has opened, whether the deal was over then)
        self.clients = {}
        for who, token in [("host", table.host), *table.tokens.items()]:
            client = app.test_client()
            assert client.get(f"/t/{table.id}/as/{token}").status_code == 303
            self.clients[who] = client

    def pages(self, who) -> dict[str, str]:
        """Every page and live fragment this phone can open now, every deal's history included.

        A deal's history shows it at each of its steps. A step is the deal folded up to one of its events, so
        it reads the same until the deal is over (then a game may show more, its own cards to their owner):
        each step is opened once as soon as it exists, and every step again once the deal is over."""
        client = self.clients[who]
        paths = list(PAGES)
        deals = client.get(f"/t/{self.table.id}/history").get_data(as_text=True)
        for item in re.findall(r"<li>.*?</li>", deals, re.S):
            number = int(re.search(r"/history/(\d+)", item).group(1))
            paths += [f"/history/{number}", f"/live?page=history&n={number}"]
            paths += self._new_steps(who, number, "being played" not in item)
        seen = {}
        for path in paths:
            response = client.get(f"/t/{self.table.id}{path}")
            assert response.status_code in (200, 204), (path, response.status_code)
            seen[path] = response.get_data(as_text=True)
        return seen

    def _new_steps(self, who, number: int, over: bool) -> list[str]:
        page = self.clients[who].get(f"/t/{self.table.id}/history/{number}").get_data(as_text=True)
        count = int(re.search(r"Step \d+ of (\d+)", page).group(1))
        opened, was_over = self.replayed.get((who, number), (0, False))
        first = 1 if over and not was_over else opened + 1
        self.replayed[(who, number)] = (count, over)
        return [path for step in range(first, count + 1)
                for path in (f"/history/{number}?step={step}", f"/live?page=history&n={number}&step={step}")]

    def assert_hidden(self, secrets: dict[int, list[str]]):
        """No phone but the owner's shows a card in `secrets` (by seat), in any spelling."""
        for who in self.clients:
            for path, html in self.pages(who).items():
                html = without_tokens(html)
                for owner, cards in secrets.items():
                    if owner == who:
                        continue
                    for code in cards:
                        for spelling in spellings(code):
                            assert not names(html, spelling), f"{who} sees {spelling} of seat {owner} on {path}"


def without_tokens(html: str) -> str:
    """The page without its forms' random tokens (CSRF values, idempotency keys), which may spell a card by
    chance ("2H-...")."""
    return re.sub(r'name="(csrf|key)" value="[^"]*"', "", html)


def names(text: str, spelling: str) -> bool:
    """Whether `text` has this spelling of a card as a word of its own (not inside a longer code or word)."""
    # The plain substring test first: most spellings are on no page, and the pattern, starting with a
    # look-behind, has re try it at every position of a long page.
    return spelling in text and re.search(rf"(?<![\w-]){re.escape(spelling)}(?![\w-])", text) is not None


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
