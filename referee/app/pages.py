"""The pages people open on their phones: the same service calls as the API, rendered as HTML.

Each page of a table has a live part (a fragment template) that the phone
asks for again whenever the table's version moves, so a page follows the
table within two seconds without losing what its player is typing.
"""

from __future__ import annotations

import hashlib
import uuid
from functools import partial

from flask import Blueprint, current_app, jsonify, make_response, redirect, render_template, request, url_for
from markupsafe import Markup
from marshmallow import ValidationError

from referee.rules.core.errors import RuleError, as_sentence
from referee.service import appends, audit, clubs, histories, ledgers, polls, reads, replays, tables
from referee.service.errors import ServiceError, Unauthorized

from . import chart, forms, guesses, ledger_csv, renders, schemas, signin, wording
from .errors import STATUS, TooManyGuesses

bp = Blueprint("pages", __name__)
signin.guard_forms(bp)


def engine():
    return current_app.extensions["referee.engine"]


def kept() -> renders.Kept:
    return current_app.extensions["referee.renders"]




@bp.app_context_processor
def csrf_for_forms():
    return {"csrf": signin.csrf_value}


@bp.errorhandler(ServiceError)
@bp.errorhandler(RuleError)
def refused(error):
    if isinstance(error, Unauthorized) and "table_id" in (request.view_args or {}):
        return render_template("signed_out.html", table_id=request.view_args["table_id"], message=error.message), 401
    return render_template("problem.html", message=as_sentence(error.message)), STATUS[error.kind]


# Opening a table, joining it, and signing a phone in or out.

@bp.get("/")
def index():
    return render_template("index.html", variants=reads.variants())


@bp.post("/tables")
def create_table():
    form = request.form
    players = [name.strip() for name in form.get("players", "").splitlines() if name.strip()]
    host = " ".join(form.get("host", "").split())
    data = {"name": form.get("name", "").strip(), "currency": form.get("currency", "USD").strip().upper() or "USD",
            "players": players, "unit": forms.cents(form.get("unit", "").strip() or "0.05"),
            "stakes": {name: forms.cents(form[name]) for name in ("min_bet", "max_bet") if form.get(name, "").strip()}}
    try:
        data = schemas.CreateTable().load(data)
        created = tables.create_table(engine(), data["name"], data["currency"], data["unit"], data["players"],
                                      data["stakes"], host[:40] or data["players"][0])
    except (ValidationError, RuleError) as error:
        return render_template("index.html", variants=reads.variants(), form=form,
                               refusal=refusal_sentence(error)), 422
    made = {str(seat["seat"]): seat["token"] for seat in created.seats}
    answer = signin.show_links(created.id, {**made, "host": created.host_token, "join": created.join_code})
    return signed_in(answer, created.id, created.host_token)


@bp.route("/t/<table_id>/join", methods=["GET", "POST"])
def join(table_id: str):
    table = reads.join_view(engine(), table_id)
    if request.method == "GET":
        if "code" in request.args:  # a join link: its code goes to a cookie, out of the address bar
            answer = redirect(url_for("pages.join", table_id=table_id), 303)
            return signin.keep_join_code(answer, table_id, request.args["code"])
        return render_template("join.html", table_id=table_id, table=table, code=signin.join_code(table_id))
    form = request.form
    try:
        data = schemas.Join().load({"join_code": form.get("join_code", "").strip().upper(),
                                    "name": form.get("name", "").strip()})
        joined = guesses.join(table_id, data["join_code"], data["name"])
    except (ValidationError, ServiceError, RuleError) as error:
        waiting = error.headers if isinstance(error, TooManyGuesses) else {}
        return render_template("join.html", table_id=table_id, table=table, code=form.get("join_code", ""),
                               name=form.get("name", ""), refusal=refusal_sentence(error)), refusal_status(error), waiting
    return signed_in(redirect(url_for("pages.table", table_id=table_id), 303), table_id, joined["token"])


@bp.get("/t/<table_id>/as/<token>")
def sign_in(table_id: str, token: str):
    return signed_in(redirect(url_for("pages.table", table_id=table_id), 303), table_id, token)


def signed_in(response, table_id: str, token: str):
    """This phone gets its own key for the link's seat (or the host), so that the table can count its phones."""
    device = tables.sign_in_device(engine(), table_id, token, signin.token(table_id))
    return signin.sign_in(response, table_id, device)


@bp.post("/t/<table_id>/leave")
def leave(table_id: str):
    tables.sign_out_device(engine(), table_id, signin.token(table_id))
    return signin.sign_out(redirect(url_for("pages.index"), 303), table_id)


# The table's pages; each has a live part.

def table_context(table_id: str, who: str, **_) -> dict:
    # The game whose options the deal form shows: the one asked for, or the one a refused deal chose.
    game = request.args.get("game") or request.form.get("variant", "")
    table, variants = reads.read_table(engine(), table_id, who), reads.read_variants(engine(), table_id)
    return {"table": table, "variants": variants, "options_of": partial(_deal_options, table, variants),
            "entries": reads.read_entries(engine(), table_id), "devices": tables.devices(engine(), table_id),
            "game": game, "presets": reads.rotation_presets()}


def _deal_options(table: dict, variants: list, chosen: str) -> Markup:
    """The deal form's games and their options: most of the table page, the same for every phone at the table,
    and the same until a deal, a game or the stakes change (not at each buy-in): rendered once for what it shows."""
    shows = repr((table["stakes"], table["remembered"], table["next_deal"], table["under_way"], variants))
    asked = (table["id"], chosen, hashlib.sha256(shows.encode()).digest())
    options = current_app.extensions["referee.deal_options"]
    if (part := options.get(asked)) is None:
        part = render_template("_deal_options.html", table=table, variants=variants, chosen=chosen)
        options.put(asked, part)
    return Markup(part)


def deal_context(table_id: str, who: str, at=None, **_) -> dict:
    table = reads.read_table(engine(), table_id, who, at)
    last = None
    if table["deal"] is None and table["deals_played"]:
        last = replays.read_replay(engine(), table_id, who, table["deals_played"])
    return {"table": table, "deal": table["deal"], "last": last}


def settle_context(table_id: str, who: str, **_) -> dict:
    ledger = ledgers.read_ledger(engine(), table_id)
    return {"table": reads.read_table(engine(), table_id, who), "settlement": reads.read_settlement(engine(), table_id),
            "verified": audit.check(engine(), table_id), "ledger": ledger,
            "chart": chart.balances(ledger["after_deals"], ledger["currency"])}


def history_context(table_id: str, who: str, number: int | None = None, step: int | None = None, **_) -> dict:
    context = {"table": reads.read_table(engine(), table_id, who),
               "rules_changes": audit.rules_changes(engine(), table_id)}
    if number is not None:
        return {**context, "replay": replays.read_replay(engine(), table_id, who, number, step)}
    return {**context, "deals": reads.read_deals(engine(), table_id)}


PAGES = {
    "table": (table_context, "_table.html"),
    "deal": (deal_context, "_deal.html"),
    "settle": (settle_context, "_settle.html"),
    "history": (history_context, "_history.html"),
}
# The live parts drawn from the log alone, so the same at the same version; the table page also counts the
# phones signed in and the settle page checks the stored log, neither of which moves the version.
KEPT_WHOLE = {"deal", "history"}


def render_page(page: str, table_id: str, refusal: dict | None = None, number: int | None = None, status: int = 200,
                step: int | None = None):
    return _render("page.html", page, table_id, refusal, number, step)[0], status


def _render(template: str, page: str, table_id: str, refusal: dict | None, number: int | None,
            step: int | None = None, marked: bool = False, polled: polls.Polled | None = None) -> tuple[str, int]:
    """The whole page, or (template "") its live part: the turn banner and the page's fragment; and the
    version it shows. Marked, its forms hold markers where a phone's own values go (see renders). `polled`:
    what the caller has just found of the phone and the table."""
    who = polled.principal if polled else signin.principal(table_id)
    context_of, fragment = PAGES[page]
    context = context_of(table_id, who, number=number, step=step, at=polled.intact if polled else None)
    names = {seat["seat"]: seat["name"] for seat in context["table"]["seats"]}
    if template and context["table"]["club"]:  # the whole page leads a club's members back to their club
        context["club"] = clubs.club_of_night(engine(), context["table"]["club"], table_id, who)
    phone_own = {"new_key": lambda: renders.KEY_MARK, "csrf": lambda: renders.CSRF_MARK} if marked else {
        "new_key": new_key}
    body = render_template(template or "_live.html", page=page, fragment=fragment, table_id=table_id, number=number,
                           step=step, refusal=refusal or {}, names=names, **phone_own, **context)
    return body, context["table"]["version"]


@bp.get("/t/<table_id>")
def table(table_id: str):
    return render_page("table", table_id)


@bp.post("/t/<table_id>/deal-options")
def deal_options(table_id: str):
    """A phone without script asks for the options of the game its dealer chose on the deal form."""
    game = request.form.get("variant", "")
    return redirect(url_for("pages.table", table_id=table_id, game=game or None, _anchor="variant"), 303)


@bp.get("/t/<table_id>/deal-options")
def game_options(table_id: str):
    """The options of one game (`?game=`) for the deal form: a phone with script fetches them when its dealer
    chooses another game, so the table page carries the options of the game chosen alone."""
    who = signin.principal(table_id)
    table, variants = reads.read_table(engine(), table_id, who), reads.read_variants(engine(), table_id)
    game = request.args.get("game", "")
    if not any(v["key"] == game for v in variants):
        return render_template("problem.html", message="There is no such game at this table."), 404
    return _deal_options(table, variants, game), 200, {"Cache-Control": "no-store"}


@bp.get("/t/<table_id>/deal")
def deal(table_id: str):
    return render_page("deal", table_id)


@bp.get("/t/<table_id>/settle")
def settle(table_id: str):
    return render_page("settle", table_id)


@bp.get("/t/<table_id>/history")
def history(table_id: str):
    return render_page("history", table_id)


@bp.get("/t/<table_id>/history.phhs")
def night_history(table_id: str):
    """The night's hand histories, one PHH series file to download."""
    signin.principal(table_id)
    response = make_response(histories.night_history(engine(), table_id))
    response.mimetype = "text/plain"
    response.headers["Content-Disposition"] = f'attachment; filename="{table_id}.phhs"'
    return response


@bp.get("/t/<table_id>/ledger.csv")
def ledger_download(table_id: str):
    """Every money movement of the night, one row each, for a spreadsheet."""
    signin.principal(table_id)
    response = make_response(ledger_csv.text(ledgers.read_ledger(engine(), table_id)))
    response.mimetype = "text/csv"
    response.headers["Content-Disposition"] = f'attachment; filename="{table_id}-ledger.csv"'
    return response


@bp.get("/t/<table_id>/history/<int:number>")
def deal_history(table_id: str, number: int):
    """A deal step by step: `?step=k` shows the table after its k-th event (the last when not given)."""
    return render_page("history", table_id, number=number, step=_whole(request.args.get("step", "")))


@bp.get("/t/<table_id>/live")
def live(table_id: str):
    """The live part of a page, or 204 if the table has not moved since version `v`."""
    polled = polls.poll(engine(), table_id, signin.token(table_id))
    who, version = polled.principal, polled.version
    page = request.args.get("page", "")
    if page not in PAGES:
        return render_template("problem.html", message="There is no such page."), 404
    seen = request.args.get("v", "")
    if seen == str(version):
        return "", 204
    number, step = _whole(request.args.get("n", "")), _whole(request.args.get("step", ""))
    asked = (page, who, number, step)
    part = kept().get(table_id, version, asked) if page in KEPT_WHOLE else None
    if part is None:
        part, version = _render("", page, table_id, None, number, step, marked=True, polled=polled)
        if page in KEPT_WHOLE:
            kept().keep(table_id, version, asked, part)
    body = renders.filled(part, signin.csrf_value())
    return body, 200, {"X-Version": str(version), "Cache-Control": "no-store"}


@bp.post("/t/<table_id>/act")
def act(table_id: str):
    """Record what a button says; a refusal comes back as the referee's sentence, next to that button."""
    signed = signin.bearer(table_id)
    who = signed.principal
    form = request.form
    key = form.get("key") or new_key()
    try:
        command = schemas.load_command(forms.command_from_form(form))
        if short := forms.short_entry(form, command):
            raise RuleError("too_few_cards", short)
        keep = command.pop("keep", None)
        if keep and command.get("type") == "draw":  # a draw that keeps some ranks reads the cards kept
            command = {**command, "keep": keep}
        appends.record(engine(), table_id, who, command, key, bearer=signed)
        if keep:  # after a draw, the cards kept stay entered; the player adds the new ones
            appends.record(engine(), table_id, who, {"type": "cards", "cards": keep}, f"{key}:kept", bearer=signed)
    except Unauthorized:  # the phone's link ended since this worker last saw it: not a refusal beside a button
        raise
    except (ValidationError, ServiceError, RuleError) as error:
        if request.headers.get("X-Requested-With") == "fetch":
            names = {seat["seat"]: seat["name"] for seat in reads.read_table(engine(), table_id, who)["seats"]}
            return jsonify({"error": {"message": wording.on_a_page(refusal_sentence(error), names)}}), refusal_status(error)
        # The refusal is said beside the form, on the page it was sent from.
        page = next(where for where in (form.get("on"), form.get("next"), "table") if where in PAGES)
        refusal = {"form": form.get("form", ""), "message": refusal_sentence(error)}
        return render_page(page, table_id, refusal=refusal, status=refusal_status(error))
    page = form.get("next") if form.get("next") in PAGES else "table"
    following = url_for(f"pages.{page}", table_id=table_id)
    if request.headers.get("X-Requested-With") == "fetch":
        return jsonify({"ok": True, "next": following})
    return redirect(following, 303)


# Helpers.

def _whole(text: str) -> int | None:
    """A page number from the address; anything else is no number."""
    number = forms.number(text)
    return number if isinstance(number, int) else None


def new_key() -> str:
    """Each rendered form gets its own idempotency key: a double tap is recorded once."""
    return uuid.uuid4().hex


def refusal_sentence(error: Exception) -> str:
    if isinstance(error, ValidationError):
        return wording.refusal(error, dollars=True)
    return as_sentence(getattr(error, "message", str(error)))


def refusal_status(error: Exception) -> int:
    return 400 if isinstance(error, ValidationError) else STATUS[error.kind]
