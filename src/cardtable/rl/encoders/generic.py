"""The generic encoder: feature hashing of any view and any option form.

It works for every game that follows the kernel contracts, with no knowledge of the game:

* the view is walked recursively; a number at path ``p`` adds ``squash(x)`` to bucket
  ``h(p)``, a string ``s`` adds 1 to bucket ``h(p=s)``, a boolean adds 0/1 to ``h(p)``; list
  items are walked under ``p[]`` (a bag: order is dropped) and the list length is added
  (squashed) at ``h(p#)``; integers inside lists are tokens (``h(p[]=v)`` += 1), since lists
  of ints are card ids in both games.
* an option form ``{k: v}`` adds, per key, ``squash(v)`` at ``h(k)`` for numbers and 1 at
  ``h(k=v)`` for every value (so card ids and action names are one-hot-ish).

Buckets are CRC-32 of the token modulo the size, stable across processes and runs.
Paths are cached, so encoding costs a dict walk and a few lookups per leaf.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.rl.encoding import F32, HEADER_SIZE, Encoder, squash, stable_bucket

_CACHE_LIMIT = 200_000


class GenericEncoder(Encoder):
    """Feature-hashing encoder for any game. Sizes are constructor arguments."""

    name = "generic"

    def __init__(self, obs_size: int = 512, option_size: int = 32, max_options: int = 64) -> None:
        if obs_size <= HEADER_SIZE:
            raise ValueError(f"obs_size must exceed the {HEADER_SIZE}-float header")
        self.obs_size = obs_size
        self.option_size = option_size
        self.max_options = max_options
        self._body = obs_size - HEADER_SIZE
        self._vcache: dict[str, int] = {}
        self._ocache: dict[str, int] = {}

    def _vb(self, token: str) -> int:
        b = self._vcache.get(token)
        if b is None:
            if len(self._vcache) > _CACHE_LIMIT:
                self._vcache.clear()
            b = stable_bucket(token, self._body)
            self._vcache[token] = b
        return b

    def _ob(self, token: str) -> int:
        b = self._ocache.get(token)
        if b is None:
            if len(self._ocache) > _CACHE_LIMIT:
                self._ocache.clear()
            b = stable_bucket(token, self.option_size)
            self._ocache[token] = b
        return b

    def encode_view(self, view: Mapping[str, Any], seat: int, out: F32) -> None:
        """Hash every leaf of ``view`` into ``out``."""
        self._walk(view, "", out)

    def _walk(self, node: Any, path: str, out: F32) -> None:
        if isinstance(node, bool):
            out[self._vb(path)] += float(node)
        elif isinstance(node, int | float):
            out[self._vb(path)] += squash(float(node))
        elif isinstance(node, str):
            out[self._vb(path + "=" + node)] += 1.0
        elif isinstance(node, Mapping):
            for k, v in node.items():
                self._walk(v, path + "." + str(k) if path else str(k), out)
        elif isinstance(node, list | tuple):
            out[self._vb(path + "#")] += squash(len(node))
            sub = path + "[]"
            for item in node:
                if isinstance(item, int) and not isinstance(item, bool):
                    out[self._vb(sub + "=" + str(item))] += 1.0
                else:
                    self._walk(item, sub, out)

    def encode_option(self, form: Mapping[str, Any], seat: int, out: F32) -> None:
        """Hash an option form's keys and values into ``out``."""
        for k, v in form.items():
            if isinstance(v, int | float) and not isinstance(v, bool):
                out[self._ob(k)] += squash(float(v))
            out[self._ob(f"{k}={v}")] += 1.0
