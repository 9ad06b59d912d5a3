"""Under gunicorn's gevent worker every phone of a worker is served by one thread: a writer waiting for the
database (another process's turn at the SQLite lock file, the disk's fsync of a commit) must not stop the rest.
Run in a process of its own, monkey-patched as the worker is."""

from __future__ import annotations

import subprocess
import sys
import textwrap

WORKER = textwrap.dedent("""
    from gevent import monkey
    monkey.patch_all()

    import fcntl, os, sys, time
    import gevent
    from sqlalchemy import text
    from ledger.db import UnitOfWork, make_engine

    path = sys.argv[1]
    engine = make_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE notes (body TEXT)"))
    other = os.open(f"{path}-writers", os.O_RDWR | os.O_CREAT)
    fcntl.flock(other, fcntl.LOCK_EX)  # another worker's turn at the writers' lock

    def write():
        with UnitOfWork(engine, write=True) as session:
            session.execute(text("INSERT INTO notes VALUES ('after the wait')"))

    ticks = []

    def phones():
        end = time.monotonic() + 0.4
        while time.monotonic() < end:
            ticks.append(1)
            gevent.sleep(0.01)

    writer = gevent.spawn(write)
    gevent.spawn(phones).join()
    fcntl.flock(other, fcntl.LOCK_UN)
    writer.join(timeout=10)
    with engine.connect() as connection:
        written = connection.execute(text("SELECT count(*) FROM notes")).scalar()
    print(len(ticks), written, writer.successful())
""")


def test_a_writer_waiting_for_another_workers_turn_leaves_the_other_phones_served(tmp_path):
    answer = subprocess.run([sys.executable, "-c", WORKER, str(tmp_path / "referee.db")], capture_output=True,
                            text=True, timeout=30)
    assert answer.returncode == 0, answer.stderr
    ticks, written, succeeded = answer.stdout.split()
    assert int(ticks) >= 10  # about 40 while the writer waited; none if its wait held the worker's thread
    assert (written, succeeded) == ("1", "True")
