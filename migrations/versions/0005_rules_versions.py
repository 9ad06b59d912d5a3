"""the rules version each batch was decided under, the audit kept beside verify's checkpoint, and triggers
that name a real version whatever a row was moved to

Revision ID: 0005
Revises: 0004
"""

from alembic import op
import sqlalchemy as sa

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None

DELETED = "the event was deleted from the log"
CHANGED = "the stored event was changed in place"
# The version a touched row leaves wrong: where it was, unless that was outside the log (below 1: a row moved
# out and back again), then where it went; a row that never was in the log marks version 1.
TOUCHED = {
    "DELETE": "MAX(OLD.version, 1)",
    "UPDATE": "CASE WHEN OLD.version >= 1 AND (NEW.version < 1 OR OLD.version <= NEW.version) THEN OLD.version "
              "WHEN NEW.version >= 1 THEN NEW.version ELSE 1 END",
}
MARK = """
    UPDATE streams SET
      failed_reason = CASE WHEN failed_version IS NULL OR {v} < failed_version THEN {reason}
                      ELSE failed_reason END,
      failed_version = CASE WHEN failed_version IS NULL OR {v} < failed_version THEN {v}
                       ELSE failed_version END
    WHERE id = OLD.stream_id;
"""


def upgrade() -> None:
    # Plain ADD COLUMN: a batch copy of the table would drop its triggers.
    op.add_column('events', sa.Column('rules_version', sa.Integer(), nullable=True))
    op.add_column('streams', sa.Column('audited_rules', sa.Integer(), server_default='0', nullable=False))
    op.add_column('streams', sa.Column('rules_changes', sa.Text(), server_default='[]', nullable=False))
    _triggers(TOUCHED)


def downgrade() -> None:
    _triggers({"DELETE": "OLD.version", "UPDATE": "OLD.version"})
    with op.batch_alter_table('streams') as batch:
        batch.drop_column('rules_changes')
        batch.drop_column('audited_rules')
    op.drop_column('events', 'rules_version')


def _triggers(touched: dict[str, str]) -> None:
    if op.get_bind().dialect.name == "sqlite":
        for name, when, reason in (("events_deleted", "DELETE", DELETED), ("events_changed", "UPDATE", CHANGED)):
            op.execute(f"DROP TRIGGER {name}")
            op.execute(f"CREATE TRIGGER {name} AFTER {when} ON events FOR EACH ROW BEGIN "
                       f"{MARK.format(v=touched[when], reason=repr(reason))} END")
        return
    # One function for both, told apart by TG_OP; PostgreSQL's MAX of two values is GREATEST.
    version = (f"(CASE TG_OP WHEN 'DELETE' THEN {touched['DELETE']} ELSE {touched['UPDATE']} END)"
               .replace("MAX(", "GREATEST("))
    reason = f"CASE TG_OP WHEN 'DELETE' THEN {DELETED!r} ELSE {CHANGED!r} END"
    op.execute(f"CREATE OR REPLACE FUNCTION events_touched() RETURNS trigger AS $$ BEGIN "
               f"{MARK.format(v=version, reason=reason)} RETURN NULL; END $$ LANGUAGE plpgsql")
