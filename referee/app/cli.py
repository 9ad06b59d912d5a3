"""Commands: `flask --app wsgi migrate | verify TABLE_ID | rebuild | export-log TABLE_ID | import-log FILE |
replay-phh FILE`."""

from __future__ import annotations

import json
import sys
from collections import Counter
from decimal import Decimal

import click
from flask import Flask, current_app

from ledger import archive
from ledger.db import migrate as migrate_schema
from referee.rules.core.errors import RuleError
from referee.service import archives, audit, clubs, histories
from referee.service.club_ids import is_club
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
            check = clubs.verify if is_club(table_id) else audit.verify
            report = check(current_app.extensions["referee.engine"], table_id)
        except ServiceError as error:
            raise click.ClickException(error.message)
        click.echo(json.dumps(report, indent=2))
        sys.exit(0 if report["ok"] else 1)

    @app.cli.command("rebuild")
    def rebuild():
        """Rebuild the caches of every table whose log holds together; a damaged log's are kept as evidence."""
        rebuilt, refused = audit.rebuild(current_app.extensions["referee.engine"])
        click.echo(f"rebuilt the caches of {len(rebuilt)} table{'' if len(rebuilt) == 1 else 's'} from their logs")
        for table_id, reason in refused.items():
            click.echo(f"table {table_id} was left as it is: its log fails its check at {reason}. "
                       "The host must acknowledge the damage first.", err=True)
        rebuilt, refused = clubs.rebuild(current_app.extensions["referee.engine"])
        click.echo(f"rebuilt the caches of {len(rebuilt)} club{'' if len(rebuilt) == 1 else 's'} from their logs")
        for club_id, reason in refused.items():
            click.echo(f"club {club_id} was left as it is: its log fails its check at {reason}.", err=True)

    @app.cli.command("export-log")
    @click.argument("table_id")
    def export_log(table_id: str):
        """Write a table's whole log as JSON (every row as stored, hidden cards included: keep it private)."""
        try:
            click.echo(archive.as_text(archives.export_log(current_app.extensions["referee.engine"], table_id)), nl=False)
        except ServiceError as error:
            raise click.ClickException(error.message)

    @app.cli.command("import-log")
    @click.argument("file", type=click.File(encoding="utf-8"))
    def import_log(file):
        """Restore a table from a log written by export-log, and print a new host link for it."""
        engine = current_app.extensions["referee.engine"]
        try:
            table_id, token = archives.restore_log(engine, json.load(file))
        except ValueError as error:
            raise click.ClickException(f"the file is not JSON: {error}")
        except ServiceError as error:
            raise click.ClickException(error.message)
        report = audit.verify(engine, table_id)
        click.echo(f"restored table {table_id}; its host link is /t/{table_id}/as/{token}")
        if not report["ok"]:
            mismatch = report["first_mismatch"]
            click.echo(f"its log fails its check at version {mismatch['version']}: {mismatch['reason']}", err=True)
            sys.exit(1)

    @app.cli.command("replay-phh")
    @click.argument("file", type=click.File(encoding="utf-8"))
    @click.option("--rake", type=click.FloatRange(0, 1, max_open=True), default=None,
                  help="The house's rake, a share like 0.05, for hands whose file gives none.")
    @click.option("--rake-cap", type=float, default=0, help="The most the house's rake takes from a hand.")
    def replay_phh(file, rake, rake_cap):
        """Replay a PHH hand history (.phh) or series (.phhs) through the engine, hand by hand: print each
        player's finishing stack, and every result that differs from the file's (exit 1 if any does)."""
        house = (Decimal(str(rake)), Decimal(str(rake_cap))) if rake else None
        try:
            reports = histories.replay_history(file.read(), house)
        except RuleError as refusal:
            click.echo(refusal.message, err=True)
            sys.exit(1)
        series = reports[0].key != ""
        for report in reports:
            _print_hand(report, series)
        if series:
            counts = Counter(report.outcome for report in reports)
            click.echo(f"{len(reports)} hands: " + ", ".join(
                f"{counts[outcome]} {words[counts[outcome] > 1]}" for outcome, words in _OUTCOMES if counts[outcome])
                + ".")
        sys.exit(0 if all(report.outcome in ("agrees", "unchecked") for report in reports) else 1)


_OUTCOMES = (("agrees", ("agrees with the file", "agree with the file")), ("differs", ("differs from it", "differ from it")),
             ("unchecked", ("gives no result to check", "give no result to check")), ("refused", ("refused",) * 2))


def _print_hand(report, series: bool) -> None:
    """The hand's finishing stacks on standard output; its refusal or differences on standard error."""
    where = f"{report.title}: " if series else ""
    if series:
        click.echo(f"{report.title}: {report.outcome}")
    if report.refusal is not None:
        click.echo(where + report.refusal, err=True)
        return
    for line in report.replay.report():
        click.echo(("  " if series else "") + line)
    for difference in report.replay.differences():
        click.echo(f"{where}{difference}.", err=True)
    if report.outcome == "differs":
        click.echo(f"{where}The engine's results differ from the file's.", err=True)