"""The WSGI entry point: `gunicorn wsgi:app`, or `flask --app wsgi run`."""

from referee.app import create_app

app = create_app()
# Every template compiled as the worker starts: compiled on first use, each would hold up a request (and, in a
# gevent worker, every phone the worker serves).
for name in app.jinja_env.list_templates():
    app.jinja_env.get_template(name)
