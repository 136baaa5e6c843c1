"""Deck builder support: card search, deck checks, ``.ydk`` / ``ydke://`` conversion.

Thin glue over :mod:`cardtable.ygo.deck` and :mod:`cardtable.ygo.formats`; names a client
chooses (deck rules, banlists) go through :mod:`cardtable.ygo.catalogue` (never a path).
"""

from __future__ import annotations

from typing import Any

from cardtable.core.errors import CardtableError
from cardtable.ygo.cards.carddata import builtin_cards
from cardtable.ygo.cards.constants import TYPE_BY_NAME, TYPE_NAMES
from cardtable.ygo.catalogue import client_banlist, client_deck_rules
from cardtable.ygo.deck import check_deck
from cardtable.ygo.formats.ydk import format_ydk, parse_ydk
from cardtable.ygo.formats.ydke import parse_ydke, to_ydke


def available() -> bool:
    """True: the Yu-Gi-Oh! deck modules are part of the package (kept for the API's
    ``available`` field)."""
    return True


def _card_json(card: Any, type_names: dict[int, str]) -> dict[str, Any]:
    return {
        "code": card.code,
        "name": card.name.to_json(),
        "types": [n for bit, n in type_names.items() if card.type & bit],
        "level": card.level,
        "atk": card.atk,
        "def": card.defense,
        "text": card.text.to_json(),
    }


def _int(text: str | None) -> int | None:
    try:
        return None if text in (None, "") else int(str(text))
    except ValueError:
        return None


def search(query: str, type_name: str = "", limit: str = "60",
           stats: dict[str, str] | None = None,
           extra: dict[int, Any] | None = None) -> list[dict[str, Any]]:
    """Cards whose zh/en name or text contains ``query``, of type ``type_name``, and within the
    ``stats`` bounds (``atk_min``, ``atk_max``, ``def_min``, ``def_max``, ``level``). ``extra``:
    more cards to search after the built-in ones (the server's DIY cards)."""
    n = max(1, min(500, _int(limit) or 60))
    st = stats or {}
    bounds = {k: _int(st.get(k)) for k in ("atk_min", "atk_max", "def_min", "def_max", "level")}
    q = query.strip().lower()[:80]
    type_bit = TYPE_BY_NAME.get(type_name, 0) if type_name else 0
    out = []
    for card in [*builtin_cards().values(), *(extra or {}).values()]:
        if type_bit and not card.type & type_bit:
            continue
        hay = f"{card.code} {card.name.zh} {card.name.en} {card.text.en} {card.text.zh}".lower()
        if q and q not in hay:
            continue
        if any(v is not None for v in bounds.values()) and not card.is_monster:
            continue
        if (bounds["atk_min"] is not None and card.atk < bounds["atk_min"]) or (
            bounds["atk_max"] is not None and card.atk > bounds["atk_max"]) or (
            bounds["def_min"] is not None and card.defense < bounds["def_min"]) or (
            bounds["def_max"] is not None and card.defense > bounds["def_max"]) or (
            bounds["level"] is not None and card.level != bounds["level"]):
            continue
        out.append(_card_json(card, TYPE_NAMES))
        if len(out) >= n:
            break
    return out


def check(text: str, profile: Any = None, banlist: Any = None,
          extra: dict[int, Any] | None = None) -> dict[str, Any]:
    """Parse a ``.ydk`` text or ``ydke://`` URL and check it against a deck-rules preset
    or a rule profile (and a shipped banlist such as ``lp4000`` when ``banlist`` names one).
    ``extra``: cards known besides the built-in ones (the server's DIY cards).

    Returns ``{"ok", "violations", "ydk", "ydke", "main", "extra", "side"}`` or
    ``{"ok": False, "error": ...}`` when it cannot be read.
    """
    cards = {**builtin_cards(), **(extra or {})}
    try:
        if text.strip().startswith("ydke://"):
            deck = parse_ydke(text.strip())
        else:
            deck = parse_ydk(text, "<deck>", cards, strict=False)
        # a deck-rules preset (classic, lp4000-strict, mr3…) or a shipped profile's name
        # (lp4000-seed-house carries the LP4000 banlist); names only, never a path
        rules = dict(client_deck_rules(profile))
        if banlist is not None and banlist != "":
            rules["banlist"] = client_banlist(banlist)
        elif isinstance(rules.get("banlist"), str):
            rules["banlist"] = client_banlist(rules["banlist"])
        violations = check_deck(deck, cards, rules)
    except CardtableError as exc:
        from cardtable.ygo.formats.zh import zh_error  # the readers' errors in Chinese

        return {"ok": False, "error": {"zh": zh_error(str(exc)), "en": str(exc)}}
    return {
        "ok": not violations,
        "violations": [{"rule": v.rule, "message": v.message.to_json(), "code": v.code}
                       for v in violations],
        "ydk": format_ydk(deck),
        "ydke": to_ydke(deck),
        "main": list(deck.main),
        "extra": list(deck.extra),
        "side": list(deck.side),
    }
