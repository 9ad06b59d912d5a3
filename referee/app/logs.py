"""Log lines without secrets: a seat link's token, a join code or a seat's cookie never reaches a log.

A request line holds a seat link's token (`/t/ID/as/TOKEN`) and a join link's code (`?code=`) for the one
request that trades them for a cookie; a log that kept them would let its reader act as that seat. The app
factory masks the request log of `make run` (werkzeug's), and gunicorn.conf.py gunicorn's access and error
logs, with the one filter below.
"""

from __future__ import annotations

import logging
import re

# What comes before a secret, in a path, a query, an Authorization header or a Cookie header.
SECRET = re.compile(r"""(/as/|[?&]code=|\bBearer\s+|\bseat-\w+=)[^/?&#;,\s"']+""", re.IGNORECASE)


def mask(text: str) -> str:
    return SECRET.sub(r"\1***", text)


class MaskSecrets(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.msg, record.args = mask(record.getMessage()), ()
        return True


def mask_secrets(logger: logging.Logger) -> None:
    """Mask every line `logger` writes (once, however many apps are made)."""
    if not any(isinstance(each, MaskSecrets) for each in logger.filters):
        logger.addFilter(MaskSecrets())
