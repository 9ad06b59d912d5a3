"""Commands: `flask --app wsgi migrate | verify TABLE_ID | rebuild | replay-phh FILE`."""

from __future__ import annotations

import json
import sys

import click
from flask import Flask, current_app

from ledger.db import migrate as migrate_schema
from referee.rules.core.errors import RuleError
from referee.service import audit, histories
from referee.service.errors import ServiceError


def register(app: Flask) -> None:
    @app.cli.command("migrate")
    def migrate():
        """Create or upgrade the database schema through the migrations."""
        migrate_schema(current_app.config["DATABASE_URL"])
        click.echo("schema is up to date")

    @app.cli.command("verify")
    @click.argument("table_id")
    def verify(table_id: str):
        """Walk the hash chain and replay the log of one table."""
        try:
            report = audit.verify(current_app.extensions["referee.engine"], table_id)
        except ServiceError as error:
            raise click.ClickException(error.message)
        click.echo(json.dumps(report, indent=2))
        sys.exit(0 if report["ok"] else 1)

    @app.cli.command("rebuild")
    def rebuild():
        """Drop every cache and rebuild it from the logs."""
        count, broken = audit.rebuild(current_app.extensions["referee.engine"])
        click.echo(f"rebuilt the caches of {count} table{'' if count == 1 else 's'} from their logs")
        for table_id in broken:
            click.echo(f"table {table_id} has an unreadable event: run verify {table_id}", err=True)

    @app.cli.command("replay-phh")
    @click.argument("file", type=click.File(encoding="utf-8"))
    def replay_phh(file):
        """Replay a PHH hand history through the engine and print each player's finishing stack."""
        try:
            replay = histories.replay_history(file.read())
        except RuleError as refusal:
            click.echo(refusal.message, err=True)
            sys.exit(1)
        for line in replay.report():
            click.echo(line)
        if not replay.agrees:
            click.echo("The engine's finishing stacks differ from the file's.", err=True)
        sys.exit(0 if replay.agrees else 1)
