"""DIY card files: load a folder of YAML cards (plus optional Python hooks), one card at a time.

seed 000 part 3: 「卡效果使用：允许使用DIY卡」. A DIY file is a YAML mapping (one card), a list of
cards, or ``{cards: [...]}``. A card uses the pool format (``docs/diy.md``): ``code``, ``name``
{zh, en}, ``type``, monster stats, ``text`` and ``effects`` (declarative templates, no Python).
When templates are not enough, ``script: "module_or_file.py:function"`` names a function
``function(card) -> Effect | iterable of Effect`` (a ``.py`` path is relative to the YAML file),
or a ``<same name>.py`` beside the YAML is imported and calls ``register(code, ...)`` itself.

Every problem becomes a :class:`DiyError` naming the file, the card and the field; a broken card
never stops the other cards (of the same file or of other files) from loading.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml

from cardtable.core.errors import SetupError
from cardtable.core.yamlio import load_yaml
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData, builtin_cards, card_from_data
from cardtable.ygo.effects.api import KINDS, Effect, scripted
from cardtable.ygo.effects.pool import CardPool, default_pool

ENV_VAR = "CARDTABLE_DIY_DIR"
EFFECT_KEYS = {"kind", "speed", "event", "optional", "when", "dmg_step", "dmg_calc", "do",
               "target", "cost", "equip", "boost", "stays", "where", "name", "scope"}
CARD_KEYS = {"code", "name", "type", "attribute", "race", "level", "atk", "def", "lscale",
             "rscale", "alias", "text", "script", "effects", "materials", "hook"}


@dataclass(frozen=True, slots=True)
class DiyError:
    """One problem of a DIY card file: the file, the card (passcode/name or item number) and
    the field, with a message."""

    file: str
    card: str
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: card {self.card}: field '{self.field}': {self.message}"


@dataclass(slots=True)
class DiyReport:
    """What a load did: the cards now playable in :attr:`pool` and the errors (never raised)."""

    loaded: list[CardData] = field(default_factory=list)
    errors: list[DiyError] = field(default_factory=list)
    #: the base pool plus the good cards (None until a load fills it)
    pool: CardPool | None = None

    @property
    def ok(self) -> bool:
        """No error at all."""
        return not self.errors

    def summary(self) -> str:
        """One line per error, after a count (for a CLI or server log)."""
        head = f"{len(self.loaded)} DIY card(s) loaded, {len(self.errors)} error(s)"
        return "\n".join([head, *(str(e) for e in self.errors)])


class _CardError(Exception):
    def __init__(self, fld: str, message: str) -> None:
        super().__init__(message)
        self.field = fld
        self.message = message


def _field_of(msg: str, default: str) -> str:
    m = re.search(r"field '([^']+)'", msg)
    return m.group(1) if m else default


def _short(msg: str) -> str:
    """A loader message without its ``file (card N):`` prefix (the error already says so)."""
    return re.sub(r"^.*?\(card \d+\):\s*", "", msg)


def _card_label(d: Any, i: int) -> str:
    if isinstance(d, dict):
        code = d.get("code")
        name = d.get("name")
        en = name.get("en") if isinstance(name, dict) else None
        shown = str(code).strip() if code is not None else ""
        if shown and en:
            return f"{shown} ({en})"
        if shown:
            return shown
    return f"#{i + 1}"  # no usable code: the card's position in the file


def _items(data: Any) -> list[Any] | None:
    if isinstance(data, dict) and "cards" in data and isinstance(data["cards"], list):
        return list(data["cards"])
    if isinstance(data, dict):
        return [data]
    if isinstance(data, list):
        return data
    return None


def _check_rules(cd: CardData) -> None:
    """Card-kind rules a designer might miss (the same ones the built-in pool follows)."""
    if not cd.name.en.strip():
        raise _CardError("name", "needs an English name ('en')")
    kinds = cd.type & (C.MONSTER | C.SPELL | C.TRAP)
    if kinds not in (C.MONSTER, C.SPELL, C.TRAP):
        raise _CardError("type", "must be exactly one of Monster, Spell or Trap")
    if cd.is_monster:
        if not 1 <= cd.level <= 12:
            raise _CardError("level", f"a monster needs a Level from 1 to 12, got {cd.level}")
        if not cd.attribute:
            raise _CardError("attribute", "a monster needs an attribute")
        if not cd.race:
            raise _CardError("race", "a monster needs a Type (race)")
        if cd.atk < 0 or cd.defense < 0:
            raise _CardError("atk", "ATK and DEF must be 0 or more (or -2 for '?')")
        if cd.type & C.FUSION and not cd.materials:
            raise _CardError("materials", "a Fusion Monster lists its Fusion Materials")
    elif cd.level or cd.atk or cd.defense or cd.attribute or cd.race:
        raise _CardError("type", "a Spell/Trap has no Level, ATK, DEF, attribute or Type")


def _check_effects(d: dict[str, Any], cd: CardData) -> None:
    for i, spec in enumerate(cd.effects):
        where = f"effects[{i + 1}]"
        bad = sorted(map(repr, set(spec) - EFFECT_KEYS)) if isinstance(spec, dict) else ["?"]
        if bad:
            raise _CardError(where, f"unknown key(s) {bad} (known: {sorted(EFFECT_KEYS)})")
        if spec.get("kind", "activate") not in KINDS:
            raise _CardError(f"{where}.kind", f"unknown kind {spec.get('kind')!r} "
                             f"(known: {list(KINDS)})")
        if not isinstance(spec.get("do", []) or [], list):
            raise _CardError(f"{where}.do", "must be a list of operations")
    from cardtable.ygo.effects.templates import compile_templates

    try:
        compile_templates(cd)
    except SetupError as exc:
        m = re.search(r"effect (\d+)", str(exc))
        raise _CardError(f"effects[{m.group(1)}]" if m else "effects",
                         re.sub(r"^card \d+ effect \d+:\s*", "", str(exc))) from None
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise _CardError("effects", f"cannot be compiled: {exc!r}") from None


def _import_hook(spec: str, base: Path) -> Any:
    mod_name, sep, fn_name = spec.rpartition(":")
    if not sep or not mod_name or not fn_name:
        raise _CardError("script", f"must be 'module:function' or 'file.py:function', got "
                         f"{spec!r}")
    mod: ModuleType
    if mod_name.endswith(".py"):
        mod = _import_file(base / mod_name)
    else:
        try:
            mod = importlib.import_module(mod_name)
        except Exception as exc:  # a designer's module may fail in any way
            raise _CardError("script", f"cannot import {mod_name!r}: {exc!r}") from None
    fn = getattr(mod, fn_name, None)
    if not callable(fn):
        raise _CardError("script", f"{mod_name!r} has no function {fn_name!r}")
    return fn


def _import_file(path: Path) -> ModuleType:
    if not path.is_file():
        raise _CardError("script", f"no such Python file {str(path)!r}")
    name = f"cardtable_diy_{abs(hash(str(path.resolve())))}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise _CardError("script", f"cannot load {str(path)!r}")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    try:
        spec.loader.exec_module(mod)
    except Exception as exc:  # a designer's module may fail in any way
        sys.modules.pop(name, None)
        raise _CardError("script", f"{path.name} raised {exc!r} when imported") from None
    return mod


def _hook_effects(fn: Any, cd: CardData) -> tuple[Effect, ...]:
    try:
        got = fn(cd)
    except Exception as exc:  # a designer's hook may fail in any way
        raise _CardError("script", f"the hook raised {exc!r}") from None
    effs = (got,) if isinstance(got, Effect) else tuple(got) if isinstance(got, Iterable) else ()
    if not effs or not all(isinstance(e, Effect) for e in effs):
        raise _CardError("script", "the hook must return an Effect or a list of Effects")
    return effs


def _one_card(d: Any, i: int, path: Path, seen: dict[int, str],
              pool: CardPool) -> tuple[CardData, Any]:
    if not isinstance(d, dict):
        raise _CardError("card", "a card must be a mapping")
    odd = [k for k in d if not isinstance(k, str)]
    if odd:
        raise _CardError(str(odd[0]), f"field names must be text, got {odd[0]!r}")
    unknown = sorted(set(d) - CARD_KEYS)
    if unknown:
        raise _CardError(unknown[0], f"unknown field(s) {unknown} (known: {sorted(CARD_KEYS)})")
    hook = d.get("hook") or d.get("script") or ""
    if not isinstance(hook, str):
        raise _CardError("script", "must be a string")
    data = dict(d)
    data.pop("hook", None)
    py_hook = ":" in hook
    if py_hook:
        data["script"] = ""
    try:
        cd = card_from_data(data, str(path))
    except SetupError as exc:
        raise _CardError(_field_of(str(exc), "card"), _short(str(exc))) from None
    if cd.code in builtin_cards():
        raise _CardError("code", f"passcode {cd.code} is a built-in card "
                         f"({builtin_cards()[cd.code].name.en}); pick another")
    if cd.code in seen:
        raise _CardError("code", f"passcode {cd.code} is already used by {seen[cd.code]}")
    if cd.script and cd.script not in pool.scripts:
        raise _CardError("script", f"no registered script {cd.script!r}")
    _check_rules(cd)
    _check_effects(d, cd)
    fn = _import_hook(hook, path.parent) if py_hook else None
    return cd, fn


def load_diy_file(path: str | Path, report: DiyReport | None = None,
                  seen: dict[int, str] | None = None, base: CardPool | None = None) -> DiyReport:
    """Load one DIY YAML file over ``report.pool`` (else ``base``, else the default pool): the
    good cards are playable in the new ``report.pool``, each bad one is an error. No other
    pool changes."""
    path = Path(path)
    report = report if report is not None else DiyReport()
    if report.pool is None:
        report.pool = base if base is not None else default_pool()
    pool = report.pool
    seen = seen if seen is not None else {}
    try:
        data = load_yaml(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        report.errors.append(DiyError(str(path), "-", "file", f"cannot read: {exc}"))
        return report
    items = _items(data)
    if not items:
        report.errors.append(DiyError(str(path), "-", "file",
                                      "a DIY file is a card mapping or a list of cards"))
        return report
    side = path.with_suffix(".py")
    good: list[tuple[CardData, Any]] = []
    effects: dict[int | str, tuple[Effect, ...]] = {}
    for i, d in enumerate(items):
        label = _card_label(d, i)
        try:
            cd, fn = _one_card(d, i, path, seen, pool)
            effs = _hook_effects(fn, cd) if fn is not None else ()
        except _CardError as exc:
            report.errors.append(DiyError(str(path), label, exc.field, exc.message))
            continue
        seen[cd.code] = f"{path.name} {label}"
        if effs:
            effects[cd.code] = effs
        good.append((cd, fn))
    hooked_side = any(isinstance(d, dict) and str(d.get("script") or d.get("hook") or "")
                      .startswith(side.name + ":") for d in items)
    if good and side.is_file() and not hooked_side:
        try:
            effects.update(_side_effects(side, [cd.code for cd, _ in good]))
        except _CardError as exc:
            for cd, _ in good:
                report.errors.append(DiyError(str(side), f"{cd.code} ({cd.name.en})", exc.field,
                                              exc.message))
            good = []
    if good:
        try:
            report.pool = pool.with_cards([cd for cd, _ in good], effects)
        except SetupError as exc:  # a passcode clash with a card of the base pool
            for cd, _ in good:
                report.errors.append(DiyError(str(path), f"{cd.code} ({cd.name.en})", "code",
                                              str(exc)))
            return report
        report.loaded.extend(cd for cd, _ in good)
    return report


def _side_effects(side: Path, codes: list[int]) -> dict[int | str, tuple[Effect, ...]]:
    """Import a DIY file's ``<same name>.py``, which calls ``register(code, ...)`` itself, and
    take back what it registered for ``codes``: those effects go into the new pool only, never
    into the built-in script table."""
    table = scripted()
    before = {c: table[c] for c in codes if c in table}
    _import_file(side)
    got: dict[int | str, tuple[Effect, ...]] = {}
    for c in codes:
        if c in table and table[c] is not before.get(c):
            got[c] = table[c]
        if c in before:
            table[c] = before[c]
        else:
            table.pop(c, None)
    return got


def load_diy_dir(path: str | Path, base: CardPool | None = None) -> DiyReport:
    """Load every ``*.yaml``/``*.yml`` file of a folder (sorted by name) over ``base`` (default:
    the default pool); ``report.pool`` is the new pool. Safe to call again later (a server
    reloading the folder from the built-in pool): each load builds a fresh pool, so changed cards
    replace the previous DIY version and ``base`` never changes."""
    root = Path(path)
    report = DiyReport(pool=base if base is not None else default_pool())
    if not root.is_dir():
        report.errors.append(DiyError(str(root), "-", "folder", "no such folder"))
        return report
    seen: dict[int, str] = {}
    for f in sorted([*root.glob("*.yaml"), *root.glob("*.yml")]):
        load_diy_file(f, report, seen)
    return report


def load_env_diy() -> DiyReport | None:
    """Load the folder named by ``CARDTABLE_DIY_DIR`` (None when the variable is not set)."""
    d = os.environ.get(ENV_VAR)
    return load_diy_dir(d) if d else None
