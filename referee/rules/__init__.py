"""The pure rules engine: cards, hands, betting, pots and variants.

Nothing here touches a framework, a database, the clock or a global random
source: the same events in always give the same state out.
"""
