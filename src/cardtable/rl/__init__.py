"""AI-research surfaces: PettingZoo/Gymnasium/OpenSpiel adapters and observation encoders.

Needs the ``rl`` extra (``pip install cardtable[rl]``); the engines themselves never import
numpy or these libraries.

>>> from cardtable.rl import make_env   # doctest: +SKIP
>>> env = make_env("ygo-duel")          # doctest: +SKIP
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.rl.aec import CardtableAEC
    from cardtable.rl.gym_env import SingleSeatEnv

__all__ = ["make_env", "make_gym_env"]


def make_env(game_id: str, setup: dict[str, Any] | None = None, **kwargs: Any) -> CardtableAEC:
    """A PettingZoo AEC environment for ``game_id`` ("ygo-duel", "sgs-3v3", "sgs-identity",
    or any registered game). ``kwargs`` go to :class:`cardtable.rl.aec.CardtableAEC`."""
    from cardtable.rl.aec import CardtableAEC

    return CardtableAEC(game_id, setup, **kwargs)


def make_gym_env(
    game_id: str, setup: dict[str, Any] | None = None, **kwargs: Any
) -> SingleSeatEnv:
    """A Gymnasium single-agent environment: one seat against bots.
    ``kwargs`` go to :class:`cardtable.rl.gym_env.SingleSeatEnv`."""
    from cardtable.rl.gym_env import SingleSeatEnv

    return SingleSeatEnv(game_id, setup, **kwargs)
