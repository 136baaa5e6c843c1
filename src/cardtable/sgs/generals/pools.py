"""General pools: the yearly 3v3 presets (2011, 2012, 2013), the identity-mode pools built from
the expansions (``standard``, ``standard+wind``, ``standard+fire+forest``...) and the checks of a
custom pool.

3v3 (reference: sgs-notes §3.4, the official yearly changes):

* ``2011``: standard 25 + 风 7 (no 于吉, no 神) = 32, the seed's era and the default.
* ``2012``: 2011 minus 吕蒙 夏侯惇 张角 曹仁 魏延, plus 孙坚 孟获 徐晃 庞德 and the 3v3-exclusive
  诸葛瑾 = 32.
* ``2013``: 2012 minus 许褚 黄忠 孟获 周泰 陆逊, plus 贾诩 姜维 孙策 and the exclusive 文聘; 赵云
  关羽 吕布 are replaced by their 3v3-modified texts (``*_3v3``) and 夏侯惇 comes back with the
  3v3 刚烈 = 32.

The draft splits the pool into piles of 8 (``len(pool) // 8`` piles). A custom pool is a list of
general ids: a multiple of 8, at least 16, no repeats, every id known.

Identity mode: ``standard`` plus any of the expansions, joined with ``+`` in any order; the pool
lists the standard generals, then each expansion's in the order wind, fire, forest, mountain
(so ``standard+wind`` is exactly the 2011 list). Only generals whose every skill is implemented
are in an expansion's roster (:data:`EXPANSIONS`); the 3v3-only generals never are.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardtable.core.errors import SetupError
from cardtable.sgs.generals.data import BY_ID, GENERALS, LORD_SKILLS, POOL_2011


def _swap(pool: tuple[str, ...], out: tuple[str, ...], add: tuple[str, ...]) -> tuple[str, ...]:
    for gid in out:
        if gid not in pool:
            raise AssertionError(f"pool preset: {gid} is not in the pool it leaves")
    return tuple(g for g in pool if g not in out) + add


#: 2012: five out, four 火/林 generals and the exclusive 诸葛瑾 in.
POOL_2012: tuple[str, ...] = _swap(
    POOL_2011, ("lvmeng", "xiahoudun", "zhangjiao", "caoren", "weiyan"),
    ("sunjian", "menghuo", "xuhuang", "pangde", "zhugejin"))

#: 2013: five out, 贾诩 姜维 孙策 and the exclusive 文聘 in; 赵云 关羽 吕布 with their 3v3
#: texts, and 夏侯惇 back with the 3v3 刚烈.
POOL_2013: tuple[str, ...] = tuple(
    {"zhaoyun": "zhaoyun_3v3", "guanyu": "guanyu_3v3", "lvbu": "lvbu_3v3"}.get(g, g)
    for g in _swap(POOL_2012, ("xuchu", "huangzhong", "menghuo", "zhoutai", "luxun"),
                   ("jiaxu", "jiangwei", "sunce", "wenpin", "xiahoudun_3v3")))

#: The 3v3 presets by name; ``2011`` is the default.
PRESETS_3V3: dict[str, tuple[str, ...]] = {"2011": POOL_2011, "2012": POOL_2012,
                                           "2013": POOL_2013}
DEFAULT_3V3 = "2011"

#: Identity-mode expansions in pool order, each listing its playable generals (every skill
#: implemented; since the 山 round all 24 of 火/林/山 are (docs/generals.md).
EXPANSION_ORDER: tuple[str, ...] = ("standard", "wind", "fire", "forest", "mountain")
EXPANSIONS: dict[str, tuple[str, ...]] = {
    exp: tuple(g.id for g in GENERALS if g.expansion == exp and not g.only_3v3)
    for exp in EXPANSION_ORDER
}
DEFAULT_IDENTITY = "standard+wind"


def lord_generals(pool: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The generals of ``pool`` with a lord skill (主公技), in pool order: the identity lord is
    always offered all of them (plus 2 random others)."""
    return tuple(g for g in pool if any(k in LORD_SKILLS for k in BY_ID[g].skills))


def check_list(value: Any, key: str, n: int | None = None, distinct: bool = True,
               mode: str = "") -> list[str]:
    """A list of known general ids (exactly ``n`` when given; no repeats when ``distinct``;
    in ``identity`` mode no 3v3-only general)."""
    if not isinstance(value, list | tuple) or not all(isinstance(x, str) for x in value):
        raise SetupError(f"setup.{key} must be a list of general ids")
    if n is not None and len(value) != n:
        raise SetupError(f"setup.{key} must list {n} general ids, got {len(value)}")
    for gid in value:
        if gid not in BY_ID:
            raise SetupError(f"setup.{key}: unknown general {gid!r}")
        if mode == "identity" and BY_ID[gid].only_3v3:
            raise SetupError(f"setup.{key}: {gid!r} is a 3v3-only general (3v3-exclusive or a "
                             "3v3-modified text); identity mode cannot use it")
    if distinct:
        twice = sorted(g for g, k in Counter(value).items() if k > 1)
        if twice:
            raise SetupError(f"setup.{key}: each general can be used once, repeated: {twice}")
    return list(value)


def pool_3v3(value: Any) -> tuple[str, ...]:
    """The 3v3 pool named or listed by ``value`` (None = the 2011 preset), checked."""
    if value is None:
        return POOL_2011
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if isinstance(value, str):
        if value not in PRESETS_3V3:
            raise SetupError(f"setup.pool: unknown 3v3 pool preset {value!r}; presets: "
                             f"{sorted(PRESETS_3V3)} (or a list of general ids)")
        return PRESETS_3V3[value]
    pool = check_list(value, "pool", mode="3v3")
    if len(pool) < 16 or len(pool) % 8:
        raise SetupError("the 3v3 pool must be a multiple of 8 with at least 16 generals "
                         f"(it is dealt in piles of 8), got {len(pool)}")
    return tuple(pool)


def pool_identity(value: Any) -> tuple[str, ...]:
    """The identity pool named (``standard+wind``...) or listed by ``value`` (None = the
    default ``standard+wind``), checked for known ids (not the lord/offer sizes)."""
    if value is None:
        value = DEFAULT_IDENTITY
    if isinstance(value, str):
        parts = [p.strip() for p in value.split("+")]
        bad = [p for p in parts if p not in EXPANSIONS]
        if bad:
            raise SetupError(f"setup.pool: unknown expansion(s) {bad} in {value!r}; write "
                             "'standard' plus any of " + ", ".join(EXPANSION_ORDER[1:])
                             + " joined with '+', e.g. 'standard+wind+fire'")
        if "standard" not in parts:
            raise SetupError(f"setup.pool {value!r}: an identity pool starts from 'standard'")
        twice = sorted(p for p, k in Counter(parts).items() if k > 1)
        if twice:
            raise SetupError(f"setup.pool {value!r}: expansion(s) named twice: {twice}")
        return tuple(g for exp in EXPANSION_ORDER if exp in parts for g in EXPANSIONS[exp])
    return tuple(check_list(value, "pool", mode="identity"))


def identity_pool_names() -> list[str]:
    """Every identity pool name: ``standard`` plus each combination of the expansions."""
    exps = EXPANSION_ORDER[1:]
    out = []
    for mask in range(1 << len(exps)):
        out.append("+".join(["standard", *[e for i, e in enumerate(exps) if mask >> i & 1]]))
    return out
