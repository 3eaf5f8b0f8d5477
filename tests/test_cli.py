"""`botpsy` as users run it: a real subprocess where it matters."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from datetime import date, datetime
from pathlib import Path

import pytest

from app import __version__
from app.cli import main


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True,
                          input=stdin, timeout=120)


def test_version_and_help() -> None:
    result = run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"botpsy {__version__}"
    result = run("--help")
    assert result.returncode == 0
    for command in ("chat", "calls", "tools", "tool", "models"):
        assert command in result.stdout


def test_unknown_command_is_a_usage_error() -> None:
    result = run("frobnicate")
    assert result.returncode == 2 and "invalid choice" in result.stderr


def test_models_add_refuses_non_gguf_and_registers_a_real_one(tmp_path: Path, capsys,  # type: ignore[no-untyped-def]
                                                              gemma_gguf: Path) -> None:
    notes = tmp_path / "notes.gguf"
    notes.write_text("hello")
    assert main(["models", "add", str(notes)]) == 1
    assert "not a GGUF model file" in capsys.readouterr().err
    assert main(["models", "add", str(gemma_gguf)]) == 0
    out = capsys.readouterr().out
    assert "gemma3" in out and "built-in one will be used" in out
    assert main(["models", "list"]) == 0
    assert str(gemma_gguf) in capsys.readouterr().out
    assert main(["models", "verify"]) == 0


def test_models_pull_unknown_name(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["models", "pull", "no-such-model"]) == 1
    assert "No model called 'no-such-model'" in capsys.readouterr().err


def test_chat_without_any_model_says_what_to_do(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["chat"]) == 2
    assert "botpsy models pull" in capsys.readouterr().err


def test_tool_unknown_name_fails_with_the_list(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["tool", "mail_explode", "--args", "{}"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "invalid" and "Unknown tool" in out["message"]
    assert main(["tool", "x_y", "--args", "{not json"]) == 2


def test_folders_and_one_tool_through_the_gate(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    docs = tmp_path / "Docs"
    docs.mkdir()
    assert main(["folders", "add", str(docs)]) == 0
    assert main(["folders", "add", str(tmp_path / "missing")]) == 1
    capsys.readouterr()
    assert main(["folders", "list"]) == 0
    assert str(docs) in capsys.readouterr().out

    assert main(["tools"]) == 0
    listing = capsys.readouterr().out
    assert "files_write" in listing and "WRITE" in listing and "files_delete" in listing

    target = str(docs / "hello.txt")
    arguments = json.dumps({"path": target, "content": "hi"})
    # without --approve it asks on the terminal; no answer (EOF) denies
    result = run("tool", "files_write", "--args", arguments, stdin="")
    assert result.returncode == 1 and json.loads(result.stdout[result.stdout.index("{"):]
                                                 )["status"] == "denied"
    assert not (docs / "hello.txt").exists()
    result = run("tool", "files_write", "--args", arguments, stdin="y\n")
    assert result.returncode == 0 and (docs / "hello.txt").read_text() == "hi"
    assert main(["tool", "files_write", "--args", json.dumps(
        {"path": str(docs / "b.txt"), "content": "b"}), "--approve"]) == 0
    assert (docs / "b.txt").read_text() == "b"

    from app.services import open_store

    decisions = [e.decision for e in open_store().journal_entries()]
    assert decisions == ["approved", "approved", "denied (no answer)"]
    assert main(["folders", "remove", str(docs)]) == 0


def test_terminal_confirmer_shows_everything_and_defaults_to_no() -> None:
    import io
    import threading

    from app.agent.confirmation import ConfirmationRequest
    from app.cli import TerminalConfirmer
    from connectors.base import Effect, Preview, PreviewField, Provenance

    request = ConfirmationRequest.create(
        "mail_send", Effect.SEND, {"to": ["bob@example.com"]}, "Send 'Late' to bob@example.com",
        Preview("mail", (PreviewField("To", "bob@example.com"),
                         PreviewField("Body", "line one\nline two", long=True)), account="work"),
        untrusted_sources=[Provenance("email", "From eve@example.com: Invoice")])
    shown = io.StringIO()
    for answer, approved in (("\n", False), ("n\n", False), ("", False), ("yes\n", True)):
        [decision] = TerminalConfirmer(io.StringIO(answer), shown).confirm(
            [request], threading.Event())
        assert decision.approved is approved
    text = shown.getvalue()
    for expected in ("Send 'Late' to bob@example.com", "Account: work", "To: bob@example.com",
                     "| line two", "WARNING", "From eve@example.com: Invoice", "[y/N]"):
        assert expected in text


def test_a_user_error_is_said_plainly_and_a_bug_is_called_a_bug(tmp_path: Path, capsys,  # type: ignore[no-untyped-def]
                                                                 monkeypatch) -> None:
    from app import cli
    from app.agent.backends import BackendError

    notes = tmp_path / "notes.gguf"
    notes.write_text("hello")
    assert main(["models", "add", str(notes)]) == 1  # the user can fix it: exit 1, plain words
    err = capsys.readouterr().err
    assert "not a GGUF model file" in err and "bug" not in err and "Error:" not in err

    def broken(_args):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(cli, "build_parser", _parser_with(cli, "tools", broken))
    assert main(["tools"]) == cli.EXIT_BUG
    err = capsys.readouterr().err
    assert "this is a bug in BotPsy" in err and "ZeroDivisionError" in err

    def unreachable(_args):  # type: ignore[no-untyped-def]
        raise BackendError("The model server at http://127.0.0.1:9 is unreachable")

    monkeypatch.setattr(cli, "build_parser", _parser_with(cli, "tools", unreachable))
    assert main(["tools"]) == 1
    assert capsys.readouterr().err == "botpsy: The model server at http://127.0.0.1:9 is unreachable\n"


def _parser_with(cli, command: str, func):  # type: ignore[no-untyped-def]
    """The real parser, with one command's function replaced."""
    real = cli.build_parser

    def build():  # type: ignore[no-untyped-def]
        parser = real()
        for action in parser._subparsers._group_actions:
            if command in action.choices:
                action.choices[command].set_defaults(func=func)
        return parser

    return build


def test_the_selftest_leaves_the_process_and_the_users_data_as_they_were(  # type: ignore[no-untyped-def]
        botpsy_home, monkeypatch, qapp) -> None:
    """It opens a real window in a home of its own: nothing lands in the user's folders and
    the environment it changed is put back."""
    import os

    from app.selftest import check_window

    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    before = dict(os.environ)
    assert check_window().startswith("platform ")
    assert dict(os.environ) == before
    assert not any(botpsy_home.rglob("*")), list(botpsy_home.rglob("*"))


def test_the_terminal_speaks_the_systems_language(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The command line follows LANG, as terminal tools do, from the window's catalogue: the
    confirmation in German (a Phrase summary and labels too, someone's words as written), a
    German yes; English for LANG=C. Data inserted into a message is never read as a field."""
    import io
    import threading

    import app.cli as cli
    from app.agent.confirmation import ConfirmationRequest
    from app.ui.i18n import Terminal
    from connectors.base import Effect, Preview, PreviewField, Provenance, tr

    request = ConfirmationRequest.create(
        "mail_send", Effect.SEND, {"to": ["bob@example.com"]},
        tr("Send '{subject}' to {to}", subject="Late {to}", to="bob@example.com"),
        Preview("mail", (PreviewField("To", "bob@example.com"),), account="work"),
        untrusted_sources=[Provenance("email", "From eve@example.com: {summary}")])
    monkeypatch.setattr(cli, "_terminal", lambda: Terminal("de"))
    shown = io.StringIO()
    [decision] = cli.TerminalConfirmer(io.StringIO("j\n"), shown).confirm([request],
                                                                          threading.Event())
    text = shown.getvalue()
    assert decision.approved
    assert "BotPsy möchte: " in text and "Bestätigen? [j/N]" in text, text
    assert "Konto: work" in text and "WARNUNG" in text and "An: bob@example.com" in text
    assert "Late {to}" in text and "From eve@example.com: {summary}" in text
    home = {"BOTPSY_HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"}
    for lang, said in (("de_DE.UTF-8", "/nowhere ist kein erlaubter Ordner."),
                       ("C.UTF-8", "/nowhere is not an allowed folder.")):
        done = subprocess.run([sys.executable, "-m", "app", "folders", "remove", "/nowhere"],
                              capture_output=True, text=True, timeout=120,
                              env={**home, "LANG": lang}, cwd=Path(__file__).parents[1])
        assert done.returncode == 1 and done.stderr.strip() == said, done.stderr


def _help_texts(parser: argparse.ArgumentParser) -> list[str]:
    """Every help text and description a parser and its commands hold."""
    found = [parser.description] if parser.description else []
    for action in parser._actions:
        if action.help and action.help != argparse.SUPPRESS:
            found.append(action.help)
        if isinstance(action, argparse._SubParsersAction):
            found += [choice.help for choice in action._choices_actions if choice.help]
            for sub in dict.fromkeys(action.choices.values()):
                found += _help_texts(sub)
    return found


def test_the_help_and_usage_errors_speak_the_systems_language(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """`botpsy --help`, a command's help (its account fields too) and argparse's own words
    (headings, a usage error) follow LANG, from the same catalogue; LANG=C stays English.
    Every help text the parser holds has its German entry, and argparse is left as it was."""
    import app.cli as cli
    from app.ui.i18n import Terminal

    def run(lang: str, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True,
                              text=True, timeout=120, cwd=Path(__file__).parents[1],
                              env={"PATH": "/usr/bin:/bin", "LANG": lang})

    german = run("de_DE.UTF-8", "--help")
    assert german.returncode == 0, german.stderr
    assert german.stdout.startswith("Aufruf: botpsy ")
    for words in ("Positionsargumente:", "Optionen:", "diese Hilfe zeigen und beenden",
                  "im Terminal chatten", "Ohne Befehl öffnet sich das Fenster."):
        assert words in german.stdout, (words, german.stdout)
    accounts = run("de_DE.UTF-8", "accounts", "--help").stdout
    assert "bei add: die Art (mail" in accounts and "vertrauen" in accounts, accounts
    assert run("zh_CN.UTF-8", "--help").stdout.startswith("用法：botpsy ")
    wrong = run("de_DE.UTF-8", "folders", "bogus")
    assert wrong.returncode == 2
    assert "botpsy folders: Fehler: Argument action: ungültige Auswahl: 'bogus'" in wrong.stderr
    english = run("C.UTF-8", "--help").stdout
    assert english.startswith("usage: botpsy ") and "chat in the terminal" in english
    assert "show this help message and exit" in english

    monkeypatch.setattr(cli, "_terminal", lambda: Terminal("de"))
    helps = _help_texts(cli.build_parser())
    assert len(helps) > 40
    untranslated = [text for text in helps if cli._TranslatedHelp._get_help_string(
        cli._TranslatedHelp("botpsy"), argparse.Action(["-x"], "x", help=text)) == text]
    assert not untranslated, untranslated
    before = argparse._  # type: ignore[attr-defined]
    with pytest.raises(SystemExit):
        cli.main(["folders", "bogus"])
    assert argparse._ is before  # type: ignore[attr-defined]


def test_a_date_a_connector_wrote_is_said_the_terminals_way() -> None:
    """A Moment, alone or inside a connector's sentence, is written the way the terminal's
    locale writes it; English as the connector wrote it stays the English."""
    from app.ui.i18n import Terminal
    from connectors.base import Moment, tr

    day = date(2026, 12, 11)
    note = tr("{day} was read as the whole day", day=Moment("2026-12-11", day))
    assert Terminal("de").localized(note) == \
        "Freitag, 11. Dezember 2026 (ganztägig) wurde als ganzer Tag gelesen"
    assert Terminal("zh").localized(Moment("2026-12-11", day)) == "2026年12月11日星期五（全天）"
    at = datetime(2026, 12, 11, 15, 0)
    assert Terminal("fr").localized(Moment("Friday 11 December 2026, 15:00", at)) == \
        "vendredi 11 décembre 2026, 15:00"
    assert str(note) == "2026-12-11 was read as the whole day"
