"""Questions to the user about side-effecting calls, and their answers.

Only these frozen objects cross threads: the agent thread builds a ConfirmationRequest, a
confirmer (terminal, GUI, test script) answers with a Decision. A Decision approves exactly the
arguments it names by digest; anything else (no answer, a wrong digest, an exception, a timeout,
shutdown) is a denial.
"""

from __future__ import annotations

import hashlib
import json
import threading
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from connectors.base import Effect, Preview, Provenance


def canonical_json(arguments: Mapping[str, Any]) -> str:
    """Serialise arguments the same way every time (the digest depends on it)."""
    return json.dumps(arguments, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def digest_of(arguments_json: str) -> str:
    """Return the SHA-256 of canonical arguments."""
    return hashlib.sha256(arguments_json.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class ConfirmationRequest:
    """One side-effecting call waiting for the user's decision.

    Attributes:
        request_id: unique per question.
        tool: the tool's name.
        effect: its effect class.
        arguments_json: canonical JSON of exactly the arguments that will run.
        summary: the one-line human summary.
        preview: everything that will happen, laid out for people.
        untrusted_sources: untrusted content that is in the model's context (anywhere in the
            conversation so far): the proposal may have been steered by it.
        allow_remember: whether "allow for this conversation" may be offered.
        irreversible: the call cannot be undone or opens something (a URL, an app, a file).
    """

    request_id: str
    tool: str
    effect: Effect
    arguments_json: str
    summary: str
    preview: Preview
    untrusted_sources: tuple[Provenance, ...] = ()
    allow_remember: bool = False
    call_id: str = ""
    irreversible: bool = False

    @classmethod
    def create(
        cls,
        tool: str,
        effect: Effect,
        arguments: Mapping[str, Any],
        summary: str,
        preview: Preview,
        untrusted_sources: Sequence[Provenance] = (),
        call_id: str = "",
        irreversible: bool = False,
    ) -> ConfirmationRequest:
        """Build a request with a fresh id.

        Remembering is never offered for SEND/DELETE, for an irreversible call, or while
        untrusted content is in the model's context.
        """
        return cls(
            request_id=uuid.uuid4().hex,
            tool=tool,
            effect=effect,
            arguments_json=canonical_json(arguments),
            summary=summary,
            preview=preview,
            untrusted_sources=tuple(untrusted_sources),
            allow_remember=effect.may_be_remembered and not irreversible
            and not untrusted_sources,
            call_id=call_id,
            irreversible=irreversible,
        )

    @property
    def arguments(self) -> dict[str, Any]:
        """The arguments as a new dict."""
        value: dict[str, Any] = json.loads(self.arguments_json)
        return value

    @property
    def digest(self) -> str:
        """The digest an approval must carry."""
        return digest_of(self.arguments_json)

    def approve(self, remember: bool = False) -> Decision:
        """Return the approval of exactly these arguments."""
        return Decision(self.request_id, True, self.digest, remember=remember and self.allow_remember)

    def approve_edited(self, arguments: Mapping[str, Any]) -> Decision:
        """Return an approval of arguments the user edited (and saw) in the dialog."""
        edited = canonical_json(arguments)
        return Decision(self.request_id, True, digest_of(edited), edited_arguments_json=edited)

    def deny(self, reason: str = "declined") -> Decision:
        """Return a denial."""
        return Decision(self.request_id, False, reason=reason)


@dataclass(frozen=True)
class Decision:
    """The user's answer to one ConfirmationRequest."""

    request_id: str
    approved: bool
    arguments_digest: str = ""
    edited_arguments_json: str | None = None
    remember: bool = False
    reason: str = ""


class Confirmer(Protocol):
    """Asks the user. Implementations: terminal, GUI, scripted (tests)."""

    def confirm(
        self, requests: Sequence[ConfirmationRequest], cancel: threading.Event
    ) -> Sequence[Decision]:
        """Return one Decision per request (a missing one counts as a denial)."""
        ...
