"""Goat-pool cards over a declared Type (issue 15 part 3, goat-st2 batch 10): The Regulation of
Tribe — the Type is declared in public at activation and kept as DNA Surgery keeps its own
(``g.counter`` on the card, ``announce_race``); monsters of that Type cannot declare an attack
(a ``no_attack`` aspect, both players'), and during each of its controller's Standby Phases they
pay 500 LP or it is destroyed (``classic_spells.upkeep_or_destroy``). Texts (2005 wording, our
own words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.classic_spells import own_standby, upkeep_or_destroy
from cardtable.ygo.effects.api import Aspect, Effect, Link, announce_race, ask_race

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

THE_REGULATION_OF_TRIBE = 296499


def _declare(g: Duel, lk: Link) -> None:
    ask_race(g, lk, lk.player)


def _keep(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = int(lk.picks[-1])  # declared in public at activation (announce_race)


reg(THE_REGULATION_OF_TRIBE,
    Effect(kind="activate", target=(_declare, announce_race), operation=(_keep,),
           aspects=(Aspect("no_attack", lambda g, s, c: bool(g.race(c) & g.counter[s])),)),
    Effect(kind="trigger", event="standby", optional=False, condition=own_standby,
           operation=upkeep_or_destroy(500)))
