"""Matplotlib drawings of boards and of how a step resolved (one module per game)."""
