"""Card identities (issue 11): stable vocabulary indices shipped with the envs instead of a
2-of-12 hash, with reserved slots for empty, hidden and unknown (DIY / cdb) cards."""

from __future__ import annotations

import numpy as np
from pettingzoo.test import api_test  # type: ignore[import-untyped]

from cardtable.core.rng import Rng
from cardtable.rl import make_env
from cardtable.rl.adapters import adapter_for
from cardtable.rl.ids import encode_ids
from cardtable.rl.loading import game_spec
from cardtable.rl.vocab import FIRST, HIDDEN, PAD, UNKNOWN, extended, pool_tokens, vocabulary


def test_preset_deck_cards_get_distinct_indices() -> None:
    """Round 1: the 157 passcodes of the preset decks shared 49 hash codes."""
    from cardtable.ygo.game import DECK_DIR, preset_deck

    voc = vocabulary("ygo", "cards")
    codes = {c for p in DECK_DIR.glob("*.ydk") for c in preset_deck(p.stem)["main"]}
    idx = {voc.index(c) for c in codes}
    assert len(codes) > 100
    assert len(idx) == len(codes) and min(idx) >= FIRST
    names = pool_tokens("sgs")["cards"]
    sv = vocabulary("sgs", "cards")
    assert len({sv.index(n) for n in names}) == len(names) == 32


def test_shipped_vocabularies_cover_the_pool_and_only_grow() -> None:
    for game in ("ygo", "sgs"):
        for kind, toks in pool_tokens(game).items():
            voc = vocabulary(game, kind)
            shipped = voc.tokens
            grown = extended({kind: shipped}, {kind: toks})[kind]
            assert grown[: len(shipped)] == shipped  # existing indices never move
            if game == "ygo" or kind == "cards":
                assert set(toks) <= set(shipped), (game, kind)


def test_reserved_slots() -> None:
    voc = vocabulary("ygo", "cards")
    assert voc.index(None) == PAD == 0
    assert voc.index("123456789012") == UNKNOWN  # a DIY/cdb passcode the pool lacks
    assert HIDDEN == 1 and len(voc) == FIRST + len(voc.tokens)


def test_ygo_ids_name_what_the_seat_sees() -> None:
    adapter = adapter_for("ygo-duel")
    game = game_spec("ygo").new(adapter.setup(None), 3)
    rng = Rng(3)
    voc = vocabulary("ygo", "cards")
    seen_hidden = seen_gy = 0
    for _ in range(400):
        dec = game.pending()
        if dec is None:
            break
        seat = dec.seat
        duel = game.g  # type: ignore[attr-defined]
        ids = encode_ids(game, seat, 64)
        hand = [voc.index(duel.code[c]) for c in duel.hand[seat]][:10]
        assert list(ids["card_ids"][: len(hand)]) == hand
        gy = list(reversed(duel.gy[1 - seat]))[:60]  # whole opponent graveyard, newest first
        assert list(ids["pile_ids"][1][: len(gy)]) == [voc.index(duel.code[c]) for c in gy]
        seen_gy += len(gy)
        seen_hidden += int((ids["card_ids"][23:36] == HIDDEN).sum())
        opts = ids["option_ids"][: len(dec.options)]
        assert all(o[0] != PAD for o, d in zip(opts, dec.options, strict=False)
                   if isinstance(d.form.get("card"), int))
        game.answer(rng.below(len(dec.options)))
    assert seen_hidden > 0 and seen_gy > 0


def test_aec_with_ids_and_history_passes_the_pettingzoo_api_test() -> None:
    env = make_env("sgs-3v3", ids=True, history=16, include_view=False)
    api_test(env, num_cycles=100)
    env.reset(seed=1)
    obs = env.observe(env.agent_selection)
    assert obs["history"].shape == (16, 32) and obs["history"][0, 0] == 1.0
    assert np.all(obs["general_ids"] == PAD)  # the draft: no general placed yet
    rng = np.random.default_rng(0)
    for _ in range(300):  # past the draft: every seat shows its general
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        obs = env.observe(env.agent_selection)
        if np.all(obs["general_ids"][:6] >= FIRST):
            break
    assert np.all(obs["general_ids"][:6] >= FIRST)
