"""Observation encoders: a generic feature-hashing one for any game, and one per game."""
