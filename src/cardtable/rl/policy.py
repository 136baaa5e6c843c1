"""A small masked option-scoring policy in numpy: forward, backward and Adam, no torch.

The network reads the three tensors of an observation (:mod:`cardtable.rl.encoding`):

* ``h = relu(W1 · observation + b1)`` — the state (``hidden`` units);
* ``q = Wq · h + bq`` — what the state is looking for (``embed`` units);
* ``u_i = tanh(Wo · option_features[i] + bo)`` — each legal option (``embed`` units);
* ``logit_i = u_i · q + wb · option_features[i]`` for the legal options (the mask), ``-inf``
  for the others; the value is ``V = wv · h + bv``.

So one set of weights scores any number of options, whatever the decision. A **residual**
policy (``meta["advisor"]`` names a bot, e.g. ``ygo-heuristic``) reads one more option
column: the environment's ``advice`` (:mod:`cardtable.rl.advice`, 1 at the option that bot
would pick), appended by :func:`inputs`; its weight in ``wb`` starts large
(:func:`init_policy` ``advice_weight``), so the untrained policy plays like the advisor and
training learns where to deviate. The same
:func:`forward` serves training (:mod:`cardtable.rl.ppo`) and the ``ppo`` bot
(:mod:`cardtable.bots.ppo`); weights travel as ``.npz`` files (:func:`save` / :func:`load`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

F32 = npt.NDArray[np.float32]
NAMES = ("W1", "b1", "Wq", "bq", "Wo", "bo", "wb", "wv", "bv")
NEG = np.float32(-1e9)


@dataclass
class Policy:
    """Weights of the network (see the module docstring) and what they were trained for."""

    W1: F32
    b1: F32
    Wq: F32
    bq: F32
    Wo: F32
    bo: F32
    wb: F32
    wv: F32
    bv: F32
    meta: dict[str, Any] = field(default_factory=dict)

    def arrays(self) -> dict[str, F32]:
        """The weight arrays by name."""
        return {n: getattr(self, n) for n in NAMES}


def inputs(p: Policy, obs: dict[str, Any]) -> tuple[F32, F32, npt.NDArray[Any]]:
    """``(observation, option inputs, mask)`` of an observation dict (one or a batch) for
    ``p``: the option features, then the engineered extras named by ``meta["option_extras"]``
    (:mod:`cardtable.rl.option_extras`), then the ``advice`` column for a residual policy."""
    opts = obs["option_features"]
    extras = p.meta.get("option_extras")
    if extras:
        from cardtable.rl.option_extras import append_extras

        opts = append_extras(str(extras), obs["observation"], opts)
    if p.meta.get("advisor"):
        opts = np.concatenate([opts, obs["advice"][..., None].astype(np.float32)], axis=-1)
    return obs["observation"], opts, obs["action_mask"]


def init_policy(obs_size: int, option_size: int, hidden: int = 128, embed: int = 64,
                seed: int = 0, advice_weight: float = 0.0) -> Policy:
    """Random initial weights (scaled normal), reproducible from ``seed``. With
    ``advice_weight`` the last option column (the advice of a residual policy) starts with
    that weight in ``wb``."""
    rng = np.random.default_rng(seed)

    def w(*shape: int) -> F32:
        out: F32 = (rng.standard_normal(shape) / np.sqrt(shape[-1])).astype(np.float32)
        return out

    wb = np.zeros(option_size, np.float32)
    if advice_weight:
        wb[-1] = advice_weight
    return Policy(
        W1=w(hidden, obs_size), b1=np.zeros(hidden, np.float32),
        Wq=w(embed, hidden) * np.float32(0.1), bq=np.zeros(embed, np.float32),
        Wo=w(embed, option_size), bo=np.zeros(embed, np.float32),
        wb=wb, wv=np.zeros(hidden, np.float32), bv=np.zeros(1, np.float32),
    )


@dataclass
class Cache:
    """What :func:`backward` needs from a :func:`forward` pass."""

    obs: F32
    opts: F32
    mask: npt.NDArray[Any]
    h: F32
    q: F32
    u: F32


def forward(p: Policy, obs: F32, opts: F32, mask: npt.NDArray[Any]) -> tuple[F32, F32, Cache]:
    """Masked logits ``[B, M]`` and values ``[B]`` for a batch (``obs [B, D]``,
    ``opts [B, M, F]``, ``mask [B, M]``)."""
    h = np.maximum(obs @ p.W1.T + p.b1, 0.0, dtype=np.float32)
    q = h @ p.Wq.T + p.bq
    u = np.tanh(opts @ p.Wo.T + p.bo)
    logits = np.einsum("bme,be->bm", u, q) + opts @ p.wb
    logits = np.where(mask > 0, logits, NEG).astype(np.float32)
    value = (h @ p.wv + p.bv[0]).astype(np.float32)
    return logits, value, Cache(obs, opts, mask, h, q, u)


def log_softmax(logits: F32) -> F32:
    """Row-wise log-probabilities."""
    m = logits.max(axis=1, keepdims=True)
    z = logits - m
    out: F32 = (z - np.log(np.exp(z).sum(axis=1, keepdims=True))).astype(np.float32)
    return out


def backward(p: Policy, c: Cache, dlogits: F32, dvalue: F32) -> dict[str, F32]:
    """Gradients of a loss given its gradients with respect to the logits and values."""
    dlogits = np.where(c.mask > 0, dlogits, 0.0).astype(np.float32)
    g: dict[str, F32] = {}
    g["wb"] = np.einsum("bm,bmf->f", dlogits, c.opts)
    dq = np.einsum("bm,bme->be", dlogits, c.u)
    du = dlogits[:, :, None] * c.q[:, None, :]
    dpre = du * (1.0 - c.u * c.u)
    g["Wo"] = np.einsum("bme,bmf->ef", dpre, c.opts)
    g["bo"] = dpre.sum(axis=(0, 1))
    g["Wq"] = dq.T @ c.h
    g["bq"] = dq.sum(axis=0)
    g["wv"] = dvalue @ c.h
    g["bv"] = np.array([dvalue.sum()], np.float32)
    dh = dq @ p.Wq + dvalue[:, None] * p.wv[None, :]
    dh = dh * (c.h > 0)
    g["W1"] = dh.T @ c.obs
    g["b1"] = dh.sum(axis=0)
    return {k: v.astype(np.float32) for k, v in g.items()}


class Adam:
    """Adam over a :class:`Policy`'s arrays, with global-norm gradient clipping."""

    def __init__(self, p: Policy, lr: float = 3e-4, clip: float = 0.5) -> None:
        self.lr = lr
        self.clip = clip
        self.t = 0
        self.m = {n: np.zeros_like(a) for n, a in p.arrays().items()}
        self.v = {n: np.zeros_like(a) for n, a in p.arrays().items()}

    def step(self, p: Policy, grads: dict[str, F32]) -> None:
        """One update of ``p`` in place."""
        norm = float(np.sqrt(sum(float((g * g).sum()) for g in grads.values())))
        scale = min(1.0, self.clip / (norm + 1e-8))
        self.t += 1
        b1, b2 = 0.9, 0.999
        for n, g in grads.items():
            g = g * scale
            self.m[n] = b1 * self.m[n] + (1 - b1) * g
            self.v[n] = b2 * self.v[n] + (1 - b2) * g * g
            mh = self.m[n] / (1 - b1**self.t)
            vh = self.v[n] / (1 - b2**self.t)
            a = getattr(p, n)
            a -= (self.lr * mh / (np.sqrt(vh) + 1e-8)).astype(np.float32)


def save(p: Policy, path: str | Path) -> None:
    """Write the weights and metadata to an ``.npz`` file (float16 to keep it small)."""
    import json

    arrays = {n: a.astype(np.float16) for n, a in p.arrays().items()}
    np.savez_compressed(path, meta=np.array(json.dumps(p.meta)), **arrays)  # type: ignore[arg-type]


def load(path: str | Path) -> Policy:
    """Read weights written by :func:`save`."""
    import json

    with np.load(path, allow_pickle=False) as z:
        arrays = {n: z[n].astype(np.float32) for n in NAMES}
        meta = json.loads(str(z["meta"]))
    return Policy(**arrays, meta=meta)
