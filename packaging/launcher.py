"""Entry script of the PyInstaller bundle (``packaging/hearts-desktop.spec``).

The frozen program is ``hearts-desktop`` with the same command line as
``python -m hearts_desktop``.
"""

import sys

from hearts_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
