"""Issue 15, item 7: the window fits the screen (any scaling) and is remembered per screen."""

from __future__ import annotations

import pytest

from app.ui.geometry import place, screen_key


@pytest.mark.parametrize("available", [
    (0, 0, 1400, 900),     # 2100x1350 physical at 1.5x: 1400x900 logical
    (0, 0, 1366, 728),     # 1366x768 with a 40 px taskbar
    (0, 32, 1280, 688),    # a top panel
    (1920, 0, 1024, 600),  # a small second screen to the right
])
def test_the_default_window_fits_every_screen(available: tuple[int, int, int, int]) -> None:
    x, y, w, h = place(available)
    ax, ay, aw, ah = available
    assert ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah


def test_a_remembered_place_is_kept_but_pulled_back_on_screen() -> None:
    assert place((0, 0, 1920, 1040), (100, 80, 900, 700)) == (100, 80, 900, 700)
    # saved on a bigger screen, or dragged half off it: inside again, as large as fits
    assert place((0, 0, 1366, 728), (900, 500, 1600, 1000)) == (0, 0, 1366, 728)
    assert place((0, 0, 1366, 728), (-300, -50, 800, 600)) == (0, 0, 800, 600)
    assert screen_key("eDP-1", (0, 0, 1366, 728)) == "eDP-1:1366x728"


def test_the_real_window_fits_and_comes_back_where_it_was(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app([])
    window = app.window
    area = window.screen().availableGeometry()
    assert area.contains(window.frameGeometry()), (area, window.frameGeometry())
    window.setGeometry(area.x() + 10, area.y() + 20, area.width() - 40, area.height() - 60)
    wanted = window.geometry()
    window.remember_geometry()
    window.resize(area.width() // 2, area.height() // 2)
    window.place_on_screen()
    assert window.geometry() == wanted
