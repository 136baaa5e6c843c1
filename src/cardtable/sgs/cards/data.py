"""The standard 108-card deck (104 + 4 EX) as static tables indexed by card id (an int).

A card in the game state is just its id; ``NAME[c]``, ``SUIT[c]``, ``RANK[c]`` give its face.
Suits: 0 ♠ spade, 1 ♥ heart, 2 ♣ club, 3 ♦ diamond (♠♣ black, ♥♦ red). Ranks 1 (A) .. 13 (K).
The table order is fixed (it is part of the replay format).
"""

from __future__ import annotations

from typing import Final

from cardtable.core.text import Text

SPADE: Final = 0
HEART: Final = 1
CLUB: Final = 2
DIAMOND: Final = 3
SUIT_CHARS = "♠♥♣♦"
SUIT_NAMES = ("spade", "heart", "club", "diamond")
RANK_CHARS = ("?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# card name id -> (zh, en, type, subtype)
# type: basic / trick / delayed / equip ; subtype for equip: weapon / armor / def_horse / off_horse
CARD_INFO: dict[str, tuple[str, str, str, str]] = {
    "slash": ("杀", "Slash", "basic", ""),
    "jink": ("闪", "Dodge", "basic", ""),
    "peach": ("桃", "Peach", "basic", ""),
    "dismantlement": ("过河拆桥", "Dismantle", "trick", ""),
    "snatch": ("顺手牵羊", "Snatch", "trick", ""),
    "duel": ("决斗", "Duel", "trick", ""),
    "collateral": ("借刀杀人", "Borrowed Sword", "trick", ""),
    "ex_nihilo": ("无中生有", "Something from Nothing", "trick", ""),
    "nullification": ("无懈可击", "Impeccable Plan", "trick", ""),
    "savage_assault": ("南蛮入侵", "Barbarian Invasion", "trick", ""),
    "archery_attack": ("万箭齐发", "Arrow Barrage", "trick", ""),
    "god_salvation": ("桃园结义", "Peach Garden Oath", "trick", ""),
    "amazing_grace": ("五谷丰登", "Bountiful Harvest", "trick", ""),
    "lightning": ("闪电", "Lightning", "delayed", ""),
    "indulgence": ("乐不思蜀", "Contentment", "delayed", ""),
    # no physical card in the decks played here: only used through 断粮 (徐晃)
    "supply_shortage": ("兵粮寸断", "Supply Shortage", "delayed", ""),
    # 军争 (Maneuvering) cards with no physical card here either: only through 连环, 火计, 酒池
    # (rules in cardtable.sgs.cards.maneuvering)
    "iron_chain": ("铁索连环", "Iron Chain", "trick", ""),
    "fire_attack": ("火攻", "Fire Attack", "trick", ""),
    "analeptic": ("酒", "Wine", "basic", ""),
    "crossbow": ("诸葛连弩", "Zhuge Crossbow", "equip", "weapon"),
    "qinggang_sword": ("青釭剑", "Qinggang Sword", "equip", "weapon"),
    "double_swords": ("雌雄双股剑", "Twin Swords", "equip", "weapon"),
    "ice_sword": ("寒冰剑", "Frost Sword", "equip", "weapon"),
    "blade": ("青龙偃月刀", "Green Dragon Blade", "equip", "weapon"),
    "spear": ("丈八蛇矛", "Serpent Spear", "equip", "weapon"),
    "axe": ("贯石斧", "Stone-piercing Axe", "equip", "weapon"),
    "halberd": ("方天画戟", "Sky Halberd", "equip", "weapon"),
    "kylin_bow": ("麒麟弓", "Kirin Bow", "equip", "weapon"),
    "eight_diagram": ("八卦阵", "Eight Trigrams", "equip", "armor"),
    "nioh_shield": ("仁王盾", "Benevolent Shield", "equip", "armor"),
    "dilu": ("的卢", "Dilu (+1)", "equip", "def_horse"),
    "jueying": ("绝影", "Jueying (+1)", "equip", "def_horse"),
    "zhuahuangfeidian": ("爪黄飞电", "Zhuahuang Feidian (+1)", "equip", "def_horse"),
    "chitu": ("赤兔", "Chitu (-1)", "equip", "off_horse"),
    "dayuan": ("大宛", "Dayuan (-1)", "equip", "off_horse"),
    "zixing": ("紫骍", "Zixing (-1)", "equip", "off_horse"),
}

#: Card names with no physical card in these decks (used only through skills: 断粮, 连环, 火计,
#: 酒池).
VIRTUAL_ONLY: frozenset[str] = frozenset({"supply_shortage", "iron_chain", "fire_attack",
                                          "analeptic"})

#: Weapon attack ranges.
WEAPON_RANGE: dict[str, int] = {
    "crossbow": 1, "qinggang_sword": 2, "double_swords": 2, "ice_sword": 2, "blade": 3,
    "spear": 3, "axe": 3, "halberd": 4, "kylin_bow": 5,
}

#: Equipment slot of each subtype: 0 weapon, 1 armor, 2 +1 horse, 3 -1 horse.
SLOT_OF: dict[str, int] = {"weapon": 0, "armor": 1, "def_horse": 2, "off_horse": 3}

_S, _H, _C, _D = SPADE, HEART, CLUB, DIAMOND
_R = {"A": 1, "J": 11, "Q": 12, "K": 13}


def _spec(text: str) -> list[tuple[int, int]]:
    out = []
    for tok in text.split():
        suit = "SHCD".index(tok[0])
        r = tok[1:]
        out.append((suit, _R[r] if r in _R else int(r)))
    return out


# (name, cards, ex?)  -- the standard 104 first, then the 4 EX cards.
_DECK_SPEC: tuple[tuple[str, str], ...] = (
    ("slash", "S7 S8 S8 S9 S9 S10 S10 C2 C3 C4 C5 C6 C7 C8 C8 C9 C9 C10 C10 CJ CJ H10 H10 HJ "
              "D6 D7 D8 D9 D10 DK"),
    ("jink", "H2 H2 HK D2 D2 D3 D4 D5 D6 D7 D8 D9 D10 DJ DJ"),
    ("peach", "H3 H4 H6 H7 H8 H9 HQ DQ"),
    ("dismantlement", "S3 S4 SQ C3 C4 HQ"),
    ("snatch", "S3 S4 SJ D3 D4"),
    ("duel", "SA CA DA"),
    ("collateral", "CQ CK"),
    ("ex_nihilo", "H7 H8 H9 HJ"),
    ("nullification", "SJ CQ CK"),
    ("savage_assault", "S7 SK C7"),
    ("archery_attack", "HA"),
    ("god_salvation", "HA"),
    ("amazing_grace", "H3 H4"),
    ("lightning", "SA"),
    ("indulgence", "S6 C6 H6"),
    ("crossbow", "CA DA"),
    ("qinggang_sword", "S6"),
    ("double_swords", "S2"),
    ("blade", "S5"),
    ("spear", "SQ"),
    ("axe", "D5"),
    ("halberd", "DQ"),
    ("kylin_bow", "H5"),
    ("eight_diagram", "S2 C2"),
    ("dilu", "C5"), ("jueying", "S5"), ("zhuahuangfeidian", "HK"),
    ("chitu", "H5"), ("dayuan", "SK"), ("zixing", "DK"),
    # EX
    ("ice_sword", "S2"),
    ("nioh_shield", "C2"),
    ("lightning", "HQ"),
    ("nullification", "DQ"),
)

NAME: list[str] = []
SUIT: list[int] = []
RANK: list[int] = []
for _name, _cards in _DECK_SPEC:
    for _s, _r in _spec(_cards):
        NAME.append(_name)
        SUIT.append(_s)
        RANK.append(_r)

N_CARDS = len(NAME)
assert N_CARDS == 108, N_CARDS

#: Card ids of the full 108-card deck and of the 3v3 deck (no 闪电: 106 cards).
ALL_CARDS: tuple[int, ...] = tuple(range(N_CARDS))
DECK_3V3: tuple[int, ...] = tuple(c for c in ALL_CARDS if NAME[c] != "lightning")

TYPE: list[str] = [CARD_INFO[n][2] for n in NAME]
SUBTYPE: list[str] = [CARD_INFO[n][3] for n in NAME]
IS_RED: list[bool] = [s in (HEART, DIAMOND) for s in SUIT]


#: The zh/en name of every card name id, built once (:func:`card_name_text` reads it: prompts
#: name cards at nearly every decision)
NAME_TEXT: dict[str, Text] = {k: Text(v[0], v[1]) for k, v in CARD_INFO.items()}


def card_name_text(name: str) -> Text:
    """The zh/en name of a card name id (e.g. ``"slash"`` -> 杀 / Slash)."""
    return NAME_TEXT[name]


def card_text(c: int) -> Text:
    """The zh/en face of one card, e.g. ``杀♠7`` / ``Slash ♠7``."""
    zh, en, _, _ = CARD_INFO[NAME[c]]
    face = SUIT_CHARS[SUIT[c]] + RANK_CHARS[RANK[c]]
    return Text(f"{zh}{face}", f"{en} {face}")


#: cached labels per card id
CARD_TEXT: tuple[Text, ...] = tuple(card_text(c) for c in ALL_CARDS)


def card_by_face(name: str, suit: str, rank: int | str) -> int:
    """The id of the first card with this name, suit (``"spade"`` or ``"♠"``) and rank."""
    s = SUIT_NAMES.index(suit) if suit in SUIT_NAMES else SUIT_CHARS.index(suit)
    r = _R[rank] if isinstance(rank, str) and rank in _R else int(rank)
    for c in ALL_CARDS:
        if NAME[c] == name and SUIT[c] == s and RANK[c] == r:
            return c
    raise KeyError(f"no card {name} {suit}{rank}")
