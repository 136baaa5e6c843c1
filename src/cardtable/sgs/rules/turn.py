"""A turn: 准备 判定 摸牌 出牌 弃牌 结束, with skip effects (乐不思蜀, skills via
``phase_before``), the hand limit, per-phase counters and the handover to the mode."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.core.text import Text
from cardtable.sgs.rules.asking import ask_cards
from cardtable.sgs.rules.triggers import fire, fire_simple, new_ctx
from cardtable.sgs.rules.zones import discard, draw
from cardtable.sgs.skills.api import Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

PHASES: Final = ("prepare", "judge", "draw", "play", "discard", "finish")
_REVERSED_PHASES: Final = PHASES[::-1]
DISCARD_PROMPT: Final = Text("弃牌阶段：请弃置{n}张手牌", "Discard phase: discard {n} hand card(s)")


@step("turn")
def _turn(g: SgsGame, f: Frame) -> None:
    seat = f[1]
    g.current = seat
    g.phase = ""
    g.turn_no += 1
    if g.mode == "3v3" and not g.marks[seat].get("extra_turn"):  # 放权's extra turn: no tap
        g.tapped[seat] = True
    g.log_event("turn", {"seat": seat, "n": g.turn_no})
    g.stack.extend((("turn_end", seat), *[("phase", seat, ph) for ph in _REVERSED_PHASES],
                    ("turn_facedown", seat)))
    fire_simple(g, "turn_start", [seat], seat)


@step("turn_facedown")
def _turn_facedown(g: SgsGame, f: Frame) -> None:
    # a general turned face down by another's skill (放逐) skips this turn and turns face up;
    # 据守's own turn_start trigger has already done this for 曹仁 (then nothing happens here)
    seat = f[1]
    m = g.marks[seat]
    if m.pop("flipped", 0):
        g.log_event("turn_over", {"seat": seat, "face_up": True})
        g.log_event("turn_skipped", {"seat": seat})
        for ph in PHASES:
            m["skip_" + ph] = 1


@step("phase")
def _phase(g: SgsGame, f: Frame) -> None:
    _, seat, ph = f
    if not g.alive_[seat]:
        return
    marks = g.marks[seat]
    if marks and marks.pop("skip_" + ph, 0):  # most seats carry no marks at all
        g.log_event("phase_skipped", {"seat": seat, "phase": ph})
        return
    if "phase_before" in g.tindex:
        cid = new_ctx(g, [seat, ph, 0])
        g.stack.append(("phase_go", seat, ph, cid))
        fire(g, "phase_before", cid, seat)
    else:
        _phase_body(g, seat, ph)


@step("phase_go")
def _phase_go(g: SgsGame, f: Frame) -> None:
    _, seat, ph, cid = f
    skip = g.ctx.pop(cid)[2]
    if not g.alive_[seat]:
        return
    marks = g.marks[seat]
    if marks and marks.pop("skip_" + ph, 0):
        skip = 1
    if skip:
        g.log_event("phase_skipped", {"seat": seat, "phase": ph})
        return
    _phase_body(g, seat, ph)


def _phase_body(g: SgsGame, seat: int, ph: str) -> None:
    g.phase = ph
    push = g.stack.append
    push(("phase_end", seat, ph))
    if ph == "judge":
        push(("judge_phase", seat))
    elif ph == "draw":
        if "draw_count" in g.tindex:
            cid = new_ctx(g, [seat, 2])
            push(("draw_do", seat, cid))
            fire(g, "draw_count", cid, seat)
        else:
            draw(g, seat, 2)
    elif ph == "play":
        push(("play_menu", seat))
    elif ph == "discard":
        push(("discard_phase", seat))
    if "phase_start" in g.tindex:  # twelve phase events a turn, most with no listener
        fire_simple(g, "phase_start", [seat, ph], seat)


@step("draw_do")
def _draw_do(g: SgsGame, f: Frame) -> None:
    _, seat, cid = f
    n = g.ctx.pop(cid)[1]
    if n > 0 and g.alive_[seat]:
        draw(g, seat, n)


@step("phase_end")
def _phase_end(g: SgsGame, f: Frame) -> None:
    _, seat, ph = f
    if g.used:
        g.used = {k: v for k, v in g.used.items() if k[1].startswith("turn.")}
    if "phase_end" in g.tindex:
        fire_simple(g, "phase_end", [seat, ph], seat)


@step("discard_phase")
def _discard_phase(g: SgsGame, f: Frame) -> None:
    seat = f[1]
    if not g.alive_[seat]:
        return
    excess = len(g.hand[seat]) - g.hand_limit(seat)
    if excess > 0:
        ask_cards(g, seat, discard_prompt(excess), g.hand[seat], excess, excess,
                  ("discard_done", seat))


#: :data:`DISCARD_PROMPT` per number of cards, formatted once
_DISCARD_PROMPTS: Final[dict[int, Text]] = {}


def discard_prompt(n: int) -> Text:
    """The discard phase's prompt for ``n`` cards (:data:`DISCARD_PROMPT`), formatted on first
    use and then read from a table."""
    p = _DISCARD_PROMPTS.get(n)
    if p is None:
        p = _DISCARD_PROMPTS[n] = DISCARD_PROMPT.format(n=n)
    return p


@step("discard_done")
def _discard_done(g: SgsGame, f: Frame) -> None:
    _, seat, cards = f
    if "discard_watch" in g.tindex and g.phase == "discard" and g.current == seat:
        # 固政 (a trigger on the never-fired ``discard_watch``) reads what was discarded here
        g.ms["phase_discards"] = (g.turn_no, cards)
    discard(g, seat, cards)


@step("turn_end")
def _turn_end(g: SgsGame, f: Frame) -> None:
    seat = f[1]
    g.phase = ""
    g.used = {}
    marks = g.marks[seat]
    for k in [k for k in marks if k.startswith("skip_")]:
        del marks[k]  # a skip applies to this turn only
    marks.pop("drunk", None)  # 酒's bonus lasts until the end of the turn
    g.log_event("turn_end", {"seat": seat})
    g.stack.append(("after_turn", seat))
    fire_simple(g, "turn_end", [seat], seat)


@step("after_turn")
def _after_turn(g: SgsGame, f: Frame) -> None:
    seat = f[1]
    if g.marks[seat].pop("extra_turn", 0):
        return  # an extra turn (放权): play goes on from the turn it was given in
    if g.mode == "3v3":
        alive = g.alive_
        g.stack.append(("m3_next",))
        if all(g.tapped[s] for s in range(g.n) if alive[s]):
            g.tapped = [False] * g.n
            g.log_event("reset", {})
            fire_simple(g, "round_reset", [seat], seat)  # 忠义 (3v3 关羽) empties its pile
    else:
        g.stack.append(("id_next", seat))
