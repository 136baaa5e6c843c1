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

The Tribute cost is :func:`tribute_self`. Checks in ``tests/ygo/test_goat7_mb_tributes.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    destroyed_by_battle_this_turn,
    last,
    own_main,
    reg,
)
from cardtable.ygo.cards.scripts.goat5_attacks import allow_attacks
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_NEGATE_ACT, Effect, Link, ask_cards
from cardtable.ygo.state import LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MARYOKUTAI = 71466592
LADY_PANTHER = 38480590
MASTER_MONK = 49814180
MONK_FIGHTER = 3810071


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

__all__ = ["LADY_PANTHER", "MARYOKUTAI", "MASTER_MONK", "MONK_FIGHTER", "tribute_self"]
