"""Yu-Gi-Oh! event sentences in zh and en: the one source every surface reads.

The engine logs plain data (``draw player=0 card=39 code=… name=…``). This module turns each
event kind into a sentence — ``玩家0 抽卡：「旋风」#39`` / ``Player 0 draws Mystical Space
Typhoon (#39)`` — with card names looked up by passcode in the engine's card table. It only
reads what the seat's (already redacted) event contains: a card without a passcode stays
"a card" or "a face-down card", never named, so a sentence never names a card its reader
cannot see. Every sentence is one entry of :data:`TEMPLATES` (zh and en side by side); the
handlers only gather the pieces. The terminal (:mod:`cardtable.cli.ygo_events`), the online
table, replays and spectators all use :func:`event_text` / :func:`result_text`.

Given the reading seat, sentences mark that seat's player ``玩家0（你）`` / ``Player 0 (you)``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from cardtable.core.text import Text

PHASES: dict[str, tuple[str, str]] = {
    "draw": ("抽卡阶段", "Draw Phase"),
    "standby": ("准备阶段", "Standby Phase"),
    "main1": ("主要阶段1", "Main Phase 1"),
    "battle": ("战斗阶段", "Battle Phase"),
    "main2": ("主要阶段2", "Main Phase 2"),
    "end": ("结束阶段", "End Phase"),
}

POSITIONS: dict[str, tuple[str, str]] = {
    "atk": ("表侧攻击表示", "face-up Attack Position"),
    "def": ("表侧守备表示", "face-up Defense Position"),
    "fd_atk": ("里侧攻击表示", "face-down Attack Position"),
    "fd_def": ("里侧守备表示", "face-down Defense Position"),
}

PLACES: dict[str, tuple[str, str]] = {
    "mzone": ("怪兽区", "monster zone"),
    "szone": ("魔陷区", "spell & trap zone"),
    "fzone": ("场地区", "field zone"),
    "pzone": ("灵摆区", "pendulum zone"),
    "hand": ("手牌", "hand"),
    "deck": ("卡组", "deck"),
    "extra": ("融合卡组", "fusion deck"),
    "gy": ("墓地", "graveyard"),
    "banished": ("除外区", "banished"),
    "limbo": ("处理中", "limbo"),
    "overlay": ("超量素材", "Xyz Materials"),
}

REASONS: dict[str, tuple[str, str]] = {
    "effect": ("效果", "by an effect"),
    "battle": ("战斗", "by battle"),
    "rule": ("规则", "by the rules"),
    "cost": ("作为代价", "as a cost"),
    "resolved": ("处理完毕", "after resolving"),
    "expired": ("效果期满", "expired"),
    "negated": ("被无效", "negated"),
    "tribute": ("作为祭品", "as a tribute"),
    "ritual_tribute": ("作为仪式祭品", "as a ritual tribute"),
    "fusion_material": ("作为融合素材", "as fusion material"),
    "summon_negated": ("召唤被无效", "summon negated"),
    "attack_cost": ("作为攻击的代价", "as an attack cost"),
    "discard": ("丢弃", "discarded"),
    "synchro_material": ("作为同调素材", "as Synchro Material"),
    "xyz_material": ("超量素材随超量怪兽", "as Xyz Material of a monster that left"),
    "detach": ("作为超量素材取除", "detached as Xyz Material"),
}

WIN_REASONS: dict[str, tuple[str, str]] = {
    "lp_zero": ("对手基本分归零", "the opponent's LP reached 0"),
    "lp_zero_both": ("双方基本分同时归零", "both players' LP reached 0"),
    "simultaneous": ("双方同时满足胜利条件", "both players won at the same time"),
    "deck_out": ("对手卡组抽完", "the opponent could not draw"),
    "exodia": ("手牌集齐艾克佐迪亚", "Exodia was assembled in the hand"),
    "destiny_board": ("命运之预言板完成", "Destiny Board was completed"),
    "surrender": ("对手认输", "the opponent surrendered"),
    "turn_cap": ("回合数达到上限", "the turn limit was reached"),
}

SUMMON_HOW: dict[str, tuple[str, str]] = {
    "normal": ("通常召唤", "Normal Summons"),
    "tribute": ("祭品召唤", "Tribute Summons"),
    "flip": ("反转召唤", "Flip Summons"),
    "special": ("特殊召唤", "Special Summons"),
    "proper": ("特殊召唤", "Special Summons"),
    "effect": ("特殊召唤", "Special Summons"),
    "fusion": ("融合召唤", "Fusion Summons"),
    "ritual": ("仪式召唤", "Ritual Summons"),
    "synchro": ("同调召唤", "Synchro Summons"),
    "xyz": ("超量召唤", "Xyz Summons"),
    "pendulum": ("灵摆召唤", "Pendulum Summons"),
}

CARD_KINDS: dict[str, tuple[str, str]] = {
    "monster": ("怪兽卡", "Monster Card"),
    "spell": ("魔法卡", "Spell Card"),
    "trap": ("陷阱卡", "Trap Card"),
}

COIN: dict[str, tuple[str, str]] = {"heads": ("正面", "heads"), "tails": ("反面", "tails")}


#: Every sentence and sentence part, zh and en side by side, by the handler that says it
#: (``handler`` or ``handler.N`` when it has several).
TEMPLATES: dict[str, Text] = {
    "duel_start": Text("决斗开始（规则 {pr}）：{p} 先攻；卡组 {a}/{b} 张",
                      "The duel starts ({pr}): {p} goes first; decks {a}/{b} cards"),
    "scenario_start": Text("场景开始：第{n}回合 · {p} · {ph}",
                          "Scenario starts: turn {n} · {p} · {ph}"),
    "turn": Text("══ 第{n}回合：{p} 的回合 ══",
                "══ Turn {n}: {p}'s turn ══"),
    "phase": Text("第{n}回合 · {p} · {ph}",
                 "Turn {n} · {p} · {ph}"),
    "excavate": Text("{p} 翻开卡组上面的卡：{c}",
                     "{p} excavates from the top of their Deck: {c}"),
    "not_destroyed_by_effect": Text("{c} 不会被效果破坏",
                                    "{c} is not destroyed by the effect"),
    "coin_toss": Text("{p} 掷硬币（第{n}次）：{r}",
                      "{p} tosses a coin ({n}): {r}"),
    "die_roll": Text("{p} 掷骰子：{r}",
                     "{p} rolls a die: {r}"),
    "skip_battle": Text("{p} 跳过战斗阶段",
                        "{p} skips the Battle Phase"),
    "no_effect_damage": Text("{p} 不受效果伤害",
                             "{p} takes no effect damage"),
    "damage_redirected": Text("{c}：{n} 伤害改由{p}承受",
                              "{c}: {p} takes the {n} damage instead"),
    "damage_as_effect": Text("{c} 的战斗伤害当作效果伤害（{p}，{n}）",
                             "{c}'s battle damage is effect damage ({p}, {n})"),
    "look_at.1": Text("{p} 确认了 {n} 张卡",
                      "{p} looks at {n} card(s)"),
    "look_at.2": Text("：{c}",
                      ": {c}"),
    "skip_main1": Text("{p} 跳过主要阶段1",
                      "{p} skips Main Phase 1"),
    "turn_end": Text("第{n}回合结束",
                    "Turn {n} ends"),
    "duel_end.1": Text("决斗结束：平局（{r}）",
                      "The duel ends in a draw ({r})"),
    "duel_end.2": Text("、",
                      ", "),
    "duel_end.3": Text("决斗结束：{w} 获胜（{r}）",
                      "The duel is over: {w} wins ({r})"),
    "surrender": Text("{p} 认输",
                     "{p} surrenders"),
    "rule": Text("规则：{t}",
                "Rule: {t}"),
    "draw.1": Text("{p} 抽卡：{c}",
                  "{p} draws {c}"),
    "draw.2": Text("{p} 抽了1张卡",
                  "{p} draws a card"),
    "shuffle": Text("{p} 洗切卡组",
                   "{p} shuffles their deck"),
    "destroy.1": Text("（从卡组）",
                     " (from the deck)"),
    "destroy.2": Text("{c} 被破坏{r}{s}",
                     "{c} is destroyed{r}{s}"),
    "to_gy": Text("{c} 送去墓地{r}",
                 "{c} is sent to the graveyard{r}"),
    "to_extra_face_up": Text("{c} 表侧加入额外卡组{r}",
                            "{c} goes face-up to the Extra Deck{r}"),
    "discard": Text("{c} 被丢弃",
                   "{c} is discarded"),
    "banish": Text("{c} 被除外",
                  "{c} is banished"),
    "banish_fd.1": Text("{p} 将 {c} 里侧除外",
                       "{p} banishes {c} face-down"),
    "banish_fd.2": Text("{p} 将1张卡里侧除外",
                       "{p} banishes a card face-down"),
    "fd_return.1": Text("里侧除外的 {c} 回到{p}的手牌",
                        "{c}, banished face-down, returns to {p}'s hand"),
    "fd_return.2": Text("{p} 的1张里侧除外的卡回到手牌",
                        "A card {p} had banished face-down returns to their hand"),
    "banished_instead": Text("{c} 不送去墓地而是除外",
                            "{c}: banished instead of going to the graveyard"),
    "to_hand": Text("{c} 加入{p}的手牌",
                   "{c} is added to {p}'s hand"),
    "to_deck": Text("{c} 回到卡组",
                   "{c} returns to the deck"),
    "to_deck_top": Text("{c} 放回卡组最上面",
                       "{c} is placed on top of the deck"),
    "place": Text("{p} 将 {c} 放置到场上",
                 "{p} places {c} on the field"),
    "set.1": Text("1张卡",
                 "a card"),
    "set.2": Text("（当作魔法卡）",
                 " (as a Spell)"),
    "set.3": Text("{p} 在{w}盖放{c}{x}",
                 "{p} sets {c} in {w}{x}"),
    "set_monster.1": Text("1只怪兽",
                         "a monster"),
    "set_monster.2": Text("（祭品{n}只）",
                         " (tributing {n})"),
    "set_monster.3": Text("{p} 在{w}里侧守备表示盖放{c}{t}",
                         "{p} sets {c} face-down in {w}{t}"),
    "summon_declared.1": Text("（祭品{n}只）",
                             " (tributing {n})"),
    "summon_declared.2": Text("（无祭品）",
                             ""),
    "summon_declared.3": Text("{p} 宣言召唤 {c}{t}",
                             "{p} declares the Normal Summon of {c}{t}"),
    "pendulum_declared": Text("{p} 宣言灵摆召唤（刻度{lo}~{hi}）：{c}",
                             "{p} declares a Pendulum Summon (Scales {lo}-{hi}): {c}"),
    "flip_declared": Text("{p} 宣言反转召唤 {c}",
                         "{p} declares the Flip Summon of {c}"),
    "summon": Text("{p} {h} {c} 成功（{pos}）",
                  "{p} {h} {c} ({pos})"),
    "extra_declared.1": Text("{p} 宣言超量召唤 {c}（素材：{m}）",
                            "{p} declares the Xyz Summon of {c} (materials: {m})"),
    "extra_declared.2": Text("{p} 宣言同调召唤 {c}（素材：{m}）",
                            "{p} declares the Synchro Summon of {c} (materials: {m})"),
    "attach": Text("{c} 成为 {x} 的超量素材",
                  "{c} becomes an Xyz Material of {x}"),
    "detach": Text("{x} 取除超量素材 {c}",
                  "{x} detaches the Xyz Material {c}"),
    "to_extra": Text("{c} 回到额外卡组",
                    "{c} returns to the Extra Deck"),
    "negate_summon": Text("{c} 的召唤被无效",
                         "The summon of {c} is negated"),
    "position.1": Text("（不发动反转效果）",
                      " (no flip effect)"),
    "position.2": Text("{c} 变为{pos}{x}",
                      "{c} changes to {pos}{x}"),
    "control": Text("{p} 得到 {c} 的控制权",
                   "{p} takes control of {c}"),
    "control_returns": Text("{c} 的控制权回到{p}",
                           "Control of {c} returns to {p}"),
    "activate.1": Text("连锁{n}：{p} 发动 {c}",
                      "Chain link {n}: {p} activates {c}"),
    "activate.2": Text("连锁{n}：{p} 发动 {c} 的效果",
                      "Chain link {n}: {p} activates the effect of {c}"),
    "target": Text("连锁{n} {c} 的对象：{t}",
                  "Chain link {n}: {c} targets {t}"),
    "resolve": Text("连锁{n} {c} 处理",
                   "Chain link {n} resolves: {c}"),
    "chain_end": Text("连锁处理完毕",
                     "The chain is over"),
    "negate_activation": Text("连锁{n} {c} 的发动被无效",
                             "Chain link {n}: the activation of {c} is negated"),
    "negate_effect": Text("连锁{n} {c} 的效果被无效",
                         "Chain link {n}: the effect of {c} is negated"),
    "trigger_declined": Text("{c} 的诱发效果不发动",
                            "The trigger effect of {c} is not activated"),
    "trigger_declined.hidden": Text("{p} 不发动手卡或卡组中的卡的诱发效果",
                                   "{p} does not activate a trigger effect of a card in the "
                                   "hand or Deck"),
    "spell_negated_by": Text("{c} 使 {s} 的效果无效",
                            "{c} negates the effect of {s}"),
    "effect_negated_by": Text("{c} 使 {s} 的效果无效",
                             "{c} negates the effect of {s}"),
    "card_effect": Text("{c}：{t}",
                       "{c}: {t}"),
    "equip": Text("{c} 装备给 {t}",
                 "{c} is equipped to {t}"),
    "counter.1": Text("{c}：魔力指示物 {n} 个",
                     "{c}: {n} Spell Counter(s)"),
    "counter.2": Text("{c}：放置{a}个指示物（共{n}个）",
                     "{c}: {a} counter(s) added ({n} in all)"),
    "counter.3": Text("{c}：取除{a}个指示物（剩{n}个）",
                     "{c}: {a} counter(s) removed ({n} left)"),
    "counter.4": Text("{c}：已经过{n}回合",
                     "{c}: {n} turn(s) have passed"),
    "counter.5": Text("{c}：指示物变化",
                     "{c}: its counters change"),
    "stat_change.1": Text("{w}{v:+d}",
                         "{w} {v:+d}"),
    "stat_change.2": Text("{c} {d}",
                         "{c}: {d}"),
    "attack.1": Text("（卷回后）",
                    " (after a replay)"),
    "attack.2": Text("{a} 直接攻击{x}",
                    "{a} attacks directly{x}"),
    "attack.3": Text("{a} 攻击 {t}{x}",
                    "{a} attacks {t}{x}"),
    "attack_negated": Text("{c} 的攻击被无效",
                          "The attack of {c} is negated"),
    "damage_step.1": Text("进入伤害步骤（直接攻击）",
                         "Damage Step (direct attack)"),
    "damage_step.2": Text("进入伤害步骤",
                         "Damage Step"),
    "battle.1": Text("战斗：{a}（攻击力{n}）直接攻击",
                    "Battle: {a} (ATK {n}) attacks directly"),
    "battle.2": Text("战斗：{a}（攻击力{n}）对 {t}；被破坏：{d}",
                    "Battle: {a} (ATK {n}) vs {t}; destroyed: {d}"),
    "not_destroyed.1": Text("（和睦的使者）",
                           " (Waboku)"),
    "not_destroyed.2": Text("{c} 不会被战斗破坏{w}",
                           "{c} is not destroyed by battle{w}"),
    "destroyed_instead": Text("{c} 代替 {o} 被破坏",
                             "{c} is destroyed instead of {o}"),
    "piercing": Text("{c} 贯通伤害 {n}",
                    "{c} deals {n} piercing damage"),
    "no_battle_damage.1": Text("（和睦的使者）",
                              " (Waboku)"),
    "no_battle_damage.2": Text("{p} 不受战斗伤害{w}",
                              "{p} takes no battle damage{w}"),
    "damage.1": Text("战斗",
                    "battle"),
    "damage.2": Text("效果",
                    "effect"),
    "damage.3": Text("{p} 受到{n}点{k}伤害（基本分 {lp}）",
                    "{p} takes {n} {k} damage (LP {lp})"),
    "recover": Text("{p} 回复{n}基本分（基本分 {lp}）",
                   "{p} gains {n} LP (LP {lp})"),
    "pay_lp": Text("{p} 支付{n}基本分（基本分 {lp}）",
                  "{p} pays {n} LP (LP {lp})"),
    "coin": Text("{p} 猜硬币{c}，结果是{r}",
                "{p} calls {c}; the coin shows {r}"),
    "declare_kind": Text("{c}：宣言{k}",
                        "{c}: declares {k}"),
    "declare_race": Text("{c}：宣言{r}",
                        "{c}: declares {r}"),
    "declare_name": Text("{c}：宣言卡名「{n}」",
                        "{c}: declares the card name \"{n}\""),
    "turn_ended": Text("{p} 的回合被效果结束，直接进入结束阶段",
                      "{p}'s turn is ended by an effect: on to the End Phase"),
    "returned_to_field": Text("{c} 回到 {p} 的场上",
                             "{c} returns to {p}'s field"),
    "strike_ninja_out": Text("{c} 直到结束阶段除外",
                            "{c} is removed from play until the End Phase"),
    "revival_jam_waits": Text("{c} 将在 {p} 的下次准备阶段特殊召唤",
                             "{c} will be Special Summoned in {p}'s next Standby Phase"),
    "gate_piece_used": Text("{c} 的效果已使用（表侧表示存在期间1次）",
                           "{c} has used its effect (once while face-up)"),
    "reveal.1": Text("（{w}）",
                    " ({w})"),
    "reveal.2": Text("{p} 展示：{c}{w}",
                    "{p} reveals {c}{w}"),
    "reveal_hand.1": Text("{p} 向{o}展示手牌",
                         "{p} shows their hand to {o}"),
    "reveal_hand.2": Text("：{c}",
                         ": {c}"),
    "protected.1": Text("{c} 受 {b} 保护，不会成为「{s}」的对象",
                       "{c} is protected by {b} from {s}"),
    "protected.2": Text("{c} 受 {b} 保护",
                       "{c} is protected by {b}"),
    "fake_trap": Text("{p} 用 {c} 代替被破坏，保护了 {s}",
                     "{p}'s {c} is destroyed instead, saving {s}"),
    "draw_skip_pending": Text("{c}：{p} 将跳过接下来{n}次抽卡阶段的抽卡",
                             "{c}: {p} skips the draw in the next {n} Draw Phase(s)"),
    "draw_skipped": Text("{p} 不能抽卡（{b}）",
                        "{p} skips the draw ({b})"),
    "yata_skip": Text("八咫乌：{p} 第{n}回合的抽卡阶段被跳过",
                     "Yata-Garasu: {p} skips the Draw Phase of turn {n}"),
    "magical_hats.1": Text("、",
                          ", "),
    "magical_hats.2": Text("{p} 把怪兽与2张卡里侧洗切放在怪兽区 {z}",
                          "{p} shuffles a monster with 2 cards face-down into monster zones {z}"),
    "graverobber": Text("{p} 从对手墓地夺取 {c} 盖放",
                       "{p} takes {c} from the opponent's graveyard and sets it"),
    "look_at_hand": Text("{p} 确认 {o} 的手牌（{n}张）",
                        "{p} looks at {o}'s hand ({n} card(s))"),
    "spirit_ryu_boost": Text("{c} 攻击力与守备力上升1000（直到战斗阶段结束）",
                            "{c} gains 1000 ATK and DEF until the end of the Battle Phase"),
    "destroy_instead": Text("{s} 代替 {c} 被破坏",
                           "{s} is destroyed instead of {c}"),
    "seed_virus.1": Text("、",
                        ", "),
    "seed_virus.2": Text("病毒：{p} 在第 {t} 回合抽到的卡要确认",
                        "Virus: {p}'s draws are checked on turns {t}"),
    "seed_skip_bp": Text("{p} 第{n}回合不能进行战斗阶段",
                        "{p} cannot conduct the Battle Phase on turn {n}"),
    "seed_no_battle_damage": Text("{c}：本回合{p}不受战斗伤害",
                                 "{c}: {p} takes no battle damage this turn"),
    "seed_set_destroyed": Text("盖放的卡 {c} 被对手破坏（记录，供其效果使用）",
                              "The set card {c} was destroyed by the opponent "
                              "(noted for its effect)"),
    "vampire_lord_marked": Text("{c} 被对手的效果破坏（第{n}回合，记录供其复活）",
                               "{c} was destroyed by the opponent's effect "
                               "(turn {n}, noted for its revival)"),
    "player.1": Text("玩家{p}（你）",
                    "Player {p} (you)"),
    "player.2": Text("玩家{p}",
                    "Player {p}"),
    "named.1": Text("「{n}」#{c}",
                   "{n} (#{c})"),
    "named.2": Text("「{n}」",
                   "{n}"),
    "place.1": Text("{z}",
                   " {z}"),
    "place.2": Text("{p}的{w}",
                   "{p}'s {w}"),
    "card.1": Text("#{c}",
                  "#{c}"),
    "card.2": Text("里侧的卡#{c}（{w}）",
                  "a face-down card (#{c}, {w})"),
    "card.3": Text("1张卡#{c}",
                  "a card (#{c})"),
    "cards.1": Text("无",
                   "none"),
    "cards.2": Text("、",
                   ", "),
    "reason": Text("（{r}）",
                  " ({r})"),
}


def _cards() -> Mapping[int, Any]:
    """The cards of the default pool (built-in plus DIY cards), by passcode."""
    from cardtable.ygo.effects.pool import default_pool

    return default_pool().cards


def _by_english_name(cards: Mapping[int, Any]) -> dict[str, int | None]:
    """English name → passcode (None when two cards share the name)."""
    out: dict[str, int | None] = {}
    for code, cd in cards.items():
        en = cd.name.en
        out[en] = None if en in out and out[en] != code else code
    return out


def name_of(code: object, fallback: str, lang: str) -> str:
    """The card name of passcode ``code`` in ``lang`` (``fallback`` when unknown)."""
    if isinstance(code, int) and not isinstance(code, bool):
        cd = _cards().get(code)
        if cd is not None:
            return str(cd.name.get(lang))
    return fallback


def english_name_in(name: str, lang: str) -> str:
    """A card named by its English name (as some events do: ``"by": "Lord of D."``) in
    ``lang``, through the card table; unchanged when unknown or ambiguous."""
    from cardtable.ygo.effects.pool import default_pool

    pool = default_pool()
    index = pool.derive("english_names", None, lambda: _by_english_name(pool.cards))
    return name_of(index.get(name), name, lang)


_SPACE_BEFORE_QUOTE = re.compile(r" (?=「)")


class Fmt:
    """The pieces of an event line in one language: players, cards, places, reasons."""

    def __init__(self, lang: str, seat: int | None = None) -> None:
        self.lang = lang
        self.zh = lang == "zh"
        self.seat = seat

    def t(self, zh: str, en: str, **kw: object) -> str:
        """``zh`` or ``en`` formatted with ``kw``; a value of an unexpected shape (a list, a
        mapping, None) shows as ``?``, never as raw data."""
        kw = {k: v if isinstance(v, str | int | float) and not isinstance(v, bool) else "?"
              for k, v in kw.items()}
        if not self.zh:
            return en.format(**kw)
        return _SPACE_BEFORE_QUOTE.sub("", zh.format(**kw))  # 发动「黑洞」, not 发动 「黑洞」

    def say(self, key: str, **kw: object) -> str:
        """The sentence ``key`` of :data:`TEMPLATES` in this language, formatted with ``kw``."""
        tpl = TEMPLATES[key]
        return self.t(tpl.zh, tpl.en, **kw)

    def pick(self, table: Mapping[str, tuple[str, str]], key: object) -> str:
        """A word of ``table`` in this language (the key itself when unknown)."""
        pair = table.get(str(key))
        if pair is None:
            return str(key)
        return pair[0] if self.zh else pair[1]

    def player(self, p: object) -> str:
        """``玩家0`` / ``Player 0``; the reading seat's own player is ``玩家0（你）`` /
        ``Player 0 (you)``."""
        if self.seat is not None and p == self.seat:
            return self.say("player.1", p=p)
        return self.say("player.2", p=p)

    def named(self, name: str, cid: object) -> str:
        """``「name」#12`` / ``name (#12)`` (no number when ``cid`` is not an int)."""
        if isinstance(cid, int) and not isinstance(cid, bool):
            return self.say("named.1", n=name, c=cid)
        return self.say("named.2", n=name)

    def place(self, where: object, zone: object = None, player: object = None) -> str:
        """``玩家1的怪兽区3`` / ``Player 1's monster zone 3`` (zones shown 1–5)."""
        label = self.pick(PLACES, where)
        if isinstance(zone, int) and where in ("mzone", "szone", "pzone"):
            label += self.say("place.1", z=zone + 1)
        if player is not None:
            label = self.say("place.2", p=self.player(player), w=label)
        return label

    def card(self, ref: object) -> str:
        """A card reference of an event as the seat may see it: a public card by name, a
        hidden one by its place and number only, an English name through the card table."""
        if isinstance(ref, str):
            return self.named(english_name_in(ref, self.lang), None)
        if isinstance(ref, int) and not isinstance(ref, bool):
            return self.say("card.1", c=ref)
        if not isinstance(ref, Mapping):
            return "?"
        cid = ref.get("card")
        if "code" in ref or "name" in ref:
            return self.named(name_of(ref.get("code"), str(ref.get("name", "?")), self.lang), cid)
        if "where" in ref:
            return self.say(
                "card.2",
                c=cid,
                w=self.place(ref.get("where"), ref.get("zone"), ref.get("player")),
            )
        return self.say("card.3", c=cid) if cid is not None else "?"

    def cards(self, refs: object) -> str:
        """Several card references, or ``无`` / ``none``."""
        if not isinstance(refs, list) or not refs:
            return self.say("cards.1")
        return self.say("cards.2").join(self.card(r) for r in refs)

    def reason(self, ev: Mapping[str, Any]) -> str:
        """`` （效果）`` / `` (by an effect)`` for an event with a ``reason``, else empty."""
        if "reason" not in ev:
            return ""
        return self.say("reason", r=self.pick(REASONS, ev["reason"]))


Handler = Callable[[Mapping[str, Any], Fmt], str]

HANDLERS: dict[str, Handler] = {}


def _on(*kinds: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        for k in kinds:
            HANDLERS[k] = fn
        return fn

    return register


def _has_card(ev: Mapping[str, Any]) -> bool:
    return "code" in ev or "name" in ev


# --- turn structure --------------------------------------------------------------------------


@_on("duel_start")
def _duel_start(e: Mapping[str, Any], f: Fmt) -> str:
    counts = e.get("deck_counts") or ["?", "?"]
    return f.say(
        "duel_start",
        pr=e.get("profile", "?"),
        p=f.player(e.get("first")),
        a=counts[0],
        b=counts[-1],
    )


@_on("scenario_start")
def _scenario_start(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "scenario_start",
        n=e.get("turn"),
        p=f.player(e.get("player")),
        ph=f.pick(PHASES, e.get("phase")),
    )


@_on("turn")
def _turn(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "turn",
        n=e.get("turn"),
        p=f.player(e.get("player")),
    )


@_on("phase")
def _phase(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "phase",
        n=e.get("turn"),
        p=f.player(e.get("player")),
        ph=f.pick(PHASES, e.get("phase")),
    )


@_on("excavate")
def _excavate(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("excavate", p=f.player(e.get("player")), c=f.cards(e.get("cards")))


@_on("not_destroyed_by_effect")
def _not_destroyed_by_effect(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("not_destroyed_by_effect", c=f.card(e))


@_on("coin_toss")
def _coin_toss(e: Mapping[str, Any], f: Fmt) -> str:
    side = {"heads": ("正面", "Heads"), "tails": ("反面", "Tails")}.get(str(e.get("result")))
    r = "?" if side is None else side[0] if f.zh else side[1]
    return f.say("coin_toss", p=f.player(e.get("player")), n=e.get("toss"), r=r)


@_on("die_roll")
def _die_roll(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("die_roll", p=f.player(e.get("player")), r=e.get("result"))


@_on("skip_battle")
def _skip_battle(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("skip_battle", p=f.player(e.get("player")))


@_on("no_effect_damage")
def _no_effect_damage(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("no_effect_damage", p=f.player(e.get("player")))


@_on("damage_redirected", "damage_as_effect")
def _damage_moved(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(str(e.get("kind")), c=f.card(e), p=f.player(e.get("player")),
                 n=e.get("amount"))


@_on("look_at")
def _look_at(e: Mapping[str, Any], f: Fmt) -> str:
    """An effect let a player look at cards: their names only in that player's own copy."""
    head = f.say("look_at.1", p=f.player(e.get("player")), n=e.get("count"))
    if e.get("cards"):
        head += f.say("look_at.2", c=f.cards(e.get("cards")))
    return head


@_on("skip_main1")
def _skip_main1(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("skip_main1", p=f.player(e.get("player")))


@_on("turn_end")
def _turn_end(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("turn_end", n=e.get("turn"))


@_on("duel_end")
def _duel_end(e: Mapping[str, Any], f: Fmt) -> str:
    winners = e.get("winners") or []
    if isinstance(f.seat, int) and f.seat >= 0:  # a player reads it as their own result
        return result_text({"winners": winners, "reason": e.get("reason")}, f.seat).get(f.lang)
    why = f.pick(WIN_REASONS, e.get("reason"))
    if not winners:
        return f.say("duel_end.1", r=why)
    who = f.say("duel_end.2").join(f.player(w) for w in winners)
    return f.say("duel_end.3", w=who, r=why)


@_on("surrender")
def _surrender(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("surrender", p=f.player(e.get("player")))


@_on("rule")
def _rule(e: Mapping[str, Any], f: Fmt) -> str:
    text = e.get("zh" if f.zh else "en") or e.get("rule", "?")
    return f.say("rule", t=text)


# --- cards moving ----------------------------------------------------------------------------


@_on("draw")
def _draw(e: Mapping[str, Any], f: Fmt) -> str:
    p = f.player(e.get("player"))
    if _has_card(e):
        return f.say("draw.1", p=p, c=f.card(e))
    return f.say("draw.2", p=p)


@_on("shuffle")
def _shuffle(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("shuffle", p=f.player(e.get("player")))


@_on("destroy")
def _destroy(e: Mapping[str, Any], f: Fmt) -> str:
    src = f.say("destroy.1") if e.get("from") == "deck" else ""
    return f.say("destroy.2", c=f.card(e), r=f.reason(e), s=src)


@_on("to_gy")
def _to_gy(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("to_gy", c=f.card(e), r=f.reason(e))


@_on("to_extra_face_up")
def _to_extra_face_up(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("to_extra_face_up", c=f.card(e),
               r=f.reason(e))


@_on("discard")
def _discard(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("discard", c=f.card(e))


@_on("banish")
def _banish(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("banish", c=f.card(e))


@_on("banish_face_down")
def _banish_fd(e: Mapping[str, Any], f: Fmt) -> str:
    p = f.player(e.get("player"))
    if _has_card(e):
        return f.say("banish_fd.1", p=p, c=f.card(e))
    return f.say("banish_fd.2", p=p)


@_on("face_down_return")
def _fd_return(e: Mapping[str, Any], f: Fmt) -> str:
    p = f.player(e.get("player"))
    if _has_card(e):
        return f.say("fd_return.1", p=p, c=f.card(e))
    return f.say("fd_return.2", p=p)


@_on("banished_instead")
def _banished_instead(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "banished_instead",
        c=f.cards(e.get("cards")),
    )


@_on("to_hand")
def _to_hand(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "to_hand", c=f.card(e), p=f.player(e.get("player"))
    )


@_on("to_deck")
def _to_deck(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("to_deck", c=f.card(e))


@_on("to_deck_top")
def _to_deck_top(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("to_deck_top", c=f.card(e))


@_on("place")
def _place(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "place",
        p=f.player(e.get("player")),
        c=f.card(e),
    )


@_on("set")
def _set(e: Mapping[str, Any], f: Fmt) -> str:
    p = f.player(e.get("player"))
    where = f.place(e.get("where"), e.get("zone"))
    what = f.card(e) if _has_card(e) else f.say("set.1")
    extra = f.say("set.2") if e.get("as_spell") else ""
    return f.say("set.3", p=p, w=where, c=what, x=extra)


@_on("set_monster")
def _set_monster(e: Mapping[str, Any], f: Fmt) -> str:
    p = f.player(e.get("player"))
    where = f.place("mzone", e.get("zone"))
    what = f.card(e) if _has_card(e) else f.say("set_monster.1")
    n = e.get("tributes") or 0
    trib = f.say("set_monster.2", n=n) if n else ""
    return f.say(
        "set_monster.3",
        p=p,
        w=where,
        c=what,
        t=trib,
    )


# --- summons ---------------------------------------------------------------------------------


@_on("summon_declared")
def _summon_declared(e: Mapping[str, Any], f: Fmt) -> str:
    n = e.get("tributes") or 0
    trib = f.say("summon_declared.1", n=n) if n else f.say("summon_declared.2")
    return f.say(
        "summon_declared.3",
        p=f.player(e.get("player")),
        c=f.card(e),
        t=trib,
    )


@_on("pendulum_summon_declared")
def _pendulum_declared(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "pendulum_declared",
        p=f.player(e.get("player")),
        lo=e.get("low"),
        hi=e.get("high"),
        c=f.cards(e.get("cards")),
    )


@_on("flip_summon_declared")
def _flip_declared(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "flip_declared",
        p=f.player(e.get("player")),
        c=f.card(e),
    )


@_on("summon", "special_summon")
def _summon(e: Mapping[str, Any], f: Fmt) -> str:
    how = e.get("how") or ("special" if e.get("kind") == "special_summon" else "normal")
    return f.say(
        "summon",
        p=f.player(e.get("player")),
        h=f.pick(SUMMON_HOW, how),
        c=f.card(e),
        pos=f.pick(POSITIONS, e.get("pos")),
    )


@_on("synchro_declared", "xyz_declared")
def _extra_declared(e: Mapping[str, Any], f: Fmt) -> str:
    mats = f.cards(e.get("materials"))
    if e.get("kind") == "xyz_declared":
        return f.say("extra_declared.1", p=f.player(e.get("player")), c=f.card(e), m=mats)
    return f.say("extra_declared.2", p=f.player(e.get("player")), c=f.card(e), m=mats)


@_on("attach")
def _attach(e: Mapping[str, Any], f: Fmt) -> str:
    to = e.get("to")
    return f.say("attach", c=f.card(e),
               x=f.card(to) if isinstance(to, Mapping) else "?")


@_on("detach")
def _detach(e: Mapping[str, Any], f: Fmt) -> str:
    x = e.get("from")
    return f.say("detach", c=f.card(e),
               x=f.card(x) if isinstance(x, Mapping) else "?")


@_on("to_extra")
def _to_extra(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("to_extra", c=f.card(e))


@_on("negate_summon")
def _negate_summon(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("negate_summon", c=f.card(e))


@_on("position")
def _position(e: Mapping[str, Any], f: Fmt) -> str:
    extra = f.say("position.1") if e.get("no_flip_effect") else ""
    return f.say(
        "position.2",
        c=f.card(e),
        pos=f.pick(POSITIONS, e.get("pos")),
        x=extra,
    )


@_on("control")
def _control(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "control",
        p=f.player(e.get("player")),
        c=f.card(e),
    )


@_on("control_returns")
def _control_returns(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "control_returns",
        c=f.card(e),
        p=f.player(e.get("player")),
    )


# --- chains ----------------------------------------------------------------------------------


@_on("activate")
def _activate(e: Mapping[str, Any], f: Fmt) -> str:
    if e.get("card_activation", True):
        return f.say(
            "activate.1",
            n=e.get("link"),
            p=f.player(e.get("player")),
            c=f.card(e),
        )
    return f.say(
        "activate.2",
        n=e.get("link"),
        p=f.player(e.get("player")),
        c=f.card(e),
    )


@_on("target")
def _target(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "target",
        n=e.get("link"),
        c=f.card(e),
        t=f.cards(e.get("targets")),
    )


@_on("resolve")
def _resolve(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("resolve", n=e.get("link"), c=f.card(e))


@_on("chain_end")
def _chain_end(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("chain_end")


@_on("negate_activation")
def _negate_activation(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "negate_activation",
        n=e.get("link"),
        c=f.card(e),
    )


@_on("negate_effect")
def _negate_effect(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "negate_effect",
        n=e.get("link"),
        c=f.card(e),
    )


@_on("trigger_declined")
def _trigger_declined(e: Mapping[str, Any], f: Fmt) -> str:
    if "code" not in e and "name" not in e:  # a hidden card, named to its player only
        return f.say("trigger_declined.hidden", p=f.player(e.get("player")))
    return f.say("trigger_declined", c=f.card(e))


@_on("spell_negated_by")
def _spell_negated_by(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "spell_negated_by",
        c=f.card(e),
        s=f.card(e.get("spell")),
    )


@_on("effect_negated_by")
def _effect_negated_by(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "effect_negated_by",
        c=f.card(e),
        s=f.card(e.get("negated")),
    )


@_on("card_effect")
def _card_effect(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("card_effect", c=f.card(e), t=e.get("zh" if f.zh else "en", ""))


@_on("equip")
def _equip(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("equip", c=f.card(e), t=f.card(e.get("to")))


@_on("counter")
def _counter(e: Mapping[str, Any], f: Fmt) -> str:
    c = f.card(e)
    if "spell_counters" in e:
        return f.say(
            "counter.1", c=c, n=e["spell_counters"]
        )
    if "added" in e:
        return f.say(
            "counter.2",
            c=c,
            a=e["added"],
            n=e.get("now", "?"),
        )
    if "removed" in e:
        return f.say(
            "counter.3",
            c=c,
            a=e["removed"],
            n=e.get("left", "?"),
        )
    if "turns" in e:
        return f.say("counter.4", c=c, n=e["turns"])
    return f.say("counter.5", c=c)


@_on("stat_change")
def _stat_change(e: Mapping[str, Any], f: Fmt) -> str:
    parts = []
    for key, zh, en in (("atk", "攻击力", "ATK"), ("def", "守备力", "DEF")):
        v = e.get(key)
        if isinstance(v, int) and v:
            parts.append(f.say("stat_change.1", w=zh, v=v) if f.zh else f"{en} {v:+d}")
    return f.say("stat_change.2", c=f.card(e), d=" ".join(parts) or "±0")


# --- battle and life points ------------------------------------------------------------------


@_on("attack")
def _attack(e: Mapping[str, Any], f: Fmt) -> str:
    a = f.card(e.get("attacker"))
    again = f.say("attack.1") if e.get("replay") else ""
    if e.get("direct") or e.get("target") is None:
        return f.say("attack.2", a=a, x=again)
    return f.say("attack.3", a=a, t=f.card(e.get("target")), x=again)


@_on("attack_negated")
def _attack_negated(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("attack_negated", c=f.card(e))


@_on("damage_step")
def _damage_step(e: Mapping[str, Any], f: Fmt) -> str:
    t = e.get("target")
    if not isinstance(t, int) or t < 0:
        return f.say("damage_step.1")
    return f.say("damage_step.2")


@_on("battle")
def _battle(e: Mapping[str, Any], f: Fmt) -> str:
    a = f.card(e.get("attacker"))
    gone = f.cards(e.get("destroyed"))
    if e.get("target") is None:
        return f.say(
            "battle.1",
            a=a,
            n=e.get("atk"),
        )
    return f.say(
        "battle.2",
        a=a,
        n=e.get("atk"),
        t=f.card(e.get("target")),
        d=gone,
    )


@_on("not_destroyed")
def _not_destroyed(e: Mapping[str, Any], f: Fmt) -> str:
    why = f.say("not_destroyed.1") if e.get("waboku") else ""
    return f.say("not_destroyed.2", c=f.card(e), w=why)


@_on("destroyed_instead")
def _destroyed_instead(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "destroyed_instead",
        c=f.card(e),
        o=f.card(e.get("for")),
    )


@_on("piercing")
def _piercing(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("piercing", c=f.card(e), n=e.get("amount"))


@_on("no_battle_damage")
def _no_battle_damage(e: Mapping[str, Any], f: Fmt) -> str:
    why = f.say("no_battle_damage.1") if e.get("waboku") else ""
    return f.say(
        "no_battle_damage.2", p=f.player(e.get("player")), w=why
    )


@_on("damage")
def _damage(e: Mapping[str, Any], f: Fmt) -> str:
    kind = f.say("damage.1") if e.get("battle") else f.say("damage.2")
    return f.say(
        "damage.3",
        p=f.player(e.get("player")),
        n=e.get("amount"),
        k=kind,
        lp=e.get("lp"),
    )


@_on("recover")
def _recover(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "recover",
        p=f.player(e.get("player")),
        n=e.get("amount"),
        lp=e.get("lp"),
    )


@_on("pay_lp")
def _pay_lp(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "pay_lp",
        p=f.player(e.get("player")),
        n=e.get("amount"),
        lp=e.get("lp"),
    )


# --- particular cards ------------------------------------------------------------------------


@_on("coin")
def _coin(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "coin",
        p=f.player(e.get("player")),
        c=f.pick(COIN, e.get("call")),
        r=f.pick(COIN, e.get("result")),
    )


@_on("declare_kind")
def _declare_kind(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "declare_kind", c=f.card(e), k=f.pick(CARD_KINDS, e.get("kind"))
    )


def race_name(race: object, lang: str) -> str:
    """A monster Type (race bit) in ``lang``."""
    from cardtable.ygo.cards.constants import RACE_NAMES
    from cardtable.ygo.labels import _RACE_ZH

    if not isinstance(race, int):
        return str(race)
    if lang == "zh" and race in _RACE_ZH:
        return _RACE_ZH[race]
    return RACE_NAMES.get(race, str(race))


@_on("declare_race")
def _declare_race(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("declare_race", c=f.card(e), r=race_name(e.get("race"), f.lang))


@_on("declare_name")
def _declare_name(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("declare_name", c=f.card(e),
                 n=e.get("name_zh" if f.lang == "zh" else "name_en", ""))


@_on("turn_ended")
def _turn_ended(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("turn_ended", p=f.player(e.get("player")))


@_on("returned_to_field")
def _returned_to_field(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("returned_to_field", c=f.card(e), p=f.player(e.get("player")))


@_on("strike_ninja_out")
def _strike_ninja_out(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("strike_ninja_out", c=f.card(e))


@_on("revival_jam_waits")
def _revival_jam_waits(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("revival_jam_waits", c=f.card(e), p=f.player(e.get("player")))


@_on("gate_piece_used")
def _gate_piece_used(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say("gate_piece_used", c=f.card(e))


@_on("reveal")
def _reveal(e: Mapping[str, Any], f: Fmt) -> str:
    why = f.say("reveal.1", w=f.card(e["why"])) if "why" in e else ""
    return f.say(
        "reveal.2",
        p=f.player(e.get("player")),
        c=f.cards(e.get("cards")),
        w=why,
    )


@_on("reveal_hand")
def _reveal_hand(e: Mapping[str, Any], f: Fmt) -> str:
    head = f.say(
        "reveal_hand.1",
        p=f.player(e.get("player")),
        o=f.player(e.get("to")),
    )
    if "cards" in e:
        head += f.say("reveal_hand.2", c=f.cards(e.get("cards")))
    return head


@_on("protected")
def _protected(e: Mapping[str, Any], f: Fmt) -> str:
    by = f.card(e["by"]) if "by" in e else "?"
    src = e.get("link")
    if isinstance(src, int) and src in _cards():
        return f.say(
            "protected.1",
            c=f.card(e),
            b=by,
            s=name_of(src, str(src), f.lang),
        )
    return f.say("protected.2", c=f.card(e), b=by)


@_on("fake_trap")
def _fake_trap(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "fake_trap",
        p=f.player(e.get("player")),
        c=f.card(e),
        s=f.cards(e.get("saved")),
    )


@_on("draw_skip_pending")
def _draw_skip_pending(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "draw_skip_pending",
        c=f.card(e),
        p=f.player(e.get("player")),
        n=e.get("phases"),
    )


@_on("draw_skipped")
def _draw_skipped(e: Mapping[str, Any], f: Fmt) -> str:
    by = f.card(e["by"]) if "by" in e else "?"
    return f.say("draw_skipped", p=f.player(e.get("player")), b=by)


@_on("yata_skip")
def _yata_skip(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "yata_skip",
        p=f.player(e.get("player")),
        n=e.get("turn"),
    )


@_on("magical_hats")
def _magical_hats(e: Mapping[str, Any], f: Fmt) -> str:
    zones = e.get("zones") or []
    shown = f.say("magical_hats.1").join(str(int(z) + 1) for z in zones if isinstance(z, int))
    return f.say(
        "magical_hats.2",
        p=f.player(e.get("player")),
        z=shown,
    )


@_on("graverobber")
def _graverobber(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "graverobber",
        p=f.player(e.get("player")),
        c=f.card(e),
    )


@_on("look_at_hand")
def _look_at_hand(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "look_at_hand",
        p=f.player(e.get("player")),
        o=f.player(e.get("of")),
        n=e.get("count"),
    )


@_on("spirit_ryu_boost")
def _spirit_ryu_boost(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "spirit_ryu_boost",
        c=f.card(e),
    )


@_on("destroy_instead")
def _destroy_instead(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "destroy_instead",
        c=f.card(e),
        s=f.card(e.get("instead")),
    )


@_on("seed_virus")
def _seed_virus(e: Mapping[str, Any], f: Fmt) -> str:
    turns = f.say("seed_virus.1").join(str(t) for t in e.get("turns") or [])
    return f.say(
        "seed_virus.2",
        p=f.player(e.get("victim")),
        t=turns,
    )


@_on("seed_skip_bp")
def _seed_skip_bp(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "seed_skip_bp",
        p=f.player(e.get("player")),
        n=e.get("turn"),
    )


@_on("seed_no_battle_damage")
def _seed_no_battle_damage(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "seed_no_battle_damage",
        c=f.card(e.get("card")),
        p=f.player(e.get("player")),
    )


@_on("seed_artifact_destroyed", "seed_ignition_destroyed")
def _seed_set_destroyed(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "seed_set_destroyed",
        c=f.card(e.get("card")),
    )


@_on("vampire_lord_marked")
def _vampire_lord_marked(e: Mapping[str, Any], f: Fmt) -> str:
    return f.say(
        "vampire_lord_marked",
        c=f.card(e.get("card")),
        n=e.get("turn"),
    )




# --- entry points ----------------------------------------------------------------------------


def known_kinds() -> frozenset[str]:
    """The event kinds with a sentence of their own."""
    return frozenset(HANDLERS)


def readable_line(event: Mapping[str, Any], lang: str, seat: int | None = None) -> str:
    """``event`` (a seat's view of one YGO event) as a sentence in ``lang``; raises KeyError
    for a kind it does not know (see :func:`event_text` for the safe version)."""
    return HANDLERS[str(event.get("kind"))](event, Fmt(lang, seat))


def _fallback(event: Mapping[str, Any], lang: str) -> str:
    """A kind without a sentence: its words, never its payload (no raw data in a log)."""
    words = str(event.get("kind", "?")).replace("_", " ")
    return f"（{words}）" if lang == "zh" else f"({words})"


def sentence(event: Mapping[str, Any], lang: str, seat: int | None = None) -> str:
    """``event`` as a sentence in ``lang`` read by ``seat`` (None: no "you"); a kind this
    module does not know, or a payload it cannot read, gives the kind's words only."""
    if event.get("kind") in HANDLERS:
        try:
            return readable_line(event, lang, seat)
        except (KeyError, TypeError, ValueError, IndexError):
            pass  # display only: an unexpected payload never shows raw data
    return _fallback(event, lang)


def event_text(event: Mapping[str, Any], seat: int | None = None) -> Text:
    """``event`` as a sentence in both languages, read by ``seat``.

    >>> event_text({"kind": "draw", "player": 1}, seat=1).en
    'Player 1 (you) draws a card'
    """
    return Text(sentence(event, "zh", seat), sentence(event, "en", seat))


#: Why a duel ended, as the winner, the loser and an onlooker read it.
RESULT_WHY: dict[str, tuple[Text, Text, Text]] = {
    "lp_zero": (Text("对手的基本分归零", "your opponent's LP reached 0"),
                Text("你的基本分归零", "your LP reached 0"),
                Text("败者的基本分归零", "the loser's LP reached 0")),
    "deck_out": (Text("对手无法抽卡", "your opponent could not draw"),
                 Text("你无法抽卡", "you could not draw"),
                 Text("败者无法抽卡", "the loser could not draw")),
    "exodia": (Text("你集齐了艾克佐迪亚", "you assembled Exodia"),
               Text("对手集齐了艾克佐迪亚", "your opponent assembled Exodia"),
               Text("胜者集齐了艾克佐迪亚", "the winner assembled Exodia")),
    "destiny_board": (Text("你的命运之预言板完成", "your Destiny Board was completed"),
                      Text("对手的命运之预言板完成", "your opponent's Destiny Board was completed"),
                      Text("命运之预言板完成", "Destiny Board was completed")),
    "surrender": (Text("对手认输", "your opponent conceded"), Text("你认输了", "you conceded"),
                  Text("败者认输", "the loser conceded")),
}
RESULT_WHY["concede"] = RESULT_WHY["conceded"] = RESULT_WHY["surrender"]
RESULT_WHY["timeout"] = (Text("对手超时", "your opponent ran out of time"),
                         Text("你超时了", "you ran out of time"),
                         Text("败者超时", "the loser ran out of time"))


def result_text(result: Mapping[str, Any], seat: int) -> Text:
    """The end of a duel as ``seat`` reads it: ``你赢了——对手的基本分归零`` /
    ``You won — your opponent's LP reached 0``; a spectator reads who won.

    >>> result_text({"winners": [0], "reason": "lp_zero"}, 1).en
    'You lost — your LP reached 0'
    """
    winners = [w for w in result.get("winners") or [] if isinstance(w, int)]
    reason = str(result.get("reason") or "")
    why = RESULT_WHY.get(reason)
    if why is None:
        pair = WIN_REASONS.get(reason)
        words = Text(*pair) if pair else Text(reason.replace("_", " "), reason.replace("_", " "))
        why = (words, words, words)
    if not winners:
        return Text(f"平局——{why[2].zh}", f"A draw — {why[2].en}")
    if seat in winners:
        return Text("你赢了——" + why[0].zh, "You won — " + why[0].en)
    if seat >= 0:
        return Text("你输了——" + why[1].zh, "You lost — " + why[1].en)
    who = Text("、".join(f"玩家{w}" for w in winners), ", ".join(f"Player {w}" for w in winners))
    return Text(f"{who.zh} 获胜——{why[2].zh}", f"{who.en} won — {why[2].en}")
