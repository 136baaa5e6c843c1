"""Loading a house-rules file: a YAML mapping of original cards to their altered versions.

An altered card is a separate card with its own passcode (``alias`` = the original passcode,
so deck rules and banlists still count it as the same card by name). Loading the file adds
the altered cards to the card table; a profile with ``house_rules: NAME`` then swaps every
original passcode of both decks for its altered passcode when a duel is built. Original
passcodes keep their original behaviour everywhere else.

File format (``src/cardtable/ygo/house_rules/<name>.yaml`` or any path)::

    name: seed-lp4000
    source: "seed 000 part 3 效果变动卡表"
    cards:
      - original: 67169062          # Pot of Avarice
        seed: "贪欲之壶：如果墓地未满5张仍可发动…"
        card: {code: 267169062, name: {zh: ..., en: ...}, type: Spell, alias: 67169062,
               text: {zh: ..., en: ...}, script: "house:pot_of_avarice"}
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from cardtable.core.errors import SetupError
from cardtable.ygo.cards.carddata import CardData, card_from_data

HOUSE_DIR = Path(__file__).parent


@dataclass(frozen=True, slots=True)
class HouseRules:
    """A loaded altered-card table."""

    name: str
    source: str
    mapping: dict[int, int]  # original passcode -> altered passcode
    cards: tuple[CardData, ...]  # the altered cards
    notes: dict[int, str]  # original passcode -> the seed line that alters it

    def altered(self, code: int) -> int:
        """The passcode that plays for ``code`` under this table (itself if unchanged)."""
        return self.mapping.get(code, code)


def house_rule_names() -> list[str]:
    """Names of the house-rules files shipped with the package."""
    return sorted(p.stem for p in HOUSE_DIR.glob("*.yaml"))


def _path_of(name_or_path: str, allow_paths: bool = True) -> Path:
    if not allow_paths:
        if name_or_path not in house_rule_names():
            raise SetupError(f"unknown house rules (shipped: {house_rule_names()})")
        return HOUSE_DIR / f"{name_or_path}.yaml"
    path = HOUSE_DIR / f"{name_or_path}.yaml"
    if path.exists():
        return path
    path = Path(name_or_path)
    if path.exists():
        return path
    raise SetupError(f"unknown house rules {name_or_path!r} (shipped: {house_rule_names()})")


def parse_house_rules(data: Any, where: str) -> HouseRules:
    """Validate a house-rules mapping; errors name ``where``, the entry and the field."""
    if not isinstance(data, dict):
        raise SetupError(f"{where}: a house-rules file must be a mapping")
    cards = data.get("cards")
    if not isinstance(cards, list) or not cards:
        raise SetupError(f"{where}: field 'cards' must be a non-empty list")
    mapping: dict[int, int] = {}
    out: list[CardData] = []
    notes: dict[int, str] = {}
    from cardtable.ygo.effects.pool import CardPool

    known = CardPool.builtin().cards
    for i, ent in enumerate(cards):
        w = f"{where}: entry {i + 1}"
        if not isinstance(ent, dict):
            raise SetupError(f"{w}: must be a mapping with 'original' and 'card'")
        orig = ent.get("original")
        if not isinstance(orig, int) or isinstance(orig, bool) or orig not in known:
            raise SetupError(f"{w}: field 'original' must be the passcode of a known card, "
                             f"got {orig!r}")
        cd = card_from_data(ent.get("card"), f"{w} field 'card'")
        if cd.code == orig:
            raise SetupError(f"{w}: the altered card needs its own passcode (not {orig})")
        if cd.alias != orig:
            raise SetupError(f"{w} (card {cd.code}): field 'alias' must be the original "
                             f"passcode {orig}, so deck rules count both as one card")
        if orig in mapping:
            raise SetupError(f"{w}: card {orig} is altered twice")
        mapping[orig] = cd.code
        out.append(cd)
        notes[orig] = str(ent.get("seed", ""))
    return HouseRules(str(data.get("name", where)), str(data.get("source", "")), mapping,
                      tuple(out), notes)


@cache
def load_house_rules(name_or_path: str, allow_paths: bool = True) -> HouseRules:
    """Load (once per process) a shipped house-rules file by name, or (when ``allow_paths``) a
    YAML file by path. A duel under a profile naming it plays with its pool plus the altered
    cards (``duel.duel_pool``)."""
    path = _path_of(name_or_path, allow_paths)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise SetupError(f"{path}: cannot read house rules: {exc}") from None
    return parse_house_rules(data, str(path))
