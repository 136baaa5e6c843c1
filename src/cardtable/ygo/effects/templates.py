"""Declarative effect templates: a card's YAML ``effects:`` list compiled into :class:`Effect` s.

See docs/ygo-card-api.md §4 for the vocabulary. Compiled once per process per card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from cardtable.core.errors import SetupError
from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_NEGATE_ACT,
    CAT_NEGATE_SUMMON,
    CAT_RECOVER,
    CAT_SEARCH,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    Q,
    ask_cards,
    ask_option,
    register,
    target_step,
)
from cardtable.ygo.state import (
    LOC_BANISHED,
    LOC_BY_NAME,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    POS_ATK,
    POS_DEF,
    POS_FACEDOWN,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

Filt = Callable[["Duel", int], bool]
W = tuple[Any, ...]  # the window an activation condition is asked in (unused by the ops')


def _true(g: Duel, c: int) -> bool:
    return True


def make_filter(spec: dict[str, Any] | None, where: str) -> Filt:
    """A card filter from a mapping (kind, type, race, attribute, level_max, atk_min/max, code…)."""
    if not spec:
        return _true
    spec = dict(spec)
    kind = spec.pop("kind", None)
    race = spec.pop("race", None)
    attr = spec.pop("attribute", None)
    lmax = spec.pop("level_max", None)
    amin = spec.pop("atk_min", None)
    amax = spec.pop("atk_max", None)
    code = spec.pop("code", None)
    name_has = spec.pop("name_has", None)
    tbits = 0  # `type: Field` / `type: Normal|Continuous`: printed type bits, all required
    for t in str(spec.pop("type", "") or "").replace("|", ",").split(","):
        if t.strip():
            if t.strip() not in C.TYPE_BY_NAME:
                raise SetupError(f"{where}: unknown card type {t!r}")
            tbits |= C.TYPE_BY_NAME[t.strip()]
    if spec:
        raise SetupError(f"{where}: unknown filter keys {sorted(spec)}")
    rbits = 0
    if race is not None:
        for r in str(race).replace("|", ",").split(","):
            if r.strip() not in C.RACE_BY_NAME:
                raise SetupError(f"{where}: unknown race {r!r}")
            rbits |= C.RACE_BY_NAME[r.strip()]
    abits = C.ATTRIBUTE_BY_NAME.get(str(attr), 0) if attr else 0
    kbits = {"monster": C.MONSTER, "spell": C.SPELL, "trap": C.TRAP, None: 0}.get(kind, -1)
    if kbits == -1:
        raise SetupError(f"{where}: unknown kind {kind!r}")

    def f(g: Duel, c: int) -> bool:
        cd = g.cd(c)
        if kbits and not cd.type & kbits:
            return False
        if tbits and cd.type & tbits != tbits:
            return False
        if rbits and not g.race(c) & rbits:
            return False
        if abits and not g.attribute(c) & abits:
            return False
        if lmax is not None and (not g.has_level(c) or cd.level > int(lmax)):  # not Xyz
            return False
        if amin is not None and (not cd.is_monster or g.atk(c) < int(amin)):
            return False
        if amax is not None and (not cd.is_monster or g.atk(c) > int(amax)):
            return False
        if code is not None and g.code[c] != int(code):
            return False
        return name_has is None or str(name_has).lower() in cd.name.en.lower()

    return f


_BOTH: Final = (0, 1)
_ONE: Final = ((0,), (1,))


#: The seats ``side`` names, by the acting player ``p``: ``_SIDES[side][p]``.
_SIDES: Final = {"any": (_BOTH, _BOTH), "self": _ONE, "opp": (_ONE[1], _ONE[0])}


Sides = tuple[tuple[int, ...], tuple[int, ...]]


def _sides(side: str) -> Sides:
    """The seats ``side`` (any/self/opp) names, indexed by the acting player: looked up once,
    when the card's template is compiled (a subscript on the hot path, not a call)."""
    try:
        return _SIDES[side]
    except KeyError:
        raise SetupError(f"unknown side {side!r} (any/self/opp)") from None


_POS_MASK: Final = {"any": 0, "attack": POS_ATK, "defense": POS_DEF}


def _matching(g: Duel, p: int, what: str, sides: Sides, pm: int, filt: Filt, other_than: int,
              first: bool = False) -> list[int]:
    """The cards of a mass op (``what``: monsters / spells_traps / all; ``pm``: a position
    mask, 0 = any) on the ``sides`` (:func:`_sides`) of ``p``, except ``other_than`` (the card
    itself); ``first`` stops at the first one (an activation condition: is there any?). Plain
    loops: no generator frame on the legality path."""
    out: list[int] = []
    mons = what == "monsters" or what == "all"
    sts = what == "spells_traps" or what == "all"
    trivial = filt is _true
    pos = g.pos
    for s in sides[p]:
        if mons:
            for c in g.mz[s]:
                if c >= 0 and c != other_than and (not pm or pos[c] & pm) \
                        and (trivial or filt(g, c)):
                    out.append(c)
                    if first:
                        return out
        if sts:
            for c in g.spells(s):
                if c != other_than and filt(g, c):
                    out.append(c)
                    if first:
                        return out
    return out


def _target_cands(spec: dict[str, Any], where: str) -> Callable[[Duel, int, int], list[int]]:
    what = spec.get("what", "monster")
    sides = _sides(spec.get("side", "any"))
    face_up = spec.get("face_up")
    filt = make_filter(spec.get("filter"), where)

    def cands(g: Duel, p: int, self_c: int) -> list[int]:
        out: list[int] = []
        for s in sides[p]:
            if what == "monster":
                out.extend(c for c in g.mz[s] if c >= 0 and filt(g, c)
                           and (face_up is None or g.is_face_up(c) == bool(face_up)))
            elif what == "spell_trap":
                out.extend(c for c in g.spells(s) if c != self_c and filt(g, c))
            elif what in ("gy_monster", "card_in_gy"):
                out.extend(c for c in g.gy[s] if filt(g, c)
                           and (what == "card_in_gy" or g.cd(c).is_monster))
            else:
                raise SetupError(f"{where}: unknown target kind {what!r}")
        return out

    return cands


def _revive_exists(spec: dict[str, Any], where: str) -> Callable[[Duel, int, int, W], bool] | None:
    """A short-circuiting "is there a monster in a GY to Special Summon?" check (the same
    candidates as :func:`_target_cands` for ``gy_monster`` targets, without building the list)."""
    if spec.get("what", "monster") != "gy_monster":
        return None
    sides = _sides(spec.get("side", "any"))
    filt = make_filter(spec.get("filter"), where)

    def revive_exists(g: Duel, c: int, p: int, w: W = ()) -> bool:
        if -1 not in g.mz[p]:
            return False  # can_special_summon needs a free monster zone
        code = g.code
        cards = g.pool.cards
        for s in sides[p]:
            for x in g.gy[s]:
                if cards[code[x]].is_monster and filt(g, x) and g.can_special_summon(x, p):
                    return True
        return False

    return revive_exists


def _fast_exists(spec: dict[str, Any]) -> Callable[[Duel, int, int, W], bool] | None:
    """A quick "is there any target?" check for unfiltered monster / spell-trap targets."""
    if spec.get("filter") or spec.get("face_up") is not None:
        return None
    what = spec.get("what", "monster")
    sides = _sides(spec.get("side", "any"))
    if what == "spell_trap":
        def st_exists(g: Duel, c: int, p: int, w: W = ()) -> bool:
            # a zone holds -1 when empty and a card once: counted in C, not looped over
            for s in sides[p]:
                row = g.sz[s]
                if row.count(-1) + row.count(c) < len(row):
                    return True
                x = g.fz[s]
                if x >= 0 and x != c:
                    return True
                pz = g.pz[s]
                if pz.count(-1) + pz.count(c) < len(pz):
                    return True
            return False

        return st_exists
    if what == "monster":
        def m_exists(g: Duel, c: int, p: int, w: W = ()) -> bool:
            for s in sides[p]:
                row = g.mz[s]
                if row.count(-1) < len(row):
                    return True
            return False

        return m_exists
    return None


def _compile_op(op: dict[str, Any], where: str) -> Any:
    """One op: (step, category, extra activation condition)."""
    key = next((k for k in op if k in OPS), None)
    if key is None:
        raise SetupError(f"{where}: unknown template op in {op!r} (known: {sorted(OPS)})")
    return OPS[key](op, where)


def _op_draw(op: dict[str, Any], where: str) -> Any:
    arg = op["draw"] if isinstance(op["draw"], dict) else {"n": op["draw"]}
    n = int(arg.get("n", 1))
    who = arg.get("who", op.get("who", "self"))
    return ops.draw(n, who), CAT_DRAW, ops.can_draw(n, who)


def _mass(kind: str) -> Any:
    def make(op: dict[str, Any], where: str) -> Any:
        arg = op[kind] if isinstance(op[kind], dict) else {}
        what = arg.get("what", op.get("what", "monsters"))
        sides = _sides(arg.get("side", op.get("side", "any")))
        pos = arg.get("pos", op.get("pos", "any"))
        if pos not in _POS_MASK:
            raise SetupError(f"{where}: {kind} pos must be any, attack or defense")
        pm = _POS_MASK[pos]
        filt = make_filter(arg.get("filter", op.get("filter")), where)

        def st(g: Duel, lk: Link) -> None:
            if what == "target":
                cs = [t for t, life in zip(lk.targets, lk.tlife, strict=True)
                      if g.life[t] == life and g.on_field(t)]
            else:
                cs = _matching(g, lk.player, what, sides, pm, filt, lk.card)
            if kind == "destroy":
                g.destroy(cs, "effect", lk)
            else:
                g.banish(cs)

        def cond(g: Duel, c: int, p: int, w: W = ()) -> bool:
            return bool(_matching(g, p, what, sides, pm, filt, c, first=True))

        # on its targets: no condition of its own (the target step has one)
        return (st, CAT_DESTROY if kind == "destroy" else CAT_BANISH,
                None if what == "target" else cond)

    return make


def _op_special_summon(op: dict[str, Any], where: str) -> Any:
    arg = op["special_summon"] if isinstance(op["special_summon"], dict) else {}
    frm = arg.get("from", "gy")
    sides = _sides(arg.get("side", "self"))
    filt = make_filter(arg.get("filter"), where)
    posn = arg.get("pos", "choose")

    def cands(g: Duel, p: int) -> list[int]:
        out: list[int] = []
        for s in sides[p]:
            pile = {"gy": g.gy, "hand": g.hand, "deck": g.deck, "banished": g.banished}[frm][s]
            out.extend(c for c in pile if filt(g, c) and g.can_special_summon(c, p))
        return out

    def st(g: Duel, lk: Link) -> None:
        if frm == "target":
            if lk.targets and g.life[lk.targets[0]] == lk.tlife[0] \
                    and g.loc[lk.targets[0]] & (LOC_GY | LOC_BANISHED | LOC_HAND) \
                    and g.can_special_summon(lk.targets[0], lk.player):
                lk.data["ss"] = lk.targets[0]
            return
        ask_cards(g, lk, lk.player, cands(g, lk.player), 1, 1, "summon_pick")
        lk.data["ss_pick"] = len(lk.picks)

    def st_pos(g: Duel, lk: Link) -> None:
        c = lk.data.get("ss", -1)
        if c < 0 and "ss_pick" in lk.data:
            got = lk.picks[-1]
            c = got[0] if got else -1
        lk.data["ss"] = c
        if c >= 0 and posn == "choose":  # the text names no position: the player chooses
            ask_option(g, lk, lk.player, _POS_CHOICES, "position", kind="position")

    def st2(g: Duel, lk: Link) -> None:
        c = lk.data.get("ss", -1)
        if c < 0:
            if frm == "deck":
                g.shuffle_deck(lk.player)
            return
        if posn == "choose":
            pos = int(lk.picks[-1])
        else:
            pos = POS_FU_DEF if posn == "defense" else POS_FU_ATK
        g.special_summon(c, lk.player, pos)
        if frm == "deck":
            g.shuffle_deck(lk.player)

    def cond(g: Duel, c: int, p: int, w: W = ()) -> bool:
        return bool(cands(g, p))

    if posn not in ("choose", "attack", "defense"):
        raise SetupError(f"{where}: special_summon pos must be choose, attack or defense")
    st2.__name__ = "special_summon_finish"
    # from its target: no condition of its own (the target step has one)
    return (st, st_pos, st2), CAT_SPSUMMON, None if frm == "target" else cond


_POS_CHOICES: Final = ((POS_FU_ATK, Text("表侧攻击表示", "face-up Attack Position")),
                       (POS_FU_DEF, Text("表侧守备表示", "face-up Defense Position")))


def _op_atk(op: dict[str, Any], where: str) -> Any:
    arg = op["atk_change"] if isinstance(op["atk_change"], dict) else {"n": op["atk_change"]}
    n = int(arg.get("n", 0))
    dn = int(arg.get("defn", 0))
    until_end = arg.get("until", "end") == "end"

    def st(g: Duel, lk: Link) -> None:
        for t, life in zip(lk.targets, lk.tlife, strict=True):
            if g.life[t] == life and g.loc[t] == LOC_MZONE and g.is_face_up(t):
                g.add_buff(t, n, dn, until_end, lk.card)

    return st, CAT_ATKCHANGE, None


def _op_negate_act(op: dict[str, Any], where: str) -> Any:
    arg = op["negate_activation"] if isinstance(op["negate_activation"], dict) else {}
    of = arg.get("of", "any")
    destroy = bool(arg.get("destroy", True))

    def matches(g: Duel, i: int) -> bool:
        lk = g.chain[i]
        cd = g.pool.cards[lk.code]
        if of == "spell":
            return (lk.card_act and cd.is_spell) or (lk.card_act and cd.is_monster)
        if of == "trap":
            return lk.card_act and cd.is_trap
        if of == "spell_trap":
            return (lk.card_act and not cd.is_monster) or (lk.card_act and cd.is_monster)
        if of == "monster":
            return cd.is_monster and not lk.card_act
        return True

    def cond(g: Duel, c: int, p: int, w: W = ()) -> bool:
        return bool(g.chain) and g.chain[-1].ready and matches(g, len(g.chain) - 1)

    return ops.negate_activation(destroy), CAT_NEGATE_ACT, cond


def _op_negate_effect(op: dict[str, Any], where: str) -> Any:
    arg = op["negate_effect"] if isinstance(op["negate_effect"], dict) else {}
    of = arg.get("of", "any")

    def st(g: Duel, lk: Link) -> None:
        i = g.chain.index(lk) - 1
        if i >= 0:
            g.negate_effect(i)

    def cond(g: Duel, c: int, p: int, w: W = ()) -> bool:
        if not g.chain or not g.chain[-1].ready:
            return False
        cd = g.pool.cards[g.chain[-1].code]
        return of == "any" or (of == "spell" and cd.is_spell) or (of == "trap" and cd.is_trap) \
            or (of == "monster" and cd.is_monster)

    return st, CAT_NEGATE_ACT, cond


def _op_negate_summon(op: dict[str, Any], where: str) -> Any:
    def st(g: Duel, lk: Link) -> None:
        w = lk.window
        if w and w[0] == "summoning":
            g.neg_summon = w[1]

    return st, CAT_NEGATE_SUMMON, None


def _op_search(op: dict[str, Any], where: str) -> Any:
    arg = op["search"] if isinstance(op["search"], dict) else {}
    filt = make_filter(arg.get("filter"), where)

    def st(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, Q.in_deck(g, lk.player, filt), 1, 1, "search")

    def st2(g: Duel, lk: Link) -> None:
        got = lk.picks[-1] if lk.picks else ()
        if got:
            g.to_hand(got)
        g.shuffle_deck(lk.player)

    def cond(g: Duel, c: int, p: int, w: W = ()) -> bool:
        return bool(Q.in_deck(g, p, filt))

    return (st, st2), CAT_SEARCH, cond


def _op_points(kind: str) -> Any:
    def make(op: dict[str, Any], where: str) -> Any:
        arg = op[kind] if isinstance(op[kind], dict) else {"n": op[kind]}
        n = int(arg.get("n", 0))
        if kind == "damage":
            return ops.damage(n, arg.get("who", "opp")), CAT_DAMAGE, None
        return ops.recover(n, arg.get("who", "self")), CAT_RECOVER, None

    return make


def _op_flip_up(op: dict[str, Any], where: str) -> Any:
    arg = op["flip_up"] if isinstance(op["flip_up"], dict) else {}
    sides = _sides(arg.get("side", "opp"))

    def st(g: Duel, lk: Link) -> None:
        for s in sides[lk.player]:
            for c in list(g.mz[s]):
                if c >= 0 and g.pos[c] & POS_FACEDOWN:
                    g.change_position(c, POS_FU_DEF if g.pos[c] & POS_DEF else POS_FU_ATK)

    return st, 0, None


OPS: Final[dict[str, Any]] = {
    "draw": _op_draw,
    "destroy": _mass("destroy"),
    "banish": _mass("banish"),
    "special_summon": _op_special_summon,
    "atk_change": _op_atk,
    "negate_activation": _op_negate_act,
    "negate_summon": _op_negate_summon,
    "negate_effect": _op_negate_effect,
    "search": _op_search,
    "damage": _op_points("damage"),
    "recover": _op_points("recover"),
    "flip_up": _op_flip_up,
}


def _compile_cost(spec: dict[str, Any], where: str) -> tuple[Any, Any]:
    from cardtable.ygo.effects import costs

    key = next(iter(spec))
    if key == "pay_lp":
        return costs.pay_lp(int(spec[key]))
    if key == "pay_half_lp":
        return costs.pay_half_lp()
    if key == "discard":
        return costs.discard(int(spec[key]))
    if key == "tribute":
        return costs.tribute(int(spec[key]))
    raise SetupError(f"{where}: unknown cost {key!r}")


def compile_effect(cd: CardData, spec: dict[str, Any], where: str) -> Effect:
    """One template effect of card ``cd``."""
    kind = spec.get("kind", "activate")
    steps: list[Any] = []
    cat = 0
    conds: list[Any] = []
    for op in spec.get("do", []) or []:
        if not isinstance(op, dict):
            raise SetupError(f"{where}: each op must be a mapping")
        st, c2, cond = _compile_op(op, where)
        if isinstance(st, tuple):
            steps.extend(st)
        else:
            steps.append(st)
        cat |= c2
        if cond is not None:
            conds.append(cond)
    target_steps: tuple[Any, ...] = ()
    tspec = spec.get("target")
    if tspec is not None:
        base_cands = _target_cands(tspec, where)
        revive = any(isinstance(o, dict) and isinstance(o.get("special_summon"), dict)
                     and o["special_summon"].get("from") == "target"
                     for o in spec.get("do", []) or [])

        def cands(g: Duel, p: int, c: int) -> list[int]:
            out = base_cands(g, p, c)
            return [x for x in out if g.can_special_summon(x, p)] if revive else out

        prompt = {"monster": "target_monster", "spell_trap": "target_spell_trap"}.get(
            tspec.get("what", "monster"), "target_card")

        def tstep(g: Duel, lk: Link) -> None:
            ask_cards(g, lk, lk.player, cands(g, lk.player, lk.card), 1, 1, prompt)

        target_steps = (target_step(tstep, cands),)
        fast = _fast_exists(tspec) if not revive else None
        if fast is not None:
            conds.append(fast)
        elif revive:  # stops at the first monster that can be summoned
            def any_revivable(g: Duel, c: int, p: int, w: W = ()) -> bool:
                return g.free_mzone(p) >= 0 and any(
                    g.can_special_summon(x, p) for x in base_cands(g, p, c))

            conds.append(_revive_exists(tspec, where) or any_revivable)
        else:
            conds.append(lambda g, c, p, w=(): bool(cands(g, p, c)))
    cost_steps: list[Any] = []
    costs = spec.get("cost", []) or []
    for cs in costs:
        sts, cond = _compile_cost(cs, where)
        cost_steps.extend(sts)
        conds.append(cond)
    aspects: list[Aspect] = []
    eq = spec.get("equip")
    if eq:
        efilt = make_filter(eq.get("filter") if isinstance(eq, dict) else None, where)
        aspects.append(Aspect("equip_limit", lambda g, e, m: efilt(g, m)))
        eatk = int(eq.get("atk", 0)) if isinstance(eq, dict) else 0
        edef = int(eq.get("def", 0)) if isinstance(eq, dict) else 0
        if eatk:
            aspects.append(Aspect("atk", lambda g, s, c: eatk if g.equip[s] == c else 0))
        if edef:
            aspects.append(Aspect("def", lambda g, s, c: edef if g.equip[s] == c else 0))
        if tspec is None:
            tspec = {"what": "monster", "side": "any", "face_up": True,
                     "filter": eq.get("filter") if isinstance(eq, dict) else None}
            base2 = _target_cands(tspec, where)

            def ecands(g: Duel, p: int, c: int) -> list[int]:
                return base2(g, p, c)

            def etstep(g: Duel, lk: Link) -> None:
                ask_cards(g, lk, lk.player, ecands(g, lk.player, lk.card), 1, 1,
                          "target_monster")

            target_steps = (target_step(etstep, ecands),)
            conds.append(lambda g, c, p, w=(): bool(ecands(g, p, c)))
    boost = spec.get("boost")
    if boost is not None:
        filt = make_filter(boost.get("filter"), where)
        atk, dfn = int(boost.get("atk", 0)), int(boost.get("def", 0))
        if atk:
            aspects.append(Aspect("atk", lambda g, s, c: atk if filt(g, c) else 0))
        if dfn:
            aspects.append(Aspect("def", lambda g, s, c: dfn if filt(g, c) else 0))
    # a summon negation answers the summon while it is being declared (Horn of Heaven's window):
    # without an explicit event it waits for that window, and only there does it apply
    negates_summon = bool(cat & CAT_NEGATE_SUMMON)
    event = str(spec.get("event", "summoning" if negates_summon else ""))

    # The usual case, one condition from an op or the target (no cost): it is the effect's
    # condition itself, one call on the legality path. Those take the window as an optional
    # 4th argument; a cost's condition (effects/costs.py, shared with scripts) takes three.
    only = conds[0] if len(conds) == 1 and not costs else None

    def condition(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
        for f in conds:  # noqa: SIM110 (a plain loop: no generator frame on a hot path)
            if not f(g, c, p):
                return False
        return True

    full = only if only is not None else condition

    def summoning_condition(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
        return bool(w) and w[0] == "summoning" and not g.chain and full(g, c, p, w)

    return Effect(
        kind=kind,
        speed=int(spec.get("speed", 0)),
        event=event,
        optional=bool(spec.get("optional", True)),
        when=bool(spec.get("when", False)),
        dmg_step=bool(spec.get("dmg_step", False)),
        dmg_calc=bool(spec.get("dmg_calc", False)),
        condition=summoning_condition if negates_summon else full if conds else None,
        cost=tuple(cost_steps),
        target=target_steps,
        operation=tuple(steps),
        target_picks=tspec is not None,
        equip=bool(eq),
        category=cat,
        aspects=tuple(aspects),
        stays=bool(spec.get("stays", False)),
        where=_where(spec.get("where"), where),
        name=Text(str(spec["name"].get("zh", "")), str(spec["name"].get("en", "")))
        if isinstance(spec.get("name"), dict) else None,
    )


def _where(v: Any, where: str) -> int:
    if v is None:
        return 0
    out = 0
    for part in str(v).replace("|", ",").split(","):
        bit = LOC_BY_NAME.get(part.strip())
        if bit is None:
            raise SetupError(f"{where}: unknown location {part!r} (known: {sorted(LOC_BY_NAME)})")
        out |= bit
    return out


def compile_templates(cd: CardData) -> tuple[Effect, ...]:
    """Every template effect of ``cd``, indexed."""
    from dataclasses import replace

    out = []
    for i, spec in enumerate(cd.effects):
        e = compile_effect(cd, spec, f"card {cd.code} effect {i + 1}")
        out.append(replace(e, index=i))
    return tuple(out)


def template_effects(code: int, *specs: dict[str, Any]) -> tuple[Effect, ...]:
    """The effects of card ``code`` written in the template vocabulary from a script table
    (cards of ``pool/goat.csv`` have no YAML ``effects:`` column): ``register(code,
    *template_effects(code, {"do": [{"damage": 600}]}))``."""
    from dataclasses import replace

    from cardtable.ygo.cards.carddata import builtin_cards

    return compile_templates(replace(builtin_cards()[code], effects=tuple(specs)))


def register_templates(table: dict[int, tuple[dict[str, Any], ...]]) -> None:
    """Register a script table ``{passcode: (template effect, ...)}`` of cards whose whole
    behaviour is template ops (the Goat batches' ``TEMPLATES`` tables)."""
    for code, specs in table.items():
        register(code, *template_effects(code, *specs))


__all__ = ["LOC_GY", "POS_ATK", "compile_templates", "make_filter", "register_templates",
           "template_effects"]
