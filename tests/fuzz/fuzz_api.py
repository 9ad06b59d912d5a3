"""Schemathesis against /api/openapi.json: requests generated from the document, with real tables and tokens.

A bounded run (about 2,000 requests): no answer is a 5xx, every answer matches the document (status, content
type, headers, body), methods the document does not list get a 405 with Allow, and a refused request writes
nothing. It takes about a minute, so `make test` leaves it out (its name is not test_*.py) and `make fuzz`
runs it, as CI does; FUZZ_EXAMPLES sets the examples per operation.
"""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from collections import Counter
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
    unsupported_method,
)
from sqlalchemy import text

from ledger.db import UnitOfWork, migrate
from referee.app import create_app
from referee.rules.catalog import VARIANTS
from tests.conftest import Table
from tests.support.club import ClubApi

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "120"))
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_headers_conformance,
          response_schema_conformance, negative_data_rejection, unsupported_method]
TALLY: Counter = Counter()
STATUSES: Counter = Counter()
rng = random.Random(20261124)


# The document is read when this module loads, so the app is made then, on a database of its own.
FOLDER = Path(tempfile.mkdtemp(prefix="fuzz-"))
DATABASE = f"sqlite:///{FOLDER / 'referee.db'}"
migrate(DATABASE)
# A stream ends as soon as it has given the head, so that its answer can be read to the end.
APP = create_app({"DATABASE_URL": DATABASE, "TESTING": True, "STREAM_LIFETIME_SECONDS": 0})
TABLES: list[Table] = []
CLUBS: list[tuple[ClubApi, str]] = []  # a club with its members' tokens, and one of its nights
schema = schemathesis.openapi.from_wsgi("/api/openapi.json", APP)


@schemathesis.hook
def before_call(context, case, kwargs):
    """Most requests, in every phase of the run, go to a real table with one of its real tokens; the rest
    keep what was generated."""
    if TABLES and "table_id" in (case.path_parameters or {}) and rng.random() < 0.9:
        table = rng.choice(TABLES)
        case.path_parameters["table_id"] = table.id
        if rng.random() < 0.9:
            token = rng.choice([table.host, *table.tokens.values()])
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
        if case.headers and "If-Match" in case.headers and rng.random() < 0.8:
            del case.headers["If-Match"]  # a random version is almost never the table's: let most through
    if CLUBS and "club_id" in (case.path_parameters or {}) and rng.random() < 0.9:
        club, night = CLUBS[0]
        case.path_parameters["club_id"] = club.id
        if "night" in case.path_parameters and rng.random() < 0.8:
            case.path_parameters["night"] = night
        if rng.random() < 0.9:
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {rng.choice(list(club.tokens.values()))}"}
        if case.headers and "If-Match" in case.headers and rng.random() < 0.8:
            del case.headers["If-Match"]


@pytest.fixture(scope="module")
def app():
    """A table for every game with a deal in progress, and a quiet one: the tokens the requests carry."""
    client = APP.test_client()
    TABLES.append(Table(client))
    for key in VARIANTS:
        table = Table(client)
        for seat in (1, 2, 3):
            table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
        table.act("host", {"type": "start_deal", "variant": key, "dealer": 3})
        TABLES.append(table)
    club = ClubApi(client)
    CLUBS.append((club, club.open_night().id))
    yield APP
    print(f"\nschemathesis: {TALLY['requests']} requests, {TALLY['5xx']} answered 5xx, statuses "
          f"{dict(sorted(STATUSES.items()))}")
    APP.extensions["referee.engine"].dispose()
    shutil.rmtree(FOLDER, ignore_errors=True)


def rows(app) -> int:
    with UnitOfWork(app.extensions["referee.engine"]) as session:
        return session.execute(text("SELECT count(*) FROM events")).scalar_one()


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_the_api_keeps_its_contract(case, app):
    before = rows(app)
    response = case.call()
    TALLY["requests"] += 1
    TALLY["5xx"] += response.status_code >= 500
    STATUSES[response.status_code] += 1
    written = rows(app) - before
    if response.status_code >= 400:
        assert written == 0, f"a refused {case.method} {case.path} wrote {written} events"
    elif case.method == "POST" and case.path.endswith("/events"):
        replayed = response.headers.get("idempotent-replayed") == ["true"]  # lowercase names, lists of values
        assert written == (0 if replayed else len(response.json()["events"]))
    case.validate_response(response, checks=CHECKS)
