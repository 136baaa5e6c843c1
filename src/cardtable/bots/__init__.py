"""Bots: programs that answer a game's decisions through the kernel contracts only.

:mod:`cardtable.bots.base` holds the :class:`~cardtable.bots.base.Bot` protocol and the registry
of bots by name (``random`` built in; game-specific bots load lazily);
:mod:`cardtable.bots.random_bot` the uniform random bot.
"""

from cardtable.bots.base import Bot, BotError, bot_names, make_bot, register_bot

__all__ = ["Bot", "BotError", "bot_names", "make_bot", "register_bot"]
