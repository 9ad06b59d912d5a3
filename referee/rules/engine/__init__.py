"""The variant protocol, events and the driver every game runs on."""
