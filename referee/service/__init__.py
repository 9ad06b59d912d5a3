"""The service layer: load the log, replay it, decide, append, in one transaction.

The JSON API, the phone pages and the command line all call these functions,
so no rule is written twice.
"""
