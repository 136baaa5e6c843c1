#!/usr/bin/env python3
"""Generate docs/rules-coverage.md: every rule line of the seeds with the tests that check it.

The rules are listed in ``docs/seed-rules.yaml`` (one entry per normative line of seed 000 part 1,
seed 000 part 3 and seed 003, each with a stable id).  This script reads the references the tests
make to those rules and writes one table row per rule id.

Where references are found
    * scenario files ``scenarios/**/*.yaml`` (every ``---`` document): the ``rule:`` /
      ``rules:`` fields and ``name:``;
    * test files ``tests/**/*.py``: test names (``test_seed_side_deck_0_to_15`` reads as
      "seed side deck 0 to 15"), docstrings, comments, and string constants that mention
      ``seed`` (for example ``RULE = "seed 000 part 3 「…」"``).  Text inside a ``test_*``
      function (or a method of a ``Test*`` class) belongs to that test; module-level text belongs
      to the whole file.

How a reference matches a rule (after normalisation: NFKC, lower case, whitespace and
punctuation removed, so ``「连锁举例」`` and ``连锁 举例`` are the same)
    1. the rule id itself (``Y3-chain-example``), as a whole word, in the raw text;
    2. any alias in the rule's ``match:`` list, as a substring of the normalised text;
    3. a distinctive piece of the rule's Chinese text: a run of :data:`NGRAM` characters (at least
       :data:`MIN_CJK` of them Chinese) that occurs in the ``zh`` text of this rule only.

Usage::

    python scripts/gen_rules_coverage.py           # rewrite docs/rules-coverage.md
    python scripts/gen_rules_coverage.py --check   # exit 1 if the file is stale
    python scripts/gen_rules_coverage.py --json    # rule id -> references, on stdout

Only the standard library and PyYAML are needed.
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import re
import sys
import tokenize
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import yaml

SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

ROOT = Path(__file__).resolve().parents[1]
RULES_FILE = Path("docs") / "seed-rules.yaml"
OUT_FILE = Path("docs") / "rules-coverage.md"

#: Length of the Chinese text pieces compared between a rule and a reference.
NGRAM = 7
#: How many Chinese characters such a piece must hold (so "sidedeck" alone never matches).
MIN_CJK = 4

#: Files whose text is not a reference: the coverage test lists rule ids it knows are NOT covered.
EXCLUDE = frozenset({"tests/test_rules_coverage.py"})

_GAP = re.compile(r"…+|\.\.\.+|⋯+|/")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_ID = re.compile(r"(?<![A-Za-z0-9_-])([SYM][0-9]-[A-Za-z0-9][A-Za-z0-9-]*)(?![A-Za-z0-9_-])")


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule line of a seed, as listed in docs/seed-rules.yaml."""

    id: str
    source: str
    section: str
    zh: str
    en: str
    match: tuple[str, ...] = ()


@dataclass(slots=True)
class Unit:
    """A test or scenario and the text in which it names the rules it checks."""

    name: str
    texts: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        """All the unit's text, one piece per line."""
        return "\n".join(self.texts)


_BRACKETS = str.maketrans({"『": "「", "』": "」", "“": "「", "”": "」", "《": "「", "》": "」"})


def normalize(text: str, brackets: bool = False) -> str:
    """Lower-cased NFKC text with whitespace, punctuation and symbols removed.

    With ``brackets`` the quote marks 「」 (and 『』“”《》, read as 「」) are kept, so an alias
    written as ``「永续效果」`` matches only a quote of exactly that phrase.

    >>> normalize("「连锁 举例」: Chain-1…")
    '连锁举例chain1'
    >>> normalize("“连锁 举例”", brackets=True)
    '「连锁举例」'
    """
    text = unicodedata.normalize("NFKC", text.translate(_BRACKETS) if brackets else text).lower()
    keep = "「」" if brackets else ""
    return "".join(ch for ch in text if unicodedata.category(ch)[0] in "LN" or ch in keep)


def _grams(norm: str) -> set[str]:
    """The pieces of ``norm`` of length NGRAM that hold at least MIN_CJK Chinese characters."""
    if len(norm) < NGRAM:
        return {norm} if len(_CJK.findall(norm)) >= MIN_CJK else set()
    out = set()
    for i in range(len(norm) - NGRAM + 1):
        g = norm[i:i + NGRAM]
        if len(_CJK.findall(g)) >= MIN_CJK:
            out.add(g)
    return out


def load_rules(root: Path = ROOT) -> list[Rule]:
    """The rules of docs/seed-rules.yaml, checked for unique ids and the required fields."""
    data = yaml.load((root / RULES_FILE).read_text(encoding="utf-8"), Loader=SafeLoader)
    rules: list[Rule] = []
    seen: set[str] = set()
    for n, item in enumerate(data["rules"]):
        for key in ("id", "seed", "zh", "en"):
            if not item.get(key):
                raise ValueError(f"{RULES_FILE}: rule #{n + 1} lacks {key!r}")
        rid = str(item["id"])
        if not _ID.fullmatch(rid):
            raise ValueError(f"{RULES_FILE}: bad rule id {rid!r}")
        if rid in seen:
            raise ValueError(f"{RULES_FILE}: duplicate rule id {rid!r}")
        seen.add(rid)
        match = item.get("match") or []
        if isinstance(match, str):
            match = [match]
        source = f"seed {item['seed']}" + (f" part {item['part']}" if item.get("part") else "")
        if item.get("line"):  # S0 rules are no line of a seed
            source += f" line {item['line']}"
        rules.append(Rule(rid, source, str(item.get("section", "")),
                          str(item["zh"]).strip(), str(item["en"]).strip(),
                          tuple(str(m) for m in match)))
    return rules


# --- collecting references --------------------------------------------------------------------

def _scenario_units(root: Path) -> list[Unit]:
    units: list[Unit] = []
    for path in sorted((root / "scenarios").rglob("*.yaml")):
        rel = path.relative_to(root).as_posix()
        try:
            text = path.read_text(encoding="utf-8")
            docs = list(yaml.load_all(text, Loader=SafeLoader))
        except yaml.YAMLError:
            continue
        docs = [d for d in docs if isinstance(d, dict)]
        for i, doc in enumerate(docs):
            name = rel if len(docs) == 1 else f"{rel}#{i + 1}"
            unit = Unit(name)
            for key in ("rule", "rules", "name"):
                value = doc.get(key)
                if isinstance(value, list):
                    unit.texts.extend(str(v) for v in value)
                elif value:
                    unit.texts.append(str(value))
            units.append(unit)
    return units


def _owner_ranges(tree: ast.Module) -> list[tuple[int, int, str | None]]:
    """(first line, last line, test name or None) for every def/class, outermost first."""
    out: list[tuple[int, int, str | None]] = []

    def visit(node: ast.AST, prefix: str, in_test_class: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                is_test = child.name.startswith("test") and (prefix == "" or in_test_class)
                first = min([child.lineno] + [d.lineno for d in child.decorator_list])
                out.append((first, child.end_lineno or child.lineno,
                            prefix + child.name if is_test else None))
                visit(child, prefix, False)
            elif isinstance(child, ast.ClassDef):
                is_test_class = child.name.startswith("Test")
                out.append((child.lineno, child.end_lineno or child.lineno, None))
                visit(child, prefix + child.name + "::", is_test_class)
            else:
                visit(child, prefix, in_test_class)

    visit(tree, "", False)
    return out


def _owner(ranges: list[tuple[int, int, str | None]], line: int) -> str | None:
    """The test owning ``line``: the innermost test def around it (None = the module)."""
    best: tuple[int, str | None] | None = None
    for first, last, name in ranges:
        if first <= line <= last and (best is None or first >= best[0]):
            best = (first, name)
    if best is None:
        return None
    # a helper nested in a test belongs to the test
    if best[1] is None:
        for first, last, name in ranges:
            if name and first <= line <= last:
                return name
    return best[1]


def _test_units(root: Path) -> list[Unit]:
    units: list[Unit] = []
    for path in sorted((root / "tests").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel in EXCLUDE:
            continue
        source = path.read_text(encoding="utf-8")
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        ranges = _owner_ranges(tree)
        found: dict[str | None, list[str]] = defaultdict(list)
        docstring_nodes: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef,
                                 ast.ClassDef)):
                doc = ast.get_docstring(node, clean=True)
                if doc and node.body:
                    first = node.body[0]
                    docstring_nodes.add(id(first.value))  # type: ignore[attr-defined]
                    line = 0 if isinstance(node, ast.Module) else first.lineno
                    found[_owner(ranges, line) if line else None].append(doc)
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and id(node) not in docstring_nodes
                    and ("seed" in node.value.lower() or _ID.search(node.value))):
                found[_owner(ranges, node.lineno)].append(node.value)
        try:
            for tok in tokenize.generate_tokens(io.StringIO(source).readline):
                if tok.type == tokenize.COMMENT:
                    found[_owner(ranges, tok.start[0])].append(tok.string.lstrip("#").strip())
        except (tokenize.TokenError, IndentationError):
            pass
        for _first, _last, name in ranges:  # a test's name says what it checks, too
            if name:
                found[name].append(name.rsplit("::", 1)[-1].replace("_", " "))
        for owner in sorted(found, key=lambda o: (o is not None, o or "")):
            units.append(Unit(rel if owner is None else f"{rel}::{owner}", found[owner]))
    return units


def collect(root: Path = ROOT) -> list[Unit]:
    """Every scenario document and test (function or module) with its reference text."""
    return _scenario_units(root) + _test_units(root)


# --- matching --------------------------------------------------------------------------------

def _distinctive_grams(rules: list[Rule]) -> dict[str, set[str]]:
    """Per rule id, the Chinese pieces of its text that no other rule's text holds."""
    grams = {r.id: _grams(normalize(r.zh)) for r in rules}
    count: dict[str, int] = defaultdict(int)
    for gs in grams.values():
        for g in gs:
            count[g] += 1
    return {rid: {g for g in gs if count[g] == 1} for rid, gs in grams.items()}


def match_rules(rules: list[Rule], units: list[Unit]) -> dict[str, list[str]]:
    """Rule id -> names of the units that reference it (sorted, no duplicates)."""
    distinct = _distinctive_grams(rules)
    aliases = {r.id: [(a, "「" in a) for a in (normalize(m, brackets=True) for m in r.match)
                      if a.strip("「」")] for r in rules}
    ids = {r.id for r in rules}
    hits: dict[str, set[str]] = {r.id: set() for r in rules}
    for unit in units:
        raw = unit.text
        norm = "\n".join(normalize(t) for t in unit.texts)
        norm_b = "\n".join(normalize(t, brackets=True) for t in unit.texts)
        named = {m for m in _ID.findall(raw) if m in ids}
        unit_grams = set()
        for t in unit.texts:
            for piece in _GAP.split(t):  # "A…B" quotes A and B, not the text across the gap
                unit_grams |= _grams(normalize(piece))
        for r in rules:
            if (r.id in named
                    or any(a in (norm_b if b else norm) for a, b in aliases[r.id])
                    or distinct[r.id] & unit_grams):
                hits[r.id].add(unit.name)
    return {rid: sorted(names) for rid, names in hits.items()}


def unknown_ids(rules: list[Rule], units: list[Unit]) -> dict[str, list[str]]:
    """Rule-id-looking words in the tests that name no rule (typos), with where they are."""
    ids = {r.id for r in rules}
    out: dict[str, list[str]] = defaultdict(list)
    for unit in units:
        for m in _ID.findall(unit.text):
            if m not in ids and re.match(r"[SYM][013]-", m):
                out[m].append(unit.name)
    return dict(out)


# --- rendering -------------------------------------------------------------------------------

SOURCES = {
    "S1": "seed 000 part 1 — 三国杀3v3游戏规则 (Sanguosha 3v3)",
    "S0": "the standard Sanguosha rules and cards seed 000 part 1 plays on (not seed lines)",
    "Y3": "seed 000 part 3 — 游戏王LP4000未成文规则 (Yu-Gi-Oh! LP4000 rules)",
    "M3": "seed 003 — 大师规则3：魔法卡的种类 (Master Rule 3 spell cards)",
}


def _cell(text: str) -> str:
    return " ".join(text.replace("|", "\\|").split())


def known_gaps(root: Path = ROOT) -> dict[str, str]:
    """The ``KNOWN_GAPS`` dict of tests/test_rules_coverage.py (rule id -> reason), read with
    :mod:`ast` (the test module is not imported)."""
    path = root / "tests" / "test_rules_coverage.py"
    if not path.exists():
        return {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        target = node.target if isinstance(node, ast.AnnAssign) else (
            node.targets[0] if isinstance(node, ast.Assign) else None)
        if isinstance(target, ast.Name) and target.id == "KNOWN_GAPS" and node.value:
            value = ast.literal_eval(node.value)
            return {str(k): str(v) for k, v in value.items()}
    return {}


def render(rules: list[Rule], hits: dict[str, list[str]],
           gaps: dict[str, str] | None = None) -> str:
    """The markdown document (``gaps``: the known gaps with their reasons)."""
    gaps = gaps or {}
    covered = sum(1 for r in rules if hits[r.id])
    lines = [
        "# Rules coverage — every rule line of the seeds (and the standard Sanguosha rules)",
        "",
        "Generated by `python scripts/gen_rules_coverage.py` from `docs/seed-rules.yaml` and the",
        "references the tests make (scenario `rule:`/`rules:`/`name:`, test docstrings, comments",
        "and `seed …` strings); `tests/test_rules_coverage.py` fails when this file is stale and",
        "lists the known gaps. Do not edit by hand.",
        "",
        f"**{len(rules)} rules: {covered} covered, {len(rules) - covered} not covered.**",
        "",
        "| source | rules | covered | not covered |",
        "|---|---|---|---|",
    ]
    for prefix, title in SOURCES.items():
        mine = [r for r in rules if r.id.startswith(prefix + "-")]
        if not mine:
            continue
        c = sum(1 for r in mine if hits[r.id])
        lines.append(f"| {title} | {len(mine)} | {c} | {len(mine) - c} |")
    for prefix, title in SOURCES.items():
        mine = [r for r in rules if r.id.startswith(prefix + "-")]
        if not mine:
            continue
        lines += ["", f"## {title}", "", "| rule | line | seed text | gloss | tests |",
                  "|---|---|---|---|---|"]
        for r in mine:
            refs = "<br>".join(f"`{h}`" for h in hits[r.id]) or "**none**"
            zh = r.zh if len(r.zh) <= 80 else r.zh[:78] + "…"
            line = r.source.rsplit(" line ", 1)[1] if " line " in r.source else ""
            lines.append(f"| {r.id} | {line} | {_cell(zh)} | {_cell(r.en)} | {refs} |")
    missing = [r.id for r in rules if not hits[r.id]]
    lines += ["", "## Not covered", "",
              "Known gaps (`KNOWN_GAPS` in tests/test_rules_coverage.py) with the audit's reason; "
              "a rule here without a reason fails that test.", ""]
    lines += [f"- {rid}: {_cell(gaps.get(rid, '**no test and not a known gap**'))}"
              for rid in missing] or ["(none)"]
    return "\n".join(lines) + "\n"


def build(root: Path = ROOT) -> tuple[str, dict[str, list[str]]]:
    """(document text, rule id -> references) for the repository at ``root``."""
    rules = load_rules(root)
    hits = match_rules(rules, collect(root))
    return render(rules, hits, known_gaps(root)), hits


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the document is stale")
    ap.add_argument("--json", action="store_true", help="print rule id -> references")
    ap.add_argument("--root", type=Path, default=ROOT, help="repository root")
    args = ap.parse_args(argv)
    text, hits = build(args.root)
    out = args.root / OUT_FILE
    if args.json:
        json.dump(hits, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0
    if args.check:
        current = out.read_text(encoding="utf-8") if out.exists() else ""
        if current != text:
            print(f"{OUT_FILE} is stale: run python scripts/gen_rules_coverage.py",
                  file=sys.stderr)
            return 1
        return 0
    out.write_text(text, encoding="utf-8")
    missing = sum(1 for v in hits.values() if not v)
    print(f"wrote {OUT_FILE}: {len(hits)} rules, {len(hits) - missing} covered, "
          f"{missing} not covered")
    return 0


if __name__ == "__main__":
    sys.exit(main())
