"""Goat-pool monsters that Tribute themselves for their effect, and a summon by Tribute
(issue 15 part 3, g7-mb, session 7). None is flagged "Goat-era version" in ``goat-pool.csv``:
today's official text (yaml-yugi ``data/<passcode>.yaml``) gives the 2005 behaviour; our
wording is in ``pool/goat.csv``.

* Maryokutai (LON, 2003): in the opponent's turn, when the opponent activates a Spell Card,
  its controller may Tribute this face-up card (the cost) to negate the activation and destroy
  the Spell (a Quick Effect at the Spell's activation, as Horus LV8's; the OCG text says the
  effect is used only in the opponent's turn).
* Lady Panther (LON, 2003): Tribute this face-up card (the cost) to return 1 monster of its
  controller's Graveyard that was destroyed by battle this turn to the top of its owner's Deck
  (an Ignition Effect; picked when it resolves: no target in the texts).
* Master Monk (TLM, 2004): not Normal Summoned or Set (its type); Special Summoned from the
  hand only by Tributing 1 face-up or face-down "Monk Fighter" its controller controls (a row
  of ``goat_mon_procs.PROCS``: a proper summon, revivable afterwards); it may attack twice in
  a turn (``goat5_attacks.allow_attacks``).
* Orca Mega-Fortress of Darkness (IOC, 2004): two Ignition Effects: Tribute 1 "Torpedo Fish"
  you control (the cost) to destroy 1 monster on the field; Tribute 1 "Cannonball Spear
  Shellfish" you control to destroy 1 Spell or Trap Card on the field (picked when the effect
  resolves: the texts select no target).
* Sorcerer of Dark Magic (MOV, 2004): Special Summoned from the hand only by Tributing 2
  Level 6 or higher Spellcaster-Type monsters you control (a ``PROCS`` row), and by no other
  way (a ``SUMMON_ALLOWED`` refusal of any other Special Summon: the procedure is the only one
  made outside a chain from the hand); when a Trap Card is activated, in either player's turn,
  it may negate the activation and destroy that card (a Quick Effect while it is face-up, no
  once-per-turn in its text).
* Vampire Genesis (SD2, 2005): Special Summoned from the hand only by removing from play 1
  "Vampire Lord" you control (a ``PROCS`` row, ``field_banish``), by no other way; once per
  turn, discard 1 Zombie-Type monster (the cost) to target 1 Zombie-Type monster in your
  Graveyard whose Level is lower than the discarded one's and Special Summon it (face-up, in
  the position its controller picks: the text names none).

The Tribute cost is :func:`tribute_self`. Checks in ``tests/ygo/test_goat7_mb_tributes.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    choose_pos,
    destroyed_by_battle_this_turn,
    last,
    own_main,
    reg,
    tgt,
)
from cardtable.ygo.cards.scripts.goat5_attacks import allow_attacks
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_NEGATE_ACT,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import SUMMON_ALLOWED, only_for
from cardtable.ygo.state import LOC_GY, LOC_HAND, LOC_MZONE, LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MARYOKUTAI = 71466592
LADY_PANTHER = 38480590
MASTER_MONK = 49814180
MONK_FIGHTER = 3810071
ORCA = 63120904
TORPEDO_FISH = 90337190
CANNONBALL_SPEAR_SHELLFISH = 95614612
SORCERER_OF_DARK_MAGIC = 88619463
VAMPIRE_GENESIS = 22056710
VAMPIRE_LORD = 53839837


def tribute_self(g: Duel, lk: Link) -> None:
    """Cost step: Tribute the link's own card (sent to the Graveyard as a Tribute)."""
    if g.loc[lk.card] == LOC_MZONE:
        g.send_to_gy([lk.card], "tribute")


# --- Maryokutai ----------------------------------------------------------------------------------


def _opp_spell(g: Duel, c: int, p: int, w: W) -> bool:
    """The opponent's turn, and the top chain link is the activation of a Spell Card by the
    opponent (not yet negated), while this card is face-up with its effect applying."""
    if g.tp == p or not g.chain or not active_monster(g, c):
        return False
    lk = g.chain[-1]
    return lk.ready and lk.card_act and lk.player != p and not lk.act_negated \
        and g.pool.cards[lk.code].is_spell


reg(MARYOKUTAI, Effect(kind="quick", event="activated", condition=_opp_spell,
                       cost=(tribute_self,), operation=(ops.negate_activation(destroy=True),),
                       category=CAT_NEGATE_ACT,
                       name=Text("解放这张卡：对方的魔法卡的发动无效并破坏",
                                 "Tribute this card: negate an opponent's Spell Card")))

# --- Lady Panther --------------------------------------------------------------------------------


def _battle_victims(g: Duel, p: int) -> list[int]:
    if not g.gy[p]:
        return []
    gone = destroyed_by_battle_this_turn(g)
    return [c for c in g.gy[p] if c in gone and g.cd(c).is_monster]


def _panther_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return own_main(g, c, p, w) and active_monster(g, c) and bool(_battle_victims(g, p))


def _panther_pick(g: Duel, lk: Link) -> None:
    cs = _battle_victims(g, lk.player)
    if cs:
        ask_cards(g, lk, lk.player, cs, 1, 1, "choose")


def _panther_return(g: Duel, lk: Link) -> None:
    cs = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if cs:
        g.to_deck(cs, shuffle=False)


reg(LADY_PANTHER, Effect(kind="ignition", condition=_panther_cond, cost=(tribute_self,),
                         operation=(_panther_pick, _panther_return),
                         name=Text("解放这张卡：本回合被战斗破坏的1只怪兽回到卡组最上面",
                                   "Tribute this card: a monster destroyed by battle this "
                                   "turn goes on top of the Deck")))

# --- Master Monk ---------------------------------------------------------------------------------

add_procs({MASTER_MONK: Proc("field", (lambda g, c: g.code[c] == MONK_FIGHTER,))})
allow_attacks(MASTER_MONK, lambda g, c: 2)
reg(MASTER_MONK, Effect(kind="continuous", name=Text(
    "把自己场上1只「武僧战士」解放特殊召唤；1回合可以攻击2次",
    "Special Summoned by Tributing 1 \"Monk Fighter\"; attacks twice a turn")))

# --- Orca Mega-Fortress of Darkness ------------------------------------------------------------


def _orca(fuel: int, monsters: bool, name: Text) -> Effect:
    """One of Orca's two effects: Tribute 1 ``fuel`` you control, destroy 1 monster
    (``monsters``) or 1 Spell/Trap Card on the field."""

    def fuels(g: Duel, p: int) -> list[int]:
        return [m for m in g.monsters(p) if g.code[m] == fuel]

    def victims(g: Duel) -> list[int]:
        if monsters:
            return [m for q in (0, 1) for m in g.monsters(q)]
        return [s for q in (0, 1) for s in (*g.sz[q], g.fz[q]) if s >= 0]

    def cond(g: Duel, c: int, p: int, w: W) -> bool:
        return own_main(g, c, p, w) and active_monster(g, c) and bool(fuels(g, p)) \
            and any(v not in fuels(g, p) for v in victims(g))

    def cost_pick(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, fuels(g, lk.player), 1, 1, "tribute")

    def cost(g: Duel, lk: Link) -> None:
        cs = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
        if cs:
            g.send_to_gy(cs, "tribute")

    def choose(g: Duel, lk: Link) -> None:
        cs = victims(g)
        if cs:
            ask_cards(g, lk, lk.player, cs, 1, 1, "destroy")

    def destroy(g: Duel, lk: Link) -> None:
        cs = [x for x in last(lk) if g.loc[x] & LOC_ONFIELD]
        if cs:
            g.destroy(cs, "effect", lk)

    return Effect(kind="ignition", condition=cond, cost=(cost_pick, cost),
                  operation=(choose, destroy), category=CAT_DESTROY, name=name)


reg(ORCA,
    _orca(TORPEDO_FISH, True, Text("解放1只「鱼雷鱼」：破坏场上1只怪兽",
                                    "Tribute 1 \"Torpedo Fish\": destroy 1 monster")),
    _orca(CANNONBALL_SPEAR_SHELLFISH, False,
          Text("解放1只「炮弹枪贝」：破坏场上1张魔法·陷阱卡",
               "Tribute 1 \"Cannonball Spear Shellfish\": destroy 1 Spell/Trap Card")))

# --- Sorcerer of Dark Magic ----------------------------------------------------------------------

_SPELLCASTER = C.RACE_BY_NAME["Spellcaster"]


def _high_caster(g: Duel, c: int) -> bool:
    return bool(g.race(c) & _SPELLCASTER) and g.level(c) >= 6


#: monsters Special Summoned only by their own procedure (from the hand, outside any chain):
#: "cannot be Special Summoned by other ways" (Sorcerer of Dark Magic, Vampire Genesis)
PROCEDURE_ONLY: set[int] = set()


def _only_by_procedure(g: Duel, p: int, c: int, how: str) -> bool:
    """``SUMMON_ALLOWED``: a :data:`PROCEDURE_ONLY` monster is Special Summoned only by its
    procedure (from the hand, outside any chain)."""
    if g.code[c] not in PROCEDURE_ONLY or how != "special":
        return True
    return g.loc[c] == LOC_HAND and not g.chain


def procedure_only(code: int) -> None:
    """Mark ``code`` as Special Summoned by its procedure only."""
    PROCEDURE_ONLY.add(code)
    only_for({code})(_only_by_procedure)


SUMMON_ALLOWED.append(_only_by_procedure)


def _trap_activated(g: Duel, c: int, p: int, w: W) -> bool:
    if not g.chain or not active_monster(g, c):
        return False
    lk = g.chain[-1]
    return lk.ready and lk.card_act and not lk.act_negated and g.pool.cards[lk.code].is_trap


add_procs({SORCERER_OF_DARK_MAGIC: Proc("field", (_high_caster, _high_caster))})
procedure_only(SORCERER_OF_DARK_MAGIC)
reg(SORCERER_OF_DARK_MAGIC, Effect(
    kind="quick", event="activated", condition=_trap_activated,
    operation=(ops.negate_activation(destroy=True),), category=CAT_NEGATE_ACT,
    name=Text("陷阱卡发动时：那个发动无效并破坏",
              "When a Trap Card is activated: negate the activation and destroy it")))

# --- Vampire Genesis ----------------------------------------------------------------------------

_ZOMBIE = C.RACE_BY_NAME["Zombie"]


def _zombie(g: Duel, c: int) -> bool:
    return bool(g.cd(c).is_monster and g.race(c) & _ZOMBIE)


def _lower_zombies(g: Duel, p: int, level: int) -> list[int]:
    return [c for c in g.gy[p] if _zombie(g, c) and g.level(c) < level]


def _genesis_fodder(g: Duel, p: int) -> list[int]:
    """Zombie monsters in ``p``'s hand with a lower-Level Zombie in the Graveyard to revive."""
    return [c for c in g.hand[p] if _zombie(g, c) and _lower_zombies(g, p, g.level(c))]


def _genesis_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return own_main(g, c, p, w) and active_monster(g, c) and g.counter[c] != g.turn \
        and bool(_genesis_fodder(g, p))


def _genesis_discard_pick(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = g.turn
    ask_cards(g, lk, lk.player, _genesis_fodder(g, lk.player), 1, 1, "discard")


def _genesis_discard(g: Duel, lk: Link) -> None:
    cs = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    lk.data["level"] = g.level(cs[0]) if cs else 0
    if cs:
        g.discard(cs)


def _genesis_target(g: Duel, lk: Link) -> None:
    cs = _lower_zombies(g, lk.player, int(lk.data.get("level", 0)))
    if cs:
        ask_cards(g, lk, lk.player, cs, 1, 1, "target_gy")


def _genesis_pos(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    lk.data["summon"] = t
    if t >= 0 and g.loc[t] == LOC_GY and g.can_special_summon(t, lk.player):
        choose_pos(g, lk)
    else:
        lk.data["summon"] = -1


def _genesis_summon(g: Duel, lk: Link) -> None:
    t = int(lk.data.get("summon", -1))
    if t >= 0 and g.loc[t] == LOC_GY:
        g.special_summon(t, lk.player, int(lk.picks[-1]))


add_procs({VAMPIRE_GENESIS: Proc("field_banish", (lambda g, c: g.code[c] == VAMPIRE_LORD,))})
procedure_only(VAMPIRE_GENESIS)
reg(VAMPIRE_GENESIS, Effect(
    kind="ignition", condition=_genesis_cond, cost=(_genesis_discard_pick, _genesis_discard),
    target=(_genesis_target,), target_picks=True, operation=(_genesis_pos, _genesis_summon),
    category=CAT_SPSUMMON,
    name=Text("丢弃1只不死族：特殊召唤墓地1只等级更低的不死族",
              "Discard 1 Zombie: Special Summon a lower-Level Zombie from your GY")))

__all__ = ["LADY_PANTHER", "MARYOKUTAI", "MASTER_MONK", "MONK_FIGHTER", "ORCA",
           "PROCEDURE_ONLY", "SORCERER_OF_DARK_MAGIC", "VAMPIRE_GENESIS", "procedure_only",
           "tribute_self"]
