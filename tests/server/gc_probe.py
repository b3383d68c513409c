"""The real server (`server.__main__.main`) with one addition for tests: on SIGUSR1 it runs a full
garbage collection with `gc.DEBUG_SAVEALL` and writes what the collection found (type -> count,
JSON) to the file named by the environment variable GLIMMER_GC_PROBE.

Run as a script (`python tests/server/gc_probe.py --port 0 ...`), it takes the server's flags.
"""

from __future__ import annotations

import collections
import gc
import json
import os
import signal
import sys
from pathlib import Path
from types import FrameType, FunctionType

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from server.__main__ import main


def _name(obj: object) -> str:
    """The object's type, and for a function where it was defined (what a failure must say)."""
    if isinstance(obj, FunctionType):
        return f"function {obj.__module__}.{obj.__qualname__}"
    return repr(type(obj))


def dump(_signum: int, _frame: FrameType | None) -> None:
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        found = collections.Counter(_name(o) for o in gc.garbage)
    finally:
        gc.garbage.clear()
        gc.set_debug(0)
    path = os.environ["GLIMMER_GC_PROBE"]
    with open(f"{path}.tmp", "w", encoding="utf-8") as fh:
        fh.write(json.dumps(dict(found)))  # (json.dump itself would leave a cycle)
    os.replace(f"{path}.tmp", path)


if __name__ == "__main__":
    signal.signal(signal.SIGUSR1, dump)
    main(sys.argv[1:])
