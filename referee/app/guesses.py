"""Join codes can't be guessed: wrong codes are counted over the last minute, by client and by table.

A client (an address) that sent 10 wrong codes in a minute is refused, with Retry-After, until the oldest of
them is a minute old. A table sent 10 wrong codes in a minute, from anywhere, refuses every client that sent
it one of them, while a phone that sent it none still joins with the right code: one guesser never locks a
table's latecomers out. A refused try is not checked, so it tells the guesser nothing.

The counts are kept in this process's memory: each gunicorn worker counts apart, and a restart forgets them.
"""

from __future__ import annotations

import math
import threading
import time
from collections import deque
from typing import Callable

from flask import current_app, request

from referee.service import tables
from referee.service.errors import Unauthorized

from .errors import TooManyGuesses

LIMIT = 10
WINDOW = 60.0  # seconds


class Guesses:
    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.wrong: dict[tuple, deque[float]] = {}  # the times of the last LIMIT wrong codes, by who sent them
        self.swept = clock()
        self.lock = threading.Lock()  # a worker's threads share the counts

    def retry_after(self, table_id: str, client: str) -> int:
        """Seconds before this client may try a code at this table: 0, at once."""
        with self.lock:
            now = self.clock()
            table = min(self._wait(("table", table_id), now, LIMIT), self._wait(("guesser", table_id, client), now, 1))
            return math.ceil(max(self._wait(("client", client), now, LIMIT), table))

    def failed(self, table_id: str, client: str) -> None:
        with self.lock:
            now = self.clock()
            for key in (("client", client), ("table", table_id), ("guesser", table_id, client)):
                self.wrong.setdefault(key, deque(maxlen=LIMIT)).append(now)
            if now - self.swept > WINDOW:  # forget the clients and tables that stopped guessing
                self.wrong = {key: times for key, times in self.wrong.items() if times[-1] > now - WINDOW}
                self.swept = now

    def _wait(self, key: tuple, now: float, limit: int) -> float:
        """How long before `key` has fewer than `limit` wrong codes in the last minute."""
        times = self.wrong.get(key, ())
        return max(0.0, times[-limit] + WINDOW - now) if len(times) >= limit else 0.0


def join(table_id: str, code: str, name: str) -> dict:
    """The seat a right code takes (as `tables.join_table`), for a client that has not guessed too often."""
    guesses: Guesses = current_app.extensions["referee.guesses"]
    client = request.remote_addr or ""
    if wait := guesses.retry_after(table_id, client):
        raise TooManyGuesses(wait)
    try:
        return tables.join_table(current_app.extensions["referee.engine"], table_id, code, name)
    except Unauthorized as error:
        if error.code == "bad_join_code":
            guesses.failed(table_id, client)
        raise
