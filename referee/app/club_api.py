"""The club's JSON API under /api/clubs: the same conventions as a table's (bearer tokens, an Idempotency-Key on
every append, If-Match, the error envelope). Schema in, service call, schema out."""

from __future__ import annotations

from datetime import date

from flask import Blueprint, Response, request

from referee.service import club_reads, clubs

from . import club_csv, club_schemas as shapes, views
from .api import body, engine, idempotency_key, if_match, token
from .errors import Malformed
from .inputs import version_number
from .schemas import unprintable

bp = Blueprint("club_api", __name__, url_prefix="/api")


def member() -> str:
    return clubs.authenticate(engine(), request.view_args["club_id"], token())


def load_command(data: dict) -> dict:
    kind = data.get("type")
    schema = shapes.BY_TYPE.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise Malformed("unknown_type", "Every club event needs a 'type': " + ", ".join(shapes.BY_TYPE) + ".")
    command = schema().load(data)
    if any(isinstance(value, str) and unprintable(value) for value in command.values()):
        raise Malformed("unprintable_text", "What you send can't hold control characters such as NUL, tabs or "
                                            "line breaks.")
    return command


@bp.post("/clubs")
def create_club():
    data = shapes.CreateClub().load(body())
    created = clubs.create_club(engine(), data["name"], data["currency"], data["unit"], data["founder"])
    return shapes.CreatedClub().dump(created), 201


@bp.get("/clubs/<club_id>")
def get_club(club_id: str):
    return shapes.ClubView().dump(club_reads.read_club(engine(), club_id, member()))


@bp.post("/clubs/<club_id>/events")
def append_event(club_id: str):
    actor = member()
    command = load_command(body())
    recorded = clubs.record(engine(), club_id, actor, command, idempotency_key(), if_match())
    last = recorded.events[-1]
    answer = {"version": last.version, "head": {"version": last.version, "hash": last.hash},
              "events": [{"version": e.version, "type": e.type, "actor": e.actor, "payload": e.payload}
                         for e in recorded.events]}
    return shapes.ClubAppended().dump(answer), 201, {"Idempotent-Replayed": str(recorded.replayed).lower()}


@bp.post("/clubs/<club_id>/nights")
def open_night(club_id: str):
    actor = member()
    data = shapes.OpenNight().load(body())
    opened = clubs.open_night(engine(), club_id, actor, data.get("name", ""), data["members"], data["stakes"],
                              idempotency_key())
    return shapes.OpenedNight().dump(opened), 201, {"Idempotent-Replayed": str(opened.replayed).lower()}


@bp.post("/clubs/<club_id>/nights/<night>/seat")
def take_seat(club_id: str, night: str):
    return shapes.NightSeatToken().dump(clubs.seat_for(engine(), club_id, member(), night)), 201


@bp.get("/clubs/<club_id>/debts")
def get_debts(club_id: str):
    return shapes.ClubDebts().dump(club_reads.read_debts(engine(), club_id, member()))


@bp.get("/clubs/<club_id>/season")
def get_season(club_id: str):
    start, end = dates()
    return shapes.SeasonView().dump(club_reads.read_season(engine(), club_id, member(), start, end))


@bp.get("/clubs/<club_id>/standings.csv")
def get_standings_csv(club_id: str):
    start, end = dates()
    return Response(club_csv.standings(club_reads.read_season(engine(), club_id, member(), start, end)),
                    mimetype="text/csv")


@bp.get("/clubs/<club_id>/games.csv")
def get_games_csv(club_id: str):
    start, end = dates()
    return Response(club_csv.games(club_reads.read_season(engine(), club_id, member(), start, end)),
                    mimetype="text/csv")


@bp.get("/clubs/<club_id>/verify")
def get_verify(club_id: str):
    member()
    since, hash_ = request.args.get("since"), request.args.get("hash")
    if (since is None) != (hash_ is None):
        raise Malformed("since_and_hash", "Send 'since' and 'hash' together: the head you saw, version and hash.")
    since = None if since is None else version_number(since, "since")
    return views.Verification().dump(clubs.verify(engine(), club_id, since, hash_))


def dates() -> tuple[str, str]:
    """The season's first and last dates from the query (`from`, `to`: YYYY-MM-DD), or empty."""
    found = []
    for name in ("from", "to"):
        value = request.args.get(name, "").strip()
        if value and not _is_date(value):
            raise Malformed("bad_date", f"'{name}' is a date written like 2026-11-27.")
        found.append(value)
    return found[0], found[1]


def _is_date(text: str) -> bool:
    try:
        return len(text) == 10 and bool(date.fromisoformat(text))
    except ValueError:
        return False
