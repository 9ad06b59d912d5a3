"""Commands: `flask --app wsgi migrate | verify TABLE_ID | rebuild`."""

from __future__ import annotations

import json
import sys

import click
from flask import Flask, current_app

from ledger.db import migrate as migrate_schema
from referee.service import audit
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
        click.echo(f"rebuilt the caches of {count} tables from their logs")
        for table_id in broken:
            click.echo(f"table {table_id} has an unreadable event: run verify {table_id}", err=True)
