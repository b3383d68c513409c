"""Compile the server's hottest pure-Python modules with mypyc, in place (optional).

    python scripts/build_accel.py            # build what is stale (pure Python, with a warning,
                                             # if it cannot)
    python scripts/build_accel.py --strict   # fail if it cannot build
    python scripts/build_accel.py --clean    # remove the compiled modules: pure Python again

`GLIMMER_ACCEL=0` in the environment means `--clean`, `GLIMMER_ACCEL=1` means `--strict` (CI
sets it, so the tests run what the server runs).

Why: building each audience's view and diffing it against the last one is about a third of the
server's CPU per action, and it is plain typed Python over dicts and lists, which mypyc turns
into C that skips the interpreter's dispatch: measured here, 13-19% less server CPU per action
(docs/BENCHMARKS.md). The engine's rules code gains nothing from it (its state classes stay
interpreted), so only these modules are compiled.

The `.py` file stays the one source of truth and the one that is read, reviewed and tested; the
compiled module is a cache of it. So that a stale cache can never run instead of an edited
source, each module is compiled from a copy that carries the sha256 of the source it was made
from and checks, when it is imported, that the `.py` beside it still has that hash: if not, the
import fails and says how to rebuild. `make run` and `make test` rebuild whenever a source
changes. Each module is built on its own, so its helper library lands beside it in its package
(a multi-module build would put one at the top of the tree, outside every package).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The compiled modules, by source path.
MODULES = ("engine/view.py", "protocol/diff.py")
#: What the copy that is compiled gets at its end (the check runs when the module is imported).
_CHECK = '''

def _accel_check() -> None:
    """This compiled module was built from a source with this hash; refuse to stand in for a
    different one (see scripts/build_accel.py)."""
    import hashlib as _hashlib
    import os as _os

    source = _os.path.join(_os.path.dirname(__file__), {name!r})
    try:
        with open(source, "rb") as f:
            digest = _hashlib.sha256(f.read()).hexdigest()
    except OSError:  # installed without its source: nothing to be stale against
        return
    if digest != {digest!r}:
        raise ImportError(
            f"{{source}} changed since it was compiled: run `make` (or "
            "`python scripts/build_accel.py`), or `python scripts/build_accel.py --clean`"
        )


_accel_check()
'''
_MYPY_INI = "[mypy]\n[mypy-msgpack.*]\nignore_missing_imports = True\n"
_BUILD = (
    "import sys\n"
    "from setuptools import setup\n"
    "from mypyc.build import mypycify\n"
    "setup(name='glimmer-accel', ext_modules=mypycify([sys.argv.pop()], opt_level='3'),\n"
    "      script_args=['build_ext', '--inplace'])\n"
)


def _extensions(folder: Path, stem: str) -> list[Path]:
    """The extension files mypyc makes for module `stem` in `folder` (`view.*.so` and its
    runtime helper `view__mypyc.*.so`)."""
    return sorted([*folder.glob(f"{stem}.*.so"), *folder.glob(f"{stem}__mypyc.*.so")])


def compiled_files(module: str) -> list[Path]:
    """The extension files of a compiled module, beside its source."""
    path = ROOT / module
    return _extensions(path.parent, path.stem)


def clean() -> None:
    for module in MODULES:
        for path in compiled_files(module):
            path.unlink()


def build_one(module: str, tree: Path) -> None:
    """Compile `module` from its copy in `tree` (a copy of the packages), then move the
    extension files next to the source."""
    source = (ROOT / module).read_bytes()
    digest = hashlib.sha256(source).hexdigest()
    copy = tree / module
    check = _CHECK.format(name=Path(module).name, digest=digest)
    copy.write_bytes(source + check.encode())
    subprocess.run(
        [sys.executable, "-c", _BUILD, module], cwd=tree, check=True,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    built = _extensions(copy.parent, copy.stem)
    if len(built) != 2:
        raise RuntimeError(f"mypyc made {sorted(p.name for p in built)} for {module}")
    for path in compiled_files(module):
        path.unlink()
    for path in built:
        shutil.move(path, ROOT / module.rsplit("/", 1)[0] / path.name)


def up_to_date(module: str) -> bool:
    """Whether the compiled module was made from the current source (its hash is in it)."""
    files = compiled_files(module)
    if len(files) != 2:
        return False
    digest = hashlib.sha256((ROOT / module).read_bytes()).hexdigest().encode()
    return any(digest in path.read_bytes() for path in files)


def build(modules: list[str]) -> None:
    with tempfile.TemporaryDirectory(prefix="glimmer-accel-") as tmp:
        tree = Path(tmp)
        for package in sorted({m.split("/", 1)[0] for m in MODULES}):
            shutil.copytree(ROOT / package, tree / package,
                            ignore=shutil.ignore_patterns("*.so", "__pycache__"))
        (tree / "mypy.ini").write_text(_MYPY_INI)
        for module in modules:
            build_one(module, tree)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--strict", action="store_true", help="fail if it cannot build")
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules")
    args = parser.parse_args()
    mode = os.environ.get("GLIMMER_ACCEL", "")
    if args.clean or mode == "0":
        clean()
        print("build_accel: pure Python (compiled modules removed)")
        return 0
    stale = [module for module in MODULES if not up_to_date(module)]
    if not stale:
        return 0
    try:
        build(stale)
    except (OSError, RuntimeError, subprocess.CalledProcessError) as exc:
        clean()
        detail = getattr(exc, "stderr", b"") or b""
        print(f"build_accel: not compiled, running pure Python ({exc})\n"
              f"{detail.decode(errors='replace')[-2000:]}", file=sys.stderr)
        return 1 if args.strict or mode == "1" else 0
    print(f"build_accel: compiled {', '.join(stale)} with mypyc")
    return 0


if __name__ == "__main__":
    sys.exit(main())
