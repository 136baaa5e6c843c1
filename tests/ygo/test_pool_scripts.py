"""Card scripts read the duel's pool (issue 10 item 2; docs/design.md §4.1): a pool that renames
and re-stats known Goat cards (a ``cards.cdb`` overlay, as ``--cdb`` or a DIY reload builds)
changes what the cards' scripts see in a duel created with it, while a duel on the built-in pool
in the same process still sees the printed cards. Before the conversion these scripts read the
process's default pool (``registry.card``), so the overlay's stats were ignored.

Card texts (our wording):

* Thestalos the Firestorm Monarch (``goat_decks.py``): "When this card is Tribute Summoned,
  discard 1 random card from your opponent's hand; if it is a monster, inflict 100 damage to
  your opponent for each of its Levels."
* Gravekeeper's Spy (``goat_decks.py``): "FLIP: Special Summon 1 'Gravekeeper's' monster with
  1500 or less ATK from your Deck."
"""

from __future__ import annotations

import dataclasses

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.text import Text
from cardtable.ygo.cards.scripts import goat_decks
from cardtable.ygo.effects.pool import CardPool
from cardtable.ygo.game import YgoGame, from_scenario

THESTALOS = 26205777  # Level 6 Tribute Monster, scripted in goat_decks.py
SUMMONED_SKULL = 70781052  # Level 6 Normal Monster
BATTLE_OX = 5053103  # the tribute
GK_GUARD = 37101832  # Gravekeeper's Guard: 1000 ATK
GK_CHIEF = 62473983  # Gravekeeper's Chief: 1900 ATK


def _overlaid(base: CardPool) -> CardPool:
    """``base`` with Thestalos renamed, Summoned Skull renamed and made Level 3, Gravekeeper's
    Guard renamed out of the archetype, and Gravekeeper's Chief dropped to 1500 ATK."""
    c = base.cards
    return base.with_overlay([
        dataclasses.replace(c[THESTALOS], name=Text("改名的炎帝", "Renamed Monarch")),
        dataclasses.replace(c[SUMMONED_SKULL], name=Text("小骷髅", "Small Skull"), level=3),
        dataclasses.replace(c[GK_GUARD], name=Text("守卫", "Plain Guard")),
        dataclasses.replace(c[GK_CHIEF], atk=1500),
    ])


def _thestalos_burn(pool: CardPool) -> int:
    """Tribute Summon Thestalos (tributing Battle Ox) with Summoned Skull the only card in the
    opponent's hand; the damage the opponent takes."""
    g = from_scenario({"profile": "goat", "turn": 3,
                       "players": [{"hand": [THESTALOS], "monsters": [BATTLE_OX]},
                                   {"hand": [SUMMONED_SKULL]}]}, 1, pool)
    assert g.g.pool is pool
    life = g.g.lp[1]
    g.answer({"action": "summon", "card": 0, "from": "hand"})
    _answer_until_idle(g)
    assert g.g.code[g.g.gy[1][0]] == SUMMONED_SKULL  # the random discard was the Skull
    return life - g.g.lp[1]


def _answer_until_idle(g: YgoGame) -> None:
    """First option at every prompt until seat 0 is back in its Main Phase (the tribute and the
    mandatory trigger may each ask)."""
    for _ in range(10):
        d = g.pending()
        assert d is not None
        if any(o.form.get("action") == "to_battle" for o in d.options):
            return
        g.apply_index(0)
    raise AssertionError("the summon did not finish")


def test_thestalos_reads_the_level_from_the_duels_pool() -> None:
    base = CardPool.builtin()
    mine = _overlaid(base)
    assert _thestalos_burn(mine) == 300  # 100 x the overlay's Level 3
    assert _thestalos_burn(base) == 600  # 100 x the printed Level 6, same process


def test_gravekeepers_spy_reads_names_and_atk_from_the_duels_pool() -> None:
    base = CardPool.builtin()
    mine = _overlaid(base)
    setup = {"profile": "goat", "turn": 3, "players": [{"deck": [GK_GUARD, GK_CHIEF]}, {}]}
    for pool, guard_ok, chief_ok in ((base, True, False), (mine, False, True)):
        g = from_scenario(setup, 1, pool).g
        deck = {g.code[c]: c for c in g.deck[0]}
        assert goat_decks._gk_low(g, deck[GK_GUARD]) is guard_ok  # renamed out of "Gravekeeper's"
        assert goat_decks._gk_low(g, deck[GK_CHIEF]) is chief_ok  # 1900 -> 1500 ATK
