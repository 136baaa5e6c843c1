"""Card type, attribute and race bits, numbered as in YGOPro's cards.cdb (facts, not code).

Using the same numbers makes importing a user's ``cards.cdb`` a plain copy of fields.
"""

from __future__ import annotations

from typing import Final

# type bits
MONSTER: Final = 0x1
SPELL: Final = 0x2
TRAP: Final = 0x4
NORMAL: Final = 0x10
EFFECT: Final = 0x20
FUSION: Final = 0x40
RITUAL: Final = 0x80
TRAPMONSTER: Final = 0x100
SPIRIT: Final = 0x200
UNION: Final = 0x400
GEMINI: Final = 0x800
TUNER: Final = 0x1000
SYNCHRO: Final = 0x2000
TOKEN: Final = 0x4000
QUICKPLAY: Final = 0x10000
CONTINUOUS: Final = 0x20000
EQUIP: Final = 0x40000
FIELD: Final = 0x80000
COUNTER: Final = 0x100000
FLIP: Final = 0x200000
TOON: Final = 0x400000
XYZ: Final = 0x800000
PENDULUM: Final = 0x1000000
SPSUMMON: Final = 0x2000000
LINK: Final = 0x4000000

TYPE_NAMES: dict[int, str] = {
    MONSTER: "Monster", SPELL: "Spell", TRAP: "Trap", NORMAL: "Normal", EFFECT: "Effect",
    FUSION: "Fusion", RITUAL: "Ritual", TRAPMONSTER: "TrapMonster", SPIRIT: "Spirit",
    UNION: "Union", GEMINI: "Gemini", TUNER: "Tuner", SYNCHRO: "Synchro", TOKEN: "Token",
    QUICKPLAY: "QuickPlay", CONTINUOUS: "Continuous", EQUIP: "Equip", FIELD: "Field",
    COUNTER: "Counter", FLIP: "Flip", TOON: "Toon", XYZ: "Xyz", PENDULUM: "Pendulum",
    SPSUMMON: "SpecialSummon", LINK: "Link",
}  # fmt: skip

# attributes
EARTH: Final = 0x1
WATER: Final = 0x2
FIRE: Final = 0x4
WIND: Final = 0x8
LIGHT: Final = 0x10
DARK: Final = 0x20
DIVINE: Final = 0x40
ATTRIBUTE_NAMES: dict[int, str] = {
    EARTH: "EARTH", WATER: "WATER", FIRE: "FIRE", WIND: "WIND", LIGHT: "LIGHT", DARK: "DARK",
    DIVINE: "DIVINE",
}  # fmt: skip

# races (Types)
RACE_NAMES: dict[int, str] = {
    0x1: "Warrior", 0x2: "Spellcaster", 0x4: "Fairy", 0x8: "Fiend", 0x10: "Zombie",
    0x20: "Machine", 0x40: "Aqua", 0x80: "Pyro", 0x100: "Rock", 0x200: "Winged Beast",
    0x400: "Plant", 0x800: "Insect", 0x1000: "Thunder", 0x2000: "Dragon", 0x4000: "Beast",
    0x8000: "Beast-Warrior", 0x10000: "Dinosaur", 0x20000: "Fish", 0x40000: "Sea Serpent",
    0x80000: "Reptile", 0x100000: "Psychic", 0x200000: "Divine-Beast", 0x400000: "Creator God",
    0x800000: "Wyrm", 0x1000000: "Cyberse", 0x2000000: "Illusion",
}  # fmt: skip
RACE_BY_NAME: dict[str, int] = {v: k for k, v in RACE_NAMES.items()}
ATTRIBUTE_BY_NAME: dict[str, int] = {v: k for k, v in ATTRIBUTE_NAMES.items()}
TYPE_BY_NAME: dict[str, int] = {v: k for k, v in TYPE_NAMES.items()}
