"""Static card data: one frozen record per passcode, loaded once per process.

Stats are facts (shared with YGOPro's cards.cdb numbering); names are zh + en; texts are our own
wording. Effects live apart from this data (``script`` names the effect code or template).
Card data files are YAML lists under ``cards/pool/``; see ``docs/card-format.md``.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from cardtable.core.errors import SetupError
from cardtable.core.text import Text
from cardtable.core.yamlio import load_yaml
from cardtable.ygo.cards import constants as C

POOL_DIR = Path(__file__).with_name("pool")


@dataclass(frozen=True, slots=True)
class CardData:
    """One card's static data. ``type`` uses the cdb bit numbering of :mod:`constants`."""

    code: int
    name: Text
    type: int
    attribute: int = 0
    race: int = 0
    level: int = 0
    atk: int = 0
    defense: int = 0
    lscale: int = 0
    rscale: int = 0
    alias: int = 0
    text: Text = field(default=Text("", ""))
    script: str = ""  # effect code id or template key; "" = no effect (normal monsters...)
    effects: tuple[dict[str, Any], ...] = ()  # declarative templates (DIY cards)
    materials: tuple[int, ...] = ()  # fusion materials / ritual spell's monster, by passcode

    def is_type(self, bits: int) -> bool:
        """True when the card has every bit of ``bits``."""
        return self.type & bits == bits

    @property
    def is_monster(self) -> bool:
        """A monster card."""
        return bool(self.type & C.MONSTER)

    @property
    def is_spell(self) -> bool:
        """A spell card."""
        return bool(self.type & C.SPELL)

    @property
    def is_trap(self) -> bool:
        """A trap card."""
        return bool(self.type & C.TRAP)

    @property
    def is_extra(self) -> bool:
        """Belongs in the fusion (extra) deck."""
        return bool(self.type & (C.FUSION | C.SYNCHRO | C.XYZ | C.LINK))


def _bits(value: Any, table: dict[str, int], where: str, fieldname: str) -> int:
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        value = [v.strip() for v in value.replace("|", ",").split(",") if v.strip()]
    if not isinstance(value, list):
        raise SetupError(
            f"{where}: field {fieldname!r} must be a name, a list of names or a number"
        )
    out = 0
    for name in value:
        if name not in table:
            raise SetupError(f"{where}: field {fieldname!r}: unknown value {name!r}")
        out |= table[name]
    return out


def card_from_data(d: Any, where: str) -> CardData:
    """Build a :class:`CardData` from one YAML mapping; errors name ``where`` and the field."""
    if not isinstance(d, dict):
        raise SetupError(f"{where}: a card must be a mapping")
    code = d.get("code")
    if not isinstance(code, int) or code <= 0:
        raise SetupError(f"{where}: field 'code' must be a positive integer passcode")
    where = f"{where} (card {code})"
    name = d.get("name")
    if not isinstance(name, dict) or not isinstance(name.get("en"), str):
        raise SetupError(f"{where}: field 'name' must be a mapping with 'zh' and 'en'")
    text = d.get("text") or {}
    if not isinstance(text, dict):
        raise SetupError(f"{where}: field 'text' must be a mapping with 'zh' and 'en'")
    ints = {}
    for key in ("level", "atk", "def", "lscale", "rscale", "alias"):
        v = d.get(key, 0)
        if not isinstance(v, int) or v < -2:
            raise SetupError(f"{where}: field {key!r} must be an integer")
        ints[key] = v
    effects = d.get("effects") or []
    if not isinstance(effects, list) or not all(isinstance(e, dict) for e in effects):
        raise SetupError(f"{where}: field 'effects' must be a list of mappings")
    mats = d.get("materials") or []
    if not isinstance(mats, list) or not all(isinstance(m, int) for m in mats):
        raise SetupError(f"{where}: field 'materials' must be a list of passcodes")
    return CardData(
        code=code,
        name=Text(str(name.get("zh", name["en"])), name["en"]),
        type=_bits(d.get("type", 0), C.TYPE_BY_NAME, where, "type"),
        attribute=_bits(d.get("attribute", 0), C.ATTRIBUTE_BY_NAME, where, "attribute"),
        race=_bits(d.get("race", 0), C.RACE_BY_NAME, where, "race"),
        level=ints["level"],
        atk=ints["atk"],
        defense=ints["def"],
        lscale=ints["lscale"],
        rscale=ints["rscale"],
        alias=ints["alias"],
        text=Text(str(text.get("zh", "")), str(text.get("en", ""))),
        script=str(d.get("script", "")),
        effects=tuple(effects),
        materials=tuple(mats),
    )


def load_card_file(path: Path) -> list[CardData]:
    """Load one YAML card file (a list of cards)."""
    try:
        data = load_yaml(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise SetupError(f"{path}: cannot read card file: {exc}") from None
    if not isinstance(data, list):
        raise SetupError(f"{path}: a card file must be a YAML list of cards")
    return [card_from_data(d, f"{path}: item {i + 1}") for i, d in enumerate(data)]


def load_card_table(path: Path) -> list[CardData]:
    """Load a CSV card table (``#`` comment lines, then a header row): the plain fields of
    :class:`CardData` for cards without YAML templates — the big pools (``pool/goat.csv``), a
    few times faster to read than YAML. ``type`` lists type names separated by ``|``."""
    try:
        lines = [ln for ln in path.read_text(encoding="utf-8").splitlines()
                 if ln and not ln.startswith("#")]
    except (OSError, UnicodeDecodeError) as exc:
        raise SetupError(f"{path}: cannot read card table: {exc}") from None
    out: list[CardData] = []
    for i, row in enumerate(csv.DictReader(lines)):
        where = f"{path}: row {i + 1}"
        try:
            ints = {k: int(row[k] or 0) for k in ("code", "level", "atk", "def", "alias")}
            [int(m) for m in (row.get("materials") or "").split()]
        except (KeyError, ValueError):
            raise SetupError(f"{where}: code/level/atk/def/alias/materials must be integers") \
                from None
        if ints["code"] <= 0:
            raise SetupError(f"{where}: 'code' must be a positive passcode")
        where = f"{where} (card {ints['code']})"
        out.append(CardData(
            code=ints["code"],
            name=Text(row.get("name_zh") or row["name_en"], row["name_en"]),
            type=_bits(row.get("type", ""), C.TYPE_BY_NAME, where, "type"),
            attribute=_bits(row.get("attribute") or 0, C.ATTRIBUTE_BY_NAME, where, "attribute"),
            race=_bits(row.get("race") or 0, C.RACE_BY_NAME, where, "race"),
            level=ints["level"],
            atk=ints["atk"],
            defense=ints["def"],
            alias=ints["alias"],
            text=Text(row.get("text_zh", ""), row.get("text_en", "")),
            materials=tuple(int(m) for m in (row.get("materials") or "").split()),
        ))
    return out


@cache
def builtin_cards() -> dict[int, CardData]:
    """Every built-in card, by passcode (loaded once per process): the YAML pool files, then
    the CSV card tables (``pool/*.csv``)."""
    out: dict[int, CardData] = {}
    for path in (*sorted(POOL_DIR.glob("*.yaml")), *sorted(POOL_DIR.glob("*.csv"))):
        cards = load_card_file(path) if path.suffix == ".yaml" else load_card_table(path)
        for card in cards:
            if card.code in out:
                raise SetupError(f"{path}: duplicate passcode {card.code}")
            out[card.code] = card
    return out
