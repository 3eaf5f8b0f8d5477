"""The window's language: Qt Linguist catalogues, the user's locale, the layout direction.

Every string the window shows is written in English in the code, inside ``tr("…")`` (or a
``QT_TR_NOOP("…")`` for a constant, translated where it is shown). ``pyside6-lupdate``
collects them into ``resources/translations/botpsy_<language>.ts``, one file per language,
which translators edit with Qt Linguist; ``lrelease`` compiles each into the ``.qm`` file Qt
loads. The build compiles them (packaging/botpsy.spec); a checkout compiles them on first use
into the user's cache, keyed by the file's content, so an edited ``.ts`` is picked up at the
next start. ``botpsy_en.ts`` holds only the English plural forms ("%Ln message(s)").

Why Qt Linguist and not gettext for the window: Qt's own dialogs (file picker, message boxes)
are translated by the same mechanism, plurals follow each language's rules (``%Ln``), the
``.ts`` format is what translators' tools read, and no second lookup runs beside Qt's. The
agent's own sentences use their message catalogue (app/agent/messages.py), in the language of
the request, which may differ from the window's.

One context ("") for all strings: a string means the same wherever the window shows it; where
it does not, a disambiguation (``tr("Open", "menu")``) tells them apart.

The language is a setting: "" follows the system (``QLocale.system()``), else a shipped
language's code. Dates, times and numbers follow the same locale (``QLocale.setDefault``), and
the layout direction follows the language (right to left for Arabic or Hebrew, so such a
translation needs only its file).
"""

from __future__ import annotations

import hashlib
import logging
import subprocess
from datetime import date, datetime, time
from functools import cache
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLibraryInfo,
    QLocale,
    QObject,
    QTime,
    QTranslator,
)
from PySide6.QtGui import QGuiApplication

from app.paths import cache_dir, resource
from connectors.base import QT_TR_NOOP

log = logging.getLogger(__name__)

ENGLISH = "en"
PREFIX = "botpsy_"
CONTENT = "botpsy_content"  # a widget property: it shows words the window did not write

W = TypeVar("W", bound=QObject)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the window's language; ``n`` picks the plural form (``%Ln`` is the number,
    written the locale's way)."""
    return QCoreApplication.translate("", text, disambiguation, n)


def mark_content(widget: W) -> W:
    """Mark a widget whose text is someone's words (a message, an answer, a file name, a
    tool's summary) rather than the window's own: never translated, and skipped by the test
    that every visible string is (tests/ui/test_translations.py). Returns the widget."""
    widget.setProperty(CONTENT, True)
    return widget


#: how a moment is written around the locale's own date and time
ALL_DAY, DAY_AND_TIME, NEAR_DAY_AND_TIME = (QT_TR_NOOP("{day} (all day)"),
                                            QT_TR_NOOP("{day}, {time}"),
                                            QT_TR_NOOP("{day} {time}"))


def written(moment: date | time | datetime, speaker: Terminal | None = None) -> str:
    """A moment the locale's way, in full: "Freitag, 11. Dezember 2026, 15:00 (CET)", a day
    alone with "(all day)", a time alone short. ``speaker``: the terminal's language and
    locale instead of the window's."""
    say, locale = (speaker.tr, speaker.locale) if speaker is not None else (tr, QLocale())
    if isinstance(moment, time):
        return locale.toString(QTime(moment.hour, moment.minute), QLocale.FormatType.ShortFormat)
    day = locale.toString(QDate(moment.year, moment.month, moment.day),
                          QLocale.FormatType.LongFormat)
    if not isinstance(moment, datetime):
        return say(ALL_DAY).format(day=day)
    zone = moment.tzname() or ""
    return say(DAY_AND_TIME).format(day=day, time=written(moment.time(), speaker)) + (
        f" ({zone})" if zone else "")


#: how a card writes a day near the one it was written on (QLocale date formats, which a
#: translation may reorder: "ddd d. MMM" in German)
NEAR_DAY = QT_TR_NOOP("ddd d MMM")
FAR_DAY = QT_TR_NOOP("d MMM yyyy")
RELATIVE_DAYS = {0: QT_TR_NOOP("today"), 1: QT_TR_NOOP("tomorrow"), -1: QT_TR_NOOP("yesterday")}


def near(moment: date | datetime | time, day: date, speaker: Terminal | None = None) -> str:
    """A moment as a card title says it, relative to ``day``: "today 05:58", "tomorrow",
    "Fri 4 Dec 15:00", "4 Dec 2027", in the window's language (or the ``speaker``'s)."""
    say, locale = (speaker.tr, speaker.locale) if speaker is not None else (tr, QLocale())
    if isinstance(moment, time):
        return written(moment, speaker)
    on = moment.date() if isinstance(moment, datetime) else moment
    days = (on - day).days
    if days in RELATIVE_DAYS:
        words = say(RELATIVE_DAYS[days])
    else:
        words = locale.toString(QDate(on.year, on.month, on.day),
                                say(NEAR_DAY) if abs(days) < 180 else say(FAR_DAY))
    if not isinstance(moment, datetime):
        return words
    return say(NEAR_DAY_AND_TIME).format(day=words, time=written(moment.time(), speaker))


def localized(text: str, speaker: Terminal | None = None) -> str:
    """A connector's sentence (connectors.base.Phrase) or moment (connectors.base.Moment) in
    the window's language, its fields too; any other text as it is. A catalogue entry that
    lost a field shows the English. ``speaker``: the terminal's catalogue and locale
    (:class:`Terminal`) instead of the window's."""
    moment = getattr(text, "moment", None)
    if moment is not None:
        day = getattr(text, "near", None)
        return near(moment, day, speaker) if day is not None else written(moment, speaker)
    template = getattr(text, "template", None)
    if template is None:
        return str(text)
    fields = {key: localized(value, speaker) if isinstance(value, str) else value
              for key, value in getattr(text, "fields", {}).items()}
    shown = (speaker.tr if speaker is not None else tr)(
        template, getattr(text, "disambiguation", None), getattr(text, "number", -1))
    try:
        return shown.format(**fields) if fields else shown
    except (KeyError, IndexError, ValueError):
        log.warning("the translation of %r does not fit its fields", template)
        return str(text)


def translations_dir() -> Path:
    """The folder of the ``.ts`` sources (and, in a bundle, the compiled ``.qm`` files)."""
    return resource("translations")


def shipped() -> tuple[str, ...]:
    """The languages the window ships, English first, then by code."""
    found = {path.stem[len(PREFIX):] for path in translations_dir().glob(PREFIX + "*.ts")}
    found |= {path.stem[len(PREFIX):] for path in translations_dir().glob(PREFIX + "*.qm")}
    return (ENGLISH, *sorted(found - {ENGLISH}))


def resolve(setting: str, system: QLocale | None = None) -> str:
    """The language to show: the setting when it is shipped, else the system's when it is,
    else English. ``system`` is the system's locale (``QLocale.system()`` unless given)."""
    languages = shipped()
    if setting in languages:
        return setting
    locale = system if system is not None else QLocale.system()
    for name in locale.uiLanguages() or [locale.name()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in languages:
            return code
    return ENGLISH


def native_name(language: str) -> str:
    """A language's name in that language ("Deutsch", "中文"), for the Settings choice."""
    name = QLocale(language).nativeLanguageName()
    return name[:1].upper() + name[1:] if name else language


def _lrelease() -> Path | None:
    """Qt's translation compiler, as PySide6 ships it (absent in a bundle)."""
    try:
        import PySide6
    except ImportError:  # pragma: no cover - the window needs PySide6 anyway
        return None
    folder = Path(PySide6.__file__).resolve().parent
    for name in ("lrelease", "lrelease.exe"):
        if (folder / name).is_file():
            return folder / name
    return None


def compiled(language: str) -> Path | None:
    """The ``.qm`` file for a language: the bundle's, else compiled from its ``.ts`` into the
    user's cache (once per content). None when there is neither (logged)."""
    qm = translations_dir() / f"{PREFIX}{language}.qm"
    if qm.is_file():  # compiled by the build (a checkout has none)
        return qm
    ts = translations_dir() / f"{PREFIX}{language}.ts"
    if not ts.is_file():
        return None
    source = ts.read_bytes()
    digest = hashlib.sha256(source).hexdigest()[:16]
    target = cache_dir() / "translations" / f"{PREFIX}{language}-{digest}.qm"
    if target.is_file():
        return target
    return compile_ts(ts, target)


def compile_ts(ts: Path, target: Path) -> Path | None:
    """Compile one ``.ts`` file with lrelease; None (logged) when that cannot be done."""
    tool = _lrelease()
    if tool is None:
        log.warning("no lrelease to compile %s; the window stays in English", ts.name)
        return None
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    try:
        subprocess.run([str(tool), "-silent", str(ts), "-qm", str(partial)], check=True,
                       capture_output=True, timeout=60)
        partial.replace(target)
    except (OSError, subprocess.SubprocessError) as error:
        log.warning("could not compile %s (%s); the window stays in English", ts.name, error)
        partial.unlink(missing_ok=True)
        return None
    return target


class Terminal:
    """The command line's language: the window's catalogue, read without Qt's application (a
    terminal command has none). The system's language (LC_ALL, LC_MESSAGES, LANG) unless
    ``language`` names a shipped one."""

    def __init__(self, language: str = "") -> None:
        self.code = resolve(language)
        self.locale = QLocale(self.code)
        self._translator: QTranslator | None = QTranslator()
        path = compiled(self.code)
        if path is None or not self._translator.load(str(path)):
            self._translator = None

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` in the terminal's language (``%Ln``: ``n``, the locale's way)."""
        found = self._translator.translate("", text, disambiguation, n) \
            if self._translator is not None else ""
        shown = found or text
        if n >= 0:
            shown = shown.replace("%Ln", self.locale.toString(n)).replace("%n", str(n))
        return shown

    def localized(self, text: str) -> str:
        """A connector's sentence, or a date it wrote, in the terminal's language."""
        return localized(text, self)


@cache
def _speaker(code: str) -> Terminal:
    return Terminal(code)


def sentence_in(text: str, language: str) -> str:
    """A connector's sentence (a Phrase, a Moment) in ``language``, a request's language (the
    answers the agent writes itself: app/agent/loop.AgentConfig.phrases), from the window's
    catalogue. English, or a language the window does not ship, gets it as the connector
    wrote it."""
    if language == ENGLISH or language not in shipped():
        return str(text)
    return _speaker(language).localized(text)


class Language:
    """The translators installed in the running application, replaced on each ``install``."""

    def __init__(self) -> None:
        self.code = ENGLISH
        self._translators: list[QTranslator] = []

    def install(self, language: str) -> str:
        """Show the window in ``language`` (a setting: "" follows the system); returns the
        code in use. Later windows and dialogs are built in it."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("the window's language is installed once Qt's application exists")
        code = resolve(language)
        for translator in self._translators:
            app.removeTranslator(translator)
            translator.deleteLater()  # the application's child: it stayed for good
        self._translators = []
        files = [compiled(code)]
        qt_name = "zh_CN" if code == "zh" else code
        files.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
                     / f"qtbase_{qt_name}.qm")  # Qt's own buttons and dialogs
        for path in files:
            if path is None or not path.is_file():
                continue
            translator = QTranslator(app)
            if translator.load(str(path)):
                app.installTranslator(translator)
                self._translators.append(translator)
            else:
                log.warning("could not load the translation %s", path)
        locale = QLocale(code) if language else QLocale.system()
        if locale.language() != QLocale(code).language():
            locale = QLocale(code)  # a system language we do not ship: numbers as shown
        QLocale.setDefault(locale)
        if isinstance(app, QGuiApplication):  # a window's application, not a bare core one
            app.setLayoutDirection(locale.textDirection())
        self.code = code
        return code


LANGUAGE = Language()


def install(language: str) -> str:
    """Install the window's language (see :class:`Language`)."""
    return LANGUAGE.install(language)


def date_time(moment: datetime, with_date: bool = True) -> str:
    """A moment in the user's locale and time zone ("3. Dez. 2026, 14:05" in German)."""
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    fmt = QLocale.FormatType.ShortFormat
    return QLocale().toString(local, fmt) if with_date else QLocale().toString(local.time(), fmt)


def data_size(size: int) -> str:
    """A file size the locale's way, in SI units ("1,2 GB" in German)."""
    return QLocale().formattedDataSize(size, 1, QLocale.DataSizeFormat.DataSizeSIFormat)


def progress_mb(done: int, total: int) -> str:
    """A download's progress ("12 of 800 MB")."""
    return tr("{done} of {total} MB").format(done=QLocale().toString(round(done / 1e6)),
                                             total=QLocale().toString(round(total / 1e6)))


def percent(value: int) -> str:
    """A whole percentage the locale's way ("42 %" in German, "42%" in English)."""
    return QLocale().toString(int(value)) + QLocale().percent()


def number(value: float, decimals: int = -1) -> str:
    """A number the locale's way (1.234,5 in German)."""
    if decimals < 0:
        whole = float(value).is_integer()
        return QLocale().toString(int(value)) if whole else QLocale().toString(float(value))
    return QLocale().toString(float(value), "f", decimals)


__all__ = ["tr", "install", "resolve", "shipped", "native_name", "date_time", "number",
           "compiled", "compile_ts", "LANGUAGE", "percent", "mark_content", "CONTENT", "localized",
           "QT_TR_NOOP"]
