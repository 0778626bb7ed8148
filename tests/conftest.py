"""Shared pytest configuration for the Hearts Desktop test suite."""

import os

# Must run at import time, before any test module (or pytest-qt's qapp fixture)
# imports Qt: pytest-qt does not pick a platform plugin, and CI and dev boxes
# have no display, so Qt would otherwise try xcb and abort. setdefault lets a
# developer still run the suite on a real screen with QT_QPA_PLATFORM=xcb.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Hypothesis: the suite (and CI) runs a fixed set of examples so a run never fails by
# chance; `HYPOTHESIS_PROFILE=explore make test` searches new examples when hunting bugs.
from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None, deadline=None)
settings.register_profile("explore", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
