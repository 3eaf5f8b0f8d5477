"""Entry point of the frozen app (PyInstaller): the same `botpsy` command."""

import multiprocessing

from app.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
