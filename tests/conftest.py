"""Fixtures: databases built through the migrations, the app, and API helpers.

Every store test runs on SQLite and, when TEST_DATABASE_URL points at a
PostgreSQL server that answers, on PostgreSQL too.
"""

from __future__ import annotations

import itertools
import os
import uuid

import pytest
from flask import Flask
from hypothesis import settings
from jinja2 import BytecodeCache
from sqlalchemy import create_engine, text

from ledger.db import driver_url, make_engine, migrate
from referee.app import create_app

# Each run of the tests has a schema of its own, so that two runs on one server (a CI run beside a developer's)
# never drop each other's tables; a run that was killed leaves its schema to the next run to drop.
PG_SCHEMA_PREFIX = "referee_test_"
PG_SCHEMA = f"{PG_SCHEMA_PREFIX}{os.getpid()}"

# No deadlines: how long an example takes depends on the machine and its load, and says nothing of the rules.
settings.register_profile("referee", deadline=None)
settings.load_profile("referee")


class CompiledTemplates(BytecodeCache):
    """The templates compiled once per test process, shared by every app the tests create: each test has an app
    of its own (its own counters and kept renders), and compiling every template again for each cost most of
    the time of a page test. A template whose source changed has another checksum, so is compiled anew."""

    def __init__(self):
        self.codes = {}

    def load_bytecode(self, bucket):
        bucket.code = self.codes.get((bucket.key, bucket.checksum))

    def dump_bytecode(self, bucket):
        self.codes[bucket.key, bucket.checksum] = bucket.code


Flask.jinja_options = {**Flask.jinja_options, "bytecode_cache": CompiledTemplates()}


def _postgres_url(schema: str = PG_SCHEMA) -> str | None:
    url = os.environ.get("TEST_DATABASE_URL")
    if not url:
        return None
    url = driver_url(url)
    try:
        engine = create_engine(url)
        with engine.begin() as connection:
            for old in [schema, *_abandoned(connection)]:
                connection.execute(text(f"DROP SCHEMA IF EXISTS {old} CASCADE"))
            connection.execute(text(f"CREATE SCHEMA {schema}"))
        engine.dispose()
    except Exception as error:  # any failure to reach the server means: skip
        pytest.skip(f"PostgreSQL at TEST_DATABASE_URL does not answer: {error}")
    separator = "&" if "?" in url else "?"
    return f"{url}{separator}options=-csearch_path%3D{schema}"


def _abandoned(connection) -> list[str]:
    """The schemas of earlier runs on this machine whose process is gone."""
    names = connection.scalars(text("SELECT nspname FROM pg_namespace WHERE nspname LIKE :prefix"),
                               {"prefix": PG_SCHEMA_PREFIX + "%"})
    pids = {name: name[len(PG_SCHEMA_PREFIX):].split("_")[0] for name in names}
    return [name for name, pid in pids.items() if pid.isdigit() and not _running(int(pid))]


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        pass
    return True


def _drop_schema(url: str, schema: str = PG_SCHEMA) -> None:
    engine = create_engine(url)
    with engine.begin() as connection:
        connection.execute(text(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
    engine.dispose()


@pytest.fixture(scope="session")
def sqlite_url(tmp_path_factory) -> str:
    url = f"sqlite:///{tmp_path_factory.mktemp('db') / 'referee.db'}"
    migrate(url)
    return url


@pytest.fixture(scope="session")
def postgresql_url():
    if not os.environ.get("TEST_DATABASE_URL"):
        pytest.skip("TEST_DATABASE_URL is not set: no PostgreSQL server to test against")
    url = _postgres_url()
    migrate(url)
    yield url
    _drop_schema(url)


@pytest.fixture
def empty_postgresql_url(postgresql_url):
    """An empty schema of this run's on the test server, for a test that runs the migrations itself."""
    schema = f"{PG_SCHEMA}_empty"
    url = _postgres_url(schema)
    yield url
    _drop_schema(url, schema)


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request) -> str:
    return request.getfixturevalue(f"{request.param}_url")


@pytest.fixture
def engine(db_url):
    engine = make_engine(db_url)
    yield engine
    engine.dispose()


@pytest.fixture
def app(sqlite_url):
    return create_app({"DATABASE_URL": sqlite_url, "TESTING": True})


@pytest.fixture
def client(app):
    return app.test_client()


_keys = itertools.count()


class Table:
    """A table created through the API, with its tokens, for tests to drive."""

    def __init__(self, client, players=("Ann", "Bob", "Cy"), unit=5):
        self.client = client
        response = client.post("/api/tables", json={"name": "Friday", "players": list(players), "unit": unit})
        assert response.status_code == 201, response.json
        self.created = response.json
        self.id = self.created["id"]
        self.host = self.created["host_token"]
        self.tokens = {seat["seat"]: seat["token"] for seat in self.created["seats"]}

    def post(self, command: dict, token: str | None = None, key: str | None = None, **headers):
        headers = {"Authorization": f"Bearer {token or self.host}",
                   "Idempotency-Key": key or f"k-{uuid.uuid4()}", **headers}
        return self.client.post(f"/api/tables/{self.id}/events", json=command, headers=headers)

    def act(self, seat, command: dict) -> dict:
        """Post a command as a seat (or "host") and insist that it is recorded."""
        response = self.post(command, token=self.host if seat == "host" else self.tokens[seat])
        assert response.status_code == 201, response.json
        return response.json

    def get(self, path: str = "", token: str | None = None):
        return self.client.get(f"/api/tables/{self.id}{path}", headers={"Authorization": f"Bearer {token or self.host}"})


@pytest.fixture
def table(client) -> Table:
    return Table(client)


@pytest.fixture
def make_table(client):
    return lambda **kwargs: Table(client, **kwargs)


# The files whose tests take longest, run first: `make test` splits the tests in collection order between the
# workers and a worker that runs out takes the last ones queued on another (worksteal), so long tests queued
# last would leave one worker alone at the end. Whole files move, so a module's fixtures are made once.
LONG_FIRST = (
    "tests/rules/test_every_game.py",
    "tests/upgrade/",
    "tests/browser/",
    "tests/store/test_snapshot_codec.py",
    "tests/pages/test_indian_leaks.py",
    "tests/pages/test_every_read.py",
)


def pytest_collection_modifyitems(config, items):
    def rank(item) -> int:
        path = item.nodeid
        return next((n for n, prefix in enumerate(LONG_FIRST) if path.startswith(prefix)), len(LONG_FIRST))

    items.sort(key=rank)  # stable: the order within each file, and of the rest, is kept
