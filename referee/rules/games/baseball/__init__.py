"""The baseball family: Daytime, Midnight and Indian midnight baseball, and what they share."""
