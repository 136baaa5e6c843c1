"""Turning the engine's internal options into kernel :class:`Option` s (form + zh/en label).

A form is an identity only (action, card instance, passcode, zone, seat…): renaming a card never
changes a form, so replays and stored games survive a rename (docs/formats.md, replay files).
Display names live in the label and in :attr:`Option.about`, both derived from the form.
Labels are cached per (action, passcode, extra) on the duel's card pool
(``CardPool.labels``), so building a decision costs little and a renamed card (a new pool) never
shows a stale label.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.decision import (
    DESCRIPTION_KEYS,
    Context,
    Decision,
    Option,
    Question,
    new_question,
)
from cardtable.core.replay import describe_event_keys
from cardtable.core.text import Text
from cardtable.ygo.cards.constants import RACE_NAMES
from cardtable.ygo.effects.api import PROMPTS
from cardtable.ygo.effects.hooks import ACTION_TEXTS as HOOK_TEXTS
from cardtable.ygo.shapes import Ctx, PickCtx, PsumCtx
from cardtable.ygo.state import (
    LOC_BANISHED,
    LOC_EXTRA,
    LOC_GY,
    LOC_HAND,
    LOC_NAMES,
    LOC_ONFIELD,
    LOC_OVERLAY,
    POS_FACEDOWN,
    POS_FACEUP,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ACTION_TEXT: Final[dict[str, Text]] = {
    "summon": Text("召唤「{zh}」", "Normal Summon {en}"),
    "set_monster": Text("盖放「{zh}」", "Set {en}"),
    "summon_def": Text("表侧守备表示召唤「{zh}」", "Normal Summon {en} in face-up Defense"),
    "set": Text("盖放「{zh}」", "Set {en}"),
    "activate": Text("发动「{zh}」", "Activate {en}"),
    "flip_summon": Text("反转召唤「{zh}」", "Flip Summon {en}"),
    "change_pos": Text("改变「{zh}」的表示形式", "Change the position of {en}"),
    "to_battle": Text("进入战斗阶段", "Go to the Battle Phase"),
    "to_end": Text("进入结束阶段", "Go to the End Phase"),
    "end_battle": Text("结束战斗阶段", "End the Battle Phase"),
    "attack": Text("「{zh}」攻击「{tzh}」", "{en} attacks {ten}"),
    "attack_direct": Text("「{zh}」直接攻击", "{en} attacks directly"),
    "cancel_attack": Text("放弃攻击", "Stop the attack"),
    "pass": Text("不发动（放弃优先权）", "Pass (no response)"),
    "card": Text("「{zh}」", "{en}"),
    "discard": Text("丢弃「{zh}」", "Discard {en}"),
    "tribute": Text("解放「{zh}」", "Tribute {en}"),
    "done": Text("完成", "Done"),
    "yes": Text("是", "Yes"),
    "no": Text("否", "No"),
    "trigger": Text("发动「{zh}」的效果", "Activate the effect of {en}"),
    "decline": Text("不发动", "Do not activate"),
    "race": Text("{zh}", "{en}"),
    "pendulum_summon": Text("灵摆召唤", "Pendulum Summon"),
    "psum_atk": Text("「{zh}」表侧攻击表示", "{en} in face-up Attack Position"),
    "psum_def": Text("「{zh}」表侧守备表示", "{en} in face-up Defense Position"),
}

DECISION_PROMPTS: Final[dict[str, Text]] = {
    **PROMPTS,
    "main": Text("主要阶段：选择行动", "Main Phase: choose an action"),
    "priority": Text("是否发动卡的效果？", "Activate a card or effect?"),
    "respond": Text("是否连锁？", "Chain to it?"),
    "battle": Text("战斗步骤：选择攻击或结束战斗阶段", "Battle Step: attack or end the Battle "
                   "Phase"),
    "replay": Text("卷回：重新选择攻击对象或放弃攻击", "Replay: choose a new target or stop the "
                   "attack"),
    "hand_limit": Text("手牌超过上限：选择丢弃的卡", "Over the hand limit: choose a card to "
                              "discard"),
    "order_triggers": Text("选择下一个放上连锁的效果", "Choose the next trigger to put on the "
                           "chain"),
    "optional_trigger": Text("是否发动诱发效果？", "Activate a trigger effect?"),
    "more": Text("继续选择，或完成", "Pick another, or done"),
    "pendulum_pick": Text("灵摆召唤：选择怪兽（一次一只），或完成",
                          "Pendulum Summon: pick a monster (one at a time), or done"),
    "pendulum_pos": Text("灵摆召唤：选择这只怪兽的表示形式",
                         "Pendulum Summon: choose this monster's battle position"),
}

_RACE_ZH: Final = {0x1: "战士族", 0x2: "魔法师族", 0x4: "天使族", 0x8: "恶魔族", 0x10: "不死族",
                   0x20: "机械族", 0x40: "水族", 0x80: "炎族", 0x100: "岩石族", 0x200: "鸟兽族",
                   0x400: "植物族", 0x800: "昆虫族", 0x1000: "雷族", 0x2000: "龙族", 0x4000: "兽族",
                   0x8000: "兽战士族", 0x10000: "恐龙族", 0x20000: "鱼族", 0x40000: "海龙族",
                   0x80000: "爬虫类族", 0x100000: "念动力族", 0x200000: "幻神兽族",
                   0x400000: "创造神族"}

# a card's display name in an event sits beside its passcode or instance, and rule texts
# quote names: replays ignore both (docs/formats.md, "Replay files")
describe_event_keys("ygo", DESCRIPTION_KEYS | {"zh", "en"})


def _label(g: Duel, key: tuple[Any, ...], make: Any) -> Text:
    """The label ``key`` of the duel's pool, made by ``make()`` the first time."""
    cache = g.pool.labels
    t = cache.get(key)
    if t is None:
        t = make()
        cache[key] = t
    return t


def visible_to(g: Duel, c: int, seat: int) -> bool:
    """Whether ``seat`` may know the identity of card ``c`` now."""
    lo = g.loc[c]
    if lo & (LOC_GY | LOC_BANISHED | LOC_OVERLAY):  # Xyz Materials are face-up under the monster
        # a card banished face-down (Lightforce Sword) is its owner's to know
        return lo != LOC_BANISHED or not g.pos[c] & POS_FACEDOWN or g.owner[c] == seat
    if lo & LOC_ONFIELD:
        return bool(g.pos[c] & POS_FACEUP) or g.ctrl[c] == seat or g.revealed_to(c, seat)
    if lo == LOC_EXTRA and g.pos[c] & POS_FACEUP:
        return True  # a Pendulum Monster face-up in the Extra Deck is public (MR3)
    if lo == LOC_HAND:  # its holder's (a card taken into the other hand: Exchange)
        return g.ctrl[c] == seat or g.revealed_to(c, seat)
    # deck (a search), fusion deck; or revealed to that seat by an effect (Confiscation)
    return g.owner[c] == seat or g.revealed_to(c, seat)


#: Zone names for labels of hidden cards (internal location name -> zh, en).
_ZONE_WORDS: Final = {"mzone": ("怪兽区", "Monster Zone"), "szone": ("魔陷区", "Spell & Trap Zone"),
                      "fzone": ("场地区", "Field Zone"), "pzone": ("灵摆区", "Pendulum Zone"),
                      "hand": ("手牌", "hand"), "extra": ("额外卡组", "Extra Deck")}


_NO_CARD_ACTIONS: Final = frozenset(("pass", "to_battle", "to_end", "end_battle", "cancel_attack",
                               "done", "yes", "no", "decline", "pendulum_summon"))
"""Internal actions whose option names no card: the form is the action alone."""
_FROM_ACTIONS: Final = frozenset(("activate", "set", "summon", "set_monster", "summon_def",
                                  "trigger", "card", "psum_atk", "psum_def"))
"""Actions whose form says where the card is (``from``)."""


def form_of(g: Duel, opt: tuple[Any, ...], seat: int = -2) -> dict[str, Any]:
    """The form of one internal option tuple, as ``seat`` (the decider) may see it: a
    face-down card of the other seat is named only by its zone (``from`` and ``zone``; the only
    forms with a ``zone`` key).

    The form holds identities only (action, card instance, effect index, target instance, zone,
    location), never a display name, so a renamed card (a ``cards.cdb`` overlay) leaves recorded
    answers valid. :func:`option_of` adds the label; learners read the form alone
    (:func:`question_of`)."""
    a = opt[0]
    if a in _NO_CARD_ACTIONS:
        return {"action": a}
    if a == "opt":
        return {"action": "choose", "value": opt[1]}
    if a == "race":
        return {"action": "race", "race": RACE_NAMES[opt[1]]}
    c = opt[1]
    if a == "attack":
        t = opt[2]
        return {"action": "attack", "card": c, "target": -1 if t < 0 else t}
    if seat != -2 and not visible_to(g, c, seat):
        return {"action": a, "card": c, "from": LOC_NAMES.get(g.loc[c], "?"), "zone": g.seq[c]}
    form: dict[str, Any] = {"action": a, "card": c}
    if a in _FROM_ACTIONS:
        form["from"] = LOC_NAMES.get(g.loc[c], "?")
    if a in ("activate", "trigger"):
        form["effect"] = opt[2]
    return form


def option_of(g: Duel, opt: tuple[Any, ...], seat: int = -2) -> Option:
    """The kernel option for one internal option tuple, as ``seat`` (the decider) may see it:
    its :func:`form_of` and a label that names a face-down card of the other seat only by its
    zone; the names a partial-form lookup may use are in ``Option.about``."""
    form = form_of(g, opt, seat)
    a = opt[0]
    if a in _NO_CARD_ACTIONS:
        return Option(form, ACTION_TEXT[a])
    if a == "opt":
        return Option(form, opt[2])
    if a == "race":
        r = opt[1]
        return Option(form, _label(g, ("race", r), lambda: Text(_RACE_ZH.get(r, RACE_NAMES[r]),
                                                             RACE_NAMES[r])))
    c = opt[1]
    code = g.code[c]
    nm = g.pool.cards[code].name
    if a == "attack":
        t = opt[2]
        if t < 0:
            return Option(form, _label(g, ("ad", code), lambda: ACTION_TEXT["attack_direct"]
                                       .format(zh=nm.zh, en=nm.en)), {"name": nm.en})
        if g.pos[t] & 0x5:
            tn = g.cd(t).name
            return Option(form, _label(g, ("at", code, g.code[t]), lambda: ACTION_TEXT["attack"]
                                       .format(zh=nm.zh, en=nm.en, tzh=tn.zh, ten=tn.en)),
                          {"name": nm.en, "target_name": tn.en})
        zone = g.seq[t]
        return Option(form, _label(g, ("atd", code, zone), lambda: ACTION_TEXT["attack"].format(
            zh=nm.zh, en=nm.en, tzh=f"里侧怪兽（{zone + 1}号区）",
            ten=f"the face-down monster in zone {zone + 1}")), {"name": nm.en})
    if "zone" in form:  # hidden from the decider: named by its zone
        zone = form["zone"]
        where = form["from"]
        zh_zone, en_zone = _ZONE_WORDS.get(where, (where, where))
        mine = g.ctrl[c] == seat
        zh_who, en_who = ("你", "your") if mine else ("对手", "the opponent's")
        return Option(form, _label(g, ("hidden", a, where, zone, mine), lambda: Text(
            f"{zh_who}{zh_zone} {zone + 1} 号的里侧卡",
            f"{en_who} face-down card ({en_zone} {zone + 1})")))
    about = {"name": nm.en}
    if a in ("activate", "trigger"):
        ei = opt[2]
        e = g.pool.effects_of(code)[ei]
        if e.name is not None:
            en = e.name
            return Option(form, _label(g, (a, code, ei), lambda: Text(f"「{nm.zh}」：{en.zh}",
                                                                  f"{nm.en}: {en.en}")), about)
    tmpl = ACTION_TEXT.get(a) or HOOK_TEXTS.get(a) or Text(f"{a}「{{zh}}」", f"{a} {{en}}")
    return Option(form, _label(g, (a, code), lambda: tmpl.format(zh=nm.zh, en=nm.en)), about)


def _bounds(ctx: Ctx) -> tuple[int, int, tuple[int, ...]]:
    """``(min, max, cards picked so far)`` of a pending decision's context: a multi-pick's
    (a card script's, effects/api.py, or the Pendulum Summon's, rules/pendulum.py), else one
    pick of one option."""
    if isinstance(ctx, PickCtx):
        return ctx.min, ctx.max, tuple(ctx.got)
    if isinstance(ctx, PsumCtx):
        return 1, ctx.free, tuple(ctx.got)
    return 1, 1, ()


def question_of(g: Duel) -> Question | None:
    """The pending internal decision as a kernel :class:`Question` — :func:`decision_of`
    without labels, prompt and context (None when over)."""
    pend = g.pend
    if pend is None:
        return None
    seat, kind, _prompt, opts, _hname, ctx = pend
    mn, mx, got = _bounds(ctx)
    return new_question((seat, kind, tuple([form_of(g, o, seat) for o in opts]), mn, mx,
                         len(got)))


def decision_of(g: Duel) -> Decision | None:
    """The kernel decision for the pending internal decision (None when over)."""
    pend = g.pend
    if pend is None:
        return None
    seat, kind, prompt, opts, hname, ctx = pend
    options = tuple(option_of(g, o, seat) for o in opts)
    mn, mx, got = _bounds(ctx)
    picked = tuple({"action": "card", "card": c} for c in got)
    return Decision(seat=seat, kind=kind, prompt=DECISION_PROMPTS.get(prompt, Text(prompt,
                    prompt)), options=options, min=mn, max=mx, picked=picked,
                    context=Context(step=hname, prompt=prompt))
