"""Games where cards move between players and the table mid-hand: passing, nodes, lightning."""
