"""What API readers get, in a form two tables can be compared by."""


def comparable(data):
    """A response as a reader compares it: without the ids, hashes and times that differ between tables."""
    if isinstance(data, dict):
        return {k: comparable(v) for k, v in data.items() if k not in {"id", "recorded_at", "hash", "prev_hash"}}
    if isinstance(data, list):
        return [comparable(item) for item in data]
    return data
