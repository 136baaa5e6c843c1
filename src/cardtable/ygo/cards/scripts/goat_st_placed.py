"""Goat-pool Spells that are only placed by another card (issue 15 part 3, Spells & Traps batch
12): the four "Spirit Message" cards. Their text ("cannot be activated normally; placed on the
field by Destiny Board", ``pool/core.yaml``) is played by Destiny Board's script
(``core_traps.py``) and the Destiny Board win rule (``rules/actions.py``); a card of their own has
no activation, so the registration is an effect that does nothing and offers nothing. The checks
are ``tests/ygo/test_goat_st_graveyard.py``."""

from __future__ import annotations

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.rules.actions import SPIRIT_MESSAGES

for _code in SPIRIT_MESSAGES:
    reg(_code, Effect(kind="continuous"))
