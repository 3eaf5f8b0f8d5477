"""Languages: which one a request is written in, and the words a policy reads, per language.

Two rules keep language out of the agent's logic:

- **What the app reads** is a *concept* ("area.mail", "claim.done", "negation"…) looked up in
  a lexicon per language (``resources/lexicon/<lang>.json``). A policy asks for a concept, never
  for English words; a new language is one file. ``Lexicon.matches(concept, text)`` looks in
  every shipped language at once, or in those given; the router reads a user's words in the
  languages they are written in, with English (:func:`written_in`: "Leite die Invoice
  weiter"), so a word of another language ("pasta", a Portuguese folder) says nothing.
- **Which language a request is in** comes from :func:`detect`: Han script means Chinese;
  otherwise py3langid (a maintained langid.py, its model inside the package, no network),
  restricted to the languages it is asked about. The answers the app writes itself come in
  that language (app/agent/messages.py), English where no catalogue exists for it.

Shipped: English, German, French, Spanish, Simplified Chinese.
"""

from __future__ import annotations

import json
import re
import threading
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from app.paths import resource
from connectors.base import HAN, UNSPACED_RUN

#: the languages the app reads and answers in: the issue's five, and Italian and Portuguese
#: (their requests had no way in but routing by meaning, and the stand-in rarely found one)
SHIPPED = ("en", "de", "fr", "es", "zh", "it", "pt")
DEFAULT = "en"
#: the languages detection chooses among: the shipped ones and their near neighbours, so a
#: Dutch request is not taken for German (it then gets English)
DETECTED = (*SHIPPED, "nl", "ja", "ru")

_KANA = re.compile(r"[\u3040-\u30ff]")
# what says nothing about the language: addresses, links, paths, file names, numbers, times
_NOT_WORDS = re.compile(r"\S+@\S+|https?://\S+|\S*[/\\]\S*|\b[\w-]+\.[a-z]{2,4}\b|[\d:.,%]+|"
                        r"\[Now:[^\]]*\]")


@dataclass(frozen=True)
class LanguageWords:
    """One language's lexicon: its concepts, compiled."""

    language: str
    name: str
    concepts: dict[str, re.Pattern[str]]
    #: how the language writes a date in numbers alone ("dmy": 3/12 is the 3rd of December;
    #: "mdy"; "": both, or none: app/agent/days.py)
    date_order: str = ""
    #: each concept's expressions as written, to stand inside a larger pattern
    expressions: dict[str, tuple[str, ...]] = field(default_factory=dict)


def _compile(expressions: Iterable[str], boundaries: bool) -> re.Pattern[str] | None:
    items = [e for e in expressions if e]
    if not items:
        return None
    joined = "|".join(f"(?:{e})" for e in items)
    if boundaries:  # a match starts where a word (or a path) starts, as the router's do
        return re.compile(rf"(?<![\w@.:/\\-])(?:{joined})", re.IGNORECASE)
    return re.compile(joined, re.IGNORECASE)


@cache
def lexicon_of(language: str) -> LanguageWords:
    """The compiled lexicon of one shipped language (ValueError for another)."""
    if language not in SHIPPED:
        raise ValueError(f"no lexicon for {language!r}")
    data = json.loads(resource("lexicon", f"{language}.json").read_text("utf-8"))
    boundaries = bool(data.get("word_boundaries", True))
    compiled = {}
    for concept, expressions in data["concepts"].items():
        pattern = _compile(expressions, boundaries)
        if pattern is not None:
            compiled[concept] = pattern
    return LanguageWords(language, str(data.get("name", language)), compiled,
                         str(data.get("date_order", "")),
                         {c: tuple(e for e in items if e) for c, items in data["concepts"].items()})


def any_language(concept: str) -> str:
    """A concept in every shipped language, as one regular expression's text, without the
    word-start rule (to stand after a number: "7 Uhr", "7h", "7点")."""
    return "|".join(f"(?:{e})" for lang in SHIPPED
                    for e in lexicon_of(lang).expressions.get(concept, ()))


def raw_concept(language: str, concept: str) -> str:
    """One language's expression of a concept as a regular expression's text, to stand inside
    a larger one ("" when it has none)."""
    pattern = lexicon_of(language).concepts.get(concept)
    return pattern.pattern if pattern is not None else ""


#: what may stand around a sentence that is nothing but a concept ("Done.", "¡Listo!", "完成。")
_END_MARKS = ".!?`'\"¡¿。！？…"


class Lexicon:
    """The concepts of the shipped languages, looked up together or in one language."""

    def __init__(self, languages: Iterable[str] = SHIPPED) -> None:
        self.languages = tuple(languages)

    def concepts(self) -> set[str]:
        """Every concept some shipped language fills in."""
        return {c for lang in self.languages for c in lexicon_of(lang).concepts}

    def pattern(self, concept: str, language: str) -> re.Pattern[str] | None:
        """One language's expression of a concept (None when it has none)."""
        return lexicon_of(language).concepts.get(concept)

    def matches(self, concept: str, text: str,
                language: str | Sequence[str] | None = None) -> bool:
        """Whether ``text`` says ``concept`` in ``language`` (one, several, or every shipped
        one by default)."""
        return self.find(concept, text, language) is not None

    def says_only(self, concept: str, text: str, language: str | None = None) -> bool:
        """Whether the whole of ``text`` (its ends' spaces and punctuation aside) is
        ``concept`` in ``language`` (every shipped one by default): "Erledigt.", "无需操作。"."""
        core = text.strip().strip(_END_MARKS).strip()
        for lang in _among(language, self.languages):
            pattern = lexicon_of(lang).concepts.get(concept) if lang in SHIPPED else None
            if pattern is not None and pattern.fullmatch(core):
                return True
        return False

    def find(self, concept: str, text: str,
             language: str | Sequence[str] | None = None) -> re.Match[str] | None:
        """The first place ``text`` says ``concept`` (in ``language``: one, several, or any
        shipped one)."""
        for lang in _among(language, self.languages):
            if lang not in SHIPPED:
                continue
            pattern = lexicon_of(lang).concepts.get(concept)
            found = pattern.search(text) if pattern is not None else None
            if found is not None:
                return found
        return None


def _among(language: str | Sequence[str] | None, every: tuple[str, ...]) -> Sequence[str]:
    if not language:
        return every
    return (language,) if isinstance(language, str) else language


LEXICON = Lexicon()

_identifier_lock = threading.Lock()


@lru_cache(maxsize=1)
def _identifier() -> Any:
    """py3langid's identifier, choosing among ``DETECTED`` (loaded once, ~50 ms)."""
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    identifier.set_languages(list(DETECTED))
    return identifier


#: enough to tell a language; a long paste is not read whole for it
MAX_CHARS = 2000
#: below this probability a guess is not taken ("Tell Bob" reads as German at 0.30)
MIN_CONFIDENCE = 0.5


def detect(text: str, default: str = DEFAULT) -> str:
    """The language a request is written in (an ISO 639-1 code; ``default`` when there are
    too few words to tell, or the guess is unsure: the conversation's language, say). Han
    script is Chinese unless there is kana (Japanese)."""
    if HAN.search(text):
        return "ja" if _KANA.search(text) else "zh"
    if _KANA.search(text):
        return "ja"
    words = " ".join(_NOT_WORDS.sub(" ", text[:MAX_CHARS]).split())
    if len(re.findall(r"[^\W\d_]{2,}", words)) < 2:
        return default
    with _identifier_lock:
        language, confidence = _identifier().classify(words)
    return str(language) if confidence >= MIN_CONFIDENCE else default


#: a language a request may be read in besides its likeliest one: one detection gives at
#: least this share ("Marca como leído" is 7% Portuguese: Spanish alone, and Portuguese
#: "marca" (to book) does not make it a calendar request; "Schick Anna die Notes" is German)
NEIGHBOUR_AT_LEAST = 0.1


#: at most this many lines of a text tell the languages it is read in (a long paste is not
#: told line by line: the first ones stand for it)
LINES_TOLD = 40


@lru_cache(maxsize=64)  # the router asks it once per tool of a request
def written_in(text: str) -> tuple[str, ...]:
    """The shipped languages a user's words are read in by a lexicon look-up: for each line
    (the first LINES_TOLD), the language it is told to be written in, a close neighbour
    detection also gives (NEIGHBOUR_AT_LEAST), and English, the words every user mixes in
    ("Leite die Invoice weiter"); every shipped language for a line whose language cannot
    be told (too few words, an unsure guess, a language the app does not ship: Japanese
    reads its Han words through the Chinese lexicon). So an English "pasta" is not the
    Portuguese folder, nor a Spanish "archivo" the English "archive"."""
    found: set[str] = set()
    lines = [line for line in text.splitlines() if line.strip()][:LINES_TOLD]
    for line in lines:
        found |= _line_written_in(line[:MAX_CHARS])
        if len(found) == len(SHIPPED):
            break
    return tuple(lang for lang in SHIPPED if lang in found)


@lru_cache(maxsize=2048)  # a conversation's earlier lines come again with each request
def _line_written_in(line: str) -> frozenset[str]:
    told = detect(line, "")
    if told == "zh":
        return frozenset({"zh", DEFAULT})
    if told not in SHIPPED:
        return frozenset(SHIPPED)
    words = " ".join(_NOT_WORDS.sub(" ", line).split())
    with _identifier_lock:
        ranked = _identifier().rank(words)
    return frozenset({lang for lang, share in ranked
                      if share >= NEIGHBOUR_AT_LEAST and lang in SHIPPED} | {told, DEFAULT})


#: a language a data's texts are written in is one at least this share of them is in
DATA_SHARE_AT_LEAST = 0.3


def languages_of(texts: Iterable[str]) -> list[str]:
    """The languages a set of the user's data is written in (the newest mails' subjects and
    first words), most used first, at most two: each one at least DATA_SHARE_AT_LEAST of the
    texts whose language can be told are in. Each text is told alone (one Chinese subject
    does not make an English inbox Chinese)."""
    told = [language for text in texts if (language := detect(text, ""))]
    counts = Counter(told).most_common(2)
    return [language for language, count in counts
            if count >= DATA_SHARE_AT_LEAST * len(told)]


#: a word of the user's data a search finds by: a letter first, then 3 to 24 letters or
#: digits in all (a run of Han characters is a sentence, not a word: left out)
_DATA_WORD = re.compile(r"[^\W\d_][^\W_]{2,23}")


def vocabulary_of(texts: Iterable[str]) -> tuple[str, ...]:
    """The words a set of the user's data (the newest mails' subjects and first words) is
    written with, that a search finds by, in lower case, the most used first: none that
    tells no text apart in a shipped language (``search.common``, ``search.request``)."""
    counts = Counter(word for text in texts for word in _DATA_WORD.findall(text.casefold())
                     if not HAN.search(word))
    return tuple(word for word, _count in counts.most_common()
                 if not LEXICON.says_only("search.common", word)
                 and not LEXICON.says_only("search.request", word))


#: a run of characters both the request and the data have counts from this many on
SHARED_RUN_AT_LEAST = 2


def shared_runs(request: str, texts: Iterable[str], longest: int = 4,
                most: int = 4) -> tuple[str, ...]:
    """The pieces of ``request``'s runs of a script written without spaces that the data's
    ``texts`` have too, each the longest one there from where it starts (at most
    ``longest`` characters: a word, not a sentence), left to right ("新显示器我付了多少钱？"
    of "…27英寸显示器，239欧元，已付款…": "显示器"); at least SHARED_RUN_AT_LEAST
    characters, none that tells no text apart in a shipped language, longest first, at most
    ``most``. The request's own characters only: the data decides which of them, never adds
    one."""
    data = "\n".join(texts)
    found: list[str] = []
    for run in UNSPACED_RUN.findall(request):
        start = 0
        while start <= len(run) - SHARED_RUN_AT_LEAST:
            piece = next((run[start:end] for end in range(min(len(run), start + longest),
                                                          start + 1, -1)
                          if run[start:end] in data), "")
            if len(piece) >= SHARED_RUN_AT_LEAST and piece not in found \
                    and not LEXICON.says_only("search.common", piece) \
                    and not LEXICON.says_only("search.request", piece):
                found.append(piece)
                start += len(piece)
            else:
                start += 1
    return tuple(sorted(found, key=len, reverse=True)[:most])


def asks(text: str) -> bool:
    """Whether a request is put as a question: it ends with a question mark, in any script
    ("dec 3 plans?", "¿Tengo correos sin leer?", "明天有什么安排？"); an answer that asks the
    user something back is one too."""
    return text.strip().endswith(("?", "？"))


def put_as_question(text: str) -> bool:
    """Whether a user's request is put as a question: it ends with a question mark
    (``asks``) or opens with the Spanish one, or, typed without a mark as people chat, it is
    worded as a question in a language it is written in (the lexicon's
    ``question.unmarked``: "is my volume maxed out", "hat Carol mir schon geantwortet",
    "la luminosité est à combien", "我2026年12月3号有空吗"). A request with no mark is not
    one ("do not disturb on please", "开一下免打扰", "bin it"), nor one that has marks but
    does not end with one: its last sentence is no question. For the user's words: an
    answer that asks back is ``asks``."""
    if asks(text):
        return True
    core = text.strip().rstrip(_END_MARKS + " ,;:")
    if "?" in core or "？" in core:  # marks typed, and what follows the question is not one
        return False  # ("Does her mail say when? If so, add a task.")
    if core.startswith("¿"):
        return True
    return bool(core) and LEXICON.matches("question.unmarked", core, written_in(core))


def shipped_or_default(language: str) -> str:
    """``language`` when the app speaks it, else English."""
    return language if language in SHIPPED else DEFAULT


#: the languages text2num reads number words in ("halb acht", "sept heures et demie")
_NUMBER_WORDS = ("en", "de", "fr", "es", "it", "pt")
#: Han numerals by their place: "二十五" is 25, "两千" 2000 (Unicode gives each digit's value)
_HAN_PLACES = {"十": 10, "百": 100, "千": 1000}
_HAN_NUMERALS = re.compile("[〇零一二两兩三四五六七八九十百千]+")


def _han_digit(ch: str) -> int:
    """One Han digit's value, from Unicode; 两 (the simplified "two" of counting) has none
    there, its traditional form 兩 has 2."""
    return int(unicodedata.numeric("兩" if ch == "两" else ch))


def _han_number(run: str) -> str:
    """A run of Han numerals as digits: positional ("二〇二六", "零五": "2026", "05") or by
    places ("二十五": "25", "十": "10", "两点": "2点")."""
    if not any(ch in _HAN_PLACES for ch in run):
        return "".join(str(_han_digit(ch)) for ch in run)
    total = digit = 0
    for ch in run:
        if ch in _HAN_PLACES:
            total += (digit or 1) * _HAN_PLACES[ch]
            digit = 0
        else:
            digit = _han_digit(ch)
    return str(total + digit)


@lru_cache(maxsize=256)
def with_digits(text: str, words: bool = True) -> str:
    """``text`` with its numbers written as digits: Han numerals ("七点半" → "7点半") and,
    with ``words``, number words in the languages it is written in ("at seven" → "at 7",
    "um halb acht" → "um halb 8"; text2num, which leaves a lone "one" or "un" as it is). For
    reading times out of a user's words (``words``; a long text costs a language detection)
    or out of tool results (digits already, but for Han); never shown."""
    from text_to_num import alpha2digit

    if HAN.search(text):
        text = _HAN_NUMERALS.sub(lambda found: _han_number(found[0]), text)
    for language in written_in(text) if words else ():
        if language in _NUMBER_WORDS:
            try:
                text = alpha2digit(text, language)
            except Exception:  # a number it cannot read stays as written
                continue
    return text
