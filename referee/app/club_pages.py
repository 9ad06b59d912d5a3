"""A club's pages: its members and nights, its debts, and a season's standings. The same service calls as
the club's API, rendered for phones.

A member link (/c/ID/as/TOKEN) is traded for this phone's own key, kept in an HttpOnly cookie scoped to the
club, as a seat link is at a table. From the club's page a member's phone takes its seat at a club night (and
a host's phone hosts one) without another link: the club vouches for it.
"""

from __future__ import annotations

import json

from flask import Blueprint, make_response, redirect, render_template, request, url_for
from marshmallow import ValidationError

from referee.rules.core.errors import RuleError
from referee.service import club_reads, clubs
from referee.service.errors import ServiceError, Unauthorized

from . import chart, club_csv, club_schemas as shapes, forms, signin
from .club_api import dates, load_command
from .links_pages import qr_svg
from .pages import engine, new_key, refusal_sentence, refusal_status, signed_in

bp = Blueprint("club_pages", __name__)
signin.guard_forms(bp)
MEMBER_DAYS = 60




@bp.errorhandler(ServiceError)
@bp.errorhandler(RuleError)
def refused(error):
    if isinstance(error, (Unauthorized, clubs.ClubNotFound)) and "club_id" in (request.view_args or {}):
        return render_template("club_signed_out.html", message=error.message), refusal_status(error)
    return render_template("problem.html", message=refusal_sentence(error)), refusal_status(error)


def _cookie(club_id: str) -> str:
    return f"member-{club_id}"


def _member(club_id: str) -> str:
    return clubs.authenticate(engine(), club_id, request.cookies.get(_cookie(club_id)))


def _signed_in(response, club_id: str, token: str):
    device = clubs.sign_in_device(engine(), club_id, token, request.cookies.get(_cookie(club_id)))
    response.set_cookie(_cookie(club_id), device, max_age=MEMBER_DAYS * signin.DAYS, path=f"/c/{club_id}",
                        httponly=True, samesite="Lax", secure=request.is_secure)
    return response


def _show_link(club_id: str, made: dict) -> object:
    """The links page shows a member's new link once, on this phone, as the table's links page does."""
    answer = redirect(url_for("club_pages.links", club_id=club_id), 303)
    answer.set_cookie(f"links-{club_id}", json.dumps(made), max_age=signin.HOUR, path=f"/c/{club_id}/links",
                      httponly=True, samesite="Strict", secure=request.is_secure)
    return answer


# Starting a club, signing in and out.

@bp.route("/clubs/new", methods=["GET", "POST"])
def new_club():
    if request.method == "GET":
        return render_template("club_new.html", form={})
    form = request.form
    try:
        data = shapes.CreateClub().load({"name": form.get("name", "").strip(), "founder": form.get("founder", "").strip(),
                                         "currency": form.get("currency", "USD").strip().upper() or "USD",
                                         "unit": forms.cents(form.get("unit", "").strip() or "0.05")})
        created = clubs.create_club(engine(), data["name"], data["currency"], data["unit"], data["founder"])
    except (ValidationError, RuleError) as error:
        return render_template("club_new.html", form=form, refusal=refusal_sentence(error)), refusal_status(error)
    return _signed_in(_show_link(created.id, {"1": created.token}), created.id, created.token)


@bp.get("/c/<club_id>/as/<token>")
def sign_in(club_id: str, token: str):
    return _signed_in(redirect(url_for("club_pages.club", club_id=club_id), 303), club_id, token)


@bp.post("/c/<club_id>/leave")
def leave(club_id: str):
    clubs.sign_out_device(engine(), club_id, request.cookies.get(_cookie(club_id)))
    answer = redirect(url_for("pages.index"), 303)
    answer.delete_cookie(_cookie(club_id), path=f"/c/{club_id}")
    return answer


@bp.get("/c/<club_id>/links")
def links(club_id: str):
    who = _member(club_id)
    view = club_reads.read_club(engine(), club_id, who)
    try:
        made = json.loads(request.cookies.get(f"links-{club_id}", "{}"))
    except ValueError:
        made = {}
    names = {str(m["member"]): m["name"] for m in view["members"]}
    shown = [{"member": int(number), "name": names[number],
              "url": url_for("club_pages.sign_in", club_id=club_id, token=secret, _external=True)}
             for number, secret in (made.items() if isinstance(made, dict) else ())
             if number in names and isinstance(secret, str)]
    answer = make_response(render_template("club_links.html", club=view, club_id=club_id, links=shown, qr=qr_svg))
    answer.headers["Cache-Control"] = "no-store"
    return answer


@bp.post("/c/<club_id>/members/<int:number>/link")
def new_link(club_id: str, number: int):
    who = _member(club_id)
    return _show_link(club_id, {str(number): clubs.member_link(engine(), club_id, who, number)})


# The club's pages.

def _page(club_id: str, page: str, refusal: dict | None = None, status: int = 200, **context):
    who = _member(club_id)
    view = club_reads.read_club(engine(), club_id, who)
    more = PAGES[page](club_id, who)
    return render_template("club.html", page=page, club=view, club_id=club_id, refusal=refusal or {},
                           new_key=new_key, **more, **context), status


def _home(club_id: str, who: str) -> dict:
    return {"debts": club_reads.read_debts(engine(), club_id, who)}


def _debts(club_id: str, who: str) -> dict:
    return {"debts": club_reads.read_debts(engine(), club_id, who)}


def _season(club_id: str, who: str) -> dict:
    start, end = dates()
    season = club_reads.read_season(engine(), club_id, who, start, end)
    return {"season": season, "chart": chart.balances(season["balances"], season["currency"],
                                                      "Each member's balance after each night", "Nights played")}


PAGES = {"club": _home, "debts": _debts, "season": _season}


@bp.get("/c/<club_id>")
def club(club_id: str):
    return _page(club_id, "club")


@bp.get("/c/<club_id>/debts")
def debts(club_id: str):
    return _page(club_id, "debts")


@bp.get("/c/<club_id>/season")
def season(club_id: str):
    return _page(club_id, "season")


@bp.get("/c/<club_id>/standings.csv")
def standings_csv(club_id: str):
    return _csv(club_id, club_csv.standings, "standings")


@bp.get("/c/<club_id>/games.csv")
def games_csv(club_id: str):
    return _csv(club_id, club_csv.games, "games")


def _csv(club_id: str, write, what: str):
    start, end = dates()
    response = make_response(write(club_reads.read_season(engine(), club_id, _member(club_id), start, end)))
    response.mimetype = "text/csv"
    response.headers["Content-Disposition"] = f'attachment; filename="{club_id}-{what}.csv"'
    return response


@bp.post("/c/<club_id>/act")
def act(club_id: str):
    """Record what a button of the club says; a refusal comes back beside it."""
    who = _member(club_id)
    form = request.form
    page = form.get("next") if form.get("next") in PAGES else "club"
    try:
        command = load_command(_command(form))
        recorded = clubs.record(engine(), club_id, who, command, form.get("key") or new_key())
    except (ValidationError, ServiceError, RuleError) as error:
        if isinstance(error, Unauthorized):
            raise
        return _page(club_id, page, {"form": form.get("form", ""), "message": refusal_sentence(error)}, refusal_status(error))
    added = recorded.events[0]
    if added.type == "member_added" and not recorded.replayed:  # the new member's link, shown once
        number = added.payload["member"]
        return _show_link(club_id, {str(number): clubs.member_link(engine(), club_id, who, number)})
    return redirect(url_for(f"club_pages.{page}", club_id=club_id), 303)


def _command(form) -> dict:
    """A club command from a page's form: numbers as numbers, amounts typed in dollars as cents."""
    command = {"type": form.get("type", "")}
    for name in ("name", "payer", "payee", "night"):
        if form.get(name, "").strip():
            command[name] = form[name].strip()
    for name in ("member", "payment"):
        if name in form:
            command[name] = forms.number(form[name])
    if "amount" in form:
        command["amount"] = forms.cents(form["amount"].strip())
    for name in ("host", "paid"):
        if name in form:
            command[name] = form[name] == "yes"
    return command


@bp.post("/c/<club_id>/nights")
def open_night(club_id: str):
    who = _member(club_id)
    form = request.form
    members = [forms.number(value) for value in form.getlist("members")]
    stakes = {name: forms.cents(form[name]) for name in ("min_bet", "max_bet") if form.get(name, "").strip()}
    try:
        name = form.get("name", "").strip()
        data = shapes.OpenNight().load({**({"name": name} if name else {}), "members": members,
                                        "stakes": stakes or None})
        opened = clubs.open_night(engine(), club_id, who, data.get("name", ""), data["members"], data["stakes"],
                                  form.get("key") or new_key())
    except (ValidationError, ServiceError, RuleError) as error:
        if isinstance(error, Unauthorized):
            raise
        return _page(club_id, "club", {"form": "open-night", "message": refusal_sentence(error)}, refusal_status(error))
    # The opener's phone hosts the night; the links page keeps the host link and the join code for guests.
    answer = signin.show_links(opened.night, {"host": opened.host_token, "join": opened.join_code})
    return signed_in(answer, opened.night, opened.host_token)


@bp.post("/c/<club_id>/nights/<night>/play")
def play(club_id: str, night: str):
    """This member's phone takes its seat at the night: no other link needed."""
    seated = clubs.seat_for(engine(), club_id, _member(club_id), night)
    return signin.sign_in(redirect(url_for("pages.table", table_id=night), 303), night, seated["token"])


@bp.post("/c/<club_id>/nights/<night>/host")
def host(club_id: str, night: str):
    """A host's phone hosts the night (to close it, or act for a seat)."""
    token = clubs.host_key(engine(), club_id, _member(club_id), night)
    return signin.sign_in(redirect(url_for("pages.table", table_id=night), 303), night, token)
