"""A seat link's token and a join link's code are traded for a cookie at once: the phone is sent on to an
address without them, and no request log keeps them, neither `make run`'s (werkzeug) nor gunicorn's access
log. The servers listen on 127.0.0.1 only."""

from __future__ import annotations

import http.client
import logging
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from ledger.db import migrate
from referee.app.logs import mask
from tests.support.loopback import LOOPBACK, loopback
from tests.support.over_http import call

ROOT = Path(__file__).resolve().parents[2]
HOST = loopback(LOOPBACK)


def get(port: int, path: str, **headers) -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    connection.request("GET", path, headers=headers)
    answer = connection.getresponse()
    answer.read()
    connection.close()
    return answer


def visit_links(port: int, made: dict) -> None:
    """The host's seat link, a join link and an API read with the host's token, as phones would send them
    (`made`: the table as the API answered its opening)."""
    table_id = made["id"]
    signed = get(port, f"/t/{table_id}/as/{made['host_token']}")
    assert signed.status == 303 and signed.getheader("Location").endswith(f"/t/{table_id}")
    joining = get(port, f"/t/{table_id}/join?code={made['join_code']}")
    assert joining.status == 303 and joining.getheader("Location").endswith(f"/t/{table_id}/join")
    assert get(port, f"/api/tables/{table_id}", Authorization=f"Bearer {made['host_token']}").status == 200


def assert_no_secret(text: str, made: dict) -> None:
    assert f"/t/{made['id']}/as/***" in text and "join?code=***" in text, text
    for secret in (made["host_token"], made["join_code"]):
        assert secret not in text, text


def test_links_send_the_phone_on_without_their_secret_and_the_join_page_keeps_the_code(client, table):
    signed = client.get(f"/t/{table.id}/as/{table.tokens[1]}")
    assert signed.status_code == 303 and signed.location == f"/t/{table.id}"
    joining = client.get(f"/t/{table.id}/join?code={table.created['join_code']}")
    assert joining.status_code == 303 and joining.location == f"/t/{table.id}/join"
    page = client.get(f"/t/{table.id}/join").get_data(as_text=True)
    assert f'value="{table.created["join_code"]}"' in page


@pytest.mark.parametrize("line", [
    '127.0.0.1 - - "GET /t/abc/as/s3cr3t-T0k_en HTTP/1.1" 303 -',
    '"GET /t/abc/join?code=K7QX2M&x=1 HTTP/1.1" 303',
    "Authorization: Bearer s3cr3t-T0k_en",
    "Cookie: csrf=abc; seat-abc=s3cr3t-T0k_en",
])
def test_a_log_line_keeps_no_secret(line):
    masked = mask(line)
    assert "s3cr3t-T0k_en" not in masked and "K7QX2M" not in masked and "***" in masked


def test_the_request_log_of_make_run_masks_secrets(app, table, caplog):
    caplog.set_level(logging.INFO, logger="werkzeug")
    httpd = make_server(HOST, 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        visit_links(httpd.server_port, table.created)
    finally:
        httpd.shutdown()
        thread.join()
    assert_no_secret("\n".join(record.getMessage() for record in caplog.records), table.created)


def test_gunicorns_access_log_masks_secrets(tmp_path):
    pytest.importorskip("gunicorn", reason="gunicorn is not installed")
    url = f"sqlite:///{tmp_path / 'referee.db'}"
    migrate(url)
    access, errors = tmp_path / "access.log", tmp_path / "error.log"
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py", "-b", f"{HOST}:0", "-w", "1",
         "--access-logfile", str(access), "--error-logfile", str(errors), "wsgi:app"],
        cwd=ROOT, env={**os.environ, "DATABASE_URL": url})
    try:
        port = _listening(errors)
        made = call(f"http://{HOST}:{port}/api/tables", {"name": "Friday", "players": ["Ann", "Bob"]})
        visit_links(port, made)
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert_no_secret(access.read_text(), made)
    for secret in (made["host_token"], made["join_code"]):
        assert secret not in errors.read_text()


def _listening(errors: Path) -> int:
    """gunicorn's port, once its error log says it listens."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = re.search(r"Listening at: http://127\.0\.0\.1:(\d+)", errors.read_text() if errors.exists() else "")
        if found:
            return int(found.group(1))
        time.sleep(0.1)
    raise AssertionError(f"gunicorn did not start: {errors.read_text() if errors.exists() else ''}")
