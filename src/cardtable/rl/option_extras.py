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

``sgs-draft-v1`` (``sgs-3v3``; :data:`SGS_DRAFT_SIZE` = 3 × :data:`SGS_DRAFT_GENERALS`
columns per option): at a 3v3 draft decision, a one-hot of the general an option names
(the first :data:`SGS_DRAFT_GENERALS` generals of the shipped ``sgs`` vocabulary,
:mod:`cardtable.rl.vocab`) in one of three blocks — a draft **pick** (the decision kind is
``pick``), the **commander**'s placement (a ``select`` among the eight generals the side
drafted) or a **vanguard**'s (a ``select`` among seven or six) — and zeros for every other
option and decision. The general is read back from the option row itself (its kind code,
hashed ``general=…`` pair and general code, compared with the rows the encoder writes for
each general); two pairs of generals whose rows are equal (``dianwei``/``zhanghe``,
``xuhuang``/``zhaoyun_3v3``; none of the four is in the 2011 pool, the last two are both in
the 2013 pool) get no column. So the
weights ``wb`` of these columns are per-general values of each draft role
(:mod:`cardtable.rl.draft_values` fits them from game outcomes).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np
import numpy.typing as npt

from cardtable.core.decision import KINDS
from cardtable.rl.encoders.sgs import GLOBAL_F, MAX_P, OPTION_SIZE, PLAYER_F
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


SGS_DRAFT_GENERALS = 62
"""Generals with a column in ``sgs-draft-v1``: the first 62 of the ``sgs`` vocabulary (its
length when the extras were made; tokens appended later get none, so a saved policy's
columns keep their meaning)."""
SGS_DRAFT_SIZE = 3 * SGS_DRAFT_GENERALS
"""Columns of ``sgs-draft-v1``: a pick block, a commander block, a vanguard block."""
_KIND_AT = 9  # header: decision kind one-hot (cardtable.core.decision.KINDS), acting seat
_MODE_3V3_AT = HEADER_SIZE + 17  # Sanguosha globals: 1 in a 3v3 game
_GENERAL_CODE = np.s_[54:64]  # a Sanguosha option row's general code (encoders/sgs.py)
_COMMANDER_OPTIONS = 8  # the generals a 3v3 side drafts: the commander is placed among them


@cache
def draft_generals() -> tuple[tuple[str, ...], npt.NDArray[np.float32], npt.NDArray[np.bool_]]:
    """``(generals, rows, usable)``: the ``sgs-draft-v1`` generals, the option row the
    Sanguosha encoder writes for ``{"general": g}`` (``[G, OPTION_SIZE]``), and whether that
    row names one general only."""
    from cardtable.rl.encoders.sgs import SgsEncoder
    from cardtable.rl.vocab import vocabulary

    tokens = vocabulary("sgs", "generals").tokens
    if len(tokens) < SGS_DRAFT_GENERALS:
        raise ValueError(f"the sgs vocabulary lists {len(tokens)} generals, "
                         f"sgs-draft-v1 needs {SGS_DRAFT_GENERALS}")
    generals = tuple(tokens[:SGS_DRAFT_GENERALS])
    enc = SgsEncoder()
    rows = np.zeros((len(generals), OPTION_SIZE), np.float32)
    for i, g in enumerate(generals):
        enc.encode_option({"general": g}, 0, rows[i])
    keys = [r.tobytes() for r in rows]
    usable = np.array([keys.count(k) == 1 for k in keys])
    return generals, rows, usable


def sgs_draft_rows(obs: F32, opts: F32) -> F32:
    """``[..., M, SGS_DRAFT_SIZE]`` extras for a Sanguosha observation ``[..., D]`` and its
    option rows ``[..., M, F]`` (one or a batch): the general each option names, in the block
    of the draft decision being asked (module docstring)."""
    _gens, rows, usable = draft_generals()
    lead = opts.shape[:-1]
    out: F32 = np.zeros((*lead, SGS_DRAFT_SIZE), np.float32)
    raw = opts[..., :OPTION_SIZE]
    if not raw[..., _GENERAL_CODE].any():  # no option names a general: nothing to compare
        return out
    # [..., M, G]: the option row equals general g's row
    named = np.all(raw[..., None, :] == rows, axis=-1) & usable
    count = named.any(axis=-1).sum(axis=-1)  # [...]: options naming a general
    pick = obs[..., _KIND_AT + KINDS.index("pick")] > 0
    select = obs[..., _KIND_AT + KINDS.index("select")] > 0
    in_3v3 = obs[..., _MODE_3V3_AT] > 0
    block = np.where(pick, 0, np.where(count == _COMMANDER_OPTIONS, 1, 2))  # [...]
    active = in_3v3 & (pick | select)
    g = SGS_DRAFT_GENERALS
    for b in range(3):
        where = (active & (block == b))[..., None, None]
        out[..., b * g:(b + 1) * g] = np.where(where, named, 0.0)
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
    "sgs-draft-v1": (SGS_DRAFT_SIZE, sgs_draft_rows),
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
