"""The table referee: rules engine, service layer and web front."""
