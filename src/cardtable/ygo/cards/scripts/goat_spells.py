"""Goat-pool Spells, batch 2 (issue 15 part 3): the type/Attribute Equip Spells, the Attribute
Field Spells and the plain burn/recover/destroy Normal Spells; batch 8 adds Fusion Weapon,
Lightning Blade, Banner of Courage and Chorus of Sanctuary. Tables over scripts: one row per
card, built with the equip and field helpers of ``classic_spells.py`` or compiled from the YAML
template vocabulary (``effects/templates.py``). Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat_batches.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import builtin_cards
from cardtable.ygo.cards.scripts.classic_lib import attr_is, race_is
from cardtable.ygo.cards.scripts.classic_spells import equip_spell, top_of_deck_when_sent
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect, register
from cardtable.ygo.effects.templates import compile_templates
from cardtable.ygo.state import PH_BATTLE, POS_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

R = C.RACE_BY_NAME

#: Equip Spells "equip only to a <Type/Attribute> monster: it gains ATK/DEF": passcode ->
#: (ATK, DEF, ("race"|"attr", name) or None for any monster)
EQUIPS: dict[int, tuple[int, int, tuple[str, str] | None]] = {
    46009906: (300, 300, ("race", "Beast")),  # Beast Fangs
    15052462: (300, 300, ("race", "Zombie")),  # Violet Crystal
    77027445: (300, 300, ("race", "Aqua")),  # Power of Kaishin
    4614116: (300, 300, ("race", "Fiend")),  # Dark Energy
    77007920: (300, 300, ("race", "Insect")),  # Laser Cannon Armor
    39774685: (300, 300, ("race", "Plant")),  # Vile Germs
    1557499: (300, 300, ("race", "Fairy")),  # Silver Bow and Arrow
    37820550: (300, 300, ("race", "Thunder")),  # Electro-Whip
    36607978: (300, 300, ("race", "Beast-Warrior")),  # Mystical Moon
    25769732: (300, 300, ("race", "Machine")),  # Machine Conversion Factory
    51267887: (300, 300, ("race", "Dinosaur")),  # Raise Body Heat
    98252586: (300, 300, ("race", "Winged Beast")),  # Follow Wind
    2370081: (400, -200, ("attr", "WATER")),  # Steel Shell
    39897277: (400, -200, ("attr", "LIGHT")),  # Elf's Light
    55321970: (400, -200, ("attr", "WIND")),  # Gust Fan
    18937875: (400, -200, ("attr", "FIRE")),  # Burning Spear
    98374133: (400, -200, ("attr", "EARTH")),  # Invigoration
    32268901: (700, 0, ("attr", "FIRE")),  # Salamandra
}
SWORD_OF_DEEP_SEATED = 98495314  # +500/+500 any monster; sent to the GY: to the top of the Deck

#: Field Spells "all <Attribute> monsters gain 500 ATK and lose 400 DEF"
ATTRIBUTE_FIELDS: dict[int, str] = {
    19384334: "FIRE",  # Molten Destruction
    45778932: "WIND",  # Rising Air Current
    81777047: "LIGHT",  # Luminous Spark
    18161786: "DARK",  # Mystic Plasma Zone
    56594520: "EARTH",  # Gaia Power
    82999629: "WATER",  # Umiiruka
}

#: Normal Spells written in the template vocabulary (docs/ygo-card-api.md §4)
TEMPLATE_SPELLS: dict[int, list[dict[str, Any]]] = {
    73134081: [{"kind": "activate", "do": [{"damage": 600}]}],  # Final Flame
    76103675: [{"kind": "activate", "do": [{"damage": 200}]}],  # Sparks
    11868825: [{"kind": "activate", "do": [{"recover": 600}]}],  # Goblin's Secret Remedy
    47852924: [{"kind": "activate", "do": [{"recover": 800}]}],  # Soul of the Pure
    66719324: [{"kind": "activate", "do": [{"recover": {"n": 1000, "who": "both"}}]}],
    # ^ Rain of Mercy: both players gain 1000 LP
    26725158: [{"kind": "activate",  # Exile of the Wicked: destroy all Fiend-Type monsters
                "do": [{"destroy": {"what": "monsters", "side": "any",
                                    "filter": {"race": "Fiend"}}}]}],
    45895206: [{"kind": "activate", "do": [{"flip_up": {"side": "opp"}}]}],
    # ^ Dark-Piercing Light: flip all the opponent's face-down monsters face-up
}


def _limit(spec: tuple[str, str] | None) -> Any:
    if spec is None:
        return None
    kind, name = spec
    return race_is(R[name]) if kind == "race" else attr_is(C.ATTRIBUTE_BY_NAME[name])


for _code, (_atk, _dfn, _spec) in EQUIPS.items():
    equip_spell(_code, _atk, _dfn, _limit(_spec))
equip_spell(SWORD_OF_DEEP_SEATED, 500, 500, more=(top_of_deck_when_sent(),))


def _attr_field(attr: int) -> Effect:
    def atk(g: Duel, s: int, c: int) -> int:
        return 500 if g.attribute(c) & attr else 0

    def dfn(g: Duel, s: int, c: int) -> int:
        return -400 if g.attribute(c) & attr else 0

    return Effect(aspects=(Aspect("atk", atk), Aspect("def", dfn)), category=CAT_ATKCHANGE)


for _code, _attr in ATTRIBUTE_FIELDS.items():
    register(_code, _attr_field(C.ATTRIBUTE_BY_NAME[_attr]))

for _code, _specs in TEMPLATE_SPELLS.items():
    # import time, before any duel: the built-in card's static data (a duel reads its pool)
    register(_code, *compile_templates(replace(builtin_cards()[_code], effects=tuple(_specs))))

# --- batch 8 -----------------------------------------------------------------------------------

FUSION_WEAPON = 27967615  # equip only to a Level 6 or lower Fusion Monster: +1500 ATK/DEF
LIGHTNING_BLADE = 55226821  # equip only to a Warrior: +800 ATK; all face-up WATER -500 ATK
BANNER_OF_COURAGE = 10012614  # during your Battle Phase your monsters gain 200 ATK
CHORUS_OF_SANCTUARY = 81380218  # all Defense Position monsters gain 500 DEF


def _small_fusion(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.type & C.FUSION) and cd.level <= 6


def _water_minus(g: Duel, s: int, c: int) -> int:
    return -500 if g.attribute(c) & C.ATTRIBUTE_BY_NAME["WATER"] else 0


equip_spell(FUSION_WEAPON, 1500, 1500, _small_fusion)
equip_spell(LIGHTNING_BLADE, 800, 0, race_is(R["Warrior"]), extra=(Aspect("atk", _water_minus),))


def _banner(g: Duel, s: int, c: int) -> int:
    q = g.ctrl[s]
    return 200 if g.phase == PH_BATTLE and g.tp == q and g.ctrl[c] == q else 0


def _chorus(g: Duel, s: int, c: int) -> int:
    return 500 if g.pos[c] & POS_DEF else 0


register(BANNER_OF_COURAGE, Effect(aspects=(Aspect("atk", _banner),), category=CAT_ATKCHANGE))
register(CHORUS_OF_SANCTUARY, Effect(aspects=(Aspect("def", _chorus),), category=CAT_ATKCHANGE))
