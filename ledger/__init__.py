"""The event store and the money: streams, hash chain, postings, balances, settlement."""
