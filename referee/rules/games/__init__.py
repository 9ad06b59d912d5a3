"""The games the referee knows, each declared as data in a module of its own."""
