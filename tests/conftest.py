"""Shared pytest configuration for the Hearts Desktop test suite."""

import atexit
import os
import shutil
import tempfile

from hypothesis import settings

# Must run at import time, before any test module (or pytest-qt's qapp fixture)
# imports Qt: pytest-qt does not pick a platform plugin, and CI and dev boxes
# have no display, so Qt would otherwise try xcb and abort. setdefault lets a
# developer still run the suite on a real screen with QT_QPA_PLATFORM=xcb.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The user's data folder (platformdirs reads XDG_DATA_HOME) is a fresh folder of this run,
# for the tests and every program they start (a club server keeps its players' names and
# ratings there): no run sees what an earlier one left, none writes into the real one.
_DATA_HOME = tempfile.mkdtemp(prefix="hearts-tests-data-")
os.environ["XDG_DATA_HOME"] = _DATA_HOME
atexit.register(shutil.rmtree, _DATA_HOME, True)

# Hypothesis: the suite (and CI) runs a fixed set of examples so a run never fails by
# chance; `HYPOTHESIS_PROFILE=explore make test` searches new examples when hunting bugs.
settings.register_profile("ci", derandomize=True, database=None, deadline=None)
settings.register_profile("explore", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
