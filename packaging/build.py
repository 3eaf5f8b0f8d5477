"""Build the one-folder app bundle for this OS and pack it for users.

    python packaging/build.py [--dist DIR] [--work DIR] [--no-archive]

Linux: dist/botpsy/ (with a desktop entry and icon) and BotPsy-<version>-linux-<arch>.tar.gz.
macOS: dist/BotPsy.app; packaging/macos/make_dmg.sh turns it into a .dmg.
Windows: dist/botpsy/; packaging/windows/botpsy.iss (Inno Setup) makes the installer.
Prints the bundle's size; the budget without a model is 450 MB.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUDGET_MB = 450


def folder_size(path: Path) -> int:
    """Bytes in a folder (files only, links not followed)."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path, work: Path, archive: bool = True) -> Path:
    """Run PyInstaller with packaging/botpsy.spec; return the bundle folder."""
    import PyInstaller.__main__

    sys.path.insert(0, str(ROOT))
    from app import __version__

    PyInstaller.__main__.run([str(ROOT / "packaging" / "botpsy.spec"), "--noconfirm",
                              "--distpath", str(dist), "--workpath", str(work), "--log-level",
                              "WARN"])
    bundle = dist / "botpsy"
    if sys.platform.startswith("linux"):
        shutil.copy2(ROOT / "packaging" / "linux" / "botpsy.desktop", bundle / "botpsy.desktop")
        shutil.copy2(ROOT / "resources" / "botpsy.svg", bundle / "botpsy.svg")
        shutil.copy2(ROOT / "packaging" / "linux" / "install.sh", bundle / "install.sh")
        if archive:
            name = f"BotPsy-{__version__}-linux-{platform.machine()}.tar.gz"
            with tarfile.open(dist / name, "w:gz") as tar:
                tar.add(bundle, arcname=f"BotPsy-{__version__}")
            print(f"archive: {dist / name}")
    size_mb = folder_size(bundle) / 1e6
    print(f"bundle: {bundle} ({size_mb:.0f} MB; budget {BUDGET_MB} MB)")
    return bundle


def main() -> int:
    """Build the bundle and pack it; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    parser.add_argument("--no-archive", action="store_true")
    args = parser.parse_args()
    build(args.dist, args.work, not args.no_archive)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
