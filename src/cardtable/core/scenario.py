"""Scenario files: set up any board, script answers, state expectations.

One YAML format serves rules tests, puzzles and bug reports (docs/formats.md has the full
reference with examples)::

    game: ygo                 # a registered game id
    name: Dark Hole chain     # free text
    rule: "seed 000 part 3, 连锁举例"   # the seed line it checks (optional)
    seed: 1
    start: board              # board (default): setup is a board for the game's from_scenario;
                              # new: a real game's setup (decks...), from its first decision
    setup: {...}              # game-specific board, passed to the game's from_scenario
    expect_refused: "闪电"     # instead of steps: building the setup must fail with this text
    variants:                 # the same scenario again with setup keys replaced (a contrast)
      - {name: MR3, setup: {profile: master-rule-3}, steps: [...]}
    steps:
      - answer: {action: activate, name: Dark Hole}   # the one option whose form has these keys
      - answer_label: Pass                            # or: the one option whose en label says so
      - expect: {lp.1: 3000}                          # game.facts() entries
      - expect_pending: {seat: 1, kind: select, has: [{action: pass}], lacks: [{action: attack}]}
      - expect_illegal: {action: summon}              # must be rejected, state unchanged
      - expect_log: "left the field"                  # some event (any language) mentions it
      - expect_log: {seen_by: 1, lacks: Mirror Force} # seat 1's own log never mentions it
      - expect_event: {kind: destroyed, name: Kuriboh}            # a structured event matches
      - expect_no_event: {kind: flip, since: answer}              # none since the last answer
      - expect_order: [{kind: summon}, {kind: chain_link}]        # in this order (others between)
      - expect_view: {seat: 1, at: players.0.hand_count, is: 2}   # what that seat's view shows
      - expect_view: {seat: 1, at: players.0.hand, absent: true}  # ... and does not
      - expect_result: {winners: [0], reason: lp_zero}

A file may hold several scenarios as YAML documents separated by ``---``:
:func:`load_scenarios` reads them all (the ``cardtable scenario`` command and the tests use it).
Unknown top-level keys are refused (a typo must not pass silently).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
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
    "expect_event",
    "expect_no_event",
    "expect_order",
    "expect_view",
)

#: Top-level keys of a scenario document; ``covers``, ``card``, ``general``, ``skills`` and
#: ``note`` are descriptive (kept in :attr:`Scenario.meta`).
TOP_KEYS = ("game", "name", "rule", "seed", "setup", "steps", "start", "expect_refused",
            "variants", "covers", "card", "general", "skills", "note")

#: Keys of one entry of ``variants``.
VARIANT_KEYS = ("name", "setup", "seed", "steps", "expect_refused", "rule")

#: How the game is built: ``board`` (the game's ``from_scenario``) or ``new`` (its real start).
STARTS = ("board", "new")


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

    start: str = "board"
    expect_refused: str | None = None

    @classmethod
    def from_data(cls, data: Any, source: str = "<scenario>") -> Scenario:
        """Validate plain data; :class:`SetupError` names the source and the bad field. A
        document with ``variants`` is several scenarios: see :func:`scenarios_from_data`."""
        found = scenarios_from_data(data, source)
        if len(found) != 1:
            raise SetupError(f"{source}: has variants; read it with scenarios_from_data")
        return found[0]

    @classmethod
    def load(cls, path: str | Path) -> Scenario:
        """Read a YAML (or JSON) file holding exactly one scenario (see :func:`load_scenarios`
        for files with several documents or variants)."""
        found = load_scenarios(path)
        if len(found) != 1:
            raise SetupError(f"{path}: holds {len(found)} scenarios; use load_scenarios")
        return found[0]

    def build(self, new: Callable[[dict[str, Any], int], Game] | None = None) -> Game:
        """The game in its initial scenario state (``start: new``: the game's real start).
        ``new(setup, seed)`` builds it instead of the registry's ``from_scenario``/``new`` (a
        Yu-Gi-Oh! board with another card pool: ``partial(ygo.game.from_scenario, pool=...)``).
        """
        if new is not None:
            return new(dict(self.setup), self.seed)
        spec = spec_for(self.game)
        if self.start == "new":
            return spec.new(dict(self.setup), self.seed)
        return spec.from_scenario(self.setup, self.seed)

    def check(self) -> None:
        """Run the scenario (:meth:`run`), or check that its setup is refused when it has
        ``expect_refused``; raise :class:`ScenarioFailure` when an expectation fails."""
        if self.expect_refused is not None:
            self._run_refused()
        else:
            self.run()

    def run(self, new: Callable[[dict[str, Any], int], Game] | None = None) -> Game:
        """Run every step (``new``: as in :meth:`build`); raise :class:`ScenarioFailure` naming
        the first step that fails."""
        if self.expect_refused is not None:
            raise SetupError(f"{self.source}: expects its setup refused; run it with check()")
        game = self.build(new)
        marks = _Marks()
        for n, step in enumerate(self.steps):
            key, arg = next(iter(step.items()))
            where = f"{self.source}: step {n + 1} ({key})"
            try:
                _run_step(game, key, arg, where, marks)
            except ScenarioFailure as exc:
                exc.source, exc.step, exc.step_data = self.source, n + 1, dict(step)
                raise
            except Exception as exc:  # an engine crash: say where it happened, keep the type
                exc.add_note(f"while running {where}")
                raise
        return game

    def _run_refused(self) -> None:
        want = str(self.expect_refused)
        where = f"{self.source}: expect_refused"
        try:
            self.build()
        except SetupError as exc:
            if want.lower() not in str(exc).lower():
                raise _fail(where, f"refused with {str(exc)!r}, expected a message with "
                                   f"{want!r}") from None
            return None
        raise _fail(where, f"the setup was accepted, expected it refused ({want!r})")


def _check_keys(data: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
    extra = sorted(str(k) for k in data if k not in allowed)
    if extra:
        raise SetupError(f"{where}: unknown key(s) {extra}; known: {', '.join(allowed)}")


def _check_steps(steps: Any, where: str) -> list[dict[str, Any]]:
    if not isinstance(steps, list):
        raise SetupError(f"{where}: field 'steps' must be a list")
    for n, st in enumerate(steps):
        if not isinstance(st, dict) or len(st) != 1 or next(iter(st)) not in STEP_KEYS:
            raise SetupError(
                f"{where}: step {n + 1} must be a one-key mapping with one of {STEP_KEYS}"
            )
    return steps


def _one(data: Mapping[str, Any], source: str, name: str) -> Scenario:
    setup = data.get("setup", {})
    if not isinstance(setup, dict):
        raise SetupError(f"{source}: field 'setup' must be a mapping")
    steps = _check_steps(data.get("steps", []), source)
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SetupError(f"{source}: field 'seed' must be an integer")
    start = data.get("start", "board")
    if start not in STARTS:
        raise SetupError(f"{source}: field 'start' must be one of {', '.join(STARTS)}")
    refused = data.get("expect_refused")
    if refused is not None and (not isinstance(refused, str) or not refused or steps):
        raise SetupError(f"{source}: 'expect_refused' is a non-empty text, with no steps")
    return Scenario(
        game=data["game"],
        name=name,
        setup=setup,
        steps=steps,
        seed=seed,
        rule=str(data.get("rule", "")),
        source=source,
        meta={k: v for k, v in data.items() if k not in ("game", "name", "setup", "steps")},
        start=start,
        expect_refused=refused,
    )


def scenarios_from_data(data: Any, source: str = "<scenario>") -> list[Scenario]:
    """The scenarios of one document: itself, or one per entry of ``variants`` (each with the
    document's setup updated by the variant's ``setup`` keys, and the document's steps followed
    by the variant's). :class:`SetupError` names the source and the bad field."""
    if not isinstance(data, dict):
        raise SetupError(f"{source}: a scenario must be a mapping")
    if not isinstance(data.get("game"), str):
        raise SetupError(f"{source}: field 'game' missing or not a string")
    _check_keys(data, TOP_KEYS, source)
    name = str(data.get("name", source))
    variants = data.get("variants")
    if variants is None:
        return [_one(data, source, name)]
    if not isinstance(variants, list) or not variants:
        raise SetupError(f"{source}: 'variants' must be a non-empty list of mappings")
    base_setup = data.get("setup", {})
    if not isinstance(base_setup, dict):
        raise SetupError(f"{source}: field 'setup' must be a mapping")
    base_steps = _check_steps(data.get("steps", []), source)
    out = []
    for i, var in enumerate(variants):
        where = f"{source} variant {i + 1}"
        if not isinstance(var, dict):
            raise SetupError(f"{where}: a variant must be a mapping")
        _check_keys(var, VARIANT_KEYS, where)
        vsetup = var.get("setup", {})
        if not isinstance(vsetup, dict):
            raise SetupError(f"{where}: field 'setup' must be a mapping")
        merged = {k: v for k, v in data.items() if k != "variants"}
        merged.update({k: v for k, v in var.items() if k not in ("setup", "steps", "name")})
        merged["setup"] = {**base_setup, **vsetup}
        merged["steps"] = [*base_steps, *_check_steps(var.get("steps", []), where)]
        vname = f"{name} [{var.get('name', i + 1)}]"
        out.append(_one(merged, where, vname))
    return out


def load_scenarios(path: str | Path) -> list[Scenario]:
    """Every scenario of a YAML (or JSON) file: each ``---`` document, each of its variants.
    With several, each one's source is ``PATH#N`` (the document's number, from 1)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
        docs = [d for d in yaml.load_all(text, Loader=_LOADER) if d is not None]
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise SetupError(f"{path}: cannot read scenario: {exc}") from None
    if not docs:
        raise SetupError(f"{path}: no scenario in the file")
    out = []
    for i, doc in enumerate(docs):
        out.extend(scenarios_from_data(doc, str(path) if len(docs) == 1 else f"{path}#{i + 1}"))
    return out


_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Marks:
    """Where the log stood at the last answer (for ``since: answer``)."""

    __slots__ = ("answer",)

    def __init__(self) -> None:
        self.answer = 0


def _fail(where: str, msg: str) -> ScenarioFailure:
    return ScenarioFailure(f"{where}: {msg}")


def _matches(form: Mapping[str, Any], want: Mapping[str, Any],
             about: Mapping[str, Any] | None = None) -> bool:
    """``want``'s keys all equal in ``form`` or, for descriptive keys such as ``name``, in the
    option's ``about``."""
    for k, v in want.items():
        if k in form:
            if form[k] != v:
                return False
        elif about is None or about.get(k, _MISSING) != v:
            return False
    return True


_MISSING = object()


def find_option(dec: Decision, want: Mapping[str, Any] | str, where: str) -> int:
    """The index of the one option matching ``want`` (a partial form, or an en label substring)."""
    if isinstance(want, str):
        hits = [i for i, o in enumerate(dec.options) if want.lower() in o.label.en.lower()]
    else:
        hits = [i for i, o in enumerate(dec.options) if _matches(o.form, want, o.about)]
    if len(hits) != 1:
        opts = "; ".join(f"{dict(o.form)} '{o.label.en}'" for o in dec.options)
        what = "no option" if not hits else f"{len(hits)} options"
        raise _fail(where, f"{what} match {want!r} for seat {dec.seat} ({dec.prompt.en}): {opts}")
    return hits[0]


def _run_step(game: Game, key: str, arg: Any, where: str, marks: _Marks | None = None) -> None:
    dec = game.pending()
    if key in ("answer", "answer_label"):
        if dec is None:
            raise _fail(where, "the game is over; nothing to answer")
        if key == "answer" and not isinstance(arg, dict):
            raise _fail(where, "answer takes a mapping (a partial option form)")
        pick = find_option(dec, arg if key == "answer" else str(arg), where)
        if marks is not None:
            marks.answer = len(game.events(-1))
        game.answer(pick)
    elif key in ("expect_event", "expect_no_event", "expect_order"):
        _expect_events(game, key, arg, where, marks.answer if marks is not None else 0)
    elif key == "expect_view":
        _expect_view(game, arg, where)
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
        if isinstance(arg, dict) and any(_matches(o.form, arg, o.about) for o in dec.options):
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
        _expect_log(game, arg, where)
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


def _mentions(value: Any, needle: str) -> bool:
    """Some string inside plain data (keys, values, or its JSON dump) contains ``needle``
    (case-insensitive)."""
    low = needle.lower()
    text = json.dumps(value, ensure_ascii=False, default=str).lower()
    # also search the plain strings: JSON escapes quotes and backslashes in the dump
    return low in text or any(low in s.lower() for s in _strings(value))


def _seat_of(arg: Mapping[str, Any], game: Game, where: str, key: str = "seen_by") -> int:
    seat = arg.get(key, -1)
    if isinstance(seat, bool) or not isinstance(seat, int) or not -1 <= seat < game.num_seats:
        raise _fail(where, f"{key} must be -1 (spectator) or 0..{game.num_seats - 1}, got {seat!r}")
    return seat


def _expect_log(game: Game, arg: Any, where: str) -> None:
    """``expect_log: TEXT`` (the spectator's log mentions it) or ``{seen_by, has | lacks}``."""
    if not isinstance(arg, dict):
        if not _mentions(game.events(-1), str(arg)):
            raise _fail(where, f"no event mentions {arg!r}")
        return
    _only(arg, ("seen_by", "has", "lacks"), where)
    seat = _seat_of(arg, game, where)
    events = game.events(seat)
    who = "the spectator's" if seat < 0 else f"seat {seat}'s"
    if "has" in arg and not _mentions(events, str(arg["has"])):
        raise _fail(where, f"no event of {who} log mentions {arg['has']!r}")
    if "lacks" in arg:
        hit = [e for e in events if _mentions(e, str(arg["lacks"]))]
        if hit:
            raise _fail(where, f"{who} log mentions {arg['lacks']!r}: {hit[0]}")


def _only(arg: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
    extra = sorted(str(k) for k in arg if k not in allowed)
    if extra:
        raise _fail(where, f"unknown key(s) {extra}; known: {', '.join(allowed)}")


#: Keys of an event pattern that choose the log rather than match an event.
_EVENT_OPTS = ("seen_by", "since")


def _event_log(game: Game, arg: Mapping[str, Any], where: str, answer_mark: int
               ) -> list[dict[str, Any]]:
    seat = _seat_of(arg, game, where)
    since = arg.get("since", "start")
    if since not in ("start", "answer"):
        raise _fail(where, f"since must be start or answer, got {since!r}")
    return game.events(seat, answer_mark if since == "answer" else 0)


def _event_matches(event: Mapping[str, Any], want: Mapping[str, Any]) -> bool:
    return all(k in event and event[k] == v for k, v in want.items())


def _expect_events(game: Game, key: str, arg: Any, where: str, answer_mark: int) -> None:
    """``expect_event`` / ``expect_no_event``: an event pattern (fields it must have, e.g.
    ``{kind: destroyed, name: Kuriboh}``) plus ``seen_by`` (whose log, default the spectator's)
    and ``since`` (``start`` or ``answer``: only events after the last answer step).
    ``expect_order``: a list of patterns, or ``{seen_by, since, events: [...]}``; each must match
    a later event than the one before."""
    if key == "expect_order":
        opts: Mapping[str, Any] = arg if isinstance(arg, dict) else {}
        pats = arg.get("events") if isinstance(arg, dict) else arg
        if isinstance(arg, dict):
            _only(arg, ("seen_by", "since", "events"), where)
        if not isinstance(pats, list) or not pats or not all(isinstance(p, dict) for p in pats):
            raise _fail(where, "expect_order takes a list of event patterns (mappings)")
        events = _event_log(game, opts, where, answer_mark)
        i = 0
        for n, pat in enumerate(pats):
            while i < len(events) and not _event_matches(events[i], pat):
                i += 1
            if i == len(events):
                seen = [e.get("kind") for e in events]
                raise _fail(where, f"pattern {n + 1} {pat!r} does not follow the ones before it; "
                                   f"event kinds: {seen}")
            i += 1
        return
    if not isinstance(arg, dict) or not arg:
        raise _fail(where, f"{key} takes an event pattern (a mapping such as {{kind: flip}})")
    events = _event_log(game, arg, where, answer_mark)
    want = {k: v for k, v in arg.items() if k not in _EVENT_OPTS}
    hits = [e for e in events if _event_matches(e, want)]
    if key == "expect_event" and not hits:
        kinds = sorted({str(e.get("kind")) for e in events})
        raise _fail(where, f"no event matches {want!r}; event kinds: {kinds}")
    if key == "expect_no_event" and hits:
        raise _fail(where, f"an event matches {want!r}: {hits[0]}")


def _at(view: Any, path: str, where: str) -> Any:
    """The value at a dotted path (``players.0.hand``: keys, list indexes)."""
    cur = view
    for part in [p for p in str(path).split(".") if p]:
        index = int(part) if part.lstrip("-").isdigit() else None
        if isinstance(cur, list) and index is not None and -len(cur) <= index < len(cur):
            cur = cur[int(part)]
        elif isinstance(cur, dict) and part in cur:
            cur = cur[part]
        elif isinstance(cur, dict) and part.isdigit() and int(part) in cur:
            cur = cur[int(part)]
        else:
            keys = list(cur) if isinstance(cur, dict) else f"{len(cur)} items" if isinstance(
                cur, list) else type(cur).__name__
            raise _fail(where, f"no {part!r} at {path!r} (there: {keys})")
    return cur


def _expect_view(game: Game, arg: Any, where: str) -> None:
    """What one seat's view shows: ``{seat, at: PATH, is | len | has | mentions | lacks}``, or
    ``{seat, at: PATH, absent: true}`` (nothing at that path: a hidden zone left out).
    ``has`` is an item of a list (a mapping item matches when it has those fields); ``mentions``
    / ``lacks`` look for a text anywhere under ``at`` (hidden information: ``lacks``)."""
    if not isinstance(arg, dict):
        raise _fail(where, "expect_view takes a mapping with seat, at and a check")
    _only(arg, ("seat", "at", "is", "len", "has", "mentions", "lacks", "absent"), where)
    if "seat" not in arg:
        raise _fail(where, "expect_view needs seat (-1 for the spectator)")
    seat = _seat_of(arg, game, where, "seat")
    shown = f"seat {seat}'s view at {arg.get('at', '')!r}"
    if arg.get("absent"):
        try:
            val = _at(game.view(seat), str(arg.get("at", "")), where)
        except ScenarioFailure:
            return
        raise _fail(where, f"{shown} exists ({val!r}), expected it absent")
    val = _at(game.view(seat), str(arg.get("at", "")), where)
    if "is" in arg and val != arg["is"]:
        raise _fail(where, f"{shown} is {val!r}, expected {arg['is']!r}")
    if "len" in arg and (not isinstance(val, list | dict | str) or len(val) != arg["len"]):
        got = len(val) if isinstance(val, list | dict | str) else val
        raise _fail(where, f"{shown} has length {got!r}, expected {arg['len']!r}")
    if "has" in arg:
        want = arg["has"]
        items = val if isinstance(val, list) else [val]
        ok = any((isinstance(want, dict) and isinstance(x, dict) and _event_matches(x, want))
                 or x == want for x in items)
        if not ok:
            raise _fail(where, f"{shown} has no item {want!r}: {val!r}")
    if "mentions" in arg and not _mentions(val, str(arg["mentions"])):
        raise _fail(where, f"{shown} does not mention {arg['mentions']!r}")
    if "lacks" in arg and _mentions(val, str(arg["lacks"])):
        raise _fail(where, f"{shown} mentions {arg['lacks']!r}")


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
        if not any(_matches(o.form, want, o.about) for o in dec.options):
            opts = "; ".join(str(dict(o.form)) for o in dec.options)
            raise _fail(where, f"no option matches {want!r}; options: {opts}")
    for want in arg.get("lacks", []):
        if any(_matches(o.form, want, o.about) for o in dec.options):
            raise _fail(where, f"an option matches {want!r}, expected none")
    if "count" in arg and len(dec.options) != arg["count"]:
        raise _fail(where, f"{len(dec.options)} options, expected {arg['count']}")
