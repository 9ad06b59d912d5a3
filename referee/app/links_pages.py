"""The links page: each seat's link, the host's and the join code, shown to the host who made them.

A link carries its seat's secret, and the referee keeps only what checks it,
so the links exist only as the host makes them. Making them is a POST (a new
table, a new link for a seat, a new join code); the page that shows them is
a GET it redirects to, so a reload shows the same links again instead of
making a second table. Between the two, the secrets ride in a cookie only
the links page reads, on the host's own phone, for an hour
(`signin.show_links`). Nothing caches the page.
"""

from __future__ import annotations

from ipaddress import ip_address
from urllib.parse import urlsplit

import segno
from flask import make_response, render_template, request, url_for

from referee.service import reads, tables

from . import forms, signin
from .pages import bp, engine


@bp.get("/t/<table_id>/links")
def links(table_id: str):
    who = signin.principal(table_id)
    table = reads.read_table(engine(), table_id, who)
    made = signin.links_made(table_id)
    names = {str(seat["seat"]): seat["name"] for seat in table["seats"]}
    context = {
        "table_id": table_id, "name": table["name"], "qr": qr_svg, "loopback": _on_loopback(),
        "links": [{"seat": int(seat), "name": names[seat], "url": _link(table_id, secret)}
                  for seat, secret in made.items() if seat in names],
    }
    if "host" in made:
        context["host_url"] = _link(table_id, made["host"])
    if "join" in made:
        context.update(join_url=_join_url(table_id, made["join"]), join_code=made["join"])
    answer = make_response(render_template("links.html", **context))
    answer.headers["Cache-Control"] = "no-store"  # the page holds secrets: no cache keeps a copy
    return answer


@bp.post("/t/<table_id>/links")
def new_links(table_id: str):
    who = signin.principal(table_id)
    seat = forms.number(request.form.get("seat", ""))
    if isinstance(seat, int):
        return signin.show_links(table_id, {str(seat): tables.new_seat_link(engine(), table_id, who, seat)})
    return signin.show_links(table_id, {"join": tables.new_join_code(engine(), table_id, who)})


def _on_loopback() -> bool:
    """Whether the links name an address only this computer can open (no phone reaches 127.0.0.1)."""
    host = urlsplit(f"//{request.host}").hostname or ""
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ip_address(host).is_loopback
    except ValueError:
        return False


def _link(table_id: str, token: str) -> str:
    return url_for("pages.sign_in", table_id=table_id, token=token, _external=True)


def _join_url(table_id: str, code: str) -> str:
    return url_for("pages.join", table_id=table_id, code=code, _external=True)


def qr_svg(url: str) -> str:
    return segno.make(url, error="m").svg_inline(scale=4, dark="#111", light="#fff")
