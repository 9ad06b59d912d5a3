"""The club's part of the OpenAPI document, from the schemas of club_schemas."""

from __future__ import annotations

from apispec import APISpec

from . import club_schemas as shapes

CLUB_ID = {"name": "club_id", "in": "path", "required": True, "schema": {"type": "string"}}
NIGHT = {"name": "night", "in": "path", "required": True, "schema": {"type": "string"},
         "description": "The night's table id"}
DATES = [{"name": name, "in": "query", "required": False,
          "description": f"The season's {said} date (YYYY-MM-DD); empty: no bound",
          "schema": {"type": "string", "pattern": r"^([0-9]{4}-[0-9]{2}-[0-9]{2})?$"}}
         for name, said in (("from", "first"), ("to", "last"))]
ANSWERS = ("CreatedClub", "ClubView", "ClubAppended", "OpenedNight", "NightSeatToken", "ClubDebts", "SeasonView")
CLOSED = ("CreateClub", "OpenNight", *shapes.COMMANDS)


def add(spec: APISpec, answer, body, auth: list, key: dict, if_match: dict) -> None:
    """The club's schemas and paths, documented with the table's helpers (`answer`, `body`) and headers."""
    for name in ("CreateClub", "OpenNight", *ANSWERS):
        spec.components.schema(name, schema=getattr(shapes, name))
    refs = {}
    for name, schema in shapes.COMMANDS.items():
        spec.components.schema(name, schema=schema)
        refs[schema._declared_fields["type"].constant] = f"#/components/schemas/{name}"
    spec.components.schema("ClubCommand", component={"oneOf": [{"$ref": ref} for ref in refs.values()],
                                                     "discriminator": {"propertyName": "type", "mapping": refs}})
    csv = {"200": {"description": "CSV", "content": {"text/csv": {"schema": {"type": "string"}}}},
           "default": answer("Error", "")["default"]}
    spec.path("/clubs", operations={"post": {
        "summary": "Start a club; its founder is its first member and hosts it", "requestBody": body("CreateClub"),
        "responses": answer("CreatedClub", "The club and the founder's member link secret", "201")}})
    spec.path("/clubs/{club_id}", operations={"get": {
        "summary": "The club: its members and hosts, and its nights", "parameters": [CLUB_ID], "security": auth,
        "responses": answer("ClubView", "The club as a member sees it, with its log's head")}})
    spec.path("/clubs/{club_id}/events", operations={"post": {
        "summary": "Add a member, name a host, mark a payment, confirm, dispute or settle one",
        "parameters": [CLUB_ID, key, if_match], "security": auth, "requestBody": body("ClubCommand"),
        "responses": answer("ClubAppended", "The events it caused, and the log's new head", "201")}})
    spec.path("/clubs/{club_id}/nights", operations={"post": {
        "summary": "Open a night for the club with the members playing seated (a host only)",
        "parameters": [CLUB_ID, key], "security": auth, "requestBody": body("OpenNight"),
        "responses": answer("OpenedNight", "The night's table, its host secret and a join code for guests",
                            "201")}})
    spec.path("/clubs/{club_id}/nights/{night}/seat", operations={"post": {
        "summary": "The member's own seat at a club night (seated now if they came late): a seat secret",
        "parameters": [CLUB_ID, NIGHT], "security": auth,
        "responses": answer("NightSeatToken", "The seat and a secret that acts for it", "201")}})
    spec.path("/clubs/{club_id}/debts", operations={"get": {
        "summary": "Each closed night's settle-up and what was paid of it, the payments, and the club's "
                   "settle-up", "parameters": [CLUB_ID], "security": auth,
        "responses": answer("ClubDebts", "The debts, in cents, by party")}})
    spec.path("/clubs/{club_id}/season", operations={"get": {
        "summary": "A season's standings, figures per game and balances after each night",
        "parameters": [CLUB_ID, *DATES], "security": auth,
        "responses": answer("SeasonView", "The figures of the closed nights opened in the dates")}})
    spec.path("/clubs/{club_id}/standings.csv", operations={"get": {
        "summary": "The season's standings as CSV", "parameters": [CLUB_ID, *DATES], "security": auth,
        "responses": csv}})
    spec.path("/clubs/{club_id}/games.csv", operations={"get": {
        "summary": "The season's figures per game as CSV", "parameters": [CLUB_ID, *DATES], "security": auth,
        "responses": csv}})
    spec.path("/clubs/{club_id}/verify", operations={"get": {
        "summary": "Check the club log's head, hash chain, fold and money",
        "parameters": [CLUB_ID, {"name": "since", "in": "query", "required": False,
                                 "schema": {"type": "integer", "minimum": 0}},
                       {"name": "hash", "in": "query", "required": False, "schema": {"type": "string"}}],
        "security": auth, "responses": answer("Verification", "Whether the log holds, and where not")}})
