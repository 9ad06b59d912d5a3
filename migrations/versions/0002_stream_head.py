"""the stream's head (version, hash, row count) and a failed check, kept on the stream row

Revision ID: 0002
Revises: 0001
"""

from alembic import op
import sqlalchemy as sa

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None

GENESIS = "0" * 64


def upgrade() -> None:
    with op.batch_alter_table('streams') as batch:
        batch.add_column(sa.Column('head_version', sa.Integer(), server_default='0', nullable=False))
        batch.add_column(sa.Column('head_hash', sa.String(length=64), server_default=GENESIS, nullable=False))
        batch.add_column(sa.Column('head_count', sa.Integer(), server_default='0', nullable=False))
        batch.add_column(sa.Column('failed_version', sa.Integer(), nullable=True))
        batch.add_column(sa.Column('failed_reason', sa.String(length=200), nullable=True))
    # Logs written before this revision: their head is their last row as it stands today.
    op.execute(f"""
        UPDATE streams SET
          head_version = COALESCE((SELECT max(version) FROM events WHERE events.stream_id = streams.id), 0),
          head_count = (SELECT count(*) FROM events WHERE events.stream_id = streams.id),
          head_hash = COALESCE((SELECT hash FROM events WHERE events.stream_id = streams.id
                                ORDER BY version DESC LIMIT 1), '{GENESIS}')
    """)


def downgrade() -> None:
    with op.batch_alter_table('streams') as batch:
        for column in ('failed_reason', 'failed_version', 'head_count', 'head_hash', 'head_version'):
            batch.drop_column(column)
