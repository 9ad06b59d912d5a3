"""a count on each stream of its access keys removed or changed, kept by the database, so that a worker
may remember who a token speaks for and an append still finds out, in the statement it reads the head
with, when a link was replaced

Revision ID: 0004
Revises: 0003
"""

from alembic import op
import sqlalchemy as sa

revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None

BUMP = "UPDATE streams SET access_version = access_version + 1 WHERE id = OLD.stream_id;"


def upgrade() -> None:
    op.add_column('streams', sa.Column('access_version', sa.Integer(), server_default='0', nullable=False))
    if op.get_bind().dialect.name == "sqlite":
        for name, when in (("access_keys_deleted", "DELETE"), ("access_keys_changed", "UPDATE")):
            op.execute(f"CREATE TRIGGER {name} AFTER {when} ON access_keys FOR EACH ROW BEGIN {BUMP} END")
    else:
        op.execute(f"CREATE FUNCTION access_keys_touched() RETURNS trigger AS $$ BEGIN {BUMP} "
                   "RETURN NULL; END $$ LANGUAGE plpgsql")
        op.execute("CREATE TRIGGER access_keys_touched AFTER DELETE OR UPDATE ON access_keys FOR EACH ROW "
                   "EXECUTE FUNCTION access_keys_touched()")


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TRIGGER access_keys_deleted")
        op.execute("DROP TRIGGER access_keys_changed")
    else:
        op.execute("DROP TRIGGER access_keys_touched ON access_keys")
        op.execute("DROP FUNCTION access_keys_touched()")
    with op.batch_alter_table('streams') as batch:
        batch.drop_column('access_version')
