"""Sanguosha event sentences in zh and en: the one source every surface reads.

The engine logs plain data with ids (``damage src=1 dst=2 n=1 card=slash``). Each event kind
has one template in :data:`TEMPLATES` (zh and en side by side) and a small function that
gathers its fields — seats named by their general, cards by their face, skills and card names
in the reader's language. Only what the seat's (already redacted) event holds is read: a card
id missing from the event is never named, so a sentence never shows a card its reader cannot
see. The terminal, the online table, replays and spectators all use :func:`event_text` and
:func:`result_text`.

In 3v3 the seats are named by their place in the line-up (冷色主帅, 暖色前锋A…); the engine's
internal roles (主公/忠臣/反贼/内奸) are only shown in identity mode.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_INFO, CARD_TEXT, N_CARDS, NAME, card_name_text
from cardtable.sgs.generals.data import BY_ID, SKILL_NAMES

#: The engine's phase ids (``PHASES`` of ``cardtable.sgs.game``).
PHASE_NAMES: dict[str, Text] = {
    "prepare": Text("准备阶段", "preparation phase"),
    "judge": Text("判定阶段", "judgement phase"),
    "draw": Text("摸牌阶段", "draw phase"),
    "play": Text("出牌阶段", "play phase"),
    "discard": Text("弃牌阶段", "discard phase"),
    "finish": Text("结束阶段", "finish phase"),
}

#: Identity-mode roles.
ROLE_NAMES: dict[str, Text] = {
    "lord": Text("主公", "lord"),
    "loyalist": Text("忠臣", "loyalist"),
    "rebel": Text("反贼", "rebel"),
    "renegade": Text("内奸", "renegade"),
}

#: 3v3 sides.
SIDE_NAMES: dict[str, Text] = {"cool": Text("冷色方", "Cool side"),
                               "warm": Text("暖色方", "Warm side")}

#: 3v3 line-up by seat (seed order 冷色前锋A-冷色主帅-冷色前锋B-暖色前锋B-暖色主帅-暖色前锋A).
LINEUP_3V3: tuple[Text, ...] = (
    Text("冷色前锋A", "Cool Vanguard A"),
    Text("冷色主帅", "Cool Commander"),
    Text("冷色前锋B", "Cool Vanguard B"),
    Text("暖色前锋B", "Warm Vanguard B"),
    Text("暖色主帅", "Warm Commander"),
    Text("暖色前锋A", "Warm Vanguard A"),
)

SUIT_NAMES: dict[str, Text] = {
    "spade": Text("黑桃", "spades"), "heart": Text("红桃", "hearts"),
    "club": Text("梅花", "clubs"), "diamond": Text("方块", "diamonds"),
}

#: Why a game ended (the winners' side of it).
END_REASONS: dict[str, Text] = {
    "commander_killed": Text("主帅阵亡", "a commander was killed"),
    "lord_killed": Text("主公阵亡", "the lord was killed"),
    "renegade_wins": Text("内奸最后存活", "the renegade is the last one standing"),
    "rebels_and_renegade_dead": Text("反贼与内奸全部阵亡", "every rebel and the renegade died"),
    "deck_exhausted": Text("牌堆与弃牌堆都已用尽", "the draw and discard piles ran out"),
    "surrender": Text("有玩家认输", "a player conceded"),
    "concede": Text("有玩家认输", "a player conceded"),
    "conceded": Text("有玩家认输", "a player conceded"),
    "timeout": Text("有玩家超时", "a player ran out of time"),
}

#: Every sentence, zh and en side by side (``kind`` or ``kind.variant``).
TEMPLATES: dict[str, Text] = {
    "turn": Text("—— {who} 的回合（第{n}回合）——", "— {who}'s turn (turn {n}) —"),
    "turn_end": Text("{who} 的回合结束", "{who}'s turn ends"),
    "phase_skipped": Text("{who} 跳过{phase}", "{who} skips the {phase}"),
    "phase_skipped.skill": Text("{who} 发动{skill}，跳过{phase}",
                                "{who} uses {skill} and skips the {phase}"),
    "turn_skipped": Text("{who} 的武将牌背面朝上，跳过本回合",
                         "{who}'s general is face down: the turn is skipped"),
    "turn_over.up": Text("{who} 将武将牌翻回正面", "{who} turns their general face up"),
    "turn_over.down": Text("{who} 将武将牌翻至背面", "{who} turns their general face down"),
    "draw": Text("{who} 摸了{n}张牌", "{who} draws {n} card(s)"),
    "draw.cards": Text("{who} 摸了{n}张牌：{cards}", "{who} draws {n} card(s): {cards}"),
    "discard": Text("{who} 弃置了{cards}", "{who} discards {cards}"),
    "discard.anon": Text("弃置了{cards}", "{cards} discarded"),
    "use": Text("{who} 使用了{name}{cards}", "{who} uses {name}{cards}"),
    "use.targets": Text("{who} 对 {targets} 使用了{name}{cards}",
                        "{who} uses {name}{cards} on {targets}"),
    "use.skill": Text("{who} 发动{skill}，对 {targets} 使用了{name}{cards}",
                      "{who} uses {skill}: {name}{cards} on {targets}"),
    "respond": Text("{who} 打出了{name}{cards}", "{who} plays {name}{cards}"),
    "respond.armor": Text("{who} 以{by}打出了{name}", "{who} plays {name} through {by}"),
    "damage": Text("{src} 对 {dst} 造成{n}点{nature}伤害{why}，{dst}体力剩{hp}",
                   "{src} deals {n} {nature}damage to {dst}{why}; {dst} has {hp} HP"),
    "damage.nosrc": Text("{dst} 受到{n}点{nature}伤害{why}，体力剩{hp}",
                         "{dst} takes {n} {nature}damage{why}; {hp} HP left"),
    "damage_plus": Text("{who} 的{skill}：本次伤害+1", "{who}'s {skill}: this damage is +1"),
    "lose_hp": Text("{who} 失去{n}点体力，体力剩{hp}", "{who} loses {n} HP; {hp} HP left"),
    "recover": Text("{who} 回复{n}点体力，体力为{hp}", "{who} recovers {n} HP; {hp} HP now"),
    "dying": Text("{who} 进入濒死状态（体力{hp}）", "{who} is dying ({hp} HP)"),
    "death": Text("{who}（{role}）阵亡", "{who} ({role}) dies"),
    "death.killer": Text("{who}（{role}）被 {killer} 杀死", "{who} ({role}) is killed by {killer}"),
    "kill_reward": Text("{who} 击杀奖励：摸{n}张牌", "{who} draws {n} cards as a kill reward"),
    "lord_penalty": Text("主公 {who} 杀死了忠臣，弃置所有牌",
                         "The lord {who} killed a loyalist and discards every card"),
    "game_over": Text("游戏结束：{winners} 获胜（{why}）", "Game over — won by {winners} ({why})"),
    "game_over.draw": Text("游戏结束：平局（{why}）", "Game over: a draw ({why})"),
    "judge": Text("{who} 为{why}进行判定：{card}", "{who}'s judgement for {why}: {card}"),
    "judge_result": Text("{who} 的判定牌生效：{card}", "{who}'s judgement stands: {card}"),
    "retrial": Text("{who} 改判：{new} 代替 {old}",
                    "{who} changes the judgement: {new} replaces {old}"),
    "retrial.new": Text("{who} 改判为 {new}", "{who} changes the judgement to {new}"),
    "delayed_judge": Text("{who} 判定区的{name}开始判定", "{who}'s {name} is judged"),
    "indulgence_hit": Text("{who} 的【乐不思蜀】生效：跳过出牌阶段",
                           "{who}'s Contentment takes effect: no play phase this turn"),
    "lightning_moves": Text("【闪电】移到 {to} 的判定区", "Lightning moves on to {to}"),
    "nullified": Text("{name}对 {target} 的效果被抵消", "{name} is cancelled for {target}"),
    "nullified.anon": Text("{name}被抵消", "{name} is cancelled"),
    "no_effect": Text("{by}：{name}对 {who} 无效", "{by}: {name} has no effect on {who}"),
    "no_jink": Text("{skill}：{who} 不能使用【闪】响应", "{skill}: {who} cannot Dodge this"),
    "no_target": Text("{who} 的{name}没有合法目标", "{who}'s {name} has no legal target"),
    "dodged": Text("{who} 闪避了 {by} 的【杀】", "{who} dodges {by}'s Slash"),
    "equip_skill": Text("{who} 发动{equip}的效果", "{who} uses the effect of {equip}"),
    "skill": Text("{who} 发动{skill}", "{who} uses {skill}"),
    "take": Text("{who} 获得了{card}", "{who} gets {card}"),
    "chain.on": Text("{who} 进入连环状态（横置）", "{who} is chained"),
    "chain.off": Text("{who} 解除连环状态（重置）", "{who} is unchained"),
    "chain_pass": Text("铁索连环将{n}点{nature}伤害传导给 {who}",
                       "the iron chain passes {n} {nature}damage on to {who}"),
    "recast": Text("{who} 重铸了{cards}", "{who} recasts {cards}"),
    "drunk": Text("{who} 使用了【酒】：本回合下一张【杀】伤害+1",
                  "{who} drinks Wine: the next Slash this turn deals 1 more damage"),
    "take.from": Text("{who} 从 {src} 处获得了{card}", "{who} takes {card} from {src}"),
    "take.hand": Text("{who} 获得了 {src} 的一张手牌", "{who} takes a hand card from {src}"),
    "give": Text("{who} 将{what}交给 {to}", "{who} gives {what} to {to}"),
    "guanxing": Text("{who} 观看牌堆顶的{n}张牌", "{who} looks at the top {n} cards of the pile"),
    "guanxing.cards": Text("{who} 观看牌堆顶的{n}张牌：{cards}",
                           "{who} looks at the top {n} cards of the pile: {cards}"),
    "guanxing_done": Text("{who} 将{top}张牌置于牌堆顶、{bottom}张置于牌堆底",
                          "{who} puts {top} card(s) on top of the pile and {bottom} at the bottom"),
    "lijian": Text("{who} 发动【离间】：{user} 视为对 {target} 使用【决斗】",
                   "{who} uses Sow Dissension: {user} duels {target}"),
    "name_suit": Text("{who} 选择了{suit}", "{who} names {suit}"),
    "show": Text("{who} 展示了{card}", "{who} shows {card}"),
    "reveal": Text("亮出了{cards}", "Revealed: {cards}"),
    "redirect": Text("{who} 发动{skill}，转移给 {to}", "{who} uses {skill}: it now goes to {to}"),
    "proxy": Text("{who} 替 {for_} 打出{name}", "{who} provides {name} for {for_}"),
    "buqu_card": Text("{who} 将{card}置于【不屈】牌上", "{who} puts {card} on Unyielding"),
    "buqu_safe": Text("{who} 凭【不屈】（{n}张）脱离濒死",
                      "{who} survives through Unyielding ({n} cards)"),
    "reshuffle": Text("弃牌堆洗成新的牌堆（{n}张）",
                      "The discard pile is shuffled into a new draw pile ({n} cards)"),
    "reset": Text("所有武将牌重置为未行动：新的一轮开始",
                  "Every identity card is reset to unused: a new round begins"),
    "unit.commander": Text("{side}由主帅行动", "{side}: the commander acts"),
    "unit.vanguards": Text("{side}由前锋行动", "{side}: the vanguards act"),
    "first_side": Text("{side}先行动", "{side} acts first"),
    "colours": Text("A队为{a}，B队为{b}", "Team A is the {a}, team B the {b}"),
    "draft_piles": Text("16名武将分成{n}堆", "The generals are dealt into {n} piles"),
    "draft_pile_taken": Text("{team}队取走了第{pile}堆", "Team {team} takes pile {pile}"),
    "draft_open": Text("亮出{n}名武将：{generals}", "{n} generals are revealed: {generals}"),
    "draft_first": Text("{side}先选将", "{side} picks first"),
    "draft_pick": Text("{side}选择了{general}", "{side} picks {general}"),
    "reveal_generals": Text("亮出武将：{generals}", "Generals revealed: {generals}"),
    "roles": Text("分发身份：主公为{lord}", "Roles are dealt: the lord is {lord}"),
    "roles.mine": Text("分发身份：主公为{lord}；你的身份是{role}",
                       "Roles are dealt: the lord is {lord}; you are the {role}"),
    "lord_general": Text("主公选择了{general}", "The lord chooses {general}"),
    "lose_maxhp": Text("{who} 减{n}点体力上限，体力上限为{maxhp}",
                       "{who} loses {n} max HP; max HP {maxhp}"),
    "gain_skills": Text("{who} 获得技能{skills}", "{who} gains {skills}"),
    "awaken": Text("{who} 觉醒：{skill}", "{who} awakens: {skill}"),
    "pindian_start": Text("{who} 与 {target} 拼点", "{who} starts a point fight with {target}"),
    "pindian_void": Text("{who} 与 {target} 的拼点无法进行",
                         "The point fight of {who} and {target} cannot take place"),
    "pindian.win": Text("拼点：{who} 的{a}对 {target} 的{b}，{who}赢",
                        "Point fight: {who}'s {a} against {target}'s {b}; {who} wins"),
    "pindian.lose": Text("拼点：{who} 的{a}对 {target} 的{b}，{who}没赢",
                         "Point fight: {who}'s {a} against {target}'s {b}; {who} does not win"),
    "yinghun": Text("{who} 发动【英魂】：{target} 摸{draw}张牌、弃{discard}张牌",
                    "{who} uses Heroic Soul: {target} draws {draw} and discards {discard}"),
    "to_pile": Text("{who} 将{cards}置于{pile}上", "{who} puts {cards} on {pile}"),
    "provoke": Text("{who} 对 {target} 发动【挑衅】", "{who} provokes {target}"),
    "zhiba_refused": Text("{who} 拒绝了 {src} 的拼点请求",
                          "{who} refuses the point fight {src} asks for"),
    "supply_shortage_hit": Text("{who} 的【兵粮寸断】生效：跳过摸牌阶段",
                                "{who}'s Supply Shortage takes effect: no draw phase this turn"),
    "move_board": Text("{who} 将 {src} 的{card}移动给 {to}", "{who} moves {src}'s {card} to {to}"),
    "extra_turn": Text("{who} 进行一个额外的回合（{src}的【放权】）",
                       "{who} takes an extra turn ({src}'s Delegate)"),
    "put_equip": Text("{who} 将{card}置入 {target} 的装备区",
                      "{who} puts {card} into {target}'s equipment area"),
    "guzheng": Text("{who} 将{back}还给 {target}，获得了{taken}",
                    "{who} gives {back} back to {target} and takes {taken}"),
    "gain_maxhp": Text("{who} 加{n}点体力上限，体力上限为{maxhp}",
                       "{who} gains {n} max HP; max HP {maxhp}"),
    "huashen_gain": Text("{who} 获得了{n}张化身牌（共{count}张）",
                         "{who} gains {n} incarnation card(s) ({count} in all)"),
    "huashen_gain.mine": Text("{who} 获得了化身牌：{generals}",
                              "{who} gains incarnation card(s): {generals}"),
    "huashen": Text("{who} 亮出化身牌{general}，声明技能{skill}",
                    "{who} shows the incarnation {general} and declares {skill}"),
    "unknown": Text("（{kind}）", "({kind})"),
}

#: Small words used inside sentences.
WORDS: dict[str, Text] = {
    "you": Text("你", "you"),
    "seat": Text("座位{n}", "seat {n}"),
    "seat_cap": Text("座位{n}", "Seat {n}"),
    "named": Text("{g}（座位{n}）", "{g} (seat {n})"),
    "named_you": Text("{g}（座位{n}，你）", "{g} (seat {n}, you)"),
    "seat_you": Text("座位{n}（你）", "Seat {n} (you)"),
    "list": Text("、", ", "),
    "n_cards": Text("{n}张牌", "{n} card(s)"),
    "card": Text("【{c}】", "{c}"),
    "in_cards": Text("（{c}）", " ({c})"),
    "thunder": Text("雷电", "thunder "),
    "fire": Text("火焰", "fire "),
    "none": Text("无", "nobody"),
    "why": Text("（{w}）", " ({w})"),
}


@dataclass(frozen=True, slots=True)
class Reader:
    """Who reads the sentences and what of the table they know: the reading ``seat`` (-1 a
    spectator), the mode, and the generals shown at each seat (public once revealed)."""

    seat: int = -1
    mode: str = "3v3"
    generals: Mapping[int, str] = field(default_factory=dict)

    @staticmethod
    def of_view(view: Mapping[str, Any], seat: int) -> Reader:
        """The reader of ``seat`` from that seat's view (mode and revealed generals)."""
        gens: dict[int, str] = {}
        for p in view.get("players") or []:
            if isinstance(p, Mapping) and isinstance(p.get("general"), str):
                gens[int(p.get("seat", -1))] = str(p["general"])
        return Reader(seat, str(view.get("mode") or "3v3"), gens)


Part = Text | str | int
Fields = dict[str, Part]


class _Words:
    """Helpers that name things of one event for one reader (both languages at once)."""

    def __init__(self, reader: Reader) -> None:
        self.r = reader

    def who(self, s: Any) -> Text:
        """A seat by its general (and number); the reader's own seat says so."""
        if not isinstance(s, int) or isinstance(s, bool) or s < 0:
            return Text("?", "?")
        gid = self.r.generals.get(s)
        mine = s == self.r.seat
        if gid and gid in BY_ID:
            g = BY_ID[gid].name
            w = WORDS["named_you" if mine else "named"]
            return Text(w.zh.format(g=g.zh, n=s), w.en.format(g=g.en, n=s))
        return WORDS["seat_you" if mine else "seat_cap"].format(n=s)

    def seats(self, xs: Any) -> Text:
        """Several seats."""
        if not isinstance(xs, list) or not xs:
            return WORDS["none"]
        return self.join([self.who(x) for x in xs])

    @staticmethod
    def join(parts: list[Text]) -> Text:
        """``a、b`` / ``a, b``."""
        sep = WORDS["list"]
        return Text(sep.zh.join(p.zh for p in parts), sep.en.join(p.en for p in parts))

    @staticmethod
    def card(c: Any) -> Text:
        """One physical card by its face (``【杀♠7】`` / ``Slash ♠7``)."""
        if isinstance(c, int) and not isinstance(c, bool) and 0 <= c < N_CARDS:
            face = CARD_TEXT[c]
            return Text(f"【{face.zh}】", face.en)
        return Text("一张牌", "a card")

    def cards(self, cs: Any) -> Text:
        """Several cards by their faces."""
        if not isinstance(cs, list) or not cs:
            return Text("", "")
        return self.join([self.card(c) for c in cs])

    @staticmethod
    def name(n: Any) -> Text:
        """A card name id, a skill id or a general id, in brackets in zh."""
        if isinstance(n, str):
            if n in CARD_INFO:
                t = card_name_text(n)
                return Text(f"【{t.zh}】", t.en)
            if n in SKILL_NAMES:
                t = SKILL_NAMES[n]
                return Text(f"【{t.zh}】", t.en)
            if n in BY_ID:
                return BY_ID[n].name
            words = n.replace("_", " ")
            return Text(words, words)
        return Text("?", "?")

    def role(self, seat: Any, role: Any) -> Text:
        """A seat's part: its line-up place in 3v3, its identity role otherwise."""
        if self.r.mode == "3v3" and isinstance(seat, int) and 0 <= seat < len(LINEUP_3V3):
            return LINEUP_3V3[seat]
        return ROLE_NAMES.get(str(role), Text("?", "?"))


def _num(v: Any) -> int | str:
    return v if isinstance(v, int) and not isinstance(v, bool) else "?"


Builder = Callable[[Mapping[str, Any], _Words], tuple[str, Fields]]
BUILDERS: dict[str, Builder] = {}


def _on(*kinds: str) -> Callable[[Builder], Builder]:
    def register(fn: Builder) -> Builder:
        for k in kinds:
            BUILDERS[k] = fn
        return fn

    return register


def _who(e: Mapping[str, Any], w: _Words) -> Fields:
    return {"who": w.who(e.get("seat"))}


@_on("turn")
def _turn(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "turn", {**_who(e, w), "n": _num(e.get("n"))}


@_on("turn_end", "turn_skipped", "indulgence_hit", "lord_penalty")
def _plain(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return str(e.get("kind")), _who(e, w)


@_on("phase_skipped")
def _phase_skipped(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    f: Fields = {**_who(e, w), "phase": PHASE_NAMES.get(str(e.get("phase")), Text("?", "?"))}
    if e.get("skill"):
        return "phase_skipped.skill", {**f, "skill": w.name(e.get("skill"))}
    return "phase_skipped", f


@_on("turn_over")
def _turn_over(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return ("turn_over.up" if e.get("face_up") else "turn_over.down"), _who(e, w)


@_on("draw")
def _draw(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    f: Fields = {**_who(e, w), "n": _num(e.get("n"))}
    if e.get("cards"):
        return "draw.cards", {**f, "cards": w.cards(e.get("cards"))}
    return "draw", f


@_on("discard")
def _discard(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    f: Fields = {"cards": w.cards(e.get("cards"))}
    if isinstance(e.get("seat"), int):
        return "discard", {**f, **_who(e, w)}
    return "discard.anon", f


def _in_cards(e: Mapping[str, Any], w: _Words) -> Text:
    """The physical cards behind a use or a response, when they are not simply the one card
    of that name (a converted card, several cards, a virtual one)."""
    cs = e.get("cards")
    if not isinstance(cs, list) or not cs or _plain_card(e) is not None:
        return Text("", "")
    faces = w.cards(cs)
    tpl = WORDS["in_cards"]
    return Text(tpl.zh.format(c=faces.zh), tpl.en.format(c=faces.en))


def _plain_card(e: Mapping[str, Any]) -> int | None:
    """The one card of a use or response when it is that very card (杀 used as 杀)."""
    cs = e.get("cards")
    if isinstance(cs, list) and len(cs) == 1 and isinstance(cs[0], int) \
            and 0 <= cs[0] < N_CARDS and NAME[cs[0]] == e.get("name"):
        return cs[0]
    return None


def _what(e: Mapping[str, Any], w: _Words) -> Text:
    c = _plain_card(e)
    return w.name(e.get("name")) if c is None else w.card(c)


@_on("use")
def _use(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    f: Fields = {**_who(e, w), "name": _what(e, w), "cards": _in_cards(e, w)}
    targets = e.get("targets")
    if isinstance(targets, list) and targets:
        f["targets"] = w.seats(targets)
        if e.get("skill"):
            return "use.skill", {**f, "skill": w.name(e.get("skill"))}
        return "use.targets", f
    return "use", f


@_on("respond")
def _respond(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    f: Fields = {**_who(e, w), "name": _what(e, w)}
    if e.get("by") and not e.get("cards"):
        return "respond.armor", {**f, "by": w.name(e.get("by"))}
    return "respond", {**f, "cards": _in_cards(e, w)}


def _nature(n: Any) -> Part:
    return WORDS[n] if n in ("thunder", "fire") else ""


@_on("damage")
def _damage(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    why = w.name(e.get("card")) if e.get("card") else Text("", "")
    f: Fields = {"dst": w.who(e.get("dst")), "n": _num(e.get("n")),
                 "nature": _nature(e.get("nature")), "hp": _num(e.get("hp")),
                 "why": Text(WORDS["why"].zh.format(w=why.zh), WORDS["why"].en.format(w=why.en))
                 if why.zh else ""}
    src = e.get("src")
    if isinstance(src, int) and src >= 0:
        return "damage", {**f, "src": w.who(src)}
    return "damage.nosrc", f


@_on("damage_plus", "no_jink")
def _skill_on(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return str(e.get("kind")), {**_who(e, w), "skill": w.name(e.get("skill"))}


@_on("lose_hp", "recover")
def _hp(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return str(e.get("kind")), {**_who(e, w), "n": _num(e.get("n")), "hp": _num(e.get("hp"))}


@_on("dying")
def _dying(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "dying", {**_who(e, w), "hp": _num(e.get("hp"))}


@_on("death")
def _death(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    f: Fields = {**_who(e, w), "role": w.role(e.get("seat"), e.get("role"))}
    killer = e.get("killer")
    if isinstance(killer, int) and killer >= 0 and killer != e.get("seat"):
        return "death.killer", {**f, "killer": w.who(killer)}
    return "death", f


@_on("kill_reward")
def _kill_reward(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "kill_reward", {**_who(e, w), "n": _num(e.get("n"))}


def _end_why(reason: Any) -> Text:
    r = str(reason)
    return END_REASONS.get(r, Text(r.replace("_", " "), r.replace("_", " ")))


@_on("game_over")
def _game_over(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    why = _end_why(e.get("reason"))
    winners = e.get("winners")
    if not winners:
        return "game_over.draw", {"why": why}
    return "game_over", {"winners": w.seats(winners), "why": why}


@_on("judge")
def _judge(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "judge", {**_who(e, w), "why": w.name(e.get("reason")), "card": w.card(e.get("card"))}


@_on("judge_result", "show", "buqu_card")
def _card_of(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return str(e.get("kind")), {**_who(e, w), "card": w.card(e.get("card"))}


@_on("retrial")
def _retrial(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    f: Fields = {**_who(e, w), "new": w.card(e.get("new"))}
    old = e.get("old")
    if isinstance(old, int) and old >= 0:
        return "retrial", {**f, "old": w.card(old)}
    return "retrial.new", f


@_on("delayed_judge", "no_target")
def _named_card(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return str(e.get("kind")), {**_who(e, w), "name": w.name(e.get("name"))}


@_on("lightning_moves")
def _lightning_moves(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "lightning_moves", {"to": w.who(e.get("to"))}


@_on("nullified")
def _nullified(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    t = e.get("target")
    if isinstance(t, int) and t >= 0:
        return "nullified", {"name": w.name(e.get("name")), "target": w.who(t)}
    return "nullified.anon", {"name": w.name(e.get("name"))}


@_on("no_effect")
def _no_effect(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "no_effect", {**_who(e, w), "by": w.name(e.get("by")), "name": w.name("slash")}


@_on("chain")
def _chain(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return ("chain.on" if e.get("chained") else "chain.off"), _who(e, w)


@_on("chain_pass")
def _chain_pass(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "chain_pass", {**_who(e, w), "n": _num(e.get("n")),
                          "nature": _nature(e.get("nature"))}


@_on("recast")
def _recast(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "recast", {**_who(e, w), "cards": w.cards(e.get("cards"))}


@_on("drunk")
def _drunk(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "drunk", _who(e, w)


@_on("dodged")
def _dodged(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "dodged", {**_who(e, w), "by": w.who(e.get("by"))}


@_on("equip_skill")
def _equip_skill(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "equip_skill", {**_who(e, w), "equip": w.name(e.get("equip"))}


@_on("skill")
def _skill(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "skill", {**_who(e, w), "skill": w.name(e.get("skill"))}


@_on("take")
def _take(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    f: Fields = {**_who(e, w), "card": w.card(e.get("card"))}
    src = e.get("from")
    if isinstance(src, int) and src >= 0:
        if "card" not in e:
            return "take.hand", {**f, "src": w.who(src)}
        return "take.from", {**f, "src": w.who(src)}
    return "take", f


@_on("give")
def _give(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    if "card" in e:
        what = w.card(e.get("card"))
    elif e.get("cards"):
        what = w.cards(e.get("cards"))
    else:
        what = WORDS["n_cards"].format(n=_num(e.get("n")))
    return "give", {**_who(e, w), "what": what, "to": w.who(e.get("to"))}


@_on("guanxing")
def _guanxing(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    f: Fields = {**_who(e, w), "n": _num(e.get("n"))}
    if e.get("cards"):
        return "guanxing.cards", {**f, "cards": w.cards(e.get("cards"))}
    return "guanxing", f


@_on("guanxing_done")
def _guanxing_done(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "guanxing_done", {**_who(e, w), "top": _num(e.get("top")),
                             "bottom": _num(e.get("bottom"))}


@_on("lijian")
def _lijian(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "lijian", {**_who(e, w), "user": w.who(e.get("user")),
                      "target": w.who(e.get("target"))}


@_on("name_suit")
def _name_suit(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "name_suit", {**_who(e, w),
                         "suit": SUIT_NAMES.get(str(e.get("suit")), Text("?", "?"))}


@_on("reveal")
def _reveal(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "reveal", {"cards": w.cards(e.get("cards"))}


@_on("redirect")
def _redirect(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "redirect", {**_who(e, w), "skill": w.name(e.get("skill")), "to": w.who(e.get("to"))}


@_on("proxy")
def _proxy(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "proxy", {**_who(e, w), "for_": w.who(e.get("for")), "name": w.name(e.get("name"))}


@_on("buqu_safe")
def _buqu_safe(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "buqu_safe", {**_who(e, w), "n": _num(e.get("n"))}


@_on("reshuffle")
def _reshuffle(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "reshuffle", {"n": _num(e.get("n"))}


@_on("reset")
def _reset(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "reset", {}


def _side(v: Any) -> Text:
    return SIDE_NAMES.get(str(v), Text("?", "?"))


@_on("unit")
def _unit(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    unit = "commander" if e.get("unit") == "commander" else "vanguards"
    return "unit." + unit, {"side": _side(e.get("side"))}


@_on("first_side", "draft_first")
def _first(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return str(e.get("kind")), {"side": _side(e.get("side"))}


@_on("colours")
def _colours(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    a, b = _side(e.get("team_a")), _side(e.get("team_b"))
    lower = (Text(a.zh, a.en.lower()), Text(b.zh, b.en.lower()))
    return "colours", {"a": lower[0], "b": lower[1]}


@_on("draft_piles")
def _draft_piles(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "draft_piles", {"n": _num(e.get("piles"))}


@_on("draft_pile_taken")
def _draft_pile_taken(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    pile = e.get("pile")
    shown: int | str = pile + 1 if isinstance(pile, int) else "?"  # piles count from 1
    return "draft_pile_taken", {"team": str(e.get("team", "?")), "pile": shown}


@_on("draft_open")
def _draft_open(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    gens = e.get("generals") if isinstance(e.get("generals"), list) else []
    return "draft_open", {"n": len(gens or []), "generals": w.join([w.name(g) for g in gens or []])}


@_on("draft_pick")
def _draft_pick(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "draft_pick", {"side": _side(e.get("side")), "general": w.name(e.get("general"))}


@_on("reveal_generals")
def _reveal_generals(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    gens = e.get("generals") if isinstance(e.get("generals"), list) else []
    parts = []
    for s, g in enumerate(gens or []):
        nm = w.name(g)
        seat = WORDS["seat"].format(n=s)
        parts.append(Text(f"{seat.zh} {nm.zh}", f"{seat.en} {nm.en}"))
    return "reveal_generals", {"generals": w.join(parts)}


@_on("roles")
def _roles(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    f: Fields = {"lord": w.who(e.get("lord"))}
    if e.get("role") in ROLE_NAMES:
        return "roles.mine", {**f, "role": ROLE_NAMES[str(e.get("role"))]}
    return "roles", f


@_on("lord_general")
def _lord_general(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "lord_general", {"general": w.name(e.get("general"))}


@_on("lose_maxhp")
def _lose_maxhp(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "lose_maxhp", {**_who(e, w), "n": _num(e.get("n")), "maxhp": _num(e.get("maxhp"))}


@_on("gain_skills")
def _gain_skills(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    skills = e.get("skills") if isinstance(e.get("skills"), list) else []
    return "gain_skills", {**_who(e, w), "skills": w.join([w.name(x) for x in skills or []])}


@_on("awaken")
def _awaken(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "awaken", {**_who(e, w), "skill": w.name(e.get("skill"))}


@_on("pindian_start", "pindian_void", "provoke")
def _versus(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return str(e.get("kind")), {**_who(e, w), "target": w.who(e.get("target"))}


@_on("pindian")
def _pindian(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    cs = e.get("cards") if isinstance(e.get("cards"), list) else [None, None]
    a, b = (cs or [None, None]) + [None] * (2 - len(cs or []))
    return ("pindian.win" if e.get("win") else "pindian.lose"), {
        **_who(e, w), "target": w.who(e.get("target")), "a": w.card(a), "b": w.card(b)}


@_on("yinghun")
def _yinghun(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "yinghun", {**_who(e, w), "target": w.who(e.get("target")),
                       "draw": _num(e.get("draw")), "discard": _num(e.get("discard"))}


@_on("to_pile")
def _to_pile(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "to_pile", {**_who(e, w), "cards": w.cards(e.get("cards")),
                       "pile": w.name(e.get("pile"))}


@_on("move_board")
def _move_board(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "move_board", {**_who(e, w), "src": w.who(e.get("from")), "to": w.who(e.get("to")),
                          "card": w.card(e.get("card"))}


@_on("extra_turn")
def _extra_turn(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "extra_turn", {**_who(e, w), "src": w.who(e.get("from"))}


@_on("put_equip")
def _put_equip(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "put_equip", {**_who(e, w), "target": w.who(e.get("target")),
                         "card": w.card(e.get("card"))}


@_on("guzheng")
def _guzheng(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    taken = e.get("taken")
    return "guzheng", {**_who(e, w), "target": w.who(e.get("target")),
                       "back": w.cards(e.get("back")),
                       "taken": w.cards(taken) if taken else WORDS["none"]}


@_on("gain_maxhp")
def _gain_maxhp(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "gain_maxhp", {**_who(e, w), "n": _num(e.get("n")), "maxhp": _num(e.get("maxhp"))}


@_on("huashen_gain")
def _huashen_gain(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    gens = e.get("generals")
    if isinstance(gens, list) and gens:  # only in the owner's copy of the event
        return "huashen_gain.mine", {**_who(e, w),
                                     "generals": w.join([w.name(x) for x in gens])}
    return "huashen_gain", {**_who(e, w), "n": _num(e.get("n")), "count": _num(e.get("count"))}


@_on("huashen")
def _huashen(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "huashen", {**_who(e, w), "general": w.name(e.get("general")),
                       "skill": w.name(e.get("skill"))}


@_on("zhiba_refused")
def _zhiba_refused(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "zhiba_refused", {**_who(e, w), "src": w.who(e.get("from"))}


@_on("supply_shortage_hit")
def _supply_shortage_hit(e: Mapping[str, Any], w: _Words) -> tuple[str, Fields]:
    return "supply_shortage_hit", _who(e, w)


def _render(key: str, fields: Fields) -> Text:
    tpl = TEMPLATES[key]
    zh = tpl.zh.replace(" ", "") if not tpl.zh.startswith("——") else tpl.zh
    tpl = Text(zh, tpl.en)

    def pick(lang: str) -> dict[str, str]:
        return {k: (v.get(lang) if isinstance(v, Text) else str(v)) for k, v in fields.items()}

    return Text(tpl.zh.format(**pick("zh")), tpl.en.format(**pick("en")))


def known_kinds() -> frozenset[str]:
    """The event kinds with a sentence of their own."""
    return frozenset(BUILDERS)


def event_text(event: Mapping[str, Any], reader: Reader | None = None) -> Text:
    """``event`` (a seat's view of one Sanguosha event) as a sentence in zh and en.

    A kind without a sentence, or a payload it cannot read, gives the kind's words only —
    never the raw payload.

    >>> event_text({"kind": "draft_pile_taken", "team": "A", "pile": 0}).en
    'Team A takes pile 1'
    >>> event_text({"kind": "turn", "seat": 2, "n": 3}, Reader(2, "3v3", {2: "lvbu"})).zh
    '—— 吕布（座位2，你） 的回合（第3回合）——'
    """
    r = reader or Reader()
    kind = str(event.get("kind", "?"))
    build = BUILDERS.get(kind)
    if build is not None:
        try:
            key, fields = build(event, _Words(r))
            return _render(key, fields)
        except (KeyError, TypeError, ValueError, IndexError):
            pass  # display only: an unexpected payload never shows raw data
    return _render("unknown", {"kind": kind.replace("_", " ")})


def sentence(event: Mapping[str, Any], lang: str, reader: Reader | None = None) -> str:
    """``event`` as a sentence in ``lang``."""
    return event_text(event, reader).get(lang)


def result_text(result: Mapping[str, Any], reader: Reader | None = None) -> Text:
    """The end of a game as ``reader`` reads it: ``你方获胜——主帅阵亡`` / ``You won — a
    commander was killed``; a spectator reads which seats won.

    >>> result_text({"winners": [3, 4, 5], "reason": "commander_killed"}, Reader(0)).en
    'You lost — a commander was killed'
    """
    r = reader or Reader()
    winners = [x for x in result.get("winners") or [] if isinstance(x, int)]
    why = _end_why(result.get("reason"))
    if not winners:
        return Text(f"平局——{why.zh}", f"A draw — {why.en}")
    if r.seat in winners:
        return Text(f"你赢了——{why.zh}", f"You won — {why.en}")
    if r.seat >= 0:
        return Text(f"你输了——{why.zh}", f"You lost — {why.en}")
    who = _Words(r).seats(winners)
    return Text(f"{who.zh} 获胜——{why.zh}", f"{who.en} won — {why.en}")
