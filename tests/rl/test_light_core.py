"""The engines and the ISMCTS bot stay light: importing them loads no numpy/RL library."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import sys
import cardtable.core, cardtable.ygo.game, cardtable.sgs.game, cardtable.bots.ismcts
heavy = sorted({m.split('.')[0] for m in sys.modules} &
               {'numpy', 'pettingzoo', 'gymnasium', 'ray', 'pyspiel', 'matplotlib'})
print(','.join(heavy))
"""


def test_engines_import_no_heavy_dependency() -> None:
    out = subprocess.run(
        [sys.executable, "-c", CODE], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.strip() == ""
