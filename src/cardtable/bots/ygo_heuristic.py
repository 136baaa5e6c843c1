"""A heuristic Yu-Gi-Oh! bot: greedy rules of thumb over the legal options.

Main phase: draw and board-wipe spells when they pay off, summon the strongest monster it can
(tributing its weakest ones only when that gains ATK), set its traps, attack when an attack wins
or goes direct. Responses: springs its traps (Trap Hole, Mirror Force), Kuriboh and counter
traps; otherwise passes. Picks: destroy/target the opponent's strongest card, tribute or
discard its own weakest. It reads only what its seat may see (the game's view of the decision
and public board; face-down opponent cards are treated as unknown).

Timing (the Goat staples, ``docs/cards-goat.md`` "The heuristic bot"): a card that can wait (a
Trap, a Quick-Play Spell, a quick monster effect) is not spent in its own Draw/Standby/End Phase
nor at a random moment of the opponent's turn: it waits for the opponent's attack, the
opponent's chain, the opponent's End Phase (Scapegoat, Mystical Space Typhoon on a Set card) or
its own Main Phase. Scapegoat is never used in its own turn (it stops that turn's summons); Book
of Moon goes on an attacker, on a monster its own attackers cannot beat, or on its own monster
targeted by the opponent's Snatch Steal; Ring of Destruction on a face-up monster whose ATK the
bot can afford (lethal first). Mystical Space Typhoon / Dust Tornado answer the opponent's Call
of the Haunted or Premature Burial (they revive nothing once gone); Torrential Tribute only when
the opponent loses more than the bot; Wave-Motion Cannon is held until its damage is lethal or
three Standby Phases are banked (fired the turn it lands it deals 0); Metamorphosis only
into Thousand-Eyes Restrict or a real ATK gain (else it waits for a Sheep).

>>> from cardtable.ygo.game import new_duel, preset_deck
>>> g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=1)
>>> bot = YgoHeuristicBot()
>>> 0 <= bot.choose(g, g.pending()) < len(g.pending().options)
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_NEGATE_ACT,
    CAT_NEGATE_SUMMON,
    CAT_SPSUMMON,
)
from cardtable.ygo.game import YgoGame
from cardtable.ygo.state import (
    LOC_HAND,
    PH_BATTLE,
    PH_END,
    PH_MAIN1,
    PH_MAIN2,
    POS_ATK,
    POS_FACEDOWN,
    POS_FACEUP,
)

UNKNOWN_DEF = 1500  # what a face-down monster is assumed to defend with
SCAPEGOAT = 73915051
BOOK_OF_MOON = 14087893
RING_OF_DESTRUCTION = 83555666
DARK_HOLE = 53129443
SNATCH_STEAL = 45986603
TORRENTIAL_TRIBUTE = 53582587
WAVE_MOTION_CANNON = 38992735
MYSTICAL_SPACE_TYPHOON = 5318639
DUST_TORNADO = 60082869
SPELL_TRAP_REMOVAL = (MYSTICAL_SPACE_TYPHOON, DUST_TORNADO)
CALL_OF_THE_HAUNTED = 97077563
PREMATURE_BURIAL = 70828912
REVIVAL_BINDERS = (CALL_OF_THE_HAUNTED, PREMATURE_BURIAL)  # revive only while on the field
METAMORPHOSIS = 46411259
THOUSAND_EYES_RESTRICT = 63519819
META_GAIN = 800  # ATK a Metamorphosis must gain over the monster it tributes to be worth a card
WMC_BANK = 3  # Standby Phases after which a non-lethal Wave-Motion Cannon is cashed in


class YgoHeuristicBot:
    """Greedy YGO bot (``choose(game, decision) -> option index``)."""

    name = "ygo-heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    # --- entry point ----------------------------------------------------------------------
    def choose(self, game: Game, decision: Decision) -> int:
        """The index of the option to play."""
        if not isinstance(game, YgoGame) or game.g.pend is None:
            return self.rng.below(len(decision.options))
        g = game.g
        me = decision.seat
        prompt = decision.context.prompt  # the engine's prompt key ("tribute", "discard"...)
        forms = [o.form for o in decision.options]
        scores = [self._score(g, me, prompt, f) for f in forms]
        best = max(scores)
        ties = [i for i, s in enumerate(scores) if s == best]
        return ties[0] if len(ties) == 1 else ties[self.rng.below(len(ties))]

    # --- scoring --------------------------------------------------------------------------
    def _score(self, g: Any, me: int, prompt: str, f: Mapping[str, Any]) -> float:
        a = f.get("action")
        opp = 1 - me
        if a == "pass":
            return 0.0
        if a in ("yes", "trigger"):
            return 1.0
        if a in ("no", "decline"):
            return 0.0
        if a == "activate":
            return self._activate_score(g, me, int(f["card"]), int(f.get("effect", 0)))
        if a in ("summon", "set_monster", "summon_def"):
            return self._summon_score(g, me, int(f["card"]), a)
        if a in ("synchro_summon", "xyz_summon"):  # worth it when it beats what we have
            cd = g.cd(f["card"])
            return 5.0 + cd.atk / 1000.0 if cd.atk >= self._my_best(g, me) else 1.0
        if a in ("synchro_summon_def", "xyz_summon_def"):
            return 0.4
        if a == "set":
            cd = g.cd(f["card"])
            return 6.0 if cd.is_trap else 0.5 if cd.type & C.QUICKPLAY else -1.0
        if a == "flip_summon":
            return 3.0
        if a == "pendulum_summon":
            return 5.0  # free monsters (rules/pendulum.py)
        if a in ("psum_atk", "psum_def"):
            return 0.6 if a == "psum_atk" else 0.4
        if a == "change_pos":
            c = int(f["card"])
            if g.pos[c] & POS_ATK:
                return 2.0 if g.atk(c) < self._opp_best(g, opp) else -1.0
            return 2.5 if g.atk(c) >= self._opp_best(g, opp) else -1.0
        if a == "to_battle":
            return 1.5 if self._has_good_attack(g, me) else -0.5
        if a in ("to_end", "end_battle"):
            return 0.1
        if a == "attack":
            return self._attack_score(g, me, int(f["card"]), int(f["target"]))
        if a == "cancel_attack":
            return 0.2
        if a in ("card", "tribute", "discard"):
            return self._pick_score(g, me, prompt, int(f["card"]))
        if a == "done":
            return 0.05
        if a == "choose":
            return 1.0 if f.get("value") == 1 else 0.5
        return 0.5

    def _opp_best(self, g: Any, opp: int) -> int:
        return int(max((g.atk(c) if g.pos[c] & POS_FACEUP else UNKNOWN_DEF for c in g.mz[opp]
                        if c >= 0), default=0))

    def _my_best(self, g: Any, me: int) -> int:
        return int(max((g.atk(c) for c in g.mz[me] if c >= 0 and g.pos[c] & POS_FACEUP),
                       default=0))

    def _activate_score(self, g: Any, me: int, c: int, ei: int) -> float:
        opp = 1 - me
        code = g.code[c]
        e = g.pool.effects_of(code)[ei]
        cat = e.category
        cd = g.cd(c)
        mine = [m for m in g.mz[me] if m >= 0]
        theirs = [m for m in g.mz[opp] if m >= 0]
        own_turn = g.tp == me
        attacked = self._attack_on(g, me)
        opp_chain = bool(g.chain) and g.chain[-1].player == opp
        if code == SCAPEGOAT:
            if own_turn:
                return -1.0  # no other summon for the rest of its own turn
            if attacked is not None:
                return 7.5 if self._attack_hurts(g, *attacked) else -1.0
            return 6.0 if g.phase == PH_END and not g.chain else -1.0
        if code == BOOK_OF_MOON:
            if attacked is not None:
                return 7.5 if self._attack_hurts(g, *attacked) else -1.0
            if own_turn and g.phase == PH_MAIN1 and not g.chain:
                best = self._my_best(g, me)
                walls = [m for m in theirs if g.pos[m] & POS_FACEUP and g.atk(m) >= best]
                return 4.0 if best and walls else -1.0
            if self._snatched_monster(g, me) >= 0:
                return 7.5  # face-down at resolution, Snatch Steal takes nothing
            return -1.0
        if code == RING_OF_DESTRUCTION:
            up = [g.atk(m) for m in theirs if g.pos[m] & POS_FACEUP]
            if not up:
                return -1.0
            hit = max(up)
            if hit >= g.lp[opp] and hit < g.lp[me]:
                return 9.5  # lethal for them, not for us
            ok = hit >= 1500 and g.lp[me] > hit + 1000
            return 5.0 if ok and (attacked is not None or g.phase in (PH_MAIN1, PH_END)) else -1.0
        if code in SPELL_TRAP_REMOVAL and self._revival_on_chain(g, me) >= 0:
            # Call of the Haunted / Premature Burial revive nothing if they are gone when they
            # resolve: destroyed in answer, the monster stays in the Graveyard (a 1-for-1 that
            # also stops the revival)
            return 8.0
        if code == METAMORPHOSIS:
            # a card spent to trade one monster for a Fusion Monster of its Level: worth it for a
            # Sheep Token (or another Level 1) into Thousand-Eyes Restrict, or a real ATK gain;
            # else it is held for the Sheep (Scapegoat at the opponent's End Phase)
            return 6.0 if self._metamorphosis_pays(g, me) else -1.0
        if code == WAVE_MOTION_CANNON and ei == 2:
            # its damage is 1000 per Standby Phase since activation: fired the turn it lands it
            # deals 0. Hold it until it is lethal, or cash it in after WMC_BANK Standby Phases
            # (a Heavy Storm or MST on it later would waste the banked damage).
            n = int(g.counter[c])
            if n and 1000 * n >= g.lp[opp]:
                return 9.5
            return 5.0 if n >= WMC_BANK else -1.0
        if code == TORRENTIAL_TRIBUTE:
            # it destroys every monster, its controller's too: spring it only when the
            # opponent loses more (the summoned monster included) than the bot does
            return 8.0 if self._board_worth(g, opp, me) > self._board_worth(g, me, me) else -1.0
        waits = cd.is_trap or bool(cd.type & C.QUICKPLAY) or e.kind == "quick"
        if waits and not e.event and not e.dmg_calc and attacked is None:
            if g.chain and not opp_chain:
                return -1.0  # no reason to chain to its own link
            if own_turn and g.phase not in (PH_MAIN1, PH_BATTLE, PH_MAIN2) and not g.chain:
                return -1.0  # keep it: nothing to answer in its own Draw/Standby/End Phase
            if not own_turn and not g.chain and g.phase != PH_END:
                return -1.0  # on the opponent's turn: wait for an attack, a chain or the End
            if not own_turn and g.phase == PH_END and cat & CAT_DESTROY and e.target:
                return 3.0 if any(x >= 0 for x in (*g.sz[opp], g.fz[opp])) else -1.0
        if cat & (CAT_NEGATE_ACT | CAT_NEGATE_SUMMON):
            if g.chain and g.chain[-1].player == me:
                return -1.0
            return 7.0
        if cat & CAT_DRAW:
            return 9.0
        if e.kind == "quick" and e.dmg_calc:
            return 8.0  # Kuriboh
        if cat & CAT_ATKCHANGE:
            return 4.0 if g.phase == 4 and g.bstep >= 3 else -1.0
        if cat & CAT_DESTROY:
            if e.event in ("summoned", "attack"):
                return 8.0  # Trap Hole, Mirror Force
            if e.kind == "flip":
                return 1.0
            tv = sum(g.atk(m) if g.pos[m] & POS_FACEUP else UNKNOWN_DEF for m in theirs)
            mv = sum(g.atk(m) if g.pos[m] & POS_FACEUP else UNKNOWN_DEF for m in mine)
            if e.target:  # a targeted destroy (MST): only in our main phase, at their cards
                if g.tp != me:
                    return -1.0
                return 3.0 if any(x >= 0 for x in (*g.sz[opp], g.fz[opp])) else -1.0
            if not theirs:
                return -1.0
            if code == DARK_HOLE:  # board wipe of both sides
                return 5.0 if tv > mv + 500 else -1.0
            return 8.5  # one-sided wipe
        if cat & CAT_SPSUMMON:
            return 6.0 if g.free_mzone(me) >= 0 else -1.0
        if cd.is_spell and e.kind == "activate" and e.stays:
            return 5.0 if theirs else -1.0  # Swords
        if cd.type & (C.FIELD | C.EQUIP | C.CONTINUOUS):
            return 2.0
        return 0.3 if g.loc[c] == LOC_HAND else 0.2

    @staticmethod
    def _snatched_monster(g: Any, me: int, depth: int = 1) -> int:
        """The bot's face-up monster targeted by the opponent's Snatch Steal ``depth`` links
        from the top of the chain (2: under the Book of Moon being activated), else -1. Snatch
        Steal equips only to a face-up monster and takes nothing if its target is face-down at
        resolution: Book of Moon in answer keeps the monster."""
        if len(g.chain) < depth:
            return -1
        lk = g.chain[-depth]
        if lk.code != SNATCH_STEAL or lk.player == me:
            return -1
        for t in lk.targets:
            if g.ctrl[t] == me and g.pos[t] & POS_FACEUP:
                return int(t)
        return -1

    @staticmethod
    def _metamorphosis_pays(g: Any, me: int) -> bool:
        """Whether every monster the bot would tribute to Metamorphosis (its tribute pick:
        the lowest printed ATK among those with a Fusion Monster of their Level in its Extra
        Deck) becomes Thousand-Eyes Restrict or a Fusion Monster with META_GAIN more ATK."""
        fusions = [f for f in g.extra[me] if g.cd(f).type & C.FUSION]
        cands = [m for m in g.mz[me] if m >= 0
                 and any(g.level(f) == g.level(m) for f in fusions)]
        if not cands:
            return False
        low = min(g.cd(m).atk for m in cands)
        for m in (m for m in cands if g.cd(m).atk == low):
            same = [f for f in fusions if g.level(f) == g.level(m)]
            if any(g.code[f] == THOUSAND_EYES_RESTRICT for f in same):
                continue
            if max(g.cd(f).atk for f in same) < low + META_GAIN:
                return False
        return True

    @staticmethod
    def _revival_on_chain(g: Any, me: int, depth: int = 1) -> int:
        """The opponent's Call of the Haunted or Premature Burial activated ``depth`` links
        from the top of the chain (2: under the bot's removal being activated), still on the
        field, else -1."""
        if len(g.chain) < depth:
            return -1
        lk = g.chain[-depth]
        if lk.code not in REVIVAL_BINDERS or lk.player == me or not g.on_field(lk.card):
            return -1
        return int(lk.card)

    @staticmethod
    def _board_worth(g: Any, p: int, me: int) -> int:
        """What losing every monster of ``p`` costs, as ``me`` sees it: each monster's larger
        of ATK and DEF, at least 500 (a Sheep Token is still a blocker); a face-down monster
        of the opponent counts UNKNOWN_DEF (the bot knows its own Set monsters)."""
        total = 0
        for m in g.mz[p]:
            if m < 0:
                continue
            if g.pos[m] & POS_FACEUP or p == me:
                total += max(int(g.atk(m)), int(g.defense(m)), 500)
            else:
                total += UNKNOWN_DEF
        return total

    @staticmethod
    def _attack_on(g: Any, me: int) -> tuple[int, int] | None:
        """(attacker, target) while an opponent's attack on ``me`` is declared, else None."""
        if g.tp == me or g.phase != PH_BATTLE or not g.battle:
            return None
        a, t = int(g.battle.attacker), int(g.battle.target)
        return (a, t) if a >= 0 else None

    @staticmethod
    def _attack_hurts(g: Any, a: int, t: int) -> bool:
        """Whether the declared attack would cost the defender a monster or Life Points (a
        face-down defender is judged by its DEF: the bot knows its own cards)."""
        if t < 0:
            return True
        av = int(g.atk(a))
        if g.pos[t] & POS_ATK:
            return av >= int(g.atk(t))
        return av > int(g.defense(t))

    def _summon_score(self, g: Any, me: int, c: int, a: str) -> float:
        cd: CardData = g.cd(c)
        opp_best = self._opp_best(g, 1 - me)
        lvl = cd.level
        tribs = 0 if lvl <= 4 else 1 if lvl <= 6 else 2
        base = 4.0 + cd.atk / 1000.0
        if tribs:
            weakest = sorted(g.atk(m) if g.pos[m] & POS_FACEUP else g.cd(m).atk
                             for m in g.mz[me] if m >= 0)[:tribs]
            if sum(weakest) >= cd.atk:
                return -1.0
            base += 0.5
        good_attacker = cd.atk >= opp_best
        if a == "summon":
            return base if good_attacker else base - 2.5
        if a == "set_monster":
            return base - 1.0 if not good_attacker else base - 3.0
        return base - 4.0  # face-up defense: rarely

    def _has_good_attack(self, g: Any, me: int) -> bool:
        from cardtable.ygo.rules.battle import attack_targets, attackers

        return any(self._attack_score(g, me, a, t) > 0.5 for a in attackers(g, me)
                   for t in attack_targets(g, me))

    def _attack_score(self, g: Any, me: int, a: int, t: int) -> float:
        av: int = g.atk(a)
        if t < 0:
            return 10.0 + av / 1000.0
        if g.pos[t] & POS_FACEDOWN:
            return 2.0 if av > UNKNOWN_DEF + 300 else -1.0
        if g.pos[t] & POS_ATK:
            tv: int = g.atk(t)
            if av > tv:
                return 6.0 + av / 1000.0
            return -2.0
        dv: int = g.defense(t)
        return 3.0 + float(g.atk(t)) / 2000.0 if av > dv else -2.0

    def _pick_score(self, g: Any, me: int, prompt: str, c: int) -> float:
        mine = g.ctrl[c] == me if g.loc[c] != LOC_HAND else g.owner[c] == me
        cd = g.cd(c)
        value = (cd.atk if cd.is_monster else 1000) / 1000.0
        if prompt in ("tribute", "discard", "ritual_tribute", "material", "hand_limit",
                      "synchro_material", "xyz_material", "detach"):
            return 5.0 - value  # give away the weakest
        if prompt in ("summon_pick", "target_gy", "search", "fusion_monster", "ritual_monster"):
            return value
        if (prompt == "target_monster" and len(g.chain) >= 2 and g.chain[-1].code == BOOK_OF_MOON
                and self._snatched_monster(g, me, 2) == c):
            return 9.0  # Book of Moon on its own monster, in answer to Snatch Steal
        if (len(g.chain) >= 2 and g.chain[-1].code in SPELL_TRAP_REMOVAL
                and g.chain[-1].player == me and self._revival_on_chain(g, me, 2) == c):
            return 9.0  # the Call of the Haunted / Premature Burial it answers
        # targets of removal: the opponent's best card
        return (5.0 + value) if not mine else (1.0 - value)


__all__ = ["YgoHeuristicBot"]
