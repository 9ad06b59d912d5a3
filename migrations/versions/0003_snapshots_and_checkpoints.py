"""snapshots of a table's folded state, the key version, and verify's checkpoint, kept on the stream row

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


def upgrade() -> None:
    with op.batch_alter_table('streams') as batch:
        batch.add_column(sa.Column('keys_version', sa.Integer(), server_default='0', nullable=False))
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


def downgrade() -> None:
    op.drop_table('snapshots')
    with op.batch_alter_table('streams') as batch:
        for column in ('verified_hash', 'verified_version', 'keys_version'):
            batch.drop_column(column)
