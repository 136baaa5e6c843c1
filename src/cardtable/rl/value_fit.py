"""Fit a residual policy's option scores to measured option values (per-option advantage
regression), instead of cross-entropy to one label per decision.

Rollout labels (:mod:`cardtable.rl.rollout_labels`) measure every candidate option of a
labelled decision (``Demos.values``: mean rollout result for the acting seat). Cloning keeps
only the best candidate; here every measured option teaches: the network's non-advice score
``g_i = u_i · q + wb · f_i`` (:mod:`cardtable.rl.policy`, the advice column's weight held at
zero) is regressed so that ``g_i − g_pick ≈ v_i − v_pick`` (squared error over the measured
options other than the heuristic's pick), i.e. ``g`` estimates the option's value up to a
per-state constant, in result units (±1). The advice weight is then set to ``margin``: the
greedy policy leaves the heuristic's pick only for an option it values more than ``margin``
result units above it — a threshold chosen on pilot games, unlike session 6's
``qcoef`` mixture, where the cross-entropy and the regression pulled the same logits apart.

With ``use_confirm`` the value of a row's screened best deviation becomes the pick's value
plus ``(rollouts · screening difference + confirm · confirmation gap) / (rollouts + confirm)``
(all its playouts pooled). ``ensemble`` fits that many networks from consecutive seeds and
returns one :class:`~cardtable.rl.policy.Policy` whose logits are exactly their mean
(hidden and embedding units side by side, :func:`stack`), so the ``ppo`` bot still evaluates
one forward pass.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from cardtable.rl.imitation import Demos, _q_gradient
from cardtable.rl.policy import Adam, Policy, backward, forward, init_policy, inputs

F32 = npt.NDArray[np.float32]


class ValueFitStats(NamedTuple):
    """What :func:`fit_values` did."""

    rows: int
    """Rows with at least one measured option besides the pick."""
    targets: int
    """Measured (row, option ≠ pick) pairs."""
    loss: list[float]
    """Mean squared error of the advantage per epoch (training rows, result units²)."""
    baseline: float
    """The same error of predicting 0 everywhere (the heuristic's implicit model)."""
    cpu_seconds: float


def target_values(demos: Demos, use_confirm: bool = False, rollouts: int = 8,
                  confirm: int = 16) -> F32:
    """Per row and option the value regressed to (NaN where unmeasured): ``demos.values``,
    with ``use_confirm`` pooling the confirmation of each row's screened best deviation
    (module docstring)."""
    if demos.values is None:
        raise ValueError("fit_values needs measured option values (rollout labels)")
    v: F32 = demos.values.astype(np.float32).copy()
    if use_confirm and demos.gap is not None and confirm > 0:
        rows = np.arange(len(demos))
        picks = demos.advice.astype(np.float32).argmax(axis=1)
        dev = demos.action != picks
        screen = v[rows, demos.action] - v[rows, picks]
        pooled = (rollouts * screen + confirm * demos.gap) / (rollouts + confirm)
        v[rows[dev], demos.action[dev]] = (v[rows, picks] + pooled)[dev]
    return v


def fit_values(p: Policy, demos: Demos, epochs: int = 3, lr: float = 1e-3,
               minibatch: int = 256, seed: int = 0, margin: float = 0.25,
               use_confirm: bool = False, rollouts: int = 8, confirm: int = 16,
               log: Callable[[str], None] | None = None,
               weights: F32 | None = None) -> ValueFitStats:
    """Fit ``p`` (a residual policy) in place to the measured option values of ``demos``
    (module docstring), then set its advice weight to ``margin``. ``weights`` (one per row,
    default 1) scale each row's squared errors, e.g. by how many rollouts measured it."""
    if not p.meta.get("advisor"):
        raise ValueError("fit_values fits a residual policy (meta['advisor'] names a bot)")
    values = target_values(demos, use_confirm, rollouts, confirm)
    picks = demos.advice.astype(np.float32).argmax(axis=1)
    measured = ~np.isnan(values)
    measured[np.arange(len(demos)), picks] = False
    rows = np.flatnonzero(measured.any(axis=1))
    diffs = (np.nan_to_num(values) - np.nan_to_num(values[np.arange(len(demos)), picks])[:, None])
    baseline = float((diffs[measured] ** 2).mean()) if measured.any() else 0.0
    p.wb[-1] = 0.0
    rng = np.random.default_rng(seed)
    opt = Adam(p, lr, clip=1.0)
    losses: list[float] = []
    c0 = time.process_time()
    for ep in range(epochs):
        order = rng.permutation(rows)
        total = 0.0
        count = 0
        for k in range(0, len(order), minibatch):
            idx = order[k : k + minibatch]
            o, f, m = inputs(p, demos.batch(idx))
            logits, _value, cache = forward(p, o, f, m)
            vb = values[idx, : logits.shape[1]]
            pb = picks[idx]
            r = np.arange(len(idx))
            mb = ~np.isnan(vb)
            mb[r, pb] = False
            pred = logits - logits[r, pb][:, None]
            tgt = np.nan_to_num(vb) - np.nan_to_num(vb[r, pb])[:, None]
            total += float(((pred - tgt) ** 2)[mb].sum())
            count += int(mb.sum())
            dl = _q_gradient(logits, vb, pb, 1.0, 1.0)
            if weights is not None:
                w = weights[idx].astype(np.float32)
                dl *= (w / max(float(w.mean()), 1e-9))[:, None]
            grads = backward(p, cache, dl, np.zeros(len(idx), np.float32))
            grads["wb"][-1] = 0.0  # the advice weight is the margin, not fitted
            opt.step(p, grads)
        losses.append(total / max(1, count))
        if log is not None:
            log(f"value fit epoch {ep + 1}/{epochs}: advantage error {losses[-1]:.4f} "
                f"(predicting 0: {baseline:.4f})")
    p.wb[-1] = np.float32(margin)
    return ValueFitStats(len(rows), int(measured.sum()), losses, baseline,
                         time.process_time() - c0)


def stack(policies: list[Policy]) -> Policy:
    """One policy whose logits and value are the mean of ``policies``' (same input sizes):
    hidden and embedding units side by side, the state query scaled by ``1/n``."""
    if not policies:
        raise ValueError("stack needs at least one policy")
    n = len(policies)
    hid = [q.W1.shape[0] for q in policies]
    emb = [q.Wq.shape[0] for q in policies]
    wq = np.zeros((sum(emb), sum(hid)), np.float32)
    e0 = h0 = 0
    for q in policies:
        e, h = q.Wq.shape
        wq[e0 : e0 + e, h0 : h0 + h] = q.Wq / n
        e0 += e
        h0 += h
    cat = np.concatenate
    return Policy(
        W1=cat([q.W1 for q in policies]), b1=cat([q.b1 for q in policies]), Wq=wq,
        bq=(cat([q.bq for q in policies]) / n).astype(np.float32),
        Wo=cat([q.Wo for q in policies]), bo=cat([q.bo for q in policies]),
        wb=np.mean([q.wb for q in policies], axis=0).astype(np.float32),
        wv=(cat([q.wv for q in policies]) / n).astype(np.float32),
        bv=np.mean([q.bv for q in policies], axis=0).astype(np.float32),
        meta=dict(policies[0].meta))


def fit_ensemble(make: Callable[[int], Policy], demos: Demos, members: int, seed: int,
                 log: Callable[[str], None] | None = None,
                 **kw: Any) -> tuple[Policy, list[ValueFitStats]]:
    """``members`` :func:`fit_values` fits, member ``j`` from ``make(seed + j)`` with
    minibatch order ``seed + j``, :func:`stack`-ed into one policy."""
    fitted: list[Policy] = []
    stats: list[ValueFitStats] = []
    for j in range(members):
        q = make(seed + j)
        stats.append(fit_values(q, demos, seed=seed + j, log=log, **kw))
        fitted.append(q)
    return stack(fitted), stats


def fresh_residual(obs_size: int, option_size: int, hidden: int, embed: int, seed: int,
                   meta: dict[str, Any]) -> Policy:
    """A fresh residual policy over ``option_size`` option inputs plus the advice column,
    with ``meta`` (a copy)."""
    p = init_policy(obs_size, option_size + 1, hidden, embed, seed, 0.0)
    p.meta = dict(meta)
    return p
