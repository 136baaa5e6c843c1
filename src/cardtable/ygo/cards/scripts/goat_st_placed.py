"""Goat-pool Spells that are only placed by another card (issue 15 part 3, Spells & Traps batch 12):
the four "Spirit Message" cards. Their text ("cannot be activated normally; placed on the field
by Destiny Board", ``pool/core.yaml``) is played by Destiny Board's script and its win check
(``core_traps.py``); a card of their own has no activation, so the registration is an effect that
does nothing and offers nothing. The checks are ``tests/ygo/test_goat_st_graveyard.py``."""

from __future__ import annotations

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.core_traps import SPIRIT_MESSAGES
from cardtable.ygo.effects.api import Effect

for _code in SPIRIT_MESSAGES:
    reg(_code, Effect(kind="continuous"))
