"""Dying (濒死) and rescue, death, kill rewards and the end of the game.

Rescue is asked around the table starting from the CURRENT player (not the dying one); each
seat may use 桃 (or a view-as 桃) repeatedly until the dying seat's HP is at least 1; the dying
seat may also use 酒 on itself (酒池).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, NAME
from cardtable.sgs.cards.maneuvering import analeptic_rescue_options
from cardtable.sgs.labels import seat_text
from cardtable.sgs.rules.asking import always_ask
from cardtable.sgs.rules.triggers import fire_simple
from cardtable.sgs.rules.zones import cards_of, move_card
from cardtable.sgs.skills.api import SKILLS, Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

_PASS: Final = {"peach": "pass"}


def peach_options(g: SgsGame, saver: int) -> list[dict[str, Any]]:
    """Ways ``saver`` can use a 桃 on a dying seat now."""
    opts: list[dict[str, Any]] = [{"peach": "card", "card": c} for c in g.hand[saver]
                                  if NAME[c] == "peach"]
    for sid, va in g.viewas[saver]:
        if va.as_name != "peach" or (va.usable is not None and not va.usable(g, saver)):
            continue
        if va.n == 1:
            opts.extend({"peach": "skill", "skill": sid, "card": c}
                        for c in cards_of(g, saver, va.where) if va.card_ok(g, saver, c))
    return opts


@step("dying")
def _dying(g: SgsGame, f: Frame) -> None:
    _, seat, killer = f
    if not g.alive_[seat] or g.hp[seat] >= 1:
        return
    g.log_event("dying", {"seat": seat, "hp": g.hp[seat]})
    g.stack.append(("dying_ask", seat, killer, tuple(g.alive_seats()), 0))


@step("dying_ask")
def _dying_ask(g: SgsGame, f: Frame) -> None:
    _, seat, killer, order, i = f
    if not g.alive_[seat] or g.hp[seat] >= 1:
        return
    if g.marks[seat].get("dying_over"):
        # a skill ended the dying state below 1 HP (不屈: the cards on the general no longer
        # share a rank after a 桃 removed one)
        return
    ban = _peach_ban(g, seat)
    everyone = always_ask(g)
    for j in range(i, len(order)):
        o = order[j]
        if not g.alive_[o]:
            continue
        opts = [] if o in ban else peach_options(g, o)
        if o == seat and g.viewas[o]:  # 酒 on oneself while dying (酒池)
            opts.extend(analeptic_rescue_options(g, o))
        opts.extend(rescue_options(g, o, seat))
        if not opts and not everyone:
            continue
        opts.append(_PASS)
        need = 1 - g.hp[seat]
        who = seat_text(g.general, seat)
        prompt = Text(f"{who.zh}濒死，需要{need}个【桃】", f"{who.en} is dying: needs "
                      f"{need} Peach")
        g.ask(o, "select", prompt, opts, ("dying_ans", seat, killer, order, j, o))
        return
    g.stack.append(("die", seat, killer))


def _peach_ban(g: SgsGame, dying: int) -> tuple[int, ...]:
    """Seats that may not use 桃 now: 完杀 (the current player's locked skill) lets only the
    dying seat and the current player use one."""
    cur = g.current
    if g.alive_[cur] and g.has_skill(cur, "wansha"):
        return tuple(s for s in range(g.n) if s not in (cur, dying))
    return ()


def rescue_options(g: SgsGame, saver: int, dying: int) -> list[dict[str, Any]]:
    """Rescue skills of ``saver`` other than 桃 (救主: ``meta["rescue"]``), as options."""
    out: list[dict[str, Any]] = []
    for sid in g.skills[saver]:
        sk = SKILLS.get(sid)
        if sk is not None and "rescue" in sk.meta and sk.meta["rescue"][0](g, saver, dying):
            out.append({"peach": "rescue", "skill": sid})
    return out


@step("dying_ans")
def _dying_ans(g: SgsGame, f: Frame) -> None:
    _, seat, killer, order, j, o, ans = f
    if ans["peach"] == "pass":
        g.stack.append(("dying_ask", seat, killer, order, j + 1))
        return
    if ans["peach"] == "rescue":
        sid = ans["skill"]
        g.log_event("skill", {"seat": o, "skill": sid})
        g.stack.append(("dying_ask", seat, killer, order, j))
        g.stack.append((SKILLS[sid].meta["rescue"][1], o, seat))
        return
    c = ans["card"]
    g.log_event("use", {"seat": o, "name": ans.get("as", "peach"), "cards": [c],
                        "targets": [seat], "text": CARD_TEXT[c].en,
                        "skill": ans.get("skill", "")})
    g.stack.append(("dying_ask", seat, killer, order, j))
    move_card(g, c, "discard")
    bonus = 0
    if (g.mode == "identity" and o != seat and g.has_skill(seat, "jiuyuan")
            and g.kingdom(o) == "wu"):
        bonus = 1
    g.recover(seat, 1 + bonus)


@step("die")
def _die(g: SgsGame, f: Frame) -> None:
    _, seat, killer = f
    if not g.alive_[seat]:
        return
    g.alive_[seat] = False
    g.log_event("death", {"seat": seat, "killer": killer, "general": g.general[seat],
                          "role": g.role[seat]})
    # each mode's rule called by its module name: the same name imported in both branches
    # of an if/else binds the first import only in the compiled build
    from cardtable.sgs.modes import identity, three_v_three

    over = (three_v_three.after_death(g, seat, killer) if g.mode == "3v3"
            else identity.after_death(g, seat, killer))
    if over:
        return  # game over
    if killer >= 0 and killer != seat and g.alive_[killer] and g.has_skill(seat, "duanchang"):
        # 断肠 (蔡文姬): her killer loses every skill (her own triggers are gone once she is dead)
        g.log_event("skill", {"seat": seat, "skill": "duanchang", "target": killer})
        g.skills[killer] = ()
    g.rebuild_skill_index()
    g.stack.append(("die_cleanup", seat, killer))
    fire_simple(g, "death", [seat, killer], seat)


@step("die_cleanup")
def _die_cleanup(g: SgsGame, f: Frame) -> None:
    _, seat, killer = f
    cards = cards_of(g, seat, "hej")
    for p in g.piles[seat].values():
        cards.extend(p)
    for c in cards:
        move_card(g, c, "discard")
    if cards:
        g.log_event("discard", {"seat": seat, "cards": cards,
                                "text": [CARD_TEXT[c].en for c in cards]})
    from cardtable.sgs.modes import identity, three_v_three

    if g.mode == "3v3":
        three_v_three.reward(g, seat, killer)
    else:
        identity.reward(g, seat, killer)
