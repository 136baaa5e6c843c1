"""Settings for the whole suite.

Hypothesis runs *derandomized* by default: the property tests draw the same examples on every
run, so CI is reproducible and a red run can be re-run to the same failure. Set
``CARDTABLE_HYPOTHESIS=explore`` to draw fresh random examples (how new bugs are hunted; a
failure found that way is then pinned by an ordinary test).

Markers (README "The fast loop"): every test under ``tests/e2e`` is ``e2e``, under
``tests/server`` ``server`` (and the CLI tests that start a server, :data:`SERVER_TESTS`), under
``tests/rl`` ``rl``; the PostgreSQL store tests are ``pg``; the tests of :data:`SLOW_TESTS` are
``slow``. The fast engine loop is
``pytest -m "not e2e and not server and not rl and not pg and not slow"``.

With only the ``test`` extra installed (an engine contributor's install), the folders of the
optional surfaces whose packages are missing are left out of the collection, and the run's
header says which. On CI (``CI`` set) nothing is left out: a missing package fails the run.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile("explore" if os.environ.get("CARDTABLE_HYPOTHESIS") == "explore" else "ci")

TESTS = Path(__file__).resolve().parent

#: Folder of tests -> (its marker, the packages its tests import).
SURFACE_FOLDERS: dict[str, tuple[str, tuple[str, ...]]] = {
    "e2e": ("e2e", ("starlette", "uvicorn", "httpx", "argon2", "playwright")),
    "server": ("server", ("starlette", "uvicorn", "httpx", "argon2", "websockets")),
    "rl": ("rl", ("numpy", "gymnasium", "pettingzoo", "pyspiel", "ray")),
}

#: Single test files outside those folders that need an optional package (the ISMCTS game tests
#: build their setups with the RL adapters, which encode observations with numpy).
SURFACE_FILES: dict[str, tuple[str, ...]] = {
    "bots/test_ismcts_games.py": ("numpy",),
    "bots/test_ismcts_root.py": ("numpy",),
}


def _missing(packages: tuple[str, ...]) -> list[str]:
    return [p for p in packages if importlib.util.find_spec(p) is None]


#: Tests that take more than a few seconds (marked ``slow``; measured with ``--durations``).
SLOW_TESTS = frozenset({
    "sgs/test_gaps.py::test_determinize_at_any_decision_point",
    "sgs/test_properties.py::test_thousands_of_seeds_no_crash_no_hang_cards_conserved",
    "sgs/test_properties.py::test_mixed_bot_and_random_games_end",
    "sgs/test_generals_props.py::test_random_games_with_every_general_end_and_conserve_cards",
    "sgs/test_board_text.py::test_table_never_cuts_cards_and_names_the_identity_card_column_only_in_3v3",
    "sgs/test_sentences.py::test_every_emitted_kind_has_a_sentence_in_both_languages",
    "ygo/test_properties.py::test_clone_is_independent",
    "ygo/test_properties.py::test_bad_answer_changes_nothing",
    "ygo/test_properties.py::test_many_seeds_terminate",
    "ygo/test_formats_fuzz.py::test_random_diy_files_give_one_result_per_card_and_never_raise",
    "ygo/test_formats_fuzz.py::test_random_cdb_rows_never_break_a_scripted_card",
    "bots/test_lazy_variants.py::test_cli_sim_resolves_variant_in_fresh_process",
    "cli/test_cli_diy_replay.py::test_replay_and_scenario_of_a_diy_duel",
    "test_rules_coverage.py::test_rule_ids_named_in_tests_exist",
})

#: Tests outside tests/server that start the server (they need the server extra: ``server``).
SERVER_TESTS = frozenset({
    "cli/test_cli_optional_packages.py::test_serve_unopenable_sqlite_file_is_one_line",
    "cli/test_cli_optional_packages.py::test_serve_on_a_busy_port_fails_before_printing_its_url",
    "cli/test_cli_optional_packages.py::test_missing_optional_package_is_one_line_exit_2",
})

#: Folders left out of this run because their packages are not installed (never on CI).
LEFT_OUT: dict[str, list[str]] = {}
if not os.environ.get("CI"):
    for _folder, (_marker, _packages) in SURFACE_FOLDERS.items():
        _gone = _missing(_packages)
        if _gone:
            LEFT_OUT[_folder] = _gone
    for _file, _packages in SURFACE_FILES.items():
        _gone = _missing(_packages)
        if _gone:
            LEFT_OUT[_file] = _gone

collect_ignore = list(LEFT_OUT)


def pytest_report_header(config: pytest.Config) -> list[str]:
    """Say which optional folders this run leaves out, and why."""
    return [f"left out tests/{folder}: not installed: {', '.join(gone)} "
            f"(pip install -e '.[dev]' runs everything)"
            for folder, gone in LEFT_OUT.items()]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test by the folder it lives in (``e2e``, ``server``, ``rl``) and the
    PostgreSQL store tests ``pg``."""
    for item in items:
        try:
            rel = Path(str(item.path)).resolve().relative_to(TESTS)
        except ValueError:
            continue
        top = rel.parts[0] if len(rel.parts) > 1 else ""
        if top in SURFACE_FOLDERS:
            item.add_marker(getattr(pytest.mark, SURFACE_FOLDERS[top][0]))
        if rel.name == "test_postgres.py":
            item.add_marker(pytest.mark.pg)
        test_id = f"{rel.as_posix()}::{item.name.partition('[')[0]}"
        if test_id in SLOW_TESTS:
            item.add_marker(pytest.mark.slow)
        if test_id in SERVER_TESTS:
            item.add_marker(pytest.mark.server)


@pytest.fixture(autouse=True)
def _default_card_pool() -> Iterator[None]:
    """Each test starts with the built-in card pool as the default of new duels: a CLI command
    run in-process with ``--diy``/``--cdb`` (or a server's DIY folder) makes its own pool the
    default, as it does for a real process (``ygo/effects/pool.py``)."""
    yield
    from cardtable.ygo.effects.pool import set_default_pool

    set_default_pool(None)
