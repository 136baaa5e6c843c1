"""A rule-of-thumb Sanguosha bot: answers 杀 with 闪, saves allies with 桃, attacks enemies
(commanders and the wounded first), never harms allies unless it pays (e.g. dismantling an
ally's 乐不思蜀), and says yes to its own skills (with a few skill-specific rules for the
2012/2013 pool generals: 乱武, 挑衅, 英魂, 再起, 缓释, 制霸/拼点, 志继; and for the 军争 cards
the 火/林 generals use: 连环 chains foes or recasts, 火计 burns a foe when it can likely pay, 酒池
drinks before a 杀, 崩坏 and 暴虐 choices; for the 山 generals 巧变, 享乐, 放权, 直谏, 固政,
化身; their known weaknesses are listed in docs/generals.md).

It reads only what its seat may know: its own hand, public zones, HP, seats and sides (in
identity mode only the lord's role is public, so unknown seats count as possible enemies).
"""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.sgs.cards.data import NAME, SUBTYPE, TYPE, WEAPON_RANGE
from cardtable.sgs.request import PICK_STEPS, PickFrame

#: Keep-value of cards (higher = keep longer).
VALUE: dict[str, int] = {
    "peach": 10, "nullification": 8, "jink": 7, "ex_nihilo": 7, "indulgence": 6,
    "snatch": 6, "slash": 5, "dismantlement": 5, "duel": 5, "savage_assault": 4,
    "archery_attack": 4, "collateral": 3, "amazing_grace": 3, "god_salvation": 3,
    "lightning": 1, "supply_shortage": 6, "iron_chain": 3, "fire_attack": 4, "analeptic": 5,
}
HARMFUL = frozenset({"dismantlement", "snatch", "duel", "savage_assault", "archery_attack",
                     "indulgence", "lightning", "collateral", "slash", "supply_shortage",
                     "fire_attack"})
#: Draft preference (rough strength in 3v3), best first.
GENERAL_RANK = ("zhouyu", "liubei", "sunquan", "zhugeliang", "huatuo", "simayi", "guojia",
                "zhaoyun", "zhangfei", "machao", "lvbu", "guanyu", "ganning", "zhenji",
                "daqiao", "xiaoqiao", "huangyueying", "sunshangxiang", "diaochan", "luxun",
                "zhangliao", "caocao", "xiahoudun", "huanggai", "zhangjiao", "xuchu",
                "huangzhong", "weiyan", "zhoutai", "xiahouyuan", "lvmeng", "caoren",
                # 2012/2013 pools (rough: after the 2011 order, strongest first)
                "jiaxu", "zhugejin", "sunjian", "zhaoyun_3v3", "guanyu_3v3", "xuhuang",
                "jiangwei", "sunce", "lvbu_3v3", "wenpin", "pangde", "xiahoudun_3v3",
                "menghuo", "wolong", "pangtong", "dongzhuo",
                # 山 generals of identity mode (rough)
                "zhangzhaozhanghong", "zhanghe", "zuoci", "dengai", "liushan")

#: 化身: skills to declare at the start of 左慈's turn (they act in his own turn), best first.
HUASHEN_OWN_TURN = ("yingzi", "zhiheng", "rende", "tuxi", "qixi", "wusheng", "paoxiao",
                    "kurou", "guose", "jizhi", "qiangxi", "luanji", "shuangxiong", "jieyin",
                    "qingnang", "lijian", "fanjian", "haoshi", "tiaoxin", "zhijian", "qiaobian",
                    "longdan", "luoyi", "tieji", "mashu", "guanxing", "luoshen")
#: 化身: skills to declare at the end of his turn (they act in others' turns), best first.
HUASHEN_OTHERS_TURN = ("yiji", "fankui", "ganglie", "jianxiong", "tianxiang", "liuli",
                       "qingguo", "longdan", "jijiu", "guicai", "guidao", "leiji", "xiangle",
                       "kongcheng", "qianxun", "weimu", "lianying", "xiaoji", "biyue",
                       "jushou", "tuntian", "guzheng", "buqu", "beige")
#: Delayed tricks that hurt the seat that holds them in its judging area.
BAD_JUDGE = frozenset({"indulgence", "supply_shortage"})


def _val(c: int) -> int:
    n = NAME[c]
    if TYPE[c] == "equip":
        return 4 if SUBTYPE[c] in ("weapon", "armor") else 3
    return VALUE.get(n, 2)


HEAL_SKILLS = frozenset({"qingnang", "jieyin"})
"""Play-phase skills whose point is that a wounded character (an ally, or the owner) recovers."""

FRIENDLY_SEAT_PICKS = frozenset({"qingnang.do", "jieyin.do", "rende.give", "yiji.to",
                                 "huangtian.do", "jieming.do", "fangquan.seat",
                                 "zhijian.put"})

#: What a judgement must be to help the judged seat, by reason (for 缓释's retrial): a
#: predicate on (suit, rank); suits 0 ♠ 1 ♥ 2 ♣ 3 ♦.
JUDGE_GOOD: dict[str, Any] = {
    "indulgence": lambda s, r: s == 1,
    "supply_shortage": lambda s, r: s == 2,
    "lightning": lambda s, r: not (s == 0 and 2 <= r <= 9),
    "eight_diagram": lambda s, r: s in (1, 3),
    "luoshen": lambda s, r: s in (0, 2),
}
"""Seat picks (by the step they feed) that help the chosen seat: pick an ally."""


class SgsHeuristicBot:
    """The heuristic bot (deterministic; ``seed`` only breaks no ties today)."""

    name = "sgs-heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._used: set[tuple[int, int, int, int, str]] = set()

    # ---- relations ------------------------------------------------------------------------------
    @staticmethod
    def ally(g: Any, me: int, t: int) -> bool:
        """True if ``t`` is known to be on ``me``'s side."""
        if t == me:
            return True
        if g.mode == "3v3":
            return bool(g.side[me] == g.side[t])
        mine = g.role[me]
        if mine in ("lord", "loyalist"):
            return bool(g.role[t] == "lord")
        return False

    def enemy_score(self, g: Any, me: int, t: int) -> float:
        """How much hurting ``t`` helps (negative for allies)."""
        if self.ally(g, me, t):
            return -10.0
        sc = 5.0 - float(g.hp[t])
        if g.mode == "3v3" and t in (1, 4):
            sc += 3.0
        if g.mode == "identity" and g.role[t] == "lord" and g.role[me] == "rebel":
            sc += 3.0
        return sc

    # ---- the choice -----------------------------------------------------------------------------
    def choose(self, game: Game, decision: Decision) -> int:
        """Pick an option index."""
        g: Any = game
        me = decision.seat
        forms = [dict(o.form) for o in decision.options]
        f0 = forms[0]
        ctx = decision.context  # the engine's typed account of the question (sgs/request.py)
        op = ctx.step
        # the continuation frame, for the skill-specific heuristics below that read its args
        then: tuple[Any, ...] = g.req.then if g.req is not None else ()
        if "action" in f0 or any("action" in f for f in forms):
            return self._menu(g, me, forms)
        if "respond" in f0:
            return self._respond(g, me, forms, then)
        if "nullify" in f0:
            return self._nullify(g, me, forms, then)
        if "peach" in f0:
            if self.ally(g, me, ctx.subject):  # the dying seat
                return 0
            return len(forms) - 1
        if "target" in f0:
            if op == "target_chosen" and then[2] in ("dismantlement", "snatch"):
                for i, f in enumerate(forms):
                    t = f["target"]
                    if self.ally(g, me, t) and any(n == "indulgence"
                                                   for _, n in g.judge_area[t]):
                        return i  # it pays: clear an ally's 乐不思蜀
            return max(range(len(forms)), key=lambda i: self.enemy_score(g, me,
                                                                        forms[i]["target"]))
        if "direction" in f0:
            return 0
        if "answer" in f0:
            if op == "zhiba.accept":  # ("zhiba.accept", challenger, lord): allies only
                return 0 if self.ally(g, me, ctx.subject) else 1
            return self._yesno(g, me, op, then)
        if "general" in f0:
            if op == "huashen.set":
                return self._huashen(g, me, forms, then)
            return self._general(forms, op)
        if "pile" in f0:
            return 0
        if "first" in f0:
            return 0 if me == 4 else 1  # warm commander: own side picks first
        if "first_side" in f0:
            return 0  # cool commander: own (cool) side acts first
        if "unit" in f0:
            return 0
        if "choice" in f0:
            return self._choice(g, me, forms, op, then)
        if "seat" in f0 or any(f.get("pick") == "done" for f in forms):
            return self._pick(g, me, forms, op, decision)
        if "area" in f0 or "card" in f0:
            return self._pick(g, me, forms, op, decision)
        return 0

    def _menu(self, g: Any, me: int, forms: list[dict[str, Any]]) -> int:
        best, best_i = 0.0, len(forms) - 1
        allies_wounded = sum(1 for s in range(g.n) if g.alive_[s] and self.ally(g, me, s)
                             and g.hp[s] < g.maxhp[s])
        foes_wounded = sum(1 for s in range(g.n) if g.alive_[s] and not self.ally(g, me, s)
                           and g.hp[s] < g.maxhp[s])
        foes = [s for s in range(g.n) if g.alive_[s] and not self.ally(g, me, s)]
        allies = [s for s in range(g.n) if g.alive_[s] and self.ally(g, me, s) and s != me]
        for i, f in enumerate(forms):
            if f.get("action") == "skill":
                sid = f["skill"]
                key = (id(g), g.seed_, g.turn_no, me, sid)
                if key in self._used or (sid == "kurou" and g.hp[me] < 3):
                    continue
                if sid in HEAL_SKILLS and not any(
                        g.hp[s] < g.maxhp[s] for s in [me, *allies]):
                    continue  # it would only heal an enemy
                if not self._skill_worth(g, me, sid, foes, allies):
                    continue
                sc = 1.0 if sid != "spear" else 0.5
            elif f.get("action") == "use":
                c = f["card"]
                name = NAME[c] if "skill" not in f else str(f.get("as", ""))
                sc = self._card_score(g, me, c, name, foes, allies, allies_wounded,
                                      foes_wounded)
            else:
                continue
            if sc > best:
                best, best_i = sc, i
        f = forms[best_i]
        if f.get("action") == "skill":
            if len(self._used) > 10000:
                self._used.clear()
            self._used.add((id(g), g.seed_, g.turn_no, me, f["skill"]))
        return best_i

    def _skill_worth(self, g: Any, me: int, sid: str, foes: list[int],
                     allies: list[int]) -> bool:
        """Skill-specific reasons not to use a play-phase skill now."""
        if sid == "luanwu":  # everyone else loses 1 HP or is hit: only with more foes
            return len(foes) > len(allies) and all(g.hp[s] > 1 for s in allies)
        if sid == "tiaoxin":  # only provoke a foe who has me in range
            return any(g.in_attack_range(t, me) for t in foes)
        if sid == "zhiba_pindian":  # it only feeds the lord cards: loyal seats only
            return any(g.has_skill(s, "zhiba") for s in allies) and bool(g.hand[me])
        if sid == "luanji":  # an Arrow Barrage: worth it with more foes than allies
            return len(foes) > len(allies)
        if sid == "qiangxi":  # pay with a weapon from hand, or HP while healthy
            spare = any(SUBTYPE[c] == "weapon" for c in g.hand[me])
            return (spare or g.hp[me] >= 3) and any(g.in_attack_range(me, t) for t in foes)
        if sid == "dimeng":  # an ally with few cards swaps with a foe with many
            n = len(g.cards_of(me, "he"))
            return any(0 < len(g.hand[b]) - len(g.hand[a]) <= n and len(g.hand[b])
                       - len(g.hand[a]) >= 2 for a in allies for b in foes)
        if sid == "zhijian":  # an equipment an ally lacks and that I would not equip myself
            return bool(self._zhijian_pick(g, me))
        if sid in ("quhu", "tianyi"):  # a point fight: only with a high card, against a foe
            high = any(_rank_of(c) >= 11 for c in g.hand[me])
            if sid == "tianyi":
                return high and any(NAME[c] == "slash" for c in g.hand[me])
            return high and any(g.hp[t] > g.hp[me] and g.hand[t] for t in foes)
        return True

    def _card_score(self, g: Any, me: int, c: int, name: str, foes: list[int],
                    allies: list[int], aw: int, fw: int) -> float:
        from cardtable.sgs.rules.use_card import slash_targets, targets_for

        if TYPE[c] == "equip" and NAME[c] == name:
            slot = ("weapon", "armor", "def_horse", "off_horse").index(SUBTYPE[c])
            cur = g.equip[me][slot]
            if cur < 0:
                return 9.0
            if slot == 0 and WEAPON_RANGE[NAME[c]] > WEAPON_RANGE[NAME[cur]]:
                return 3.0
            return 0.0
        if name == "peach":
            return 8.0 if g.hp[me] < g.maxhp[me] - 0 and g.hp[me] <= 2 else 2.5
        if name in ("ex_nihilo",):
            return 9.5
        if name == "slash":
            ts = slash_targets(g, me)
            return 6.0 if any(not self.ally(g, me, t) for t in ts) else 0.0
        if name in ("dismantlement", "snatch", "duel", "indulgence", "collateral",
                    "supply_shortage"):
            ts = targets_for(g, me, name, (c,))
            if any(not self.ally(g, me, t) for t in ts):
                return 7.0
            if name in ("dismantlement", "snatch") and any(
                    any(n == "indulgence" for _, n in g.judge_area[t]) for t in ts):
                return 7.5
            return 0.0
        if name in ("savage_assault", "archery_attack"):
            return 6.5 if len(foes) > len(allies) else (3.0 if len(foes) == len(allies) else 0)
        if name == "god_salvation":
            return 5.0 if aw + (g.hp[me] < g.maxhp[me]) > fw else 0.0
        if name == "amazing_grace":
            return 4.0 if len(allies) + 1 >= len(foes) else 0.0
        if name == "lightning":
            return 0.5
        if name == "iron_chain":  # 连环: chain foes (or recast) with a cheap club card
            return 2.5 if _val(c) <= 5 else 0.0
        if name == "fire_attack":  # 火计: a foe with hand cards, and cards left to pay with
            from cardtable.sgs.cards.maneuvering import fire_attack_targets

            if len(g.hand[me]) >= 3 and any(not self.ally(g, me, t)
                                            for t in fire_attack_targets(g, me, (c,))):
                return 4.0
            return 0.0
        if name == "analeptic":  # 酒池: drink right before a 杀 on a foe (not with the 杀 itself)
            from cardtable.sgs.rules.use_card import use_reason

            if (NAME[c] != "peach" and not use_reason(g, me, "slash")
                    and any(NAME[x] == "slash" and x != c for x in g.hand[me])
                    and any(not self.ally(g, me, t) for t in slash_targets(g, me))):
                return 6.5
            return 0.0
        return 0.0

    def _respond(self, g: Any, me: int, forms: list[dict[str, Any]], then: Any) -> int:
        kinds = [f["respond"] for f in forms]
        op = then[0] if then else ""
        if op == "_resp_ans":
            inner = then[3]
            if inner and inner[0] == "collateral2":  # 借刀杀人: attack B unless an ally
                return kinds.index("give") if self.ally(g, me, inner[3]) else 0
            if inner and inner[0] == "blade":  # 青龙偃月刀: go on against a foe
                return 0 if not self.ally(g, me, inner[2]) else kinds.index("pass")
            if inner and inner[0] == "luanwu.slash":  # 乱武: hit a foe, else pay 1 HP
                if any(not self.ally(g, me, t) for t in inner[2]) or g.hp[me] <= 1:
                    return 0
                return kinds.index("pass")
            if inner and inner[0] == "tiaoxin.res":  # 挑衅: attack a foe 姜维
                return 0 if not self.ally(g, me, inner[1]) else kinds.index("pass")
            if inner and inner[0] == "duel_ans":
                other = inner[3]
                if self.ally(g, me, other):
                    return kinds.index("pass")
        if "armor" in kinds:
            return kinds.index("armor")
        # cheapest real card first
        best = None
        for i, f in enumerate(forms):
            if f["respond"] in ("card", "skill") and "card" in f:
                v = _val(f["card"])
                if best is None or v < best[0]:
                    best = (v, i)
        if best is not None:
            return best[1]
        for i, k in enumerate(kinds):
            if k != "pass":
                return i
        return len(forms) - 1

    def _nullify(self, g: Any, me: int, forms: list[dict[str, Any]], then: Any) -> int:
        # ("null_ans", then, target, name, level, j, s)
        target, name, level = then[2], then[3], then[4]
        pas = len(forms) - 1
        if level == 0:
            user = g.current
            if name in HARMFUL and self.ally(g, me, target) and not self.ally(g, me, user):
                return 0
            if name == "indulgence" and self.ally(g, me, target):
                return 0
            if name == "ex_nihilo" and not self.ally(g, me, target):
                return 0
            return pas
        # countering a 无懈可击 played by `target`
        return 0 if not self.ally(g, me, target) else pas

    def _choice(self, g: Any, me: int, forms: list[dict[str, Any]], op: str,
                then: Any) -> int:
        kinds = [f["choice"] for f in forms]
        if op == "yinghun.do":  # ("yinghun.do", owner, target, x): an ally draws X
            want = "yinghun_more" if self.ally(g, me, then[2]) else "yinghun_less"
            return kinds.index(want) if want in kinds else 0
        if op == "iron_chain.mode":  # chain when a foe is free or an ally is chained
            chain = any(g.alive_[s] and (self.ally(g, me, s) == ("chained" in g.marks[s]))
                        for s in range(g.n))
            want = "chain" if chain else "recast"
            return kinds.index(want) if want in kinds else 0
        if op == "benghuai.do":  # wounded: the max HP goes (no HP lost); at full: 1 HP
            want = "lose_maxhp" if g.hp[me] < g.maxhp[me] or g.hp[me] <= 1 else "lose_hp"
            return kinds.index(want)
        if op == "zhiji.do":  # recover when hurt badly, else draw two
            if "recover" in kinds and g.hp[me] <= 2:
                return kinds.index("recover")
            return kinds.index("draw2") if "draw2" in kinds else 0
        return 1 if len(g.hand[me]) <= 2 else 0  # 雌雄双股剑 / 刚烈's victim

    def _yesno(self, g: Any, me: int, op: str, then: Any) -> int:
        if op in ("ice_sword",):
            return 1
        if op == "axe":
            return 0
        if op == "trig_go" and then[2] == "zaiqi":  # reveal X instead of drawing 2
            return 0 if g.maxhp[me] - g.hp[me] >= 2 else 1
        if op == "trig_go" and then[2] == "beige":  # helps the victim or hurts the source
            ctx = g.ctx.get(then[4])
            if ctx is not None:
                victim, src = ctx[1], ctx[0]
                return 0 if self.ally(g, me, victim) or (
                    src >= 0 and not self.ally(g, me, src)) else 1
        if op == "baonue.judge":  # ("baonue.judge", lord, me): judge for an allied lord
            return 0 if self.ally(g, me, then[1]) else 1
        if op == "trig_go" and then[2] in ("qiaobian", "fangquan"):
            return 0 if self._skip_phase(g, me, then[2], g.ctx.get(then[4])) else 1
        if op == "songwei.do":  # ("songwei.do", lord): let an allied lord draw
            return 0 if self.ally(g, me, then[1]) else 1
        if op == "trig_go" and then[2] == "haoshi":  # +2, unless half goes to a foe
            if len(g.hand[me]) + 4 <= 5:
                return 0
            others = [s for s in range(g.n) if s != me and g.alive_[s]]
            k = min((len(g.hand[s]) for s in others), default=0)
            return 0 if any(self.ally(g, me, s) for s in others if len(g.hand[s]) == k) else 1
        return 0

    def _pindian_pick(self, g: Any, me: int, forms: list[dict[str, Any]],
                      inner: Any) -> int:
        """拼点: the highest card, except an initiator feeding an allied 制霸 lord (lowest)."""
        cards = [(i, _rank_of(f["card"])) for i, f in enumerate(forms) if "card" in f]
        if not cards:
            return 0
        a, b = inner[1], inner[2]
        low = me == a and self.ally(g, me, b)
        pick = min if low else max
        return pick(cards, key=lambda x: (x[1], -x[0]))[0]

    def _retrial(self, g: Any, me: int, forms: list[dict[str, Any]], inner: Any,
                 done: list[int]) -> int:
        """缓释: replace a teammate's judgement when it hurts it and a card of ours fixes it."""
        ctx = g.ctx.get(inner[2])
        good = JUDGE_GOOD.get(ctx[2]) if ctx else None
        if ctx is None or good is None or ctx[1] < 0 or good(*_suit_rank(ctx[1])):
            return done[0] if done else 0
        fixes = [(i, _val(f["card"])) for i, f in enumerate(forms)
                 if "card" in f and good(*_suit_rank(f["card"]))]
        if fixes:
            return min(fixes, key=lambda x: x[1])[0]
        return done[0] if done else 0

    def _skip_phase(self, g: Any, me: int, sid: str, ctx: Any) -> bool:
        """巧变 / 放权: whether skipping the phase of ``ctx`` (``phase_before``; 放权's second
        question comes at ``turn_end``) pays."""
        if ctx is None:
            return False
        if sid == "fangquan":
            allies = [s for s in g.alive_seats(me)[1:] if self.ally(g, me, s)]
            if len(ctx) == 1:  # turn_end: give an ally the extra turn
                return bool(allies)
            return bool(allies) and len(g.hand[me]) <= 3
        ph = ctx[1]
        if ph == "judge":
            return any(n in BAD_JUDGE for _, n in g.judge_area[me])
        if ph == "draw":
            foes = [s for s in g.alive_seats(me)[1:] if g.hand[s] and not self.ally(g, me, s)]
            return len(foes) >= 2
        if ph == "play":
            return self._qiaobian_move(g, me) is not None and len(g.hand[me]) <= 2
        if ph == "discard":
            return bool(len(g.hand[me]) - g.hand_limit(me) >= 2)
        return False

    def _qiaobian_move(self, g: Any, me: int) -> tuple[int, int] | None:
        """巧变's move worth making: (card, seat) — a harmful delayed trick from an ally to a
        foe, or a foe's equipment to an ally."""
        from cardtable.sgs.generals.mountain_qiaobian import destinations

        for s in g.alive_seats(me):
            mine = self.ally(g, me, s)
            cards = ([c for c, n in g.judge_area[s] if n in BAD_JUDGE] if mine
                     else [c for c in g.equip[s] if c >= 0])
            for c in cards:
                to = [t for t in destinations(g, c) if self.ally(g, me, t) != mine]
                if to:
                    return c, to[0]
        return None

    def _zhijian_pick(self, g: Any, me: int) -> tuple[int, int] | None:
        """直谏's (card, seat): an equipment card in hand whose slot is taken on me and empty on
        a known ally."""
        from cardtable.sgs.cards.data import SLOT_OF

        for c in g.hand[me]:
            if TYPE[c] != "equip":
                continue
            slot = SLOT_OF[SUBTYPE[c]]
            if g.equip[me][slot] < 0:
                continue  # better equip it myself
            for t in g.alive_seats(me)[1:]:
                if self.ally(g, me, t) and g.equip[t][slot] < 0:
                    return c, t
        return None

    def _huashen(self, g: Any, me: int, forms: list[dict[str, Any]], then: Any) -> int:
        """化身: at the start of the turn a skill for it, at its end one for the others'."""
        prefs = HUASHEN_OTHERS_TURN if then[2] == "turn_end" else HUASHEN_OWN_TURN

        def rank(i: int) -> int:
            sid = forms[i]["skill"]
            return prefs.index(sid) if sid in prefs else len(prefs)

        return min(range(len(forms)), key=rank)

    def _general(self, forms: list[dict[str, Any]], op: str) -> int:
        def rank(i: int) -> int:
            gid = forms[i]["general"]
            return GENERAL_RANK.index(gid) if gid in GENERAL_RANK else 99

        return min(range(len(forms)), key=rank)

    def _pick(self, g: Any, me: int, forms: list[dict[str, Any]], op: str,
              decision: Decision) -> int:
        done = [i for i, f in enumerate(forms) if f.get("pick") == "done"]
        ctx = decision.context
        # the frame the picks go to (PICK_STEPS layout in sgs/request.py), for skill heuristics
        inner: tuple[Any, ...] = (PickFrame._make(g.req.then).then
                                  if op in PICK_STEPS and g.req is not None else ())
        if op in ("_pick_got",):
            purpose = ctx.purpose
            if purpose in ("pindian.b", "pindian.show"):
                return self._pindian_pick(g, me, forms, inner)
            if purpose == "huanshi.swap":
                return self._retrial(g, me, forms, inner, done)
            if purpose == "xiangle.paid":  # pay a cheap basic card to hit a foe 刘禅
                cheap = [(i, _val(f["card"])) for i, f in enumerate(forms) if "card" in f
                         and _val(f["card"]) < 8]
                if cheap and not self.ally(g, me, inner[1]):
                    return min(cheap, key=lambda x: x[1])[0]
                return done[0] if done else 0
            if purpose == "qiaobian.card":  # move the card that helps most, if any
                best = self._qiaobian_move(g, me)
                for i, f in enumerate(forms):
                    if best is not None and f.get("card") == best[0]:
                        return i
                return done[0] if done else 0
            if purpose == "zhijian.card":
                zj = self._zhijian_pick(g, me)
                for i, f in enumerate(forms):
                    if zj and f.get("card") == zj[0]:
                        return i
            if purpose == "guzheng.back":  # an ally gets the best card back, a foe the worst
                cards = [(i, _val(f["card"])) for i, f in enumerate(forms) if "card" in f]
                pick = max if self.ally(g, me, inner[2]) else min
                return pick(cards, key=lambda x: x[1])[0] if cards else 0
            if purpose == "qiangxi.paid":  # a weapon from hand; else HP (done) while healthy
                spare = [i for i, f in enumerate(forms) if "card" in f
                         and f["card"] in g.hand[me]]
                if spare:
                    return spare[0]
                if done and g.hp[me] >= 2:
                    return done[0]
            if purpose == "fire_attack.pay":  # ("fire_attack.pay", cid, target, suit): burn a foe
                cards = [(i, _val(f["card"])) for i, f in enumerate(forms) if "card" in f]
                if cards and not self.ally(g, me, inner[2]):
                    return min(cards, key=lambda x: x[1])[0]
                return done[0] if done else 0
            if purpose in ("discard_done", "axe2", "liuli2.go"):
                cards = [(i, _val(f["card"])) for i, f in enumerate(forms) if "card" in f]
                return min(cards, key=lambda x: x[1])[0] if cards else 0
            if done:
                return done[0]
            cards = [(i, _val(f["card"])) for i, f in enumerate(forms) if "card" in f]
            return min(cards, key=lambda x: x[1])[0] if cards else 0
        if op == "_pickseat_got":
            purpose = ctx.purpose
            if purpose in ("dimeng.second", "dimeng.pay"):
                # first an ally with the fewest cards, then a foe with the most
                first = purpose == "dimeng.second"
                cands = [i for i, f in enumerate(forms) if "seat" in f
                         and self.ally(g, me, f["seat"]) == first]
                if cands:
                    pick = min if first else max
                    return pick(cands, key=lambda i: (len(g.hand[forms[i]["seat"]]), -i))
            if purpose == "qiaobian.move":  # a bad trick to a foe, equipment to us
                c = inner[2]
                want_ally = g.loc[c] >> 4 == 3
                side = [i for i, f in enumerate(forms) if "seat" in f
                        and self.ally(g, me, f["seat"]) == want_ally]
                if side:
                    return side[0]
            if purpose == "yinghun.to":  # X >= 2: an ally draws X; else a foe
                x = g.maxhp[me] - g.hp[me]
                side = [i for i, f in enumerate(forms) if "seat" in f
                        and self.ally(g, me, f["seat"]) == (x >= 2)]
                if side:
                    return side[0]
            if purpose == "iron_chain.use":  # free foes, chained allies; then stop
                want = [i for i, f in enumerate(forms) if "seat" in f and self.ally(
                    g, me, f["seat"]) == ("chained" in g.marks[f["seat"]])]
                if want:
                    return want[0]
                return done[0] if done else 0
            if purpose in FRIENDLY_SEAT_PICKS:  # heal or give: an ally, most hurt
                mates = [i for i, f in enumerate(forms) if "seat" in f
                         and self.ally(g, me, f["seat"])]
                if mates:
                    return min(mates, key=lambda i: (g.hp[forms[i]["seat"]]
                                                     - g.maxhp[forms[i]["seat"]], i))
                if done:
                    return done[0]
                # forced to pick a non-ally: the least dangerous one (lowest enemy score)
                return min((i for i, f in enumerate(forms) if "seat" in f),
                           key=lambda i: (self.enemy_score(g, me, forms[i]["seat"]), i),
                           default=0)
            good = [i for i, f in enumerate(forms) if "seat" in f
                    and not self.ally(g, me, f["seat"])]
            if good:
                return good[0]
            return done[0] if done else 0
        if op in ("dismantle2", "snatch2", "ice_sword2"):
            target = ctx.subject if op != "ice_sword2" else None
            if target is not None and self.ally(g, me, target):
                for i, f in enumerate(forms):
                    if f.get("area") == "judge":
                        return i
            for i, f in enumerate(forms):
                if f.get("area") == "equip":
                    return i
            return 0
        if op == "grace_take":
            cards = [(i, _val(f["card"])) for i, f in enumerate(forms) if "card" in f]
            return max(cards, key=lambda x: x[1])[0] if cards else 0
        if done:
            return done[0]
        return 0


def _rank_of(c: int) -> int:
    from cardtable.sgs.cards.data import RANK

    return RANK[c]


def _suit_rank(c: int) -> tuple[int, int]:
    from cardtable.sgs.cards.data import RANK, SUIT

    return SUIT[c], RANK[c]


def make_bot(seed: int = 0) -> SgsHeuristicBot:
    """Factory used by :func:`cardtable.bots.base.make_bot`."""
    return SgsHeuristicBot(seed)
