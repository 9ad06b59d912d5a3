"""Every read one phone can reach at a table: the table's pages and every page, file and download they link
to, each page's live part as its script asks for it, the head check, and the API's reads as the OpenAPI
document lists them, with the phone's seat link as the bearer token.

The links are read off the rendered pages, so a link a page gains is read too. A deal's history links every
one of its steps, which render alike: one of them is read, at random (the deal's own page is its last). What
answers the same at every table (the home page, the scripts and icons, the catalog, the API document) is read
once in a run.
"""

from __future__ import annotations

import random
import re
from html import unescape
from urllib.parse import parse_qsl, urlencode, urlsplit

LINK = re.compile(r'\b(?:href|src)="(/[^"]*)"')
LIVE = re.compile(r'<main id="live"([^>]*)>')
DATA = re.compile(r'\bdata-([a-z-]+)="([^"]*)"')
EVERYWHERE: dict[str, int] = {}  # the status of each read that answers the same at every table
DOCUMENT: dict = {}  # the API's OpenAPI document


class Phone:
    """A test client signed in at a table with a seat's link (or the host's)."""

    def __init__(self, app, table_id: str, token: str, rng: random.Random):
        self.client, self.table_id, self.token, self.rng = app.test_client(), table_id, token, rng
        assert self.client.get(f"/t/{table_id}/as/{token}").status_code == 303

    def reads(self) -> dict[str, int]:
        """Every read reachable now, by address, with the status it answered."""
        answered: dict[str, int] = {}
        todo = [f"/t/{self.table_id}"]
        while todo:
            url = todo.pop()
            if url not in answered:
                answered[url], page = self._read(url)
                todo += self._linked(url, page) if page else []
        deals = sorted({int(number) for url in answered for number in re.findall(r"/history/(\d+)", url)}) or [1]
        for url in self._api(deals):
            answered[url], _ = self._read(url)
        return answered

    def _read(self, url: str) -> tuple[int, str]:
        """The status a read answers, and the page when it is one (none for a read made once already)."""
        if url in EVERYWHERE:
            return EVERYWHERE[url], ""
        headers = {"Authorization": f"Bearer {self.token}"} if url.startswith("/api/") else {}
        response = self.client.get(url, headers=headers)
        if self.table_id not in url:
            EVERYWHERE[url] = response.status_code
        page = response.mimetype == "text/html" and response.status_code < 500
        return response.status_code, unescape(response.get_data(as_text=True)) if page else ""

    def _linked(self, url: str, page: str) -> list[str]:
        """The addresses a page leads to: its links, its live part and its head check."""
        links = list(dict.fromkeys(LINK.findall(page)))
        steps = [link for link in links if "step=" in urlsplit(link).query]
        found = [link for link in links if link not in steps]
        if steps and "step=" not in urlsplit(url).query:  # a step's own page links its neighbours: not followed
            found.append(self.rng.choice(steps))
        live = LIVE.search(page)
        if live:
            data = dict(DATA.findall(live.group(1)))
            asked = dict(parse_qsl(urlsplit(url).query)) | {"page": data["page"], "v": ""}
            asked |= {name: data[key] for name, key in (("n", "number"), ("step", "step")) if data[key]}
            found.append(f"{data['live']}?{urlencode(asked)}")
            found.append(f"{data['extends']}?{urlencode({'since': data['head-version'], 'hash': data['head-hash']})}")
        return found

    def _api(self, deals: list[int]) -> list[str]:
        """Every read of the API document, for this table and each of its deals."""
        if not DOCUMENT:
            DOCUMENT.update(self.client.get("/api/openapi.json").json)
        base = DOCUMENT["servers"][0]["url"]
        paths = [base + path.replace("{table_id}", self.table_id) for path, operations in DOCUMENT["paths"].items()
                 if "get" in operations]
        return ["/api/openapi.json"] + [path.replace("{number}", str(number)) for path in paths
                                        for number in (deals if "{number}" in path else [None])]
