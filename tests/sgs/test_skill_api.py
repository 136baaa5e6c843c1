"""The skill API hook points (docs/sgs-skill-api.md), each proven with a tiny test-only skill:
modifiers, phase skips, draw count, damage redirect, dying cancel, retrial exchange,
judge_done, cards_lost, actives and proxy responses."""

from __future__ import annotations

from typing import Any

from cardtable.core.text import Text
from cardtable.sgs.game import SgsGame
from cardtable.sgs.rules.respond import play_response
from cardtable.sgs.scenario_setup import build
from cardtable.sgs.skills.api import (
    DMG_CANCEL,
    DMG_DST,
    DMG_N,
    DMG_SRC,
    JDG_CARD,
    Active,
    Frame,
    Mods,
    Skill,
    Trigger,
    ViewAs,
    register,
    step,
)

G6 = ["xuchu", "caocao", "lvmeng", "zhangfei", "sunquan", "huanggai"]
T = Text("t", "t")


def _table(**kw: Any) -> SgsGame:
    setup: dict[str, Any] = {"no_skills": True, "generals": G6, "current": 1}
    setup.update(kw)
    return build(setup, 1)


# ---- test skills -------------------------------------------------------------------------------
register(Skill("t_two_jinks", T, T, mods=Mods(jinks_needed=2)))
register(Skill("t_untargetable", T, T,
               mods=Mods(can_be_target=lambda g, o, u, n: n != "slash")))


@step("t_skipdraw.go")
def _skipdraw(g: SgsGame, f: Frame) -> None:
    _, _owner, cid = f
    if g.ctx[cid][1] == "draw":
        g.ctx[cid][2] = 1


register(Skill("t_skipdraw", T, T, tags=frozenset({"locked"}),
               triggers=(Trigger("phase_before", "t_skipdraw.go"),)))


@step("t_draw3.go")
def _draw3(g: SgsGame, f: Frame) -> None:
    g.ctx[f[2]][1] = 3


register(Skill("t_draw3", T, T, triggers=(Trigger("draw_count", "t_draw3.go"),)))


@step("t_pass_damage.go")
def _pass_damage(g: SgsGame, f: Frame) -> None:
    _, _owner, cid = f
    ctx = g.ctx[cid]
    ctx[DMG_CANCEL] = 1
    g.damage(ctx[DMG_SRC], 0, ctx[DMG_N], "redirected")


register(Skill("t_pass_damage", T, T, tags=frozenset({"locked"}),
               triggers=(Trigger("damage_inflicted", "t_pass_damage.go",
                                 lambda g, o, cid: g.ctx[cid][DMG_DST] == o),)))


@step("t_no_dying.go")
def _no_dying(g: SgsGame, f: Frame) -> None:
    g.ctx[f[2]][2] = 1


register(Skill("t_no_dying", T, T, tags=frozenset({"locked"}),
               triggers=(Trigger("hp_reduced", "t_no_dying.go"),)))


@step("t_swap.go")
def _swap(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    if g.hand[owner]:
        g.retrial(cid, g.hand[owner][0], owner, keep_old=True)


register(Skill("t_swap", T, T, tags=frozenset({"locked"}), retrial=True,
               triggers=(Trigger("judge_retrial", "t_swap.go", anyone=True),)))


@step("t_keep_judge.go")
def _keep_judge(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.move_card(g.ctx[cid][JDG_CARD], "hand", owner)


register(Skill("t_keep_judge", T, T,
               triggers=(Trigger("judge_done", "t_keep_judge.go"),)))


@step("t_empty_draw.go")
def _empty_draw(g: SgsGame, f: Frame) -> None:
    g.draw(f[1], 1)


register(Skill("t_empty_draw", T, T, tags=frozenset({"locked"}),
               triggers=(Trigger("cards_lost", "t_empty_draw.go",
                                 lambda g, o, cid: bool(g.ctx[cid][3])),)))


@step("t_active.go")
def _active(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.mark_used(owner, "t_active")
    g.lose_hp(owner, 1)
    g.draw(owner, 2)


register(Skill("t_active", T, T, active=Active(
    "t_active.go", lambda g, o: g.used_count(o, "t_active") == 0)))


@step("t_proxy.go")
def _proxy(g: SgsGame, f: Frame) -> None:
    _, owner, name, ok, retry = f
    for s in g.alive_seats(owner)[1:]:
        if g.is_ally(owner, s):
            cards = [c for c in g.hand[s] if g.card_name(c) == name]
            if cards:
                g.push(ok)
                play_response(g, s, name, (cards[0],))
                return
    g.push(retry)


register(Skill("t_proxy", T, T, view_as=(ViewAs("jink", lambda g, o, c: False, n=0,
                                                 via="t_proxy.go"),)))


# ---- tests ------------------------------------------------------------------------------------
def test_mods_jinks_needed_two() -> None:
    """skill API Mods.jinks_needed: the target of the owner's 杀 needs two 闪 (无双)."""
    g = _table(skills={1: ["t_two_jinks"]}, hands={1: ["slash S7"], 2: ["jink D2", "jink D3"]})
    g.answer({"action": "use", "card": g.hand[1][0]})
    g.answer({"target": 2})
    g.answer(0)
    assert g.pending() is not None and g.pending().seat == 2  # type: ignore[union-attr]
    g.answer({"respond": "pass"})
    assert g.hp[2] == 3


def test_mods_can_be_target() -> None:
    """skill API Mods.can_be_target forbids being a 杀 target (空城-like)."""
    g = _table(skills={2: ["t_untargetable"]}, hands={1: ["slash S7"]})
    g.answer({"action": "use", "card": g.hand[1][0]})
    d = g.pending()
    assert d is not None and [o.form for o in d.options] == [{"target": 0}]


def test_phase_before_skip_and_draw_count() -> None:
    """skill API phase_before can skip a phase; draw_count changes the number drawn."""
    g = _table(skills={2: ["t_skipdraw"]}, current=2, phase="prepare")
    assert len(g.hand[2]) == 0 and g.phase == "play"
    g2 = _table(skills={2: ["t_draw3"]}, current=2, phase="draw")
    assert g2.pending() is not None
    g2.answer({"answer": "yes"})
    assert len(g2.hand[2]) == 3


def test_damage_inflicted_redirect() -> None:
    """skill API damage_inflicted: cancel and deal the damage elsewhere (天香-like)."""
    g = _table(skills={2: ["t_pass_damage"]}, hands={1: ["slash S7"]})
    g.answer({"action": "use", "card": g.hand[1][0]})
    g.answer({"target": 2})
    assert g.hp[2] == 4 and g.hp[0] == 3


def test_hp_reduced_cancels_dying() -> None:
    """skill API hp_reduced: ctx[2] = 1 keeps the seat out of dying (不屈-like)."""
    g = _table(skills={2: ["t_no_dying"]}, hp={2: 1}, hands={1: ["slash S7"],
                                                              0: ["peach H3"]})
    g.answer({"action": "use", "card": g.hand[1][0]})
    g.answer({"target": 2})
    assert g.hp[2] == 0 and g.alive_[2]
    assert "dying" not in [e.kind for e in g.log]


def test_retrial_exchange_and_judge_done() -> None:
    """skill API retrial with keep_old (鬼道-like) and judge_done taking the card (天妒-like)."""
    g = _table(skills={0: ["t_swap"], 2: ["t_keep_judge"]}, current=2, phase="judge",
               judge={2: ["indulgence S6"]}, hands={0: ["peach H3"]},
               draw_top=["slash C2", "jink D2", "jink D3"])
    # seat 0 swapped its ♥ peach in; the ♣ slash went to seat 0's hand
    assert [g.card_name(c) for c in g.hand[0]] == ["slash"]
    d = g.pending()
    assert d is not None and d.seat == 2 and d.kind == "yesno"
    g.answer({"answer": "yes"})
    assert sorted(g.card_name(c) for c in g.hand[2]) == ["jink", "jink", "peach"]
    assert g.phase == "play"


def test_cards_lost_last_hand_card() -> None:
    """skill API cards_lost: fires with hand_empty after the last hand card leaves (连营)."""
    g = _table(skills={1: ["t_empty_draw"]}, hands={1: ["slash S7"]}, draw_top=["jink D2"])
    g.answer({"action": "use", "card": g.hand[1][0]})
    g.answer({"target": 0})
    assert [g.card_name(c) for c in g.hand[1]] == ["jink"]


def test_active_once_per_phase() -> None:
    """skill API Active: offered in the play menu while usable (苦肉-like, limited here)."""
    g = _table(skills={1: ["t_active"]})
    d = g.pending()
    assert d is not None and {"action": "skill", "skill": "t_active"} in [o.form
                                                                         for o in d.options]
    g.answer({"action": "skill", "skill": "t_active"})
    assert g.hp[1] == 4 and len(g.hand[1]) == 2
    d = g.pending()
    assert d is not None
    assert {"action": "skill", "skill": "t_active"} not in [o.form for o in d.options]


def test_proxy_response() -> None:
    """skill API ViewAs(via=...): an ally answers for the owner (护驾-like)."""
    g = _table(skills={4: ["t_proxy"]}, current=3, hands={3: ["slash S7"], 5: ["jink D2"]})
    g.answer({"action": "use", "card": g.hand[3][0]})
    g.answer({"target": 4})
    d = g.pending()
    assert d is not None and d.seat == 4
    g.answer({"respond": "skill", "skill": "t_proxy"})
    assert g.hp[4] == 5 and not g.hand[5]


@step("t_virtual_duel.go")
def _virtual_duel(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.mark_used(owner, "t_virtual_duel")
    g.use_virtual(0, "duel", (2,), no_null=True)


register(Skill("t_virtual_duel", T, T, active=Active(
    "t_virtual_duel.go", lambda g, o: g.used_count(o, "t_virtual_duel") == 0)))


def test_use_virtual_duel_without_cards() -> None:
    """skill API use_virtual: a card-less 决斗 from seat 0 on seat 2, not cancellable by
    无懈可击 (离间-like)."""
    g = _table(skills={1: ["t_virtual_duel"]}, hands={4: ["nullification CQ"]})
    g.answer({"action": "skill", "skill": "t_virtual_duel"})
    assert g.hp[2] == 3 and g.hp[0] == 4
    assert not check_cards_errors(g)


def check_cards_errors(g: SgsGame) -> list[str]:
    """Card conservation problems (see cardtable.sgs.invariants)."""
    from cardtable.sgs.invariants import check_cards

    return check_cards(g)


@step("t_mourn.go")
def _mourn(g: SgsGame, f: Frame) -> None:
    g.log_event("t_mourn", {"seat": f[1]})


register(Skill("t_mourn", T, T, tags=frozenset({"locked"}),
               triggers=(Trigger("death", "t_mourn.go", anyone=True),)))


def test_simultaneous_triggers_counterclockwise_from_current() -> None:
    """seed 4: 同时机多技能冲突时,按逆时针顺序依次结算 — three seats react to the same death
    in seat order starting from the current player (4 → 5 → 0 → 2 here, current = 4)."""
    g = _table(skills={0: ["t_mourn"], 2: ["t_mourn"], 5: ["t_mourn"], 4: ["t_mourn"]},
               current=4, hp={3: 1}, hands={4: ["slash S7"]})
    g.answer({"action": "use", "card": g.hand[4][0]})
    g.answer({"target": 3})
    order = [e.public["seat"] for e in g.log if e.kind == "t_mourn"]
    assert order == [4, 5, 0, 2]
