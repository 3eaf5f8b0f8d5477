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


MAX_UI_CLASS_LINES = 300
MAX_UI_FUNCTION_LINES = 60


def too_long(files: list[Path]) -> list[str]:
    """UI classes over MAX_UI_CLASS_LINES and functions over MAX_UI_FUNCTION_LINES (issue 28:
    a newcomer finds the window's parts by their names, not inside one long class)."""
    found = []
    for path in files:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                limit = MAX_UI_CLASS_LINES if isinstance(node, ast.ClassDef) \
                    else MAX_UI_FUNCTION_LINES
                if lines > limit:
                    found.append(f"{path.name}: {node.name} has {lines} lines")
    return found


def test_no_window_class_or_function_grows_past_its_limit() -> None:
    assert too_long(files_under("app", "ui")) == []


def test_the_length_check_sees_a_long_class_and_a_long_function(tmp_path: Path) -> None:
    long = tmp_path / "long.py"
    body = "".join(f"    x{n} = {n}\n" for n in range(MAX_UI_FUNCTION_LINES))
    long.write_text(f"def f():\n{body}\n\nclass C:\n" + "    y = 1\n" * MAX_UI_CLASS_LINES,
                    "utf-8")
    assert [line.split(": ")[1] for line in too_long([long])] == [
        f"f has {MAX_UI_FUNCTION_LINES + 1} lines", f"C has {MAX_UI_CLASS_LINES + 1} lines"]


def test_the_agent_is_assembled_in_one_place() -> None:
    """The command line and the window get their agent from app.services.build_agent, so the
    two cannot drift: nothing else constructs the Agent, a router or the policies."""
    builders = ("Agent", "build_router", "Policies", "policies_for")
    offending = []
    for path in files_under("app"):
        if path == ROOT / "app" / "services.py" or "agent" in path.parts:  # the maker, the made
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in builders:
                offending.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.func.id}()")
    assert offending == []
    faces = {path.name: path.read_text("utf-8") for path in (ROOT / "app" / "cli.py",
                                                           ROOT / "app" / "ui" / "application.py")}
    assert all("build_agent(" in text for text in faces.values())
