"""The mypyc-compiled `engine.view` (scripts/build_accel.py) builds exactly the views its Python
source builds, over random games, and a compiled module refuses to load once its source has
been edited (a stale build must never run instead of the code that is read and reviewed)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from test_engine_views import games, packed, step

from engine.view import project

ROOT = Path(__file__).resolve().parent.parent.parent


def test_compiled_views_equal_the_source(pure_twin: Callable[[str], ModuleType]) -> None:
    pure = pure_twin("engine.view")
    checked = 0
    for rng, g in games(8):
        everyone: list[int | None] = [*range(g.num_players), None]
        twin = pure.ViewBuilder()
        while not g.is_over:
            viewers = rng.sample(everyone, rng.randint(1, len(everyone)))
            got = g.views(viewers)
            want = twin.build(g.state, viewers)
            for viewer, view, other in zip(viewers, got, want, strict=True):
                if viewer is not None:
                    other["legal"] = view["legal"]  # (added by Game.views, not the builder)
                assert packed(view) == packed(other)
                assert packed(project(g.state, viewer)) == packed(pure.project(g.state, viewer))
            checked += 1
            step(rng, g)
    assert checked > 500


def _import_engine(tree: Path) -> subprocess.CompletedProcess[str]:
    code = "import engine.view as v, sys; print(v.__file__)"
    env = {**os.environ, "PYTHONPATH": str(tree)}
    return subprocess.run([sys.executable, "-c", code], cwd=tree, env=env, text=True,
                          capture_output=True, timeout=60, check=False)


def test_a_compiled_module_refuses_its_edited_source(
    pure_twin: Callable[[str], ModuleType], tmp_path: Path
) -> None:
    pure_twin("engine.view")  # (skips where it is not compiled)
    shutil.copytree(ROOT / "engine", tmp_path / "engine",
                    ignore=shutil.ignore_patterns("__pycache__"))
    done = _import_engine(tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().startswith(str(tmp_path / "engine" / "view.")), done.stdout
    assert not done.stdout.strip().endswith(".py")
    source = tmp_path / "engine" / "view.py"
    source.write_text(source.read_text() + "\n# an edit after the build\n")
    done = _import_engine(tmp_path)
    assert done.returncode != 0
    assert "engine/view.py changed since it was compiled" in done.stderr, done.stderr


def test_the_server_reports_what_runs_compiled() -> None:
    """What the server's start-up log names: exactly the modules loaded as extensions."""
    import protocol.diff  # noqa: F401  (loaded, as in the server)
    from server.__main__ import compiled_modules

    reported = compiled_modules()
    for name in ("engine.view", "protocol.diff"):
        assert (name in reported) == (not str(sys.modules[name].__file__).endswith(".py"))
    assert all(not name.endswith("__mypyc") for name in reported)
