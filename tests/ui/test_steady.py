"""The one-off costs the app pays once its window is shown (app/ui/steady.py), so that none
falls inside a streamed answer."""

from __future__ import annotations

import gc
import sys

from app.ui import steady


def test_settling_freezes_the_heap_and_loads_the_highlighter_once(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from app.ui import markdown

    warmed: list[str] = []
    real = markdown.highlighted

    def highlighted(code: str, language: str, breaks: bool = True) -> str | None:
        warmed.append(language)
        return real(code, language, breaks)

    monkeypatch.setattr(steady, "_settled", False)
    monkeypatch.setattr(markdown, "highlighted", highlighted)
    gc.unfreeze()
    try:
        before = [[] for _ in range(50)]  # alive at settling: kept out of collections
        steady.settle(run_in_background=False)
        frozen = gc.get_freeze_count()
        assert frozen > 1000  # the modules, classes and objects alive now
        assert not _still_collected(before)
        assert warmed == list(steady.WARM_LANGUAGES)
        assert all(real("x", language) is not None for language in warmed)  # known lexers
        assert "pygments.lexers" in sys.modules
        later = [[] for _ in range(500)]  # made later: still the collector's
        steady.settle(run_in_background=False)  # once per process: nothing frozen again
        assert _still_collected(later) == len(later)
        # Frozen objects that die leave the count (another test's threads may still be
        # letting go of theirs); it never grows.
        assert gc.get_freeze_count() <= frozen
    finally:
        gc.unfreeze()


def _still_collected(objects: list[list[object]]) -> int:
    """How many of ``objects`` the collector still walks (frozen ones are not listed)."""
    walked = {id(o) for o in gc.get_objects()}
    return sum(id(o) in walked for o in objects)


def test_what_answers_create_after_settling_is_still_collected(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import weakref

    monkeypatch.setattr(steady, "_settled", False)
    try:
        steady.settle(run_in_background=False)

        class Node:
            pass

        cycle = Node()
        cycle.itself = cycle  # type: ignore[attr-defined]
        alive = weakref.ref(cycle)
        del cycle
        gc.collect()
        assert alive() is None
    finally:
        gc.unfreeze()
