"""What happens to cards: moving, drawing, destroying, summoning, damage, stats and state checks.

Every action raises the events that triggers listen to and writes the log. The methods are the
``g.*`` helpers of the card API (docs/ygo-card-api.md §3).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from cardtable.core.errors import CardtableError
from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.effects.hooks import (
    NO_NEGATE,
    card_negated,
    draw_allowed,
    face_down_banned,
    pay_play_cost,
    stats_reversed,
    summon_allowed,
    unaffected_by,
)
from cardtable.ygo.rules.texts import RULES
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import (
    BS_CALC,
    F_ACTIVE,
    F_CALC_ZERO,
    F_KEEP,
    F_NEGATED,
    F_POSCHANGED,
    F_PROPER,
    F_SPECIAL,
    F_SUMMONED_TURN,
    FEAT_EQUIPS,
    FEAT_EXTRA_PROCS,
    FEAT_LISTENERS,
    FEAT_TOKENS,
    LOC_ACT,
    LOC_BANISHED,
    LOC_DECK,
    LOC_EXTRA,
    LOC_FZONE,
    LOC_GY,
    LOC_HAND,
    LOC_LIMBO,
    LOC_MZONE,
    LOC_NAMES,
    LOC_ONFIELD,
    LOC_OVERLAY,
    LOC_PZONE,
    LOC_SZONE,
    POS_FACEDOWN,
    POS_FACEUP,
    POS_NAMES,
    DuelState,
    drop,
    pair_set,
    row_add,
    row_drop,
    zone_set,
)

_ZONED: Final = LOC_MZONE | LOC_SZONE | LOC_PZONE


class ZoneError(CardtableError):
    """An engine bug: a card was moved into a Monster/Spell & Trap/Pendulum Zone that does not
    exist or already holds another card. Raised in every build (not an ``assert``)."""


class Actions(DuelState):
    """Queries and actions on the duel state (the helper API of card scripts)."""

    __slots__ = ()

    # --- queries ------------------------------------------------------------------------
    def cd(self, c: int) -> CardData:
        """Static data of card ``c``."""
        return self.pool.cards[self.code[c]]

    def name(self, c: int) -> Text:
        """Card name."""
        return self.pool.cards[self.code[c]].name

    @property
    def turn_player(self) -> int:
        """The seat whose turn it is."""
        return self.tp

    def target_ok(self, link: Any, t: int, i: int = 0) -> bool:
        """Target ``t`` (the ``i``-th of ``link.targets``) is still the same card (it never left
        its place since it was targeted) and, on the field, still face-up."""
        if t < 0 or i >= len(link.tlife) or self.life[t] != link.tlife[i]:
            return False
        return not self.loc[t] & LOC_ONFIELD or bool(self.pos[t] & POS_FACEUP)

    @staticmethod
    def opp(p: int) -> int:
        """The other seat."""
        return 1 - p

    def is_face_up(self, c: int) -> bool:
        """Face-up on the field (monsters: face-up position; spells/traps: revealed)."""
        return bool(self.pos[c] & POS_FACEUP)

    def on_field(self, c: int) -> bool:
        """On the field (any zone)."""
        return bool(self.loc[c] & LOC_ONFIELD)

    def monsters(self, p: int) -> list[int]:
        """Cards in ``p``'s monster zones, zone order."""
        return [c for c in self.mz[p] if c >= 0]

    def spells(self, p: int) -> list[int]:
        """Cards in ``p``'s spell/trap, field and pendulum zones."""
        return [c for c in (*self.sz[p], self.fz[p], *self.pz[p]) if c >= 0]

    def free_mzone(self, p: int) -> int:
        """Index of the first free monster zone of ``p`` (-1 = none)."""
        z = self.mz[p]  # an empty zone holds -1 (the only negative value a zone holds)
        return z.index(-1) if -1 in z else -1

    def free_szone(self, p: int) -> int:
        """Index of the first free spell/trap zone of ``p`` (-1 = none)."""
        z = self.sz[p]
        return z.index(-1) if -1 in z else -1

    def sources(self) -> list[int]:
        """Face-up cards on the field whose continuous aspects apply now."""
        out: list[int] = []
        if not self.aidx:
            return out
        spell_negated = False
        pos, flags, loc = self.pos, self.flags, self.loc
        # field order: seat 0 then seat 1, monsters, spell/trap, field, pendulum zones
        for c in sorted(self.aidx, key=self._field_key):
            if not pos[c] & POS_FACEUP or flags[c] & F_NEGATED:
                continue
            if loc[c] != LOC_MZONE and not flags[c] & F_ACTIVE:
                continue
            asp = self.pool.aspects_of(self.code[c])
            if not asp:
                continue  # indexed for a phase trigger only
            out.append(c)
            if any(a.what == "negate_spells" for a in asp):
                spell_negated = True
        if spell_negated or self.hk.card_negated:  # Imperial Order, Jinzo (effects/hooks.py)
            out = self._not_negated(out, spell_negated)
        return out

    def _not_negated(self, srcs: list[int], spell_negated: bool) -> list[int]:
        """``srcs`` without the Spell Cards when spells are negated (a Pendulum card in a
        Pendulum Zone is a Spell too, seed 003) and without the cards a ``CARD_NEGATED`` hook
        negates. (Out of :meth:`sources`: a comprehension there would make its variables
        closure cells on every call.)"""
        loc = self.loc
        if spell_negated:
            srcs = [c for c in srcs if not self.pool.cards[self.code[c]].type & C.SPELL
                    and loc[c] != LOC_PZONE]
        if self.hk.card_negated:
            srcs = [c for c in srcs if not card_negated(self, c)]  # type: ignore[arg-type]
        return srcs

    def _field_key(self, c: int) -> tuple[int, int, int]:
        lo = self.loc[c]
        return (self.ctrl[c], 0 if lo == LOC_MZONE else 1 if lo == LOC_SZONE else
                2 if lo == LOC_FZONE else 3, self.seq[c])

    def spells_negated(self) -> bool:
        """True while a face-up active card negates spell effects on the field (Imperial Order)."""
        for c in self.sources():
            if any(a.what == "negate_spells" for a in self.pool.aspects_of(self.code[c])):
                return True
        return False

    def _stat(self, c: int, what: str, base: int) -> int:
        if not self.loc[c] & LOC_MZONE or not self.pos[c] & POS_FACEUP:
            return base
        if self.flags[c] & F_CALC_ZERO and what == "atk" and self.bstep == BS_CALC:
            return 0  # "ATK becomes 0 during damage calculation only" (Kazejin's kind)
        v = base
        for b in self.buffs:
            if b[0] == c and b[1] == self.life[c]:
                v += b[2] if what == "atk" else b[3]
        unaff = self.hk.unaffected if self.hooked else ()
        for s in self.sources():
            if unaff and unaffected_by(self, c, s):  # type: ignore[arg-type]
                continue  # "unaffected by Spell Cards": a Field Spell's boost skips it
            for a in self.pool.aspects_of(self.code[s]):
                if a.what == what and a.fn is not None:
                    v += int(a.fn(self, s, c))
        if v != base and self.hk.stat_reversals \
                and stats_reversed(self):  # type: ignore[arg-type]
            v = 2 * base - v  # every addition/subtraction reversed (Reverse Trap)
        return max(v, 0)

    def atk(self, c: int) -> int:
        """Current ATK (original + buffs + continuous modifiers; never below 0)."""
        return self._stat(c, "atk", self.pool.cards[self.code[c]].atk)

    def defense(self, c: int) -> int:
        """Current DEF."""
        return self._stat(c, "def", self.pool.cards[self.code[c]].defense)

    def atk_def(self, c: int, srcs: list[int] | None = None) -> tuple[int, int]:
        """``(atk(c), defense(c))`` in one pass; ``srcs``: :meth:`sources` when the caller
        already has it (an observation reads every visible monster's stats at one moment)."""
        cd = self.pool.cards[self.code[c]]
        a, d = cd.atk, cd.defense
        if not self.loc[c] & LOC_MZONE or not self.pos[c] & POS_FACEUP:
            return a, d
        life = self.life[c]
        for b in self.buffs:
            if b[0] == c and b[1] == life:
                a += b[2]
                d += b[3]
        unaff = self.hk.unaffected
        for s in self.sources() if srcs is None else srcs:
            if unaff and unaffected_by(self, c, s):  # type: ignore[arg-type]
                continue
            for asp in self.pool.aspects_of(self.code[s]):
                if asp.fn is not None:
                    if asp.what == "atk":
                        a += int(asp.fn(self, s, c))
                    elif asp.what == "def":
                        d += int(asp.fn(self, s, c))
        if (a != cd.atk or d != cd.defense) and self.hk.stat_reversals \
                and stats_reversed(self):  # type: ignore[arg-type]
            a, d = 2 * cd.atk - a, 2 * cd.defense - d  # Reverse Trap
        if self.flags[c] & F_CALC_ZERO and self.bstep == BS_CALC:
            a = 0
        return max(a, 0), max(d, 0)

    def race(self, c: int) -> int:
        """Current Type (race bits), after Type-changing continuous effects (DNA Surgery)."""
        r = self.pool.cards[self.code[c]].race
        if self.loc[c] & LOC_MZONE and self.pos[c] & POS_FACEUP:
            for s in self.sources():
                for a in self.pool.aspects_of(self.code[s]):
                    if a.what == "race" and a.fn is not None:
                        r2 = int(a.fn(self, s, c))
                        if r2:
                            r = r2
            if self.hk.race_mods:  # lingering Type changes (D. Tribe)
                for h in self.hk.race_mods:
                    r = h(self, c, r)  # type: ignore[arg-type]
        return r

    def level(self, c: int) -> int:
        """Level (0 for an Xyz monster: it has a Rank, not a Level), changed by the duel's
        ``LEVEL_MODS`` hooks (Demotion, A Legendary Ocean; never below 1)."""
        cd = self.pool.cards[self.code[c]]
        if cd.type & C.XYZ:
            return 0
        lv = cd.level
        mods = self.hk.level_mods if self.hooked else ()
        if mods and (lv > 0 or cd.type & C.TOKEN):  # a token of copied Level (Mirage Token)
            for h in mods:
                lv = h(self, c, lv)  # type: ignore[arg-type]
            return max(lv, 1)
        return lv

    def rank(self, c: int) -> int:
        """Rank of an Xyz monster (0 for any other card)."""
        cd = self.pool.cards[self.code[c]]
        return cd.level if cd.type & C.XYZ else 0

    def has_level(self, c: int) -> bool:
        """A monster with a Level (Xyz monsters have none: "Level N or lower" never matches)."""
        cd = self.pool.cards[self.code[c]]
        return bool(cd.type & C.MONSTER) and not cd.type & C.XYZ and cd.level > 0

    def materials_of(self, x: int) -> list[int]:
        """The Xyz Materials attached to ``x``, oldest first (rules/extra_summon.py)."""
        loc, equip = self.loc, self.equip
        return [m for m in self.limbo if loc[m] == LOC_OVERLAY and equip[m] == x]

    def attribute(self, c: int) -> int:
        """Current Attribute bits: the printed one plus the ``("attribute", fn)`` aspects of
        face-up cards (``fn(g, src, card) -> bits`` added; Elemental Mistress Doriado); an
        ``("attribute_set", fn)`` aspect answering non-zero bits replaces the printed Attribute
        instead (Homunculus the Alchemic Being changing its own)."""
        a = self.pool.cards[self.code[c]].attribute
        if self.loc[c] & LOC_MZONE and self.pos[c] & POS_FACEUP:
            added = 0
            for s in self.sources():
                for x in self.pool.aspects_of(self.code[s]):
                    if x.fn is None:
                        continue
                    if x.what == "attribute":
                        added |= int(x.fn(self, s, c))
                    elif x.what == "attribute_set":
                        v = int(x.fn(self, s, c))
                        if v:
                            a = v
            a |= added
        return a

    def reveal(self, seat: int, cards: Iterable[int]) -> None:
        """An effect shows ``cards`` to ``seat``: it knows them while they stay where they are
        (labels and views name them for that seat; ``determinize`` keeps them)."""
        life = self.life
        old = tuple(x for x in self.seen[seat] if life[x[0]] == x[1])
        add = tuple((c, life[c]) for c in cards if (c, life[c]) not in old)
        if add or len(old) != len(self.seen[seat]):
            s = list(self.seen)
            s[seat] = old + add
            self.seen = (s[0], s[1])

    def revealed_to(self, c: int, seat: int) -> bool:
        """``c`` was revealed to ``seat`` by an effect and has not moved since."""
        return seat in (0, 1) and (c, self.life[c]) in self.seen[seat]

    def can_attack_aspect(self, c: int) -> bool:
        """False when a continuous effect forbids ``c`` to declare an attack (Swords…)."""
        if self.aidx:
            for s in self.sources():
                for a in self.pool.aspects_of(self.code[s]):
                    if a.what == "no_attack" and a.fn is not None and a.fn(self, s, c):
                        return False
        if self.hooked:
            for ok in self.hk.attack_allowed:  # a plain loop: no generator frame
                if not ok(self, c):  # type: ignore[arg-type]
                    return False
        return True

    # --- log ----------------------------------------------------------------------------
    def log(self, kind: str, public: dict[str, Any],
            private: dict[int, dict[str, Any]] | None = None) -> None:
        """Append an event (public payload, optional per-seat private payloads)."""
        self.elog.append((kind, public, private))

    def log_rule(self, key: str, **fmt: Any) -> None:
        """Log the rule applied, in zh and en (``RULES[key]`` formatted with ``fmt``)."""
        t = RULES[key]
        if fmt:
            t = t.format(**fmt)
        self.elog.append(("rule", {"rule": key, "zh": t.zh, "en": t.en}, None))

    def public_ref(self, c: int) -> dict[str, Any]:
        """A card as everybody may see it now: named if public, else only its place."""
        lo = self.loc[c]
        if lo == LOC_GY or (lo == LOC_BANISHED and not self.pos[c] & POS_FACEDOWN) \
                or (lo & LOC_ONFIELD and self.pos[c] & POS_FACEUP):
            return self.card_pub(c)  # (a card banished face-down is not public: Lightforce Sword)
        return {"card": c, "where": LOC_NAMES.get(lo, "?"), "zone": self.seq[c],
                "player": self.ctrl[c]}

    def card_pub(self, c: int) -> dict[str, Any]:
        """A public description of card ``c`` (for logs)."""
        code = self.code[c]
        return {"card": c, "code": code, "name": self.pool.cards[code].name.en}

    # --- events and triggers ------------------------------------------------------------
    def raise_event(self, ev: str, c: int, data: tuple[Any, ...] = ()) -> None:
        """Record that ``ev`` happened to ``c``; queue the triggers listening to it."""
        code = self.code[c]
        pool = self.pool
        try:
            ti = pool.trig_tables[code].get(ev)
        except KeyError:
            ti = (pool.trig_tables.setdefault(code, pool.trig_index(code))).get(ev)
        if ti:
            p = self.ctrl[c] if self.loc[c] & LOC_ONFIELD else self.owner[c]
            for ei in ti:
                self.trig.append(Trigger(c, ei, p, self.stamp, (ev, c, *data)))
        if self.feat & FEAT_LISTENERS:
            for p in (0, 1):
                for s in (*self.mz[p], *self.sz[p], self.fz[p]):
                    if s < 0 or s == c or not self.pos[s] & POS_FACEUP:
                        continue
                    at = pool.any_trig(self.code[s]).get(ev)
                    if at:
                        for ei in at:
                            self.trig.append(Trigger(s, ei, p, self.stamp, (ev, c, *data)))
        if self.hooked:
            for hook in self.hk.events:  # chain-less continuous reactions (effects/hooks.py)
                hook(self, ev, c, data)  # type: ignore[arg-type]

    # --- moving cards -------------------------------------------------------------------
    def move(self, c: int, loc: int, p: int | None = None, pos: int = 0, seq: int = -1,
             top: bool = True) -> None:
        """Move ``c`` to ``loc`` of player ``p`` (default: its owner for piles, controller
        otherwise; the Graveyard and Extra Deck are always its owner's, a hand or a Deck is
        another player's only when ``p`` says so: a card taken into the opponent's hand, a card
        shuffled into the opponent's Deck). Field zones take ``seq`` (default: the first free
        one). Under ``profile.pendulum_to_extra`` a Pendulum Monster going from the field to the
        GY goes face-up to the Extra Deck instead (not when its activation as a Spell was
        negated)."""
        lc = self.loc
        old = lc[c]
        if loc & _ZONED:  # a zone must exist and be free (or hold the card itself)
            q = self.ctrl[c] if p is None else p
            zs = self.mz[q] if loc == LOC_MZONE else self.sz[q] if loc == LOC_SZONE \
                else self.pz[q]
            if seq < 0 and old != loc and -1 in zs:
                seq = zs.index(-1)  # the usual case: the first free zone of another place
            else:
                seq = self._zone_for(c, loc, q, seq)
        was_field = old & LOC_ONFIELD
        was_monster_up = old == LOC_MZONE and self.pos[c] & POS_FACEUP
        if loc == LOC_GY and was_field and self.profile.pendulum_to_extra \
                and self.cd(c).type & C.PENDULUM and not self._activation_negated(c):
            loc, pos = LOC_EXTRA, POS_FACEUP  # MR3 (rules/pendulum.py)
            nm = self.pool.cards[self.code[c]].name
            self.log_rule("pendulum_to_extra", card=nm.en, card_zh=nm.zh)
        ctrl = self.ctrl
        was_ctrl = ctrl[c]
        # out of its old place (the place is read from ``old``, the row from its controller)
        if old == LOC_HAND:
            self.hand[was_ctrl].remove(c)
        elif old == LOC_DECK:
            d = self.deck[was_ctrl]
            if d[-1] == c:  # a draw: the top card (the same as remove(): ids are unique)
                d.pop()
            else:
                d.remove(c)
        elif old == LOC_GY:
            self.gy[was_ctrl].remove(c)
        elif old == LOC_MZONE:
            self.mz[was_ctrl][self.seq[c]] = -1
        elif old == LOC_SZONE:
            self.sz[was_ctrl][self.seq[c]] = -1
        elif old == LOC_FZONE:
            self.fz = pair_set(self.fz, was_ctrl, -1)
        elif old == LOC_PZONE:
            self.pz = zone_set(self.pz, was_ctrl, self.seq[c], -1)
        elif old == LOC_BANISHED:
            self.banished = row_drop(self.banished, was_ctrl, c)
        elif old == LOC_EXTRA:
            self.extra = row_drop(self.extra, was_ctrl, c)
        elif old in (LOC_LIMBO, LOC_OVERLAY):
            self.limbo = drop(self.limbo, c)
        if self.ha[c]:
            if was_field:
                if not loc & LOC_ONFIELD:
                    self.aidx = drop(self.aidx, c)
                if old == LOC_PZONE and self.flags[c] & F_ACTIVE and loc != LOC_PZONE:
                    nm = self.cd(c).name  # seed 003: 摇摆效果在其离场的场合即不再适用
                    self.log_rule("pendulum_effect_left", card=nm.en, card_zh=nm.zh)
            elif loc & LOC_ONFIELD:
                self.aidx = (*self.aidx, c)
        if self.spd[c]:
            if old & LOC_ACT:
                if not loc & LOC_ACT:
                    self.act = drop(self.act, c)
            elif loc & LOC_ACT:
                self.act = (*self.act, c)
        if self.feat & FEAT_TOKENS and loc != LOC_MZONE and self.cd(c).type & C.TOKEN:
            loc, pos, p = LOC_LIMBO, 0, self.owner[c]  # a token vanishes off the field
        if loc & (LOC_GY | LOC_EXTRA) or (loc & (LOC_HAND | LOC_DECK) and p is None):
            p = self.owner[c]  # an explicit hand / Deck is another player's (Exchange, g7-s;
            # Parasite Paracide shuffled into the opponent's Deck, g7-t)
        elif p is None:
            p = self.owner[c] if loc & LOC_BANISHED else ctrl[c]
        m = self.r2[c]
        if m:  # per-controller counts of possible responders (rules/chain.py could_act)
            n2 = self.n2
            q = was_ctrl
            if old & m:
                n2[q] -= 1
            elif old & (m >> 16):
                n2[2 + q] -= 1
            elif old & (m >> 32):
                n2[4 + q] -= 1
            if loc & m:
                n2[p] += 1
            elif loc & (m >> 16):
                n2[2 + p] += 1
            elif loc & (m >> 32):
                n2[4 + p] += 1
        lc[c] = loc
        ctrl[c] = p
        self.pos[c] = pos
        self.since[c] = self.turn
        self.life[c] += 1
        fl = self.flags
        fl[c] = fl[c] & F_KEEP if loc & (LOC_GY | LOC_BANISHED | LOC_ONFIELD) else 0
        self.equip[c] = -1
        self.counter[c] = 0
        if loc == LOC_HAND:
            self.hand[p].append(c)
        elif loc == LOC_MZONE:
            if seq < 0:
                seq = self.free_mzone(p)
            self.mz[p][seq] = c
            self.seq[c] = seq
        elif loc == LOC_GY:
            self.gy[p].append(c)
        elif loc == LOC_DECK:
            if top:
                self.deck[p].append(c)
            else:
                self.deck[p].insert(0, c)
        elif loc == LOC_SZONE:
            if seq < 0:
                seq = self.free_szone(p)
            self.sz[p][seq] = c
            self.seq[c] = seq
        elif loc == LOC_BANISHED:
            self.banished = row_add(self.banished, p, c)
        elif loc == LOC_EXTRA:
            self.extra = row_add(self.extra, p, c)
        elif loc in (LOC_LIMBO, LOC_OVERLAY):
            self.limbo = (*self.limbo, c)
        elif loc == LOC_FZONE:
            self.fz = pair_set(self.fz, p, c)
            self.seq[c] = 0
        elif loc == LOC_PZONE:
            if seq < 0:
                seq = 0 if self.pz[p][0] < 0 else 1
            self.pz = zone_set(self.pz, p, seq, c)
            self.seq[c] = seq
        if was_field and not loc & LOC_ONFIELD and loc != LOC_OVERLAY:
            # data: where it was and who controlled it there ("a monster you controlled was
            # sent to the Graveyard": A Deal with Dark Ruler)
            self.raise_event("left_field", c, (old, was_ctrl))
            if self.feat & FEAT_EXTRA_PROCS and old == LOC_MZONE:
                self._materials_follow(c)
        if was_monster_up:
            self._drop_equips(c)

    def _zone_for(self, c: int, loc: int, p: int, seq: int) -> int:
        """The zone index ``c`` goes to in ``p``'s row of ``loc`` (``seq``, or the first free
        one); a missing or occupied zone raises :class:`ZoneError` — never an overwrite (a card
        written into zone -1 took the place of the card in zone 4 and vanished)."""
        zs = self.mz[p] if loc == LOC_MZONE else self.sz[p] if loc == LOC_SZONE else self.pz[p]
        if seq < 0:
            for i, x in enumerate(zs):
                if x == -1 or x == c:
                    return i
            raise ZoneError(f"no free {LOC_NAMES[loc]} zone for card {c} "
                            f"({self.pool.cards[self.code[c]].name.en}) on player {p}'s field")
        if seq >= len(zs) or (zs[seq] != -1 and zs[seq] != c):
            raise ZoneError(f"card {c} ({self.pool.cards[self.code[c]].name.en}) cannot go to "
                            f"{LOC_NAMES[loc]} zone {seq} of player {p}: "
                            + ("no such zone" if seq >= len(zs) else f"card {zs[seq]} is there"))
        return seq

    def swap_control(self, a: int, b: int) -> None:
        """Monsters ``a`` and ``b`` (in different players' Monster Zones) exchange controllers,
        each taking the other's zone and keeping its position (Creature Swap). Bookkept like a
        :meth:`move` from the field to the field (indexes, counts, "life"), without the card
        ever being between places. Raises ``control_changed`` on each, data ``(old controller,
        new controller)``, as ``classic_lib.take_control`` does."""
        if self.loc[a] != LOC_MZONE or self.loc[b] != LOC_MZONE or self.ctrl[a] == self.ctrl[b]:
            raise ZoneError(f"swap_control needs two monsters of different players ({a}, {b})")
        if self.hk.unaffected and len(self.affected((a, b))) < 2:
            return  # one of them is unaffected: the exchange does not happen
        pa, pb, za, zb = self.ctrl[a], self.ctrl[b], self.seq[a], self.seq[b]
        up = [c for c in (a, b) if self.pos[c] & POS_FACEUP]
        n2, fl = self.n2, self.flags
        for c, q, p, z in ((a, pa, pb, zb), (b, pb, pa, za)):
            m = self.r2[c]
            if m:  # the Monster Zone class of the responder counts moves to the new controller
                k = 0 if LOC_MZONE & m else 2 if LOC_MZONE & (m >> 16) else \
                    4 if LOC_MZONE & (m >> 32) else -1
                if k >= 0:
                    n2[k + q] -= 1
                    n2[k + p] += 1
            self.ctrl[c] = p
            self.mz[p][z] = c
            self.seq[c] = z
            self.since[c] = self.turn
            self.life[c] += 1
            fl[c] &= F_KEEP | F_SPECIAL
            self.equip[c] = -1
            self.counter[c] = 0
        for c in up:
            self._drop_equips(c)
        self.raise_event("control_changed", a, (pa, pb))
        self.raise_event("control_changed", b, (pb, pa))

    def _materials_follow(self, x: int) -> None:
        """An Xyz monster left the field: its Xyz Materials go to the GY (not destroyed)."""
        mats = self.materials_of(x)
        if mats:
            self.log_rule("xyz_materials_follow", card=self.name(x).en, card_zh=self.name(x).zh,
                          n=len(mats))
            self.send_to_gy(mats, "xyz_material")

    def _activation_negated(self, c: int) -> bool:
        """``c`` is on the chain as a card activation that was negated (seed 003: a Pendulum
        Monster whose activation as a Spell is negated goes to the GY as usual)."""
        life = self.life[c]
        return any(lk.card == c and lk.card_act and lk.act_negated
                   and lk.life == life for lk in self.chain)

    def _drop_equips(self, m: int) -> None:
        """Equips of a monster that left the field or turned face-down are destroyed (seed 003)."""
        for p in (0, 1):
            for e in self.sz[p]:
                if e >= 0 and self.equip[e] == m:
                    self.log_rule("equip_lost", card=self.pool.cards[self.code[e]].name.en,
                                  card_zh=self.pool.cards[self.code[e]].name.zh)
                    self.destroy([e], "rule")

    def check_equips(self) -> None:
        """Destroy equip cards whose monster no longer meets their condition (DNA Surgery)."""
        for p in (0, 1):
            for e in self.sz[p]:
                if e < 0 or self.equip[e] < 0:
                    continue
                m = self.equip[e]
                if not self.loc[m] & LOC_MZONE or not self.pos[m] & POS_FACEUP:
                    self.log_rule("equip_lost", card=self.pool.cards[self.code[e]].name.en,
                                  card_zh=self.pool.cards[self.code[e]].name.zh)
                    self.destroy([e], "rule")
                    continue
                for a in self.pool.aspects_of(self.code[e]):
                    if a.what == "equip_limit" and a.fn is not None and not a.fn(self, e, m):
                        self.log_rule("equip_condition", card=self.pool.cards[self.code[e]].name.en,
                                      card_zh=self.pool.cards[self.code[e]].name.zh)
                        self.destroy([e], "rule")
                        break

    # --- actions ------------------------------------------------------------------------
    def draw(self, p: int, n: int = 1) -> int:
        """Draw ``n`` cards; drawing from an empty deck loses the duel. Returns cards drawn.
        A ``DRAW_ALLOWED`` hook may forbid ``p`` to draw now (effects/hooks.py)."""
        got = 0
        hooked = self.hooked
        if hooked and self.hk.draw_allowed \
                and not draw_allowed(self, p):  # type: ignore[arg-type]
            self.log_rule("draw_forbidden", player=p)
            return 0
        for _ in range(n):
            if not self.deck[p]:
                self.log_rule("deck_out", player=p)
                self.win_pending = (*self.win_pending, (1 - p, "deck_out"))
                break
            c = self.deck[p][-1]
            self.move(c, LOC_HAND, p)
            got += 1
            code = self.code[c]
            self.elog.append(("draw", {"player": p},
                              {p: {"card": c, "code": code,
                                   "name": self.pool.cards[code].name.en}}))
            if hooked:
                for hook in self.hk.draws:  # effects/hooks.py
                    hook(self, p, c)  # type: ignore[arg-type]
        return got

    def shuffle_deck(self, p: int) -> None:
        """Shuffle ``p``'s deck with the duel's RNG."""
        self.rng.shuffle(self.deck[p])
        self.log("shuffle", {"player": p})

    def affected(self, cards: Iterable[int]) -> list[int]:
        """``cards`` without those the resolving chain link's effect cannot touch
        (``UNAFFECTED`` hooks of ``effects/hooks.py``: "unaffected by Spell Cards"); each card
        left out is named in a rule line. Outside a resolving link (a cost, battle, a rule),
        every card."""
        cs = list(cards)
        unaff = self.hk.unaffected
        if not unaff or not self.chain or not self.chain[-1].ready:
            return cs
        src = self.chain[-1].card
        out = []
        for c in cs:
            if any(h(self, c, src) for h in unaff):  # type: ignore[arg-type]
                self.log_rule("unaffected", card=self.name(c).en, card_zh=self.name(c).zh,
                              src=self.name(src).en, src_zh=self.name(src).zh)
            else:
                out.append(c)
        return out

    def destroy(self, cards: Iterable[int], reason: str = "effect", by: Any = None,
                instead: int = 0) -> list[int]:
        """Destroy cards on the field (send them to the GY); turn player's cards first.
        ``instead`` (``LOC_BANISHED``/``LOC_DECK``) is the destroying effect's own other
        destination ("destroy it and remove it from play": Bottomless Trap Hole): the cards never
        reach the Graveyard, as with a ``DESTINATION_HOOKS`` replacement."""
        out = []
        loc = self.loc
        cs = []
        for c in cards:  # a loop, not a comprehension: no closure cells in this function
            if loc[c] & (LOC_ONFIELD | LOC_HAND | LOC_LIMBO):
                cs.append(c)
        hooked = self.hooked
        if hooked:
            if self.hk.unaffected and reason == "effect":
                cs = self.affected(cs)
            for sub in self.hk.destroy:  # replacement effects (effects/hooks.py)
                cs = sub(self, cs, reason)  # type: ignore[arg-type]
        if len(cs) > 1:
            cs.sort(key=self._destroy_order)
        # replacements of the destination are read before any card moves: the cards are
        # destroyed at the same time (Lesser Fiend destroyed with its victim still banishes it)
        if instead:
            dests = [instead] * len(cs)
        else:
            dests = self._destinations(cs, reason) if hooked and self.hk.destination else []
        for i, c in enumerate(cs):
            if not self.loc[c] & (LOC_ONFIELD | LOC_HAND | LOC_LIMBO):
                continue  # already gone (an equip destroyed with its monster)
            code = self.code[c]
            self.elog.append(("destroy", {"card": c, "code": code,
                                          "name": self.pool.cards[code].name.en,
                                          "reason": reason}, None))
            if dests and dests[i]:
                self._move_instead(c, dests[i])
                out.append(c)  # destroyed, but never sent to the Graveyard
                self.raise_event("destroyed", c, (reason,))
                continue
            self.move(c, LOC_GY)
            out.append(c)
            self.raise_event("destroyed", c, (reason,))
            if self.loc[c] != LOC_EXTRA:  # not a Pendulum Monster gone to the Extra Deck
                self.raise_event("to_gy", c, (reason,))
        return out

    def send_to_gy(self, cards: Iterable[int], reason: str = "effect") -> list[int]:
        """Send cards to their owners' graveyards (not destroyed)."""
        out = []
        hooked = self.hooked
        if hooked and self.hk.unaffected and reason == "effect":  # not Tributes or Fusion
            cards = self.affected(cards)  # Materials
        for c in list(cards):
            to = self._destination(c, reason) if hooked and self.hk.destination else 0
            if to:
                self._move_instead(c, to)
                out.append(c)
                continue
            hidden = self.loc[c] in (LOC_HAND, LOC_DECK)
            was_hand = self.loc[c] == LOC_HAND
            self.move(c, LOC_GY)
            code = self.code[c]
            if self.loc[c] == LOC_EXTRA:  # a Pendulum Monster gone face-up to the Extra Deck
                self.elog.append(("to_extra_face_up", {"card": c, "code": code,
                                               "name": self.cd(c).name.en, "reason": reason},
                                  None))
                out.append(c)
                continue
            self.elog.append(("to_gy", {"card": c, "code": code,
                                        "name": self.pool.cards[code].name.en,
                                        "reason": reason, "from_hidden": hidden}, None))
            # a card sent from the hand says so ("when this card is sent from your hand to the
            # Graveyard": Night Assailant)
            self.raise_event("to_gy", c, (reason, "hand") if was_hand else (reason,))
            out.append(c)
        return out

    def _destroy_order(self, c: int) -> tuple[bool, int, int]:
        """Sort key of cards destroyed together: the turn player's first, then by place."""
        return (self.ctrl[c] != self.tp, self.loc[c], self.seq[c])

    def _destinations(self, cs: list[int], reason: str) -> list[int]:
        """Where each of ``cs`` goes when destroyed (``DESTINATION_HOOKS`` replacements)."""
        return [self._destination(c, reason) for c in cs]

    def _destination(self, c: int, reason: str) -> int:
        """Where ``c``, about to go to the Graveyard, goes instead: the first answer of the
        ``DESTINATION_HOOKS`` (effects/hooks.py), 0 = the Graveyard as usual."""
        for hook in self.hk.destination:
            to = hook(self, c, reason)  # type: ignore[arg-type]
            if to:
                return to
        return 0

    def _move_instead(self, c: int, to: int) -> None:
        """A replacement of the destination: ``c`` is removed from play face-up
        (``LOC_BANISHED``) or put on top of its owner's Deck (``LOC_DECK``) instead of going
        to the Graveyard, and the log says so."""
        nm = self.cd(c).name
        if to == LOC_BANISHED:
            self.banish((c,))
            self.log_rule("instead_of_gy_banished", card=nm.en, card_zh=nm.zh)
        else:
            self.to_deck((c,), shuffle=False)
            self.log_rule("instead_of_gy_deck", card=nm.en, card_zh=nm.zh)

    def banish(self, cards: Iterable[int]) -> list[int]:
        """Banish cards face-up ("removed from play"); raises ``banished`` with data
        ``(from_loc, was_face_up)`` for each ("when this card is removed from play")."""
        out = []
        if self.hk.unaffected:
            cards = self.affected(cards)
        for c in list(cards):
            frm = self.loc[c]
            up = bool(self.pos[c] & POS_FACEUP) or not frm & LOC_ONFIELD
            self.move(c, LOC_BANISHED, pos=POS_FACEUP)
            self.log("banish", self.card_pub(c))
            out.append(c)
            self.raise_event("banished", c, (frm, up))
        return out

    def to_hand(self, cards: Iterable[int]) -> None:
        """Add cards to their owners' hands by a card effect (revealed to both); each raises a
        ``to_hand`` event with the location it came from."""
        if self.hk.unaffected:
            cards = self.affected(cards)
        for c in list(cards):
            if self.pool.cards[self.code[c]].is_extra:  # Fusion/Synchro/Xyz never go to the hand
                self.to_deck((c,), shuffle=False)
                continue
            old = self.loc[c]
            self.move(c, LOC_HAND)
            self.flags[c] &= ~F_PROPER
            self.log("to_hand", {**self.card_pub(c), "player": self.owner[c]})
            if self.loc[c] == LOC_HAND:
                self.reveal(1 - self.owner[c], (c,))
                # "when this card is added from your Deck to your hand by a card effect"
                # (Watapon): data = the location it came from
                self.raise_event("to_hand", c, (old,))

    def to_deck(self, cards: Iterable[int], shuffle: bool = True) -> None:
        """Return cards to their owners' decks."""
        ps = set()
        if self.hk.unaffected:
            cards = self.affected(cards)
        for c in list(cards):
            if self.cd(c).is_extra:  # to the Fusion/Extra Deck: no Main Deck shuffle
                self.move(c, LOC_EXTRA)
                self.flags[c] &= ~F_PROPER
                self.log("to_extra", {**self.card_pub(c), "player": self.owner[c]})
                continue
            shown_to = self._who_knows_hidden(c)
            frm = "field" if self.loc[c] & LOC_ONFIELD else "hand"
            old_loc, old_pos = self.loc[c], self.pos[c]
            self.move(c, LOC_DECK)
            self.flags[c] &= ~F_PROPER
            if shown_to is None:
                self.log("to_deck", self.card_pub(c))
            else:  # from a hand or face-down: named only to the seats that knew the card
                self.log("to_deck", {"card": c, "player": self.owner[c], "from": frm},
                         {s: self.card_pub(c) for s in shown_to})
            ps.add(self.owner[c])
            if self.loc[c] == LOC_DECK:
                # "when this face-up card is returned from the field to your Deck" (Serpentine
                # Princess): data = the location and battle position it left
                self.raise_event("to_deck", c, (old_loc, old_pos))
        if shuffle:
            for p in sorted(ps):
                self.shuffle_deck(p)

    def _who_knows_hidden(self, c: int) -> tuple[int, ...] | None:
        """For a card in a hand or Deck: the seats that know it (its owner, and a seat it was
        revealed to); for a face-down card on the field: its owner and controller; None for a
        card everybody may know (public pile, face-up card)."""
        if self.loc[c] & LOC_ONFIELD and self.pos[c] & POS_FACEDOWN:
            return tuple(sorted({self.owner[c], self.ctrl[c]}))
        if self.loc[c] not in (LOC_HAND, LOC_DECK):
            return None
        o = self.owner[c]
        return (o, 1 - o) if self.revealed_to(c, 1 - o) else (o,)

    def discard(self, cards: Iterable[int]) -> None:
        """Discard cards from the hand to the GY."""
        for c in list(cards):
            to = self._destination(c, "discard") if self.hk.destination else 0
            if to:
                self.log("discard", self.card_pub(c))
                self._move_instead(c, to)
                continue
            self.move(c, LOC_GY)
            self.log("discard", self.card_pub(c))
            self.raise_event("to_gy", c, ("discard", "hand"))

    def can_special_summon(self, c: int, p: int) -> bool:
        """Can ``c`` be special summoned by a card effect to ``p``'s field now (revival limit)?"""
        if self.free_mzone(p) < 0:
            return False
        cd = self.pool.cards[self.code[c]]
        if not cd.type & C.MONSTER:  # (not the is_monster property: a Python call)
            return False
        if self.hooked and self.hk.summon_allowed \
                and not summon_allowed(self, p, c, "special"):  # type: ignore[arg-type]
            return False
        # 苏生限制: a fusion/ritual/synchro/xyz monster, or a special-summon-only one (seed 000:
        # 「此类怪物在从墓地特殊召唤的时候请遵循“苏生限制”」), never properly summoned cannot be
        # revived
        return not (self.loc[c] & (LOC_GY | LOC_BANISHED)
                    and cd.type & (C.FUSION | C.RITUAL | C.SPSUMMON | C.SYNCHRO | C.XYZ)
                    and not self.flags[c] & F_PROPER)

    def special_summon(self, c: int, p: int, pos: int = 0x1, how: str = "effect") -> bool:
        """Special summon ``c`` to ``p``'s field. ``how`` = "effect", "fusion", "ritual"…"""
        if self.free_mzone(p) < 0:
            return False
        if self.hk.summon_allowed \
                and not summon_allowed(self, p, c, "special"):  # type: ignore[arg-type]
            self.log_rule("cannot_special_summon", card=self.name(c).en, card_zh=self.name(c).zh)
            return False
        frm = self.loc[c]  # where it came from: the "summoned" event's third datum
        if frm == LOC_HAND and self.hk.play_costs:  # Chain Energy (effects/hooks.py)
            pay_play_cost(self, p, c, "special")  # type: ignore[arg-type]
        self.move(c, LOC_MZONE, p, pos)
        self.flags[c] |= F_SUMMONED_TURN | F_SPECIAL
        if how in ("fusion", "ritual", "proper", "synchro", "xyz"):
            self.flags[c] |= F_PROPER
        if pos & POS_FACEDOWN:  # a face-down summon names the card to its controller only
            self.log("special_summon", {"card": c, "player": p, "pos": POS_NAMES[pos],
                                        "how": how, "zone": self.seq[c]},
                     {p: self.card_pub(c)})
        else:
            self.log("special_summon", {**self.card_pub(c), "player": p,
                                        "pos": POS_NAMES[pos], "how": how})
        self.raise_event("summoned", c, ("special", p, frm))
        return True

    def damage(self, p: int, n: int, battle: bool = False, src: int = -1) -> None:
        """``p`` loses ``n`` LP (damage); ``src`` may name the card whose effect inflicts it."""
        if battle:
            for hook in self.hk.battle_damage:  # effects/hooks.py
                n = hook(self, p, n)  # type: ignore[arg-type]
        else:
            for hook in self.hk.effect_damage:  # effects/hooks.py
                n = hook(self, p, n)  # type: ignore[arg-type]
        if n <= 0:
            return
        self.lp[p] = max(self.lp[p] - n, 0)
        self.log("damage", {"player": p, "amount": n, "battle": battle, "lp": self.lp[p]})
        if not battle and self.hk.effect_damage_done:
            for done in self.hk.effect_damage_done:  # effects/hooks.py (Dark Room of Nightmare)
                done(self, p, n, src)  # type: ignore[arg-type]

    def recover(self, p: int, n: int) -> None:
        """``p`` gains ``n`` LP."""
        for hook in self.hk.lp_gain:  # effects/hooks.py
            n = hook(self, p, n)  # type: ignore[arg-type]
        if n <= 0:
            return
        self.lp[p] += n
        self.log("recover", {"player": p, "amount": n, "lp": self.lp[p]})

    def pay_lp(self, p: int, n: int) -> None:
        """``p`` pays ``n`` LP (a cost)."""
        self.lp[p] = max(self.lp[p] - n, 0)
        self.log("pay_lp", {"player": p, "amount": n, "lp": self.lp[p]})

    def add_buff(self, c: int, atk: int = 0, defense: int = 0, until_end: bool = True,
                 src: int = -1) -> None:
        """Change ``c``'s ATK/DEF while it stays on the field (until the end of turn)."""
        if self.hk.unaffected and not self.affected((c,)):
            return
        self.buffs.append((c, self.life[c], atk, defense, self.turn if until_end else -1))
        self.log("stat_change", {**self.card_pub(c), "atk": atk, "def": defense})

    def change_position(self, c: int, pos: int) -> None:
        """Change a monster's battle position (flip face-up raises ``flipped``). A
        ``FACE_DOWN_BANS`` hook keeps a face-up monster from being turned face-down."""
        hooked = self.hooked
        if hooked and self.hk.unaffected and not self.affected((c,)):
            return
        old = self.pos[c]
        if pos & POS_FACEDOWN and old & POS_FACEUP and hooked and self.hk.face_down_bans \
                and face_down_banned(self, c):  # type: ignore[arg-type]
            self.log_rule("cannot_turn_face_down", card=self.name(c).en, card_zh=self.name(c).zh)
            return
        self.pos[c] = pos
        code = self.code[c]
        self.elog.append(("position", {"card": c, "code": code,
                                       "name": self.pool.cards[code].name.en,
                                       "pos": POS_NAMES[pos]}, None))
        if self.profile.effect_change_locks_position:
            # the rule before 6 June 2005 (docs/rulings.md GP9): any change, by a card effect
            # too, uses up the monster's manual battle position change for this turn
            self.flags[c] |= F_POSCHANGED
        if old & POS_FACEDOWN and pos & POS_FACEUP:
            self.raise_event("flipped", c)
        if old & POS_FACEUP and pos & POS_FACEDOWN:
            self._drop_equips(c)
        if old != pos:  # "when this card's battle position is changed" (Blade Rabbit, Crass Clown)
            self.raise_event("position_changed", c, (old, pos))

    def negate_activation(self, i: int) -> None:
        """Negate the activation of chain link ``i`` (0-based); a spell/trap card is destroyed
        by the negating effect's own wording, not here."""
        lk = self.chain[i]
        if NO_NEGATE and lk.card_act and lk.code in NO_NEGATE:  # Spiritualism
            self._cannot_negate(i)
            return
        lk.act_negated = True
        lk.negated = True
        self.log("negate_activation", {**self.card_pub(lk.card), "link": i + 1})

    def _cannot_negate(self, i: int) -> None:
        nm = self.pool.cards[self.chain[i].code].name
        self.log_rule("cannot_be_negated", card=nm.en, card_zh=nm.zh, link=i + 1)

    def negate_effect(self, i: int) -> None:
        """Negate the effect of chain link ``i`` (the card still counts as activated)."""
        lk = self.chain[i]
        if NO_NEGATE and lk.card_act and lk.code in NO_NEGATE:  # Spiritualism
            self._cannot_negate(i)
            return
        lk.negated = True
        self.log("negate_effect", {**self.card_pub(lk.card), "link": i + 1})

    def win(self, p: int, reason: str) -> None:
        """``p`` wins by a card effect or rule (resolved at the next state check); ``p = -1``:
        the duel ends in a draw for that reason (Last Turn: "any other case results in a
        DRAW")."""
        self.win_pending = (*self.win_pending, (p, reason))

    # --- state checks -------------------------------------------------------------------
    def check_state(self) -> bool:
        """Apply the rules that check the state (wins, equips, expiring effects). Returns True
        when the duel is over."""
        if self.result_ is not None:
            return True
        if self.feat & FEAT_EQUIPS:
            self.check_equips()
        hk = self.hk
        hooked = self.hooked
        if hooked:
            for check in hk.state_checks:  # rules a card keeps checking (effects/hooks.py)
                check(self)  # type: ignore[arg-type]
        if not self.win_pending and self.lp[0] > 0 and self.lp[1] > 0 \
                and not (hooked and hk.win_checks):
            return False
        wins = list(self.win_pending)
        l0, l1 = self.lp[0] <= 0, self.lp[1] <= 0
        if l0 and l1:
            self._finish((), "lp_zero_both")
            return True
        if l0:
            wins.append((1, "lp_zero"))
        if l1:
            wins.append((0, "lp_zero"))
        for p in (0, 1):
            for win in hk.win_checks:  # alternate win conditions of cards (effects/hooks.py)
                reason = win(self, p)  # type: ignore[arg-type]
                if reason:
                    wins.append((p, reason))
        if wins:
            self._decide(wins)
            return True
        return False

    def _decide(self, wins: list[tuple[int, str]]) -> None:
        """End the duel on the pending ``(winner, reason)`` entries: a draw a card declared
        (winner -1), both players winning at once, or the one winner with its first reason."""
        winners = sorted({w for w, _ in wins})
        if winners[0] < 0:  # a card declared a draw (g.win(-1, reason))
            self._finish((), next(r for w, r in wins if w < 0))
        elif len(winners) == 2:
            self._finish((), "simultaneous")
        else:
            self._finish((winners[0],), next(r for w, r in wins if w == winners[0]))

    def _finish(self, winners: tuple[int, ...], reason: str) -> None:
        self.result_ = (winners, reason)
        self.pend = None
        self.stack.clear()
        self.log("duel_end", {"winners": list(winners), "reason": reason})

    def loc_name(self, c: int) -> str:
        """Location name of ``c``."""
        return LOC_NAMES[self.loc[c]]
