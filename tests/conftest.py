"""Test-suite wide setup: import paths and hypothesis profiles.

Import path: test directories such as tests/engine/ and tests/protocol/ share their names with the
project's packages. Pytest puts tests/ on sys.path for packaged test directories (tests/cards,
tests/rules, ...), and from there those directories would shadow the real `engine` and `protocol`
as namespace packages. The project root therefore goes first on sys.path.

Compiled modules: `pure_twin` gives a module that scripts/build_accel.py compiled with mypyc as
its plain Python source, to compare the two (it skips where nothing is compiled, and fails then
if GLIMMER_ACCEL=1 says the build was required, as in CI).

Hypothesis profiles: "dev" (default) explores new examples on each run; "ci" is derandomized so a
CI run is reproducible. Pick one with HYPOTHESIS_PROFILE=ci. Whole-game property tests have no
deadline because one example plays complete games.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, settings

ROOT = str(Path(__file__).resolve().parent.parent)
if ROOT in sys.path:
    sys.path.remove(ROOT)
sys.path.insert(0, ROOT)

settings.register_profile(
    "dev", deadline=None, suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "ci", deadline=None, derandomize=True, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


def compiled(name: str) -> bool:
    """Whether the imported module `name` is a compiled extension rather than its source."""
    module = sys.modules.get(name) or importlib.import_module(name)
    return not str(module.__file__).endswith(".py")


@pytest.fixture(scope="session")
def pure_twin() -> Callable[[str], ModuleType]:
    def load(name: str) -> ModuleType:
        if not compiled(name):
            if os.environ.get("GLIMMER_ACCEL") == "1":
                pytest.fail(f"{name} is not compiled, and GLIMMER_ACCEL=1 requires it")
            pytest.skip(f"{name} is not compiled here (scripts/build_accel.py): pure Python")
        path = Path(ROOT, *name.split(".")).with_suffix(".py")
        spec = importlib.util.spec_from_file_location(f"_pure_{name.replace('.', '_')}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        assert str(module.__file__).endswith(".py")
        return module

    return load
