"""Prompts read from tables (docs/performance.md, "Session 8"): a window's prompt is built on
its key's first use and then read back, instead of being formatted at every decision. Each
entry must be the text its template gives for that key, and different keys must give different
texts: a table keyed too coarsely would hand one window the prompt of another (the count of 闪
asked by 无双, the trick or the target a 无懈可击 window is about)."""

from __future__ import annotations

from cardtable.core.text import Text
from cardtable.sgs.rules.nullify import COUNTER_PROMPT, null_prompt
from cardtable.sgs.rules.respond import play_prompt
from cardtable.sgs.rules.triggers import use_skill_prompt
from cardtable.sgs.rules.turn import discard_prompt
from cardtable.sgs.rules.use_card import target_prompt
from cardtable.sgs.skills.api import load_skill_modules

from .helpers import bare_table


def test_play_prompt_names_the_count_and_the_card() -> None:
    # 无双 (吕布): a 杀 needs two 闪, asked one at a time ("2 more", then "1 more")
    assert play_prompt(2, "jink") == Text("请打出2张【闪】", "Play 2 Dodge")
    assert play_prompt(1, "jink") == Text("请打出1张【闪】", "Play 1 Dodge")
    assert play_prompt(1, "slash") == Text("请打出1张【杀】", "Play 1 Slash")
    assert play_prompt(2, "jink") is play_prompt(2, "jink")  # read back, not rebuilt


def test_target_prompt_names_the_card() -> None:
    assert target_prompt("slash") == Text("选择【杀】的目标", "Choose the target of Slash")
    assert target_prompt("snatch") == Text("选择【顺手牵羊】的目标",
                                           "Choose the target of Snatch")


def test_discard_prompt_names_the_count() -> None:
    assert discard_prompt(1) == Text("弃牌阶段：请弃置1张手牌",
                                     "Discard phase: discard 1 hand card(s)")
    assert discard_prompt(3) == Text("弃牌阶段：请弃置3张手牌",
                                     "Discard phase: discard 3 hand card(s)")


def test_use_skill_prompt_names_the_skill() -> None:
    load_skill_modules()  # a game loads them; here no game is made
    assert use_skill_prompt("luoyi") == Text("是否发动【裸衣】？", "Use Bare-chested?")
    assert use_skill_prompt("jianxiong") != use_skill_prompt("luoyi")


def test_null_prompt_names_the_trick_and_the_target_general() -> None:
    g = bare_table()  # seat 2: 吕蒙, seat 4: 孙权
    assert null_prompt(g, "snatch", 2, 0) == Text(
        "是否使用【无懈可击】对吕蒙（2号位）的【顺手牵羊】？",
        "Use Impeccable Plan Snatch on Lü Meng (seat 2)?")
    assert null_prompt(g, "snatch", 4, 0).en == "Use Impeccable Plan Snatch on Sun Quan (seat 4)?"
    assert null_prompt(g, "duel", 2, 0).en == "Use Impeccable Plan Duel on Lü Meng (seat 2)?"
    # a 无懈可击 against a 无懈可击 names no target
    assert null_prompt(g, "snatch", 2, 1) == COUNTER_PROMPT == Text(
        "是否使用【无懈可击】对【无懈可击】？", "Use Impeccable Plan on Impeccable Plan?")
    # the seat's general is part of the key: another general in that seat, another prompt
    g.general[2] = "zhangfei"
    assert null_prompt(g, "snatch", 2, 0).en == "Use Impeccable Plan Snatch on Zhang Fei (seat 2)?"
