"""Issue 25: good answers a capable model would write come through with no policy rewriting
them (tests/benchmarks/golden_answers.py: 36 exchanges in five languages)."""

from __future__ import annotations

import pytest

from tests.benchmarks.golden_answers import GOLDEN, run_one


@pytest.mark.parametrize("golden", GOLDEN, ids=[f"{g.language}-{i}" for i, g in
                                                enumerate(GOLDEN)])
def test_the_capable_profile_leaves_a_good_answer_as_written(golden) -> None:  # type: ignore[no-untyped-def]
    row = run_one(golden, "capable")
    assert row["rewrites"] == [] and row["shown"] == golden.answer


def test_the_small_profile_ends_a_settled_task_with_its_outcome() -> None:
    """What the crutches cost a stronger model: the small profile replaces the model's words
    after an approved or declined action by the outcome (and it is counted)."""
    sent = next(g for g in GOLDEN if g.language == "de" and g.calls and g.approve
                and g.calls[0][0] == "mail_send")
    row = run_one(sent, "small")
    assert row["rewrites"] == ["answer.end_when_settled"]
    assert row["shown"].startswith("Erledigt: ")
