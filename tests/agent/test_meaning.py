"""Issue 25, item 1: routing by meaning on real llama.cpp models.

The model scores a fixed list of labels (nothing is generated, so the answer is always a known
label); asking costs the request's tokens (the instructions' state is kept like a tools
prefix); and a conversation's own prefix comes back from its saved state afterwards, on the
Qwen2.5 stand-in and on the qwen35 hybrid, where a prefix cannot be cut back without one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from app.agent.backends import GenerationOptions, LlamaBackend
from app.agent.meaning import LABELS, MeaningRouter
from tests.support.doubles import ScriptedBackend

pytestmark = pytest.mark.model

SYSTEM = "You are BotPsy."
TOOLS = [{"type": "function", "function": {
    "name": "mail_search", "description": "Search the user's mail.",
    "parameters": {"type": "object", "properties": {"query": {"type": "string"}}}}}]


def _conversation(backend: LlamaBackend) -> int:
    """One turn of a conversation with tools; the prompt tokens it had to evaluate."""
    turn = backend.chat_turn([{"role": "system", "content": SYSTEM},
                              {"role": "user", "content": "hello"}], TOOLS,
                             GenerationOptions(max_tokens=4, temperature=0.0))
    return turn.evaluated_tokens


def _check(backend: LlamaBackend) -> None:
    meaning = MeaningRouter(backend)
    first = meaning.areas("Please look in my inbox for new email from Sam")
    assert set(first.areas) <= set(LABELS.values()) - {""}
    scored = [item.split() for item in first.said.split(", ")]
    assert sorted(label for label, _p in scored) == sorted(LABELS)  # each label's likelihood
    assert abs(sum(float(p) for _label, p in scored) - 1) < 0.02
    assert f"none {first.none:.2f}" in first.said  # how likely no area is, kept as a number
    chat = meaning.areas("Tell me a joke about cats")  # none chosen: the likeliest area kept
    assert chat.areas or len(chat.leaning) == 1 and chat.leaning <= set(LABELS.values())
    assert first.generated_tokens == 0  # read, not written
    again = meaning.areas("Bitte schau, ob Sam mir geschrieben hat")
    assert again.evaluated_tokens < 40  # the request's own tokens: the instructions are kept
    full = _conversation(backend)  # computes and saves this conversation's prefix
    between = meaning.areas("¿Tengo algo el viernes?")
    assert between.evaluated_tokens < 40  # the instructions come back from their state
    assert _conversation(backend) < full / 2  # and so does the conversation's prefix


def test_routing_by_meaning_on_the_qwen_stand_in(qwen_gguf: Path, tmp_path: Path) -> None:
    backend = LlamaBackend(qwen_gguf, n_ctx=4096, state_dir=tmp_path / "states")
    _check(backend)
    found = MeaningRouter(backend).areas("Please look in my inbox for new email from Sam")
    assert "mail" in found.areas


def test_routing_by_meaning_on_the_qwen35_hybrid(qwen35_gguf: Path, tmp_path: Path) -> None:
    _check(LlamaBackend(qwen35_gguf, n_ctx=4096, state_dir=tmp_path / "states"))


@pytest.mark.parametrize("which", ["qwen_gguf", "qwen35_gguf"])
def test_every_area_s_actions_are_scored_and_their_prefix_is_kept(
        which: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    """Each area's action labels start with tokens the model tells apart (else the backend
    refuses to score them); every label gets a likelihood; a second question about the same
    area reads only the request, also after another prefix ran in between."""
    from app.agent.meaning import ACTIONS

    backend = LlamaBackend(request.getfixturevalue(which), n_ctx=4096,
                           state_dir=tmp_path / "states")
    meaning = MeaningRouter(backend)
    for area, table in ACTIONS.items():
        found = meaning.actions(area, "please do the usual thing with it")
        scored = [item.split() for item in found.said.split(", ")]
        assert sorted(label for label, _p in scored) == sorted(table.labels), area
        # each shown to two decimals
        assert abs(sum(float(p) for _label, p in scored) - 1) <= 0.005 * len(scored) + 1e-9
        assert found.tools <= {t for tools in table.labels.values() for t in tools}
        assert found.areas == {area} and found.generated_tokens == 0
    meaning.areas("hello")
    again = meaning.actions("system", "mach das Licht vom Bildschirm heller")
    assert again.evaluated_tokens < 40  # the system actions' prefix came back from its state


@pytest.mark.parametrize("which", ["qwen_gguf", "qwen35_gguf"])
def test_search_words_in_the_datas_language_are_written_under_its_grammar(
        which: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    """calls.search_in_data_language on a real llama.cpp: what the model writes keeps to
    the target language's letters (a Chinese request's words in English are Latin, an
    English request's in Chinese are Han) and to a few words; the instructions and examples
    are a fixed start whose state is kept, so asking again reads about the request's tokens,
    also after a conversation with tools ran in between; and that conversation's own
    prefix comes back from its state."""
    import re

    from app.agent.meaning import MAX_WORDS

    backend = LlamaBackend(request.getfixturevalue(which), n_ctx=4096,
                           state_dir=tmp_path / "states")
    meaning = MeaningRouter(backend)
    first = meaning.search_words("水管工几点来？", "en")
    assert re.fullmatch(r"[A-Za-z\u00c0-\u024f0-9]+( [A-Za-z\u00c0-\u024f0-9]+)*",
                        first.words), first.words
    assert 1 <= len(first.words.split()) <= MAX_WORDS and first.generated_tokens >= 1
    han = meaning.search_words("When is the plumber coming?", "zh")
    assert re.fullmatch(r"[\u4e00-\u9fff0-9]+( [\u4e00-\u9fff0-9]+)*", han.words), han.words
    # a Chinese request's own Latin words may stay, each with Han after it ("SIM卡"); no
    # other Latin word can be written
    own = meaning.search_words("新SIM卡的PIN码是多少？", "zh")
    assert re.fullmatch(r"(?:[\u4e00-\u9fff0-9]+|(?:SIM|PIN)[\u4e00-\u9fff]+)"
                        r"(?: (?:[\u4e00-\u9fff0-9]+|(?:SIM|PIN)[\u4e00-\u9fff]+))*",
                        own.words), own.words
    full = _conversation(backend)  # computes and saves this conversation's prefix
    again = meaning.search_words("¿A qué hora viene el fontanero?", "en")
    assert again.evaluated_tokens < 40 < first.evaluated_tokens  # the request's, not the examples'
    assert _conversation(backend) < full / 2


def test_the_stand_in_picks_an_action_the_words_do_not_name(qwen_gguf: Path,
                                                           tmp_path: Path) -> None:
    backend = LlamaBackend(qwen_gguf, n_ctx=4096, state_dir=tmp_path / "states")
    found = MeaningRouter(backend).actions("system", "I need to be up by six tomorrow")
    assert "system_set_alarm" in found.tools


def test_the_stand_in_reads_a_follow_up_with_the_message_before_it(qwen_gguf: Path,
                                                                  tmp_path: Path) -> None:
    """"调到30。" ("turn it to 30") after "how bright is the screen?" is the brightness: the
    user's message before it is read with it (its words, nothing read in between)."""
    backend = LlamaBackend(qwen_gguf, n_ctx=4096, state_dir=tmp_path / "states")
    found = MeaningRouter(backend).actions("system", "调到30。", before="屏幕亮度现在是多少？")
    assert "system_set_brightness" in found.tools
    scripted = ScriptedBackend(["brightness", "volume"])
    MeaningRouter(scripted).actions("system", "调到30。", before="屏幕亮度现在是多少？")
    assert scripted.calls[0][-1]["content"] == "屏幕亮度现在是多少？ 调到30。"
    # a long paste before it never pushes the request out of what is read
    MeaningRouter(scripted).actions("system", "turn it down", before="word " * 500)
    assert scripted.calls[1][-1]["content"].endswith(" turn it down")


def test_a_model_that_fails_routes_by_words_only() -> None:
    from app.agent.backends import BackendError

    class Broken(ScriptedBackend):
        def chat_turn(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            raise BackendError("the model stopped")

    found = MeaningRouter(Broken([])).areas("hello")
    assert found.areas == frozenset() and found.said == "" and found.none == 0.0


def test_a_remote_model_writes_the_labels_under_a_grammar() -> None:
    from app.agent.meaning import ACTIONS, GRAMMAR, grammar

    backend = ScriptedBackend(["email, calendar", "volume, alarm", "none"])
    found = MeaningRouter(backend).areas("Put the lunch from Tom's mail in my calendar")
    assert found.areas == {"mail", "calendars"} and backend.grammars == [GRAMMAR]
    assert found.none == 0.0
    acts = MeaningRouter(backend).actions("system", "quieter, and wake me at 7")
    assert acts.tools == {"system_set_volume", "system_set_alarm"} and acts.areas == {"system"}
    assert backend.grammars[1] == grammar(ACTIONS["system"].labels)
    chat = MeaningRouter(backend).areas("How are you today?")
    assert chat.areas == frozenset() and chat.none == 1.0  # written, so certain
    assert chat.leaning == frozenset()


def test_labels_a_vocabulary_cannot_tell_apart_leave_the_words_to_route() -> None:
    """A model whose tokenizer starts two labels alike cannot score them; the request is
    routed by its words, not ended."""
    from app.agent.backends import ScoresLabels

    class Alike(ScriptedBackend):
        def label_scores(self, messages, labels):  # type: ignore[no-untyped-def]
            raise ValueError("labels must start with distinct tokens")

    backend = Alike([])
    assert isinstance(backend, ScoresLabels)
    found = MeaningRouter(backend).actions("system", "kill the sound")
    assert found.tools == frozenset() and found.said == ""


def test_the_warm_up_prepares_routing_by_meaning(qwen_gguf: Path, tmp_path: Path) -> None:
    """After the start-up warm-up, the first request routed by meaning reads only itself."""
    from app.agent.loop import Agent
    from app.agent.registry import ToolRegistry
    from app.agent.runner import ToolRunner
    from app.services import build_router
    from connectors import build_all_tools
    from tests.benchmarks.prompt_budget import world
    from tests.support.doubles import ScriptedConfirmer

    backend = LlamaBackend(qwen_gguf, n_ctx=4096, state_dir=tmp_path / "states")
    registry = ToolRegistry(build_all_tools(world(tmp_path / "home")))
    meaning = MeaningRouter(backend)
    agent = Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer()),
                  router=build_router(registry), meaning=meaning)
    agent.warm_up()
    assert meaning.areas("Hat Sam schon geantwortet?").evaluated_tokens < 40
    from app.agent.meaning import ACTIONS

    for area in ACTIONS:  # and each area's actions
        assert meaning.actions(area, "Mach es leiser").evaluated_tokens < 40


@pytest.mark.parametrize(("scores", "chosen"), [
    # "none" this likely: no area
    ({"none": 0.62, "email": 0.30, "calendar": 0.08}, []),
    # the likeliest area alone when the next is far behind
    ({"none": 0.45, "email": 0.40, "calendar": 0.10, "files": 0.05}, ["email"]),
    # a second area at SECOND_AT_LEAST ("put the lunch from Tom's mail in my calendar")
    ({"none": 0.05, "email": 0.55, "calendar": 0.35, "files": 0.05}, ["email", "calendar"]),
    # a second area nearly as likely as the first: the model cannot tell them apart ("clear
    # my afternoon": device 0.29, calendar 0.23)
    ({"none": 0.43, "device": 0.29, "calendar": 0.23, "email": 0.05}, ["device", "calendar"]),
    ({"none": 0.43, "device": 0.29, "calendar": 0.19, "email": 0.09}, ["device"]),
    # never a third
    ({"none": 0.10, "email": 0.31, "calendar": 0.30, "files": 0.29}, ["email", "calendar"]),
])
def test_the_labels_a_request_needs_come_from_their_likelihoods(
        scores: dict[str, float], chosen: list[str]) -> None:
    from app.agent.meaning import choose

    assert choose(scores) == chosen


@pytest.mark.parametrize("which", ["qwen_gguf", "qwen35_gguf"])
def test_the_own_records_question_on_real_models(which: str, request: pytest.FixtureRequest,
                                                 tmp_path: Path) -> None:
    """route.own_facts on real llama.cpp: "records" or "anyone" is scored, not written; the
    two likelihoods add up to one; its instructions are a fixed start whose state is kept,
    also after a conversation with tools ran in between."""
    from app.agent.meaning import OWN_LABELS

    backend = LlamaBackend(request.getfixturevalue(which), n_ctx=4096,
                           state_dir=tmp_path / "states")
    meaning = MeaningRouter(backend)
    first = meaning.own("¿Cuál es mi número de póliza del seguro de hogar?")
    assert first.generated_tokens == 0 and set(first.likely) == set(OWN_LABELS)
    assert abs(sum(first.likely.values()) - 1) < 0.02
    assert first.areas <= {"mail"} and (first.areas == {"mail"}) == (
        first.likely["records"] >= 0.5)
    full = _conversation(backend)
    again = meaning.own("write me a haiku about rain")
    assert again.evaluated_tokens < 40 < first.evaluated_tokens
    assert _conversation(backend) < full / 2


def test_the_stand_in_tells_own_records_from_knowledge(qwen_gguf: Path, tmp_path: Path) -> None:
    """On the stand-in, a question only the user's records can answer gets mail; a poem
    asked for does not (both far from the threshold on the development set)."""
    backend = LlamaBackend(qwen_gguf, n_ctx=4096, state_dir=tmp_path / "states")
    meaning = MeaningRouter(backend)
    assert meaning.own("¿Cuál es mi número de póliza del seguro de hogar?").areas == {"mail"}
    assert meaning.own("write me a haiku about rain").areas == frozenset()
