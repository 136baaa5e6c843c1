"""An Equip Spell never moves to another monster by a rule action (seed 000 part 3
「魔法卡的分类」, rule Y3-equip-no-transfer).

「装备魔法卡发动以后，如果不通过一些魔法陷阱卡的效果是不能转移到另外一张怪物卡上的。」
A property over random play: from boards full of equipped monsters (equips on both sides, free
monsters to move to, spells that destroy or change things), every legal answer of random duels
is applied and, after each, every Equip Spell that was attached and is still the same card on
the field is still attached to the same monster. No card here moves an equip by its effect, so
no option may.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.core.rng import Rng
from cardtable.ygo.game import YgoGame, from_scenario
from cardtable.ygo.state import LOC_SZONE

BOARD: dict[str, Any] = {"turn": 3, "players": [
    {"monsters": [{"card": "Dark Magician"}, {"card": "Battle Ox"}, {"card": "Celtic Guardian"}],
     "spells": [{"card": "Axe of Despair", "face_up": True, "equip_to": {"player": 0, "zone": 1}},
                {"card": "Book of Secret Arts", "face_up": True,
                 "equip_to": {"player": 0, "zone": 0}},
                {"card": "Wonder Wand", "face_up": True, "equip_to": {"player": 0, "zone": 0}}],
     "hand": ["Legendary Sword", "Black Pendant", "Feral Imp", "Mystical Space Typhoon"],
     "deck": ["Sogen", "Pot of Greed", "Battle Ox", "Magnum Shield", "Dark Magician"] * 3},
    {"monsters": [{"card": "Summoned Skull"}, {"card": "Celtic Guardian"}],
     "spells": [{"card": "Black Pendant", "face_up": True, "equip_to": {"player": 1, "zone": 0}},
                {"card": "Magnum Shield", "face_up": True, "equip_to": {"player": 0, "zone": 2}},
                {"card": "Mystical Space Typhoon"}],
     "hand": ["Axe of Despair", "Book of Secret Arts", "Battle Ox", "Dark Hole"],
     "deck": ["Legendary Sword", "Pot of Greed", "Feral Imp", "Sogen", "Battle Ox"] * 3},
]}


def _attached(g: YgoGame) -> dict[int, tuple[int, int]]:
    """Equip card -> (its "life", the monster it is attached to), for attached Equip Spells."""
    d = g.g
    return {c: (d.life[c], d.equip[c]) for p in (0, 1) for c in d.sz[p]
            if c >= 0 and d.equip[c] >= 0}


@pytest.mark.parametrize("seed", range(12))
def test_y3_equip_no_transfer_random_play(seed: int) -> None:
    """Y3-equip-no-transfer: no answer of a random duel re-attaches an equipped card."""
    g = from_scenario(BOARD, seed)
    rng = Rng(seed)
    checked = 0
    for _ in range(400):
        if g.is_over():
            break
        before = _attached(g)
        g.apply_index(rng.below(g.num_options()))
        d = g.g
        for c, (life, m) in before.items():
            if d.life[c] == life and d.loc[c] == LOC_SZONE:
                assert d.equip[c] == m, f"seed {seed}: {d.name(c).en} moved from {m} to " \
                                        f"{d.equip[c]}"
                checked += 1
    assert checked > 20  # the property was really exercised


def test_y3_equip_no_transfer_no_option_names_an_attached_equip() -> None:
    """Y3-equip-no-transfer: in the Main Phase menu no option acts on an attached equip card
    (an equip without an effect of its own offers nothing at all)."""
    g = from_scenario(BOARD, 0)
    attached = set(_attached(g))
    d = g.pending()
    assert d is not None
    named = {int(o.form["card"]) for o in d.options if "card" in o.form}
    # only Wonder Wand has an effect of its own (send itself to the GY, never to a monster)
    assert named & attached == {c for c in attached if g.g.name(c).en == "Wonder Wand"}
