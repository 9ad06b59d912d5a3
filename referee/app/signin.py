"""Who a phone is at a table, and forms that only our own pages can send.

A seat link carries the seat's secret once; the phone keeps it in an
HttpOnly cookie scoped to that table and is sent on to the table's page, so
the secret never sits in a page, in script reach or in the address bar. A
join link's code moves to a cookie of the join page the same way, out of the
address bar. Every form carries a CSRF value that must match a second
HttpOnly cookie (double submit): another site can make a phone post, but it
can neither read nor set that cookie, so its forms are refused.
"""

from __future__ import annotations

import hmac
import json
import secrets

from flask import Response, current_app, g, redirect, request, url_for

from referee.service import tables

from .errors import Malformed

CSRF_COOKIE = "csrf"
DAYS = 86400
HOUR = 3600


def seat_cookie(table_id: str) -> str:
    return f"seat-{table_id}"


def sign_in(response: Response, table_id: str, token: str) -> Response:
    response.set_cookie(seat_cookie(table_id), token, max_age=7 * DAYS, path=f"/t/{table_id}",
                        httponly=True, samesite="Lax", secure=request.is_secure)
    return response


def sign_out(response: Response, table_id: str) -> Response:
    response.delete_cookie(seat_cookie(table_id), path=f"/t/{table_id}")
    return response


def token(table_id: str) -> str | None:
    return request.cookies.get(seat_cookie(table_id))


def principal(table_id: str) -> str:
    """The seat ("seat:N") or host this phone speaks for, or Unauthorized."""
    return tables.authenticate(current_app.extensions["referee.engine"], table_id, token(table_id))


def bearer(table_id: str) -> tables.Bearer:
    """Who this phone speaks for as this worker last found it, for an append, which checks it again against
    the table's keys."""
    return tables.bearer(current_app.extensions["referee.engine"], table_id, token(table_id), remembered=True)


def keep_join_code(response: Response, table_id: str, code: str) -> Response:
    """A join link's code, kept for the join page, which is then opened without it in its address."""
    response.set_cookie(f"join-{table_id}", code[:20], max_age=DAYS, path=f"/t/{table_id}/join", httponly=True,
                        samesite="Lax", secure=request.is_secure)
    return response


def join_code(table_id: str) -> str:
    return request.cookies.get(f"join-{table_id}", "")


def show_links(table_id: str, made: dict[str, str]) -> Response:
    """Redirect to the links page, which shows the links just `made` (by seat number as text, "host" and
    "join": each one's secret) from a cookie only that page reads, on this phone, for an hour."""
    answer = redirect(url_for("pages.links", table_id=table_id), 303)
    answer.set_cookie(f"links-{table_id}", json.dumps(made), max_age=HOUR, path=f"/t/{table_id}/links",
                      httponly=True, samesite="Strict", secure=request.is_secure)
    return answer


def links_made(table_id: str) -> dict[str, str]:
    """The links the links page shows: those this phone made last (nothing, if the cookie is not ours)."""
    try:
        made = json.loads(request.cookies.get(f"links-{table_id}", "{}"))
    except ValueError:
        return {}
    return {str(key): value for key, value in made.items() if isinstance(value, str)} if isinstance(made, dict) else {}


def csrf_value() -> str:
    """This phone's CSRF value, for the forms of the page being rendered."""
    if "csrf" not in g:
        g.csrf = request.cookies.get(CSRF_COOKIE) or secrets.token_urlsafe(24)
    return g.csrf


def keep_csrf_cookie(response: Response) -> Response:
    if "csrf" in g and request.cookies.get(CSRF_COOKIE) != g.csrf:
        response.set_cookie(CSRF_COOKIE, g.csrf, max_age=30 * DAYS, httponly=True, samesite="Lax",
                            secure=request.is_secure)
    return response


def guard_forms(blueprint) -> None:
    """A blueprint's forms are taken only from our own pages: each POST carries the CSRF value its page was
    given, and each response keeps the phone's value in its cookie."""
    blueprint.before_request(lambda: check_csrf() if request.method == "POST" else None)
    blueprint.after_request(keep_csrf_cookie)


def check_csrf() -> None:
    sent = request.form.get("csrf", "")
    kept = request.cookies.get(CSRF_COOKIE, "")
    if not kept or not hmac.compare_digest(sent, kept):
        raise Malformed("csrf", "This form is out of date or did not come from this site; reload the page and try again.")
