"""Record a night of every game, as the code of the day plays them, for the upgrade test to open with
every later version: `python -m tests.upgrade.record DIRECTORY`.

Each catalog game and each shipped definition (defined by the table, then dealt) gets a table of three who
buy in and play random legal actions with a fixed seed. The directory gets the SQLite file they were played
on (`nights.db`, its schema as the migrations of the day left it), each table's log as its rows stand
(`logs/GAME.json`, in the form `flask export-log` writes), and `nights.json`: each table's game and host
token. It reads the logs with plain SQL, as the rows stand, whatever the schema of the day.
"""

from __future__ import annotations

import json
import random
import sqlite3
import sys
from pathlib import Path

from ledger.archive import FORMAT, as_text
from ledger.db import migrate
from referee.app import create_app
from tests.conftest import Table
from tests.support.random_play import play

DEFINITIONS = Path(__file__).parents[2] / "referee" / "rules" / "builder" / "definitions"
ACTIONS = 60  # random actions a night: a deal or two of most games
FOLD = 0.1  # players who seldom fold, so that most deals reach a showdown
SKIPPED = {"seat", "amount"}  # a bet's or a buy's fields, not a game's options


def record(directory: Path) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    database = directory / "nights.db"
    database.unlink(missing_ok=True)
    url = f"sqlite:///{database}"
    migrate(url)
    client = create_app({"DATABASE_URL": url, "TESTING": True}).test_client()
    nights = {}
    games = [(variant["key"], None) for variant in client.get("/api/variants").json["variants"]]
    games += [(f"defined_{path.stem}", json.loads(path.read_text())) for path in sorted(DEFINITIONS.glob("*.json"))]
    for name, definition in games:
        table = Table(client)
        for seat in (1, 2, 3):
            table.act("host", {"type": "buy_in", "seat": seat, "amount": 2000})
        game = name
        if definition is not None:
            game = table.act("host", {"type": "define_game", "definition": definition})["events"][0]["payload"]["key"]
        play(table, game, {}, random.Random(name), ACTIONS, FOLD)
        nights[table.id] = {"game": name, "host": table.host}
    logs = directory / "logs"
    logs.mkdir(exist_ok=True)
    with sqlite3.connect(database) as connection:
        connection.row_factory = sqlite3.Row
        for table_id, night in nights.items():
            (logs / f"{night['game']}.json").write_text(as_text(_log(connection, table_id)))
        connection.execute("VACUUM")
    (directory / "nights.json").write_text(json.dumps(nights, indent=1, sort_keys=True) + "\n")


def _log(connection: sqlite3.Connection, table_id: str) -> dict:
    events = []
    for row in connection.execute("SELECT * FROM events WHERE stream_id = ? ORDER BY version", (table_id,)):
        event = {key: row[key] for key in row.keys() if key != "stream_id"}
        event["payload"], event["postings"] = json.loads(event["payload"]), json.loads(event["postings"])
        if event.get("rules_version") is None:
            event.pop("rules_version", None)
        events.append(event)
    return {"format": FORMAT, "stream": table_id, "events": events}


if __name__ == "__main__":
    record(Path(sys.argv[1]))
