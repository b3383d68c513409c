"""Test-suite wide setup: import paths and hypothesis profiles.

Import path: test directories such as tests/engine/ and tests/protocol/ share their names with the
project's packages. Pytest puts tests/ on sys.path for packaged test directories (tests/cards,
tests/rules, ...), and from there those directories would shadow the real `engine` and `protocol`
as namespace packages. The project root therefore goes first on sys.path.

Hypothesis profiles: "dev" (default) explores new examples on each run; "ci" is derandomized so a
CI run is reproducible. Pick one with HYPOTHESIS_PROFILE=ci. Whole-game property tests have no
deadline because one example plays complete games.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

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
