"""Dependencies point inward: a scan of every import proves it."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def files_under(*parts: str) -> list[Path]:
    return sorted((ROOT.joinpath(*parts)).rglob("*.py"))


def offenders(files: list[Path], forbidden: tuple[str, ...], allowed: tuple[str, ...] = ()) -> list[str]:
    bad = []
    for path in files:
        if path.name in allowed:
            continue
        for name in imports_of(path):
            if name.split(".")[0] in forbidden or any(name.startswith(f + ".") or name == f
                                                      for f in forbidden):
                bad.append(f"{path.relative_to(ROOT)} imports {name}")
    return bad


def test_connectors_import_neither_app_nor_qt() -> None:
    assert offenders(files_under("connectors"), ("app", "PySide6")) == []


def test_agent_imports_no_qt() -> None:
    assert offenders(files_under("app", "agent"), ("PySide6", "app.ui")) == []


def test_store_imports_no_qt_and_no_ui() -> None:
    assert offenders(files_under("app", "store"), ("PySide6", "app.ui", "app.agent")) == []


def test_only_the_ui_imports_widgets() -> None:
    outside_ui = [p for p in files_under("app") if "ui" not in p.relative_to(ROOT).parts]
    assert offenders(outside_ui, ("PySide6.QtWidgets",)) == []


def test_no_connector_package_is_named_after_a_stdlib_module() -> None:
    import sys

    names = {p.name for p in (ROOT / "connectors").iterdir() if p.is_dir() and
             not p.name.startswith("_")}
    assert not (names & set(sys.stdlib_module_names))


def connector_internals(files: list[Path]) -> list[str]:
    """Imports of a connector's own modules (anything but ``connectors`` and its base)."""
    return [f"{path.name} imports {name}" for path in files
            for name in imports_of(path)
            if name.startswith("connectors.") and name != "connectors.base"]


def test_the_faces_reach_connectors_only_through_their_public_face() -> None:
    """The window and the command line know connectors only as ``connectors`` (the index and
    the Connector objects) and ``connectors.base`` (the types): never a connector's
    modules. Settings, first run, accounts and sync work for a connector they have never
    heard of (tests/test_connector_contract.py adds one)."""
    faces = [*files_under("app", "ui"), ROOT / "app" / "cli.py", ROOT / "app" / "settings.py",
             ROOT / "app" / "services.py"]
    assert connector_internals(faces) == []


def test_the_boundary_check_sees_a_violation(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from connectors.mail.tools import build_tools\n", "utf-8")
    assert connector_internals([bad]) != []
