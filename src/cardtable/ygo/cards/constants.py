"""Card type, attribute and race bits, numbered as in YGOPro's cards.cdb (facts, not code).

Using the same numbers makes importing a user's ``cards.cdb`` a plain copy of fields.
"""

from __future__ import annotations

# type bits
MONSTER = 0x1
SPELL = 0x2
TRAP = 0x4
NORMAL = 0x10
EFFECT = 0x20
FUSION = 0x40
RITUAL = 0x80
TRAPMONSTER = 0x100
SPIRIT = 0x200
UNION = 0x400
GEMINI = 0x800
TUNER = 0x1000
SYNCHRO = 0x2000
TOKEN = 0x4000
QUICKPLAY = 0x10000
CONTINUOUS = 0x20000
EQUIP = 0x40000
FIELD = 0x80000
COUNTER = 0x100000
FLIP = 0x200000
TOON = 0x400000
XYZ = 0x800000
PENDULUM = 0x1000000
SPSUMMON = 0x2000000
LINK = 0x4000000

TYPE_NAMES: dict[int, str] = {
    MONSTER: "Monster", SPELL: "Spell", TRAP: "Trap", NORMAL: "Normal", EFFECT: "Effect",
    FUSION: "Fusion", RITUAL: "Ritual", TRAPMONSTER: "TrapMonster", SPIRIT: "Spirit",
    UNION: "Union", GEMINI: "Gemini", TUNER: "Tuner", SYNCHRO: "Synchro", TOKEN: "Token",
    QUICKPLAY: "QuickPlay", CONTINUOUS: "Continuous", EQUIP: "Equip", FIELD: "Field",
    COUNTER: "Counter", FLIP: "Flip", TOON: "Toon", XYZ: "Xyz", PENDULUM: "Pendulum",
    SPSUMMON: "SpecialSummon", LINK: "Link",
}  # fmt: skip

# attributes
EARTH, WATER, FIRE, WIND, LIGHT, DARK, DIVINE = 0x1, 0x2, 0x4, 0x8, 0x10, 0x20, 0x40
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
