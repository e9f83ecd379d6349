"""Per-game tests: a scenario per rule, ruling and special card."""
