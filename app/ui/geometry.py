"""Where the window goes: always inside the screen's available area, remembered per screen.

Pure arithmetic on (x, y, width, height) tuples in Qt's logical pixels (which already include
the OS's scaling), so it is tested without a screen; RememberedPlace applies it to a window.
"""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger(__name__)

Rect = tuple[int, int, int, int]

DEFAULT_SIZE = (1120, 760)
GEOMETRY_KEY = "ui.window_geometry"


def place(available: Rect, saved: Rect | None = None, default: tuple[int, int] = DEFAULT_SIZE
          ) -> Rect:
    """The window's rectangle: the saved one (or the default, centred), never larger than the
    available area and never outside it."""
    ax, ay, aw, ah = available
    if saved is not None:
        x, y, w, h = saved
    else:
        w, h = default
        x, y = ax + (aw - min(w, aw)) // 2, ay + (ah - min(h, ah)) // 2
    w, h = max(320, min(w, aw)), max(240, min(h, ah))
    x = max(ax, min(x, ax + aw - w))
    y = max(ay, min(y, ay + ah - h))
    return x, y, w, h


def screen_key(name: str, available: Rect) -> str:
    """One remembered geometry per screen (and per resolution of it)."""
    return f"{name}:{available[2]}x{available[3]}"


class RememberedPlace:
    """A window's place and size, kept per screen in the store's settings."""

    def __init__(self, window: Any, store: Any) -> None:
        self.window = window  # a QWidget (Qt is imported by the caller, not here)
        self.store = store

    def _screen_area(self) -> tuple[str, Rect] | None:
        from PySide6.QtGui import QGuiApplication

        screen = self.window.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return None
        area = screen.availableGeometry()
        return screen.name(), (area.x(), area.y(), area.width(), area.height())

    def restore(self) -> None:
        """Fit the window to the screen's available area (at any scaling), where it was last
        time on this screen, else centred at the default size."""
        found = self._screen_area()
        if found is None:
            return
        name, area = found
        saved = (self.store.get_setting(GEOMETRY_KEY, {}) or {}).get(screen_key(name, area))
        # The frame (title bar, borders) is known once shown: the whole frame must fit.
        frame, inner = self.window.frameGeometry(), self.window.geometry()
        left, top = inner.x() - frame.x(), inner.y() - frame.y()
        right, bottom = frame.right() - inner.right(), frame.bottom() - inner.bottom()
        client_area = (area[0] + left, area[1] + top, area[2] - left - right,
                       area[3] - top - bottom)
        self.window.setGeometry(*place(
            client_area, tuple(saved) if isinstance(saved, list) and len(saved) == 4 else None))

    def remember(self) -> None:
        """Keep the window's place and size for this screen (not when minimized or
        maximized); a full disk only costs the memory of it."""
        from app.store.db import DiskFullError

        found = self._screen_area()
        if found is None or self.window.isMinimized() or self.window.isMaximized():
            return
        name, area = found
        geometry = self.window.geometry()
        known = dict(self.store.get_setting(GEOMETRY_KEY, {}) or {})
        known[screen_key(name, area)] = [geometry.x(), geometry.y(), geometry.width(),
                                         geometry.height()]
        try:
            self.store.set_setting(GEOMETRY_KEY, known)
        except DiskFullError as err:  # the window still closes; it opens where it was before
            log.warning("the window's place was not remembered: %s", err)
