"""The Flask application factory."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from flask import Flask

from ledger.db import POOL_SIZE, make_engine
from referee.service.recent import Recent


def create_app(config: dict | None = None) -> Flask:
    root = Path(__file__).resolve().parent.parent.parent
    app = Flask(__name__, instance_path=str(root / "instance"), template_folder=str(root / "templates"))
    app.config.from_mapping(
        DATABASE_URL=os.environ.get("DATABASE_URL") or f"sqlite:///{Path(app.instance_path) / 'referee.db'}",
        DATABASE_POOL_SIZE=int(os.environ.get("DATABASE_POOL_SIZE") or POOL_SIZE),
        MAX_CONTENT_LENGTH=256 * 1024,  # no honest request comes near this
    )
    if config:
        app.config.from_mapping(config)
    app.json.sort_keys = False
    app.extensions["referee.engine"] = make_engine(app.config["DATABASE_URL"], app.config["DATABASE_POOL_SIZE"])

    from . import (api, builder_pages, club_api, club_pages, cli, display, errors, guesses, headers, heads,  # noqa: F401  (builder_pages: routes)
                   home_screen, links_pages, logs, openapi, pages, renders)

    app.extensions["referee.guesses"] = guesses.Guesses()  # wrong join codes, counted in this process
    app.extensions["referee.renders"] = renders.Kept()  # live parts rendered, until their table moves
    app.extensions["referee.deal_options"] = Recent(renders.TABLES)  # the deal form's games, by what they show
    app.extensions["referee.seats"] = Recent(renders.SEATS)  # a poker deal's seats, by what they show
    app.add_template_global(renders.seats_part)

    errors.register(app)
    headers.register(app)
    display.register(app)
    app.register_blueprint(api.bp)
    app.register_blueprint(club_api.bp)
    app.register_blueprint(club_pages.bp)
    app.register_blueprint(openapi.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(heads.bp)
    app.register_blueprint(home_screen.bp)
    cli.register(app)
    logs.mask_secrets(logging.getLogger("werkzeug"))  # the request log of `flask run`
    return app
