"""Reading YAML with LibYAML's C loader when PyYAML was built with it (about 10× faster than the
pure-Python loader on the card pool), and the pure-Python safe loader otherwise.

Both loaders accept the same documents and build the same plain data (they are PyYAML's "safe"
loaders: no Python objects are ever constructed from a file).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import yaml

#: The loader used: LibYAML's ``CSafeLoader`` when present, else PyYAML's ``SafeLoader``.
SafeLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_yaml(text: str) -> Any:
    """The one YAML document in ``text`` as plain data (raises ``yaml.YAMLError``)."""
    return yaml.load(text, Loader=SafeLoader)


def load_yaml_all(text: str) -> Iterator[Any]:
    """Every YAML document in ``text``, in order, as plain data."""
    return yaml.load_all(text, Loader=SafeLoader)
