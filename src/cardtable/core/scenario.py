"""Scenario files: set up any board, script answers, state expectations.

One YAML format serves rules tests, puzzles and bug reports::

    game: ygo                 # a registered game id
    name: Dark Hole chain     # free text
    rule: "seed 000 part 3, 连锁举例"   # the seed line it checks (optional)
    seed: 1
    setup: {...}              # game-specific board, passed to the game's from_scenario
    steps:
      - answer: {action: activate, name: Dark Hole}   # the one option whose form has these keys
      - answer_label: Pass                            # or: the one option whose en label says so
      - expect: {lp.1: 3000}                          # game.facts() entries
      - expect_pending: {seat: 1, kind: select, has: [{action: pass}], lacks: [{action: attack}]}
      - expect_illegal: {action: summon}              # must be rejected, state unchanged
      - expect_log: "left the field"                  # some event (any language) mentions it
      - expect_result: {winners: [0], reason: lp_zero}
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from cardtable.core.decision import Decision
from cardtable.core.errors import IllegalAnswer, ScenarioFailure, SetupError
from cardtable.core.game import Game
from cardtable.core.registry import spec_for

STEP_KEYS = (
    "answer",
    "answer_label",
    "expect",
    "expect_pending",
    "expect_illegal",
    "expect_log",
    "expect_result",
    "expect_over",
)


@dataclass(slots=True)
class Scenario:
    """A parsed scenario file."""

    game: str
    name: str
    setup: dict[str, Any]
    steps: list[dict[str, Any]]
    seed: int = 0
    rule: str = ""
    source: str = "<scenario>"
    meta: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_data(cls, data: Any, source: str = "<scenario>") -> Scenario:
        """Validate plain data; :class:`SetupError` names the source and the bad field."""
        if not isinstance(data, dict):
            raise SetupError(f"{source}: a scenario must be a mapping")
        if not isinstance(data.get("game"), str):
            raise SetupError(f"{source}: field 'game' missing or not a string")
        setup = data.get("setup", {})
        if not isinstance(setup, dict):
            raise SetupError(f"{source}: field 'setup' must be a mapping")
        steps = data.get("steps", [])
        if not isinstance(steps, list):
            raise SetupError(f"{source}: field 'steps' must be a list")
        for n, st in enumerate(steps):
            if not isinstance(st, dict) or len(st) != 1 or next(iter(st)) not in STEP_KEYS:
                raise SetupError(
                    f"{source}: step {n + 1} must be a one-key mapping with one of {STEP_KEYS}"
                )
        seed = data.get("seed", 0)
        if not isinstance(seed, int):
            raise SetupError(f"{source}: field 'seed' must be an integer")
        return cls(
            game=data["game"],
            name=str(data.get("name", source)),
            setup=setup,
            steps=steps,
            seed=seed,
            rule=str(data.get("rule", "")),
            source=source,
            meta={k: v for k, v in data.items() if k not in ("game", "name", "setup", "steps")},
        )

    @classmethod
    def load(cls, path: str | Path) -> Scenario:
        """Read a YAML (or JSON) scenario file."""
        try:
            text = Path(path).read_text(encoding="utf-8")
            data = yaml.safe_load(text)
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
            raise SetupError(f"{path}: cannot read scenario: {exc}") from None
        return cls.from_data(data, source=str(path))

    def build(self) -> Game:
        """The game in its initial scenario state."""
        return spec_for(self.game).from_scenario(self.setup, self.seed)

    def run(self) -> Game:
        """Run every step; raise :class:`ScenarioFailure` naming the first step that fails."""
        game = self.build()
        for n, step in enumerate(self.steps):
            key, arg = next(iter(step.items()))
            where = f"{self.source}: step {n + 1} ({key})"
            try:
                _run_step(game, key, arg, where)
            except ScenarioFailure as exc:
                exc.source, exc.step, exc.step_data = self.source, n + 1, dict(step)
                raise
            except Exception as exc:  # an engine crash: say where it happened, keep the type
                exc.add_note(f"while running {where}")
                raise
        return game


def _fail(where: str, msg: str) -> ScenarioFailure:
    return ScenarioFailure(f"{where}: {msg}")


def _matches(form: Mapping[str, Any], want: Mapping[str, Any]) -> bool:
    return all(k in form and form[k] == v for k, v in want.items())


def find_option(dec: Decision, want: Mapping[str, Any] | str, where: str) -> int:
    """The index of the one option matching ``want`` (a partial form, or an en label substring)."""
    if isinstance(want, str):
        hits = [i for i, o in enumerate(dec.options) if want.lower() in o.label.en.lower()]
    else:
        hits = [i for i, o in enumerate(dec.options) if _matches(o.form, want)]
    if len(hits) != 1:
        opts = "; ".join(f"{dict(o.form)} '{o.label.en}'" for o in dec.options)
        what = "no option" if not hits else f"{len(hits)} options"
        raise _fail(where, f"{what} match {want!r} for seat {dec.seat} ({dec.prompt.en}): {opts}")
    return hits[0]


def _run_step(game: Game, key: str, arg: Any, where: str) -> None:
    dec = game.pending()
    if key in ("answer", "answer_label"):
        if dec is None:
            raise _fail(where, "the game is over; nothing to answer")
        if key == "answer" and not isinstance(arg, dict):
            raise _fail(where, "answer takes a mapping (a partial option form)")
        game.answer(find_option(dec, arg if key == "answer" else str(arg), where))
    elif key == "expect":
        if not isinstance(arg, dict):
            raise _fail(where, "expect takes a mapping of facts")
        facts = game.facts()
        for fk, fv in arg.items():
            if fk not in facts:
                raise _fail(where, f"unknown fact {fk!r} (known: {', '.join(sorted(facts))})")
            if facts[fk] != fv:
                raise _fail(where, f"{fk} is {facts[fk]!r}, expected {fv!r}")
    elif key == "expect_pending":
        _expect_pending(dec, arg, where)
    elif key == "expect_illegal":
        if dec is None:
            raise _fail(where, "the game is over")
        before = json.dumps(game.view(-1), sort_keys=True, default=str), game.state_id
        if isinstance(arg, dict) and any(_matches(o.form, arg) for o in dec.options):
            raise _fail(where, f"{arg!r} is a legal option, expected it to be illegal")
        try:
            game.answer(arg)
        except IllegalAnswer:
            pass
        else:
            raise _fail(where, f"{arg!r} was accepted, expected IllegalAnswer")
        after = json.dumps(game.view(-1), sort_keys=True, default=str), game.state_id
        if before != after:
            raise _fail(where, "an illegal answer changed the game")
    elif key == "expect_log":
        needle = str(arg).lower()
        events = game.events(-1)
        text = json.dumps(events, ensure_ascii=False).lower()
        # also search the plain strings: JSON escapes quotes and backslashes in the dump
        if needle not in text and not any(needle in s.lower() for s in _strings(events)):
            raise _fail(where, f"no event mentions {arg!r}")
    elif key == "expect_result":
        res = game.result()
        if res is None:
            raise _fail(where, "the game is not over")
        if not isinstance(arg, dict):
            raise _fail(where, "expect_result takes a mapping")
        got = res.to_json()
        for rk, rv in arg.items():
            if got.get(rk) != rv:
                raise _fail(where, f"result {rk} is {got.get(rk)!r}, expected {rv!r}")
    elif key == "expect_over" and bool(arg) != game.is_over():
        raise _fail(where, f"game over is {game.is_over()}, expected {bool(arg)}")


def _strings(value: Any) -> list[str]:
    """Every string (keys and values) inside plain data."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [x for k, v in value.items() for x in (*_strings(k), *_strings(v))]
    if isinstance(value, list | tuple):
        return [x for v in value for x in _strings(v)]
    return []


def _expect_pending(dec: Decision | None, arg: Any, where: str) -> None:
    if not isinstance(arg, dict):
        raise _fail(where, "expect_pending takes a mapping")
    if dec is None:
        raise _fail(where, "the game is over; no decision is pending")
    if "seat" in arg and dec.seat != arg["seat"]:
        raise _fail(where, f"seat {dec.seat} decides, expected seat {arg['seat']}")
    if "kind" in arg and dec.kind != arg["kind"]:
        raise _fail(where, f"decision kind is {dec.kind}, expected {arg['kind']}")
    for want in arg.get("has", []):
        if not any(_matches(o.form, want) for o in dec.options):
            opts = "; ".join(str(dict(o.form)) for o in dec.options)
            raise _fail(where, f"no option matches {want!r}; options: {opts}")
    for want in arg.get("lacks", []):
        if any(_matches(o.form, want) for o in dec.options):
            raise _fail(where, f"an option matches {want!r}, expected none")
    if "count" in arg and len(dec.options) != arg["count"]:
        raise _fail(where, f"{len(dec.options)} options, expected {arg['count']}")
