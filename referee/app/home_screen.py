"""What a phone needs to keep the referee on its home screen like an app: a web app manifest (a table's
own, so that the icon opens that table's pages) beside the icons in static/icons.

A phone fetches a manifest without the seat's cookie, so a table's says no more than its join page: the
night's name."""

from __future__ import annotations

from flask import Blueprint, current_app, jsonify, url_for

from referee.service import reads

bp = Blueprint("home_screen", __name__)

THEME = "#0b6b3a"  # the felt of the pages' header


@bp.get("/manifest.webmanifest")
def manifest():
    return _manifest("Table referee", "Referee", url_for("pages.index"))


@bp.get("/t/<table_id>/manifest.webmanifest")
def table_manifest(table_id: str):
    name = reads.join_view(current_app.extensions["referee.engine"], table_id)["name"]
    return _manifest(f"{name} · Table referee", name[:12], url_for("pages.table", table_id=table_id))


def _manifest(name: str, short_name: str, start: str):
    icons = [{"src": url_for("static", filename=f"icons/icon-{size}.png"), "sizes": f"{size}x{size}",
              "type": "image/png"} for size in (192, 512)]
    icons.append({"src": url_for("static", filename="icons/icon.svg"), "sizes": "any", "type": "image/svg+xml"})
    answer = jsonify({"name": name, "short_name": short_name, "start_url": start, "scope": start, "id": start,
                      "display": "standalone", "background_color": "#ffffff", "theme_color": THEME,
                      "icons": icons})
    answer.mimetype = "application/manifest+json"
    return answer
