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

``ygo-v1`` (``ygo-duel``, :class:`cardtable.rl.encoders.ygo.YgoEncoder` layout; ATK/DEF in
units of 5000, counts /5), per option:

====  =================================================================================
0     the option's card is a monster with stats shown (the encoder's feature 3)
1     its ATK minus the opponent's strongest face-up attack-position ATK
2     1 if its ATK is above that, 3 the same against the strongest face-up ATK or DEF
4     its DEF minus the opponent's strongest face-up attack-position ATK
5     1 if its ATK is at least the opponent's LP (×5000 / 8000 scale), else 0
6     battle margin against the option's target: ATK minus the target's ATK (attack
      position) or DEF (defence position); 0 without a face-up target
7     1 if that margin is > 0, 8 if < 0 (9: the target is face-down / unknown)
10    its ATK minus my own strongest monster's ATK on the field
11–18 state, the same in every row: opponent's monsters, face-down monsters, set
      Spell/Traps, face-up Spell/Traps; my monsters, my set Spell/Traps; the opponent's
      strongest face-up ATK; my strongest ATK
19    1 if the option names a card (its features are present)
====  =================================================================================
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


# YgoEncoder layout (see its module docstring)
_GLOBALS = 32
_MY_FIELD = 304
_OPP_FIELD = 616
_CARD_F = 24
_OPT_CARD = 32
_OPT_TARGET = 56
YGO_V1_SIZE = 20
"""Columns of the ``ygo-v1`` set."""


def _zone(obs: F32, base: int, first: int, n: int) -> F32:
    """Card rows ``[..., n, 24]`` of field slots ``first … first+n-1`` from offset ``base``."""
    a = base + first * _CARD_F
    out: F32 = obs[..., a : a + n * _CARD_F].reshape(*obs.shape[:-1], n, _CARD_F)
    return out


def ygo_v1(obs: F32, opts: F32) -> F32:
    """The ``ygo-v1`` columns (module docstring) for ``obs [..., D]`` and ``opts [..., M, F]``:
    an array ``[..., M, YGO_V1_SIZE]``."""
    obs = np.asarray(obs, np.float32)
    opts = np.asarray(opts, np.float32)
    opp_m = _zone(obs, _OPP_FIELD, 0, 5)
    opp_s = _zone(obs, _OPP_FIELD, 5, 5)
    my_m = _zone(obs, _MY_FIELD, 0, 5)
    my_s = _zone(obs, _MY_FIELD, 5, 5)
    up = opp_m[..., 2] * opp_m[..., 3]  # face-up monsters with stats shown
    opp_atk_pos = (up * opp_m[..., 7] * opp_m[..., 4]).max(axis=-1)
    opp_best = (up * np.maximum(opp_m[..., 4], opp_m[..., 5])).max(axis=-1)
    my_best = (my_m[..., 3] * my_m[..., 4]).max(axis=-1)
    opp_lp = obs[..., _GLOBALS + 1] * (8000.0 / 5000.0)
    card = opts[..., _OPT_CARD : _OPT_CARD + _CARD_F]
    tgt = opts[..., _OPT_TARGET : _OPT_TARGET + _CARD_F]
    mon = card[..., 3]
    atk = card[..., 4]
    dfn = card[..., 5]
    out = np.zeros((*opts.shape[:-1], YGO_V1_SIZE), np.float32)
    out[..., 0] = mon
    out[..., 1] = mon * (atk - opp_atk_pos[..., None])
    out[..., 2] = mon * (atk > opp_atk_pos[..., None])
    out[..., 3] = mon * (atk > opp_best[..., None])
    out[..., 4] = mon * (dfn - opp_atk_pos[..., None])
    out[..., 5] = mon * (atk >= opp_lp[..., None])
    t_up = tgt[..., 3] * (1.0 - tgt[..., 1])
    t_stat = np.where(tgt[..., 7] > 0, tgt[..., 4], tgt[..., 5])
    margin = t_up * mon * (atk - t_stat)
    out[..., 6] = margin
    out[..., 7] = margin > 0
    out[..., 8] = margin < 0
    out[..., 9] = tgt[..., 0] * tgt[..., 1]
    out[..., 10] = mon * (atk - my_best[..., None])
    state = np.stack([
        opp_m[..., 0].sum(-1) / 5.0,
        (opp_m[..., 0] * opp_m[..., 1]).sum(-1) / 5.0,
        (opp_s[..., 0] * opp_s[..., 1]).sum(-1) / 5.0,
        (opp_s[..., 0] * opp_s[..., 2]).sum(-1) / 5.0,
        my_m[..., 0].sum(-1) / 5.0,
        (my_s[..., 0] * (1.0 - my_s[..., 2])).sum(-1) / 5.0,
        opp_best,
        my_best,
    ], axis=-1)
    out[..., 11:19] = state[..., None, :]
    out[..., 19] = card[..., 0]
    return out


EXTRAS: dict[str, tuple[int, Callable[[F32, F32], F32]]] = {
    "sgs-target-v1": (SGS_TARGET_SIZE, sgs_target_rows),
    "ygo-v1": (YGO_V1_SIZE, ygo_v1),
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
