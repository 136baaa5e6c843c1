"""Goat-pool monsters whose text is about a battle (issue 15 part 3, monster batch 2), through
the engine's battle hooks (:mod:`cardtable.ygo.effects.hooks`), as tables by mechanic:

* "When this card inflicts Battle Damage to your opponent" triggers (``ON_BATTLE_DAMAGE``,
  queued by a ``BATTLE_DAMAGE_HOOKS`` hook, resolved after the Damage Step as chain links):
  Masked Sorcerer, Dark Blade the Dragon Knight, Dark Scorpion Burglars, Dark Scorpion - Cliff
  the Trap Remover, Vampire Lady; battle damage changed: Piranha Army (a direct attack's damage
  doubled), Monk Fighter (no battle damage to its controller from its battles).
* "When this card is destroyed by battle and sent to the Graveyard": Mine Golem, Newdoria.
* "When this card destroys a monster by battle": Needle Burrower, Absorbing Kid from the Sky.
* Attackers that destroy a Defense Position monster at the start of the Damage Step without
  damage calculation: Ninja Grandmaster Sasuke (any), Sasuke Samurai (face-down only).
* Obnoxious Celtic Guard (not destroyed by battle with a 1900+ ATK monster), Penumbral Soldier
  Lady (+1000 ATK during damage calculation against a LIGHT monster).

Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are in
``tests/ygo/test_goat_mon_battle.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    attack_target,
    in_last_battle,
    is_spell,
    is_trap,
    last,
    last_battle,
    live_targets,
    mons,
    pick,
    random_discard,
    reg,
    st_cards,
    up,
)
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_RECOVER,
    Aspect,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, DESTROY_SUBSTITUTES, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import (
    BS_CALC,
    LOC_DECK,
    LOC_GY,
    LOC_MZONE,
    LOC_ONFIELD,
    POS_DEF,
    POS_FD_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]
EV_DAMAGE = "goat_mon_battle_damage"  # queued by the hook below, never raised by the engine

MASKED_SORCERER = 10189126
DARK_BLADE_DRAGON_KNIGHT = 86805855
DARK_SCORPION_BURGLARS = 40933924
CLIFF = 6967870
PIRANHA_ARMY = 50823978
MONK_FIGHTER = 3810071
MINE_GOLEM = 76321376
NEWDORIA = 4335645
NEEDLE_BURROWER = 98162242
NINJA_GRANDMASTER_SASUKE = 4041838
SASUKE_SAMURAI = 16222645
OBNOXIOUS_CELTIC_GUARD = 52077741
PENUMBRAL_SOLDIER_LADY = 64751286
KYCOO = 88240808  # its trigger: goat_archetype_cards.py
VAMPIRE_LADY = 26495087
ABSORBING_KID = 49771608
AMAZONESS_FIGHTER = 55821894
AMAZONESS_SWORDS_WOMAN = 94004268
MEFIST = 46820049
BISTRO_BUTCHER = 71107816
WHITE_MAGICAL_HAT = 15150365
KA2_DES_SCISSORS = 52768103
GUARDIAN_ANGEL_JOAN = 68007326
EMES = 43580269
RAGING_FLAME_SPRITE = 90810762
YOMI_SHIP = 51534754
GRAVEKEEPERS_VASSAL = 99690140
#: "Battle Damage to this card's controller from its battles becomes 0"
NO_DAMAGE_TO_CONTROLLER = frozenset({MONK_FIGHTER, AMAZONESS_FIGHTER})

#: "When this card inflicts Battle Damage to your opponent's Life Points" (the dealer face-up)
ON_BATTLE_DAMAGE = frozenset({MASKED_SORCERER, DARK_BLADE_DRAGON_KNIGHT, DARK_SCORPION_BURGLARS,
                              CLIFF, KYCOO, VAMPIRE_LADY, MEFIST, BISTRO_BUTCHER,
                              WHITE_MAGICAL_HAT, RAGING_FLAME_SPRITE})
_DAMAGE_CARDS = ON_BATTLE_DAMAGE | NO_DAMAGE_TO_CONTROLLER | {PIRANHA_ARMY,
                                                              AMAZONESS_SWORDS_WOMAN,
                                                              GRAVEKEEPERS_VASSAL}


def _queue(g: Duel, c: int, ev: str, data: tuple[Any, ...]) -> None:
    for ei in g.pool.trig_index(g.code[c]).get(ev, ()):
        g.trig.append(Trigger(c, ei, g.ctrl[c], g.stamp, (ev, c, *data)))


#: non-empty only while a redirected battle damage is being applied (one synchronous call)
_REDIRECTING: list[bool] = []


def _on_damage(g: Duel, p: int, n: int) -> int:
    """Battle damage to ``p``: Monk Fighter's 0, Amazoness Swords Woman's redirection,
    Piranha Army's double, then the triggers."""
    if n <= 0 or not g.battle:
        return n
    a, t = g.battle.attacker, g.battle.target
    for m in (a, t):
        if m >= 0 and g.ctrl[m] == p and g.loc[m] == LOC_MZONE and up(g, m):
            if g.code[m] in NO_DAMAGE_TO_CONTROLLER:
                g.log("no_battle_damage", {**g.card_pub(m), "player": p})
                return 0
            if g.code[m] == AMAZONESS_SWORDS_WOMAN and not _REDIRECTING:
                g.log("damage_redirected", {**g.card_pub(m), "player": 1 - p, "amount": n})
                # our reading (no 2005 ruling found): a redirected damage is not redirected
                # again - two Swords Women battling, the player who would not have taken it
                # takes it
                _REDIRECTING.append(True)
                try:
                    g.damage(1 - p, n, battle=True)
                finally:
                    _REDIRECTING.clear()
                return 0
    dealer = a if g.ctrl[a] != p else t
    if dealer < 0 or g.loc[dealer] != LOC_MZONE or not up(g, dealer):
        return n
    code = g.code[dealer]
    if code == PIRANHA_ARMY and dealer == a and t < 0:
        n *= 2
    if code == GRAVEKEEPERS_VASSAL:
        # "treated as effect damage": effect-damage rules (Des Wombat) apply, battle-damage
        # triggers do not
        g.log("damage_as_effect", {**g.card_pub(dealer), "player": p, "amount": n})
        g.damage(p, n, src=dealer)
        return 0
    if code in ON_BATTLE_DAMAGE:  # event data: (damaged player, amount, by a direct attack)
        _queue(g, dealer, EV_DAMAGE, (p, n, dealer == a and t < 0))
    return n


BATTLE_DAMAGE_HOOKS.append(only_for(_DAMAGE_CARDS)(_on_damage))
for _code in NO_DAMAGE_TO_CONTROLLER | {PIRANHA_ARMY, AMAZONESS_SWORDS_WOMAN,
                                        GRAVEKEEPERS_VASSAL}:
    reg(_code, Effect(kind="continuous"))


def _draw1(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 1)


reg(MASKED_SORCERER, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                            operation=(_draw1,), category=CAT_DRAW))



def opp_gy_monsters(g: Duel, p: int, s: int) -> list[int]:
    """The monsters in the opponent's Graveyard (candidates of a pick)."""
    return [c for c in g.gy[1 - p] if g.cd(c).is_monster]


def banish_picked(g: Duel, lk: Link) -> None:
    """Operation: remove from play the picked Graveyard targets that are still there."""
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if ts:
        g.banish(ts)


reg(DARK_BLADE_DRAGON_KNIGHT, Effect(
    kind="trigger", event=EV_DAMAGE, optional=True,
    condition=lambda g, c, p, w: bool(opp_gy_monsters(g, p, c)),
    target=(pick(opp_gy_monsters, "target_gy", 3, 1),), target_picks=True,
    operation=(banish_picked,), category=CAT_BANISH))


def _burglars_ask(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    ask_cards(g, lk, o, [c for c in g.deck[o] if is_spell(g, c)], 1, 1, "choose")


def _burglars_send(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_DECK]
    if got:
        g.send_to_gy(got, "effect")
    g.shuffle_deck(1 - lk.player)


reg(DARK_SCORPION_BURGLARS, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                                   operation=(_burglars_ask, _burglars_send)))

_CLIFF = (("destroy", Text("破坏场上1张魔法·陷阱卡", "Destroy 1 Spell or Trap Card on the field")),
          ("mill", Text("对方卡组上面2张送去墓地", "Send the top 2 cards of their Deck to the GY")))


def _st(g: Duel, c: int) -> bool:
    return is_spell(g, c) or is_trap(g, c)


_field_st = st_cards("any", filt=_st)


def _cliff_choose(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    opts = [x for x in _CLIFF if (x[0] == "destroy" and _field_st(g, lk.player, lk.card))
            or (x[0] == "mill" and g.deck[o])]
    ask_option(g, lk, lk.player, opts)


def _cliff_target(g: Duel, lk: Link) -> None:
    if lk.picks[-1] == "destroy":
        ask_cards(g, lk, lk.player, _field_st(g, lk.player, lk.card), 1, 1, "target_spell_trap")
    else:
        lk.picks.append(())


def _cliff_op(g: Duel, lk: Link) -> None:
    if lk.picks[max(lk.target_from, 0)] == "destroy":
        ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
        if ts:
            g.destroy(ts, "effect", lk)
    else:
        top = g.deck[1 - lk.player][-2:][::-1]
        if top:
            g.send_to_gy(top, "effect")


reg(CLIFF, Effect(kind="trigger", event=EV_DAMAGE, optional=True,
                  condition=lambda g, c, p, w: bool(_field_st(g, p, c) or g.deck[1 - p]),
                  target=(_cliff_choose, _cliff_target), target_picks=True,
                  operation=(_cliff_op,)))

_KINDS = (("monster", Text("怪兽卡", "Monster Card")), ("spell", Text("魔法卡", "Spell Card")),
          ("trap", Text("陷阱卡", "Trap Card")))
_KIND_FILT = {"monster": lambda g, c: bool(g.cd(c).is_monster), "spell": is_spell,
              "trap": is_trap}


def _lady_declare(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _KINDS, "choose")


def _lady_pick(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    kind = str(lk.picks[-1])
    g.log("declare_kind", {**g.card_pub(lk.card), "kind": kind})  # a declaration is public
    ask_cards(g, lk, o, [c for c in g.deck[o] if _KIND_FILT[kind](g, c)], 1, 1, "choose")


def _lady_send(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_DECK]
    if got:
        g.send_to_gy(got, "effect")
    g.shuffle_deck(1 - lk.player)


# Vampire Lady: declare a card type; the opponent sends 1 card of that type from their Deck
reg(VAMPIRE_LADY, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                         operation=(_lady_declare, _lady_pick, _lady_send)))



def _opp_discards_random(g: Duel, lk: Link) -> None:
    random_discard(g, 1 - lk.player, 1)


def _opp_draws_2(g: Duel, lk: Link) -> None:
    g.draw(1 - lk.player, 2)


def _flame_sprite_up(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and up(g, lk.card):
        g.add_buff(lk.card, 1000, 0, until_end=False, src=lk.card)


def _direct_attack(g: Duel, c: int, p: int, w: W) -> bool:
    """The battle damage came from a direct attack by ``c`` (read from the event data)."""
    return len(w) > 4 and bool(w[4])


for _code in (MEFIST, WHITE_MAGICAL_HAT):
    reg(_code, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                      condition=lambda g, c, p, w: bool(g.hand[1 - p]),
                      operation=(_opp_discards_random,)))
reg(BISTRO_BUTCHER, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                           operation=(_opp_draws_2,), category=CAT_DRAW))
reg(RAGING_FLAME_SPRITE, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                                condition=_direct_attack, operation=(_flame_sprite_up,),
                                category=CAT_ATKCHANGE))

# --- destroyed by battle and sent to the Graveyard --------------------------------------------


def _in_gy(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY


def _burn500(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 500, src=lk.card)


reg(MINE_GOLEM, Effect(kind="trigger", event="battle_destroyed", optional=False,
                       condition=_in_gy, operation=(_burn500,), category=CAT_DAMAGE))


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.destroy(ts, "effect", lk)


def _yomi(g: Duel, lk: Link) -> None:
    a, t = last_battle(g)
    foe = t if a == lk.card else a if t == lk.card else -1
    if foe >= 0 and g.loc[foe] == LOC_MZONE:
        g.destroy([foe], "effect", lk)


reg(YOMI_SHIP, Effect(kind="trigger", event="battle_destroyed", optional=False,
                      condition=_in_gy, operation=(_yomi,), category=CAT_DESTROY))
reg(NEWDORIA, Effect(kind="trigger", event="battle_destroyed", optional=False, condition=_in_gy,
                     target=(pick(mons("any"), "target_monster"),), target_picks=True,
                     operation=(_destroy_targets,), category=CAT_DESTROY))

# --- destroys a monster by battle ----------------------------------------------------------------


def destroyed_foe(g: Duel, c: int, p: int, w: W) -> bool:
    """``c`` (face-up on the field) destroyed ``w[1]`` by battle and sent it to the GY."""
    return g.loc[c] == LOC_MZONE and w[1] != c and in_last_battle(g, c) \
        and g.loc[w[1]] == LOC_GY


def _burrower(g: Duel, lk: Link) -> None:
    victim = lk.event[1]
    n = 500 * g.cd(victim).level
    if n:
        g.damage(1 - lk.player, n, src=lk.card)


def _absorb(g: Duel, lk: Link) -> None:
    victim = lk.event[1]
    n = 300 * g.cd(victim).level
    if n:
        g.recover(lk.player, n)


reg(ABSORBING_KID, Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
                          condition=destroyed_foe, operation=(_absorb,),
                          category=CAT_RECOVER))
for _code in (NEEDLE_BURROWER, KA2_DES_SCISSORS):
    reg(_code, Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
                      condition=destroyed_foe, operation=(_burrower,), category=CAT_DAMAGE))


def _joan(g: Duel, lk: Link) -> None:
    n = max(g.cd(lk.event[1]).atk, 0)  # the original ATK ("?" counts as 0)
    if n:
        g.recover(lk.player, n)


def _emes(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and up(g, lk.card):
        g.add_buff(lk.card, 700, 0, until_end=False, src=lk.card)


reg(GUARDIAN_ANGEL_JOAN, Effect(kind="trigger", event="battle_destroyed", scope="any",
                                optional=False, condition=destroyed_foe, operation=(_joan,),
                                category=CAT_RECOVER))
reg(EMES, Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
                 condition=destroyed_foe, operation=(_emes,), category=CAT_ATKCHANGE))

# --- destroy the attacked Defense Position monster without damage calculation ----------------


def def_killer(pos_ok: Any) -> Effect:
    """"When this card attacks a <pos_ok> Defense Position monster, destroy it with this
    card's effect without damage calculation" (at the start of the Damage Step, as Mystic
    Swordsman LV2's in classic_monsters.py: the battle then has no damage calculation)."""

    def cond(g: Duel, c: int, p: int, w: W) -> bool:
        t = w[2] if len(w) > 2 else -1
        return t >= 0 and g.loc[t] == LOC_MZONE and pos_ok(g.pos[t])

    def op(g: Duel, lk: Link) -> None:
        t = attack_target(g)
        if t >= 0 and pos_ok(g.pos[t]) and g.battle and g.battle.attacker == lk.card:
            g.destroy([t], "effect", lk)

    return Effect(kind="trigger", event="ds_start", optional=False, dmg_step=True,
                  condition=cond, operation=(op,), category=CAT_DESTROY)


reg(NINJA_GRANDMASTER_SASUKE, def_killer(lambda pos: bool(pos & POS_DEF)))
reg(SASUKE_SAMURAI, def_killer(lambda pos: pos == POS_FD_DEF))

# --- Obnoxious Celtic Guard, Penumbral Soldier Lady -----------------------------------------------


def _celtic_guard(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason != "battle" or not g.battle:
        return cs
    a, t = g.battle.attacker, g.battle.target
    out = []
    for c in cs:
        other = t if c == a else a if c == t else -1
        if g.code[c] == OBNOXIOUS_CELTIC_GUARD and other >= 0 and up(g, c) \
                and g.loc[c] == LOC_MZONE and g.atk(other) >= 1900:
            g.log("not_destroyed", {**g.card_pub(c), "by": "battle"})
            continue
        out.append(c)
    return out


DESTROY_SUBSTITUTES.append(only_for({OBNOXIOUS_CELTIC_GUARD})(_celtic_guard))
reg(OBNOXIOUS_CELTIC_GUARD, Effect(kind="continuous"))


def _penumbral(g: Duel, s: int, c: int) -> int:
    if c != s or g.bstep != BS_CALC or not g.battle:
        return 0
    a, t = g.battle.attacker, g.battle.target
    other = t if c == a else a if c == t else -1
    return 1000 if other >= 0 and g.attribute(other) & C.LIGHT else 0


reg(PENUMBRAL_SOLDIER_LADY, Effect(kind="continuous", aspects=(Aspect("atk", _penumbral),),
                                   category=CAT_ATKCHANGE))
