"""Trigger points: collect the skills that react to an event and run them in counterclockwise
seat order from the current player (seed part 1, rule 4:
同时机多技能冲突时,按逆时针顺序依次结算)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.text import Text
from cardtable.sgs.generals.data import SKILL_NAMES
from cardtable.sgs.rules.asking import always_ask, ask_no_only
from cardtable.sgs.skills.api import SKILLS, Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def new_ctx(self: SgsGame, data: list[Any]) -> int:
    """Store a flat context record; return its id (free it with ``("free", cid)``)."""
    cid = self.next_cid
    self.next_cid = cid + 1
    self.ctx[cid] = data
    return cid

def _hits(self: SgsGame, lst: tuple[tuple[int, str, int, bool], ...],
          about: int) -> list[tuple[int, int, str, int]]:
    """The entries of ``lst`` (``tindex[event]``) that react now, in counterclockwise order
    from the current player: ``(order, seat, skill id, trigger index)``."""
    alive = self.alive_
    cur = self.current
    n = self.n
    hits = [((seat - cur) % n, seat, sid, ti) for seat, sid, ti, anyone in lst
            if (anyone or seat == about) and alive[seat]]
    if len(hits) > 1:
        hits.sort()
    return hits


def fire(self: SgsGame, event: str, cid: int, about: int) -> None:
    """Push the triggers of ``event`` (context ``cid``, concerning seat ``about``) so that
    they run next, in counterclockwise order from the current player."""
    lst = self.tindex.get(event)  # one lookup when no living seat's skill reacts to it
    if not lst:
        return
    hits = _hits(self, lst, about)
    if not hits:
        return
    push = self.stack.append
    for _, seat, sid, ti in reversed(hits):
        push(("trig", seat, sid, ti, cid))


def fire_simple(self: SgsGame, event: str, data: list[Any], about: int) -> None:
    """Fire an event with a fresh context that is freed after its triggers ran."""
    lst = self.tindex.get(event)  # one lookup when no living seat's skill reacts to it
    if not lst:
        return
    hits = _hits(self, lst, about)
    if not hits:
        return
    cid = new_ctx(self, data)
    push = self.stack.append
    push(("free", cid))
    for _, seat, sid, ti in reversed(hits):
        push(("trig", seat, sid, ti, cid))


#: :func:`use_skill_prompt` by skill id
_USE_SKILL_PROMPTS: Final[dict[str, Text]] = {}


def use_skill_prompt(sid: str) -> Text:
    """The prompt offering optional skill ``sid`` ("是否发动【X】？" / "Use X?"), built on first
    use and then read from a table."""
    p = _USE_SKILL_PROMPTS.get(sid)
    if p is None:
        name = SKILL_NAMES.get(sid)
        if name is None:
            name = SKILLS[sid].name
        p = _USE_SKILL_PROMPTS[sid] = Text(f"是否发动【{name.zh}】？", f"Use {name.en}?")
    return p


@step("free")
def _free(g: SgsGame, f: Frame) -> None:
    ctx = g.ctx
    cid = f[1]
    if cid in ctx:  # not ``ctx.pop(cid, None)``: a method call on the compiled build
        del ctx[cid]


@step("trig")
def _trig(g: SgsGame, f: Frame) -> None:
    _, seat, sid, ti, cid = f
    if not g.alive_[seat] or cid not in g.ctx:
        return
    sk = SKILLS[sid]
    t = sk.triggers[ti]
    optional = t.optional and "locked" not in sk.tags
    if t.can is not None and not t.can(g, seat, cid):
        # a condition may read the owner's hidden cards (天香: a ♥ hand card; 流离: a card
        # to discard): with always_ask the owner is offered the skill anyway, "no" only
        if optional and always_ask(g):
            ask_no_only(g, seat, use_skill_prompt(sid), ("trig_go", seat, sid, ti, cid))
        return
    if optional:
        g.ask_yesno(seat, use_skill_prompt(sid), ("trig_go", seat, sid, ti, cid))
        return
    g.log_event("skill", {"seat": seat, "skill": sid})
    g.stack.append((t.run, seat, cid))


@step("trig_go")
def _trig_go(g: SgsGame, f: Frame) -> None:
    _, seat, sid, ti, cid, yes = f
    if yes:
        g.log_event("skill", {"seat": seat, "skill": sid})
        g.stack.append((SKILLS[sid].triggers[ti].run, seat, cid))
