"""What a process keeps of the tables it served last: folded states, books, replayed deals.

Each is a cache the database can always rebuild: at most `capacity` values,
the one used longest ago dropped first, shared by the threads of a worker.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Hashable


class Recent:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self._values: OrderedDict[Hashable, Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Any:
        with self._lock:
            return self._values.get(key)

    def put(self, key: Hashable, value: Any) -> None:
        with self._lock:
            self._values[key] = value
            self._values.move_to_end(key)
            while len(self._values) > self.capacity:
                self._values.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._values.clear()
