"""How many tokens the tools take before the user's words, per typical request.

    python -m tests.benchmarks.prompt_budget

Every connector is configured (a mail account, a CalDAV account, the allowed folders). For each
request below, the router (app/agent/routing.py) picks the areas; the system+tools prefix is
rendered with the real Qwen3.5 chat template and counted with the stand-in's tokenizer (the
tiny qwen35 test model: Qwen3.5's template, the Qwen2.5 vocabulary). The same prefix with every
tool (what every request carried before routing) is counted beside it. Deterministic: no model
runs, so the figures are the same on any machine.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from app.agent.chat_format import ChatFormat
from app.agent.loop import DEFAULT_SYSTEM_PROMPT
from app.agent.registry import ToolRegistry
from app.services import build_router
from connectors import ConnectorContext, build_all_tools

#: (request, the areas it needs): everyday requests, one or two areas each
TYPICAL = [
    ("Read my latest email", {"mail"}),
    ("Any unread mail from Alice this week?", {"mail"}),
    ("Reply to Bob's message and say I'll be there", {"mail"}),
    ("Forward the invoice email to accounting@example.com", {"mail"}),
    ("What's on my calendar tomorrow?", {"calendars"}),
    ("Add lunch with Sam on Friday at 12:30", {"calendars"}),
    ("Move the dentist appointment to next Tuesday 3pm", {"calendars"}),
    ("When am I free on Thursday for an hour?", {"calendars"}),
    ("Find the PDF with my tax return in Documents", {"files"}),
    ("Read notes.txt", {"files"}),
    ("Rename report-final.docx to report.docx", {"files"}),
    ("Set a timer for 10 minutes", {"system"}),
    ("Turn the volume down to 30%", {"system"}),
    ("Remind me at 17:00 to call mum", {"system"}),
    ("Open the website https://example.org", {"system"}),
    ("Email the report.pdf in Documents to bob@example.com", {"mail", "files"}),
    ("Put the meeting from Carol's email in my calendar", {"mail", "calendars"}),
    ("Good morning! How are you?", set()),
    ("Tell me a joke", set()),
    ("What is the capital of Portugal?", set()),
]


def world(root: Path) -> ConnectorContext:
    """Every connector configured (nothing is contacted: building tools reads settings)."""
    docs = root / "Documents"
    docs.mkdir(parents=True, exist_ok=True)
    settings: dict[str, Any] = {
        "mail": {"accounts": [{"name": "work", "email": "alice@example.org",
                               "imap_host": "imap.example.org",
                               "smtp_host": "smtp.example.org"}]},
        "calendars": {"time_zone": "Europe/Lisbon",
                      "accounts": [{"name": "home", "url": "https://dav.example.org/alice/",
                                    "username": "alice"}]},
    }
    return ConnectorContext(root / "data", (docs,), settings)


def measure(model_path: Path, root: Path) -> dict[str, Any]:
    """The token counts, per request and for every tool."""
    from llama_cpp import Llama

    vocab = Llama(model_path=str(model_path), vocab_only=True, verbose=False)
    template = vocab.metadata["tokenizer.chat_template"]
    fmt = ChatFormat(template)

    def tokens(tools: list[Any]) -> int:
        text = fmt.system_prefix(DEFAULT_SYSTEM_PROMPT, [t.openai_schema() for t in tools],
                                 False)
        return len(vocab.tokenize(text.encode(), add_bos=False, special=True))

    registry = ToolRegistry(build_all_tools(world(root)))
    router = build_router(registry)
    rows = []
    for request, needed in TYPICAL:
        areas = router.areas_for([], request)
        tools = router.tools_for([], request)
        rows.append({"request": request, "areas": areas, "tools": len(tools),
                     "tokens": tokens(tools), "covers_need": needed <= set(areas),
                     "extra_areas": sorted(set(areas) - needed)})
    every = tokens(list(registry))
    with_tools = [r["tokens"] for r in rows if r["tools"]]
    return {
        "benchmark": "prompt_budget",
        "all_tools": {"tools": len(registry), "tokens": every},
        "requests": rows,
        "routed_max_tokens": max(with_tools),
        "routed_mean_tokens": round(sum(with_tools) / len(with_tools)),
        "needs_covered": sum(r["covers_need"] for r in rows),
        "cases": len(rows),
    }


def main() -> int:
    """Print one line per request, then the summary as JSON."""
    from tests.support.qwen35 import qwen35_path

    path, reason = qwen35_path()
    if path is None:
        print(f"no qwen35 test model: {reason}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as root:
        result = measure(path, Path(root))
    for row in result["requests"]:
        mark = "" if row["covers_need"] else "  MISSES A NEEDED AREA"
        print(f"{row['tokens']:5d} tokens  {row['tools']:2d} tools  "
              f"{'+'.join(row['areas']) or '(none)':24} {row['request']}{mark}")
    print(json.dumps({k: v for k, v in result.items() if k != "requests"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
