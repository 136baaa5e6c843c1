"""Answering a request for a card (闪 for 杀, 杀 for 决斗/南蛮入侵, 闪 for 万箭齐发): real cards,
view-as skills, 丈八蛇矛 and 八卦阵. A window with no way to answer is not asked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, NAME, SUIT, card_name_text
from cardtable.sgs.rules.asking import always_ask
from cardtable.sgs.rules.triggers import fire_simple
from cardtable.sgs.rules.zones import cards_of, move_card
from cardtable.sgs.skills.api import Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

_PASS: Final = {"respond": "pass"}
_ARMOR: Final = {"respond": "armor"}
_SPEAR: Final = {"respond": "skill", "skill": "spear"}


def armor_active(g: SgsGame, target: int, attacker: int) -> bool:
    """True when ``target``'s armour works against ``attacker`` (青釭剑 ignores armour; 八阵
    counts as an equipped 八卦阵 while the armour slot is empty)."""
    if g.equip[target][1] < 0 and "bazhen" not in g.skills[target]:
        return False
    w = g.equip[attacker][0] if attacker >= 0 else -1
    return not (w >= 0 and NAME[w] == "qinggang_sword")


def response_options(g: SgsGame, seat: int, name: str, armor: bool,
                     used: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Ways ``seat`` can produce ``name`` now (without the pass option); ``used`` lists the
    armour / proxy skills already tried in this window."""
    opts: list[dict[str, Any]] = []
    for c in g.hand[seat]:
        if NAME[c] == name:
            opts.append({"respond": "card", "card": c})
    for sid, va in g.viewas[seat]:
        if va.as_name != name or not va.respond:
            continue
        if va.usable is not None and not va.usable(g, seat):
            continue
        if va.n == 0:
            if va.via and sid not in used:
                opts.append({"respond": "skill", "skill": sid})
            continue
        cands = [c for c in cards_of(g, seat, va.where) if va.card_ok(g, seat, c)]
        if va.n == 1:
            opts.extend({"respond": "skill", "skill": sid, "card": c} for c in cands)
        elif len(cands) >= va.n:
            opts.append({"respond": "skill", "skill": sid})
    if name == "slash":
        w = g.equip[seat][0]
        if w >= 0 and NAME[w] == "spear" and len(g.hand[seat]) >= 2:
            opts.append(_SPEAR)
    elif name == "jink" and armor and "armor" not in used:
        a = g.equip[seat][1]
        if (NAME[a] == "eight_diagram") if a >= 0 else "bazhen" in g.skills[seat]:
            opts.append(_ARMOR)
    return opts


def can_respond(g: SgsGame, seat: int, name: str, armor: bool = True) -> bool:
    """True if ``seat`` has any way to produce ``name`` (the window is worth asking)."""
    return bool(response_options(g, seat, name, armor))


def virtual_suit(g: SgsGame, cards: tuple[int, ...], owner: int) -> int:
    """Suit of a (possibly virtual) card: the card's suit; for several cards 4 = all black,
    5 = all red, -1 = no colour."""
    if len(cards) == 1:
        return g.suit_of(cards[0], owner)
    if not cards:
        return -1
    reds = [g.is_red(c, owner) for c in cards]
    if all(reds):
        return 5
    if not any(reds):
        return 4
    return -1


def is_black_suit(s: int) -> bool:
    """♠/♣ or an all-black virtual card."""
    return s in (0, 2, 4)


def is_red_suit(s: int) -> bool:
    """♥/♦ or an all-red virtual card."""
    return s in (1, 3, 5)


def ask_response(g: SgsGame, seat: int, name: str, then: Frame, count: int = 1,
                 armor: bool = True, use: tuple[Text, dict[str, Any]] | None = None) -> None:
    """Ask ``seat`` for ``count`` cards named ``name``; deliver True if all were produced.

    ``use=(prompt, pass_form)`` opens a window for *using* one ``name`` (借刀杀人's and
    青龙偃月刀's 杀) instead of playing it: the same ways to produce the card (real cards,
    view-as skills, 丈八蛇矛, proxies such as 激将), shown with ``prompt`` and ``pass_form`` as
    the refusal; the cards are not played but delivered as a tuple (empty = a card with no
    real cards behind it), or ``None`` when refused or when there is no way to produce one.
    The caller then starts the use (:func:`cardtable.sgs.rules.use_card.start_use`)."""
    g.stack.append(("_resp", seat, name, then, count, 0, armor, (), use))


#: :func:`play_prompt` by (count, card name)
_PLAY_PROMPTS: Final[dict[tuple[int, str], Text]] = {}


def play_prompt(left: int, name: str) -> Text:
    """The prompt of a window asking for ``left`` more cards named ``name`` ("请打出1张【闪】" /
    "Play 1 Dodge"), built on first use and then read from a table."""
    key = (left, name)
    p = _PLAY_PROMPTS.get(key)
    if p is None:
        nm = card_name_text(name)
        p = _PLAY_PROMPTS[key] = Text(f"请打出{left}张【{nm.zh}】", f"Play {left} {nm.en}")
    return p


@step("_resp")
def _resp(g: SgsGame, f: Frame) -> None:
    _, seat, name, then, need, got, armor, used, use = f
    if got >= need:
        g.stack.append((*then, True if use is None else ()))
        return
    if not g.alive_[seat]:
        g.stack.append((*then, None if use else False))
        return
    opts = response_options(g, seat, name, armor, used)
    if not opts and not always_ask(g):
        g.stack.append((*then, None if use else False))
        return
    if use is None:
        opts.append(_PASS)
        prompt = play_prompt(need - got, name)
    else:
        prompt, pass_form = use
        opts.append(pass_form)
    g.ask(seat, "select", prompt, opts, ("_resp_ans", seat, name, then, need, got, armor,
                                        used, use))


@step("_resp_ans")
def _resp_ans(g: SgsGame, f: Frame) -> None:
    _, seat, name, then, need, got, armor, used, use, ans = f
    how = ans["respond"]
    if how == "pass" or (use is not None and ans == use[1]):
        g.stack.append((*then, None if use else False))
        return
    if how == "armor":
        g.log_event("equip_skill", {"seat": seat, "equip": "eight_diagram"})
        g.judge(seat, "eight_diagram",
                ("_resp_bagua", seat, name, then, need, got, armor, used, use))
        return
    nxt: Frame = ("_resp", seat, name, then, need, got + 1, armor, (), use)
    if how == "card":
        played: tuple[int, ...] = (ans["card"],)
    elif "card" in ans:
        played = (ans["card"],)
        if use is not None:
            g.log_event("skill", {"seat": seat, "skill": ans["skill"]})
    else:
        sid = ans["skill"]
        n, where, ok = 2, "h", None
        for s2, va in g.viewas[seat]:
            if s2 == sid and va.as_name == name and va.respond:
                n, where, ok = va.n, va.where, va
        if ok is not None and ok.n == 0:
            # a proxy skill (护驾, 激将): its step pushes `nxt` on success or `retry`
            retry = ("_resp", seat, name, then, need, got, armor, (*used, sid), use)
            g.log_event("skill", {"seat": seat, "skill": sid})
            if use is not None:
                # the helper plays the card; it is then used as the owner's
                nxt = ("_resp_proxied", name, then, len(g.log_))
            g.stack.append((ok.via, seat, name, nxt, retry))
            return
        if use is not None:
            g.log_event("skill", {"seat": seat, "skill": sid})
        cands = cards_of(g, seat, where) if ok is None else [
            c for c in cards_of(g, seat, where) if ok.card_ok(g, seat, c)]
        nm = card_name_text(name)
        g.ask_cards(seat, Text(f"选择{n}张牌当【{nm.zh}】", f"Choose {n} cards as {nm.en}"),
                    cands, n, n, ("_resp_cards", seat, name, nxt if use is None else then,
                                  use is not None))
        return
    if use is not None:
        g.stack.append((*then, played))
        return
    g.stack.append(nxt)
    play_response(g, seat, name, played)


@step("_resp_cards")
def _resp_cards(g: SgsGame, f: Frame) -> None:
    _, seat, name, nxt, for_use, cards = f
    if for_use:
        g.stack.append((*nxt, cards))
        return
    g.stack.append(nxt)
    play_response(g, seat, name, cards)


@step("_resp_proxied")
def _resp_proxied(g: SgsGame, f: Frame) -> None:
    # a proxy (激将) produced the card for a use window: the cards the helper played since
    # log index `mark` (still in the discard pile) become the used card
    _, name, then, mark = f
    cards: tuple[int, ...] = ()
    log = g.log_
    for i in range(mark, len(log)):
        e = log[i]
        if e.kind == "respond" and e.public.get("name") == name:
            cards = tuple(c for c in e.public.get("cards", ()) if g.loc[c] >> 4 == 1)
            break
    g.stack.append((*then, cards))


@step("_resp_bagua")
def _resp_bagua(g: SgsGame, f: Frame) -> None:
    _, seat, name, then, need, got, armor, used, use, card = f
    if card >= 0 and g.is_red(card, seat):
        g.log_event("respond", {"seat": seat, "name": name, "by": "eight_diagram"})
        g.stack.append(("_resp", seat, name, then, need, got + 1, armor, (), use))
        # the 闪 produced by 八卦阵 counts as used/played (雷击 fires on it)
        fire_simple(g, "card_responded", [seat, name, (), -1], seat)
    else:
        g.stack.append(("_resp", seat, name, then, need, got, armor, (*used, "armor"), use))


def play_response(g: SgsGame, seat: int, name: str, cards: tuple[int, ...]) -> None:
    """Put response ``cards`` (as ``name``) into the discard pile and fire card_responded."""
    g.log_event("respond", {"seat": seat, "name": name, "cards": list(cards),
                            "text": [CARD_TEXT[c].en for c in cards]})
    for c in cards:
        move_card(g, c, "discard")
    if "card_responded" in g.tindex:
        suit = SUIT[cards[0]] if len(cards) == 1 else virtual_suit(g, cards, seat)
        fire_simple(g, "card_responded", [seat, name, cards, suit], seat)
