"""The per-game rule-hook index (docs/sgs-skill-api.md, "Rule hooks"): ``g.tindex`` holds the
hooks of the living seats' skills only, so a rule bent by an absent general costs one lookup."""

from __future__ import annotations

from tests.sgs.helpers import bare_table

from cardtable.core.text import Text
from cardtable.sgs.rules.distance import distance, distances_from
from cardtable.sgs.skills.api import (
    SKILLS,
    Mods,
    Skill,
    hook_names,
    load_skill_modules,
    register,
)

T = Text("t", "t")

register(Skill("t_hooks", T, T, mods=Mods(hand_limit=lambda g, s: 1, jinks_needed=2),
               meta={"t_key": 1}))


def test_hook_names_are_set_mods_fields_and_meta_keys() -> None:
    """A Mods field left at its default declares no hook; a set one and each meta key do."""
    load_skill_modules()
    assert hook_names(SKILLS["t_hooks"]) == ("mods.hand_limit", "mods.jinks_needed",
                                             "meta.t_key")
    assert hook_names(SKILLS["zhenwei"]) == ("meta.distance_aura",)  # 镇卫
    assert hook_names(SKILLS["weimu"]) == ("mods.can_be_target_suit",)  # 帷幕
    # 看破 (fire expansion, 卧龙诸葛亮): a black hand card used as 无懈可击
    assert "viewas.nullification" in hook_names(SKILLS["kanpo"])


def test_index_holds_only_living_owners_hooks() -> None:
    """The hook is indexed while its owner lives and is gone from the index after its death."""
    plain = bare_table()
    assert not any(k.startswith(("mods.", "meta.")) for k in plain.tindex)
    g = bare_table(skills={2: ["zhenwei"], 4: ["weimu"]})
    assert g.tindex["meta.distance_aura"] == ((2, "zhenwei", -1, False),)
    assert g.tindex["mods.can_be_target_suit"] == ((4, "weimu", -1, False),)
    g.alive_[2] = False
    g.rebuild_skill_index()
    assert "meta.distance_aura" not in g.tindex


def test_distance_aura_read_through_the_index() -> None:
    """镇卫 (3v3 文聘, seed general text): the other side is 1 further from the owner's other
    allies; distances_from gives the same distances as distance() seat by seat."""
    plain = bare_table()
    g = bare_table(skills={2: ["zhenwei"]})
    changed = 0
    for a in range(6):
        row = distances_from(g, a)
        for b in range(6):
            if b != a:
                assert row[b] == distance(g, a, b)
                changed += distance(g, a, b) != distance(plain, a, b)
    assert changed > 0  # the aura did apply somewhere
