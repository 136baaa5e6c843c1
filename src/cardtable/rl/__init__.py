"""AI-research surfaces: PettingZoo/Gymnasium/OpenSpiel adapters and observation encoders.

Needs the ``rl`` extra (``pip install cardtable[rl]``); the engines themselves never import
numpy or these libraries.

>>> from cardtable.rl import make_env   # doctest: +SKIP
>>> env = make_env("ygo-duel")          # doctest: +SKIP

Importing this package registers the Gymnasium ids of :data:`GYM_IDS`
(``gymnasium.make("cardtable/Sgs3v3Side-v0")``; without importing it first:
``gymnasium.make("cardtable.rl:cardtable/Sgs3v3Side-v0")``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.rl.aec import CardtableAEC
    from cardtable.rl.gym_env import SingleSeatEnv

__all__ = ["GYM_IDS", "make_env", "make_gym_env", "make_vector_env"]

GYM_IDS: dict[str, tuple[str, dict[str, Any]]] = {
    "cardtable/YgoDuel-v0": ("ygo-duel", {"seat": "random", "variety": True}),
    "cardtable/Sgs3v3-v0": ("sgs-3v3", {"seat": "random"}),
    "cardtable/Sgs3v3Side-v0": ("sgs-3v3", {"side": 0}),
    "cardtable/SgsIdentity-v0": ("sgs-identity", {"seat": "random"}),
}
"""Gymnasium ids -> (environment, SingleSeatEnv arguments): one seat (drawn per episode) or a
whole 3v3 side against seeded random bots; ``gymnasium.make`` keyword arguments override."""


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


def make_vector_env(game_id: str, num_envs: int, **kwargs: Any) -> Any:
    """``num_envs`` games as one Gymnasium vector env
    (:func:`cardtable.rl.vector.make_vector_env`)."""
    from cardtable.rl.vector import make_vector_env as make

    return make(game_id, num_envs, **kwargs)


def _gym_entry(game_id: str, **kwargs: Any) -> SingleSeatEnv:
    """Gymnasium entry point of the :data:`GYM_IDS`."""
    from cardtable.rl.gym_env import SingleSeatEnv

    return SingleSeatEnv(game_id, None, **kwargs)


def _register_gym_ids() -> None:
    try:
        import gymnasium
    except ImportError:  # the rl extra is not installed: nothing to register
        return
    for env_id, (game_id, kwargs) in GYM_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(
                env_id,
                entry_point="cardtable.rl:_gym_entry",
                kwargs={"game_id": game_id, **kwargs},
                disable_env_checker=True,
            )


_register_gym_ids()
