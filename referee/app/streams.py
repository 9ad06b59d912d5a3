"""A table's heads as Server-Sent Events: the API's stream and the pages' own answer the same way.

Each event is a head, `id` its version, so a client that reconnects with `Last-Event-ID` gets the head at once
if the table moved meanwhile, and nothing until it does otherwise. A comment line goes out whenever nothing
else did for a while: it keeps proxies from closing an idle stream and lets the server notice a phone gone.
"""

from __future__ import annotations

import json
import time
from typing import Iterator

from flask import Response, current_app, request

from referee.service import announcements

from . import inputs

HEARTBEAT_SECONDS = 15.0
# A stream ends after this long and the client reconnects (with Last-Event-ID): a long-lived connection
# comes back to whichever worker is least busy then, and no proxy's read timeout is ever reached unawares.
LIFETIME_SECONDS = 600.0
RETRY_MS = 1000  # how long a browser waits before it reconnects a stream that broke


def response(table_id: str) -> Response:
    """The stream of `table_id`'s heads, for a caller already signed in."""
    seen = request.headers.get("Last-Event-ID", "").strip()
    seen = inputs.version_number(seen, "Last-Event-ID") if seen else None
    herald = announcements.herald(current_app.extensions["referee.engine"])
    heartbeat = current_app.config.get("STREAM_HEARTBEAT_SECONDS", HEARTBEAT_SECONDS)
    lifetime = current_app.config.get("STREAM_LIFETIME_SECONDS", LIFETIME_SECONDS)
    headers = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}  # a proxy passes each event on at once
    return Response(_events(herald, table_id, seen, heartbeat, time.monotonic() + lifetime),
                    mimetype="text/event-stream", headers=headers)


def _events(herald: announcements.Herald, table_id: str, seen: int | None, heartbeat: float,
            end: float) -> Iterator[str]:
    with herald.watching(table_id) as watch:
        yield f"retry: {RETRY_MS}\n\n"
        head = watch.head()
        if head.version != seen:
            yield _event(head)
        while (left := end - time.monotonic()) > 0:
            moved = watch.after(head.version, min(heartbeat, left))
            if moved is None:
                yield ": heartbeat\n\n"
            else:
                head = moved
                yield _event(head)


def _event(head) -> str:
    return f"event: head\nid: {head.version}\ndata: {json.dumps({'version': head.version, 'hash': head.hash})}\n\n"
