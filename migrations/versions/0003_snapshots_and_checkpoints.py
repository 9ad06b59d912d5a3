"""snapshots of a table's folded state, verify's checkpoint, and triggers that mark
a stream whose events are deleted or changed in place (instead of counting its rows on every append)

Revision ID: 0003
Revises: 0002
"""

from alembic import op
import sqlalchemy as sa

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None

GENESIS = "0" * 64
DELETED = "the event was deleted from the log"
CHANGED = "the stored event was changed in place"
# The smallest version touched is the one named; the reason goes with it.
MARK = """
    UPDATE streams SET
      failed_reason = CASE WHEN failed_version IS NULL OR OLD.version < failed_version THEN {reason}
                      ELSE failed_reason END,
      failed_version = CASE WHEN failed_version IS NULL OR OLD.version < failed_version THEN OLD.version
                       ELSE failed_version END
    WHERE id = OLD.stream_id;
"""


def upgrade() -> None:
    with op.batch_alter_table('streams') as batch:
        batch.drop_column('head_count')
        batch.add_column(sa.Column('verified_version', sa.Integer(), server_default='0', nullable=False))
        batch.add_column(sa.Column('verified_hash', sa.String(length=64), server_default=GENESIS, nullable=False))
    op.create_table(
        'snapshots',
        sa.Column('stream_id', sa.String(length=32), sa.ForeignKey('streams.id'), primary_key=True),
        sa.Column('version', sa.Integer(), primary_key=True),
        sa.Column('hash', sa.String(length=64), nullable=False),
        sa.Column('digest', sa.String(length=64), nullable=False),
        sa.Column('state', sa.LargeBinary(), nullable=False),
    )
    # Balances back at zero are dropped from now on; drop those already there.
    op.execute("DELETE FROM balances WHERE amount = 0")
    if op.get_bind().dialect.name == "sqlite":
        for name, when, reason in (("events_deleted", "DELETE", DELETED), ("events_changed", "UPDATE", CHANGED)):
            op.execute(f"CREATE TRIGGER {name} AFTER {when} ON events FOR EACH ROW BEGIN "
                       f"{MARK.format(reason=repr(reason))} END")
    else:
        reason = f"CASE TG_OP WHEN 'DELETE' THEN {DELETED!r} ELSE {CHANGED!r} END"
        op.execute(f"CREATE FUNCTION events_touched() RETURNS trigger AS $$ BEGIN {MARK.format(reason=reason)} "
                   "RETURN NULL; END $$ LANGUAGE plpgsql")
        op.execute("CREATE TRIGGER events_touched AFTER DELETE OR UPDATE ON events FOR EACH ROW "
                   "EXECUTE FUNCTION events_touched()")


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TRIGGER events_deleted")
        op.execute("DROP TRIGGER events_changed")
    else:
        op.execute("DROP TRIGGER events_touched ON events")
        op.execute("DROP FUNCTION events_touched()")
    op.drop_table('snapshots')
    with op.batch_alter_table('streams') as batch:
        for column in ('verified_hash', 'verified_version'):
            batch.drop_column(column)
        batch.add_column(sa.Column('head_count', sa.Integer(), server_default='0', nullable=False))
    op.execute("UPDATE streams SET head_count = (SELECT count(*) FROM events WHERE events.stream_id = streams.id)")
