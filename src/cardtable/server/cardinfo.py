"""Card and skill text for the table's pop-ups: public, static game data served by name.

``GET /api/cardinfo/ygo?codes=1,2,3`` gives each passcode's name, text (zh and en), kind,
attribute, Type, Level/Rank and ATK/DEF from the card table; ``GET /api/cardinfo/sgs`` gives
every Sanguosha card's rule text (by card name id), the card name id of each physical card,
and every general's skills with their text. Nothing here depends on a game or a seat: the
client asks only about cards its view already shows, and the answer is the printed card.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from cardtable.core.text import Text

ATTRIBUTE_ZH = {"EARTH": "地", "WATER": "水", "FIRE": "炎", "WIND": "风", "LIGHT": "光",
                "DARK": "暗", "DIVINE": "神"}
TYPE_WORDS: dict[str, Text] = {
    "Monster": Text("怪兽", "Monster"), "Spell": Text("魔法", "Spell"),
    "Trap": Text("陷阱", "Trap"),
    "Normal": Text("通常", "Normal"), "Effect": Text("效果", "Effect"),
    "Fusion": Text("融合", "Fusion"), "Ritual": Text("仪式", "Ritual"),
    "Spirit": Text("灵魂", "Spirit"), "Union": Text("同盟", "Union"),
    "Gemini": Text("二重", "Gemini"), "Tuner": Text("调整", "Tuner"),
    "Synchro": Text("同调", "Synchro"), "Token": Text("衍生物", "Token"),
    "QuickPlay": Text("速攻", "Quick-Play"), "Continuous": Text("永续", "Continuous"),
    "Equip": Text("装备", "Equip"), "Field": Text("场地", "Field"),
    "Counter": Text("反击", "Counter"), "Flip": Text("反转", "Flip"), "Toon": Text("卡通", "Toon"),
    "Xyz": Text("超量", "Xyz"), "Pendulum": Text("灵摆", "Pendulum"),
    "SpecialSummon": Text("特殊召唤", "Special Summon"), "Link": Text("连接", "Link"),
}
MAX_CODES = 200


def _ygo_card(cd: Any) -> dict[str, Any]:
    from cardtable.ygo.cards import constants as C
    from cardtable.ygo.labels import _RACE_ZH

    types = [n for bit, n in C.TYPE_NAMES.items() if cd.type & bit and n != "TrapMonster"]
    words = [TYPE_WORDS.get(n, Text(n, n)) for n in types]
    out: dict[str, Any] = {
        "code": cd.code,
        "name": cd.name.to_json(),
        "text": cd.text.to_json(),
        "types": {"zh": "·".join(w.zh for w in words), "en": " / ".join(w.en for w in words)},
    }
    if cd.type & C.MONSTER:
        attr = C.ATTRIBUTE_NAMES.get(cd.attribute, "")
        race = C.RACE_NAMES.get(cd.race, "")
        out.update({
            "attribute": {"zh": ATTRIBUTE_ZH.get(attr, attr), "en": attr},
            "race": {"zh": _RACE_ZH.get(cd.race, race), "en": race},
            "level": cd.level, "rank": bool(cd.type & C.XYZ),
            "atk": cd.atk, "def": cd.defense,
        })
    return out


def ygo_info(codes: str, extra: dict[int, Any] | None = None) -> dict[str, Any]:
    """The printed cards of the comma-separated passcodes ``codes`` (unknown ones left out;
    at most :data:`MAX_CODES`)."""
    from cardtable.ygo.effects.pool import default_pool

    table = {**default_pool().cards, **(extra or {})}
    out: dict[str, Any] = {}
    for part in codes.split(",")[:MAX_CODES]:
        part = part.strip()
        if not part.isdigit() or len(part) > 12:
            continue
        cd = table.get(int(part))
        if cd is not None:
            out[part] = _ygo_card(cd)
    return {"cards": out}


@cache
def sgs_info() -> dict[str, Any]:
    """Every Sanguosha card's rule text and every general's skills (public, static)."""
    from cardtable.sgs.cards.data import CARD_INFO, NAME, WEAPON_RANGE
    from cardtable.sgs.cards.rule_text import RULE_TEXT
    from cardtable.sgs.generals.data import GENERALS, SKILL_NAMES
    from cardtable.sgs.skills.api import SKILLS, load_skill_modules

    load_skill_modules()
    kinds = {"basic": Text("基本牌", "Basic card"), "trick": Text("锦囊牌", "Trick"),
             "delayed": Text("延时锦囊", "Delayed trick"), "equip": Text("装备牌", "Equipment")}
    cards = {n: {"name": Text(zh, en).to_json(), "kind": kinds[kind].to_json(),
                 "text": RULE_TEXT.get(n, Text("", "")).to_json(),
                 "range": WEAPON_RANGE.get(n)}
             for n, (zh, en, kind, _sub) in CARD_INFO.items()}
    skills: dict[str, Any] = {}
    for g in GENERALS:
        for s in g.skills:
            sk = SKILLS.get(s)
            name = sk.name if sk is not None else SKILL_NAMES.get(s, Text(s, s))
            skills[s] = {"name": name.to_json(),
                         "text": (sk.text if sk is not None else Text("", "")).to_json(),
                         "tags": sorted(sk.tags) if sk is not None else []}
    return {"cards": cards, "card_name": list(NAME), "skills": skills}


async def _ygo(request: Request) -> Response:
    srv = getattr(request.app.state, "server", None)
    extra = srv.diy_cards() if srv is not None and hasattr(srv, "diy_cards") else None
    return JSONResponse(ygo_info(request.query_params.get("codes", "")[:4000], extra),
                        headers={"cache-control": "max-age=300"})


async def _sgs(request: Request) -> Response:
    return JSONResponse(sgs_info(), headers={"cache-control": "max-age=3600"})


def routes() -> list[Route]:
    """The card-info routes (registered by :func:`cardtable.server.app.create_app`)."""
    return [Route("/api/cardinfo/ygo", _ygo), Route("/api/cardinfo/sgs", _sgs)]
