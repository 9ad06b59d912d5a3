"""Every answer, page or API, error or file, carries the security headers: a Content-Security-Policy that
runs only the referee's own script files and lets no site frame a page, no Referer (a seat link must never
leave the phone in one), and no sniffing of types. So that the policy breaks nothing, no template, and no
page as rendered, holds an inline script, an on…= handler or a style attribute."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask import url_for

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
# A <script> without src, an event handler attribute, a style attribute, a javascript: address.
INLINE = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>|\son[a-z]+\s*=|\sstyle\s*=|javascript:", re.I)


def assert_secured(response, what: str) -> None:
    policy = response.headers.get("Content-Security-Policy", "")
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy, (what, policy)
    assert "frame-ancestors 'none'" in policy, (what, policy)
    assert response.headers.get("Referrer-Policy") == "no-referrer", what
    assert response.headers.get("X-Content-Type-Options") == "nosniff", what


@pytest.mark.parametrize("template", sorted(path.relative_to(TEMPLATES).as_posix()
                                            for path in TEMPLATES.rglob("*.html")))
def test_no_template_holds_inline_script_handlers_or_styles(template):
    found = INLINE.findall((TEMPLATES / template).read_text())
    assert not found, f"{template}: {found}"


def test_every_route_answers_with_the_headers_whatever_it_answers(client, table):
    assert client.get(f"/t/{table.id}/as/{table.host}").status_code == 303  # the host's phone, signed in
    values = {"table_id": table.id, "token": table.host, "number": 1, "filename": "referee.css",
              "key": "five_card_draw", "club_id": "club-nosuch", "night": table.id}
    answered = set()
    for rule in client.application.url_map.iter_rules():
        with client.application.test_request_context():
            path = url_for(rule.endpoint, **{name: values[name] for name in rule.arguments})
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            response = client.open(path, method=method, headers={"Authorization": f"Bearer {table.host}"})
            assert_secured(response, f"{method} {path}")
            answered.add(response.status_code)
            if response.mimetype == "text/html":
                assert not INLINE.findall(response.get_data(as_text=True)), f"{method} {path}"
    assert {200, 303, 400, 404} <= answered  # pages, redirects and refusals alike


@pytest.mark.parametrize("method, path", [("GET", "/nowhere"), ("DELETE", "/api/tables"), ("GET", "/t/nosuch"),
                                          ("POST", "/api/tables")])
def test_refusals_carry_them_too(client, method, path):
    assert_secured(client.open(path, method=method, data="{"), f"{method} {path}")
