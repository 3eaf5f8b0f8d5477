"""Benchmark: what each assist policy earns on the never-tuned task set (issue 25, item 5).

    python -m tests.benchmarks.ablation [--model PATH.gguf] [--threads 2] [--profile small]
                                        [--policy NAME ...] [--no-repeat]

A policy only changes a task it acted on, so its ablation needs only those tasks again:

1. the never-tuned set (``tests.benchmarks.tasks_unseen``, 60 tasks) runs once with the
   profile's policies, and each row says which policies acted;
2. for each policy asked about (by default every assist policy of the profile that emits
   verdicts), the tasks it acted on run again with it switched off;
3. the union of those tasks runs again with everything on (``--no-repeat`` skips it): the rows
   that differ from the first run are the noise two identical runs show, the yardstick for
   the differences in step 2.

llama.cpp's thread count is pinned (``--threads``, 2 by default) so that a rerun does the same
arithmetic. ``turn.grammar`` acts on every step and emits no verdict, so it is not ablated here:
its absence would need the whole set again (``tasks_unseen --without turn.grammar``).

Safety policies are never switched off. Honesty policies are judged by their own goals (no
empty answer, no unchecked claim), which the per-policy figures report as ``empty`` and
``false_claims``, not by the success count. Only counts are printed: the set's rows are not read
(nothing is tuned on it). The verdict per policy: **keeps** when its removal loses more tasks
than the repeat's noise, **earns nothing** otherwise.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from app.agent.policies import BY_NAME, PROFILES, Kind
from tests.benchmarks.tasks import Task
from tests.benchmarks.tasks import run as run_tasks
from tests.benchmarks.tasks_unseen import TASKS

#: policies that act on every step without a verdict of their own (see the docstring)
SILENT = frozenset({"turn.grammar"})


def assist_policies(profile: str) -> list[str]:
    """The profile's assist policies whose acts are counted, in the loop's order."""
    return [name for name, policy in BY_NAME.items()
            if name in PROFILES[profile] and policy.kind == Kind.ASSIST and name not in SILENT]


def acted_on(rows: Sequence[dict[str, Any]], policy: str) -> list[str]:
    """The tasks a policy acted on in a run."""
    return [r["task"] for r in rows if (r.get("policies") or {}).get(policy)]


def counts(rows: Sequence[dict[str, Any]]) -> dict[str, int]:
    """What the judge counts over some rows."""
    return {"ok": sum(bool(r["ok"]) for r in rows),
            "empty": sum("no answer" in r["failed"] for r in rows),
            "false_claims": sum(bool(r["false_claim"]) for r in rows)}


def compare(first: Sequence[dict[str, Any]], second: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The same tasks in two runs: the counts of each, and how many rows changed verdict."""
    before = {r["task"]: r for r in first}
    changed = sum(1 for r in second if bool(before[r["task"]]["ok"]) != bool(r["ok"]))
    return {"with": counts([before[r["task"]] for r in second]), "without": counts(second),
            "changed": changed}


def verdict(figures: dict[str, Any], noise: int) -> str:
    """Whether a policy earns its keep: its removal loses more tasks than two identical runs
    differ by, or adds an empty answer or a false claim."""
    lost = figures["with"]["ok"] - figures["without"]["ok"]
    worse = (figures["without"]["empty"] > figures["with"]["empty"]
             or figures["without"]["false_claims"] > figures["with"]["false_claims"])
    return "keeps" if lost > noise or (lost > 0 and noise == 0) or worse else "earns nothing"


def _subset(names: Sequence[str]) -> list[Task]:
    wanted = set(names)
    return [t for t in TASKS if t.name in wanted]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--profile", default="small")
    parser.add_argument("--policy", action="append", default=[], metavar="NAME",
                        help="ablate only these (default: every assist policy with verdicts)")
    parser.add_argument("--no-repeat", action="store_true", help="skip the noise run")
    args = parser.parse_args()
    policies = args.policy or assist_policies(args.profile)

    base = run_tasks(args.model, TASKS, plain=False, profile=args.profile,
                     threads=args.threads)["botpsy"]["rows"]
    report: dict[str, Any] = {"profile": args.profile, "threads": args.threads,
                              "tasks": len(base), "first_run": counts(base), "policies": {}}
    touched: set[str] = set()
    for name in policies:
        tasks = acted_on(base, name)
        if not tasks:
            report["policies"][name] = {"acted_on": 0}
            continue
        touched.update(tasks)
        again = run_tasks(args.model, _subset(tasks), plain=False, profile=args.profile,
                          without=(name,), threads=args.threads)["botpsy"]["rows"]
        report["policies"][name] = {"acted_on": len(tasks), **compare(base, again)}
        print(json.dumps({name: report["policies"][name]}), flush=True)
    noise = 0
    if touched and not args.no_repeat:
        repeat = run_tasks(args.model, _subset(sorted(touched)), plain=False,
                           profile=args.profile, threads=args.threads)["botpsy"]["rows"]
        report["repeat"] = compare(base, repeat)
        noise = report["repeat"]["changed"]
    for figures in report["policies"].values():
        figures["verdict"] = verdict(figures, noise) if figures["acted_on"] else "never acted"
    print(json.dumps(report, ensure_ascii=False))


if __name__ == "__main__":
    main()
