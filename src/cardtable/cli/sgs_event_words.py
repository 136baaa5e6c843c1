"""Words for Sanguosha event lines in zh and en: event kinds, field names and enum values.

The engine logs plain data with English ids (``damage src=1 dst=2 n=1 nature=normal``) and,
for display only, English card texts. :func:`localize_event` turns an event (already given
readable seat, card and general names by ``sgs_board.readable_event``) into the chosen
language: in zh ``伤害 来源=1 目标=2 数量=1 属性=普通``; card texts are rebuilt from the card ids
in that language. Anything not listed here is shown as logged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.core.text import Text

#: Event kind -> its name (en keeps the engine's words, readable as they are).
KINDS: dict[str, Text] = {
    "buqu_card": Text("不屈牌", "buqu_card"),
    "buqu_safe": Text("不屈脱离濒死", "buqu_safe"),
    "colours": Text("抽取色系", "colours"),
    "damage": Text("伤害", "damage"),
    "damage_plus": Text("伤害+1", "damage_plus"),
    "death": Text("阵亡", "death"),
    "delayed_judge": Text("延时锦囊判定", "delayed_judge"),
    "discard": Text("弃牌", "discard"),
    "dodged": Text("被闪避", "dodged"),
    "draft_first": Text("先选将方", "draft_first"),
    "draft_open": Text("16名武将亮出", "draft_open"),
    "draft_pick": Text("选将", "draft_pick"),
    "draft_pile_taken": Text("取走武将堆", "draft_pile_taken"),
    "draft_piles": Text("武将分堆", "draft_piles"),
    "draw": Text("摸牌", "draw"),
    "dying": Text("濒死", "dying"),
    "equip_skill": Text("装备技能", "equip_skill"),
    "first_side": Text("先行动方", "first_side"),
    "game_over": Text("游戏结束", "game_over"),
    "give": Text("交给", "give"),
    "guanxing": Text("观星", "guanxing"),
    "guanxing_done": Text("观星完成", "guanxing_done"),
    "indulgence_hit": Text("乐不思蜀生效", "indulgence_hit"),
    "judge": Text("判定", "judge"),
    "judge_result": Text("判定结果", "judge_result"),
    "kill_reward": Text("击杀奖励", "kill_reward"),
    "lightning_moves": Text("闪电移动", "lightning_moves"),
    "lijian": Text("离间", "lijian"),
    "lord_general": Text("主公选将", "lord_general"),
    "lord_penalty": Text("主公误杀忠臣", "lord_penalty"),
    "lose_hp": Text("失去体力", "lose_hp"),
    "name_suit": Text("猜花色", "name_suit"),
    "no_effect": Text("无效", "no_effect"),
    "no_jink": Text("不可被闪避", "no_jink"),
    "no_target": Text("无目标", "no_target"),
    "nullified": Text("被无懈可击抵消", "nullified"),
    "phase_skipped": Text("跳过阶段", "phase_skipped"),
    "proxy": Text("代为出牌", "proxy"),
    "recover": Text("回复体力", "recover"),
    "redirect": Text("转移目标", "redirect"),
    "reset": Text("重置身份牌", "reset"),
    "reshuffle": Text("洗牌", "reshuffle"),
    "respond": Text("打出", "respond"),
    "retrial": Text("改判", "retrial"),
    "reveal": Text("亮出", "reveal"),
    "reveal_generals": Text("亮出武将", "reveal_generals"),
    "roles": Text("分发身份", "roles"),
    "show": Text("展示", "show"),
    "skill": Text("发动技能", "skill"),
    "take": Text("获得", "take"),
    "turn": Text("回合开始", "turn"),
    "turn_end": Text("回合结束", "turn_end"),
    "turn_over": Text("武将牌翻面", "turn_over"),
    "turn_skipped": Text("跳过回合", "turn_skipped"),
    "unit": Text("行动单位", "unit"),
    "use": Text("使用", "use"),
}

#: Field name -> its zh name (en keeps the field names).
KEYS_ZH: dict[str, str] = {
    "seat": "座位",
    "skill": "技能",
    "n": "数量",
    "card": "牌",
    "name": "牌名",
    "to": "至",
    "hp": "体力",
    "equip": "装备",
    "side": "阵营",
    "phase": "阶段",
    "generals": "武将",
    "general": "武将",
    "by": "来自",
    "target": "目标",
    "reason": "原因",
    "hand": "手牌",
    "from": "来自",
    "face_up": "明置",
    "winners": "获胜座位",
    "user": "使用者",
    "unit": "单位",
    "cards": "牌",
    "top": "牌堆顶",
    "team_b": "B队",
    "team_a": "A队",
    "team": "队伍",
    "targets": "目标",
    "suit": "花色",
    "src": "来源",
    "piles": "堆数",
    "pile": "堆",
    "old": "原牌",
    "new": "新牌",
    "lord": "主公座位",
    "killer": "凶手",
    "for": "为",
    "dst": "受伤者",
    "bottom": "牌堆底",
    "nature": "属性",
    "level": "层",
    "role": "身份",
    "renegade": "内奸座位",
    "first": "先手",
    "winner_side": "获胜方",
    "winner_team": "获胜队",
}

#: The engine's phase ids (``PHASES`` of ``cardtable.sgs.game``); the board uses them too.
PHASE_NAMES: dict[str, Text] = {
    "prepare": Text("准备阶段", "preparation"),
    "judge": Text("判定阶段", "judgement"),
    "draw": Text("摸牌阶段", "draw"),
    "play": Text("出牌阶段", "play"),
    "discard": Text("弃牌阶段", "discard"),
    "finish": Text("结束阶段", "finish"),
}

#: Enum values (roles, sides, units, phases, natures, end reasons) -> zh/en.
VALUES: dict[str, Text] = {
    "lord": Text("主公", "lord"),
    "loyalist": Text("忠臣", "loyalist"),
    "rebel": Text("反贼", "rebel"),
    "renegade": Text("内奸", "renegade"),
    "cool": Text("冷色方", "cool"),
    "warm": Text("暖色方", "warm"),
    "commander": Text("主帅", "commander"),
    "vanguards": Text("前锋", "vanguards"),
    **PHASE_NAMES,
    "normal": Text("普通", "normal"),
    "thunder": Text("雷电", "thunder"),
    "commander_killed": Text("主帅阵亡", "commander killed"),
    "lord_killed": Text("主公阵亡", "lord killed"),
    "renegade_wins": Text("内奸获胜", "renegade wins"),
    "rebels_and_renegade_dead": Text("反贼与内奸全部阵亡", "rebels and renegade dead"),
    "spade": Text("黑桃", "spade"),
    "heart": Text("红桃", "heart"),
    "club": Text("梅花", "club"),
    "diamond": Text("方块", "diamond"),
}

#: Fields whose value is one of :data:`VALUES`.
VALUE_KEYS = frozenset(
    {
        "role",
        "side",
        "unit",
        "phase",
        "nature",
        "reason",
        "team_a",
        "team_b",
        "first",
        "winner_side",
        "suit",
    }
)


def _cards_text(event: Mapping[str, Any], lang: str) -> Any:
    """The display text rebuilt from the event's card ids in ``lang`` (None: keep it)."""
    from cardtable.sgs.cards.data import CARD_TEXT, N_CARDS

    def label(c: Any) -> str | None:
        if isinstance(c, int) and not isinstance(c, bool) and 0 <= c < N_CARDS:
            return CARD_TEXT[c].get(lang)
        return None

    text = event.get("text")
    cards = event.get("cards")
    if isinstance(cards, list) and isinstance(text, list | str):
        n = len(text) if isinstance(text, list) else 1
        if len(cards) == n:
            names = [label(c) for c in cards]
            if all(x is not None for x in names):
                return names if isinstance(text, list) else names[0]
        return None
    if isinstance(text, str):
        for key in ("card", "new"):  # the card shown; a retrial shows the new judgement card
            if key in event:
                return label(event[key])
    return None


def _card_label(c: int, lang: str) -> str:
    from cardtable.sgs.cards.data import CARD_TEXT, N_CARDS

    return CARD_TEXT[c].get(lang) if 0 <= c < N_CARDS else f"#{c}"


def _reason(v: str, lang: str) -> str:
    """A card id or a skill id as its name in ``lang`` (anything else unchanged)."""
    from cardtable.sgs.cards.data import CARD_INFO, card_name_text
    from cardtable.sgs.generals.data import SKILL_NAMES

    if v in CARD_INFO:
        return card_name_text(v).get(lang)
    if v in SKILL_NAMES:
        return SKILL_NAMES[v].get(lang)
    return v


def localize_event(event: Mapping[str, Any], raw: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """``event`` in ``lang``: the kind and (zh) field names translated, enum values named,
    card texts rebuilt from the card ids of ``raw`` (the event as logged); ``text_zh`` is
    folded into the text."""
    out: dict[str, Any] = {}
    kind = str(event.get("kind", ""))
    out["kind"] = KINDS[kind].get(lang) if kind in KINDS else kind
    text = _cards_text(raw, lang)
    if text is None and lang == "zh" and "text_zh" in event:
        text = event["text_zh"]
    for k, v in event.items():
        if k in ("kind", "text_zh"):
            continue
        if k == "text":
            out[k] = v if text is None else text
            continue
        if k in VALUE_KEYS and isinstance(v, str) and v in VALUES:
            v = VALUES[v].get(lang)
        elif k in ("old", "new") and isinstance(v, int) and not isinstance(v, bool):
            v = _card_label(v, lang)  # a retrial's judgement cards
        elif isinstance(v, str):
            v = _reason(v, lang)  # e.g. by=八卦阵, card=反间 (a skill's damage)
        elif isinstance(v, bool) and lang == "zh":
            v = "是" if v else "否"
        if k == "cards" and "text" in event:
            out[k] = v  # event_line leaves the ids out when a text names them
            continue
        out[KEYS_ZH.get(k, k) if lang == "zh" else k] = v
    return out
