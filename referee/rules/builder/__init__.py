"""Games a table defines as data, over the pieces the house games are made of."""
