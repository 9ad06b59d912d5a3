"""A club: the friends who play every week, the nights they played and the debts between them, as a stream of
its own. Pure: its events folded into its state, its commands decided on that state, and its figures derived
from the facts of its nights' logs."""
