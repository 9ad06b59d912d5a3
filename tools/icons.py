"""Draws the home-screen icons (PNG) from referee/app/static/icons/icon.svg with the Chromium the browser
tests use; run it again after changing the drawing:

    python tools/icons.py
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

ICONS = Path(__file__).resolve().parents[1] / "referee" / "app" / "static" / "icons"
SIZES = {"icon-192.png": 192, "icon-512.png": 512, "apple-touch-icon.png": 180, "icon-32.png": 32}
SQUARE = ("apple-touch-icon.png",)  # the phone rounds its corners itself: transparent ones would show black


def main() -> None:
    drawn = (ICONS / "icon.svg").read_text()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for name, size in SIZES.items():
            drawing = drawn.replace('rx="96" ', "") if name in SQUARE else drawn
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f'<body style="margin:0">{drawing.replace("<svg ", f"<svg width={size} height={size} ", 1)}'
                             "</body>")
            page.screenshot(path=str(ICONS / name), omit_background=True)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
