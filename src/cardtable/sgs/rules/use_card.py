"""Using cards in the play phase: the menu of legal actions, targets, limits (one 杀 per play
phase unless 诸葛连弩 or a skill), the use pipeline (card_used → per target confirming/specified
→ effects with 无懈可击 windows) and "why not" explanations."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, NAME, TYPE, WEAPON_RANGE, card_name_text
from cardtable.sgs.cards.maneuvering import (
    analeptic_reason,
    fire_attack_targets,
    iron_chain_start,
    take_drunk,
)
from cardtable.sgs.rules.asking import ask
from cardtable.sgs.rules.distance import attack_range, distance, distances_from
from cardtable.sgs.rules.respond import is_black_suit, virtual_suit
from cardtable.sgs.rules.triggers import fire, new_ctx
from cardtable.sgs.rules.zones import cards_of, has_cards, move_card
from cardtable.sgs.skills.api import (
    SKILLS,
    USE_CANCELLED,
    USE_CARDS,
    USE_CUR,
    USE_EXTRA,
    USE_NAME,
    USE_TARGETS,
    USE_USER,
    Frame,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

USE_AUX: Final = 10
USE_FLAGS: Final = 11
F_UNCOUNTED: Final = 1
F_NO_NULL: Final = 2
F_NO_DISTANCE: Final = 4

_END: Final = {"action": "end"}
PLAY_PROMPT: Final = Text("出牌阶段：请选择", "Play phase: choose an action")
TARGET_PROMPT: Final = Text("选择【{zh}】的目标", "Choose the target of {en}")
DIR_PROMPT: Final = Text("选择结算方向", "Choose the direction of resolution")
SELF_TARGET: Final = frozenset({"peach", "ex_nihilo", "lightning", "analeptic"})
#: Delayed tricks: the card goes to the target's judging area.
DELAYED: Final = frozenset({"indulgence", "lightning", "supply_shortage"})
ALL_OTHERS: Final = frozenset({"savage_assault", "archery_attack"})
ALL_PLAYERS: Final = frozenset({"god_salvation", "amazing_grace"})
EQUIP_SLOT: Final = {"weapon": 0, "armor": 1, "def_horse": 2, "off_horse": 3}


# ---- legality -----------------------------------------------------------------------------------
def slash_limit(g: SgsGame, s: int) -> int:
    """How many 杀 ``s`` may use this play phase (0 under a ``slash_banned`` mark: 天义 lost)."""
    if g.marks[s].get("slash_banned"):
        return 0
    w = g.equip[s][0]
    if w >= 0 and NAME[w] == "crossbow":
        return 999
    k = 1
    for m in g.mods[s]:
        if m.extra_slashes is not None:
            k += m.extra_slashes(g, s)
    return k


def can_be_target(g: SgsGame, t: int, user: int, name: str, suit: int = -1) -> bool:
    """Skills of ``t`` that forbid being targeted by ``name`` (空城, 谦逊), or by ``name`` of
    this ``suit`` (帷幕: black tricks; ``suit`` as :func:`virtual_suit`, -1 = no colour)."""
    for m in g.mods[t]:
        if m.can_be_target is not None and not m.can_be_target(g, t, user, name):
            return False
        if (m.can_be_target_suit is not None
                and not m.can_be_target_suit(g, t, user, name, suit)):
            return False
    return True


def colour_matters(g: SgsGame) -> bool:
    """True when a living seat's skill forbids targets by the card's colour (帷幕): then the
    menu checks each card on its own instead of once per card name. One lookup in the hook
    index (:func:`cardtable.sgs.skills.api.hook_names`)."""
    return "mods.can_be_target_suit" in g.tindex


def supply_range(g: SgsGame, s: int) -> int:
    """The distance within which ``s`` may use 兵粮寸断 (1; 2 with 断粮)."""
    return 2 if g.has_skill(s, "duanliang") else 1


def no_trick_distance(g: SgsGame, s: int) -> bool:
    """奇才: ``s``'s tricks have no distance limit."""
    return any(m.trick_no_distance for m in g.mods[s])


def slash_targets(g: SgsGame, s: int, ignore_distance: bool = False,
                  excluding: tuple[int, ...] = ()) -> list[int]:
    """Legal 杀 targets of ``s`` (a ``slash_no_distance`` mark lifts the range: 天义 won)."""
    if g.marks[s].get("slash_no_distance"):
        ignore_distance = True
    mods = g.mods
    others = g.alive_seats(s)[1:]
    if ignore_distance:
        return [t for t in others if t not in excluding
                and (not mods[t] or can_be_target(g, t, s, "slash"))]
    rng = attack_range(g, s)
    dist = distances_from(g, s)
    return [t for t in others if t not in excluding and dist[t] <= rng
            and (not mods[t] or can_be_target(g, t, s, "slash"))]


def targets_for(g: SgsGame, s: int, name: str, cards: tuple[int, ...] = ()) -> list[int]:
    """Legal (first) targets of a single-target card ``name`` used by ``s``."""
    if name == "slash":
        eq = g.equip[s]
        if cards and ((eq[0] >= 0 and eq[0] in cards) or (eq[3] >= 0 and eq[3] in cards)):
            # a weapon or −1 horse used as the 杀 itself no longer counts for range/distance
            rng = attack_range(g, s)
            if eq[0] >= 0 and eq[0] in cards:
                rng -= WEAPON_RANGE[NAME[eq[0]]] - 1
            extra = 1 if eq[3] >= 0 and eq[3] in cards else 0
            dist = distances_from(g, s)
            return [t for t in g.alive_seats(s)[1:] if dist[t] + extra <= rng
                    and can_be_target(g, t, s, name)]
        return slash_targets(g, s)
    others = g.alive_seats(s)[1:]
    if cards and colour_matters(g):
        suit = virtual_suit(g, cards, s)
        if is_black_suit(suit):  # colour-sensitive target bans (帷幕) need the card
            others = [t for t in others if can_be_target(g, t, s, name, suit)]
    if name == "duel":
        return [t for t in others if can_be_target(g, t, s, name)]
    if name == "dismantlement":
        return [t for t in others if has_cards(g, t) and can_be_target(g, t, s, name)]
    if name == "snatch":
        free = no_trick_distance(g, s)
        return [t for t in others if has_cards(g, t) and (free or distance(g, s, t) <= 1)
                and can_be_target(g, t, s, name)]
    if name == "indulgence":
        return [t for t in others if not any(n == "indulgence" for _, n in g.judge_area[t])
                and can_be_target(g, t, s, name)]
    if name == "collateral":
        return [t for t in others if g.equip[t][0] >= 0 and slash_targets(g, t)
                and can_be_target(g, t, s, name)]
    if name == "fire_attack":
        return fire_attack_targets(g, s, cards)
    if name == "supply_shortage":
        free = no_trick_distance(g, s)
        k = supply_range(g, s)
        return [t for t in others
                if not any(n == "supply_shortage" for _, n in g.judge_area[t])
                and (free or distance(g, s, t) <= k) and can_be_target(g, t, s, name)]
    return []


#: Why a card cannot be used now in the play phase (the menu's own conditions,
#: :func:`use_reason`), zh + en.
USE_REASONS: Final[dict[str, Text]] = {
    "slash_limit": Text("本出牌阶段已使用过【杀】（已达上限）",
                        "Slash already used this play phase (limit reached)"),
    "jink_response_only": Text("【闪】只能用于响应【杀】或【万箭齐发】",
                               "Dodge is only used in response to Slash or Arrow Barrage"),
    "nullification_response_only": Text("【无懈可击】只能用于响应锦囊牌",
                                        "Impeccable Plan is only used in response to a trick"),
    "not_wounded": Text("你没有受伤", "you are not wounded"),
    "lightning_in_judge": Text("你的判定区里已有【闪电】",
                               "a Lightning is already in your judgement area"),
    "self_target_forbidden": Text("你的技能使你不能成为这张【闪电】的目标（帷幕：黑色锦囊）",
                                  "your skill forbids you as the target of this Lightning "
                                  "(Behind the Curtain: black tricks)"),
    "no_target": Text("没有合法的目标", "no legal target"),
    "not_usable": Text("这张牌不能在出牌阶段主动使用", "this card is not used on its own"),
    "analeptic_used": Text("本回合已使用过【酒】（每回合限一次）",
                           "Wine already used this turn (once per turn)"),
}
_TARGETED: Final = frozenset({"slash", "dismantlement", "snatch", "duel", "indulgence",
                              "collateral", "supply_shortage", "fire_attack"})


def use_reason(g: SgsGame, s: int, name: str, cards: tuple[int, ...] = ()) -> str:
    """Why ``s`` may not use a card named ``name`` (made of ``cards``, when known) now in the
    play phase: a key of :data:`USE_REASONS`, or ``""`` when it may. The play menu
    (:func:`menu_options`) and "why not?" (:func:`why_not_texts`) both read it."""
    if name == "slash":
        if g.used.get((s, "slash"), 0) >= slash_limit(g, s):  # g.used_count, inlined
            return "slash_limit"
        return "" if targets_for(g, s, name, cards) else "no_target"
    if name == "jink" or name == "nullification":
        return name + "_response_only"
    if name == "peach":
        return "" if g.hp[s] < g.maxhp[s] else "not_wounded"
    if name == "analeptic":
        return analeptic_reason(g, s)
    if name == "iron_chain":
        return ""  # recasting needs no target
    if name == "lightning":
        if any(n == "lightning" for _, n in g.judge_area[s]):
            return "lightning_in_judge"
        suit = virtual_suit(g, cards, s) if cards else -1
        return "" if can_be_target(g, s, s, name, suit) else "self_target_forbidden"
    if name in SELF_TARGET or name in ALL_OTHERS or name in ALL_PLAYERS:
        return ""
    if name in _TARGETED:
        return "" if targets_for(g, s, name, cards) else "no_target"
    return "" if cards and TYPE[cards[0]] == "equip" else "not_usable"


def usable_name(g: SgsGame, s: int, name: str, cards: tuple[int, ...] = ()) -> bool:
    """True if ``s`` may use a card named ``name`` now in the play phase."""
    return not use_reason(g, s, name, cards)


def hand_use_reasons(g: SgsGame, s: int, memo: dict[str, str], colour: bool) -> list[str]:
    """Why each card of ``s``'s hand (in hand order) is not in ``s``'s play menu (``""``: it
    is). An equipment is always usable; with a colour-sensitive skill in play
    (:func:`colour_matters`) a non-basic card is checked on its own, otherwise by name, once
    per name (``memo``, filled here, maps a name to its :func:`use_reason` for the caller to
    reuse; ``colour`` is :func:`colour_matters`). The play menu and "why not?" both read it,
    once per menu."""
    out: list[str] = []
    for c in g.hand[s]:
        kind = TYPE[c]
        if kind == "equip":
            out.append("")
            continue
        name = NAME[c]
        if colour and kind != "basic":
            out.append(use_reason(g, s, name, (c,)))
            continue
        r = memo.get(name)
        if r is None:
            r = memo[name] = use_reason(g, s, name)
        out.append(r)
    return out


def why_not(g: SgsGame, seat: int, query: Mapping[str, Any]) -> list[str]:
    """Reasons ``seat`` cannot use ``query["card"]`` (optionally on ``query["target"]``, or
    ``as`` another card name through a view-as skill: ``{card, as: analeptic}``) now, in
    English (:func:`why_not_texts` has them in zh and en)."""
    return [t.en for t in why_not_texts(g, seat, query)]


def _target_reason(g: SgsGame, seat: int, t: int, c: int) -> Text | None:
    """Why ``t`` is not a legal target of hand card ``c`` for ``seat``: ``None`` exactly when
    :func:`targets_for` (the target choice's source) lists it; else the most specific
    explanation."""
    name = NAME[c]
    if name not in _TARGETED or t in targets_for(g, seat, name, (c,)):
        return None
    nm = card_name_text(name)
    if not g.alive_[t]:
        return Text("目标已阵亡", "the target is dead")
    if not can_be_target(g, t, seat, name):
        return Text("目标的技能使其不能成为目标", "a skill of the target forbids it")
    if TYPE[c] in ("trick", "delayed") and not can_be_target(g, t, seat, name,
                                                               g.suit_of(c, seat)):
        return Text("目标的技能使其不能成为这种颜色的锦囊牌的目标（如帷幕：黑色锦囊）",
                    "a skill of the target forbids tricks of this colour (e.g. Behind the "
                    "Curtain: black tricks)")
    if name == "slash":
        d, r = g.distance(seat, t), g.attack_range(seat)
        return Text(f"目标不在攻击范围内（距离{d} > 攻击范围{r}）",
                    f"out of attack range (distance {d} > range {r})")
    if name in ("dismantlement", "snatch") and not has_cards(g, t):
        return Text("目标没有牌", "the target has no cards")
    if name in ("indulgence", "supply_shortage") and any(n == name for _, n in g.judge_area[t]):
        return Text(f"目标的判定区里已有【{nm.zh}】",
                    f"the target already has a {nm.en} in its judgement area")
    if name in ("snatch", "supply_shortage"):
        d, k = g.distance(seat, t), 1 if name == "snatch" else supply_range(g, seat)
        return Text(f"【{nm.zh}】需要距离不大于{k}（当前距离{d}）",
                    f"{nm.en} needs distance {k} or less (distance is {d})")
    if name == "collateral":
        return Text("目标没有武器，或其攻击范围内没有可以【杀】的角色",
                    "the target has no weapon, or nobody in its range to Slash")
    return Text("不是合法的目标", "not a legal target")


def _viewas_reasons(g: SgsGame, seat: int, c: int, as_name: str) -> list[Text]:
    """Why hand card ``c`` is not offered in ``seat``'s play menu as ``as_name`` through a
    view-as skill (酒池's 酒, 火计's 火攻, 连环's 铁索连环...). The play menu
    (:func:`menu_options`) is the source: nothing is said when it offers the card so; else the
    reason comes from the same checks it makes (:func:`use_reason`, the skills' ``card_ok``, the
    per-card targets)."""
    if as_name not in TYPE_OF_NAME:
        return [Text("没有这种牌", "no such card name")]
    if g.current == seat and g.phase == "play" and any(
            o.get("card") == c and o.get("as") == as_name for o in menu_options(g, seat)):
        return []
    nm = card_name_text(as_name)
    vas = [va for _, va in g.viewas[seat] if va.as_name == as_name and va.use]
    if not vas:
        return [Text(f"你没有能将牌当【{nm.zh}】使用的技能",
                     f"none of your skills uses a card as {nm.en}")]
    r = use_reason(g, seat, as_name, (c,))
    if r:
        return [USE_REASONS[r]]
    if not any(va.card_ok(g, seat, c) for va in vas):
        return [Text(f"你的技能不能将这张牌当【{nm.zh}】使用（花色或颜色不符）",
                     f"your skill cannot use this card as {nm.en} (wrong suit or colour)")]
    if any(va.usable is not None and not va.usable(g, seat) for va in vas):
        return [Text("该技能现在不能发动", "the skill cannot be used now")]
    return [USE_REASONS["no_target"]]


def why_not_texts(g: SgsGame, seat: int, query: Mapping[str, Any]) -> list[Text]:
    """The reasons of :func:`why_not` as zh/en texts, from the functions that build the play
    menu (:func:`hand_use_reasons`) and the target choice (:func:`targets_for`): in ``seat``'s
    play menu a hand card is offered exactly when this gives no reason."""
    if "skill" in query and "card" not in query:
        return skill_why_not(g, seat, query.get("skill"))
    c = query.get("card")
    if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < 108:
        return [Text("没有这张牌", "no such card")]
    out: list[Text] = []
    if g.result_ is not None:
        return [Text("游戏已结束", "the game is over")]
    if c not in g.hand[seat]:
        # the same answer wherever the card is (another hand, the draw pile…): nothing about
        # a card the seat cannot see
        return [Text("这张牌不在你的手牌中", "the card is not in your hand")]
    if g.current != seat or g.phase != "play":
        out.append(Text("只能在你自己的出牌阶段使用牌（响应时会询问你）",
                        "cards are used only in your own play phase (responses are asked)"))
    as_name = query.get("as")
    if isinstance(as_name, str) and as_name != NAME[c]:
        return out + _viewas_reasons(g, seat, c, as_name)
    r = hand_use_reasons(g, seat, {}, colour_matters(g))[g.hand[seat].index(c)]
    t = query.get("target")
    has_target = isinstance(t, int) and not isinstance(t, bool) and 0 <= t < g.n and t != seat
    if r and not (r == "no_target" and has_target):  # the target's own reason says more
        out.append(USE_REASONS[r])
    if has_target:
        assert isinstance(t, int)
        why_t = _target_reason(g, seat, t, c)
        if why_t is not None:
            out.append(why_t)
    return out


def skill_why_not(g: SgsGame, seat: int, sid: Any) -> list[Text]:
    """Why ``seat``'s play menu does not offer its play-phase skill ``sid`` now: the skill's own
    reason when it has one (:func:`cardtable.sgs.skills.api.active_with_reason`: the menu reads
    the same function), else a generic one; ``[]`` exactly when :func:`menu_options` offers
    ``{action: skill, skill: sid}`` (at the seat's play menu)."""
    sk = SKILLS.get(sid) if isinstance(sid, str) else None
    if sk is None:
        return [Text("没有这个技能", "no such skill")]
    if g.result_ is not None:
        return [Text("游戏已结束", "the game is over")]
    if sid not in g.actives[seat]:
        if sk.active is None:
            return [Text("这个技能不是出牌阶段主动使用的技能",
                         "this skill is not an action of the play phase")]
        return [Text("你没有这个技能", "you do not have this skill")]
    out: list[Text] = []
    if g.current != seat or g.phase != "play":
        out.append(Text("只能在你自己的出牌阶段发动", "only in your own play phase"))
    act = sk.active
    assert act is not None
    if act.reason is not None:
        why = act.reason(g, seat)
        if why is not None:
            out.append(why)
    elif act.usable is not None and not act.usable(g, seat):
        out.append(Text("现在不满足发动条件（如每阶段限一次）",
                        "its condition does not hold now (e.g. once per phase)"))
    return out


# ---- the play-phase menu ------------------------------------------------------------------------
def menu_options(g: SgsGame, s: int) -> list[dict[str, Any]]:
    """Every legal play-phase action of ``s`` (ends with the "end" option)."""
    memo: dict[str, str] = {}  # use_reason by card name
    colour = colour_matters(g)
    hand = g.hand[s]
    why = hand_use_reasons(g, s, memo, colour)
    opts: list[dict[str, Any]] = [{"action": "use", "card": hand[i]}
                                  for i in range(len(hand)) if not why[i]]
    for sid, va in g.viewas[s]:
        if not va.use or (va.usable is not None and not va.usable(g, s)):
            continue
        r = memo.get(va.as_name)
        if r is None:
            r = memo[va.as_name] = use_reason(g, s, va.as_name)
        if r:
            continue
        if va.n == 1:
            eq = g.equip[s]
            fa = va.as_name == "fire_attack"
            opts.extend({"action": "use", "card": c, "skill": sid, "as": va.as_name}
                        for c in cards_of(g, s, va.where) if va.card_ok(g, s, c)
                        and (c not in eq or va.as_name != "slash"
                             or targets_for(g, s, "slash", (c,)))
                        and (not colour or va.as_name == "slash"
                             or usable_name(g, s, va.as_name, (c,)))
                        # 火攻 on oneself needs another hand card than the one used
                        and (not fa or fire_attack_targets(g, s, (c,))))
        elif va.n > 1 and sum(1 for c in cards_of(g, s, va.where)
                              if va.card_ok(g, s, c)) >= va.n:
            opts.append({"action": "skill", "skill": sid, "as": va.as_name})
    w = g.equip[s][0]
    if w >= 0 and NAME[w] == "spear" and len(g.hand[s]) >= 2:
        r = memo.get("slash")
        if r is None:
            r = use_reason(g, s, "slash")
        if not r:
            opts.append({"action": "skill", "skill": "spear"})
    for sid in g.actives[s]:
        act = SKILLS[sid].active
        if act is not None and (act.usable is None or act.usable(g, s)):
            opts.append({"action": "skill", "skill": sid})
    opts.append(_END)
    return opts


@step("play_menu")
def _play_menu(g: SgsGame, f: Frame) -> None:
    s = f[1]
    if not g.alive_[s] or g.current != s:
        return
    ask(g, s, "select", PLAY_PROMPT, menu_options(g, s), ("play_chosen", s))


@step("play_chosen")
def _play_chosen(g: SgsGame, f: Frame) -> None:
    _, s, ans = f
    act = ans["action"]
    if act == "end":
        return
    g.stack.append(("play_menu", s))
    if act == "use":
        c = ans["card"]
        sid = ans.get("skill")
        if sid is None:
            choose_targets(g, s, NAME[c], (c,), sid="")
        else:
            g.log_event("skill", {"seat": s, "skill": sid})
            choose_targets(g, s, ans["as"], (c,), sid=sid)
        return
    sid = ans["skill"]
    if sid == "spear":
        g.ask_cards(s, Text("丈八蛇矛：选择两张手牌当【杀】", "Serpent Spear: two hand cards as "
                            "Slash"), g.hand[s], 2, 2, ("as_cards", s, "slash", "spear"))
        return
    sk = SKILLS[sid]
    for k, va in g.viewas[s]:
        if k == sid and va.n > 1 and va.as_name == ans.get("as"):
            cands = [c for c in cards_of(g, s, va.where) if va.card_ok(g, s, c)]
            nm = card_name_text(va.as_name)
            g.ask_cards(s, Text(f"选择{va.n}张牌当【{nm.zh}】", f"Choose {va.n} cards as "
                                f"{nm.en}"), cands, va.n, va.n,
                        ("as_cards", s, va.as_name, sid))
            return
    assert sk.active is not None
    g.log_event("skill", {"seat": s, "skill": sid})
    g.stack.append((sk.active.run, s))


@step("as_cards")
def _as_cards(g: SgsGame, f: Frame) -> None:
    _, s, name, sid, cards = f
    g.log_event("skill", {"seat": s, "skill": sid})
    choose_targets(g, s, name, cards, sid)


# ---- targets ------------------------------------------------------------------------------------
def choose_targets(g: SgsGame, s: int, name: str, cards: tuple[int, ...], sid: str) -> None:
    """Ask the targets of ``name`` (if any) and then push the use pipeline."""
    if TYPE[cards[0]] == "equip" and not sid:
        start_use(g, s, name, cards, (s,))
        return
    if name in SELF_TARGET:
        start_use(g, s, name, cards, (s,))
        return
    if name == "iron_chain":
        iron_chain_start(g, s, cards)
        return
    if name in ALL_OTHERS or name in ALL_PLAYERS:
        if g.mode == "3v3":
            ask(g, s, "position", DIR_PROMPT, [{"direction": "ccw"}, {"direction": "cw"}],
                ("aoe_dir", s, name, cards))
        else:
            g.stack.append(("aoe_dir", s, name, cards, {"direction": "ccw"}))
        return
    ts = targets_for(g, s, name, cards)
    if not ts:  # defensive: the menu only offers cards with a target
        g.log_event("no_target", {"seat": s, "name": name})
        return
    ask(g, s, "pick", target_prompt(name), [{"target": t} for t in ts],
        ("target_chosen", s, name, cards), tuple(ts))


#: :data:`TARGET_PROMPT` per card name, formatted once
_TARGET_PROMPTS: Final[dict[str, Text]] = {}


def target_prompt(name: str) -> Text:
    """The prompt of the target choice of card ``name`` (:data:`TARGET_PROMPT`), formatted on
    first use and then read from a table (texts never change; a prompt is built at every
    target choice)."""
    p = _TARGET_PROMPTS.get(name)
    if p is None:
        nm = card_name_text(name)
        p = _TARGET_PROMPTS[name] = TARGET_PROMPT.format(zh=nm.zh, en=nm.en)
    return p


@step("aoe_dir")
def _aoe_dir(g: SgsGame, f: Frame) -> None:
    _, s, name, cards, ans = f
    order = g.alive_seats(s)
    if ans["direction"] == "cw":
        order = [order[0], *reversed(order[1:])]
    if name in ALL_OTHERS:
        order = order[1:]
    suit = virtual_suit(g, cards, s)
    targets = tuple(t for t in order if can_be_target(g, t, s, name, suit))
    start_use(g, s, name, cards, targets, aux=ans["direction"])


@step("target_chosen")
def _target_chosen(g: SgsGame, f: Frame) -> None:
    _, s, name, cards, t = f
    if name == "collateral":
        vs = slash_targets(g, t)
        ask(g, s, "pick", Text("借刀杀人：选择【杀】的目标", "Borrowed Sword: choose the Slash "
                               "target"), [{"target": v} for v in vs],
            ("collateral_b", s, cards, t), tuple(vs))
        return
    if name == "slash":
        w = g.equip[s][0]
        if w < 0 and g.has_skill(s, "shenji"):  # 神戟: no weapon, up to two more targets
            more = [x for x in slash_targets(g, s) if x != t]
            if more:
                g.ask_seats(s, Text("神戟：可额外选择至多两个目标", "Divine Halberd: up to two "
                                    "more targets"), more, 0, 2,
                            ("halberd_more", s, cards, t))
                return
        if g.marks[s].get("slash_extra_target"):  # 天义 won: one more target
            more = [x for x in slash_targets(g, s) if x != t]
            if more:
                g.ask_seats(s, Text("天义：可额外选择一个目标", "Heavenly Duel: one more "
                                    "target"), more, 0, 1, ("halberd_more", s, cards, t))
                return
        if (w >= 0 and NAME[w] == "halberd" and w not in cards
                and all(c in cards for c in g.hand[s]) and g.hand[s]):
            more = [x for x in slash_targets(g, s) if x != t]
            if more:
                g.ask_seats(s, Text("方天画戟：可额外选择至多两个目标", "Sky Halberd: up to two "
                                    "more targets"), more, 0, 2,
                            ("halberd_more", s, cards, t))
                return
    start_use(g, s, name, cards, (t,))


@step("halberd_more")
def _halberd_more(g: SgsGame, f: Frame) -> None:
    _, s, cards, t, more = f
    order = [x for x in g.alive_seats(s) if x == t or x in more]
    start_use(g, s, "slash", cards, tuple(order))


@step("collateral_b")
def _collateral_b(g: SgsGame, f: Frame) -> None:
    _, s, cards, a, b = f
    start_use(g, s, "collateral", cards, (a,), aux=b)


# ---- the pipeline -------------------------------------------------------------------------------
def start_use(g: SgsGame, user: int, name: str, cards: tuple[int, ...],
              targets: tuple[int, ...], aux: Any = None, flags: int = 0) -> None:
    """Push the use pipeline of ``cards`` as ``name`` by ``user`` on ``targets``."""
    suit = virtual_suit(g, cards, user)
    jinks = 1
    for m in g.mods[user]:
        if m.jinks_needed > jinks:
            jinks = m.jinks_needed
    cid = new_ctx(g, [user, name, cards, suit, targets, -1, (), jinks, (), 0, aux, flags])
    g.stack.append(("use_start", cid))


@step("use_start")
def _use_start(g: SgsGame, f: Frame) -> None:
    cid = f[1]
    ctx = g.ctx[cid]
    user, name, cards, targets = ctx[USE_USER], ctx[USE_NAME], ctx[USE_CARDS], ctx[USE_TARGETS]
    g.log_event("use", {"seat": user, "name": name, "cards": list(cards),
                        "targets": list(targets), "text": [CARD_TEXT[c].en for c in cards]})
    if name == "slash":
        if not ctx[USE_FLAGS] & F_UNCOUNTED and g.phase == "play" and g.current == user:
            g.mark_used(user, "slash")
        if "drunk" in g.marks[user]:  # 酒: this 杀 deals 1 more damage
            ctx[USE_EXTRA] = take_drunk(g, user)
    if len(cards) == 1 and TYPE[cards[0]] == "equip" and NAME[cards[0]] == name:
        c = cards[0]
        slot = EQUIP_SLOT[_subtype(c)]
        old = g.equip[user][slot]
        del g.ctx[cid]
        if old >= 0:
            g.log_event("discard", {"seat": user, "cards": [old], "text": [CARD_TEXT[old].en]})
            move_card(g, old, "discard")
        move_card(g, c, "equip", user)
        return
    if name in DELAYED:
        del g.ctx[cid]
        move_card(g, cards[0], "judge", targets[0], name)
        for c in cards[1:]:
            move_card(g, c, "discard")
        return
    for c in cards:
        move_card(g, c, "proc")
    g.stack.append(("use_finish", cid))
    g.stack.append(("use_effects", cid, 0))
    if name == "amazing_grace":
        g.stack.append(("grace_reveal", cid))
    g.stack.append(("use_confirm", cid, 0))
    fire(g, "card_used", cid, user)


def _subtype(c: int) -> str:
    from cardtable.sgs.cards.data import SUBTYPE

    return SUBTYPE[c]


@step("use_confirm")
def _use_confirm(g: SgsGame, f: Frame) -> None:
    _, cid, i = f
    ctx = g.ctx[cid]
    targets = ctx[USE_TARGETS]
    if i >= len(targets):
        return
    t = targets[i]
    ctx[USE_CUR] = t
    g.stack.append(("use_specify", cid, i))
    if g.alive_[t] and "target_confirming" in g.tindex:
        fire(g, "target_confirming", cid, t)


@step("use_specify")
def _use_specify(g: SgsGame, f: Frame) -> None:
    _, cid, i = f
    ctx = g.ctx[cid]
    t = ctx[USE_TARGETS][i]
    ctx[USE_CUR] = t
    g.stack.append(("use_confirm", cid, i + 1))
    user = ctx[USE_USER]
    if not g.alive_[t] or not g.alive_[user]:
        return
    if ctx[USE_NAME] == "slash":
        w = g.equip[user][0]
        if (w >= 0 and NAME[w] == "double_swords" and w not in ctx[USE_CARDS]
                and g.gender(user) != g.gender(t)):
            g.ask_yesno(user, Text("是否发动【雌雄双股剑】？", "Use Twin Swords?"),
                        ("double_swords", user, t))
    if "target_specified" in g.tindex:
        fire(g, "target_specified", cid, user)


@step("use_effects")
def _use_effects(g: SgsGame, f: Frame) -> None:
    _, cid, i = f
    ctx = g.ctx[cid]
    targets = ctx[USE_TARGETS]
    if i >= len(targets):
        return
    g.stack.append(("use_effects", cid, i + 1))
    t = targets[i]
    if not g.alive_[t] or t in ctx[USE_CANCELLED]:
        return
    ctx[USE_CUR] = t
    name = ctx[USE_NAME]
    if name == "god_salvation" and g.hp[t] >= g.maxhp[t]:
        return  # nothing to recover: no effect, no 无懈可击 window
    if TYPE_OF_NAME.get(name) == "trick" and not ctx[USE_FLAGS] & F_NO_NULL:
        g.stack.append(("null", ("trick_effect", cid, t), t, name, 0))
    else:
        g.stack.append(("eff_" + name, cid, t))


@step("trick_effect")
def _trick_effect(g: SgsGame, f: Frame) -> None:
    _, cid, t, cancelled = f
    if cancelled:
        g.log_event("nullified", {"name": g.ctx[cid][USE_NAME], "target": t})
        return
    if g.alive_[t]:
        g.ctx[cid][USE_CUR] = t
        g.stack.append(("eff_" + g.ctx[cid][USE_NAME], cid, t))


@step("use_finish")
def _use_finish(g: SgsGame, f: Frame) -> None:
    cid = f[1]
    ctx = g.ctx.pop(cid)
    to = -1
    if ctx[USE_NAME] == "savage_assault":  # 巨象: 祝融 takes another's 南蛮入侵 afterwards
        user = ctx[USE_USER]
        to = next((s for s in g.alive_seats(user)[1:] if g.has_skill(s, "juxiang")), -1)
    for c in ctx[USE_CARDS]:
        if g.loc[c] >> 4 == 5:
            if to >= 0:
                g.log_event("take", {"seat": to, "card": c, "skill": "juxiang",
                                     "text": CARD_TEXT[c].en})
                move_card(g, c, "hand", to)
            else:
                move_card(g, c, "discard")
    if ctx[USE_NAME] == "amazing_grace":
        for c in list(g.proc):
            move_card(g, c, "discard")


TYPE_OF_NAME: Final[dict[str, str]] = {}


def _fill_types() -> None:
    from cardtable.sgs.cards.data import CARD_INFO

    for k, v in CARD_INFO.items():
        TYPE_OF_NAME[k] = v[2]


_fill_types()


def use_virtual(g: SgsGame, user: int, name: str, targets: tuple[int, ...],
                cards: tuple[int, ...] = (), no_null: bool = False,
                uncounted: bool = True) -> None:
    """Use ``cards`` (possibly none) as ``name`` on ``targets`` (离间's 决斗, 神速's 杀)."""
    flags = (F_NO_NULL if no_null else 0) | (F_UNCOUNTED if uncounted else 0)
    if not cards:
        cid = new_ctx(g, [user, name, (), -1, targets, -1, (), 1, (), 0, None, flags])
        for m in g.mods[user]:
            if m.jinks_needed > 1:
                g.ctx[cid][7] = m.jinks_needed
        g.stack.append(("use_start", cid))
    else:
        start_use(g, user, name, cards, targets, flags=flags)
