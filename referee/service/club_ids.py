"""A club's stream id is told from a table's by its shape: a table's is 12 letters and digits, a club's starts
with "club-". So no table call reads a club's log as a night, nor a club call a night's as a club."""

CLUB_PREFIX = "club-"


def is_club(stream_id: str) -> bool:
    return stream_id.startswith(CLUB_PREFIX)
