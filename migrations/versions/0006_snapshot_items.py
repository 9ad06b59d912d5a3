"""what snapshots keep beside their state (a night's finished deals), one row each

Revision ID: 0006
Revises: 0005
"""

from alembic import op
import sqlalchemy as sa

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'snapshot_items',
        sa.Column('stream_id', sa.String(length=32), sa.ForeignKey('streams.id'), primary_key=True),
        sa.Column('number', sa.Integer(), primary_key=True),
        sa.Column('digest', sa.String(length=64), nullable=False),
        sa.Column('item', sa.Text(), nullable=False),
    )
    # Every snapshot stored so far holds its night's deals inside, as no engine from now on reads one: the
    # caches go, and the next read of each table writes its snapshot afresh.
    op.execute("DELETE FROM snapshots")


def downgrade() -> None:
    op.drop_table('snapshot_items')
