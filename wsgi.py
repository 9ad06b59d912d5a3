"""The WSGI entry point: `gunicorn wsgi:app`, or `flask --app wsgi run`."""

from referee.app import create_app

app = create_app()
