"""A phone without a browser: finds a page's form by its name and sends it as the page would."""

from __future__ import annotations

from html.parser import HTMLParser


class _Forms(HTMLParser):
    def __init__(self):
        super().__init__()
        self.forms: dict[str, dict] = {}
        self._current = None
        self._select = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form" and "data-form" in attrs:
            self._current = {"action": attrs.get("action"), "fields": {}, "buttons": []}
            self.forms[attrs["data-form"]] = self._current
        elif self._current is not None and tag == "input" and attrs.get("type") == "checkbox":
            # A checkbox sends its value when ticked, and several of one name send a list.
            ticked = self._current["fields"].setdefault(attrs["name"], [])
            if "checked" in attrs:
                ticked.append(attrs.get("value", "on"))
        elif self._current is not None and tag in ("input", "select", "textarea") and attrs.get("name"):
            self._current["fields"].setdefault(attrs["name"], attrs.get("value", ""))
            self._select = attrs["name"] if tag == "select" else None
            self._first_option = True
        elif self._current is not None and tag == "option" and self._select:
            # A select sends its selected option, or else its first.
            if self._first_option or "selected" in attrs:
                self._current["fields"][self._select] = attrs.get("value", "")
            self._first_option = False
        elif self._current is not None and tag == "button" and attrs.get("name"):
            self._current["buttons"].append((attrs["name"], attrs.get("value", "")))

    def handle_endtag(self, tag):
        if tag == "form":
            self._current = None
        if tag == "select":
            self._select = None


def forms_of(html: str) -> dict[str, dict]:
    parser = _Forms()
    parser.feed(html)
    return parser.forms


class FormPhone:
    """One seat's phone: opens a page, fills a named form and presses its button (without script)."""

    def __init__(self, client, table_id: str, token: str):
        self.client = client
        self.table_id = table_id
        assert client.get(f"/t/{table_id}/as/{token}").status_code == 303

    def page(self, path: str = "/deal") -> str:
        response = self.client.get(f"/t/{self.table_id}{path}")
        assert response.status_code == 200, response.status_code
        return response.get_data(as_text=True)

    def forms(self, path: str = "/deal") -> dict[str, dict]:
        return forms_of(self.page(path))

    def deal_fields(self, *games: str) -> dict:
        """The deal form's fields with the options of each of `games`, as the table page has them with the game
        chosen (it carries the options of the game chosen alone)."""
        fields = {}
        for game in games:
            fields.update(self.forms(f"?game={game}")["start_deal"]["fields"])
        return fields

    def send(self, form_id: str, path: str = "/deal", **values):
        form = self.forms(path)[form_id]
        data = {**form["fields"], **{name.replace("__", "-"): value for name, value in values.items()}}
        return self.client.post(form["action"], data=data)

    def do(self, form_id: str, path: str = "/deal", **values) -> None:
        """Send the form and insist the referee took it (a refused form re-renders the page with 4xx)."""
        response = self.send(form_id, path, **values)
        assert response.status_code == 303, _refusal(response)


def _refusal(response) -> str:
    text = response.get_data(as_text=True)
    start = text.find('class="refusal"')
    return text[start:start + 300] if start >= 0 else f"status {response.status_code}"
