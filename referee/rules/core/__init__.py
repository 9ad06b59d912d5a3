"""Cards, decks, poker hands and wild cards: what every game is built from."""
