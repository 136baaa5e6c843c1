"""左慈's 化身 (Incarnation) and 新生 (Rebirth), 2011 texts in our own wording. The 化身 cards
are a hidden zone of general cards (:mod:`cardtable.sgs.incarnations`): only 左慈 sees them;
the shown card, its kingdom and gender, and the declared skill are public.

Rulings (docs/generals.md, 山):

* at the start of the game (``game_start``) 左慈 takes two random generals that are not in the
  game; at the start of each of his turns and at its end he may show another of his 化身 cards,
  and (changed or not) declares one of the shown card's skills — not a limited, awakening or
  lord skill. He has that skill, and the shown card's kingdom and gender, until the next
  declaration. One question offers every (card, skill) pair; a forced one is not asked.
* 新生: after he takes damage he may gain one 化身 card per point of damage (one question for
  the whole damage), while the box of unused generals is not empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.sgs.generals.data import BY_ID
from cardtable.sgs.incarnations import Incarnations, eligible_skills, set_seat
from cardtable.sgs.skills.api import DMG_N, Frame, Skill, Trigger, register, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def _unused_pool(g: SgsGame) -> list[str]:
    """The generals of this game's pool (or, in a scenario, every identity general) that no
    seat plays, in pool order."""
    from cardtable.sgs.generals.data import GENERALS
    from cardtable.sgs.generals.pools import pool_3v3, pool_identity

    setup = g.setup_
    if setup.get("scenario"):
        pool: tuple[str, ...] = tuple(x.id for x in GENERALS if not x.only_3v3)
    elif g.mode == "3v3":
        pool = pool_3v3(setup.get("pool"))
    else:
        pool = pool_identity(setup.get("pool"))
    seated = set(g.general)
    return [x for x in pool if x not in seated and eligible_skills(x)]


def draw_generals(g: SgsGame, s: int, n: int) -> list[str]:
    """``s`` takes up to ``n`` general cards from the box as 化身 cards (logged: the count for
    everyone, the generals for ``s`` only)."""
    box = list(g.box)
    got = box[len(box) - n:] if n <= len(box) else box
    if not got:
        return []
    g.box = tuple(box[:len(box) - len(got)])
    h = g.huashen[s]
    set_seat(g, s, h._replace(cards=(*h.cards, *got)))
    g.log_event("huashen_gain", {"seat": s, "n": len(got), "count": len(g.huashen[s].cards)},
                {s: {"generals": list(got)}})
    return got


def _start_can(g: SgsGame, owner: int, cid: int) -> bool:
    return not g.huashen[owner].cards


@step("huashen.start")
def _start(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    if not g.box:
        pool = _unused_pool(g)
        g.rng.shuffle(pool)
        g.box = tuple(pool)
    draw_generals(g, owner, 2)
    g.push(("huashen.choose", owner, "start"))


def options(g: SgsGame, owner: int) -> list[dict[str, Any]]:
    """Every (化身 card, skill) pair ``owner`` may declare."""
    return [{"general": x, "skill": sid} for x in g.huashen[owner].cards
            for sid in eligible_skills(x)]


@step("huashen.choose")
def _choose(g: SgsGame, f: Frame) -> None:
    _, owner, reason = f
    if not g.alive_[owner]:
        return
    opts = options(g, owner)
    if not opts:
        return
    if len(opts) == 1:
        g.push(("huashen.set", owner, reason, opts[0]))
        return
    g.ask(owner, "select", Text("化身：选择一张化身牌并声明其一项技能", "Incarnation: show one "
                                "of your incarnation cards and declare one of its skills"),
          opts, ("huashen.set", owner, reason))


@step("huashen.set")
def _set(g: SgsGame, f: Frame) -> None:
    _, owner, _reason, ans = f
    gid, sid = ans["general"], ans["skill"]
    h = g.huashen[owner]
    own = BY_ID[g.general[owner]].skills
    skills = tuple(k for k in g.skills[owner] if k != h.skill or k in own)
    if sid not in skills:
        skills = (*skills, sid)
    g.skills[owner] = skills
    set_seat(g, owner, Incarnations(h.cards, gid, sid))
    g.rebuild_skill_index()
    g.log_event("huashen", {"seat": owner, "general": gid, "skill": sid,
                            "kingdom": BY_ID[gid].kingdom, "gender": BY_ID[gid].gender})


def _turn_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.huashen[owner].cards)


@step("huashen.turn_start")
def _turn_start(g: SgsGame, f: Frame) -> None:
    g.push(("huashen.choose", f[1], "turn_start"))


@step("huashen.turn_end")
def _turn_end(g: SgsGame, f: Frame) -> None:
    g.push(("huashen.choose", f[1], "turn_end"))


register(Skill(
    "huashen", Text("化身", "Incarnation"),
    Text("游戏开始时，你随机获得两张未加入游戏的武将牌，称为“化身牌”，然后亮出其中一张并声明其一项"
         "技能（限定技、觉醒技、主公技除外）：你拥有该技能，且性别和势力视为与该武将相同。你的每个"
         "回合开始时和结束时，你可以改为亮出另一张化身牌，然后重新声明一项技能。",
         "At the start of the game you take two random generals that are not in the game as "
         "incarnation cards, show one and declare one of its skills (not a limited, awakening "
         "or lord skill): you have that skill, and that general's gender and kingdom. At the "
         "start and at the end of each of your turns you may show another incarnation card "
         "instead, then declare a skill again."),
    triggers=(Trigger("game_start", "huashen.start", _start_can, optional=False),
              Trigger("turn_start", "huashen.turn_start", _turn_can, optional=False),
              Trigger("turn_end", "huashen.turn_end", _turn_can, optional=False)),
))


# ---- 新生 xinsheng ------------------------------------------------------------------------------
def _xinsheng_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.box)


@step("xinsheng.go")
def _xinsheng_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    draw_generals(g, owner, g.ctx[cid][DMG_N])


register(Skill(
    "xinsheng", Text("新生", "Rebirth"),
    Text("每当你受到1点伤害后，你可以获得一张化身牌。",
         "Each time you take 1 damage you may gain one incarnation card."),
    triggers=(Trigger("damaged", "xinsheng.go", _xinsheng_can),),
))
