"""Yu-Gi-Oh! decks and the deck-construction rules of the seed (part 3, 对战准备).

A :class:`Deck` is three lists of passcodes: ``main``, ``extra`` (the Fusion Deck of the classic
era) and ``side``. :func:`check_deck` checks one against a card table and a plain rules dict that a
profile supplies, and returns every :class:`Violation` it finds (an empty list means legal).

Rule keys (all optional; defaults are the seed's LP4000 reading, see ``docs/rulings-deck.md``):

``main_min`` / ``main_max``
    main deck size (seed: "DECK的卡片数在40张以上，上限80"); ``main_max: None`` = no upper limit.
``side_min`` / ``side_max`` or ``side_sizes``
    side deck size as a range, or ``side_sizes`` = the list of allowed sizes (e.g. ``[0, 15]``:
    none or exactly fifteen). ``side_sizes`` may also be ``{"min": 0, "max": 15}`` or ``"0-15"``.
``extra_min`` / ``extra_max``
    fusion (extra) deck size; ``extra_max: None`` = no upper limit ("融合卡组的卡片数无上限").
``copies``
    copies per card name across main + extra + side ("同名的卡最多只能放3张"), alias-aware.
``allowed_types`` / ``forbidden_types``
    type names (as in :data:`cardtable.ygo.cards.constants.TYPE_NAMES`): a card whose type has a
    bit outside ``allowed_types``, or any bit of ``forbidden_types``, is not allowed.
``banlist``
    a :class:`~cardtable.ygo.formats.lflist.Banlist`, a shipped list name, an ``lflist.conf``
    path (``"file.conf#List"`` picks a list), or None.

>>> deck = Deck(main=[89631139] * 4)
>>> [v.rule for v in check_deck(deck, {}, {"main_min": 1})]
['unknown_card']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.core.errors import CardtableError, SetupError
from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData, builtin_cards
from cardtable.ygo.cards.scripted import is_scripted
from cardtable.ygo.formats.lflist import Banlist, resolve_banlist

DeckRules = Mapping[str, Any]

#: Where the shipped preset decks live.
DECK_DIR = Path(__file__).resolve().with_name("decks")

_ALL_TYPE_NAMES = list(C.TYPE_NAMES.values())

#: The seed's LP4000 reading: main 40–80, side 0–15, fusion deck 0–15, 3 copies, classic kinds.
CLASSIC_RULES: dict[str, Any] = {
    "main_min": 40,
    "main_max": 80,
    "side_min": 0,
    "side_max": 15,
    "extra_min": 0,
    "extra_max": 15,
    "copies": 3,
    "allowed_types": [
        n for n in _ALL_TYPE_NAMES if n not in ("Synchro", "Xyz", "Pendulum", "Link", "Tuner")
    ],
    "banlist": None,
}

#: The other reading of the seed's lines: side deck "必须是15张" (none or exactly 15) and
#: "融合卡组的卡片数无上限" (no fusion deck limit).
CLASSIC_STRICT_RULES: dict[str, Any] = {
    **CLASSIC_RULES,
    "side_sizes": [0, 15],
    "extra_max": None,
}

#: Master Rule 3 (seed 003's era): main 40–60, extra 0–15, side 0–15; Link monsters are not allowed.
MR3_RULES: dict[str, Any] = {
    "main_min": 40,
    "main_max": 60,
    "side_min": 0,
    "side_max": 15,
    "extra_min": 0,
    "extra_max": 15,
    "copies": 3,
    "forbidden_types": ["Link", "Token"],
    "banlist": None,
}

#: Named presets a profile may start from.
DECK_RULE_PRESETS: dict[str, dict[str, Any]] = {
    "lp4000": CLASSIC_RULES,
    "classic": CLASSIC_RULES,
    "lp4000-strict": CLASSIC_STRICT_RULES,
    "mr3": MR3_RULES,
}


#: Card kinds a profile's ``allowed_kinds`` switches on or off (other type bits are always fine).
GATED_KINDS = ("Fusion", "Ritual", "Synchro", "Xyz", "Pendulum", "Link")


def rules_from_profile(profile: object) -> dict[str, Any]:
    """Deck rules from a rule profile (duck-typed, e.g. :class:`cardtable.ygo.profile.Profile`).

    Reads ``deck_min``, ``deck_max``, ``extra_max`` (-1 or None = unlimited), ``max_copies``,
    ``allowed_kinds`` (kinds of :data:`GATED_KINDS` not listed are forbidden), and, when the
    profile has them, ``side_min``/``side_max``/``side_sizes`` and ``banlist``. Missing attributes
    keep the :data:`CLASSIC_RULES` value.
    """

    def get(attr: str, default: Any) -> Any:
        return getattr(profile, attr, default)

    def unlimited(v: Any) -> Any:
        return None if v is None or (isinstance(v, int) and v < 0) else v

    out: dict[str, Any] = {k: v for k, v in CLASSIC_RULES.items() if k != "allowed_types"}
    out["main_min"] = get("deck_min", out["main_min"])
    out["main_max"] = unlimited(get("deck_max", out["main_max"]))
    out["extra_max"] = unlimited(get("extra_max", out["extra_max"]))
    out["copies"] = get("max_copies", out["copies"])
    kinds = get("allowed_kinds", None)
    if kinds is not None:
        out["forbidden_types"] = [k for k in GATED_KINDS if k not in kinds]
    else:
        out["allowed_types"] = CLASSIC_RULES["allowed_types"]
    for key in ("side_min", "side_max", "side_sizes", "banlist", "unscripted"):
        if get(key, None) is not None:
            out[key] = get(key, None)
    return out


def deck_rules(name: str) -> dict[str, Any]:
    """A copy of a named preset (``lp4000``, ``classic``, ``lp4000-strict``, ``mr3``)."""
    try:
        return dict(DECK_RULE_PRESETS[name])
    except KeyError:
        known = ", ".join(sorted(DECK_RULE_PRESETS))
        raise SetupError(f"unknown deck rules preset {name!r} (known: {known})") from None


@dataclass(slots=True)
class Deck:
    """A deck as three passcode lists. ``lines`` maps a code to the file line it first came from."""

    main: list[int] = field(default_factory=list)
    extra: list[int] = field(default_factory=list)
    side: list[int] = field(default_factory=list)
    source: str = field(default="", compare=False)
    lines: dict[int, int] = field(default_factory=dict, compare=False)

    def all_codes(self) -> list[int]:
        """Main, extra and side passcodes, in that order."""
        return [*self.main, *self.extra, *self.side]


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken deck rule: rule id, the card (code 0 = the deck as a whole) and a message."""

    rule: str
    message: Text
    code: int = 0
    name: Text | None = None

    def __str__(self) -> str:
        return self.message.en


# --- messages ------------------------------------------------------------------------------

_MSG: dict[str, Text] = {
    "main_size": Text(
        "主卡组须为{lo}～{hi}张，现为{n}张",
        "main deck must have {lo}–{hi} cards, it has {n}",
    ),
    "side_size": Text(
        "副卡组须为{allowed}张，现为{n}张", "side deck must have {allowed} cards, it has {n}"
    ),
    "extra_size": Text(
        "融合卡组须为{lo}～{hi}张，现为{n}张", "fusion deck must have {lo}–{hi} cards, it has {n}"
    ),
    "copies": Text(
        "{card}：同名卡最多{max}张（主+融合+副卡组共{n}张）",
        "{card}: at most {max} copies of a card name in main + fusion + side, found {n}",
    ),
    "forbidden": Text("{card}：禁止卡，不能放入卡组（{n}张）", "{card}: forbidden card, found {n}"),
    "limited": Text(
        "{card}：禁卡表限制{max}张，现为{n}张",
        "{card}: the banlist allows {max} copies, found {n}",
    ),
    "not_whitelisted": Text(
        "{card}：不在卡表「{list}」的可用卡中", "{card}: not on the whitelist {list!r}"
    ),
    "extra_in_main": Text(
        "{card}：融合等额外卡组怪兽不能放入主卡组，须放入融合卡组",
        "{card}: fusion (extra deck) monsters go in the fusion deck, not the main deck",
    ),
    "main_in_extra": Text(
        "{card}：只有融合等额外卡组怪兽能放入融合卡组",
        "{card}: only fusion (extra deck) monsters may be in the fusion deck",
    ),
    "token": Text("{card}：衍生物不能放入卡组", "{card}: tokens cannot be put in a deck"),
    "unscripted": Text(
        "{card}：效果尚未实现（本规则拒绝；要只用其攻守数值请用 unscripted: stats 的规则）",
        "{card}: its effect is not scripted yet (refused by these rules; a profile with "
        "'unscripted: stats' plays it as its stats only)",
    ),
    "unknown_card": Text("未知卡号 {code}{where_zh}", "unknown card code {code}{where}"),
    "type_not_allowed": Text(
        "{card}：本规则不允许{kinds}卡", "{card}: {kinds} cards are not allowed by these rules"
    ),
}


def _card_label(code: int, card: CardData | None, lang: str) -> str:
    if card is None:
        return str(code)
    return f"{card.name.get(lang)} ({code})"


def _violation(rule: str, code: int, card: CardData | None, **kw: object) -> Violation:
    msg = _MSG[rule]
    zh = msg.zh.format(card=_card_label(code, card, "zh"), code=code, **kw)
    en = msg.en.format(card=_card_label(code, card, "en"), code=code, **kw)
    return Violation(rule, Text(zh, en), code, card.name if card else None)


def _type_bits(names: Any, key: str) -> int:
    if not isinstance(names, list | tuple | set | frozenset):
        raise SetupError(f"deck rules: {key!r} must be a list of type names")
    out = 0
    for n in names:
        if n not in C.TYPE_BY_NAME:
            raise SetupError(f"deck rules: {key!r}: unknown type name {n!r}")
        out |= C.TYPE_BY_NAME[n]
    return out


def _type_names(bits: int) -> str:
    return "/".join(name for bit, name in C.TYPE_NAMES.items() if bits & bit)


def _int_or_none(rules: DeckRules, key: str, default: int | None) -> int | None:
    v = rules.get(key, default)
    if v is None:
        return None
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise SetupError(f"deck rules: {key!r} must be a non-negative integer or null")
    return v


def _side_allowed(rules: DeckRules) -> tuple[frozenset[int] | None, int, int | None]:
    """(explicit allowed sizes or None, min, max) for the side deck."""
    sizes = rules.get("side_sizes")
    if sizes is None:
        lo = _int_or_none(rules, "side_min", 0) or 0
        return None, lo, _int_or_none(rules, "side_max", 15)
    if isinstance(sizes, str):
        a, sep, b = sizes.partition("-")
        if not sep or not a.strip().isdigit() or not b.strip().isdigit():
            raise SetupError(f"deck rules: 'side_sizes' string must be 'min-max', got {sizes!r}")
        return None, int(a), int(b)
    if isinstance(sizes, Mapping):
        lo = _int_or_none(sizes, "min", 0) or 0
        return None, lo, _int_or_none(sizes, "max", None)
    if isinstance(sizes, list | tuple | set | frozenset) and all(
        isinstance(s, int) and s >= 0 for s in sizes
    ):
        return frozenset(sizes), 0, None
    raise SetupError("deck rules: 'side_sizes' must be a list of sizes, {min, max} or 'min-max'")


def _name_key(code: int, card: CardData | None) -> int:
    """The code that stands for a card's name: its alias (alternate art / 'treated as') if any."""
    if card is not None and card.alias:
        return card.alias
    return code


def check_deck(
    deck: Deck, cards: Mapping[int, CardData], rules: DeckRules | None = None
) -> list[Violation]:
    """Check ``deck`` against ``rules`` (a profile's plain dict, default :data:`CLASSIC_RULES`).

    Returns every violation found, deck-size rules first, then card rules in deck order; each card
    rule is reported once per card name. Raises :class:`SetupError` only for bad ``rules``.
    """
    r: DeckRules = CLASSIC_RULES if rules is None else rules
    out: list[Violation] = []

    # sizes
    main_min = _int_or_none(r, "main_min", 40) or 0
    main_max = _int_or_none(r, "main_max", 80)
    n = len(deck.main)
    if n < main_min or (main_max is not None and n > main_max):
        hi = "∞" if main_max is None else str(main_max)
        out.append(_violation("main_size", 0, None, lo=main_min, hi=hi, n=n))
    extra_min = _int_or_none(r, "extra_min", 0) or 0
    extra_max = _int_or_none(r, "extra_max", 15)
    n = len(deck.extra)
    if n < extra_min or (extra_max is not None and n > extra_max):
        hi = "∞" if extra_max is None else str(extra_max)
        out.append(_violation("extra_size", 0, None, lo=extra_min, hi=hi, n=n))
    sizes, side_min, side_max = _side_allowed(r)
    n = len(deck.side)
    if sizes is not None:
        if n not in sizes:
            allowed = "/".join(str(s) for s in sorted(sizes))
            out.append(_violation("side_size", 0, None, allowed=allowed, n=n))
    elif n < side_min or (side_max is not None and n > side_max):
        hi = "∞" if side_max is None else str(side_max)
        out.append(_violation("side_size", 0, None, allowed=f"{side_min}–{hi}", n=n))

    # kinds allowed by the profile
    allowed_bits = None
    if r.get("allowed_types") is not None:
        allowed_bits = _type_bits(r["allowed_types"], "allowed_types")
    forbidden_bits = 0
    if r.get("forbidden_types") is not None:
        forbidden_bits = _type_bits(r["forbidden_types"], "forbidden_types")
    copies = _int_or_none(r, "copies", 3)
    banlist: Banlist | None = resolve_banlist(r.get("banlist"))

    reported: set[tuple[str, int]] = set()

    def once(rule: str, key: int) -> bool:
        if (rule, key) in reported:
            return False
        reported.add((rule, key))
        return True

    where = {"main": deck.main, "extra": deck.extra, "side": deck.side}
    for part, codes in where.items():
        for code in codes:
            card = cards.get(code)
            if card is None:
                if once("unknown_card", code):
                    line = deck.lines.get(code)
                    w = (
                        f" ({deck.source} line {line})"
                        if line and deck.source
                        else (f" (line {line})" if line else "")
                    )
                    wz = (
                        f"（{deck.source} 第{line}行）"
                        if line and deck.source
                        else (f"（第{line}行）" if line else "")
                    )
                    out.append(_violation("unknown_card", code, None, where=w, where_zh=wz))
                continue
            if card.type & C.TOKEN:
                if once("token", code):
                    out.append(_violation("token", code, card))
                continue
            bad = 0
            if allowed_bits is not None:
                bad |= card.type & ~allowed_bits
            bad |= card.type & forbidden_bits
            if bad and once("type_not_allowed", code):
                out.append(_violation("type_not_allowed", code, card, kinds=_type_names(bad)))
            if r.get("unscripted") == "refuse" and not is_scripted(code) \
                    and once("unscripted", code):
                out.append(_violation("unscripted", code, card))
            if part == "main" and card.is_extra and once("extra_in_main", code):
                out.append(_violation("extra_in_main", code, card))
            if part == "extra" and not card.is_extra and once("main_in_extra", code):
                out.append(_violation("main_in_extra", code, card))

    # copies by name and banlist limits, counted over main + extra + side
    counts: Counter[int] = Counter()
    first: dict[int, int] = {}
    for code in deck.all_codes():
        card = cards.get(code)
        if card is None:
            continue
        key = _name_key(code, card)
        counts[key] += 1
        first.setdefault(key, code)
    for key, n in counts.items():
        code = first[key]
        card = cards.get(key) or cards[code]
        if copies is not None and n > copies:
            out.append(_violation("copies", key, card, max=copies, n=n))
        if banlist is None:
            continue
        limit = banlist.limit(key)
        if banlist.whitelist and not banlist.listed(key):
            out.append(_violation("not_whitelisted", key, card, list=banlist.name))
        elif limit == 0:
            out.append(_violation("forbidden", key, card, n=n))
        elif n > limit:
            out.append(_violation("limited", key, card, max=limit, n=n))
    return out


def preset_deck_path(name: str) -> Path | None:
    """The shipped ``decks/<name>.ydk`` file, or None when there is no such preset."""
    if not name or "/" in name or "\\" in name:
        return None
    path = DECK_DIR / f"{name}.ydk"
    return path if path.is_file() else None


def preset_deck_names() -> list[str]:
    """The names of the shipped preset decks (``decks/*.ydk``)."""
    return sorted(p.stem for p in DECK_DIR.glob("*.ydk"))


def load_deck(source: str, cards: Mapping[int, CardData] | None = None,
              allow_paths: bool = True) -> Deck:
    """Load a deck from a ``.ydk`` path, a ``ydke://`` URL or a preset name (``burn``…), sorted by
    card type when ``cards`` is given. With ``allow_paths`` False (a network client's choice)
    only a ``ydke://`` URL or a preset name is accepted; nothing else is read.

    Unknown codes are kept (so :func:`check_deck` can name them with their line numbers).
    """
    from cardtable.ygo.formats.ydk import read_ydk
    from cardtable.ygo.formats.ydke import parse_ydke

    if source.strip().lower().startswith("ydke://"):
        deck = parse_ydke(source.strip())
        if cards is not None:
            deck = sort_by_type(deck, cards)
        return deck
    if not allow_paths:
        preset = preset_deck_path(source) if source in preset_deck_names() else None
        if preset is None:
            raise SetupError(f"unknown preset deck (shipped: {preset_deck_names()})")
        return read_ydk(preset, cards, strict=False)
    path = Path(source)
    if not path.exists():
        path = preset_deck_path(source) or path
    return read_ydk(path, cards, strict=False)


def sort_by_type(deck: Deck, cards: Mapping[int, CardData]) -> Deck:
    """Move known extra-deck monsters to ``extra`` and other known cards to ``main`` (as YGOPro
    does when it reads a deck); unknown codes stay where they are; ``side`` is unchanged."""
    main: list[int] = []
    extra: list[int] = []
    for part, codes in (("main", deck.main), ("extra", deck.extra)):
        for code in codes:
            card = cards.get(code)
            if card is None:
                (main if part == "main" else extra).append(code)
            elif card.is_extra:
                extra.append(code)
            else:
                main.append(code)
    return Deck(main, extra, list(deck.side), deck.source, dict(deck.lines))


def resolve_deck_rules(spec: DeckRules | str | object | None,
                       allow_paths: bool = True) -> DeckRules:
    """Deck rules from what a caller has at hand.

    ``spec`` may be None (:data:`CLASSIC_RULES`), a rules mapping (returned as is), a preset name
    (:data:`DECK_RULE_PRESETS`), an engine profile name or YAML path (loaded with
    ``cardtable.ygo.profile.load_profile`` and converted by :func:`rules_from_profile`), or a
    profile object. Unknown names raise :class:`SetupError`. With ``allow_paths`` False a
    string must be a preset or built-in profile name (never a path).
    """
    if spec is None:
        return CLASSIC_RULES
    if isinstance(spec, Mapping):
        return spec
    if isinstance(spec, str):
        if spec in DECK_RULE_PRESETS:
            return deck_rules(spec)
        from cardtable.ygo.profile import load_profile

        return rules_from_profile(load_profile(spec, allow_paths))
    return rules_from_profile(spec)


def deck_check_command(
    path: str,
    profile_rules: DeckRules | str | object | None = None,
    cards: Mapping[int, CardData] | None = None,
) -> tuple[int, list[Text]]:
    """The body of ``cardtable deck check FILE [--profile P]``.

    ``path`` is a ``.ydk`` file or a ``ydke://`` URL; ``profile_rules`` a rules dict, a preset or
    profile name, or a profile object (see :func:`resolve_deck_rules`; default
    :data:`CLASSIC_RULES`); ``cards`` the card table (default: the built-in cards).
    Returns ``(exit_code, messages)``: 0 and one "legal" line when the deck is legal, 1 and one
    message per violation when it is not, 2 and the error when the deck or rules cannot be read.
    Never raises for bad input.

    The deck is checked **as written**: a Fusion Monster listed under ``#main`` is reported
    (``extra_in_main``) rather than silently moved to the Fusion Deck as :func:`load_deck` does
    when a duel is built.
    """
    try:
        rules = resolve_deck_rules(profile_rules)
        table = builtin_cards() if cards is None else cards
        deck = load_deck(path)
        problems = check_deck(deck, table, rules)
    except CardtableError as exc:
        from cardtable.ygo.formats.zh import zh_error

        return 2, [Text(f"错误：{zh_error(str(exc))}", f"error: {exc}")]
    label = deck.source or path
    if not problems:
        return 0, [
            Text(
                f"{label}：卡组合法（主{len(deck.main)}／融合{len(deck.extra)}／副{len(deck.side)}）",
                f"{label}: deck is legal (main {len(deck.main)}, fusion {len(deck.extra)}, "
                f"side {len(deck.side)})",
            )
        ]
    head = Text(
        f"{label}：卡组不合法，{len(problems)}处问题",
        f"{label}: deck is not legal, {len(problems)} problem(s)",
    )
    return 1, [head, *(v.message for v in problems)]
