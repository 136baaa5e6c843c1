"""Blue-Eyes Toon Dragon (issue 15 part 3, g8-ma), flagged "Goat-era version" in
``goat-pool.csv``. Its era text is its first print's (Magic Ruler MRL-000, 2002; the first OCG
text, Pharaoh's Servant 2000, as the early revisions of yugioh-wiki.net's
《ブルーアイズ・トゥーン・ドラゴン》 show it: cannot be Normal Summoned; Special Summoned only while
your "Toon World" is on the field, Level 5 or more needing Tributes; it cannot attack the turn it
is Special Summoned; it cannot attack unless you pay 500 LP; when "Toon World" is destroyed this
card is destroyed; if the opponent controls no Toon it can attack them directly, otherwise it must
attack a Toon). That is the rule of the Magic Ruler Toons of ``goat5_toons.py`` word for word
(EDOPro's Goat entry: "basically pre errata"): it joins them through ``add_mrl_toons`` as a
Level 8 (2 Tributes for its procedure). Today's text summons it by Tributing 2 monsters outside
that frame and lets it be Special Summoned by other effects only with Toon World too; the rules
are the same in play.

Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_toons.py``.
"""

from __future__ import annotations

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat5_toons import WORLD_GONE, add_mrl_toons

BLUE_EYES_TOON_DRAGON = 53183600

add_mrl_toons({BLUE_EYES_TOON_DRAGON: 8})
reg(BLUE_EYES_TOON_DRAGON, WORLD_GONE)

__all__ = ["BLUE_EYES_TOON_DRAGON"]
