"""The WSGI entry point: `gunicorn wsgi:app`, or `flask --app wsgi run`."""

import gc

from referee.app import create_app

app = create_app()
# Every template compiled as the worker starts: compiled on first use, each would hold up a request (and, in a
# gevent worker, every phone the worker serves).
for name in app.jinja_env.list_templates():
    app.jinja_env.get_template(name)
# What the worker loaded lives as long as it does: kept out of the collector's reach, a full collection no
# longer walks its 115,000 objects (43-55 ms, in which a gevent worker answers nobody).
gc.freeze()
