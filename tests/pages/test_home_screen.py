"""A phone can keep the table on its home screen: every page names a manifest, icons and a theme colour,
and they are served with the types a phone expects."""

from __future__ import annotations

import re

import pytest

from tests.support.forms import FormPhone


def head_links(html: str) -> dict[str, str]:
    return {rel: href for rel, href in re.findall(r'<link rel="([\w-]+)" href="([^"]+)"', html)}


def test_the_manifest_names_the_app_its_icons_and_colour(client):
    answer = client.get("/manifest.webmanifest")
    assert answer.status_code == 200 and answer.mimetype == "application/manifest+json"
    manifest = answer.get_json(force=True)
    assert manifest["name"] == "Table referee" and manifest["start_url"] == "/"
    assert manifest["display"] == "standalone" and manifest["theme_color"] == "#0b6b3a"
    sizes = {icon["sizes"]: icon for icon in manifest["icons"]}
    assert {"192x192", "512x512", "any"} <= set(sizes)
    for icon in manifest["icons"]:
        served = client.get(icon["src"])
        assert served.status_code == 200 and served.mimetype == icon["type"], icon


@pytest.mark.parametrize("size", [192, 512])
def test_the_png_icons_are_the_size_they_say(client, size):
    png = client.get(f"/static/icons/icon-{size}.png").data
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")) == (size, size)


def test_a_table_added_to_the_home_screen_opens_that_table(client, table):
    phone = FormPhone(client.application.test_client(), table.id, table.tokens[1])
    links = head_links(phone.page(""))
    assert links["manifest"] == f"/t/{table.id}/manifest.webmanifest"
    answer = client.get(links["manifest"])  # a phone asks without the seat's cookie
    assert answer.status_code == 200 and answer.mimetype == "application/manifest+json"
    manifest = answer.get_json(force=True)
    assert manifest["start_url"] == f"/t/{table.id}" and manifest["name"] == "Friday · Table referee"
    assert client.get("/t/nosuchtable/manifest.webmanifest").status_code == 404


@pytest.mark.parametrize("path", ["/", "/t/{id}", "/t/{id}/deal", "/t/{id}/join"])
def test_every_page_names_its_icons_and_theme_colour(client, table, path):
    phone = FormPhone(client.application.test_client(), table.id, table.tokens[1])
    html = phone.client.get(path.format(id=table.id)).get_data(as_text=True)
    links = head_links(html)
    assert {"manifest", "icon", "apple-touch-icon"} <= set(links)
    assert '<meta name="theme-color" content="#0b6b3a" media="(prefers-color-scheme: light)">' in html
    assert phone.client.get(links["apple-touch-icon"]).mimetype == "image/png"
    assert phone.client.get("/static/icons/icon.svg").mimetype == "image/svg+xml"
