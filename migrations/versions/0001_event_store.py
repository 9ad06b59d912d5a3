"""event store

Revision ID: 0001
Revises:
Create Date: 2026-11-22 02:19:07.346839
"""

from alembic import op
import sqlalchemy as sa


revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('streams',
    sa.Column('id', sa.String(length=32), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_table('access_keys',
    sa.Column('key_hash', sa.String(length=64), nullable=False),
    sa.Column('stream_id', sa.String(length=32), nullable=False),
    sa.Column('principal', sa.String(length=40), nullable=False),
    sa.ForeignKeyConstraint(['stream_id'], ['streams.id'], ),
    sa.PrimaryKeyConstraint('key_hash')
    )
    op.create_index(op.f('ix_access_keys_stream_id'), 'access_keys', ['stream_id'], unique=False)
    op.create_table('balances',
    sa.Column('stream_id', sa.String(length=32), nullable=False),
    sa.Column('account', sa.String(length=60), nullable=False),
    sa.Column('amount', sa.BigInteger(), nullable=False),
    sa.ForeignKeyConstraint(['stream_id'], ['streams.id'], ),
    sa.PrimaryKeyConstraint('stream_id', 'account')
    )
    op.create_table('events',
    sa.Column('stream_id', sa.String(length=32), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('batch', sa.Integer(), nullable=False),
    sa.Column('type', sa.String(length=40), nullable=False),
    sa.Column('actor', sa.String(length=40), nullable=False),
    sa.Column('payload', sa.Text(), nullable=False),
    sa.Column('postings', sa.Text(), nullable=False),
    sa.Column('recorded_at', sa.String(length=40), nullable=False),
    sa.Column('idempotency_key', sa.String(length=200), nullable=True),
    sa.Column('request_hash', sa.String(length=64), nullable=True),
    sa.Column('prev_hash', sa.String(length=64), nullable=False),
    sa.Column('hash', sa.String(length=64), nullable=False),
    sa.ForeignKeyConstraint(['stream_id'], ['streams.id'], ),
    sa.PrimaryKeyConstraint('stream_id', 'version'),
    sa.UniqueConstraint('stream_id', 'idempotency_key', name='uq_events_stream_key')
    )


def downgrade() -> None:
    op.drop_table('events')
    op.drop_table('balances')
    op.drop_index(op.f('ix_access_keys_stream_id'), table_name='access_keys')
    op.drop_table('access_keys')
    op.drop_table('streams')
