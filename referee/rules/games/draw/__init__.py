"""The draw games of the house list, with taxes, purchases and revealed wilds."""
