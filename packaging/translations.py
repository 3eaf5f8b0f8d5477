"""The window's translations: collect the strings, compile the catalogues.

    python packaging/translations.py update          # lupdate: new strings into every .ts
    python packaging/translations.py compile DIR     # lrelease: every .ts into DIR/*.qm

``update`` runs Qt's ``lupdate`` over the files that hold visible strings (``SOURCES``) and
writes ``resources/translations/botpsy_<language>.ts`` for every shipped language; a new
string arrives as "unfinished" until a translator fills it (tests/ui/test_translations.py
fails meanwhile). ``botpsy_en.ts`` holds only plural forms. ``compile`` is what the build runs
(packaging/botpsy.spec); a checkout compiles on first use instead (app/ui/i18n.py).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
PREFIX = "botpsy_"
MARKED = re.compile(r"\b(QT_TR_NOOP|tr)\(")  # what lupdate collects


def sources() -> list[Path]:
    """The files whose strings the window shows: the window itself, the command line's
    messages (app/cli.py) and errors (app/agent: policies, catalog, gguf_info, backends,
    chat_format; app/store/db.py), and the connectors' labels (``QT_TR_NOOP``) and sentences
    (``tr``, connectors.base.Phrase) they show."""
    files = sorted((ROOT / "app" / "ui").glob("*.py")) + [
        ROOT / "app" / "cli.py", ROOT / "app" / "agent" / "policies.py",
        ROOT / "app" / "store" / "db.py", ROOT / "app" / "agent" / "catalog.py",
        ROOT / "app" / "agent" / "gguf_info.py", ROOT / "app" / "agent" / "backends.py",
        ROOT / "app" / "agent" / "chat_format.py"]
    files += sorted(path for path in (ROOT / "connectors").rglob("*.py")
                    if MARKED.search(path.read_text(encoding="utf-8")))
    return files


def languages() -> list[str]:
    """Every language with a catalogue, English included."""
    return sorted(path.stem[len(PREFIX):] for path in TRANSLATIONS.glob(PREFIX + "*.ts"))


def tool(name: str) -> str:
    """Qt's lupdate or lrelease, as PySide6 ships it."""
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    raise FileNotFoundError(f"{name} is not part of this PySide6 installation")


def catalog_titles() -> list[str]:
    """The model catalog's titles (resources/models.json), which the window shows."""
    catalog = json.loads((ROOT / "resources" / "models.json").read_text(encoding="utf-8"))
    return [str(entry["title"]) for entry in catalog["models"]]


def update(ts: Path, plural_only: bool = False) -> None:
    """Merge the sources' strings, and the catalog's titles, into one ``.ts`` file (created
    when missing)."""
    with tempfile.TemporaryDirectory() as folder:
        titles = Path(folder) / "models_json.py"  # lupdate reads Python, not JSON
        titles.write_text("".join(f"QT_TR_NOOP({json.dumps(title)})\n"
                                  for title in catalog_titles()), encoding="utf-8")
        command = [tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                   *map(str, sources()), str(titles), "-ts", str(ts)]
        if plural_only:
            command.insert(1, "-pluralonly")
        subprocess.run(command, check=True)


def compile_all(out: Path) -> list[Path]:
    """Compile every ``.ts`` into ``out``; returns the ``.qm`` files."""
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for language in languages():
        target = out / f"{PREFIX}{language}.qm"
        subprocess.run([tool("lrelease"), "-silent", str(TRANSLATIONS / f"{PREFIX}{language}.ts"),
                        "-qm", str(target)], check=True)
        made.append(target)
    return made


def main(argv: list[str]) -> int:
    """Run ``update`` or ``compile DIR``; returns the exit code."""
    if argv[:1] == ["update"]:
        for language in languages():
            update(TRANSLATIONS / f"{PREFIX}{language}.ts", plural_only=language == "en")
        return 0
    if argv[:1] == ["compile"] and len(argv) == 2:
        for path in compile_all(Path(argv[1])):
            print(path)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
