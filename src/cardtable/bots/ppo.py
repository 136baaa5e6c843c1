"""The ``ppo`` bot: a policy trained by ``cardtable train`` (masked PPO), numpy inference only.

Weights ship in the package (``cardtable/bots/weights/ppo-<env>.npz``, a few hundred KB, see
:mod:`cardtable.rl.policy`); the bot picks the file by the game it is asked about (a
Yu-Gi-Oh! duel -> ``ygo-duel``, a Sanguosha 3v3 game -> ``sgs-3v3``) and plays the option with
the highest logit (greedy; ties -> the lowest index), so it is deterministic. It encodes the
deciding seat's observation with the environment's encoder, so it sees exactly what that seat
may see. Games with no shipped weights raise :class:`~cardtable.bots.base.BotError`.
A residual policy (``meta["advisor"]``, :mod:`cardtable.rl.advice`) also asks its advisor bot
(the game's heuristic, seeded from this bot's seed) which option it would play, as the
environment does in training.

Needs numpy (the ``rl`` extra), never torch.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from cardtable.bots.base import BotError, register_bot
from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.rl.advice import Advisor
from cardtable.rl.encoding import Encoder
from cardtable.rl.policy import Policy, forward, inputs, load

WEIGHTS = Path(__file__).with_name("weights")


def weights_path(env_id: str) -> Path:
    """Where the shipped weights of ``env_id`` live."""
    return WEIGHTS / f"ppo-{env_id}.npz"


def env_of(game: Game) -> str:
    """The environment id whose policy plays ``game``."""
    gid = getattr(game, "game_id", "")
    if gid == "ygo":
        return "ygo-duel"
    if gid == "sgs":
        return "sgs-identity" if getattr(game, "mode", "") == "identity" else "sgs-3v3"
    return str(gid)


def greedy_action(p: Policy, obs: Any, opts: Any, mask: Any) -> int:
    """The legal option with the highest logit for one observation."""
    logits, _v, _c = forward(p, obs[None, :], opts[None, :, :], mask[None, :])
    return int(logits[0].argmax())


class PpoBot:
    """Plays a shipped (or given) PPO policy; see the module docstring."""

    name = "ppo"

    def __init__(self, seed: int = 0, policies: dict[str, Policy] | None = None) -> None:
        self.seed = seed
        self._policies: dict[str, Policy] = dict(policies or {})
        self._encoders: dict[str, Encoder] = {}
        self._advisors: dict[str, Advisor] = {}

    def _policy(self, env_id: str) -> tuple[Policy, Encoder]:
        p = self._policies.get(env_id)
        if p is None:
            path = weights_path(env_id)
            if not path.exists():
                raise BotError(f"no ppo weights for {env_id!r} (looked for {path.name})")
            p = self._policies[env_id] = load(path)
        enc = self._encoders.get(env_id)
        if enc is None:
            from cardtable.rl.adapters import adapter_for

            enc = self._encoders[env_id] = adapter_for(env_id).encoder()
        if (p.meta.get("obs_size"), p.meta.get("option_size")) != (enc.obs_size,
                                                                     enc.option_size):
            raise BotError(f"ppo weights for {env_id!r} do not fit the current encoder "
                           f"(observation size {p.meta.get('obs_size')} vs {enc.obs_size}, "
                           f"option size {p.meta.get('option_size')} vs {enc.option_size})")
        return p, enc

    def choose(self, game: Game, decision: Decision) -> int:
        """The greedy option of the policy for ``decision.seat``."""
        env_id = env_of(game)
        p, enc = self._policy(env_id)
        obs, opts, mask, _view = enc.encode(game, decision.seat, want_view=False)
        x: dict[str, Any] = {"observation": obs, "option_features": opts, "action_mask": mask}
        name = p.meta.get("advisor")
        if name:
            adv = self._advisors.get(env_id)
            if adv is None:
                adv = self._advisors[env_id] = Advisor(str(name), self.seed)
            x["advice"] = adv.advise(game, decision.seat, enc.max_options)
        a = greedy_action(p, *inputs(p, x))
        return a if a < len(decision.options) else int(np.argmax(mask))


register_bot("ppo", PpoBot)
