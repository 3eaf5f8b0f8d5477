"""The routing benchmarks' scoring (tests/benchmarks/routing_unseen.py ``score``) counts what
it says: a request routed to its area, or looked up first in it; small talk given a tool, or
looked up first; per language and over all; a route that says nothing of look-ups (two
values) is scored as before."""

from __future__ import annotations

from tests.benchmarks.routing_unseen import looked_up_first, score

CASES = (
    ("en", "any mail from Sam?", "mail"),  # routed
    ("en", "what's my gym number?", "mail"),  # looked up first in mail
    ("en", "where's my CV?", "files"),  # neither
    ("en", "hello", ""),  # small talk, nothing
    ("en", "capital of Peru?", ""),  # small talk looked up first
    ("de", "Hallo", ""),
)
ROUTES = {
    "any mail from Sam?": ({"mail"}, 0, set()),
    "what's my gym number?": (set(), 14, {"mail", "files"}),
    "where's my CV?": ({"system"}, 9, set()),
    "hello": (set(), 9, set()),
    "capital of Peru?": (set(), 11, {"mail", "files"}),
    "Hallo": ({"calendars"}, 7, set()),
}


def test_routed_and_looked_up_first_are_counted_apart() -> None:
    figures = score(lambda text: ROUTES[text], CASES, ("en", "de"))
    english = figures["en"]
    assert english["routed_n"] == "1/3" and english["looked_up_n"] == "2/3"
    assert english["small_talk_with_tools"] == "0/2" and english["small_talk_looked_up"] == "1/2"
    assert figures["de"]["small_talk_with_tools"] == "1/1"
    assert figures["all"]["routed_n"] == "1/3" and figures["all"]["small_talk_looked_up"] == "1/3"
    assert figures["all"]["tokens_per_request"] == round((0 + 14 + 9 + 9 + 11 + 7) / 6, 1)


def test_a_route_that_says_nothing_of_look_ups_is_scored_as_before() -> None:
    figures = score(lambda text: ROUTES[text][:2], CASES, ("en", "de"))
    assert figures["all"]["routed_n"] == "1/3" and figures["all"]["looked_up_n"] == "1/3"
    assert figures["all"]["small_talk_looked_up"] == "0/3"


def test_only_a_question_is_looked_up_first_as_the_app_does() -> None:
    """turn.read_first searches before the model answers only for a question: an unsure
    "good morning!" is answered, not searched, and the benchmark counts it so."""
    searchable = {"mail", "files"}
    assert looked_up_first({"calendars"}, "anything on for the weekend?", searchable) \
        == {"calendars", "mail", "files"}
    assert looked_up_first({"mail"}, "明天有什么安排？", searchable) == {"mail", "files"}
    assert looked_up_first({"mail"}, "good morning!", searchable) == set()
    assert looked_up_first(set(), "what's my gym number?", searchable) == set()
