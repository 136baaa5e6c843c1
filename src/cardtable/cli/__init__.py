"""The terminal surface: ``cardtable`` (typer + rich), one module per command group.

It talks to the games only through the kernel contracts (registry, decisions, views, events,
replays, scenarios); it holds no game rules.
"""
