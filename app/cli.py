"""The `botpsy` command.

``botpsy`` alone opens the window; subcommands serve the terminal, scripts and benchmarks:
chat, calls, tools, tool, models.
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any, TextIO

from app import APP_NAME, __version__
from app.agent import events as ev
from app.agent.confirmation import ConfirmationRequest, Decision
from app.agent.constrained import DEFAULT_ENGINE, ENGINES
from app.agent.endings import unescaped
from connectors.base import QT_TR_NOOP, Phrase, UserError, joined, said

log = logging.getLogger(__name__)


# -- the terminal's language ---------------------------------------------------------------------
# The command line speaks the system's language (LC_ALL, LC_MESSAGES, LANG), as terminal tools
# do, from the window's own catalogue (app/ui/i18n.Terminal, no Qt application needed): its
# messages are marked with tr(), and a connector's sentence (a Phrase: a card's summary, an
# error) is shown with ``localized``. What scripts read stays as it is: JSON output, tool
# names and effect classes. A date a connector wrote (a Moment) is said the locale's way.
@cache
def _terminal() -> Any:
    from app.ui.i18n import Terminal

    return Terminal()


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the terminal's language (app/ui/i18n.Terminal)."""
    return str(_terminal().tr(text, disambiguation, n))


def localized(text: str) -> str:
    """A connector's sentence in the terminal's language; any other text as it is."""
    return str(_terminal().localized(text))


# argparse's own words (its gettext messages: headings, usage errors), from the same catalogue;
# `--help` and a usage error are the only times the catalogue is read for them.
ARGPARSE_WORDS = (
    QT_TR_NOOP("usage: "), QT_TR_NOOP("positional arguments"), QT_TR_NOOP("options"),
    QT_TR_NOOP("show this help message and exit"),
    QT_TR_NOOP("show program's version number and exit"),
    QT_TR_NOOP("%(prog)s: error: %(message)s\n"),
    QT_TR_NOOP("argument %(argument_name)s: %(message)s"),
    QT_TR_NOOP("invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TR_NOOP("invalid %(type)s value: %(value)r"),
    QT_TR_NOOP("the following arguments are required: %s"),
    QT_TR_NOOP("unrecognized arguments: %s"), QT_TR_NOOP("expected one argument"),
    QT_TR_NOOP("expected at least one argument"), QT_TR_NOOP("expected at most one argument"),
    QT_TR_NOOP("ambiguous option: %(option)s could match %(matches)s"),
    QT_TR_NOOP("ignored explicit argument %r"), QT_TR_NOOP("not allowed with argument %s"),
    QT_TR_NOOP("one of the arguments %s is required"),
    QT_TR_NOOP("unknown parser %(parser_name)r (choices: %(choices)s)"),
)


@contextmanager
def _argparse_speaks_the_terminals_language() -> Iterator[None]:
    """While the command line is parsed, argparse's gettext lookups (``argparse._``) read
    the terminal's catalogue; afterwards argparse is as it was."""
    before = argparse._  # type: ignore[attr-defined]
    argparse._ = tr  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = before  # type: ignore[attr-defined]


class _TranslatedHelp(argparse.HelpFormatter):
    """`botpsy --help` in the terminal's language: each option's help and each description
    is looked up when the help is written (a Phrase, e.g. joined field helps, is localized)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help
        if not text or text == argparse.SUPPRESS:
            return text
        return localized(text) if isinstance(text, Phrase) else tr(text)

    def add_text(self, text: str | None) -> None:
        super().add_text(tr(text) if text and text != argparse.SUPPRESS else text)

    def start_section(self, heading: str | None) -> None:
        """A group's title ("options"), which argparse looked up when the parser was built."""
        super().start_section(tr(heading) if heading else heading)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose help is written in the terminal's language."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _TranslatedHelp)
        super().__init__(*args, **kwargs)


# -- terminal output ----------------------------------------------------------------------------
# C0 and C1 controls (ESC starts CSI/OSC sequences: cursor moves, line rewrites, OSC 52
# clipboard writes), DEL, and bidi overrides (which reorder what is shown). Newline and tab
# are kept where a caller allows them.
_TERMINAL_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def terminal_safe(text: str, keep_newlines: bool = True) -> str:
    """``text`` with every control character shown as a visible escape (``\\u001b``), so data
    can never drive the terminal; without ``keep_newlines`` line breaks are escaped too."""
    def escape(match: re.Match[str]) -> str:  # \u001b: visible, and still valid JSON
        return f"\\u{ord(match.group(0)):04x}"

    text = _TERMINAL_UNSAFE.sub(escape, str(text))
    if not keep_newlines:
        text = text.replace("\n", "\\n").replace("\t", "\\t")
    return text


# -- confirmers -------------------------------------------------------------------------------
def format_request(request: ConfirmationRequest) -> str:
    """The terminal version of the confirmation dialog (every value made terminal-safe)."""
    def one(text: str) -> str:
        return terminal_safe(text, keep_newlines=False)

    lines = [tr("BotPsy wants to: {summary}").format(summary=one(localized(request.summary)))
             + f"  [{request.effect.value.upper()}]"]
    if request.irreversible:
        lines.append("  " + tr("This cannot be undone."))
    if request.preview.account:
        lines.append("  " + tr("Account: {account}").format(
            account=one(request.preview.account)))
    for field in request.preview.fields:
        label = one(tr(field.label))
        if field.long:
            lines.append(f"  {label}:")
            lines.extend("    | " + terminal_safe(line, keep_newlines=False)
                         for line in localized(field.value).splitlines() or [""])
        else:
            lines.append(f"  {label}: {one(localized(field.value))}")
    if request.untrusted_sources:
        lines.append("  " + tr("WARNING: this request came after reading content written by "
                               "others:"))
        lines.extend(f"    - {one(localized(p.describe()))}" for p in request.untrusted_sources)
    return "\n".join(lines)


class TerminalConfirmer:
    """Asks y/N on the terminal; anything but "y"/"yes" (including EOF) denies."""

    def __init__(self, stdin: TextIO | None = None, stdout: TextIO | None = None) -> None:
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stdout

    def confirm(
        self, requests: Sequence[ConfirmationRequest], cancel: threading.Event
    ) -> list[Decision]:
        """Ask about each request in turn."""
        decisions = []
        for request in requests:
            if cancel.is_set():
                decisions.append(request.deny("stopped"))
                continue
            print(format_request(request), file=self.stdout)
            print(tr("Approve? [y/N] "), end="", file=self.stdout, flush=True)
            answer = self.stdin.readline()
            if answer.strip().lower() in {"y", "yes", tr("y", "the short yes to Approve?"),
                                          tr("yes", "the yes to Approve?")}:
                decisions.append(request.approve())
            else:
                decisions.append(request.deny("declined" if answer else "no answer"))
        return decisions


class ExactCallConfirmer:
    """Approves only the one call the person typed on the command line (`--approve`)."""

    def __init__(self, tool: str, arguments_json: str) -> None:
        self.tool = tool
        self.arguments_json = arguments_json

    def confirm(
        self, requests: Sequence[ConfirmationRequest], cancel: threading.Event
    ) -> list[Decision]:
        """Approve a request only if it is exactly the typed call."""
        return [
            r.approve() if (r.tool == self.tool and r.arguments_json == self.arguments_json)
            else r.deny("not the call given on the command line")
            for r in requests
        ]


# -- commands -------------------------------------------------------------------------------
def _open_store():
    from app.services import open_store

    return open_store()


def cmd_tools(args: argparse.Namespace) -> int:
    """List every tool with its effect class."""
    from app.services import build_registry

    registry = build_registry(_open_store())
    if args.json:
        print(json.dumps([{"name": t.name, "effect": t.effect.value,
                           "description": t.description} for t in registry], indent=2))
        return 0
    for tool in registry:
        first_line = tool.description.strip().splitlines()[0]
        print(f"{tool.name:28} {tool.effect.value.upper():7} {first_line}")
    if not len(registry):
        print(tr("No tools are available."))
    return 0


def cmd_tool(args: argparse.Namespace) -> int:
    """Run one tool through the runner and the gate; print the outcome as JSON."""
    from app.agent.confirmation import canonical_json
    from app.agent.registry import validate_arguments
    from app.agent.runner import CallRequest, TaskContext
    from app.services import build_registry, build_runner

    try:
        arguments = json.loads(args.args) if args.args else {}
    except ValueError as err:
        print(tr("--args is not valid JSON: {error}").format(error=err), file=sys.stderr)
        return 2
    store = _open_store()
    registry = build_registry(store)
    confirmer: Any = TerminalConfirmer()
    if args.approve and args.name in registry:
        validated, problem = validate_arguments(registry.get(args.name), arguments)
        confirmer = ExactCallConfirmer(args.name, canonical_json(validated if not problem
                                                                 else arguments))
    runner = build_runner(registry, confirmer, store)
    outcome = runner.run_calls([CallRequest(args.name, arguments)], TaskContext())[0]
    result = outcome.result.content if outcome.result is not None else None
    print(terminal_safe(json.dumps({"tool": outcome.name, "status": outcome.status,
                                    "summary": outcome.summary, "result": result,
                                    "message": None if outcome.ok
                                    else json.loads(outcome.text).get("message")},
                                   ensure_ascii=False, indent=2, default=str)))
    return 0 if outcome.ok else 1


def _make_backend(spec: str, args: argparse.Namespace):
    from app.agent.backends import load_backend
    from app.agent.catalog import resolve_model
    from app.paths import cache_dir

    target = resolve_model(spec)
    if target.startswith(("http://", "https://")):
        backend = load_backend(target, model=getattr(args, "remote_model", "") or "",
                               allow_insecure=bool(getattr(args, "insecure_http", False)))
        if getattr(backend, "insecure", False):
            print(tr("Warning: the model server is another computer reached over plain http; "
                     "everything BotPsy reads is sent to it unencrypted."), file=sys.stderr)
        return backend
    return load_backend(target, n_ctx=args.ctx, state_dir=cache_dir() / "prompt-states",
                        n_threads=getattr(args, "threads", 0) or None,
                        grammar_engine=getattr(args, "grammar_engine", DEFAULT_ENGINE))


def cmd_calls(args: argparse.Namespace) -> int:
    """Headless tool calling over a JSONL file of cases."""
    from app.agent.backends import GenerationOptions
    from app.agent.calls import predict_calls

    backend = _make_backend(args.model, args)
    options = GenerationOptions(temperature=0.0, max_tokens=args.max_tokens,
                                grammar_lazy=args.grammar != "full")
    source = sys.stdin if args.input == "-" else open(args.input, encoding="utf-8")
    out = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8")
    count = 0
    with source, out:
        for line_number, line in enumerate(source, 1):
            if not line.strip():
                continue
            try:
                case = json.loads(line)
                messages, tools = case["messages"], case.get("tools", [])
            except (ValueError, KeyError, TypeError) as err:
                print(tr("line {number}: not a case ({error}); skipped").format(
                    number=line_number, error=err), file=sys.stderr)
                continue
            try:
                result = predict_calls(backend, messages, tools, options,
                                       use_grammar=args.grammar != "off",
                                       retry=not args.no_retry,
                                       probe_parallel=not args.no_probe)
            except Exception as err:  # one bad case is its own line, never the end of a run
                log.warning("case %s failed", case.get("id"), exc_info=True)
                out.write(json.dumps({"id": case.get("id"), "calls": [], "text": "",
                                      "error": f"{type(err).__name__}: {err}"},
                                     ensure_ascii=False) + "\n")
                out.flush()
                count += 1
                continue
            out.write(json.dumps({"id": case.get("id"), "calls": result.calls,
                                  "text": result.text}, ensure_ascii=False) + "\n")
            out.flush()
            count += 1
    print(tr("%Ln case(s) done", "", count), file=sys.stderr)
    return 0


def _print_event(event: ev.AgentEvent, stream: TextIO, show_thinking: bool,
                 streamed: bool = False) -> None:
    """Show one agent event on the terminal (``streamed``: the model's words of this answer
    are already on screen)."""
    # The model's text can repeat a subject or file name verbatim: all of it is made safe.
    if isinstance(event, ev.TokenEvent):
        stream.write(terminal_safe(event.text))
        stream.flush()
    elif isinstance(event, ev.ThinkingEvent) and show_thinking:
        stream.write(f"\x1b[2m{terminal_safe(event.text)}\x1b[0m")
        stream.flush()
    elif isinstance(event, ev.ToolProposedEvent):
        stream.write(f"\n  → {terminal_safe(localized(event.summary), False)} "
                     f"({terminal_safe(event.name, False)}, {event.effect})\n")
    elif isinstance(event, ev.ToolResultEvent):
        stream.write(f"  ← {terminal_safe(event.name, False)}: {event.status} — "
                     f"{terminal_safe(localized(event.summary), False)}\n")
    elif isinstance(event, ev.ErrorEvent):
        stream.write(f"\n[{terminal_safe(event.message)}]\n")
    elif isinstance(event, ev.CancelledEvent):
        stream.write("\n[" + tr("stopped") + "]\n")
    elif isinstance(event, ev.SetAsideEvent):
        stream.write(f"\n[{event.notice}]\n")
    elif isinstance(event, ev.AnswerEvent):
        if event.replaced:  # what streamed was not an answer: this is what happened
            if streamed and event.text:  # a terminal cannot take back what it printed
                stream.write("\n[" + tr("The words above are not the answer. What happened:")
                             + "]")
            stream.write(("\n" if event.text else "") + terminal_safe(unescaped(event.text)))
        stream.write("\n")


def cmd_chat(args: argparse.Namespace) -> int:
    """Terminal chat with streaming and y/N confirmations."""
    from app.agent.backends import BackendError, GenerationOptions
    from app.agent.catalog import CatalogError, resolve_model
    from app.agent.policies import PolicyError
    from app.agent.runner import TaskContext
    from app.agent.transcript import TranscriptRecorder
    from app.services import build_agent, build_registry, build_runner, settings_of
    from app.store.db import DiskFullError

    store = _open_store()
    try:
        backend = _make_backend(args.model, args)
    except (BackendError, CatalogError) as err:
        print(err, file=sys.stderr)
        return 2
    registry = build_registry(store)
    runner = build_runner(registry, TerminalConfirmer(), store)
    try:
        model_path = resolve_model(args.model)
    except CatalogError:  # a backend that is no installed file: no catalogue entry either
        model_path = ""
    try:
        agent = build_agent(backend, registry, runner, store, model_path,
                            args.profile or settings_of(store).model.profile,
                            tuple(args.without),
                            options=GenerationOptions(enable_thinking=args.thinking,
                                                      grammar_lazy=args.grammar != "full"),
                            use_grammar=args.grammar != "off")
    except PolicyError as err:
        print(localized(said(err)), file=sys.stderr)
        return 2
    agent.warm_up()
    conversation = store.create_conversation()
    history = agent.new_history()
    allowances: set[str] = set()
    print(tr("{app} — {model}. Empty line or Ctrl-D to quit.").format(
        app=APP_NAME, model=terminal_safe(backend.name, False)))
    while True:
        try:
            text = input("you> ").strip()
        except (EOFError, KeyboardInterrupt):
            print()
            return 0
        if not text:
            return 0
        task = TaskContext(conversation_id=conversation.id, allowances=allowances)
        start = len(history)
        recorder = TranscriptRecorder(text)  # the same writer as the window's
        if start <= 1:
            store.rename_conversation(conversation.id, text.splitlines()[0][:60])

        streamed = [False]  # the model's words of this answer are on screen

        def sink(event: ev.AgentEvent, recorder: TranscriptRecorder = recorder,
                 streamed: list[bool] = streamed) -> None:
            recorder.observe(event)
            if isinstance(event, ev.TokenEvent) and event.text.strip():
                streamed[0] = True
            elif isinstance(event, ev.ToolProposedEvent):
                streamed[0] = False  # a new step: what follows is the next turn's
            _print_event(event, sys.stdout, args.thinking, streamed[0])

        sys.stdout.write("botpsy> ")
        try:  # kept if the app stops before the task ends; its messages take its place
            store.append_sent(conversation.id, text)
        except DiskFullError as err:  # the task runs; saving its end will say so again
            print("[" + localized(said(err)) + "]")
        try:
            agent.run(history, text, task, sink)
        except KeyboardInterrupt:
            task.cancel.set()
            print("\n[" + tr("stopped") + "]")
        except Exception as err:  # a bug must not end the session (or lose the conversation)
            log.debug("task failed", exc_info=True)
            print("\n[" + tr("Something went wrong ({error}); the conversation goes on.").format(
                error=type(err).__name__) + "]")
        if recorder.set_aside:
            store.set_aside(conversation.id, recorder.set_aside)
        store.append_task(conversation.id, [entry.as_kwargs() for entry in
                                            recorder.entries(recorder.new_messages(history,
                                                                                   start))])


def cmd_models(args: argparse.Namespace) -> int:
    """List, add, pull and verify models."""
    from app.agent import catalog
    from app.agent.gguf_info import ModelFileError

    try:
        if args.action == "list":
            installed = {m.id: m for m in catalog.installed_models()}
            for entry in catalog.load_catalog():
                mark = tr("installed") if entry.id in installed else \
                    f"{entry.size_bytes / 1e9:.2f} GB"
                print(f"{entry.id:20} {mark:12} {tr(entry.title)}")
            for model in installed.values():
                if model.source == "local":
                    print(f"{model.id:20} {tr('local'):12} {model.path}")
            return 0
        if args.action == "add":
            if not args.target:
                print(tr("usage: botpsy models add PATH.gguf"), file=sys.stderr)
                return 2
            model, info = catalog.add_local(args.target)
            print((tr("Added {id}: {name} ({architecture}, context {context}, chat template: "
                      "yes)") if info.has_template else
                   tr("Added {id}: {name} ({architecture}, context {context}, chat template: "
                      "no, the built-in one will be used)")).format(
                id=model.id, name=terminal_safe(info.name, False),
                architecture=info.architecture, context=info.context_length))
            return 0
        if args.action == "pull":
            name = args.target or catalog.default_model_id()

            def show(done: int, total: int) -> None:
                print(f"\r{done / 1e6:8.1f} / {total / 1e6:.1f} MB", end="", file=sys.stderr)

            model = catalog.pull(name, progress=show)
            print("\n" + tr("Downloaded {id} to {path}").format(id=model.id, path=model.path))
            return 0
        if args.action == "verify":
            results = catalog.verify()
            for model, status in results:
                print(f"{model.id:20} {status}")
            return 0 if all(status == "ok" for _, status in results) else 1
    except (catalog.CatalogError, ModelFileError) as err:
        print(localized(said(err)), file=sys.stderr)
        return 1
    return 2


def cmd_folders(args: argparse.Namespace) -> int:
    """List, add or remove the folders the assistant may use."""
    from app.services import ALLOWED_FOLDERS_KEY, default_allowed_folders

    store = _open_store()
    folders: list[str] = store.get_setting(ALLOWED_FOLDERS_KEY)
    if folders is None:
        folders = default_allowed_folders()
    if args.action == "list":
        for folder in folders:
            print(folder)
        if not folders:
            print(tr("No folders are allowed. Add one with `botpsy folders add PATH`."))
        return 0
    if not args.path:
        print(tr("usage: botpsy folders {action} PATH").format(action=args.action),
              file=sys.stderr)
        return 2
    path = str(Path(args.path).expanduser().resolve())
    if args.action == "add":
        if not Path(path).is_dir():
            print(tr("{path} is not a folder.").format(path=path), file=sys.stderr)
            return 1
        if path not in folders:
            folders.append(path)
    else:
        if path not in folders:
            print(tr("{path} is not an allowed folder.").format(path=path), file=sys.stderr)
            return 1
        folders.remove(path)
    store.set_setting(ALLOWED_FOLDERS_KEY, folders)
    print((tr("Added {path}") if args.action == "add" else tr("Removed {path}")).format(
        path=path))
    return 0


def _field_values(args: argparse.Namespace) -> dict[str, Any]:
    """The account fields given as options (``--imap-host`` -> ``imap_host``)."""
    return {key: value for key, value in vars(args).items() if value is not None}


def _add_account(store: Any, args: argparse.Namespace) -> int:
    """`accounts add KIND NAME ...`: check, test, store the password, then save."""
    from keyring.errors import KeyringError

    from app.services import settings_of
    from app.settings import save_settings
    from connectors import account_kinds

    kinds = account_kinds()
    if args.kind not in kinds:
        print(tr("Say which kind: {kinds}.").format(kinds=tr(" or ").join(
            f"`accounts add {k} NAME ...`" for k in kinds)), file=sys.stderr)
        return 2
    owner = kinds[args.kind]
    kind = owner.accounts
    assert kind is not None  # account_kinds() holds only connectors with accounts
    settings = settings_of(store)
    account = kind.new({**_field_values(args), "name": args.name})
    problems = account.problems()
    if account.name in settings.account_names():
        problems["name"] = tr("an account with this name exists")
    if problems:
        for field_name, problem in problems.items():
            print(f"{field_name}: {tr(problem)}", file=sys.stderr)
        return 2
    password = sys.stdin.readline().rstrip("\n") if args.password_stdin else ""
    if not password:
        print(tr("password: give it on standard input with --password-stdin"),
              file=sys.stderr)
        return 2
    checks = kind.test(account, password)
    for check in checks:
        if not check.ok:
            print(f"{localized(check.stage)}: {terminal_safe(localized(check.message), False)}",
                  file=sys.stderr)
    if not all(check.ok for check in checks):
        print(tr("The account was not saved."), file=sys.stderr)
        return 1
    try:
        kind.save_secret(account, password)
    except KeyringError as err:
        print(tr("No OS keyring could store the password ({error}). BotPsy keeps passwords "
                 "only in the system keyring; start one (e.g. GNOME Keyring, KWallet) and try "
                 "again.").format(error=err), file=sys.stderr)
        return 1
    save_settings(store, settings.with_account(owner.name, account))
    found = "; ".join(localized(check.message) for check in checks if check.message != "ok")
    print(tr("Added {name}: connection tested, password stored in the keyring.").format(
        name=account.name) + (f" {terminal_safe(found, False)}." if found else ""))
    return 0


def cmd_accounts(args: argparse.Namespace) -> int:
    """Add, list, test and remove accounts of every connector that has them (passwords go to
    the OS keyring only; names are unique across kinds)."""
    from app.paths import data_dir
    from app.services import settings_of
    from app.settings import save_settings
    from connectors import account_kinds

    store = _open_store()
    if args.action == "add":
        return _add_account(store, args)
    settings = settings_of(store)
    if args.action == "list":
        for configured in settings.accounts:
            kind = configured.owner().accounts
            assert kind is not None
            print(terminal_safe(f"{configured.name:16} {kind.kind:6} "
                                f"{kind.describe(configured.account)}", False))
        if not settings.accounts:
            print(tr("No accounts. Add one with {commands}.").format(commands=tr(" or ").join(
                f"`botpsy accounts add {k} NAME ...`" for k in account_kinds())))
        return 0
    found = settings.find_account(args.kind)
    if found is None:
        print(tr("No account called '{name}'.").format(name=args.kind), file=sys.stderr)
        return 1
    kind = found.owner().accounts
    assert kind is not None
    account = found.account
    if args.action == "test":
        password = kind.get_secret(account)
        if password is None:
            print(tr("{name}: no password in the keyring.").format(name=account.name),
                  file=sys.stderr)
            return 1
        checks = kind.test(account, password)
        for check in checks:
            print(f"{localized(check.stage):12} {terminal_safe(localized(check.message), False)}")
        return 0 if all(check.ok for check in checks) else 1
    save_settings(store, settings.without_account(account.name))
    kind.forget(data_dir(), account)
    print(tr("Removed {name} (its password and any offline copy).").format(name=account.name))
    return 0


def cmd_sync(args: argparse.Namespace) -> int:
    """Sync the local copies of every account now (all, or the one named)."""
    from app.services import connector_context, settings_of
    from connectors import all_connectors

    store = _open_store()
    names = settings_of(store).account_names()
    if args.name and args.name not in names:
        print(tr("No account called '{name}'.").format(name=args.name), file=sys.stderr)
        return 1
    if not names:
        print(tr("No account to sync."), file=sys.stderr)
        return 1
    context = connector_context(store)
    status = 0
    for each in all_connectors():
        for result in each.sync(context, args.name or ""):
            if result.error:
                print(f"{result.account}: {terminal_safe(localized(result.error), False)}",
                      file=sys.stderr)
                status = 1
                continue
            print(terminal_safe(f"{result.account}: {localized(result.summary)}", False))
            for line in result.details:
                print(f"  {terminal_safe(localized(line), False)}")
    return status


def _kind_words() -> list[str]:
    from connectors import account_kinds

    return list(account_kinds())


def _add_account_options(parser: argparse.ArgumentParser) -> None:
    """One option per account field of every connector (``imap_host`` -> ``--imap-host``);
    a field several kinds share is one option, its help naming each."""
    from connectors import account_kinds

    fields: dict[str, list[tuple[str, Any]]] = {}
    for owner in account_kinds().values():
        assert owner.accounts is not None
        for spec in owner.accounts.fields:
            if spec.key != "name" and spec.kind != "password":
                fields.setdefault(spec.key, []).append((owner.accounts.kind, spec))
    for key, uses in fields.items():
        spec = uses[0][1]
        helps = {field.help or field.label for _, field in uses}
        parser.add_argument("--" + key.replace("_", "-"), dest=key,
                            type=int if spec.kind == "port" else str,
                            choices=[v for v, _ in spec.choices] or None,
                            help=Phrase(helps.pop()) if len(helps) == 1 else joined([
                                Phrase(QT_TR_NOOP("{kind}: {help}"), None, -1, kind=kind,
                                       help=Phrase(field.help or field.label))
                                for kind, field in uses]))


def cmd_selftest(args: argparse.Namespace) -> int:
    """Check this installation (no network needed)."""
    from app.selftest import run

    return run(model=args.model)


def cmd_gui(args: argparse.Namespace) -> int:
    """Open the window."""
    try:
        from app.ui.application import run_gui
    except ImportError as err:
        print(f"The window cannot start: {err}", file=sys.stderr)  # no Qt: no catalogue
        return 1
    return run_gui(model=args.model)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `botpsy` (its help in the terminal's language: _Parser)."""
    parser = _Parser(prog="botpsy", description=QT_TR_NOOP(
        "BotPsy: a personal assistant whose model runs on this computer. Without a command, "
        "opens the window."))
    parser.add_argument("--version", action="version", version=f"botpsy {__version__}")
    parser.add_argument("--model", help=QT_TR_NOOP(
        "a .gguf file, an installed model id, or an http(s):// OpenAI-compatible endpoint"))
    parser.add_argument("-v", "--verbose", action="store_true",
                        help=QT_TR_NOOP("log debug messages"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")  # each a _Parser too

    def model_options(p: argparse.ArgumentParser) -> None:
        p.add_argument("--model", default=argparse.SUPPRESS, help=QT_TR_NOOP(
            "a .gguf file, an installed model id, or an http(s):// endpoint"))
        p.add_argument("--remote-model", default="",
                       help=QT_TR_NOOP("model name for a remote endpoint"))
        p.add_argument("--insecure-http", action="store_true", help=QT_TR_NOOP(
            "allow a plain-http model server on another computer (your mail and files then "
            "cross the network unencrypted)"))
        p.add_argument("--ctx", type=int, default=8192,
                       help=QT_TR_NOOP("context window in tokens"))
        p.add_argument("--threads", type=int, default=0, help=QT_TR_NOOP(
            "llama.cpp threads (default: follow the machine's load)"))
        p.add_argument("--grammar", choices=["lazy", "full", "off"], default="lazy",
                       help=QT_TR_NOOP("grammar-constrained tool calls: lazy (default: only "
                                       "while a call is written), full (every token), off"))
        p.add_argument("--grammar-engine", choices=list(ENGINES), default=DEFAULT_ENGINE,
                       help=QT_TR_NOOP("how the grammar is applied to a local model: "
                                       "llguidance (default) or llama.cpp's own GBNF sampler"))

    chat = sub.add_parser("chat", help=QT_TR_NOOP("chat in the terminal"))
    model_options(chat)
    chat.add_argument("--thinking", action="store_true",
                      help=QT_TR_NOOP("let the model think first"))
    chat.add_argument("--profile", default="", help=QT_TR_NOOP(
        "the agent's policy profile (small, capable; default: the model's catalogue entry, "
        "or Settings)"))
    chat.add_argument("--without", action="append", default=[], metavar="POLICY",
                      help=QT_TR_NOOP("switch a named assist or honesty policy off "
                                      "(repeatable)"))
    chat.set_defaults(func=cmd_chat)

    calls = sub.add_parser("calls", help=QT_TR_NOOP(
        "predict tool calls for a JSONL file (runs no tool)"))
    model_options(calls)
    calls.add_argument("--in", dest="input", required=True,
                       help=QT_TR_NOOP("cases (JSONL), - for stdin"))
    calls.add_argument("--out", default="-", help=QT_TR_NOOP("predictions (JSONL), - for stdout"))
    calls.add_argument("--max-tokens", type=int, default=384,
                       help=QT_TR_NOOP("the most tokens a prediction may take"))
    calls.add_argument("--no-retry", action="store_true",
                       help=QT_TR_NOOP("no corrective second try"))
    calls.add_argument("--no-probe", action="store_true",
                       help=QT_TR_NOOP("do not ask the model for further parallel calls"))
    calls.set_defaults(func=cmd_calls)

    tools = sub.add_parser("tools", help=QT_TR_NOOP("list every tool with its effect class"))
    tools.add_argument("--json", action="store_true", help=QT_TR_NOOP("as JSON, for scripts"))
    tools.set_defaults(func=cmd_tools)

    tool = sub.add_parser("tool", help=QT_TR_NOOP("run one tool through the confirmation gate"))
    tool.add_argument("name", help=QT_TR_NOOP("the tool's name (see `botpsy tools`)"))
    tool.add_argument("--args", default="{}", help=QT_TR_NOOP("the arguments as a JSON object"))
    tool.add_argument("--approve", action="store_true",
                      help=QT_TR_NOOP("approve exactly this call without asking"))
    tool.set_defaults(func=cmd_tool)

    folders = sub.add_parser("folders", help=QT_TR_NOOP("the folders the assistant may use"))
    folders.add_argument("action", choices=["list", "add", "remove"])
    folders.add_argument("path", nargs="?", help=QT_TR_NOOP("a folder (for add and remove)"))
    folders.set_defaults(func=cmd_folders)

    accounts_parser = sub.add_parser("accounts", help=QT_TR_NOOP(
        "mail, calendar, ... accounts: add, list, test, remove"))
    accounts_parser.add_argument("action", choices=["add", "list", "test", "remove"])
    accounts_parser.add_argument("kind", nargs="?", default="", help=Phrase(QT_TR_NOOP(
        "for add: the kind ({kinds}); for test/remove: the account name"), None, -1,
        kinds=", ".join(_kind_words())))
    accounts_parser.add_argument("name", nargs="?", default="",
                                 help=QT_TR_NOOP("for add: the new account's name"))
    accounts_parser.add_argument("--password-stdin", action="store_true", help=QT_TR_NOOP(
        "read the password from standard input (one line) instead of asking"))
    _add_account_options(accounts_parser)
    accounts_parser.set_defaults(func=cmd_accounts)

    sync = sub.add_parser("sync", help=QT_TR_NOOP(
        "sync the local copies of mail and calendars now"))
    sync.add_argument("name", nargs="?", default="",
                      help=QT_TR_NOOP("one account's name (default: every account)"))
    sync.set_defaults(func=cmd_sync)

    selftest = sub.add_parser("selftest", help=QT_TR_NOOP("check this installation (no network)"))
    selftest.add_argument("--model", default=argparse.SUPPRESS,
                          help=QT_TR_NOOP("also load this GGUF and generate a token"))
    selftest.set_defaults(func=cmd_selftest)

    models = sub.add_parser("models", help=QT_TR_NOOP("list, add, pull or verify models"))
    models.add_argument("action", choices=["list", "add", "pull", "verify"])
    models.add_argument("target", nargs="?", help=QT_TR_NOOP("PATH for add, NAME for pull"))
    models.set_defaults(func=cmd_models)
    return parser


EXIT_BUG = 70  # EX_SOFTWARE: an internal error, as opposed to 1 (the user can fix it)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `botpsy` and `python -m app`."""
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--selftest" in argv:  # the installed bundle's spelling
        argv = ["selftest", *[a for a in argv if a != "--selftest"]]
    with _argparse_speaks_the_terminals_language():
        args = parser.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    if args.command is None:
        return cmd_gui(args)
    if getattr(args, "model", None) is None and args.command in ("chat", "calls", "selftest"):
        args.model = None
    try:
        result: int = args.func(args)
        return result
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except UserError as err:  # something the user can act on: its own plain words
        print(f"botpsy: {localized(said(err))}", file=sys.stderr)
        return 1
    except Exception as err:  # anything else is a bug: say so, details in the log
        log.debug("unexpected error in `botpsy %s`", args.command, exc_info=True)
        print("botpsy: " + tr("this is a bug in BotPsy, not something you did ({error}). "
                              "Please report it; `botpsy --verbose {command} …` shows the "
                              "details.").format(error=f"{type(err).__name__}: {err}",
                                                 command=args.command), file=sys.stderr)
        return EXIT_BUG
    finally:
        _tell_recoveries()


def _tell_recoveries() -> None:
    """A damaged database set aside while the command ran: the user hears of it."""
    from connectors import take_recoveries

    for recovery in take_recoveries():
        print(f"botpsy: {localized(recovery.message())}", file=sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
