"""The operator's quota file (``cardtable serve --limits FILE``): validated, never partial."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.server.limits import Limits, limits_from


def test_named_limits_override_the_defaults_and_the_rest_stay() -> None:
    lim = limits_from({"guests_per_address": 500, "session_ttl": 3600})
    assert lim.guests_per_address == 500 and lim.session_ttl == 3600.0
    assert lim.rooms_per_user == Limits().rooms_per_user


@pytest.mark.parametrize(("data", "said"), [
    ({"guests_per_adress": 5}, "unknown limit 'guests_per_adress'"),
    ({"rooms_per_user": -1}, "rooms_per_user must be a whole number >= 0"),
    ({"rooms_per_user": 2.5}, "rooms_per_user must be a whole number >= 0"),
    ({"session_ttl": "long"}, "session_ttl must be a number >= 0"),
    ({"chat_lines": True}, "chat_lines must be a whole number >= 0"),
    (["rooms_per_user"], "expected a mapping"),
])
def test_a_bad_limit_is_named(data: object, said: str) -> None:
    with pytest.raises(ValueError, match=said.replace("(", r"\(")):
        limits_from(data, "ops.yaml")


def test_serve_refuses_a_bad_limits_file_with_one_line(tmp_path: Path) -> None:
    f = tmp_path / "limits.yaml"
    f.write_text("rooms_per_user: lots\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "cardtable.cli.serve", "--db",
                          str(tmp_path / "x.db"), "--limits", str(f)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2, out
    said = " ".join(out.stderr.split())
    assert said.startswith("error: cannot read the limits file:"), out.stderr
    assert "rooms_per_user must be a whole number >= 0" in said and "Traceback" not in said
