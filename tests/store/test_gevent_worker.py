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



LETS_IN = textwrap.dedent("""
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
    other = os.open(f"{path}-writers", os.O_RDWR | os.O_CREAT)  # another worker's way to the writers' lock

    def write():  # a commit long enough to be seen under way
        with UnitOfWork(engine, write=True) as session:
            session.execute(text("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200000) "
                                 "INSERT INTO notes SELECT printf('%0100d', i) FROM n"))

    def busy_phones():
        # Renders that keep the worker's thread for a second while the writer's commit goes on elsewhere: does
        # another worker's writer, kept out at first, get its turn meanwhile?
        kept_out = False
        end = time.monotonic() + 1
        while time.monotonic() < end:
            try:
                fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                kept_out = True
                continue
            fcntl.flock(other, fcntl.LOCK_UN)
            if kept_out:
                return "let in"
        return "kept out" if kept_out else "never kept out"

    writer = gevent.spawn(write)
    gevent.sleep(0)  # the writer takes its turn and goes as far as its first wait
    print(busy_phones())
    writer.join(timeout=10)
    print(writer.successful())
""")


def test_a_writer_lets_the_other_workers_in_as_soon_as_it_has_committed(tmp_path):
    """Not once its own worker has time to run it again: a busy worker would keep every other worker's writers
    waiting for as long as it renders."""
    answer = subprocess.run([sys.executable, "-c", LETS_IN, str(tmp_path / "referee.db")], capture_output=True,
                            text=True, timeout=30)
    assert answer.returncode == 0, answer.stderr
    assert answer.stdout.split("\n")[:2] == ["let in", "True"]
