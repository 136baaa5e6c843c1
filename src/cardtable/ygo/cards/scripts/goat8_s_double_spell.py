"""Using a Spell of the opponent's Graveyard — Double Spell (issue 15 part 3, session 8, an engine
piece g8-s owns). Checks: ``tests/ygo/test_goat8_s_double_spell.py``.

Double Spell (MFC-106, 2003; not flagged "Goat-era version" in goat-pool.csv, so today's text is
its Goat behaviour: yaml-yugi ``data/24096228.yaml``, "Discard 1 Spell Card, then target 1 Spell
Card in your opponent's Graveyard; place that target in the appropriate Zone on your side of the
field, and as this card's effect resolution, follow its card text as if you had used it
yourself"; the Japanese text: place it in the right zone of your field and use it).

The piece, :func:`use_as_own` — the chosen Spell is moved face-up to its user's Spell & Trap Zone
(its Field Zone for a Field Spell; the card stays its owner's) and the resolving chain link
*becomes* that Spell's activation: the link's card, passcode and effect are the Spell's, its
target steps are asked now (no response window: they are chosen as Double Spell resolves), then
its operation runs. The engine ends the link as that card's: a Normal or Quick-Play Spell then
goes to its owner's Graveyard, a Continuous, Field or Equip Spell stays on its user's field
(an Equip Spell equipped to the monster chosen). Double Spell itself goes to the Graveyard as the
Spell is placed. No new chain link: nothing can respond to the used Spell's activation.

Our reading where the text is silent (said in the tests): the used Spell's activation costs are
not paid by the text's "follow its card text"; as no source was found, Spells whose activation has
a cost (Premature Burial's 800 LP…) are not offered, nor Spells activated only in answer to an
event (a Quick-Play Spell answering a chain). The Spell's own activation condition must hold for
its user, and a zone must be free for it (a Field Spell: an empty Field Zone).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import card_ok, note, reg
from cardtable.ygo.effects.api import Effect, Link, ask_cards, link_effect
from cardtable.ygo.rules.flow import step
from cardtable.ygo.state import LOC_FZONE, LOC_GY, LOC_SZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DOUBLE_SPELL = 24096228
STEP_USE = "g8s_used_spell_targets"


def _activation(g: Duel, code: int) -> int:
    """Index of the card-activation effect of Spell ``code`` (-1: none)."""
    for i, e in enumerate(g.pool.effects_of(code)):
        if e.kind == "activate":
            return i
    return -1


def usable(g: Duel, p: int, t: int) -> bool:
    """Spell ``t`` (in a Graveyard) could be used by ``p`` now as its own activation."""
    cd = g.cd(t)
    if not cd.is_spell or t < 0:
        return False
    ei = _activation(g, g.code[t])
    if ei < 0:
        return False
    e = g.pool.effects_of(g.code[t])[ei]
    if e.cost or e.event:
        return False
    if cd.type & C.FIELD:
        if g.fz[p] >= 0:
            return False
    elif g.free_szone(p) < 0:
        return False
    return e.condition is None or bool(e.condition(g, t, p, ()))


def _opp_spells(g: Duel, p: int, s: int) -> list[int]:
    return [t for t in g.gy[1 - p] if usable(g, p, t)]


def _discard_spell(g: Duel, lk: Link) -> None:
    cands = [c for c in g.hand[lk.player] if c != lk.card and g.cd(c).is_spell]
    ask_cards(g, lk, lk.player, cands, 1, 1, "discard")


def _do_discard(g: Duel, lk: Link) -> None:
    g.discard(lk.picks[-1])


def _pick_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _opp_spells(g, lk.player, lk.card), 1, 1, "target_gy")


def use_as_own(g: Duel, lk: Link, t: int) -> bool:
    """The resolving link ``lk`` becomes the activation of Spell ``t`` by ``lk.player`` (placed
    face-up on that player's field); False if it cannot be placed (nothing happens then)."""
    p = lk.player
    ei = _activation(g, g.code[t])
    if ei < 0:
        return False
    if g.cd(t).type & C.FIELD:
        if g.fz[p] >= 0:
            return False
        g.move(t, LOC_FZONE, p, POS_FACEUP)
    else:
        if g.free_szone(p) < 0:
            return False
        g.move(t, LOC_SZONE, p, POS_FACEUP)
    src = lk.card
    nm = g.name(t)
    note(g, src, f"uses {nm.en} as its own", f"把「{nm.zh}」当作自己的卡使用",
         used_spell=g.card_pub(t))
    if g.on_field(src):
        g.send_to_gy([src], "resolved")
    become_activation(g, lk, t, p, ei)
    return True


def become_activation(g: Duel, lk: Link, t: int, p: int, ei: int, cost: bool = False) -> None:
    """The resolving link ``lk`` becomes player ``p``'s activation of effect ``ei`` of card
    ``t`` (already face-up where it applies): its cost steps (``cost``), then its target steps
    are asked now, then its operation runs; the engine then ends the link as ``t``'s (a Normal
    Spell/Trap to the Graveyard, a Continuous one stays). Also Bait Doll's forced activation."""
    lk.card, lk.player, lk.code, lk.ei, lk.life = t, p, g.code[t], ei, g.life[t]
    lk.picks, lk.targets, lk.tlife, lk.target_from = [], (), (), 0
    idx = g.chain.index(lk)
    e = link_effect(g, lk)
    g.stack.append((STEP_USE, idx))
    for i in range(len(e.target) - 1, -1, -1):
        g.stack.append(("lstep", idx, 1, i))
    if cost and e.cost:
        g.stack.append(("cost_end", idx))
        for i in range(len(e.cost) - 1, -1, -1):
            g.stack.append(("lstep", idx, 0, i))


@step(STEP_USE)
def _targets_then_operation(g: Duel, fr: tuple[Any, ...]) -> None:
    """The used Spell's targets are fixed, then its operation steps run."""
    idx = fr[1]
    lk = g.chain[idx]
    e = link_effect(g, lk)
    if e.target_picks:
        got: list[int] = []
        for pk in lk.picks[lk.target_from:]:
            if isinstance(pk, tuple):
                got.extend(pk)
            elif isinstance(pk, int) and not isinstance(pk, bool):
                got.append(pk)
        lk.targets = tuple(got)
        lk.tlife = tuple(g.life[x] for x in got)
    for i in range(len(e.operation) - 1, -1, -1):
        g.stack.append(("lstep", idx, 2, i))


def _double(g: Duel, lk: Link) -> None:
    t = lk.targets[0] if lk.targets else -1
    if not card_ok(g, lk) or not g.target_ok(lk, t) or g.loc[t] != LOC_GY \
            or g.ctrl[t] == lk.player or not usable(g, lk.player, t):
        return
    use_as_own(g, lk, t)


def _double_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return any(x != c and g.cd(x).is_spell for x in g.hand[p]) and bool(_opp_spells(g, p, c))


reg(DOUBLE_SPELL, Effect(cost=(_discard_spell, _do_discard), target=(_pick_target,),
                         target_picks=True, operation=(_double,), condition=_double_cond))
