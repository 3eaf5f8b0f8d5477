"""Where the window goes: always inside the screen's available area, remembered per screen.

Pure arithmetic on (x, y, width, height) tuples in Qt's logical pixels (which already include
the OS's scaling), so it is tested without a screen.
"""

from __future__ import annotations

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
