"""Calls that wait on the disk or on another process, kept from stalling a gevent worker.

Under gevent every request of a worker runs on one thread, and a call that blocks in the kernel (the fsync of
a SQLite commit, the wait for the writers' lock file another process holds) stops all of them: measured, one
append's commit held up every phone of its worker for the 13–70 ms the disk took. Such a call runs on a real
thread of gevent's pool while the worker serves the others; anywhere else it runs where it is called."""

from __future__ import annotations

import sys
from typing import Callable, TypeVar

T = TypeVar("T")


def blocking(work: Callable[..., T], *args) -> T:
    monkey = sys.modules.get("gevent.monkey")
    if monkey is None or not monkey.is_module_patched("threading"):
        return work(*args)
    import gevent

    return gevent.get_hub().threadpool.apply(work, args)
