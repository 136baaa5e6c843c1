"""Spirit Elimination (issue 15, session 9, g9-a): removals of Graveyard monsters made with
monsters of the field instead, for the rest of the turn.

Text: not flagged "Goat-era version" in goat-pool.csv (its print: Labyrinth of Nightmare
LON-102, 2003); today's official text (yaml-yugi ``data/69832741.yaml``): "When monsters in the
Graveyard are removed from play, remove monsters on your side of the field from play as
substitutes. This card remains active until the end of the turn that it is activated. The
substitutes remain removed from play." — a Normal Spell whose effect lasts the turn. Rulings:
the Goat Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/spirit-elimination.md``): during that turn every monster removed that way
must come from your side of the field (no Soul Release removing 2 from the field and 3 from the
Graveyard); the conditions on the Graveyard monsters must still be met by the field monsters
(Dark Necrofear: 3 Fiend-Type monsters of your field); it may be activated while Necrovalley
applies. yugioh-wiki.net 《霊魂消滅》: costs and effects alike are replaced; Tokens may be
removed instead; an effect that removes *itself* from the Graveyard is not replaced. Our own
words in ``pool/goat.csv``.

The piece: its resolution leaves a public mark (``g9a_spirit`` with its player) and a
``classic_lib.GY_BANISH_SUBSTITUTES`` hook holds for that player for the rest of the turn. The
shared step ``classic_lib.gy_banish_zone(g, p)`` / ``gy_banish_ready(g, p, c)`` is what the
Graveyard-removing scripts pick from and check: their own filter (a Fiend, a LIGHT then a DARK
monster, WATER monsters…) is applied to the monsters on the player's field instead. Routed
through it: the Envoys and Chaos Sorcerer (``classic_procs``), the ``goat_mon_procs``
procedures (Dark Necrofear, Spirit of Flames, Inferno, Silpheed, Gigantes, …), Soul Release
(its monster targets become monsters of your field; Spell/Trap targets stay), Strike Ninja,
Lekunga, King of the Skull Servants, Infernal Flame Emperor's cost (``goat5_summon``), The
Gates of Dark World, Megarock Dragon, Bazoo the Soul-Eater, Freed the Brave Wanderer, Skull
Lair. Reading (the FAQ is silent):
Kycoo's and Necrovalley's locks forbid removing cards *in the Graveyards*; a replaced removal
is made from the field, so a routed card may be used under them.

Not routed (each removes monsters in a Graveyard another way: all of them, the opponent's
targeted card, a random or a bottom card), and refused while Spirit Elimination applies to
their player (``ACTIVATE_ALLOWED``): :data:`NOT_ROUTED` — how many field monsters replace "every
monster in the Graveyards", or whether a target in the opponent's Graveyard becomes your own
monster, is not pinned by a source. Checks: ``tests/ygo/test_goat9_a_spirit.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import GY_BANISH_SUBSTITUTES, note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_BANISH, Effect, Link
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SPIRIT_ELIMINATION = 69832741
KEY = "g9a_spirit"

#: Graveyard-monster removers not routed through ``classic_lib.gy_banish_zone``, refused while
#: Spirit Elimination applies to their player: Big Burn and Inferno Tempest (every monster in
#: the Graveyards), Fiend Comedian (the opponent's whole Graveyard), Dimension Jar, Kycoo the
#: Ghost Destroyer, Dark Blade the Dragon Knight, Gravedigger Ghoul, Disappear, Soul Demolition,
#: Book of Life (the opponent's Graveyard), Witch Doctor of Chaos (a target in either), Question
#: (the bottom monster of the Graveyard)
NOT_ROUTED: frozenset[int] = frozenset({
    95472621, 14391920, 81172176, 73414375, 88240808, 86805855, 82542267, 24623598, 76297408,
    2204140, 75946257, 38723936})


def applies(g: Duel, p: int) -> bool:
    """Spirit Elimination resolved for ``p`` this turn (its effect lasts the turn)."""
    if SPIRIT_ELIMINATION not in g.code:
        return False
    return any(kind == "card_effect" and (m := pub.get(KEY)) is not None and m["player"] == p
               for kind, pub, _ in this_turn(g))


def _resolve(g: Duel, lk: Link) -> None:
    note(g, lk.card, "This turn, monsters on the field are removed from play instead of "
         "monsters in the Graveyard", "这个回合，从游戏中除外墓地的怪兽时改为除外场上的怪兽",
         **{KEY: {"player": lk.player}})


@only_for(NOT_ROUTED | {SPIRIT_ELIMINATION})
def _refuse(g: Duel, p: int, c: int, e: Any) -> bool:
    return g.code[c] not in NOT_ROUTED or not applies(g, p)


GY_BANISH_SUBSTITUTES.append(applies)
ACTIVATE_ALLOWED.append(_refuse)
reg(SPIRIT_ELIMINATION, Effect(operation=(_resolve,), category=CAT_BANISH))
