"""gunicorn's settings for the referee: `gunicorn -c gunicorn.conf.py wsgi:app` (gunicorn also reads this file
by itself when started in this folder). Its access and error logs mask secrets as `make run`'s log does.

Every phone holds a stream open (Server-Sent Events), so a worker must hold thousands of idle connections: the
gevent worker does, one greenlet each, where a thread per connection would not. One worker per core; each
setting can be overridden on the command line or by GUNICORN_CMD_ARGS."""

import multiprocessing
import os

from gunicorn.glogging import Logger

from referee.app.logs import mask_secrets

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count()))
worker_class = "gevent"
worker_connections = 5000  # open connections per worker, streams included
# A restart waits this long for requests under way, not for the open streams: their phones reconnect by
# themselves (to the new workers) and poll meanwhile.
graceful_timeout = 5
keepalive = 75  # seconds: a phone's next request reuses its connection, even behind a proxy that keeps its own


class MaskedLogger(Logger):
    def setup(self, cfg):
        super().setup(cfg)
        mask_secrets(self.access_log)
        mask_secrets(self.error_log)


logger_class = MaskedLogger
