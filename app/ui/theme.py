"""Light and dark themes: one palette each, one stylesheet template.

"system" follows the OS colour scheme (Qt's style hints), and switches when the OS does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from app.paths import resource


@dataclass(frozen=True)
class Palette:
    """The colours of one theme."""

    name: str
    window: str
    surface: str
    sidebar: str
    text: str
    muted: str
    border: str
    accent: str
    accent_text: str
    user_bubble: str
    card: str
    warning_bg: str
    warning_text: str
    danger: str
    success: str
    code_bg: str


LIGHT = Palette("light", "#f6f7f9", "#ffffff", "#eef0f4", "#1d2129", "#626b7a", "#dde1e8",
                "#4f46e5", "#ffffff", "#e9ebff", "#f8f9fb", "#fff4d6", "#6b4a00", "#c0392b",
                "#2e7d32", "#f1f3f6")
DARK = Palette("dark", "#1b1d22", "#23262d", "#191b20", "#e7e9ee", "#9aa3b2", "#343843",
               "#8b8ffb", "#14151a", "#2f3250", "#272a32", "#3d3219", "#ffd98a", "#ff7b72",
               "#7ee787", "#2b2f37")


def system_prefers_dark() -> bool:
    """True when the OS asks for a dark colour scheme."""
    hints = QGuiApplication.styleHints()
    try:
        return hints.colorScheme() == Qt.ColorScheme.Dark
    except AttributeError:  # Qt < 6.5
        return QGuiApplication.palette().window().color().lightness() < 128


def resolve(choice: str) -> Palette:
    """The palette for "light", "dark" or "system"."""
    if choice == "dark" or (choice == "system" and system_prefers_dark()):
        return DARK
    return LIGHT


STYLESHEET = """
QWidget {{ color: {text}; font-size: 10.5pt; }}
QMainWindow, QDialog {{ background: {window}; }}
QDialog {{ border: 1px solid {border}; }}
#Sidebar {{ background: {sidebar}; border-right: 1px solid {border}; }}
#Sidebar QListWidget {{ background: transparent; border: none; }}
#Sidebar QListWidget::item {{ padding: 8px 10px; border-radius: 8px; margin: 1px 6px; }}
#Sidebar QListWidget::item:selected {{ background: {user_bubble}; color: {text}; }}
#Sidebar QListWidget::item:hover {{ background: {card}; }}
#AppTitle {{ font-size: 13pt; font-weight: 600; padding: 4px 6px; }}
QLineEdit, QPlainTextEdit, QTextEdit, QComboBox, QSpinBox {{
    background: {surface}; border: 1px solid {border}; border-radius: 8px; padding: 6px 8px;
    selection-background-color: {accent}; selection-color: {accent_text}; }}
QLineEdit:focus, QPlainTextEdit:focus, QTextEdit:focus {{ border: 1px solid {accent}; }}
QPushButton {{ background: {surface}; border: 1px solid {border}; border-radius: 8px;
    padding: 7px 14px; }}
QPushButton:hover {{ border-color: {accent}; }}
QPushButton:focus {{ border: 2px solid {accent}; }}
QPushButton:disabled {{ color: {muted}; }}
QPushButton#Primary {{ background: {accent}; color: {accent_text}; border: none;
    font-weight: 600; }}
QPushButton#Primary:disabled {{ background: {border}; color: {muted}; font-weight: 400; }}
QPushButton#Danger {{ color: {danger}; }}
QScrollArea, #ChatCanvas {{ background: {window}; border: none; }}
#Composer {{ background: {surface}; border: 1px solid {border}; border-radius: 12px; }}
#Composer QPlainTextEdit {{ border: none; background: transparent; font-size: 11pt; }}
#UserBubble {{ background: {user_bubble}; border-radius: 14px; }}
#AssistantText, #UserText {{ font-size: 11pt; }}
#CodeBlock {{ background: {code_bg}; border: 1px solid {border}; border-radius: 8px; }}
#CodeBlock QScrollArea, #CodeBlock QScrollArea > QWidget > QWidget {{ background: transparent; }}
#CodeBlock QScrollBar:horizontal {{ height: 8px; background: transparent; margin-top: 2px; }}
#CodeBlock QScrollBar::handle:horizontal {{ background: {muted}; border-radius: 3px;
    min-width: 40px; }}
#CodeBlock QScrollBar::handle:horizontal:hover {{ background: {accent}; }}
#CodeBlock QScrollBar::add-line, #CodeBlock QScrollBar::sub-line {{ width: 0px; }}
#CodeBlock QScrollBar::add-page, #CodeBlock QScrollBar::sub-page {{ background: none; }}
#CodeText {{ font-family: "DejaVu Sans Mono", monospace; font-size: 10pt;
    background: transparent; }}
#Muted, QLabel#Muted {{ color: {muted}; }}
#ToolCard {{ background: {card}; border: 1px solid {border}; border-radius: 10px; }}
#ToolCard QLabel#CardTitle {{ font-weight: 600; }}
#WorkingRow {{ border: 1px dashed {border}; border-radius: 10px; }}
#WorkingRow QProgressBar {{ max-height: 6px; border: none; border-radius: 3px; background: {border}; }}
#WorkingRow QProgressBar::chunk {{ border-radius: 3px; background: {accent}; }}
#Chip {{ border-radius: 9px; padding: 1px 8px; font-size: 9pt; background: {border}; }}
#Chip[state="waiting"] {{ background: {warning_bg}; color: {warning_text}; }}
#Chip[state="done"], #Chip[state="approved"] {{ color: {success}; }}
#Chip[state="failed"], #Chip[state="denied"] {{ color: {danger}; }}
#Details {{ background: {code_bg}; border-radius: 8px; padding: 8px;
    font-family: "DejaVu Sans Mono", monospace; font-size: 9.5pt; }}
#Thinking {{ color: {muted}; font-style: italic; }}
#Warning {{ background: {warning_bg}; color: {warning_text}; border-radius: 10px;
    padding: 10px; }}
#FieldError {{ color: {danger}; padding: 0 2px 4px 2px; }}
#PreviewCard {{ background: {surface}; border: 1px solid {border}; border-radius: 12px; }}
#PreviewBody {{ background: {code_bg}; border: none; border-radius: 8px; }}
#EffectBadge {{ border-radius: 9px; padding: 2px 10px; font-weight: 600; font-size: 9pt;
    background: {user_bubble}; color: {accent}; }}
#Heading {{ font-size: 14pt; font-weight: 600; }}
QStatusBar {{ background: {sidebar}; color: {muted}; border-top: 1px solid {border}; }}
QProgressBar {{ border: 1px solid {border}; border-radius: 6px; background: {surface};
    text-align: center; height: 14px; }}
QProgressBar::chunk {{ background: {accent}; border-radius: 6px; }}
QTabWidget::pane {{ border: 1px solid {border}; border-radius: 8px; background: {surface}; }}
QTabBar::tab {{ padding: 7px 14px; }}
QTabBar::tab:selected {{ color: {accent}; font-weight: 600; }}
QTableWidget {{ background: {surface}; border: 1px solid {border}; border-radius: 8px;
    gridline-color: {border}; }}
QHeaderView::section {{ background: {sidebar}; border: none; padding: 6px; }}
QCheckBox {{ spacing: 8px; }}
QComboBox {{ padding-right: 26px; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right;
    width: 24px; border: none; }}
QComboBox::down-arrow {{ image: url({arrow_down}); width: 10px; height: 10px; }}
QSpinBox {{ padding-right: 24px; }}
QSpinBox::up-button {{ subcontrol-origin: border; subcontrol-position: top right; width: 22px;
    border: none; background: transparent; }}
QSpinBox::down-button {{ subcontrol-origin: border; subcontrol-position: bottom right;
    width: 22px; border: none; background: transparent; }}
QSpinBox::up-arrow {{ image: url({arrow_up}); width: 10px; height: 10px; }}
QSpinBox::down-arrow {{ image: url({arrow_down}); width: 10px; height: 10px; }}
"""


DESIGN_POINT_SIZE = 10.5  # the stylesheet's sizes are written for a 10.5 pt system font
ZOOM_STEPS = (0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0)
_os_point_size: float | None = None  # the system's font size, read before we style anything
_PT_RE = re.compile(r"(\d+(?:\.\d+)?)pt\b")


def scaled(stylesheet: str, factor: float) -> str:
    """Every point size in ``stylesheet`` times ``factor``."""
    return _PT_RE.sub(lambda m: f"{float(m.group(1)) * factor:.1f}pt", stylesheet)


def zoom_step(zoom: float, direction: int) -> float:
    """The next zoom level up (1), down (-1), or back to 100% (0)."""
    if direction == 0:
        return 1.0
    nearest = min(range(len(ZOOM_STEPS)), key=lambda i: abs(ZOOM_STEPS[i] - zoom))
    return ZOOM_STEPS[max(0, min(len(ZOOM_STEPS) - 1, nearest + direction))]


def apply(app: QApplication, choice: str = "system", zoom: float = 1.0) -> Palette:
    """Apply a theme to the whole application, its text sized from the system's font size
    times ``zoom``; returns the palette used."""
    global _os_point_size
    if _os_point_size is None:
        size = app.font().pointSizeF()
        _os_point_size = size if size > 0 else DESIGN_POINT_SIZE
    palette = resolve(choice)
    app.setStyle("Fusion")
    qt_palette = QPalette()
    qt_palette.setColor(QPalette.ColorRole.Window, QColor(palette.window))
    qt_palette.setColor(QPalette.ColorRole.Base, QColor(palette.surface))
    qt_palette.setColor(QPalette.ColorRole.AlternateBase, QColor(palette.card))
    qt_palette.setColor(QPalette.ColorRole.Text, QColor(palette.text))
    qt_palette.setColor(QPalette.ColorRole.WindowText, QColor(palette.text))
    qt_palette.setColor(QPalette.ColorRole.Button, QColor(palette.surface))
    qt_palette.setColor(QPalette.ColorRole.ButtonText, QColor(palette.text))
    qt_palette.setColor(QPalette.ColorRole.Highlight, QColor(palette.accent))
    qt_palette.setColor(QPalette.ColorRole.HighlightedText, QColor(palette.accent_text))
    qt_palette.setColor(QPalette.ColorRole.Link, QColor(palette.accent))
    qt_palette.setColor(QPalette.ColorRole.PlaceholderText, QColor(palette.muted))
    qt_palette.setColor(QPalette.ColorRole.ToolTipBase, QColor(palette.surface))
    qt_palette.setColor(QPalette.ColorRole.ToolTipText, QColor(palette.text))
    app.setPalette(qt_palette)
    factor = (_os_point_size / DESIGN_POINT_SIZE) * zoom
    arrows = {"arrow_up": resource("arrow-up.svg").as_posix(),
              "arrow_down": resource("arrow-down.svg").as_posix()}
    app.setStyleSheet(scaled(STYLESHEET.format(**palette.__dict__, **arrows), factor))
    return palette
