"""Settings for the whole suite.

Hypothesis runs *derandomized* by default: the property tests draw the same examples on every
run, so CI is reproducible and a red run can be re-run to the same failure. Set
``CARDTABLE_HYPOTHESIS=explore`` to draw fresh random examples (how new bugs are hunted; a
failure found that way is then pinned by an ordinary test).
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile("explore" if os.environ.get("CARDTABLE_HYPOTHESIS") == "explore" else "ci")
