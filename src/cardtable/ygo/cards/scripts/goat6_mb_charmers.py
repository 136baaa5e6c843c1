"""Hiita the Fire Charmer and Wynn the Wind Charmer (TLM, 2005; issue 15 part 3, g6-mb):
"FLIP: take control of 1 FIRE (WIND) monster your opponent controls as long as this card
remains face-up on the field" — rows of g6-ma's Charmers (``goat6_ma_charmers.add_charmer``:
the taken monster goes back as soon as its Charmer is no longer face-up on the field).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_charmers.py``.
"""

from __future__ import annotations

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.goat6_ma_charmers import add_charmer

HIITA_THE_FIRE_CHARMER = 759393
WYNN_THE_WIND_CHARMER = 37744402

add_charmer(HIITA_THE_FIRE_CHARMER, C.FIRE)
add_charmer(WYNN_THE_WIND_CHARMER, C.WIND)

__all__ = ["HIITA_THE_FIRE_CHARMER", "WYNN_THE_WIND_CHARMER"]
