"""Progressive Poker."""
