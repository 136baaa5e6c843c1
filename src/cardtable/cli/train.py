"""``cardtable train ygo-duel|sgs-3v3``: masked PPO with the numpy policy, CPU only.

Optionally a residual policy (``--advisor``: the policy also reads which option that bot would
play) and behaviour cloning first (``--teacher``: record that bot's decisions in the learner's
seat(s) for ``--teacher-games`` games — kept in ``--demos`` and reused when the file exists —
and fit the policy to them for ``--bc-epochs`` epochs; or ``--rollout-labels K``: label
sampled decisions by playing candidate options to the end ``K`` times with common random
numbers, :mod:`cardtable.rl.rollout_labels`, chunks kept in ``--labels``), then PPO for
``--steps`` / ``--minutes`` (``--steps 0``: no PPO).

Mounted by the main CLI as ``app.command("train")(train.train)``.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated

import typer

TRAINABLE = ("ygo-duel", "sgs-3v3")


def train(
    game: Annotated[str, typer.Argument(help="ygo-duel or sgs-3v3.")],
    steps: Annotated[int, typer.Option("--steps", min=0, help="PPO learner steps in all "
                                       "(0: behaviour cloning only).")] = 200_000,
    minutes: Annotated[
        float, typer.Option("--minutes", min=0.1, help="Wall-clock limit of the training.")
    ] = 10.0,
    opponents: Annotated[
        str,
        typer.Option("--opponents", help="Bot names, comma-separated (env i plays the i-th "
                     "mod k), e.g. random,ygo-heuristic."),
    ] = "random",
    envs: Annotated[int, typer.Option("--envs", min=1, help="Games stepped together.")] = 8,
    seed: Annotated[int, typer.Option("--seed", "-s")] = 0,
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Weights file (.npz).")
    ] = None,
    init: Annotated[
        Path | None, typer.Option("--init", help="Start from these weights (.npz).")
    ] = None,
    eval_games: Annotated[
        int, typer.Option("--eval", min=0, help="Greedy games vs random and the heuristic.")
    ] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object at the end.")]
    = False,
    advisor: Annotated[
        str, typer.Option("--advisor", help="Residual policy: the bot whose pick the policy "
                          "reads (e.g. ygo-heuristic); empty: none.")
    ] = "",
    teacher: Annotated[
        str, typer.Option("--teacher", help="Behaviour cloning first: the bot to imitate "
                          "(e.g. ismcts-pi4); empty: none.")
    ] = "",
    teacher_games: Annotated[
        int, typer.Option("--teacher-games", min=1, help="Games the teacher plays.")
    ] = 100,
    teacher_opponents: Annotated[
        str, typer.Option("--teacher-opponents", help="Bots the teacher plays against "
                          "(default: --opponents).")
    ] = "",
    demos: Annotated[
        Path | None, typer.Option("--demos", help="Teacher decisions (.npz): read if it "
                                  "exists, else recorded and written there.")
    ] = None,
    bc_epochs: Annotated[int, typer.Option("--bc-epochs", min=1)] = 6,
    teacher_min_gap: Annotated[
        float | None, typer.Option("--teacher-min-gap", help="Clone a teacher's deviation "
                                   "from the advisor only when its searched value beats the "
                                   "advisor's pick by more than this (ismcts-pi* teachers).")
    ] = None,
    eval_seed: Annotated[
        int, typer.Option("--eval-seed", help="First env seed of the evaluation games.")
    ] = 10_000,
    eval_against: Annotated[
        str, typer.Option("--eval-against", help="Bots of the evaluation, comma-separated "
                          "(default: random and the game's heuristic).")
    ] = "",
    advice_weight: Annotated[
        float, typer.Option("--advice-weight", help="Initial weight of the advice column of a "
                            "fresh residual policy.")
    ] = 4.0,
    es_rounds: Annotated[
        int, typer.Option("--es-rounds", min=0, help="After PPO: rounds of evolution "
                          "strategies on the option bias (cardtable.rl.es; 0: none).")
    ] = 0,
    es_pairs: Annotated[int, typer.Option("--es-pairs", min=1)] = 4,
    es_games: Annotated[
        int, typer.Option("--es-games", min=1, help="Games per ES candidate.")
    ] = 100,
    es_sigma: Annotated[float, typer.Option("--es-sigma", min=0.0)] = 0.5,
    es_lr: Annotated[float, typer.Option("--es-lr", min=0.0)] = 8.0,
    rollout_labels: Annotated[
        int, typer.Option("--rollout-labels", min=0, help="Behaviour cloning first on "
                          "counterfactual rollout labels (cardtable.rl.rollout_labels): "
                          "rollouts per candidate option (0: none).")
    ] = 0,
    label_games: Annotated[
        int, typer.Option("--label-games", min=1, help="Games whose decisions are labelled.")
    ] = 100,
    label_candidates: Annotated[
        int, typer.Option("--label-candidates", min=2, help="Options played out per "
                          "labelled decision (the heuristic's pick and others).")
    ] = 4,
    label_prob: Annotated[
        float, typer.Option("--label-prob", min=0.0, max=1.0, help="Share of the learner's "
                            "decisions that get a label.")
    ] = 0.25,
    label_confirm: Annotated[
        int, typer.Option("--label-confirm", min=0, help="Rollouts that re-check a deviation "
                          "against the heuristic's pick (its gap is measured there).")
    ] = 0,
    label_qcoef: Annotated[
        float, typer.Option("--label-qcoef", min=0.0, help="Weight of the regression of "
                            "logit differences to the measured option values (0: labels "
                            "only).")
    ] = 0.0,
    label_qscale: Annotated[
        float, typer.Option("--label-qscale", min=0.0, help="Logit units per unit of mean "
                            "rollout result in that regression.")
    ] = 8.0,
    labels: Annotated[
        Path | None, typer.Option("--labels", help="Directory of the label chunks (10 games "
                                  "each; existing chunks are read, not recomputed).")
    ] = None,
    label_min_gap: Annotated[
        float | None, typer.Option("--label-min-gap", help="Clone a labelled deviation from "
                                   "the heuristic's pick only when its mean rollout result "
                                   "beats the pick's by more than this (results are ±1).")
    ] = None,
    improve_rounds: Annotated[
        int, typer.Option("--improve-rounds", min=0, help="After cloning rollout labels: "
                          "rounds of policy improvement (the clone plays, its own deviations "
                          "and a share --improve-prob of its other decisions are labelled, "
                          "chunks in --labels/round-R; a fresh policy is cloned on all labels).")
    ] = 0,
    improve_games: Annotated[
        int, typer.Option("--improve-games", min=1, help="Games per improvement round.")
    ] = 100,
    improve_prob: Annotated[
        float, typer.Option("--improve-prob", min=0.0, max=1.0, help="Share of the clone's "
                            "decisions (besides its deviations) labelled in a round.")
    ] = 0.05,
    improve_rollouts: Annotated[
        int | None, typer.Option("--improve-rollouts", min=1, help="Screening rollouts per "
                                 "labelled decision in improvement rounds (default: "
                                 "--rollout-labels).")
    ] = None,
    improve_candidates: Annotated[
        int | None, typer.Option("--improve-candidates", min=2, help="Candidates per "
                                 "labelled decision in improvement rounds (default: "
                                 "--label-candidates; 2: the pick and the clone's option).")
    ] = None,
    improve_confirm: Annotated[
        int | None, typer.Option("--improve-confirm", min=0, help="Confirmation rollouts in "
                                 "improvement rounds (default: --label-confirm).")
    ] = None,
    improve_near: Annotated[
        float, typer.Option("--improve-near", min=0.0, help="Improvement rounds also label "
                            "the clone's near-deviations: decisions where its best other "
                            "option scores within this many logits of the pick (0: none).")
    ] = 0.0,
    option_extras: Annotated[
        str, typer.Option("--option-extras", help="Engineered per-option features a fresh "
                          "policy appends to its option rows (cardtable.rl.option_extras, e.g. "
                          "sgs-target-v1: the targeted seat's public features); empty: none.")
    ] = "",
    label_fit: Annotated[
        str, typer.Option("--label-fit", help="How rollout labels are fitted: clone "
                          "(cross-entropy to the best candidate) or values (regress every "
                          "measured option's value; cardtable.rl.value_fit).")
    ] = "clone",
    label_margin: Annotated[
        float, typer.Option("--label-margin", min=0.0, help="--label-fit values: leave the "
                            "heuristic's pick only for an option valued this much more "
                            "(result units, ±1).")
    ] = 0.25,
    label_ensemble: Annotated[
        int, typer.Option("--label-ensemble", min=1, help="--label-fit values: networks "
                          "fitted from consecutive seeds, averaged into one.")
    ] = 1,
    label_pool_confirm: Annotated[
        bool, typer.Option("--label-pool-confirm", help="--label-fit values: pool a "
                           "deviation's confirmation rollouts into its value.")
    ] = False,
    refine_games: Annotated[
        int, typer.Option("--refine-games", min=0, help="--label-fit values: after the fit, "
                          "games in which it plays the heuristic; every decision where its "
                          "best other option scores more than --refine-threshold above the "
                          "pick is measured with many paired rollouts (chunks in "
                          "--labels/refine), and a fresh policy is fitted on all labels.")
    ] = 0,
    refine_threshold: Annotated[
        float, typer.Option("--refine-threshold", help="--refine-games: measure options "
                            "the fit values this much above the pick (result units).")
    ] = 0.05,
    refine_rollouts: Annotated[
        int, typer.Option("--refine-rollouts", min=2, help="--refine-games: most paired "
                          "rollouts per measured option (at least 64; fewer once the gap's "
                          "standard error is 0.05 or it is 3 standard errors from 0).")
    ] = 256,
    refine_weight: Annotated[
        float, typer.Option("--refine-weight", min=0.0, help="--refine-games: weight of a "
                            "refined row in the refit (a rollout-label row weighs 1).")
    ] = 1.0,
    refine_margin: Annotated[
        float | None, typer.Option("--refine-margin", min=0.0, help="--refine-games: the "
                                   "refit's margin (default: --label-margin).")
    ] = None,
    refine_round: Annotated[
        int, typer.Option("--refine-round", min=1, help="--refine-games with --init (a saved "
                          "value fit, no --rollout-labels): this round's number (2, 3, …: "
                          "its own deals, chunks in --labels/refine-<round>); the saved "
                          "weights are fine-tuned on the round's measured rows, anchored to "
                          "their own scores on the round's games (cardtable.rl.refine_round).")
    ] = 1,
    label_world: Annotated[
        str, typer.Option("--label-world", help="--refine-round or --own-round: where a "
                          "measured option's rollouts start: 'redeal' (a re-deal of what the "
                          "acting seat cannot see) or 'true' (the real game with a fresh RNG: "
                          "unbiased, one world per row; refinement chunks in "
                          "refine-<round>-true).")
    ] = "redeal",
    label_rollout: Annotated[
        str, typer.Option("--label-rollout", help="--refine-round or --own-round: who plays "
                          "the learner's seat(s) after the measured decision: 'heuristic' or "
                          "'policy' (the --init policy, greedy, as in real games).")
    ] = "heuristic",
    refine_min_rollouts: Annotated[
        int, typer.Option("--refine-min-rollouts", min=1, help="--refine-round: fewest "
                          "paired rollouts per measured option (at most --refine-rollouts; pairs "
                          "are played in batches of 32, so fewer than 32 still plays 32).")
    ] = 64,
    own_round: Annotated[
        int, typer.Option("--own-round", min=0, help="With --init (a residual policy) and "
                          "--labels: improvement round R played by --init's policy (its "
                          "deviations and near-deviations labelled as the --improve-* options "
                          "say, chunks in --labels/round-R), then that policy fine-tuned "
                          "--bc-epochs epochs on the round's rows (min gap --label-min-gap) "
                          "and --own-anchor games of its own greedy play "
                          "(cardtable.rl.own_round); 0: none.")
    ] = 0,
    own_anchor: Annotated[
        int, typer.Option("--own-anchor", min=0, help="--own-round: games of the policy's own "
                          "play whose decisions anchor the fine-tuning.")
    ] = 100,
    own_repeat: Annotated[
        int, typer.Option("--own-repeat", min=1, help="--own-round: each round row counts "
                          "this many times in the fine-tuning.")
    ] = 1,
    own_lr: Annotated[
        float, typer.Option("--own-lr", min=0.0, help="--own-round: learning rate of the "
                            "fine-tuning.")
    ] = 1e-3,
    own_drop_ties: Annotated[
        bool, typer.Option("--own-drop-ties", help="--own-round: leave out the round rows "
                           "whose measured candidates all scored the pick's value (true-world "
                           "labels, where the result often does not depend on the option).")
    ] = False,
    own_distill: Annotated[
        float, typer.Option("--own-distill", min=0.0, help="--own-round: weight of the "
                            "regression of the anchor rows' logit differences to the starting "
                            "policy's (keeps its margins where the round says nothing; 0: "
                            "the anchors keep only its argmax).")
    ] = 0.0,
    all_options_games: Annotated[
        int, typer.Option("--all-options-games", min=0, help="With --init (a residual "
                          "policy) and --labels: play this many games with it and measure "
                          "every legal option of a --all-options-prob share of its decisions "
                          "against the heuristic's pick in --all-options-worlds real worlds "
                          "(chunks in --labels/all-options; cardtable.rl.all_options), then "
                          "fine-tune it on them: --label-fit values (--refine-weight, "
                          "--refine-margin) or clone (--label-min-gap, --own-anchor, "
                          "--own-repeat, --own-lr, --own-distill); --own-drop-ties, "
                          "--bc-epochs; 0: none.")
    ] = 0,
    all_options_worlds: Annotated[
        int, typer.Option("--all-options-worlds", min=1, help="--all-options-games: real "
                          "worlds (reseeded clones) each option is played in.")
    ] = 4,
    all_options_prob: Annotated[
        float, typer.Option("--all-options-prob", min=0.0, max=1.0, help="--all-options-games: "
                            "share of the learner's decisions measured.")
    ] = 0.25,
    draft_games: Annotated[
        int, typer.Option("--draft-games", min=0, help="sgs-3v3, with --init (a residual "
                          "policy without option extras): play this many exploration games "
                          "(the draft taken at random, the heuristic elsewhere; chunks in "
                          "--labels/draft), fit per-general commander and vanguard values "
                          "to their results and make the policy draft by them "
                          "(cardtable.rl.draft_values); 0: none.")
    ] = 0,
    draft_ridge: Annotated[
        float, typer.Option("--draft-ridge", min=0.0, help="--draft-games: ridge penalty "
                            "of the value fit.")
    ] = 5.0,
    draft_scale: Annotated[
        float, typer.Option("--draft-scale", min=0.0, help="--draft-games: logits per "
                            "result unit of the draft values (against the advice weight).")
    ] = 100.0,
    lr: Annotated[float, typer.Option("--lr", min=0.0, help="PPO learning rate.")] = 5e-4,
    ecoef: Annotated[float, typer.Option("--ecoef", min=0.0, help="PPO entropy bonus.")]
    = 0.01,
) -> None:
    """Train a masked-PPO policy (numpy) for one side of a game and save it as .npz.
    / 用掩码 PPO 训练策略并保存权重。"""
    if game not in TRAINABLE:
        typer.echo(f"cannot train {game!r}: choose one of {', '.join(TRAINABLE)}", err=True)
        raise typer.Exit(2)
    if out is not None and out.suffix != ".npz":
        typer.echo(f"--out {out}: the weights file must end in .npz", err=True)
        raise typer.Exit(2)
    if init is not None and not init.is_file():
        typer.echo(f"--init {init}: no such file", err=True)
        raise typer.Exit(2)
    if demos is not None and demos.suffix != ".npz":
        typer.echo(f"--demos {demos}: the file must end in .npz", err=True)
        raise typer.Exit(2)
    from cardtable.rl.policy import Policy, load, save
    from cardtable.rl.ppo import HEURISTIC, PpoConfig, TrainStats, evaluate
    from cardtable.rl.ppo import train as run

    log = None if as_json else typer.echo
    cfg = PpoConfig(game_id=game, opponents=opponents, total_steps=steps,
                    max_seconds=minutes * 60.0, num_envs=envs, seed=seed, advisor=advisor,
                    lr=lr, ecoef=ecoef, advice_weight=advice_weight)
    start = load(init) if init is not None else None
    report: dict[str, object] = {"game": game, "seed": seed, "opponents": opponents,
                                 "advisor": advisor}
    if rollout_labels and teacher:
        typer.echo("--rollout-labels and --teacher are two label sources: give one", err=True)
        raise typer.Exit(2)
    if rollout_labels and not advisor:
        typer.echo("--rollout-labels needs --advisor (a residual policy over the heuristic)",
                   err=True)
        raise typer.Exit(2)
    if label_fit not in ("clone", "values"):
        typer.echo(f"--label-fit {label_fit!r}: choose clone or values", err=True)
        raise typer.Exit(2)
    if refine_games and label_fit != "values":
        typer.echo("--refine-games refits measured values: use it with --label-fit values",
                   err=True)
        raise typer.Exit(2)
    from cardtable.rl.rollout_labels import ROLLOUTS, WORLDS

    if label_world not in WORLDS or label_rollout not in ROLLOUTS:
        typer.echo(f"--label-world is one of {', '.join(WORLDS)} and --label-rollout one of "
                   f"{', '.join(ROLLOUTS)}", err=True)
        raise typer.Exit(2)
    refining = refine_round >= 2 and bool(refine_games)
    if not refining and (refine_min_rollouts != 64 or (
            (label_world, label_rollout) != ("redeal", "heuristic") and not own_round)):
        typer.echo("--label-world, --label-rollout and --refine-min-rollouts apply to a "
                   "refinement round on saved weights: use them with --init, --refine-games "
                   "and --refine-round 2, 3, … (--label-world and --label-rollout also with "
                   "--own-round)", err=True)
        raise typer.Exit(2)
    if refine_round > 1 and (rollout_labels or init is None):
        typer.echo("--refine-round 2, 3, … refines saved weights: use it with --init and "
                   "without --rollout-labels", err=True)
        raise typer.Exit(2)
    if label_fit == "values" and improve_rounds:
        typer.echo("--improve-rounds refits by cloning: use it with --label-fit clone",
                   err=True)
        raise typer.Exit(2)
    from cardtable.rl.option_extras import extras_size

    try:
        n_extras = extras_size(option_extras)
    except ValueError as exc:
        typer.echo(f"--option-extras: {exc}", err=True)
        raise typer.Exit(2) from None
    if option_extras and (start is not None or not (teacher or rollout_labels)):
        typer.echo("--option-extras shapes a fresh policy: use it with --teacher or "
                   "--rollout-labels, without --init", err=True)
        raise typer.Exit(2)
    if start is None and (teacher or rollout_labels or (steps == 0 and es_rounds)):
        from cardtable.rl.adapters import adapter_for
        from cardtable.rl.policy import init_policy
        from cardtable.rl.ppo import policy_meta

        enc = adapter_for(game).encoder()
        start = init_policy(enc.obs_size, enc.option_size + n_extras + (1 if advisor else 0),
                            cfg.hidden, cfg.embed, seed, cfg.advice_weight if advisor else 0.0)
        start.meta = policy_meta(game, enc.obs_size, enc.option_size, enc.max_options, advisor)
        if option_extras:
            start.meta["option_extras"] = option_extras
    if teacher and start is not None:
        from cardtable.rl.imitation import Demos, clone, collect

        if demos is not None and demos.is_file():
            data = Demos.load(demos)
        else:
            data = collect(game, teacher, teacher_opponents or opponents, teacher_games, seed,
                           advisor, log)
            if demos is not None:
                data.save(demos)
        fit = clone(start, data, epochs=bc_epochs, seed=seed, min_gap=teacher_min_gap,
                    log=log)
        report["teacher"] = {"bot": teacher, "games": data.games, "decisions": len(data),
                             "teacher_cpu_seconds": round(data.cpu_seconds, 1),
                             "agrees_with_advisor": round(data.agreement(), 3),
                             "min_gap": teacher_min_gap,
                             "clone_accuracy": round(fit.accuracy[-1], 3),
                             "clone_cpu_seconds": round(fit.cpu_seconds, 1)}
    if own_round:
        if start is None or rollout_labels or teacher or labels is None \
                or not start.meta.get("advisor"):
            typer.echo("--own-round fine-tunes a saved residual policy on its own round: give "
                       "--init (a residual policy) and --labels, without --rollout-labels or "
                       "--teacher", err=True)
            raise typer.Exit(2)
        from cardtable.rl.own_round import anchor_demos
        from cardtable.rl.own_round import finetune as own_finetune
        from cardtable.rl.rollout_labels import improvement_round

        try:
            rows = improvement_round(
                game, start, own_round, improve_games, labels, seed, improve_rollouts or 8,
                improve_candidates or label_candidates, improve_prob,
                label_confirm if improve_confirm is None else improve_confirm, log=log,
                near=improve_near, world=label_world, rollout=label_rollout)
        except ValueError as exc:
            typer.echo(f"--labels: {exc}", err=True)
            raise typer.Exit(2) from None
        anchor = anchor_demos(start, game, own_anchor, seed, log=log)
        start, ofit = own_finetune(start, rows, anchor, bc_epochs, seed, label_min_gap,
                                   own_lr, own_repeat, log=log, drop_ties=own_drop_ties,
                                   distill=own_distill)
        kept = rows.labels(label_min_gap)
        if own_drop_ties:
            import numpy as np

            from cardtable.rl.own_round import informative

            kept = np.where(informative(rows), kept, rows.advice.argmax(axis=1))
        start.meta["own_round"] = {
            "round": own_round, "games": improve_games, "prob": improve_prob,
            "rollouts": improve_rollouts or 8,
            "candidates": improve_candidates or label_candidates,
            "confirm": label_confirm if improve_confirm is None else improve_confirm,
            "near": improve_near, "min_gap": label_min_gap, "anchor": own_anchor,
            "repeat": own_repeat, "lr": own_lr, "epochs": bc_epochs, "seed": seed}
        if (label_world, label_rollout) != ("redeal", "heuristic"):
            start.meta["own_round"].update(world=label_world, rollout=label_rollout)
        if own_drop_ties:
            start.meta["own_round"]["drop_ties"] = True
        if own_distill:
            start.meta["own_round"]["distill"] = own_distill
        report["own_round"] = {
            "labelled": len(rows),
            "kept_deviations": int((rows.advice[range(len(rows)), kept] == 0).sum()),
            "label_cpu_seconds": round(rows.cpu_seconds, 1), "anchor_rows": len(anchor),
            "fit_accuracy": round(ofit.accuracy[-1], 3),
            "fit_cpu_seconds": round(ofit.cpu_seconds, 1)}
    if all_options_games:
        if start is None or rollout_labels or teacher or own_round or refine_games \
                or labels is None or not start.meta.get("advisor"):
            typer.echo("--all-options-games fine-tunes a saved residual policy: give --init (a "
                       "residual policy) and --labels, without --rollout-labels, --teacher, "
                       "--own-round or --refine-games", err=True)
            raise typer.Exit(2)
        from cardtable.rl.all_options import AllOptionsFit, all_options_round

        how = AllOptionsFit(label_fit, bc_epochs, refine_weight,
                            label_margin if refine_margin is None else refine_margin,
                            own_drop_ties, label_min_gap, own_anchor, own_repeat, own_lr,
                            own_distill)
        try:
            start, report["all_options"] = all_options_round(
                game, start, all_options_games, labels / "all-options", seed,
                all_options_worlds, all_options_prob, how, log=log)
        except ValueError as exc:
            typer.echo(f"--labels: {exc}", err=True)
            raise typer.Exit(2) from None
    if rollout_labels and start is not None and label_fit == "values":
        from cardtable.rl.rollout_labels import collect_chunks
        from cardtable.rl.value_fit import fit_ensemble, fresh_residual

        try:
            data = collect_chunks(game, label_games, labels or Path(f"labels-{game}-s{seed}"),
                                  seed, rollout_labels, label_candidates, label_prob,
                                  label_confirm, log=log)
        except ValueError as exc:
            typer.echo(f"--labels: {exc}", err=True)
            raise typer.Exit(2) from None
        meta = dict(start.meta)
        n_obs, n_opt = start.W1.shape[1], start.Wo.shape[1] - 1

        def make(s: int) -> Policy:
            return fresh_residual(n_obs, n_opt, cfg.hidden, cfg.embed, s, meta)

        start, vstats = fit_ensemble(make, data, label_ensemble, seed, log=log,
                                     epochs=bc_epochs, margin=label_margin,
                                     use_confirm=label_pool_confirm,
                                     rollouts=rollout_labels, confirm=label_confirm)
        start.meta["rollout_labels"] = {
            "rollouts": rollout_labels, "games": label_games, "candidates": label_candidates,
            "prob": label_prob, "confirm": label_confirm, "seed": seed, "fit": "values",
            "margin": label_margin, "ensemble": label_ensemble,
            "pool_confirm": label_pool_confirm, "epochs": bc_epochs}
        report["rollout_labels"] = {
            "games": data.games, "labelled": len(data), "targets": vstats[0].targets,
            "label_cpu_seconds": round(data.cpu_seconds, 1),
            "advantage_error": [round(v.loss[-1], 4) for v in vstats],
            "error_predicting_0": round(vstats[0].baseline, 4),
            "fit_cpu_seconds": round(sum(v.cpu_seconds for v in vstats), 1)}
        if refine_games:
            import numpy as np

            from cardtable.rl.rollout_labels import merge, refine_chunks

            # the policy that plays is the fit as saved (float16 weights), so the labels
            # of a run equal those of the saved file's
            for name, arr in start.arrays().items():
                setattr(start, name, arr.astype(np.float16).astype(np.float32))
            try:
                ref = refine_chunks(game, refine_games,
                                    (labels or Path(f"labels-{game}-s{seed}")) / "refine",
                                    start, seed, refine_threshold, min(64, refine_rollouts),
                                    refine_rollouts, 0.05, log=log)
            except ValueError as exc:
                typer.echo(f"--labels: {exc}", err=True)
                raise typer.Exit(2) from None
            both = merge([data, ref])
            weights = np.concatenate([np.ones(len(data), np.float32),
                                      np.full(len(ref), refine_weight, np.float32)])
            margin = label_margin if refine_margin is None else refine_margin
            first_meta = dict(start.meta["rollout_labels"])
            start, rstats = fit_ensemble(make, both, label_ensemble, seed, log=log,
                                         epochs=bc_epochs, margin=margin,
                                         use_confirm=label_pool_confirm,
                                         rollouts=rollout_labels, confirm=label_confirm,
                                         weights=weights)
            start.meta["rollout_labels"] = first_meta
            first_meta["refine"] = {
                "games": refine_games, "threshold": refine_threshold,
                "rollouts": refine_rollouts, "weight": refine_weight, "margin": margin}
            report["refine"] = {
                "games": ref.games, "labelled": len(ref),
                "positive": int((ref.gap > 0).sum()) if ref.gap is not None else 0,
                "mean_gap": round(float(ref.gap.mean()), 4)
                if ref.gap is not None and len(ref) else 0.0,
                "label_cpu_seconds": round(ref.cpu_seconds, 1),
                "advantage_error": [round(v.loss[-1], 4) for v in rstats]}
    if refine_games and not rollout_labels and start is not None:
        if not start.meta.get("advisor"):
            typer.echo("--refine-games with --init needs a residual value fit (its meta names "
                       "an advisor)", err=True)
            raise typer.Exit(2)
        from cardtable.rl.refine_round import finetune
        from cardtable.rl.refine_round import refine_round as run_round
        from cardtable.rl.rollout_labels import policy_digest

        where = labels or Path(f"labels-{game}-s{seed}")
        try:
            measured, anchors = run_round(game, start, refine_round, refine_games, where, seed,
                                          refine_threshold, refine_rollouts, log=log,
                                          world=label_world, rollout=label_rollout,
                                          min_rollouts=refine_min_rollouts)
        except ValueError as exc:
            typer.echo(f"--labels: {exc}", err=True)
            raise typer.Exit(2) from None
        margin = label_margin if refine_margin is None else refine_margin
        played = policy_digest(start)
        start, fstats = finetune(start, measured, anchors, refine_weight, margin, bc_epochs,
                                 seed, log=log)
        rounds = start.meta.setdefault("refine_rounds", [])
        rounds.append({"round": refine_round, "games": refine_games, "seed": seed,
                       "threshold": refine_threshold, "rollouts": refine_rollouts,
                       "weight": refine_weight, "margin": margin, "epochs": bc_epochs,
                       "played_by": played})
        if (label_world, label_rollout, refine_min_rollouts) != ("redeal", "heuristic", 64):
            rounds[-1].update(world=label_world, rollout=label_rollout,
                              min_rollouts=refine_min_rollouts)
        report["refine"] = {
            "round": refine_round, "games": measured.games, "labelled": len(measured),
            "positive": int((measured.gap > 0).sum()) if measured.gap is not None else 0,
            "mean_gap": round(float(measured.gap.mean()), 4)
            if measured.gap is not None and len(measured) else 0.0,
            "label_cpu_seconds": round(measured.cpu_seconds, 1),
            "anchors": len(anchors), "anchor_cpu_seconds": round(anchors.cpu_seconds, 1),
            "advantage_error": round(fstats.loss[-1], 4),
            "fit_cpu_seconds": round(fstats.cpu_seconds, 1)}
    if rollout_labels and start is not None and label_fit == "clone":
        from cardtable.rl.imitation import clone
        from cardtable.rl.rollout_labels import collect_chunks

        where = labels or Path(f"labels-{game}-s{seed}")
        try:
            data = collect_chunks(game, label_games, where, seed, rollout_labels,
                                  label_candidates, label_prob, label_confirm, log=log)
        except ValueError as exc:
            typer.echo(f"--labels: {exc}", err=True)
            raise typer.Exit(2) from None
        import copy

        fresh = copy.deepcopy(start)
        fit = clone(start, data, epochs=bc_epochs, seed=seed, min_gap=label_min_gap, log=log,
                    qcoef=label_qcoef, qscale=label_qscale)
        if improve_rounds:
            from cardtable.rl.rollout_labels import improvement_round, merge

            parts = [data]
            for rnd in range(1, improve_rounds + 1):
                try:
                    parts.append(improvement_round(
                        game, start, rnd, improve_games, where, seed,
                        improve_rollouts or rollout_labels,
                        improve_candidates or label_candidates, improve_prob,
                        label_confirm if improve_confirm is None else improve_confirm,
                        log=log, near=improve_near))
                except ValueError as exc:
                    typer.echo(f"--labels: {exc}", err=True)
                    raise typer.Exit(2) from None
                data = merge(parts)
                start = copy.deepcopy(fresh)
                fit = clone(start, data, epochs=bc_epochs, seed=seed, min_gap=label_min_gap,
                            log=log, qcoef=label_qcoef, qscale=label_qscale)
            report["improve"] = {"rounds": improve_rounds, "games": improve_games,
                                 "prob": improve_prob,
                                 "labelled": [len(x) for x in parts[1:]]}
        kept = data.labels(label_min_gap)
        start.meta["rollout_labels"] = {
            "rollouts": rollout_labels, "games": label_games, "candidates": label_candidates,
            "prob": label_prob, "confirm": label_confirm, "min_gap": label_min_gap,
            "qcoef": label_qcoef, "qscale": label_qscale, "seed": seed}
        if improve_rounds:
            start.meta["rollout_labels"]["improve"] = {
                "rounds": improve_rounds, "games": improve_games, "prob": improve_prob}
            if (improve_rollouts, improve_candidates, improve_confirm) != (None,) * 3 \
                    or improve_near:
                start.meta["rollout_labels"]["improve"].update(
                    rollouts=improve_rollouts or rollout_labels,
                    candidates=improve_candidates or label_candidates,
                    confirm=label_confirm if improve_confirm is None else improve_confirm,
                    near=improve_near)
        report["rollout_labels"] = {
            "games": data.games, "labelled": len(data),
            "deviations": int((data.advice[range(len(data)), kept] == 0).sum()),
            "label_cpu_seconds": round(data.cpu_seconds, 1),
            "clone_accuracy": round(fit.accuracy[-1], 3),
            "clone_cpu_seconds": round(fit.cpu_seconds, 1)}
    if draft_games:
        if game != "sgs-3v3" or start is None or rollout_labels or teacher or own_round \
                or all_options_games or steps or labels is None:
            typer.echo("--draft-games extends a saved sgs-3v3 residual policy: give --init and "
                       "--labels, with --steps 0 and no other label source", err=True)
            raise typer.Exit(2)
        from cardtable.rl.draft_values import draft_round

        try:
            start, report["draft"] = draft_round(start, draft_games, labels / "draft", seed,
                                                 draft_ridge, draft_scale, log=log)
        except ValueError as exc:
            typer.echo(f"--draft-games: {exc}", err=True)
            raise typer.Exit(2) from None
    if steps > 0:
        policy, stats = run(cfg, log=log, policy=start)
    elif start is not None:
        policy, stats = start, TrainStats()
    else:
        typer.echo("--steps 0 needs --teacher, --rollout-labels, --es-rounds or --init "
                   "(nothing to train)",
                   err=True)
        raise typer.Exit(2)
    if es_rounds:
        from cardtable.rl.es import es_tune

        es = es_tune(policy, game, opponents, es_rounds, es_pairs, es_games, es_sigma, es_lr,
                     seed, log)
        policy.meta["es"] = {"rounds": es_rounds, "pairs": es_pairs, "games": es_games,
                             "sigma": es_sigma, "lr": es_lr, "seed": seed}
        report["es"] = {"rounds": es_rounds, "games": es.games,
                        "cpu_seconds": round(es.cpu_seconds, 1),
                        "scores": [round(x, 3) for x in es.scores]}
    path = out or Path(f"ppo-{game}.npz")
    save(policy, path)
    report.update({
        "weights": str(path), "steps": stats.steps, "episodes": stats.episodes,
        "seconds": round(stats.seconds, 1), "cpu_seconds": round(stats.cpu_seconds, 1),
    })
    if eval_games:
        against = [b.strip() for b in eval_against.split(",") if b.strip()]
        for name in against or ["random", HEURISTIC[game]]:
            c0 = time.process_time()
            sc = evaluate(policy, game, name, eval_games, eval_seed)
            sc_cpu = time.process_time() - c0
            lo, hi = sc.interval()
            report[f"vs_{name}"] = {"wins": sc.wins, "losses": sc.losses, "draws": sc.draws,
                                    "score": round(sc.rate, 3),
                                    "ci95": [round(lo, 3), round(hi, 3)],
                                    "eval_seeds": f"{eval_seed}..{eval_seed + eval_games - 1}",
                                    "cpu_seconds": round(sc_cpu, 1)}
    if as_json:
        print(json.dumps(report))
    else:
        for k, v in report.items():
            typer.echo(f"{k}: {v}")


app = typer.Typer(help="Train RL baselines.")
app.command("train")(train)

if __name__ == "__main__":  # pragma: no cover
    app()
