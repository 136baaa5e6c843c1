"""Engineered per-option features a policy appends to its option rows (an input transform,
named in the policy's ``meta["option_extras"]``; the environments' observations are unchanged).

The option-scoring network (:mod:`cardtable.rl.policy`) scores option ``i`` as
``tanh(Wo · option_i) · q(state) + wb · option_i``: an option row says *which* seat it
targets (a relative one-hot), but what that seat looks like (its hp, hand size, side,
distance) sits in the observation's player rows, which the network can only relate to the
option through the 64-wide product ``u · q``. The rollout labels of ``sgs-3v3`` (docs/rl.md,
"Session 7") show that the deviations from the heuristic that win depend on exactly that
(which enemy to hit, whose card to take), so ``sgs-target-v1`` copies the targeted seat's
public player features next to the option. Everything is read from the observation and the
option rows themselves — what the acting seat sees — so an extra never adds information.

``sgs-target-v1`` (:data:`SGS_TARGET_SIZE` = 24 columns per option): the player features
``[0:16]`` (present, alive, hp/5, max hp/5, hand count/10, turned, is me, same side as me,
role one-hot, distance/5, judgement cards/3, cards on the general/10), ``[44:51]`` (the four
equipment slots occupied, chained, a pending 酒, face down) of the seat named by the option's
``target``/``seat`` (zeros when it names none), and one column: the lost hp ``(max hp − hp)/5``
of that seat.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from cardtable.rl.encoders.sgs import GLOBAL_F, MAX_P, PLAYER_F
from cardtable.rl.encoding import HEADER_SIZE

F32 = npt.NDArray[np.float32]

SGS_PLAYERS_AT = HEADER_SIZE + GLOBAL_F
"""Offset of the first player row in a Sanguosha observation."""
SGS_TARGET_AT = 46
"""Offset of the relative target one-hot (``MAX_P`` wide) in a Sanguosha option row."""
SGS_TARGET_COLS = np.r_[0:16, 44:51]
"""The player features copied next to a targeting option."""
SGS_TARGET_SIZE = len(SGS_TARGET_COLS) + 1


def sgs_target_rows(obs: F32, opts: F32) -> F32:
    """``[..., M, SGS_TARGET_SIZE]`` extras for a Sanguosha observation ``[..., D]`` and its
    option rows ``[..., M, F]`` (one or a batch): the targeted seat's player features."""
    lead = obs.shape[:-1]
    players = obs[..., SGS_PLAYERS_AT : SGS_PLAYERS_AT + MAX_P * PLAYER_F].reshape(
        *lead, MAX_P, PLAYER_F)
    picked = players[..., SGS_TARGET_COLS]  # [..., P, C]
    lost = (players[..., 3] - players[..., 2])[..., None]
    table = np.concatenate([picked, lost], axis=-1).astype(np.float32)  # [..., P, C+1]
    onehot = opts[..., SGS_TARGET_AT : SGS_TARGET_AT + MAX_P].astype(np.float32)  # [..., M, P]
    out: F32 = np.matmul(onehot, table).astype(np.float32)
    return out


EXTRAS: dict[str, tuple[int, Callable[[F32, F32], F32]]] = {
    "sgs-target-v1": (SGS_TARGET_SIZE, sgs_target_rows),
}
"""Extra option features by name: (columns per option, function of (observation, options))."""


def extras_size(name: str | None) -> int:
    """Columns the named extras append (0 for none); :class:`ValueError` for an unknown name."""
    if not name:
        return 0
    if name not in EXTRAS:
        raise ValueError(f"unknown option extras {name!r} (known: {', '.join(EXTRAS)})")
    return EXTRAS[name][0]


def append_extras(name: str | None, obs: F32, opts: F32) -> F32:
    """``opts`` with the named extras appended along the last axis (unchanged for none)."""
    if not name:
        return opts
    if name not in EXTRAS:
        raise ValueError(f"unknown option extras {name!r} (known: {', '.join(EXTRAS)})")
    extra = EXTRAS[name][1](obs, opts)
    out: F32 = np.concatenate([opts.astype(np.float32), extra], axis=-1)
    return out
