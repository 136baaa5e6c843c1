"""Yu-Gi-Oh! scenario ``setup`` blocks: a board at any moment of a duel, or a real duel from
decks at turn 1 after the deck check.

Without ``decks`` the setup is a board (:func:`cardtable.ygo.duel.scenario_duel`: ``players``
with ``hand``/``deck``/``monsters``/``spells``..., ``turn``, ``phase``, ``lp``...; the keys are
listed in docs/formats.md). With ``decks`` it is a real duel::

    profile: classic-lp4000            # or master-rule-3, a profile mapping, a YAML file
    banlist: 2005.4-goat               # optional: checked on top of the profile's own
    decks: [goat-control, {main: [Kuriboh, Kuriboh, ...], extra: [...], side: [...]}]
    first: 0                           # who goes first (default 0)
    deck_check: true                   # default: each deck is checked against the profile's
                                       # deck rules (sizes, copies, banlist, card kinds)

A deck is a preset deck's name or a mapping of card names or passcodes. A deck that breaks a
rule is refused with every broken rule, by rule id (``[copies] Pot of Greed: at most 3...``), so
a scenario can expect it (``expect_refused: "[forbidden]"``). The duel then starts as a real
one: decks shuffled with the scenario's seed, opening hands drawn, the first decision pending.
"""

from __future__ import annotations

from typing import Any

from cardtable.core.errors import SetupError
from cardtable.ygo.deck import Deck, check_deck, rules_from_profile
from cardtable.ygo.duel import Duel, new_duel_state, resolve_code, scenario_duel
from cardtable.ygo.effects.pool import CardPool, default_pool
from cardtable.ygo.profile import profile_of

#: Keys of a real-duel scenario setup.
DUEL_KEYS = ("profile", "banlist", "decks", "first", "deck_check")


def scenario_duel_from(setup: dict[str, Any], seed: int, pool: CardPool | None = None) -> Duel:
    """The :class:`~cardtable.ygo.duel.Duel` a scenario setup describes (a board, or a real duel
    when it has ``decks``), played with ``pool`` (default: the default pool)."""
    if pool is None:
        pool = default_pool()
    if "decks" not in setup:
        return scenario_duel(setup, seed, pool)
    extra = sorted(str(k) for k in setup if k not in DUEL_KEYS)
    if extra:
        raise SetupError(f"scenario setup with decks: unknown key(s) {extra}; known: "
                         f"{', '.join(DUEL_KEYS)}")
    decks = setup["decks"]
    if not isinstance(decks, list) or len(decks) != 2:
        raise SetupError("scenario setup: 'decks' must list two decks")
    lists = [_deck_lists(d, p, pool) for p, d in enumerate(decks)]
    profile = profile_of(setup.get("profile"))
    if setup.get("deck_check", True):
        rules = rules_from_profile(profile)
        if setup.get("banlist") is not None:
            rules = {**rules, "banlist": setup["banlist"]}
        cards = pool.cards
        problems = []
        for p, d in enumerate(lists):
            deck = Deck(main=d["main"], extra=d["extra"], side=d["side"])
            problems += [f"deck {p}: [{v.rule}] {v.message.en}" for v in
                         check_deck(deck, cards, rules)]
        if problems:
            raise SetupError("deck check: " + "; ".join(problems))
    real = {"decks": [{"main": d["main"], "extra": d["extra"]} for d in lists],
            "first": setup.get("first", 0)}
    if setup.get("profile") is not None:
        real["profile"] = setup["profile"]
    return new_duel_state(real, seed, pool)


def _deck_lists(d: Any, p: int, pool: CardPool) -> dict[str, list[int]]:
    """Deck ``p`` as passcode lists (``main``, ``extra``, ``side``)."""
    if isinstance(d, str):
        from cardtable.ygo.game import preset_deck

        pre = preset_deck(d)
        return {"main": list(pre.get("main", [])), "extra": list(pre.get("extra", [])),
                "side": list(pre.get("side", []))}
    if not isinstance(d, dict):
        raise SetupError(f"scenario setup: deck {p} must be a preset name or a mapping")
    bad = sorted(str(k) for k in d if k not in ("main", "extra", "side"))
    if bad:
        raise SetupError(f"scenario setup: deck {p}: unknown key(s) {bad} (main, extra, side)")
    out: dict[str, list[int]] = {}
    for part in ("main", "extra", "side"):
        items = d.get(part, []) or []
        if not isinstance(items, list):
            raise SetupError(f"scenario setup: deck {p} {part} must be a list")
        out[part] = [resolve_code(x, f"deck {p} {part}", pool) for x in items]
    return out
