"""Sanguosha (三国杀): the standard 108-card game, its generals, the identity mode and the
competitive 3v3 mode of seed 000 part 1. Import :mod:`cardtable.sgs.game` to register it."""
